import ScrollSim

/// What a drawing modifier (``View/offset(x:y:)``, ``View/scaleEffect(_:anchor:)``, ``View/blur(radius:opaque:)``,
/// ``View/opacity(_:)``) does to the views drawn inside it: an axis-aligned affine map of the container's
/// coordinates (`p ↦ (sx·p.x + dx, sy·p.y + dy)`), a blur radius and an opacity (multiplied into `alpha`);
/// an identifier (``View/accessibilityIdentifier(_:)``) renames the views the same way, outer last. Drawing only: frames and layout are unchanged.
@MainActor
struct DrawingEffect {
    /// Horizontal and vertical scale of the map.
    var scaleX: CGFloat = 1, scaleY: CGFloat = 1
    /// Translation of the map, points.
    var dx: CGFloat = 0, dy: CGFloat = 0
    /// Gaussian blur radius, points (0: none).
    var blurRadius: CGFloat = 0
    /// Opacity multiplied into the views' alpha (1: unchanged).
    var opacity: CGFloat = 1
    /// A trace name given to the views (``View/accessibilityIdentifier(_:)``, ``View/id(_:)``), or `nil`.
    var name: String?

    /// Composes this effect after what `view` already draws (its transform and blur), so that effects
    /// applied inner first compose as SwiftUI applies nested modifiers.
    ///
    /// The engine's ``ScrollSim/ViewTransform`` maps a point as `c + s·(p − c) + t` with `c` the centre of
    /// the view's frame. After this effect's map `N(p) = S·p + d`: `N(c + s·(p − c) + t) = c + S·s·(p − c) +
    /// (S·(c + t) + d − c)`, so the new scale is `S·s` and the new translation `S·(c + t) + d − c`. Blur radii
    /// combine as Gaussians do: `√(r₁² + r₂²)` [model: the engine blurs each view on its own; a group blur
    /// is drawn as the blur of each of its views; a scale outside a blur does not scale the radius].
    func apply(to view: ScrollSim.View) {
        if scaleX != 1 || scaleY != 1 || dx != 0 || dy != 0 {
            let t = view.transform
            let cx = view.frame.midX, cy = view.frame.midY
            view.transform = ViewTransform(scaleX: scaleX * t.scaleX, scaleY: scaleY * t.scaleY,
                                           translationX: scaleX * (cx + t.translationX) + dx - cx,
                                           translationY: scaleY * (cy + t.translationY) + dy - cy)
        }
        if blurRadius > 0 {
            let r = view.blurRadius
            view.blurRadius = r == 0 ? blurRadius : (r * r + blurRadius * blurRadius).squareRoot()
        }
        if opacity != 1 { view.alpha *= opacity }
        if let name { view.name = name }
    }
}
