import Foundation

/// What is told around a view's layout pass: UIKit's view controller, whose `viewWillLayoutSubviews()`
/// and `viewDidLayoutSubviews()` run right before and after its view's `layoutSubviews()` (Apple:
/// "viewWillLayoutSubviews() — Called to notify the view controller that its view is about to layout its
/// subviews"). Package-internal: the UIKit surface's view controller is the one observer.
@MainActor
package protocol ViewLayoutObserver: AnyObject {
    /// The observed view's `layoutSubviews()` is about to run.
    func viewWillLayoutSubviews()
    /// The observed view's `layoutSubviews()` has run.
    func viewDidLayoutSubviews()
}
