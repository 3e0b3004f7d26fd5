import Foundation

/// `--compare`: relative changes of p50 and p99 against an earlier report, and the regression verdict.
///
/// A figure regressed when it grew by more than `thresholdPercent` percent **and** by more than
/// `thresholdMicroseconds` (both must hold, so that sub-microsecond jitter on a 0.3 µs frame is not a
/// regression). Results are matched by scenario name and list size; unmatched ones are listed, not judged.
public struct BaselineComparison: Sendable {
    /// One compared figure.
    public struct Change: Equatable, Sendable {
        /// The scenario's name.
        public var scenario: String
        /// The list size, or `nil` for scenarios without one.
        public var items: Int?
        /// "p50", "p99" or "batch" (the batch-timed cost per frame, shown in µs).
        public var metric: String
        /// The figure in the baseline and now, µs.
        public var baseline: Double
        public var current: Double
        /// Whether the figure grew beyond both thresholds.
        public var regressed: Bool
        /// Relative change, percent (positive = slower).
        public var percent: Double { baseline == 0 ? 0 : (current / baseline - 1) * 100 }
    }

    /// p50 and p99 of every result present in both reports, in the current run's order.
    public var changes: [Change] = []
    /// Results present only in the current run, or only in the baseline ("name@items").
    public var onlyInCurrent: [String] = []
    public var onlyInBaseline: [String] = []

    /// Whether any figure regressed.
    public var hasRegression: Bool { changes.contains { $0.regressed } }

    /// Compares `current` with `baseline`.
    ///
    /// The thresholds of a result are, first found: `perScenario[name]` (`--threshold-for`), the current
    /// result's own (``ScenarioResult/thresholdPercent``, ``ScenarioResult/thresholdMicroseconds``, set
    /// by the scenario), then `thresholdPercent`/`thresholdMicroseconds`.
    /// - Parameters:
    ///   - thresholdPercent: relative growth a regression must exceed, percent.
    ///   - thresholdMicroseconds: absolute growth a regression must exceed, µs.
    ///   - perScenario: thresholds by scenario name that override the others.
    public init(baseline: BenchReport, current: BenchReport, thresholdPercent: Double, thresholdMicroseconds: Double,
                perScenario: [String: ScenarioThreshold] = [:]) {
        func key(_ result: ScenarioResult) -> String { "\(result.scenario)@\(result.items.map(String.init) ?? "-")" }
        for result in current.results {
            guard let old = baseline.results.first(where: { key($0) == key(result) }) else {
                onlyInCurrent.append(key(result))
                continue
            }
            let own = perScenario[result.scenario]
            let percent = own?.percent ?? result.thresholdPercent ?? thresholdPercent
            let micro = own?.microseconds ?? result.thresholdMicroseconds ?? thresholdMicroseconds
            var metrics = [("p50", old.p50Microseconds, result.p50Microseconds),
                           ("p99", old.p99Microseconds, result.p99Microseconds)]
            if let was = old.batchNanosecondsPerFrame, let now = result.batchNanosecondsPerFrame {
                metrics.append(("batch", was / 1_000, now / 1_000))
            }
            for (metric, was, now) in metrics {
                let regressed = now > was * (1 + percent / 100) && now - was > micro
                changes.append(Change(scenario: result.scenario, items: result.items, metric: metric,
                                      baseline: was, current: now, regressed: regressed))
            }
        }
        for old in baseline.results where !current.results.contains(where: { key($0) == key(old) }) {
            onlyInBaseline.append(key(old))
        }
    }

    /// The comparison as a table plus a verdict line.
    public func render(thresholdPercent: Double, thresholdMicroseconds: Double) -> String {
        var rows: [[String]] = []
        for change in changes {
            rows.append([change.scenario, change.items.map(String.init) ?? "-", change.metric,
                         ReportTable.format(change.baseline, decimals: 3),
                         ReportTable.format(change.current, decimals: 3),
                         (change.percent >= 0 ? "+" : "") + ReportTable.format(change.percent, decimals: 1) + " %",
                         change.regressed ? "REGRESSED" : "ok"])
        }
        var lines = ["Comparison with the baseline (regression: > +\(ReportTable.format(thresholdPercent, decimals: 1)) % "
                     + "and > +\(ReportTable.format(thresholdMicroseconds, decimals: 3)) µs)"]
        lines += ReportTable.table(header: ["scenario", "items", "metric", "baseline µs", "now µs", "change", "verdict"],
                                   rows: rows, leftAligned: [0, 2, 6])
        if !onlyInCurrent.isEmpty { lines.append("not in the baseline: " + onlyInCurrent.joined(separator: ", ")) }
        if !onlyInBaseline.isEmpty { lines.append("not run now: " + onlyInBaseline.joined(separator: ", ")) }
        let regressions = changes.filter(\.regressed).count
        lines.append(regressions == 0 ? "no regression" : "\(regressions) regression\(regressions == 1 ? "" : "s")")
        return lines.joined(separator: "\n")
    }
}
