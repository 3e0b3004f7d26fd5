/// What a scroll view is doing, as recorded in `frames.csv` (`phase` column).
///
/// Maps onto UIKit's flags (<doc:CallbackOrder>): `tracking` = finger down, pan not begun (`isTracking`);
/// `dragging` = `isDragging`; `decelerating` and `bouncing` = `isDecelerating` inside and outside the
/// content range; `animating` = `setContentOffset(_:animated: true)` or scroll-to-top running.
public enum ScrollPhase: String, Sendable, CaseIterable {
    /// At rest, no finger.
    case idle
    /// A finger is down on the view, but no pan has begun.
    case tracking
    /// A pan owned by this view is moving the content.
    case dragging
    /// Decelerating inside the content range.
    case decelerating
    /// Outside the content range and not dragged: the bounce (<doc:Physics#Bounce>).
    case bouncing
    /// A programmatic animation (`setContentOffset(_:animated: true)` or scroll to top).
    case animating
}
