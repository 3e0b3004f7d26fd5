import Foundation
import ScrollSim

/// One delegate callback as a ``RecordingDelegate`` saw it.
public struct CallbackEntry: Equatable {
    /// UIKit's method name without arguments, as in events.csv (`"scrollViewDidScroll"`, …).
    public var name: String
    /// The scroll view's `contentOffset` when the callback ran, points.
    public var offset: CGPoint
    /// How many callbacks of the same delegate were already running (0 = not re-entrant).
    public var depth: Int
    /// `isTracking`, `isDragging`, `isDecelerating` when the callback ran.
    public var isTracking: Bool
    public var isDragging: Bool
    public var isDecelerating: Bool
    /// `scrollViewWillEndDragging`: the velocity passed (points per **millisecond**).
    public var velocity: CGPoint?
    /// `scrollViewWillEndDragging`: the proposed target (before the delegate's hook changed it).
    public var proposedTarget: CGPoint?
    /// `scrollViewWillEndDragging`: the target after the delegate's hook.
    public var finalTarget: CGPoint?
    /// `scrollViewDidEndDragging`: the `willDecelerate` flag.
    public var willDecelerate: Bool?

    /// Offset y as a `Double` (points).
    public var y: Double { Double(offset.y) }
}

/// The ordered list of callbacks a recording delegate received, with their nesting depth.
@MainActor
public final class CallbackLog {
    /// Every callback, in call order.
    public private(set) var entries: [CallbackEntry] = []
    private var depth = 0

    /// Creates an empty log.
    public init() {}

    /// The names of all entries, in order.
    public var names: [String] { entries.map(\.name) }

    /// The names with consecutive repeats of `scrollViewDidScroll` collapsed to one `"scrollViewDidScroll…"`,
    /// for asserting sequences whose didScroll count depends on the motion.
    public var collapsedNames: [String] {
        var out: [String] = []
        for name in names {
            if name == "scrollViewDidScroll" {
                if out.last != "scrollViewDidScroll…" { out.append("scrollViewDidScroll…") }
            } else {
                out.append(name)
            }
        }
        return out
    }

    /// Forgets every entry recorded so far (for asserting on what a later step does).
    public func clear() { entries.removeAll() }

    /// Forgets the entries up to and including the first one named `name` (all of them if there is none).
    public func dropThroughFirst(_ name: String) {
        guard let index = entries.firstIndex(where: { $0.name == name }) else {
            entries.removeAll()
            return
        }
        entries.removeFirst(index + 1)
    }

    /// Records the start of a callback and runs `body` one level deeper, so that callbacks triggered from
    /// inside `body` are logged with a larger depth.
    public func record(_ name: String, _ scrollView: ScrollView,
                       velocity: CGPoint? = nil, proposedTarget: CGPoint? = nil,
                       willDecelerate: Bool? = nil, body: () -> Void = {}) {
        entries.append(CallbackEntry(name: name, offset: scrollView.contentOffset, depth: depth,
                                     isTracking: scrollView.isTracking, isDragging: scrollView.isDragging,
                                     isDecelerating: scrollView.isDecelerating, velocity: velocity,
                                     proposedTarget: proposedTarget, finalTarget: nil,
                                     willDecelerate: willDecelerate))
        depth += 1
        body()
        depth -= 1
    }

    /// Sets the final target of the most recent `scrollViewWillEndDragging` entry.
    func setFinalTarget(_ target: CGPoint) {
        guard let index = entries.lastIndex(where: { $0.name == "scrollViewWillEndDragging" }) else { return }
        entries[index].finalTarget = target
    }
}
