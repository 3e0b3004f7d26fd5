/// The action of an `onScrollPhaseChange` modifier (see ``ScrollObservation``).
@MainActor
final class ScrollPhaseObserver {
    /// Called with the old and new phase and the context.
    var action: (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void = { _, _, _ in }
}

extension View {
    /// Calls `action` with the old and new phase whenever the phase of the first scroll view at or below this
    /// view changes, as SwiftUI's `onScrollPhaseChange(_:)`. See ``ScrollPhase`` for the phases and
    /// the article “SwiftUI scroll callbacks” for when it is called in a frame [model: once per frame, after layout, if the
    /// phase differs from the one last reported].
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        onScrollPhaseChange { old, new, _ in action(old, new) }
    }

    /// Calls `action` with the old and new phase and a ``ScrollPhaseChangeContext`` (the geometry and the
    /// velocity at the change), as SwiftUI's `onScrollPhaseChange(_:)` with a context; see the two-argument
    /// form.
    public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> some View {
        ScrollObservingView(content: self) {
            let observer = ViewReuseScope.reusable { ScrollPhaseObserver() }
            observer.action = action
            return ScrollObservation(phase: observer)
        }
    }
}
