import Foundation
import Synchronization

/// The constraint system of one layout region, solved by ``SimplexSolver``.
///
/// A region belongs to a *layout boundary* (its host): a view whose frame is set by code
/// (`translatesAutoresizingMaskIntoConstraints == true`), a root, or a ``ScrollView`` (for its content).
/// It holds the host's descendants that constraints place (`translatesAutoresizingMaskIntoConstraints ==
/// false`), down to the next boundaries, and the constraints among them. The host lays the region out
/// in its `layoutSubviews()`.
///
/// Each item (view or guide) has four variables — minX, minY, width, height — in the host's bounds
/// coordinates. Anchors are linear in them (`trailing = minX + width`, `centerX = minX + width/2`).
/// What the region adds besides the code's constraints, all as ``LayoutConstraint``s:
/// - the host's bounds: required `minX = 0, minY = 0, width, height` (a scroll view's edges as seen by
///   its content are the content area: `contentLayoutGuide`, origin 0, size free; its size and centre
///   anchors are `frameLayoutGuide`: the bounds, origin = `contentOffset`);
/// - frame-based views that constraints mention: four required constraints from the frame, relative
///   to the superview (UIKit's autoresizing-mask constraints);
/// - system guides: the owning view inset by its safe area or layout margins;
/// - intrinsic content size: per axis with a size, `size ≥ intrinsic` at the compression resistance and
///   `size ≤ intrinsic` at the hugging priority (UIKit's content-size constraints); when both are
///   optional, one solver row with an error of each sign at its own priority, as UIKit's one
///   `NSContentSizeLayoutConstraint` per axis.
///
/// Build order (which decides the constraint broken on a conflict): the host's required pins, frame and
/// guide pins as items appear, the code's required constraints in activation order; then the optional
/// ones (a fitting host's size, content size, the code's optional constraints in activation order). A
/// required constraint that cannot hold with the ones before it is left out and reported
/// (``LayoutDiagnostics``).
@MainActor
internal final class LayoutEngine {
    weak var host: View?
    /// The region's system as the last build left it (see ``LayoutSystem`` for why it is one struct).
    var system = LayoutSystem()
    var needsRebuild = true

    private var pendingEdits: [LayoutConstraint] = []
    private var hostPins: [LayoutConstraint] = []
    /// Whether constraints use the frame guide's position (the region re-solves when the host scrolls).
    private(set) var tracksBoundsOrigin = false
    /// Solves since creation (for tests of the "no work when nothing changed" rule).
    private(set) var solveCount = 0
    /// Full builds since creation.
    private(set) var buildCount = 0

    private static let stampCounter = Atomic<Int>(0)
    private static let identityCounter = Atomic<Int>(0)
    /// A number no other engine of the process has (never 0): constraints hold it beside their weak
    /// reference to the engine, so that "is it mine?" is an integer comparison.
    let identity = LayoutEngine.identityCounter.wrappingAdd(1, ordering: .relaxed).newValue
    /// Stands for the host in the system's items (the host owns the engine).
    final class HostPlaceholder: Sendable {}
    static let hostPlaceholder = HostPlaceholder()

    init(host: View) {
        self.host = host
    }

    // MARK: Invalidation

    func constantDidChange(_ c: LayoutConstraint) {
        guard !needsRebuild, c.engineRecord >= 0 else { return }
        if !c.hasPendingEdit {
            c.hasPendingEdit = true
            pendingEdits.append(c)
        }
        host?.setNeedsLayout()
    }

    /// A frame-based item's frame changed: update its four pins.
    func pinnedFrameDidChange(_ view: View) {
        guard let pins = view.autoresizingPins, let parent = view.superview else { return }
        Self.setPins(pins, rect: view.frame, origin: parent === host ? .zero : parent.boundsOrigin)
    }

    static func setPins(_ pins: [LayoutConstraint], rect: CGRect, origin: CGPoint) {
        pins[0].constant = rect.origin.x - origin.x
        pins[1].constant = rect.origin.y - origin.y
        pins[2].constant = rect.size.width
        pins[3].constant = rect.size.height
    }

    // MARK: Layout

    /// Solves (incrementally unless the structure changed) and writes the frames. Returns the first
    /// problem found, if any (the frames are written regardless).
    func layout() -> LayoutError? {
        guard let host else { return nil }
        let started = LayoutSolverStatistics.start()
        refreshHostPins(host)
        var rebuilt = false
        if needsRebuild {
            build(host)
            rebuilt = true
        } else if !pendingEdits.isEmpty {
            var ok = true
            var i = 0
            while i < pendingEdits.count {
                let c = pendingEdits[i]
                c.hasPendingEdit = false
                if c.engineIdentity == identity && c.engineRecord >= 0 {
                    ok = system.solver.setConstant(of: c.engineRecord, to: -Double(c.constant)) && ok
                }
                i += 1
            }
            pendingEdits.removeAll(keepingCapacity: true)
            if !ok || !system.solver.reoptimize() { build(host); rebuilt = true }
            solveCount &+= 1
        } else if !needsWrite {
            return system.buildError
        }
        needsWrite = false
        let error = write(host) ?? system.buildError
        LayoutSolverStatistics.finish(start: started, build: rebuilt)
        return error
    }

    /// The fitting target and priorities (nil: the host's size is its bounds, required).
    private var fitting: (target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority)?

    /// Solves with the host's size pulled toward `target` at the given priorities; returns the size.
    func fittingSize(_ target: CGSize, _ horizontal: LayoutPriority, _ vertical: LayoutPriority) -> CGSize {
        guard let host, !(host is ScrollView) else { return target }
        if fitting == nil || fitting!.horizontal != horizontal || fitting!.vertical != vertical { needsRebuild = true }
        fitting = (target, horizontal, vertical)
        if hostPins.count >= 4 {
            hostPins[2].constant = target.width
            hostPins[3].constant = target.height
        }
        isFitting = true
        _ = layout()
        isFitting = false
        return system.rect(of: 0).size
    }

    private var isFitting = false

    /// The host's bounds as constraints (reused objects; constants updated).
    private func refreshHostPins(_ host: View) {
        guard hostPins.count >= 4 else { return }
        var size = host.bounds.size
        if let fitting {
            // Required axes follow the bounds except while fitting; optional ones keep the target.
            if isFitting || !fitting.horizontal.isRequired { size.width = fitting.target.width }
            if isFitting || !fitting.vertical.isRequired { size.height = fitting.target.height }
            hostPins[2].priority = fitting.horizontal
            hostPins[3].priority = fitting.vertical
        }
        if let scroll = host as? ScrollView {
            // The frame guide sits at the content offset; only constraints on its position care, and
            // only then does scrolling re-solve the content.
            let o = tracksBoundsOrigin ? scroll.boundsOrigin : .zero
            hostPins[2].constant = o.x
            hostPins[3].constant = o.y
            hostPins[4].constant = size.width
            hostPins[5].constant = size.height
        } else {
            hostPins[2].constant = size.width
            hostPins[3].constant = size.height
        }
    }

    // MARK: Building

    /// Whether a solution was computed (by a build outside a layout pass) but not yet written.
    private var needsWrite = false

    private func build(_ host: View) {
        needsWrite = true
        buildCount &+= 1
        solveCount &+= 1
        needsRebuild = false
        for c in pendingEdits { c.hasPendingEdit = false }
        pendingEdits.removeAll(keepingCapacity: true)
        makeHostPins(host)
        refreshHostPins(host)
        let stamp = Self.stampCounter.wrappingAdd(1, ordering: .relaxed).newValue
        let priorities = fitting.map { (horizontal: $0.horizontal, vertical: $0.vertical) }
        system.build(host, engine: self, stamp: stamp, hostPins: hostPins, fitting: priorities)
        tracksBoundsOrigin = system.tracksBoundsOrigin
        if !system.conflicts.isEmpty {
            let diagnostics = host.rootView.layoutDiagnostics
            for conflict in system.conflicts {
                diagnostics.report(container: host.name, constraints: conflict.constraints, broken: conflict.broken)
            }
        }
        if tracksBoundsOrigin, host is ScrollView {
            // Now known to matter: put the frame guide at the current offset.
            refreshHostPins(host)
            for pin in hostPins where pin.engineRecord >= 0 {
                system.solver.setConstant(of: pin.engineRecord, to: -Double(pin.constant))
            }
            for c in pendingEdits { c.hasPendingEdit = false }
            pendingEdits.removeAll(keepingCapacity: true)
            if !system.solver.reoptimize() { needsRebuild = true }
        }
    }

    /// Creates the host's bounds constraints on the first build.
    private func makeHostPins(_ host: View) {
        guard hostPins.isEmpty else { return }
        if let scroll = host as? ScrollView {
            let content = scroll.contentLayoutGuide, frame = scroll.frameLayoutGuide
            hostPins = [
                LayoutConstraint(content, .leading, .equal, nil, nil, 1, 0, origin: .system),
                LayoutConstraint(content, .top, .equal, nil, nil, 1, 0, origin: .system),
                LayoutConstraint(frame, .leading, .equal, nil, nil, 1, 0, origin: .system),
                LayoutConstraint(frame, .top, .equal, nil, nil, 1, 0, origin: .system),
                LayoutConstraint(frame, .width, .equal, nil, nil, 1, 0, origin: .system),
                LayoutConstraint(frame, .height, .equal, nil, nil, 1, 0, origin: .system),
            ]
            for (pin, id) in zip(hostPins, ["UIScrollView-content-left", "UIScrollView-content-top",
                                           "UIScrollView-frame-left", "UIScrollView-frame-top",
                                           "UIScrollView-frame-width", "UIScrollView-frame-height"]) {
                pin.identifier = id
            }
        } else {
            hostPins = [
                LayoutConstraint(host, .leading, .equal, nil, nil, 1, 0, origin: .system),
                LayoutConstraint(host, .top, .equal, nil, nil, 1, 0, origin: .system),
                LayoutConstraint(host, .width, .equal, nil, nil, 1, 0, origin: .system),
                LayoutConstraint(host, .height, .equal, nil, nil, 1, 0, origin: .system),
            ]
            // UIKit's names for the constraints that hold a hosted view's bounds.
            for (pin, id) in zip(hostPins, ["UIView-Encapsulated-Layout-Left", "UIView-Encapsulated-Layout-Top",
                                           "UIView-Encapsulated-Layout-Width", "UIView-Encapsulated-Layout-Height"]) {
                pin.identifier = id
            }
        }
    }

    static func clamped(_ p: LayoutPriority) -> Float { min(1000, max(1, p.rawValue)) }

    // MARK: Results

    /// Writes the solved frames; returns a negative-size error if one is found.
    private func write(_ host: View) -> LayoutError? {
        let error = system.writeFrames(host)
        if let scroll = host as? ScrollView {
            // Outside the system's access: setting the content size may call the delegate.
            let content = system.rect(of: 0), frame = system.rect(of: system.frameItem)
            let axes = system.contentSizeAxes
            scroll.contentLayoutGuide.layoutFrame = content
            scroll.frameLayoutGuide.layoutFrame = frame
            if axes.0 || axes.1 {
                var size = scroll.contentSize
                if axes.0 { size.width = max(0, content.width) }
                if axes.1 { size.height = max(0, content.height) }
                if size != scroll.contentSize { scroll.contentSize = size }
            }
        }
        return error
    }

    /// Whether `view`'s frame can change without violating anything or worsening the objective.
    func isAmbiguous(_ view: View) -> Bool {
        guard let host else { return false }
        if needsRebuild { build(host) }
        let system = self.system
        guard system.isItem(view, stamp: view.itemStamp, slot: view.itemSlot) else { return false }
        let b = system.firstVariable[view.itemSlot]
        for k in Int32(0)..<4 where system.solver.isAmbiguous(b + k) { return true }
        return false
    }
}
