import Foundation

/// How a label breaks or truncates lines that do not fit, as `NSLineBreakMode` (kept and reported; the
/// measure wraps by width whatever the mode, and nothing is drawn).
public enum LineBreakMode: Int, Sendable {
    /// Wrap at word boundaries (`NSLineBreakMode.byWordWrapping`).
    case byWordWrapping = 0
    /// Wrap at character boundaries (`.byCharWrapping`).
    case byCharWrapping = 1
    /// Cut off at the edge (`.byClipping`).
    case byClipping = 2
    /// Ellipsis at the start of the last line (`.byTruncatingHead`).
    case byTruncatingHead = 3
    /// Ellipsis at the end of the last line (`.byTruncatingTail`, UIKit's default for `UILabel`).
    case byTruncatingTail = 4
    /// Ellipsis in the middle of the last line (`.byTruncatingMiddle`).
    case byTruncatingMiddle = 5
}
