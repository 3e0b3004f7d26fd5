import Foundation
import ScrollSim

/// Look-ups on a recorded trace for tests: events by name, the frame record of one view at one frame,
/// the release frame. Pure reads; no test framework.
extension TraceRecorder {
    /// The events named `name` (UIKit method name without arguments), optionally of one view, in order.
    public func events(named name: String, view: String? = nil) -> [EventRecord] {
        events.filter { $0.event == name && (view == nil || $0.view == view) }
    }

    /// The event names in order (optionally of one view).
    public func eventNames(view: String? = nil) -> [String] {
        events.filter { view == nil || $0.view == view }.map(\.event)
    }

    /// The frame records of one view, in frame order.
    public func frames(of view: String) -> [FrameRecord] {
        frames.filter { $0.view == view }
    }

    /// The frame record of `view` at frame index `index`, if recorded.
    public func frame(_ index: Int, of view: String) -> FrameRecord? {
        frames.first { $0.frame == index && $0.view == view }
    }

    /// The frame index of the first `scrollViewWillEndDragging` of `view` (the frame that processed the lift).
    public func releaseFrame(of view: String) -> Int? {
        events(named: "scrollViewWillEndDragging", view: view).first?.frame
    }

    /// The offset y (points) of `view` at frame `release + k`, or `nil` if not recorded.
    public func offsetY(of view: String, releasePlus k: Int) -> Double? {
        guard let release = releaseFrame(of: view), let record = frame(release + k, of: view) else { return nil }
        return Double(record.offset.y)
    }
}

extension EventRecord {
    /// The `detail` field parsed as `key=value` pairs separated by `;`, in order.
    public var detailPairs: [(key: String, value: String)] {
        detail.split(separator: ";").compactMap { pair -> (key: String, value: String)? in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { return nil }
            return (String(parts[0]), String(parts[1]))
        }
    }

    /// The value of `key` in `detail`, if present.
    public func detailValue(_ key: String) -> String? {
        detailPairs.first { $0.key == key }?.value
    }

    /// The value of `key` in `detail` as a `Double`, if present and numeric.
    public func detailDouble(_ key: String) -> Double? {
        detailValue(key).flatMap(Double.init)
    }
}
