import Foundation

/// Building and running a scenario's simulation.
extension Scenario {
    /// Builds the view hierarchy and returns a fresh simulation of it (no recorder attached, frame 0).
    /// - Throws: the engine's error if it rejects a setting (a decoded scenario's values are already in range).
    public func makeSimulation() throws -> Simulation {
        try Simulation(root: root.makeView(), refreshRate: refreshRate, screenScale: screenScale,
                       digitizerRate: digitizerRate)
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

extension ViewDescription {
    /// Creates the described view and its subviews.
    public func makeView() -> View {
        let view: View
        switch kind {
        case .view:
            view = View(frame: frame, name: name)
        case .scrollView(let properties):
            let scrollView = ScrollView(frame: frame, name: name)
            scrollView.contentSize = properties.contentSize
            scrollView.contentInset = properties.contentInset
            scrollView.bounces = properties.bounces
            scrollView.alwaysBounceVertical = properties.alwaysBounceVertical
            scrollView.alwaysBounceHorizontal = properties.alwaysBounceHorizontal
            scrollView.isScrollEnabled = properties.isScrollEnabled
            scrollView.isDirectionalLockEnabled = properties.isDirectionalLockEnabled
            scrollView.scrollsToTop = properties.scrollsToTop
            scrollView.decelerationRate = properties.decelerationRate
            scrollView.transfersVerticalScrollingToParent = properties.transfersVerticalScrollingToParent
            scrollView.transfersHorizontalScrollingToParent = properties.transfersHorizontalScrollingToParent
            scrollView.nestedScrolling = properties.nestedScrolling
            scrollView.contentOffset = properties.contentOffset
            view = scrollView
        }
        for subview in subviews {
            view.addSubview(subview.makeView())
        }
        return view
    }
}
