import Foundation

/// How a label's lines are aligned, as `NSTextAlignment` (kept and reported; the measure does not depend
/// on it, and nothing is drawn).
public enum TextAlignment: Int, Sendable {
    /// Left edge (`NSTextAlignment.left`).
    case left = 0
    /// Centred (`NSTextAlignment.center`).
    case center = 1
    /// Right edge (`NSTextAlignment.right`).
    case right = 2
    /// Both edges (`NSTextAlignment.justified`).
    case justified = 3
    /// The script's natural alignment, left for left-to-right text (`NSTextAlignment.natural`, UIKit's
    /// default for `UILabel`).
    case natural = 4
}
