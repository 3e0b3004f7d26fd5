/// SwiftUI's `NamedCoordinateSpace`: the coordinates of a view named with ``View/coordinateSpace(_:)``
/// (`.named(_:)`), or of the innermost scroll view (`.scrollView`).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
    /// The name.
    let name: AnyHashable
    /// ``CoordinateSpace/named(_:)`` with this name.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}
