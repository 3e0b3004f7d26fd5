import ScrollSim

/// SwiftUI's `ScrollPhase`: what a ``ScrollView`` is doing, reported by
/// `onScrollPhaseChange(_:)`.
///
/// Mapping from the engine's phases (the `phase` column of `frames.csv`) [model: Apple publishes no
/// transition rules; this follows the phases' documented meanings]:
///
/// | engine (`ScrollSim.ScrollPhase`) | SwiftUI |
/// |---|---|
/// | `idle` | ``idle`` |
/// | `tracking` (finger down, pan not begun) | ``tracking`` |
/// | `dragging` (a pan moves the content, or holds a caught motion) | ``interacting`` |
/// | `decelerating`, `bouncing` (the release's motion, in range or past an edge) | ``decelerating`` |
/// | `animating` (`setContentOffset(_:animated: true)`, scroll to top) | ``animating`` |
///
/// So a drag goes idle → tracking → interacting → idle (slow release) or → decelerating → idle (a fling
/// or a release past an edge); a programmatic animated scroll goes idle → animating → idle.
public enum ScrollPhase: Equatable, Hashable, Sendable {
    /// Not scrolling: at rest, no finger.
    case idle
    /// A finger is on the scroll view but has not yet moved it (the 10-pt slop, or a caught motion held).
    case tracking
    /// The user moves the content with a pan.
    case interacting
    /// The content moves on after the finger lifted: deceleration or bounce.
    case decelerating
    /// The content moves by a programmatic, animated scroll.
    case animating

    /// Whether the scroll view is scrolling: any phase but ``idle`` (Apple's `ScrollPhase.isScrolling`).
    public var isScrolling: Bool { self != .idle }

    /// The SwiftUI phase of an engine phase (see the table above).
    nonisolated init(_ phase: ScrollSim.ScrollPhase) {
        switch phase {
        case .idle: self = .idle
        case .tracking: self = .tracking
        case .dragging: self = .interacting
        case .decelerating, .bouncing: self = .decelerating
        case .animating: self = .animating
        }
    }
}
