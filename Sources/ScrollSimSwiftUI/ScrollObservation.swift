/// The scroll callbacks that modifiers (`onScrollPhaseChange(_:)`,
/// ``View/onScrollGeometryChange(for:of:action:)``) attach to a ``ScrollView``, and how they find it.
///
/// Which scroll view [model of Apple's "the first scroll view in the hierarchy"]: the first ``ScrollView``
/// at or below the modified view, in the order of the view tree (depth-first, so an outer scroll view
/// before the ones in its content). While a modified view's nodes are built its observers are *open*
/// (``open``); the first scroll view built meanwhile claims every open observer not yet claimed. Observers
/// with no scroll view at or below them are never called.
///
/// The observer objects are kept across evaluations by structural identity (``ViewReuseScope``), so the
/// last values they compare with survive a re-evaluation of the tree.
@MainActor
final class ScrollObservation {
    /// The observers of the modified views whose nodes are being built, outermost first.
    static var open: [ScrollObservation] = []

    /// A phase observer, if the modifier is `onScrollPhaseChange`.
    let phase: ScrollPhaseObserver?
    /// A geometry observer, if the modifier is `onScrollGeometryChange`.
    let geometry: (any ScrollGeometryObserving)?
    /// A position binding, if the modifier is `scrollPosition(id:anchor:)`.
    let position: (any ScrollPositionObserving)?
    /// Whether a scroll view has claimed it.
    private var isClaimed = false

    init(phase: ScrollPhaseObserver? = nil, geometry: (any ScrollGeometryObserving)? = nil,
         position: (any ScrollPositionObserving)? = nil) {
        self.phase = phase
        self.geometry = geometry
        self.position = position
    }

    /// Runs `build` with this observation open, then closes it.
    func whileOpen<T>(_ build: () -> T) -> T {
        Self.open.append(self)
        defer { Self.open.removeLast() }
        return build()
    }

    /// The open observations that no scroll view claimed yet, now claimed (a scroll view calls this as its
    /// node is made, before its content's).
    static func claimOpen() -> (phase: [ScrollPhaseObserver], geometry: [any ScrollGeometryObserving],
                                position: [any ScrollPositionObserving]) {
        var phase: [ScrollPhaseObserver] = [], geometry: [any ScrollGeometryObserving] = []
        var position: [any ScrollPositionObserving] = []
        for observation in open where !observation.isClaimed {
            observation.isClaimed = true
            if let observer = observation.phase { phase.append(observer) }
            if let observer = observation.geometry { geometry.append(observer) }
            if let observer = observation.position { position.append(observer) }
        }
        return (phase, geometry, position)
    }
}

/// A view whose nodes are built with scroll observers open (the result of the scroll-callback modifiers):
/// its layout is its content's, unchanged.
struct ScrollObservingView<Content: View>: View, PrimitiveView {
    var content: Content
    /// Makes (or reuses) the observation, with the modifier's current closures.
    var observation: () -> ScrollObservation

    typealias Body = Never

    func makeNode() -> LayoutNode {
        observation().whileOpen { resolvedNode(of: content) }
    }
}
