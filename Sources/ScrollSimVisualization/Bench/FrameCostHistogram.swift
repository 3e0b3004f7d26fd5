import Foundation

/// The SVG histogram of one benchmark run's per-frame cost (`ScrollBench --plot DIR`): logarithmic bins
/// (``binsPerDecade`` per decade of µs) on a logarithmic cost axis, frame counts on a logarithmic axis
/// (so the rare slow frames stay visible), the frame budget and half of it as vertical lines, and the
/// percentiles marked. Deterministic: the same samples give the same bytes.
public struct FrameCostHistogram {
    /// A percentile to mark, e.g. `("p99", 0.42)`, µs.
    public typealias Mark = (label: String, microseconds: Double)

    /// The chart's title (the scenario, with its list size).
    public var title: String
    /// The per-frame costs, nanoseconds, in any order (at least one).
    public var samples: [UInt64]
    /// The frame budget, nanoseconds (1/refresh rate).
    public var budgetNanoseconds: Double
    /// The percentiles to mark, in order.
    public var marks: [Mark]

    /// Bins per decade of cost.
    public static let binsPerDecade = 10
    /// The drawing's size, px.
    public static let width = 900.0, height = 440.0
    static let left = 70.0, right = 30.0, top = 110.0, bottom = 56.0

    /// A histogram of `samples` (ns) with `marks` (µs) against `budgetNanoseconds`.
    public init(title: String, samples: [UInt64], budgetNanoseconds: Double, marks: [Mark]) {
        self.title = title
        self.samples = samples
        self.budgetNanoseconds = budgetNanoseconds
        self.marks = marks
    }

    /// The bin of a cost: `⌊log10(µs) · binsPerDecade⌋` (costs below 1 ns count as 1 ns).
    public static func bin(nanoseconds: UInt64) -> Int {
        let microseconds = max(Double(nanoseconds), 1) / 1_000
        return Int((log10(microseconds) * Double(binsPerDecade)).rounded(.down))
    }

    /// The counts per bin, from the lowest to the highest occupied bin: `(bin, count)`.
    public var bins: [(bin: Int, count: Int)] {
        var indices = samples.map(Self.bin(nanoseconds:))
        indices.sort()
        var result: [(bin: Int, count: Int)] = []
        for index in indices {
            if let last = result.last, last.bin == index {
                result[result.count - 1].count += 1
            } else {
                result.append((index, 1))
            }
        }
        return result
    }

    /// The SVG file.
    public var svg: String {
        let plotLeft = Self.left, plotRight = Self.width - Self.right
        let plotTop = Self.top, plotBottom = Self.height - Self.bottom
        var document = SVGDocument(width: Self.width, height: Self.height)
        let budget = budgetNanoseconds / 1_000
        let costs = samples.map { max(Double($0), 1) / 1_000 }
        let minimum = costs.min() ?? 1, maximum = costs.max() ?? 1
        let xAxis = LogAxis(minimum: min(minimum, marks.map(\.microseconds).min() ?? minimum),
                            maximum: max(maximum, budget))
        func x(_ microseconds: Double) -> Double { xAxis.position(microseconds, from: plotLeft, to: plotRight) }
        let binned = bins
        let largest = binned.map(\.count).max() ?? 1
        let countDecades = max(1, Int(log10(Double(largest)).rounded(.up)))
        // Counts on a log axis whose floor is 0.5, so a bin of one frame is still a visible bar.
        let floorLog = -0.30103
        func y(_ count: Double) -> Double {
            plotBottom - (log10(max(count, 0.5)) - floorLog) / (Double(countDecades) - floorLog) * (plotBottom - plotTop)
        }

        document.comment("ScrollBench per-frame cost histogram: \(title)")
        document.text(title + ": per-frame cost", x: plotLeft, y: 22, size: 15, weight: "bold")
        var summary = "\(PlotNumber.grouped(samples.count)) frames; max \(PlotNumber.fixed(maximum, decimals: 3)) µs; "
        summary += "over budget: \(costs.filter { $0 > budget }.count), over half: \(costs.filter { $0 > budget / 2 }.count)"
        document.text(summary, x: plotLeft, y: 40, size: 11, fill: "#444")

        // Grid and axes.
        for decade in xAxis.decades {
            document.line(x1: x(decade), y1: plotTop, x2: x(decade), y2: plotBottom, stroke: PlotPalette.grid)
            document.line(x1: x(decade), y1: plotBottom, x2: x(decade), y2: plotBottom + 5, stroke: PlotPalette.axis)
            document.text(xAxis.label(decade), x: x(decade), y: plotBottom + 18, size: 11, anchor: "middle", fill: PlotPalette.axis)
        }
        for minor in xAxis.minorTicks {
            document.line(x1: x(minor), y1: plotBottom, x2: x(minor), y2: plotBottom + 3, stroke: PlotPalette.axis)
        }
        for exponent in 0...countDecades {
            let count = pow(10, Double(exponent))
            document.line(x1: plotLeft, y1: y(count), x2: plotRight, y2: y(count), stroke: PlotPalette.grid)
            document.text(PlotNumber.grouped(Int(count)), x: plotLeft - 6, y: y(count) + 4, size: 11, anchor: "end", fill: PlotPalette.axis)
        }
        document.text("cost of one frame (µs, log scale)", x: (plotLeft + plotRight) / 2, y: plotBottom + 38, size: 11,
                      anchor: "middle", fill: PlotPalette.axis)
        document.text("frames (log scale)", x: 16, y: (plotTop + plotBottom) / 2, size: 11, anchor: "middle",
                      fill: PlotPalette.axis, rotate: -90)

        // Bars.
        document.beginGroup(className: "bins")
        for (bin, count) in binned {
            let low = pow(10, Double(bin) / Double(Self.binsPerDecade))
            let high = pow(10, Double(bin + 1) / Double(Self.binsPerDecade))
            let title = "\(PlotNumber.grouped(count)) frames from \(PlotNumber.fixed(low, decimals: 3)) to \(PlotNumber.fixed(high, decimals: 3)) µs"
            document.rect(x: x(low) + 0.5, y: y(Double(count)), width: x(high) - x(low) - 1,
                          height: plotBottom - y(Double(count)), fill: "#5b8fd1", title: title)
        }
        document.endGroup()

        // Budget lines and percentiles. Labels go in rows above the plot: each label takes the lowest row
        // where it does not overlap the one before it (widths estimated at 6.2 px per character).
        struct Label { var x: Double; var text: String; var color: String; var dash: String?; var width: Double; var title: String }
        var labels = marks.map { mark in
            Label(x: x(max(mark.microseconds, 0.001)), text: "\(mark.label) \(PlotNumber.fixed(mark.microseconds, decimals: 3))",
                  color: "#222", dash: "3 3", width: 1, title: "\(mark.label) \(PlotNumber.fixed(mark.microseconds, decimals: 3)) µs")
        }
        labels.append(Label(x: x(budget / 2), text: "½ budget", color: "#ef6c00", dash: "6 4", width: 1.5,
                            title: "half the frame budget \(PlotNumber.fixed(budget / 2, decimals: 3)) µs"))
        labels.append(Label(x: x(budget), text: "budget \(PlotNumber.fixed(budget, decimals: 1)) µs", color: "#c62828", dash: nil,
                            width: 2, title: "frame budget \(PlotNumber.fixed(budget, decimals: 3)) µs"))
        labels.sort { $0.x < $1.x }
        var rowEnds: [Double] = []
        for label in labels {
            let textWidth = Double(label.text.count) * 6.2 + 6
            // Near the right edge a label is drawn to the left of its line.
            let leftward = label.x + 3 + textWidth > Self.width - 4
            let start = leftward ? label.x - 3 - textWidth : label.x + 3
            var row = 0
            while row < rowEnds.count && rowEnds[row] > start { row += 1 }
            if row == rowEnds.count { rowEnds.append(0) }
            rowEnds[row] = start + textWidth
            let labelY = plotTop - 8 - Double(row) * 15
            document.line(x1: label.x, y1: labelY - 2, x2: label.x, y2: plotBottom, stroke: label.color, width: label.width,
                          dash: label.dash, title: label.title)
            document.text(label.text, x: leftward ? label.x - 3 : label.x + 3, y: labelY, size: 11,
                          anchor: leftward ? "end" : "start", fill: label.color)
        }
        document.rect(x: plotLeft, y: plotTop, width: plotRight - plotLeft, height: plotBottom - plotTop, fill: "none", stroke: PlotPalette.axis)
        return document.text
    }
}
