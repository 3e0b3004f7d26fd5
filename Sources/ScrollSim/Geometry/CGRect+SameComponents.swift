import Foundation

extension CGRect {
    /// Exactly Foundation's `==`, with an inlined fast path: rectangles whose four components are equal
    /// (`==` on each `CGFloat`) are equal under Foundation's `==` too, so only the other pairs pay for
    /// Foundation's out-of-line comparison (which the layout pass would otherwise call for every
    /// visible element, every frame).
    @inline(__always)
    func isEqual(to other: CGRect) -> Bool {
        if origin.x == other.origin.x && origin.y == other.origin.y
            && size.width == other.size.width && size.height == other.size.height {
            return true
        }
        return self == other
    }
}
