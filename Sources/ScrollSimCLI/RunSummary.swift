import ScrollSim
import ScrollSimScenario

/// The readable summary `scrollsim run` prints. Numbers use fixed decimals: times 4 (s), offsets and
/// distances 3 (pt; a 1/3-pt pixel grid prints exactly).
struct RunSummary {
    /// Callback names in the order counts are listed (UIKit's `UIScrollViewDelegate` order); any other
    /// event name in the trace follows in order of first appearance.
    static let callbackOrder = [
        "scrollViewWillBeginDragging", "scrollViewDidScroll", "scrollViewWillEndDragging",
        "scrollViewDidEndDragging", "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating",
        "scrollViewDidEndScrollingAnimation", "scrollViewShouldScrollToTop", "scrollViewDidScrollToTop",
        "refreshControlValueChanged", "refreshControlBeginRefreshing", "refreshControlEndRefreshing",
    ]

    /// Whether a count is listed: every delegate callback always; a refresh control's event only when it
    /// happened (runs without a refresh control print as before).
    static func isListed(_ name: String, count: Int) -> Bool {
        count > 0 || !name.hasPrefix("refreshControl")
    }

    let text: String

    init(scenario: Scenario, file: String, simulation: Simulation, statistics: RunStatistics,
         overscroll: OverscrollTracker.Record?, layout: LayoutSummary) {
        var lines: [String] = []
        func row(_ label: String, _ value: String) {
            lines.append(label.padding(toLength: 20, withPad: " ", startingAt: 0) + value)
        }
        row("scenario", "\(scenario.name) (\(file))")
        row("frames simulated", "\(simulation.frameCount) at \(NumberFormat.fixed(simulation.refreshRate, decimals: 0)) Hz")
        row("simulated time", NumberFormat.fixed(simulation.time, decimals: 4) + " s")
        for scrollView in simulation.scrollViews {
            row("final offset", "\(scrollView.name) "
                + NumberFormat.point(Double(scrollView.contentOffset.x), Double(scrollView.contentOffset.y)))
        }
        row("time to rest", Self.timeToRest(statistics.lastRest, isIdle: simulation.isIdle))
        if let overscroll {
            row("largest overscroll", NumberFormat.fixed(overscroll.distance, decimals: 3)
                + " pt past the \(overscroll.edge) edge of \(overscroll.view) at "
                + NumberFormat.fixed(overscroll.time, decimals: 4) + " s")
        } else {
            row("largest overscroll", "none")
        }
        for entry in layout.rows {
            row("layout", "\(entry.view): \(entry.visible) visible at the end; during the run "
                + "\(entry.configured) configured, \(entry.created) created, \(entry.reused) reused")
        }
        let views = simulation.scrollViews.map(\.name)
        if views.count > 1 {
            // Nested hierarchies: the total, then one column per scroll view (processing order).
            let width = max(8, (views.map(\.count).max() ?? 0) + 2)
            lines.append("callbacks".padding(toLength: 40, withPad: " ", startingAt: 0) + "total"
                         + views.map { String(repeating: " ", count: max(1, width - $0.count)) + $0 }.joined())
            let perView = views.map { statistics.counts(of: $0) }
            for (index, name) in Self.callbackOrder.enumerated() where Self.isListed(name, count: statistics.totals[index]) {
                let count = statistics.totals[index]
                var line = "  " + name.padding(toLength: 38, withPad: " ", startingAt: 0) + String(count)
                line += String(repeating: " ", count: max(1, 5 - String(count).count))
                for counts in perView {
                    let value = String(counts[index])
                    line += String(repeating: " ", count: max(1, width - value.count)) + value
                }
                lines.append(line)
            }
        } else {
            lines.append("callbacks")
            for (index, name) in Self.callbackOrder.enumerated() where Self.isListed(name, count: statistics.totals[index]) {
                let count = statistics.totals[index]
                lines.append("  " + name.padding(toLength: 38, withPad: " ", startingAt: 0) + String(count))
            }
        }
        text = lines.joined(separator: "\n") + "\n"
    }

    /// The time of the last callback that ends motion (`didEndDecelerating`, `didEndDragging` with
    /// `willDecelerate=false`, `didEndScrollingAnimation`, `didScrollToTop`), with the time since the last
    /// release (`willEndDragging`) before it; "still moving" if the simulation is not idle at the end.
    static func timeToRest(_ rest: RunStatistics.Rest?, isIdle: Bool) -> String {
        guard isIdle else { return "still moving" }
        guard let rest else { return "at rest throughout" }
        var text = NumberFormat.fixed(rest.time, decimals: 4) + " s (\(rest.event) of \(rest.view)"
        if let release = rest.releaseTime {
            text += ", " + NumberFormat.fixed(rest.time - release, decimals: 4)
                + " s after the release at " + NumberFormat.fixed(release, decimals: 4) + " s"
        }
        return text + ")"
    }

    static func isRestEvent(_ event: EventRecord) -> Bool {
        switch event.callback {
        case .scrollViewDidEndDecelerating, .scrollViewDidEndScrollingAnimation, .scrollViewDidScrollToTop:
            true
        case .scrollViewDidEndDragging:
            event.flag != true   // willDecelerate=false
        default:
            false
        }
    }
}
