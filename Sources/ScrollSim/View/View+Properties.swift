import Foundation

extension View {
    /// The storage of the view's public properties, with UIKit's defaults. The public properties are
    /// computed views of it (see ``View``'s "Storage and exclusivity").
    struct Properties {
        var frame: CGRect
        var alpha: CGFloat = 1
        var isHidden = false
        var transform: ViewTransform = .identity
    }
}
