import ScrollSim

// UIKit's names for the engine's value types and nested types used by ordinary screens (view controllers,
// images, labels, colours, Auto Layout). Each is the engine's own type under UIKit's name.

/// UIKit's `UIColor`: the engine's ``ScrollSim/Color`` (sRGB components and alpha; nothing is drawn).
public typealias UIColor = ScrollSim.Color
/// UIKit's `UIFont`: the engine's ``ScrollSim/Font`` (point size and weight, read by the label measure).
public typealias UIFont = ScrollSim.Font
/// UIKit's `UIImage`: the engine's ``ScrollSim/Image`` (a size in points; see `UIImage(named:)`).
public typealias UIImage = ScrollSim.Image
/// UIKit's `NSTextAlignment`: the engine's ``ScrollSim/TextAlignment``.
public typealias NSTextAlignment = ScrollSim.TextAlignment
/// UIKit's `NSLineBreakMode`: the engine's ``ScrollSim/LineBreakMode``.
public typealias NSLineBreakMode = ScrollSim.LineBreakMode

extension ScrollSim.View {
    /// UIKit's `UIView.ContentMode`: the engine's ``ScrollSim/ContentMode`` (`.scaleToFill`,
    /// `.scaleAspectFit`, `.scaleAspectFill`; UIKit's positional modes such as `.center` and `.top` are
    /// left out).
    public typealias ContentMode = ScrollSim.ContentMode
}

extension ScrollSim.ScrollView {
    /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`: the engine's
    /// ``ScrollSim/ContentInsetAdjustmentBehavior``.
    public typealias ContentInsetAdjustmentBehavior = ScrollSim.ContentInsetAdjustmentBehavior
}

extension ScrollSim.LayoutConstraint {
    /// UIKit's `NSLayoutConstraint.Axis` (content hugging, compression resistance, a stack view's axis):
    /// the engine's ``ScrollSim/LayoutAxis``.
    public typealias Axis = ScrollSim.LayoutAxis
    /// UIKit's `NSLayoutConstraint.Attribute`: the engine's ``ScrollSim/LayoutAttribute``.
    public typealias Attribute = ScrollSim.LayoutAttribute
    /// UIKit's `NSLayoutConstraint.Relation`: the engine's ``ScrollSim/LayoutRelation``.
    public typealias Relation = ScrollSim.LayoutRelation
}
