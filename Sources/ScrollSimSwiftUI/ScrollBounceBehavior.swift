/// SwiftUI's `ScrollBounceBehavior`: whether a scroll view bounces on an axis where its content fits
/// (Apple's documentation of `ScrollBounceBehavior`).
public struct ScrollBounceBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, always, basedOnSize }
    let kind: Kind

    /// The platform's default: on iOS the scroll view always bounces (the engine's
    /// `alwaysBounceVertical`/`alwaysBounceHorizontal` on its scrolling axes).
    public static let automatic = ScrollBounceBehavior(kind: .automatic)
    /// Always bounce, even when the content fits.
    public static let always = ScrollBounceBehavior(kind: .always)
    /// Bounce only when the content is larger than the scroll view on that axis (the engine's rule with
    /// `alwaysBounce…` off: a pan moves the content only if its range is not empty).
    public static let basedOnSize = ScrollBounceBehavior(kind: .basedOnSize)
}

extension View {
    /// Sets the bounce behaviour of the scroll views inside this view on `axes`, as SwiftUI's
    /// `scrollBounceBehavior(_:axes:)` (see ``ScrollConfiguration`` for the reach of the setting).
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        ScrollConfiguringView(content: self) {
            if axes.contains(.vertical) { $0.verticalBounce = behavior }
            if axes.contains(.horizontal) { $0.horizontalBounce = behavior }
        }
    }
}
