import Foundation

/// Views compare and hash by identity, as UIKit's views do (`NSObject`'s `isEqual:` and `hash`): a view
/// equals only itself, so `scrollView == self.scrollView` and sets and dictionaries of views work.
extension View: Hashable {
    /// Whether `lhs` and `rhs` are the same view (`===`).
    nonisolated public static func == (lhs: View, rhs: View) -> Bool {
        lhs === rhs
    }

    /// Hashes the view's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
