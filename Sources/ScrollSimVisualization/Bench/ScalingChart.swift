import Foundation

/// The scaling table as a log–log SVG chart (`ScrollBench --plot DIR`, `scaling.svg`): per scenario the
/// p50 (solid) and p99 (dashed) per-frame cost against the list size, both axes logarithmic, so flat
/// lines mean no per-frame work proportional to the item count. Deterministic.
public struct ScalingChart {
    /// One scenario's points.
    public struct Series: Equatable, Sendable {
        /// The scenario's name.
        public var scenario: String
        /// `(items, p50 µs, p99 µs)`, in increasing size.
        public var points: [Point]

        /// A point of the chart.
        public struct Point: Equatable, Sendable {
            /// The list size.
            public var items: Int
            /// p50 and p99 per-frame cost at this size, µs.
            public var p50Microseconds: Double, p99Microseconds: Double

            /// A point.
            public init(items: Int, p50Microseconds: Double, p99Microseconds: Double) {
                self.items = items
                self.p50Microseconds = p50Microseconds
                self.p99Microseconds = p99Microseconds
            }
        }

        /// A series.
        public init(scenario: String, points: [Point]) {
            self.scenario = scenario
            self.points = points
        }
    }

    /// The series, in the order they are listed.
    public var series: [Series]
    /// The drawing's size, px.
    public static let width = 900.0, height = 460.0
    static let left = 70.0, right = 230.0, top = 50.0, bottom = 56.0

    /// A chart of `series`.
    public init(series: [Series]) {
        self.series = series
    }

    /// The SVG file.
    public var svg: String {
        let plotLeft = Self.left, plotRight = Self.width - Self.right
        let plotTop = Self.top, plotBottom = Self.height - Self.bottom
        var document = SVGDocument(width: Self.width, height: Self.height)
        let points = series.flatMap(\.points)
        let items = points.map { Double($0.items) }
        let costs = points.flatMap { [$0.p50Microseconds, $0.p99Microseconds] }.filter { $0 > 0 }
        let xAxis = LogAxis(minimum: items.min() ?? 1, maximum: items.max() ?? 10)
        let yAxis = LogAxis(minimum: costs.min() ?? 0.1, maximum: costs.max() ?? 1)
        func x(_ value: Double) -> Double { xAxis.position(value, from: plotLeft, to: plotRight) }
        func y(_ value: Double) -> Double { yAxis.position(max(value, 1e-6), from: plotBottom, to: plotTop) }

        document.comment("ScrollBench scaling: per-frame cost against the list size")
        document.text("Per-frame cost against the list size (log–log)", x: plotLeft, y: 24, size: 15, weight: "bold")
        for decade in xAxis.decades {
            document.line(x1: x(decade), y1: plotTop, x2: x(decade), y2: plotBottom, stroke: PlotPalette.grid)
            document.text(xAxis.label(decade), x: x(decade), y: plotBottom + 18, size: 11, anchor: "middle", fill: PlotPalette.axis)
        }
        for decade in yAxis.decades {
            document.line(x1: plotLeft, y1: y(decade), x2: plotRight, y2: y(decade), stroke: PlotPalette.grid)
            document.text(yAxis.label(decade), x: plotLeft - 6, y: y(decade) + 4, size: 11, anchor: "end", fill: PlotPalette.axis)
        }
        for minor in yAxis.minorTicks {
            document.line(x1: plotLeft - 3, y1: y(minor), x2: plotLeft, y2: y(minor), stroke: PlotPalette.axis)
        }
        for minor in xAxis.minorTicks {
            document.line(x1: x(minor), y1: plotBottom, x2: x(minor), y2: plotBottom + 3, stroke: PlotPalette.axis)
        }
        document.text("items in the list (log scale)", x: (plotLeft + plotRight) / 2, y: plotBottom + 38, size: 11,
                      anchor: "middle", fill: PlotPalette.axis)
        document.text("cost of one frame (µs, log scale)", x: 16, y: (plotTop + plotBottom) / 2, size: 11, anchor: "middle",
                      fill: PlotPalette.axis, rotate: -90)
        if series.isEmpty {
            document.text("no scenario ran at two or more list sizes", x: plotLeft + 10, y: plotTop + 20, size: 12)
        }
        for (index, entry) in series.enumerated() {
            let color = PlotPalette.seriesColor(index)
            document.beginGroup(className: "series")
            document.polyline(entry.points.map { (x: x(Double($0.items)), y: y($0.p50Microseconds)) }, stroke: color, width: 2,
                              title: "\(entry.scenario) p50")
            document.polyline(entry.points.map { (x: x(Double($0.items)), y: y($0.p99Microseconds)) }, stroke: color, width: 1.5,
                              dash: "6 4", title: "\(entry.scenario) p99")
            for point in entry.points {
                document.circle(cx: x(Double(point.items)), cy: y(point.p50Microseconds), r: 3, fill: color,
                                title: "\(entry.scenario), \(PlotNumber.grouped(point.items)) items: p50 \(PlotNumber.fixed(point.p50Microseconds, decimals: 3)) µs")
                document.circle(cx: x(Double(point.items)), cy: y(point.p99Microseconds), r: 2.5, fill: color,
                                title: "\(entry.scenario), \(PlotNumber.grouped(point.items)) items: p99 \(PlotNumber.fixed(point.p99Microseconds, decimals: 3)) µs")
            }
            document.endGroup()
            let ly = plotTop + 10 + Double(index) * 20
            document.line(x1: plotRight + 16, y1: ly - 4, x2: plotRight + 36, y2: ly - 4, stroke: color, width: 2)
            document.text(entry.scenario, x: plotRight + 42, y: ly, size: 11)
        }
        let ly = plotTop + 10 + Double(series.count) * 20 + 10
        document.line(x1: plotRight + 16, y1: ly - 4, x2: plotRight + 36, y2: ly - 4, stroke: "#444", width: 2)
        document.text("p50", x: plotRight + 42, y: ly, size: 11)
        document.line(x1: plotRight + 16, y1: ly + 14, x2: plotRight + 36, y2: ly + 14, stroke: "#444", width: 1.5, dash: "6 4")
        document.text("p99", x: plotRight + 42, y: ly + 18, size: 11)
        document.rect(x: plotLeft, y: plotTop, width: plotRight - plotLeft, height: plotBottom - plotTop, fill: "none", stroke: PlotPalette.axis)
        return document.text
    }
}
