/// SwiftUI's `LocalCoordinateSpace`: the view's own coordinates (`.local`).
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Hashable, Sendable {
    /// The local space.
    public nonisolated init() {}
    /// ``CoordinateSpace/local``.
    public var coordinateSpace: CoordinateSpace { .local }
}
