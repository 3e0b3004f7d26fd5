import Foundation
import ScrollBenchCore
import ScrollSimVisualization

/// `--plot DIR` and `--timeline T.json`: keeps a copy of each run's samples (in frame order) when either
/// is given, and writes the charts and the timeline after the report.
///
/// `DIR/<scenario>.svg` (`<scenario>-<items>.svg` for list sizes): the per-frame cost histogram with the
/// budget, half the budget and p50/p90/p99/p99.9 (``FrameCostHistogram``); `DIR/scaling.svg`: the scaling
/// table as a log–log chart (``ScalingChart``), when a scenario ran at two or more sizes.
final class BenchVisualOutputs {
    private let options: BenchOptions
    private var runs: [(scenario: String, items: Int?, samples: [UInt64])] = []

    init(options: BenchOptions) {
        self.options = options
    }

    /// A closure for ``BenchRunner/samplesTaken``, or `nil` when no visual output was asked for.
    func collector(scenario: String, items: Int?) -> ((UnsafeMutableBufferPointer<UInt64>) -> Void)? {
        guard options.plotDirectory != nil || options.timelinePath != nil else { return nil }
        return { [self] samples in runs.append((scenario, items, Array(samples))) }
    }

    struct WriteError: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes the requested files; prints each path written.
    func write(_ report: BenchReport) throws {
        let budget = 1e9 / report.refreshRateHz
        if let directory = options.plotDirectory {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw WriteError(description: "cannot create the --plot directory '\(directory)': \(error.localizedDescription)")
            }
            for run in runs {
                guard let result = report.results.first(where: { $0.scenario == run.scenario && $0.items == run.items }) else { continue }
                let histogram = FrameCostHistogram(
                    title: Self.label(run.scenario, run.items), samples: run.samples, budgetNanoseconds: budget,
                    marks: [("p50", result.p50Microseconds), ("p90", result.p90Microseconds),
                            ("p99", result.p99Microseconds), ("p99.9", result.p999Microseconds)])
                let name = run.scenario + (run.items.map { "-\($0)" } ?? "") + ".svg"
                try save(histogram.svg, to: URL(fileURLWithPath: directory).appendingPathComponent(name).path)
            }
            if !report.scaling.isEmpty {
                let chart = ScalingChart(series: report.scaling.map { entry in
                    ScalingChart.Series(scenario: entry.scenario, points: entry.points.map {
                        .init(items: $0.items, p50Microseconds: $0.p50Microseconds, p99Microseconds: $0.p99Microseconds)
                    })
                })
                try save(chart.svg, to: URL(fileURLWithPath: directory).appendingPathComponent("scaling.svg").path)
            }
        }
        if let path = options.timelinePath {
            let timeline = FrameCostTimeline(runs: runs.map { .init(label: Self.label($0.scenario, $0.items), samples: $0.samples) },
                                             budgetNanoseconds: budget)
            try save(timeline.json, to: path)
        }
    }

    private static func label(_ scenario: String, _ items: Int?) -> String {
        scenario + (items.map { " (\($0) items)" } ?? "")
    }

    private func save(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw WriteError(description: "cannot write '\(path)': \(error.localizedDescription)")
        }
        print("wrote \(path)")
    }
}
