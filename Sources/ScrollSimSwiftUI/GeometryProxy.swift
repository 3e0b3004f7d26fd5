import ScrollSim

/// SwiftUI's `GeometryProxy`: the size of a ``GeometryReader`` and its frame in any coordinate space.
///
/// Frames are layout frames: drawing effects (``View/offset(x:y:)``, ``View/scaleEffect(_:anchor:)``) around
/// the reader do not move them [model: SwiftUI applies geometry effects in coordinate conversions; not
/// modelled]. `.global` is the window's coordinates (points from the screen's top-left corner), so inside a
/// scroll view it follows the content offset: a vertical scroll view's content pulled down by `d` points
/// moves its readers' `minY` by `+d`.
@MainActor
public struct GeometryProxy {
    /// The reader's size, points (the size proposed to it).
    public let size: CGSize
    /// The reader's frame in its container's coordinates.
    let frame: CGRect
    /// Where the reader was placed.
    let context: PlacementContext

    /// The reader's frame in `coordinateSpace` (points), as SwiftUI's `frame(in:)`: `.local` has the origin
    /// at the reader's top-leading corner; `.global` is the window; `.named(name)` is relative to the
    /// innermost view with ``View/coordinateSpace(name:)`` of that name (the window if there is none
    /// [model]); `.scrollView` is relative to the innermost ``ScrollView``'s layout frame (so 0 at rest at the
    /// top of the content, whatever the safe-area inset [model]).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The reader's frame in `coordinateSpace` (points), as SwiftUI's `frame(in:)` with a ``CoordinateSpace``.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            return globalFrame
        case .named(let name):
            let global = globalFrame
            let reference: CGRect?
            if let scrollName = name.base as? ScrollViewSpaceName {
                reference = scrollFrame(axis: scrollName.axis)
            } else {
                reference = context.namedSpaces.last { $0.name == name }
                    .map { context.windowRect($0.frame, in: $0.container) }
            }
            guard let reference else { return global }
            return global.offsetBy(dx: -reference.minX, dy: -reference.minY)
        }
    }

    /// The reader's frame in window coordinates.
    private var globalFrame: CGRect { context.windowRect(frame, in: context.container) }

    /// The window frame of the innermost scroll view around the reader that scrolls along `axis` (any
    /// axis for `nil`).
    private func scrollFrame(axis: Axis?) -> CGRect? {
        var node = context.scrollNode
        while let current = node {
            let scrolls = switch axis {
            case nil: true
            case .horizontal: current.axes.contains(.horizontal)
            case .vertical: current.axes.contains(.vertical)
            }
            if scrolls { return current.frameInWindow }
            node = current.placedContext.scrollNode
        }
        return nil
    }
}

/// The name of the coordinate space of the innermost scroll view (`.scrollView`, `.scrollView(axis:)`).
struct ScrollViewSpaceName: Hashable, Sendable {
    /// The axis the scroll view must scroll along, or `nil` for any.
    var axis: Axis?
}
