import Foundation

extension CGRect {
    /// Whether the interiors overlap: `minX < r.maxX && r.minX < maxX && minY < r.maxY && r.minY < maxY`.
    func overlaps(_ r: CGRect) -> Bool {
        minX < r.maxX && r.minX < maxX && minY < r.maxY && r.minY < maxY
    }
}
