import Foundation

/// Renders a ``BenchReport`` as plain-text tables for stdout.
public enum ReportTable {
    /// The summary table (one row per scenario and size) and, if any, the scaling table.
    public static func render(_ report: BenchReport) -> String {
        var lines: [String] = []
        let budget = format(report.budgetMicroseconds, decimals: 3)
        lines.append("ScrollBench \(report.build) build, \(report.platform), \(report.processorCount) cores, "
            + "\(format(report.refreshRateHz, decimals: 0)) Hz (budget \(budget) µs), "
            + "\(report.repetitions) repetition\(report.repetitions == 1 ? "" : "s"), "
            + "clock floor \(format(report.clockOverheadNanoseconds, decimals: 0)) ns"
            + (report.harnessFloorNanoseconds.map { ", harness floor \(format($0, decimals: 0)) ns per frame" } ?? "")
            + (report.mallocCounting ? "" : ", allocation counting n/a"))
        lines.append("Per-frame percentiles (p0 … p100) include the harness floor; batch ns/frame (one clock read "
            + "per repetition) does not; × floor = batch ns/frame ÷ physics-floor's.")
        lines.append("")

        let header = ["scenario", "size", "frames", "p0 µs", "p25 µs", "p50 µs", "p75 µs", "p90 µs", "p99 µs",
                      "p99.9 µs", "p100 µs", "batch ns/frame", "× floor",
                      "p99 %budget", ">budget", ">½budget", "hitch ms/s", "allocs/frame", "allocs/gesture", "frames/s", "× real"]
        var rows: [[String]] = []
        for result in report.results {
            rows.append([
                result.scenario,
                sizeLabel(result.items, unit: result.sizeUnit),
                String(result.frames),
                result.p0Microseconds.map { format($0, decimals: 3) } ?? "-",
                result.p25Microseconds.map { format($0, decimals: 3) } ?? "-",
                format(result.p50Microseconds, decimals: 3),
                result.p75Microseconds.map { format($0, decimals: 3) } ?? "-",
                format(result.p90Microseconds, decimals: 3),
                format(result.p99Microseconds, decimals: 3),
                format(result.p999Microseconds, decimals: 3),
                format(result.maxMicroseconds, decimals: 1),
                result.batchNanosecondsPerFrame.map { format($0, decimals: 1) } ?? "-",
                result.floorRatio.map { format($0, decimals: 2) + "×" } ?? "-",
                format(result.p99BudgetPercent, decimals: 4),
                String(result.framesOverBudget),
                String(result.framesOverHalfBudget),
                format(result.hitchTimeRatio, decimals: 2) + " " + result.hitchRating.rawValue,
                result.allocationsPerFrame.map { format($0, decimals: 3) } ?? "n/a",
                result.allocationsPerGesture.map { format($0, decimals: 1) } ?? (result.gestures == 0 ? "-" : "n/a"),
                grouped(result.simulatedFramesPerSecond),
                grouped(result.timesRealTime),
            ])
        }
        lines.append(contentsOf: table(header: header, rows: rows, leftAligned: [0]))
        if let line = floorLine(report) { lines.append(""); lines.append(line) }
        lines.append(contentsOf: autoLayoutTable(report))

        if !report.scaling.isEmpty {
            lines.append("")
            lines.append("Scaling (per-frame cost against list size, sibling scroll views, nesting depth)")
            var scalingRows: [[String]] = []
            for scaling in report.scaling {
                for point in scaling.points {
                    scalingRows.append([scaling.scenario, sizeLabel(point.items, unit: scaling.sizeUnit),
                                        format(point.p50Microseconds, decimals: 3),
                                        format(point.p99Microseconds, decimals: 3),
                                        point.batchNanosecondsPerFrame.map { format($0, decimals: 1) } ?? "-"])
                }
                scalingRows.append([scaling.scenario, "ratio \(scaling.largestItems)/\(scaling.smallestItems)",
                                    format(scaling.p50Ratio, decimals: 3) + "×",
                                    format(scaling.p99Ratio, decimals: 3) + "×",
                                    scaling.batchRatio.map { format($0, decimals: 3) + "×" } ?? "-"])
            }
            lines.append(contentsOf: table(header: ["scenario", "size", "p50 µs", "p99 µs", "batch ns/frame"],
                                           rows: scalingRows, leftAligned: [0]))
        }
        return lines.joined(separator: "\n")
    }

    /// `engine/floor` for the scenario the floor reproduces: batch ns/frame and p50 side by side, and the
    /// median of the interleaved pairs when they were measured.
    public static func floorLine(_ report: BenchReport) -> String? {
        guard let floor = report.results.first(where: { $0.scenario == BenchReport.floorScenarioName }),
              let engine = report.results.first(where: { $0.scenario == BenchReport.floorEngineScenarioName }),
              let floorBatch = floor.batchNanosecondsPerFrame, let engineBatch = engine.batchNanosecondsPerFrame,
              floorBatch > 0, floor.p50Microseconds > 0 else { return nil }
        return "engine/floor: \(engine.scenario) \(format(engineBatch, decimals: 1)) ns/frame ÷ \(floor.scenario) "
            + "\(format(floorBatch, decimals: 1)) ns/frame = \(format(engineBatch / floorBatch, decimals: 2))× (batch-timed); "
            + "p50 \(format(engine.p50Microseconds, decimals: 3)) ÷ \(format(floor.p50Microseconds, decimals: 3)) µs = "
            + "\(format(engine.p50Microseconds / floor.p50Microseconds, decimals: 2))× (per-frame, harness floor in both)"
            + (report.interleavedFloorRatio.map { pairs in
                "; interleaved pairs: median \(format(pairs.median, decimals: 2))× (\(format(pairs.minimum, decimals: 2))–"
                    + "\(format(pairs.maximum, decimals: 2))× over \(pairs.ratios.count) pairs)"
            } ?? "")
    }

    /// The published cost of a cold Auto Layout pass of one feed cell on a device, µs per cell
    /// (LayoutFrameworkBenchmark, layoutBox/LayoutFrameworkBenchmark, iPhone 13 Pro Max).
    public static let deviceAutoLayoutMicrosecondsPerCell = (low: 139.0, high: 700.0)

    /// The Auto Layout figures of the scenarios that solve constraints (none: no lines).
    public static func autoLayoutTable(_ report: BenchReport) -> [String] {
        let solving = report.results.filter { $0.solverMicrosecondsPerCell != nil }
        guard !solving.isEmpty else { return [] }
        var lines = ["", "Auto Layout (one extra repetition with the solve timer on): solver share of the frame time, "
            + "cells laid out (regions solved) per frame, solve time per cell, cold (rebuilt) solves; UIKit on "
            + "device for a comparable cell: about \(format(deviceAutoLayoutMicrosecondsPerCell.low, decimals: 0))–"
            + "\(format(deviceAutoLayoutMicrosecondsPerCell.high, decimals: 0)) µs per cold cell "
            + "(LayoutFrameworkBenchmark, iPhone 13 Pro Max)"]
        var rows: [[String]] = []
        for result in solving {
            let perCell = result.solverMicrosecondsPerCell ?? 0
            rows.append([result.scenario, sizeLabel(result.items, unit: result.sizeUnit),
                         result.solverSharePercent.map { format($0, decimals: 1) + " %" } ?? "-",
                         result.cellsLaidOutPerFrame.map { format($0, decimals: 3) } ?? "-",
                         format(perCell, decimals: 2),
                         result.coldSolvePercent.map { format($0, decimals: 1) + " %" } ?? "-",
                         perCell > 0 ? format(deviceAutoLayoutMicrosecondsPerCell.low / perCell, decimals: 0) + "–"
                            + format(deviceAutoLayoutMicrosecondsPerCell.high / perCell, decimals: 0) + "×" : "-"])
        }
        lines.append(contentsOf: table(header: ["scenario", "size", "solver share", "cells/frame", "µs/cell", "cold",
                                                "device µs/cell ÷ this"], rows: rows, leftAligned: [0]))
        return lines
    }

    /// A result's size as printed: `1000`, `100 views`, `depth 40`, or `-` without one.
    public static func sizeLabel(_ size: Int?, unit: String?) -> String {
        guard let size else { return "-" }
        switch unit {
        case "scrollViews": return "\(size) views"
        case "depth": return "depth \(size)"
        default: return String(size)
        }
    }

    /// Pads columns to their widest cell; `leftAligned` columns are padded on the right.
    public static func table(header: [String], rows: [[String]], leftAligned: Set<Int>) -> [String] {
        var widths = header.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            var parts: [String] = []
            for column in 0..<cells.count {
                let padding = String(repeating: " ", count: widths[column] - cells[column].count)
                parts.append(leftAligned.contains(column) ? cells[column] + padding : padding + cells[column])
            }
            var text = parts.joined(separator: "  ")
            while text.last == " " { text.removeLast() }
            return text
        }
        var lines = [line(header)]
        lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
        for row in rows { lines.append(line(row)) }
        return lines
    }

    /// A fixed-point number.
    public static func format(_ value: Double, decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }

    /// An integer part with thin thousands separators (`1 234 567`), for large rates.
    public static func grouped(_ value: Double) -> String {
        guard value.isFinite else { return "inf" }
        let digits = String(Int(value.rounded()))
        var result = ""
        for (offset, character) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return result
    }
}
