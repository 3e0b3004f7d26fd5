/// SwiftUI's `CoordinateSpaceProtocol` (iOS 17): a frame of reference for ``GeometryProxy/frame(in:)-(CoordinateSpaceProtocol)``,
/// written as `.global`, `.local`, `.named(_:)`, `.scrollView` or `.scrollView(axis:)`.
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The window's coordinates.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own coordinates.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinates of the innermost view named `name` with ``View/coordinateSpace(_:)``.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }

    /// The coordinates of the innermost scroll view around the view (the system adds this space for every
    /// scroll view), with the origin at the scroll view's top-leading corner.
    public static var scrollView: NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: nil)))
    }

    /// The coordinates of the innermost scroll view around the view that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: axis)))
    }
}
