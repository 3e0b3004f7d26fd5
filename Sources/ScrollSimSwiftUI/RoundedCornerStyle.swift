/// SwiftUI's `RoundedCornerStyle`: the shape of a ``RoundedRectangle``'s corners (drawing only; layout is
/// the same for both).
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle corners.
    case circular
    /// Continuous-curvature corners (SwiftUI's default for ``RoundedRectangle``).
    case continuous
}
