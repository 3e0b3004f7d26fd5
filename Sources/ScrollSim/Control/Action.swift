import Foundation

/// An action with a closure handler, as UIKit's `UIAction` (iOS 14): what a ``Control`` runs for its events
/// (``Control/addAction(_:for:)``). Menus are not modelled; `title`, `image` and `identifier` are stored.
@MainActor
public final class Action {
    /// A unique name of an action, as `UIAction.Identifier`: a control keeps one action per identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// Creates an identifier from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from its name, as `UIAction.Identifier(_:)`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The handler's type, as `UIActionHandler`: called with the action being performed.
    public typealias Handler = (Action) -> Void

    /// The title (menus are not modelled; stored only).
    public var title: String
    /// The image, any value (menus are not drawn): stored only, so that `UIAction(title:image:handler:)` with
    /// a `UIImage` compiles.
    public var image: Any?
    /// The identifier: given, or a unique one made at creation (`"action-<n>"`, numbered in creation order).
    public let identifier: Identifier
    /// The control that sent the action while its handler runs, as `UIAction.sender`; `nil` otherwise.
    public private(set) var sender: Any?
    /// The closure run when the action is performed.
    private let handler: Handler

    /// How many actions were made without an identifier (for their unique identifiers).
    private static var anonymousCount = 0

    /// Creates an action, as `UIAction(title:image:identifier:handler:)`.
    /// - Parameters:
    ///   - title: stored only (default empty).
    ///   - image: stored only (default `nil`).
    ///   - identifier: a unique name; `nil` (default) makes one.
    ///   - handler: run with the action each time it is performed.
    public init(title: String = "", image: Any? = nil, identifier: Identifier? = nil, handler: @escaping Handler) {
        self.title = title
        self.image = image
        if let identifier {
            self.identifier = identifier
        } else {
            Action.anonymousCount += 1
            self.identifier = Identifier(rawValue: "action-\(Action.anonymousCount)")
        }
        self.handler = handler
    }

    /// Runs the handler with ``sender`` set to `sender` for its duration.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}
