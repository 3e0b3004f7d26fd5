import Foundation
import ScrollSim

/// Building and running a scenario's simulation.
@MainActor
extension Scenario {
    /// Builds the hand-written view hierarchy and returns a fresh simulation of it (no recorder attached,
    /// frame 0).
    /// - Throws: ``SceneNotBuiltError`` if the scenario has a ``scene`` (the caller resolves it and uses
    ///   ``makeSimulation(root:)``); the engine's error if it rejects a setting.
    public func makeSimulation() throws -> Simulation {
        guard let root else { throw SceneNotBuiltError(effect: scene?.effect ?? "") }
        return try makeSimulation(root: root.makeView())
    }

    /// A fresh simulation of `root` (e.g. a resolved ``scene``'s hierarchy) with this scenario's refresh
    /// rate, screen scale, digitiser rate, touch coalescing, window safe area and integration.
    public func makeSimulation(root: View) throws -> Simulation {
        try Simulation(root: root, refreshRate: refreshRate, screenScale: screenScale, digitizerRate: digitizerRate,
                       coalescesTouches: coalescesTouches, safeAreaInsets: safeAreaInsets, integration: integration)
    }

    /// Performs ``gestures`` on `simulation`, then runs for ``run``.
    /// - Parameters:
    ///   - simulation: typically from ``makeSimulation()``, with a recorder attached if traces are wanted.
    ///   - frameLimit: the most frames `runUntilIdle` may simulate after the gestures.
    /// - Returns: whether the simulation is idle at the end.
    /// - Throws: the engine's `GestureError` (cannot happen for a decoded scenario: the step order is checked).
    @discardableResult
    public func play(on simulation: Simulation, frameLimit: Int = 100_000) throws -> Bool {
        try simulation.perform(gestures)
        switch run {
        case .untilIdle:
            return simulation.runUntilIdle(limit: frameLimit)
        case .seconds(let seconds):
            simulation.run(seconds: seconds)
            return simulation.isIdle
        }
    }
}

/// ``Scenario/makeSimulation()`` was called on a scenario whose root is a ``SceneDescription``: the
/// library cannot build it (the caller resolves scenes, e.g. the CLI with `ScrollEffects`).
public struct SceneNotBuiltError: Error, Sendable, CustomStringConvertible {
    /// The scene's effect name.
    public var effect: String
    /// A message naming the scene.
    public var description: String {
        "the scenario's root is the scene \"\(effect)\", which its caller must build (Scenario.makeSimulation(root:))"
    }
}

@MainActor
extension ViewDescription {
    /// Creates the described view and its subviews. A collection view owns its built-in data source.
    public func makeView() -> View {
        let view: View
        switch kind {
        case .view:
            view = View(frame: frame, name: name)
        case .scrollView(let properties):
            let scrollView = ScrollView(frame: frame, name: name)
            properties.apply(to: scrollView)
            view = scrollView
        case .collectionView(let properties):
            let collectionView = ScenarioCollectionView(frame: frame, properties: properties, name: name)
            properties.scroll.apply(to: collectionView)
            view = collectionView
        }
        if let alpha = appearance.alpha { view.alpha = alpha }
        if let isHidden = appearance.isHidden { view.isHidden = isHidden }
        if let clipsToBounds = appearance.clipsToBounds { view.clipsToBounds = clipsToBounds }
        if let enabled = appearance.isUserInteractionEnabled { view.isUserInteractionEnabled = enabled }
        for subview in subviews {
            view.addSubview(subview.makeView())
        }
        return view
    }
}

@MainActor
extension ScrollViewProperties {
    /// Sets these properties on `scrollView`: the content size first (a collection view's is left to its
    /// layout), then every ``ScrollViewKey`` in table order, the offset last, after size and insets.
    func apply(to scrollView: ScrollView) {
        if !(scrollView is CollectionView) { scrollView.contentSize = contentSize }
        let offset = ScrollViewKey.all.first { $0.name == "contentOffset" }
        for key in ScrollViewKey.all where key.name != "contentOffset" {
            key.apply(self, scrollView)
        }
        offset?.apply(self, scrollView)
    }
}
