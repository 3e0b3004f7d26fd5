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
            + (report.mallocCounting ? "" : ", allocation counting n/a"))
        lines.append("")

        let header = ["scenario", "items", "frames", "p50 µs", "p90 µs", "p99 µs", "p99.9 µs", "max µs",
                      "p99 %budget", ">budget", ">½budget", "hitch ms/s", "allocs/frame", "allocs/gesture", "frames/s", "× real"]
        var rows: [[String]] = []
        for result in report.results {
            rows.append([
                result.scenario,
                result.items.map(String.init) ?? "-",
                String(result.frames),
                format(result.p50Microseconds, decimals: 3),
                format(result.p90Microseconds, decimals: 3),
                format(result.p99Microseconds, decimals: 3),
                format(result.p999Microseconds, decimals: 3),
                format(result.maxMicroseconds, decimals: 1),
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

        if !report.scaling.isEmpty {
            lines.append("")
            lines.append("Scaling (per-frame cost against list size)")
            var scalingRows: [[String]] = []
            for scaling in report.scaling {
                for point in scaling.points {
                    scalingRows.append([scaling.scenario, String(point.items),
                                        format(point.p50Microseconds, decimals: 3),
                                        format(point.p99Microseconds, decimals: 3)])
                }
                scalingRows.append([scaling.scenario, "ratio \(scaling.largestItems)/\(scaling.smallestItems)",
                                    format(scaling.p50Ratio, decimals: 3) + "×",
                                    format(scaling.p99Ratio, decimals: 3) + "×"])
            }
            lines.append(contentsOf: table(header: ["scenario", "items", "p50 µs", "p99 µs"],
                                           rows: scalingRows, leftAligned: [0]))
        }
        return lines.joined(separator: "\n")
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
