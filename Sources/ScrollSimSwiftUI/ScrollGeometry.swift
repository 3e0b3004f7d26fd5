/// SwiftUI's `ScrollGeometry`: the geometry of a ``ScrollView`` as the scroll callbacks report it
/// (``View/onScrollGeometryChange(for:of:action:)``, ``ScrollPhaseChangeContext/geometry``).
///
/// Read from the engine scroll view that draws the SwiftUI scroll view (Apple's documentation of each
/// property): ``contentOffset`` is its `contentOffset` (UIKit's: negative at rest
/// under a top inset or while pulled past the top), ``contentSize`` its `contentSize`, ``contentInsets``
/// its adjusted content inset (the safe-area extension, see ``ScrollView``; "adding these insets to the
/// content size gives the total scrollable space"), ``containerSize`` its bounds size ("the overall size
/// of the scroll view", including the part under the bars).
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
    /// The content offset, points (UIKit's `contentOffset`).
    public var contentOffset: CGPoint
    /// The size of the scrolled content, points.
    public var contentSize: CGSize
    /// The insets around the content, points; with ``contentSize`` they make the scrollable space.
    public var contentInsets: EdgeInsets
    /// The overall size of the scroll view, points.
    public var containerSize: CGSize

    /// A geometry, as SwiftUI's `ScrollGeometry(contentOffset:contentSize:contentInsets:containerSize:)`.
    public nonisolated init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content coordinates shown by the scroll view: origin ``contentOffset``, size
    /// ``containerSize`` [model: Apple says it is "computed from the content offset, content insets and
    /// container size" and that, unlike ``bounds``, it is not within the insets; here it is the whole
    /// container, as UIKit's `bounds`].
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// ``visibleRect`` inset by ``contentInsets`` (Apple: "unlike the visible rect, this value is within
    /// the content insets"): at rest at the top of a full-screen scroll view, the safe area's part of the
    /// content, from y 0 [model for the exact formula].
    public var bounds: CGRect {
        CGRect(x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
               width: max(0, containerSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, containerSize.height - contentInsets.top - contentInsets.bottom))
    }

    /// The geometry's values, for debugging.
    public nonisolated var debugDescription: String {
        "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), contentInsets: \(contentInsets), containerSize: \(containerSize))"
    }
}
