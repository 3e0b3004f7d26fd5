import Foundation

/// The SVG plot of a run (`scrollsim plot`, `scrollsim run --plot`): for each scroll view, a panel of its
/// offset against time with the content range's edges, the phases as coloured bands, the finger's
/// position (right-hand axis, window points) and a lane per delegate callback with a tick per call
/// (hover: its name, frame, time and detail); below it, a panel of the velocity (pt/s). Nested runs
/// stack one such group per scroll view on the same time axis. The axis shown is the one the view
/// scrolls along (``RunRecording/ScrollTrack/plotsHorizontalAxis``).
///
/// Deterministic: the same recording gives the same bytes (fixed layout, numbers with fixed decimals,
/// no dictionary order).
public struct RunPlot {
    /// The recording to draw.
    public var recording: RunRecording

    /// The drawing's width, px (readable at 1× on a laptop screen).
    public static let width = 1000.0
    static let left = 84.0, right = 156.0, offsetHeight = 230.0, velocityHeight = 120.0
    static let laneHeight = 13.0, panelGap = 10.0, groupGap = 40.0

    /// A plot of `recording`.
    public init(recording: RunRecording) {
        self.recording = recording
    }

    /// UIKit's delegate order, for the callback lanes; other names follow in order of first appearance.
    public static let callbackOrder = [
        "scrollViewWillBeginDragging", "scrollViewDidScroll", "scrollViewWillEndDragging",
        "scrollViewDidEndDragging", "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating",
        "scrollViewDidEndScrollingAnimation", "scrollViewShouldScrollToTop", "scrollViewDidScrollToTop",
    ]

    private var plotRight: Double { Self.width - Self.right }
    private var timeAxis: LinearAxis {
        LinearAxis(minimum: 0, maximum: max(recording.duration, 1 / max(recording.refreshRate, 1)), targetTicks: 10)
    }

    private func x(_ time: Double) -> Double { timeAxis.position(time, from: Self.left, to: plotRight) }
    private func x(frame: Int) -> Double { x(recording.time(ofFrame: frame)) }

    private func lanes(of view: String) -> [String] {
        var names: [String] = []
        for callback in recording.callbacks where callback.view == view && !names.contains(callback.event) {
            names.append(callback.event)
        }
        let known = Self.callbackOrder.filter { names.contains($0) }
        return known + names.filter { !Self.callbackOrder.contains($0) }
    }

    private func groupHeight(lanes: Int) -> Double {
        22 + Self.offsetHeight + Self.panelGap + Double(lanes) * Self.laneHeight + Self.panelGap
            + Self.velocityHeight + 36
    }

    /// The SVG file.
    public var svg: String {
        let headerHeight = 52.0 + legendHeight
        let heights = recording.scrollViews.map { groupHeight(lanes: lanes(of: $0.name).count) }
        let total = headerHeight + heights.reduce(0, +) + Double(max(0, heights.count - 1)) * Self.groupGap + 10
        var document = SVGDocument(width: Self.width, height: max(total, 120))
        document.comment("scrollsim plot: \(recording.name), \(recording.frameCount) frames at \(PlotNumber.fixed(recording.refreshRate, decimals: 3)) Hz")
        document.text(recording.name, x: Self.left, y: 22, size: 15, weight: "bold")
        document.text("\(recording.frameCount) frames at \(PlotNumber.fixed(recording.refreshRate, decimals: 3)) Hz, "
                      + "\(PlotNumber.fixed(recording.duration, decimals: 4)) s simulated",
                      x: plotRight + Self.right - 8, y: 22, size: 11, anchor: "end", fill: "#555")
        drawLegend(&document, y: 46)
        var top = headerHeight
        if recording.scrollViews.isEmpty {
            document.text("no scroll view in this run", x: Self.left, y: top + 20, size: 12)
        }
        for (index, track) in recording.scrollViews.enumerated() {
            drawGroup(&document, track: track, top: top)
            top += heights[index] + Self.groupGap
        }
        return document.text
    }

    // MARK: Legend

    /// The legend's entries, in order: the curves, the phases present, the callback tick.
    private enum LegendItem {
        case line(String, color: String, dash: String?)
        case band(String, color: String)
        case tick(String)

        var label: String {
            switch self {
            case .line(let label, _, _), .band(let label, _), .tick(let label): return label
            }
        }
    }

    private var legendItems: [LegendItem] {
        var items: [LegendItem] = [
            .line("offset (pt)", color: PlotPalette.offset, dash: nil),
            .line("content edges", color: PlotPalette.edge, dash: "6 4"),
            .line("finger (window pt, right axis)", color: PlotPalette.finger, dash: "2 3"),
            .line("velocity (pt/s)", color: PlotPalette.velocity, dash: nil),
        ]
        items += recording.phasesPresent.map { .band($0, color: PlotPalette.phaseColor($0)) }
        items.append(.tick("callback (hover for detail)"))
        return items
    }

    /// Lays the legend out in rows of at most the drawing's width (text widths estimated at 6.3 px per
    /// character of 11-px text); returns the height it took.
    @discardableResult
    private func drawLegend(_ document: inout SVGDocument, y top: Double) -> Double {
        var x = Self.left, y = top
        document.beginGroup(className: "legend")
        for item in legendItems {
            let width = 26 + Double(item.label.count) * 6.3 + 16
            if x + width > Self.width - 8, x > Self.left {
                x = Self.left
                y += 18
            }
            switch item {
            case .line(let label, let color, let dash):
                document.line(x1: x, y1: y - 4, x2: x + 20, y2: y - 4, stroke: color, width: 2, dash: dash)
                document.text(label, x: x + 26, y: y, size: 11)
            case .band(let label, let color):
                document.rect(x: x, y: y - 10, width: 20, height: 12, fill: color, stroke: "#999")
                document.text(label, x: x + 26, y: y, size: 11)
            case .tick(let label):
                document.line(x1: x + 10, y1: y - 11, x2: x + 10, y2: y + 1, stroke: "#0072b2", width: 2)
                document.text(label, x: x + 26, y: y, size: 11)
            }
            x += width
        }
        document.endGroup()
        return y - top + 18
    }

    /// The legend's height without drawing it.
    private var legendHeight: Double {
        var scratch = SVGDocument(width: Self.width, height: 10)
        return drawLegend(&scratch, y: 0)
    }

    // MARK: One scroll view

    private func drawGroup(_ document: inout SVGDocument, track: RunRecording.ScrollTrack, top: Double) {
        let horizontal = track.plotsHorizontalAxis
        let axisName = horizontal ? "x" : "y"
        let samples = track.samples
        func offset(_ s: RunRecording.ScrollSample) -> Double { horizontal ? s.offsetX : s.offsetY }
        func velocity(_ s: RunRecording.ScrollSample) -> Double { horizontal ? s.velocityX : s.velocityY }
        func minimum(_ s: RunRecording.ScrollSample) -> Double { horizontal ? s.minimumX : s.minimumY }
        func maximum(_ s: RunRecording.ScrollSample) -> Double { horizontal ? s.maximumX : s.maximumY }

        document.beginGroup(className: "scroll-view")
        document.text("\(track.name): contentOffset.\(axisName)", x: Self.left, y: top + 14, size: 13, weight: "bold")

        // Offset panel.
        let offsetTop = top + 22, offsetBottom = offsetTop + Self.offsetHeight
        let offsetAxis = Self.offsetAxis(offsets: samples.map(offset), edges: samples.flatMap { [minimum($0), maximum($0)] })
        // Offsets grow downwards on screen for y (content moves up as the offset grows): draw larger
        // offsets higher, as a value plot, which is how trace plots read.
        func yOffset(_ value: Double) -> Double { offsetAxis.position(value, from: offsetBottom, to: offsetTop) }
        drawPhaseBands(&document, track: track, top: offsetTop, bottom: offsetBottom)
        drawGrid(&document, axis: offsetAxis, map: yOffset, top: offsetTop, bottom: offsetBottom,
                 label: "offset \(axisName) (pt)")
        let clipID = "offset-panel-\(recording.scrollViews.firstIndex { $0.name == track.name } ?? 0)"
        document.beginClippedGroup(id: clipID, x: Self.left, y: offsetTop, width: plotRight - Self.left, height: Self.offsetHeight)
        let minPoints = samples.map { (x: x(frame: $0.frame), y: yOffset(minimum($0))) }
        let maxPoints = samples.map { (x: x(frame: $0.frame), y: yOffset(maximum($0))) }
        document.polyline(stepped(minPoints), stroke: PlotPalette.edge, width: 1.2, dash: "6 4",
                          title: "minimum content offset (top/left edge)")
        document.polyline(stepped(maxPoints), stroke: PlotPalette.edge, width: 1.2, dash: "6 4",
                          title: "maximum content offset (bottom/right edge)")
        document.polyline(samples.map { (x: x(frame: $0.frame), y: yOffset(offset($0))) },
                          stroke: PlotPalette.offset, width: 1.8, title: "\(track.name) contentOffset.\(axisName) (pt)")
        document.endGroup()
        if let last = samples.last {
            // The edges' values at the end; an edge outside the panel is named at the border it lies beyond.
            func edgeLabel(_ name: String, _ value: Double, above: Bool) {
                let y = yOffset(value)
                if y < offsetTop {
                    document.text("\(name) \(PlotNumber.fixed(value, decimals: 3)) (above)", x: plotRight - 4, y: offsetTop + 12, size: 10, anchor: "end", fill: PlotPalette.edge)
                } else if y > offsetBottom {
                    document.text("\(name) \(PlotNumber.fixed(value, decimals: 3)) (below)", x: plotRight - 4, y: offsetBottom - 4, size: 10, anchor: "end", fill: PlotPalette.edge)
                } else {
                    let below = y + 12 <= offsetBottom - 2 && (!above || y - 14 < offsetTop)
                    document.text("\(name) \(PlotNumber.fixed(value, decimals: 3))", x: plotRight - 4, y: below ? y + 12 : y - 4, size: 10, anchor: "end", fill: PlotPalette.edge)
                }
            }
            edgeLabel("max", maximum(last), above: true)
            if minimum(last) != maximum(last) { edgeLabel("min", minimum(last), above: false) }
        }
        drawFinger(&document, horizontal: horizontal, top: offsetTop, bottom: offsetBottom)
        document.rect(x: Self.left, y: offsetTop, width: plotRight - Self.left, height: Self.offsetHeight, fill: "none", stroke: PlotPalette.axis)

        // Callback lanes.
        let laneNames = lanes(of: track.name)
        let lanesTop = offsetBottom + Self.panelGap
        drawLanes(&document, view: track.name, names: laneNames, top: lanesTop)

        // Velocity panel.
        let velocityTop = lanesTop + Double(laneNames.count) * Self.laneHeight + Self.panelGap
        let velocityBottom = velocityTop + Self.velocityHeight
        let velocities = samples.map(velocity)
        let velocityAxis = LinearAxis(minimum: min(0, velocities.min() ?? 0), maximum: max(0, velocities.max() ?? 0), targetTicks: 4)
        func yVelocity(_ value: Double) -> Double { velocityAxis.position(value, from: velocityBottom, to: velocityTop) }
        drawPhaseBands(&document, track: track, top: velocityTop, bottom: velocityBottom)
        drawGrid(&document, axis: velocityAxis, map: yVelocity, top: velocityTop, bottom: velocityBottom,
                 label: "velocity \(axisName) (pt/s)")
        document.line(x1: Self.left, y1: yVelocity(0), x2: plotRight, y2: yVelocity(0), stroke: "#999", width: 1)
        document.polyline(samples.map { (x: x(frame: $0.frame), y: yVelocity(velocity($0))) },
                          stroke: PlotPalette.velocity, width: 1.6, title: "\(track.name) velocity \(axisName) (pt/s)")
        document.rect(x: Self.left, y: velocityTop, width: plotRight - Self.left, height: Self.velocityHeight, fill: "none", stroke: PlotPalette.axis)
        drawTimeAxis(&document, y: velocityBottom)
        document.endGroup()
    }

    /// The offset panel's axis: the offsets with a margin (15 % of their span, at least 20 pt); an edge
    /// joins the range only when it lies within that margin, so a fling far from its top edge keeps its
    /// detail (the far edge is named at the panel's border instead).
    static func offsetAxis(offsets: [Double], edges: [Double]) -> LinearAxis {
        let low = offsets.min() ?? 0, high = offsets.max() ?? 0
        let pad = max(0.15 * (high - low), 20)
        var lower = low, upper = high
        for edge in edges where edge >= low - pad && edge <= high + pad {
            lower = min(lower, edge)
            upper = max(upper, edge)
        }
        return LinearAxis(minimum: lower, maximum: upper, targetTicks: 6)
    }

    /// A step curve: each value holds until the next sample (edges change at frame boundaries); only the
    /// corners are kept, so a constant edge is one segment.
    private func stepped(_ points: [(x: Double, y: Double)]) -> [(x: Double, y: Double)] {
        guard var last = points.first else { return [] }
        var result = [last]
        for point in points.dropFirst() {
            if point.y != last.y {
                result.append((x: point.x, y: last.y))
                result.append(point)
            }
            last = point
        }
        if let final = points.last, result.count == 1 || result[result.count - 1].x != final.x { result.append(final) }
        return result
    }

    private func drawPhaseBands(_ document: inout SVGDocument, track: RunRecording.ScrollTrack, top: Double, bottom: Double) {
        for run in track.phaseRuns where run.phase != "idle" {
            let x0 = x(frame: run.firstFrame), x1 = x(frame: run.lastFrame + 1)
            let title = "\(run.phase): frames \(run.firstFrame)–\(run.lastFrame), "
                + "\(PlotNumber.fixed(recording.time(ofFrame: run.firstFrame), decimals: 4))–"
                + "\(PlotNumber.fixed(recording.time(ofFrame: run.lastFrame + 1), decimals: 4)) s"
            document.rect(x: x0, y: top, width: min(x1, plotRight) - x0, height: bottom - top,
                          fill: PlotPalette.phaseColor(run.phase), opacity: 0.6, title: title)
        }
    }

    private func drawGrid(_ document: inout SVGDocument, axis: LinearAxis, map: (Double) -> Double,
                          top: Double, bottom: Double, label: String) {
        for tick in axis.ticks {
            let y = map(tick)
            document.line(x1: Self.left, y1: y, x2: plotRight, y2: y, stroke: PlotPalette.grid, width: 1)
            document.line(x1: Self.left - 4, y1: y, x2: Self.left, y2: y, stroke: PlotPalette.axis, width: 1)
            document.text(axis.label(tick), x: Self.left - 7, y: y + 4, size: 11, anchor: "end", fill: PlotPalette.axis)
        }
        document.text(label, x: 16, y: (top + bottom) / 2, size: 11, anchor: "middle", fill: PlotPalette.axis, rotate: -90)
    }

    private func drawTimeAxis(_ document: inout SVGDocument, y: Double) {
        for tick in timeAxis.ticks {
            let xt = x(tick)
            document.line(x1: xt, y1: y, x2: xt, y2: y + 4, stroke: PlotPalette.axis, width: 1)
            document.text(timeAxis.label(tick), x: xt, y: y + 16, size: 11, anchor: "middle", fill: PlotPalette.axis)
        }
        document.text("time (s, simulated)", x: (Self.left + plotRight) / 2, y: y + 31, size: 11, anchor: "middle", fill: PlotPalette.axis)
    }

    private func drawFinger(_ document: inout SVGDocument, horizontal: Bool, top: Double, bottom: Double) {
        let values = recording.finger.compactMap { $0.map { horizontal ? $0.x : $0.y } }
        guard !values.isEmpty else { return }
        let axis = LinearAxis(minimum: values.min() ?? 0, maximum: values.max() ?? 1, targetTicks: 5)
        func y(_ value: Double) -> Double { axis.position(value, from: bottom, to: top) }
        for tick in axis.ticks {
            document.line(x1: plotRight, y1: y(tick), x2: plotRight + 4, y2: y(tick), stroke: PlotPalette.finger, width: 1)
            document.text(axis.label(tick), x: plotRight + 7, y: y(tick) + 4, size: 10, fill: PlotPalette.finger)
        }
        document.text("finger \(horizontal ? "x" : "y") (window pt)", x: plotRight + 56, y: (top + bottom) / 2, size: 11,
                      anchor: "middle", fill: PlotPalette.finger, rotate: 90)
        var segment: [(x: Double, y: Double)] = []
        func flush() {
            if segment.count == 1, let only = segment.first {
                document.circle(cx: only.x, cy: only.y, r: 2.5, fill: PlotPalette.finger, title: "finger")
            }
            document.polyline(segment, stroke: PlotPalette.finger, width: 1.6, dash: "2 3",
                              title: "finger \(horizontal ? "x" : "y") (window points, right axis)")
            segment = []
        }
        for (frame, point) in recording.finger.enumerated() {
            if let point {
                segment.append((x: x(frame: frame), y: y(horizontal ? point.x : point.y)))
            } else if !segment.isEmpty {
                flush()
            }
        }
        if !segment.isEmpty { flush() }
    }

    private func drawLanes(_ document: inout SVGDocument, view: String, names: [String], top: Double) {
        for (lane, name) in names.enumerated() {
            let y0 = top + Double(lane) * Self.laneHeight
            if lane % 2 == 0 {
                document.rect(x: Self.left, y: y0, width: plotRight - Self.left, height: Self.laneHeight, fill: "#f5f5f5")
            }
            let short = name.hasPrefix("scrollView") ? String(name.dropFirst("scrollView".count)) : name
            document.text(short, x: plotRight + 6, y: y0 + Self.laneHeight - 3, size: 10, fill: PlotPalette.callbackColor(name))
            document.beginGroup(className: "lane")
            for callback in recording.callbacks where callback.view == view && callback.event == name {
                let xc = x(frame: callback.frame)
                var title = "\(callback.event) #\(callback.seq): frame \(callback.frame), "
                    + PlotNumber.fixed(recording.time(ofFrame: callback.frame), decimals: 4) + " s"
                if !callback.detail.isEmpty { title += "\n" + callback.detail.replacingOccurrences(of: ";", with: "\n") }
                document.line(x1: xc, y1: y0 + 1.5, x2: xc, y2: y0 + Self.laneHeight - 1.5,
                              stroke: PlotPalette.callbackColor(name), width: 1.5, title: title)
            }
            document.endGroup()
        }
    }
}
