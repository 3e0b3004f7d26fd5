import Foundation

/// A user policy that takes part in the scroll chaining of the scroll views inside the one it is
/// attached to, like Jetpack Compose's `NestedScrollConnection` (ScrollSim's extension beyond UIKit).
///
/// Attach it with ``ScrollView/nestedScrollConnection``. It is consulted only for descendants whose
/// ``ScrollView/nestedScrolling`` is `.chaining(_)`. Amounts are in the content-offset direction:
/// deltas in points, velocities in points/second. Each method returns what it **consumed** (the
/// connection does the consuming itself, e.g. with ``ScrollView/scroll(by:)``); the defaults consume
/// nothing. Order: pre-scroll and pre-fling go to the outermost connection first; post-scroll and
/// post-fling to the innermost first, each before its own scroll view takes its share.
@MainActor
public protocol NestedScrollConnection: AnyObject {
    /// Before `child` scrolls by `available`: what this connection takes first.
    func onPreScroll(_ scrollView: ScrollView, child: ScrollView, available: CGPoint) -> CGPoint
    /// After `child` consumed `consumed`: what this connection takes of the leftover `available`.
    func onPostScroll(_ scrollView: ScrollView, child: ScrollView, consumed: CGPoint, available: CGPoint) -> CGPoint
    /// Before `child` flings at `available` (pt/s): the velocity this connection takes first.
    func onPreFling(_ scrollView: ScrollView, child: ScrollView, available: CGPoint) -> CGPoint
    /// When `child`'s fling reached its edge with `available` velocity left (pt/s): what this connection takes.
    func onPostFling(_ scrollView: ScrollView, child: ScrollView, consumed: CGPoint, available: CGPoint) -> CGPoint
}

/// Default implementations: each consumes nothing (`.zero`).
extension NestedScrollConnection {
    /// Consumes nothing.
    public func onPreScroll(_ scrollView: ScrollView, child: ScrollView, available: CGPoint) -> CGPoint { .zero }
    /// Consumes nothing.
    public func onPostScroll(_ scrollView: ScrollView, child: ScrollView, consumed: CGPoint, available: CGPoint) -> CGPoint { .zero }
    /// Consumes nothing.
    public func onPreFling(_ scrollView: ScrollView, child: ScrollView, available: CGPoint) -> CGPoint { .zero }
    /// Consumes nothing.
    public func onPostFling(_ scrollView: ScrollView, child: ScrollView, consumed: CGPoint, available: CGPoint) -> CGPoint { .zero }
}
