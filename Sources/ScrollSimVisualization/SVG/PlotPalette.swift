/// The colours of the plots and the replay, chosen to stay distinguishable for common colour-vision
/// deficiencies (after the Okabe–Ito palette) and to print the same everywhere (hex sRGB).
public enum PlotPalette {
    /// A phase's band colour (light) and its name; an unknown phase (one a later engine adds) gets
    /// ``unknownPhase``, so new phases never break a plot.
    public static func phaseColor(_ phase: String) -> String {
        switch phase {
        case "tracking": return "#f6e08a"
        case "dragging": return "#9ccbf0"
        case "decelerating": return "#a8dcb9"
        case "bouncing": return "#f4b183"
        case "animating": return "#d3b5e5"
        case "idle": return "#ffffff"
        default: return unknownPhase
        }
    }

    /// The band colour of a phase this palette does not know.
    public static let unknownPhase = "#c8c8c8"

    /// The phases in the order legends list them (UIKit's lifecycle of a gesture); unknown phases follow
    /// in order of first appearance.
    public static let phaseOrder = ["tracking", "dragging", "decelerating", "bouncing", "animating"]

    /// The offset curve.
    public static let offset = "#0b4f8a"
    /// The velocity curve.
    public static let velocity = "#b3261e"
    /// The content range's edges.
    public static let edge = "#555555"
    /// The finger's position.
    public static let finger = "#7a7a7a"
    /// Axis lines and tick labels; grid lines.
    public static let axis = "#333333", grid = "#e6e6e6"

    /// A colour per series in multi-series charts (Okabe–Ito, black omitted), cycled.
    public static let series = ["#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#f0e442"]

    /// The colour of series `index` (cycled).
    public static func seriesColor(_ index: Int) -> String { series[index % series.count] }

    /// The tick colour of a delegate callback lane.
    public static func callbackColor(_ event: String) -> String {
        switch event {
        case "scrollViewDidScroll": return "#9aa5b1"
        case "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging": return "#0072b2"
        case "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating": return "#009e73"
        case "scrollViewDidEndScrollingAnimation", "scrollViewShouldScrollToTop", "scrollViewDidScrollToTop": return "#cc79a7"
        default: return "#444444"
        }
    }
}
