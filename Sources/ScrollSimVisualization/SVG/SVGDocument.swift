import Foundation

/// A small SVG 1.1 writer: elements are appended as text in call order, so the same calls always give
/// the same bytes. Coordinates are CSS pixels (user units) written with two decimals
/// (``PlotNumber/coordinate(_:)``); every text and attribute value is escaped (``XMLText``).
public struct SVGDocument {
    /// Width and height of the drawing, px.
    public let width: Double, height: Double
    private var body = ""
    private var indent = 1

    /// A drawing of `width` × `height` px.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The font stack of every text element: the system UI fonts, with DejaVu Sans and a generic
    /// fallback (no web font is loaded).
    public static let fontFamily = "-apple-system, 'Segoe UI', Helvetica, Arial, 'DejaVu Sans', sans-serif"

    private static func number(_ value: Double) -> String { PlotNumber.coordinate(value) }

    private mutating func line(_ text: String) {
        body += String(repeating: "  ", count: indent) + text + "\n"
    }

    private static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(XMLText.escape($0.1))\"" }.joined()
    }

    private static func titleElement(_ title: String?) -> String {
        title.map { "<title>\(XMLText.escape($0))</title>" } ?? ""
    }

    private mutating func element(_ name: String, _ pairs: [(String, String)], title: String?) {
        if let title {
            line("<\(name)\(Self.attributes(pairs))>\(Self.titleElement(title))</\(name)>")
        } else {
            line("<\(name)\(Self.attributes(pairs))/>")
        }
    }

    /// A rectangle; `title` becomes its hover text.
    public mutating func rect(x: Double, y: Double, width: Double, height: Double, fill: String,
                              stroke: String? = nil, opacity: Double? = nil, title: String? = nil) {
        var pairs = [("x", Self.number(x)), ("y", Self.number(y)), ("width", Self.number(max(0, width))),
                     ("height", Self.number(max(0, height))), ("fill", fill)]
        if let stroke { pairs.append(("stroke", stroke)) }
        if let opacity { pairs.append(("fill-opacity", PlotNumber.fixed(opacity, decimals: 3))) }
        element("rect", pairs, title: title)
    }

    /// A straight line; `dash` is an SVG `stroke-dasharray`.
    public mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: String,
                              width: Double = 1, dash: String? = nil, title: String? = nil) {
        var pairs = [("x1", Self.number(x1)), ("y1", Self.number(y1)), ("x2", Self.number(x2)),
                     ("y2", Self.number(y2)), ("stroke", stroke), ("stroke-width", Self.number(width))]
        if let dash { pairs.append(("stroke-dasharray", dash)) }
        element("line", pairs, title: title)
    }

    /// A polyline through `points` (nothing for fewer than two points).
    public mutating func polyline(_ points: [(x: Double, y: Double)], stroke: String, width: Double = 1.5,
                                  dash: String? = nil, title: String? = nil) {
        guard points.count >= 2 else { return }
        let list = points.map { Self.number($0.x) + "," + Self.number($0.y) }.joined(separator: " ")
        var pairs = [("points", list), ("fill", "none"), ("stroke", stroke), ("stroke-width", Self.number(width)),
                     ("stroke-linejoin", "round")]
        if let dash { pairs.append(("stroke-dasharray", dash)) }
        element("polyline", pairs, title: title)
    }

    /// A circle.
    public mutating func circle(cx: Double, cy: Double, r: Double, fill: String, title: String? = nil) {
        element("circle", [("cx", Self.number(cx)), ("cy", Self.number(cy)), ("r", Self.number(r)), ("fill", fill)],
                title: title)
    }

    /// Text whose anchor point is (`x`, `y`) (the baseline); `anchor` is `start`, `middle` or `end`.
    public mutating func text(_ text: String, x: Double, y: Double, size: Double = 12, anchor: String = "start",
                              fill: String = "#222", weight: String? = nil, rotate: Double? = nil) {
        var pairs = [("x", Self.number(x)), ("y", Self.number(y)), ("font-size", Self.number(size)),
                     ("text-anchor", anchor), ("fill", fill)]
        if let weight { pairs.append(("font-weight", weight)) }
        if let rotate {
            pairs.append(("transform", "rotate(\(Self.number(rotate)) \(Self.number(x)) \(Self.number(y)))"))
        }
        line("<text\(Self.attributes(pairs))>\(XMLText.escape(text))</text>")
    }

    /// Opens a group (`<g>`) with an optional hover title and class; close it with ``endGroup()``.
    public mutating func beginGroup(title: String? = nil, className: String? = nil) {
        var pairs: [(String, String)] = []
        if let className { pairs.append(("class", className)) }
        line("<g\(Self.attributes(pairs))>" + Self.titleElement(title))
        indent += 1
    }

    /// Opens a group whose drawing is clipped to a rectangle (a `clipPath` with the id `id`, which must be
    /// unique in the document); close it with ``endGroup()``.
    public mutating func beginClippedGroup(id: String, x: Double, y: Double, width: Double, height: Double) {
        line("<clipPath id=\"\(XMLText.escape(id))\"><rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" "
             + "width=\"\(Self.number(width))\" height=\"\(Self.number(height))\"/></clipPath>")
        line("<g clip-path=\"url(#\(XMLText.escape(id)))\">")
        indent += 1
    }

    /// Closes the innermost group.
    public mutating func endGroup() {
        indent -= 1
        line("</g>")
    }

    /// A comment (for readers of the file; `--` is replaced, as XML forbids it in comments).
    public mutating func comment(_ text: String) {
        line("<!-- " + text.replacingOccurrences(of: "--", with: "- -") + " -->")
    }

    /// The whole file: XML declaration, the `svg` element with a white background, the body.
    public var text: String {
        let w = Self.number(width), h = Self.number(height)
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\""
        text += " font-family=\"\(XMLText.escape(Self.fontFamily))\">\n"
        text += "  <rect x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" fill=\"#ffffff\"/>\n"
        text += body
        text += "</svg>\n"
        return text
    }
}
