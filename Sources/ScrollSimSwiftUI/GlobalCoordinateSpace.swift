/// SwiftUI's `GlobalCoordinateSpace`: the window's coordinates (`.global`).
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Hashable, Sendable {
    /// The global space.
    public nonisolated init() {}
    /// ``CoordinateSpace/global``.
    public var coordinateSpace: CoordinateSpace { .global }
}
