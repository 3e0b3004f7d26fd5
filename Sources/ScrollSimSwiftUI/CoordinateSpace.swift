/// SwiftUI's `CoordinateSpace`: a resolved coordinate space, the one ``GeometryProxy/frame(in:)-(CoordinateSpace)``
/// measures in. User code usually writes the ``CoordinateSpaceProtocol`` members `.global`, `.local`,
/// `.named(_:)` and `.scrollView`.
public enum CoordinateSpace: Hashable {
    /// The window's coordinates (the root of the view hierarchy).
    case global
    /// The view's own coordinates: origin at its top-leading corner.
    case local
    /// The coordinates of the innermost view named `name` with ``View/coordinateSpace(name:)``.
    case named(AnyHashable)

    /// Whether this is ``global``.
    public var isGlobal: Bool { self == .global }
    /// Whether this is ``local``.
    public var isLocal: Bool { self == .local }
}
