import Foundation

/// A view that sends actions for events, as UIKit's `UIControl`, with closure actions (``Action``,
/// `addAction(_:for:)`, iOS 14).
///
/// `addTarget(_:action:for:)` with selectors is not available: selectors need the Objective-C runtime, which
/// Linux lacks; use `addAction(_:for:)`. Touch tracking (`touchDown`, `touchUpInside` from a finger) is not
/// modelled: events come from ``sendActions(for:)`` and from subclasses (``RefreshControl`` sends
/// `.valueChanged`).
@MainActor
open class Control: View {
    /// Control events, as `UIControl.Event` (UIKit's raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The event bits, UIKit's raw values.
        public let rawValue: UInt
        /// Creates events from UIKit's raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down in the control (UIKit `1 << 0`).
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down (UIKit `1 << 1`).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger dragged inside (UIKit `1 << 2`).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger dragged outside (UIKit `1 << 3`).
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger dragged into the bounds (UIKit `1 << 4`).
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger dragged out of the bounds (UIKit `1 << 5`).
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch lifted inside the control (UIKit `1 << 6`).
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside (UIKit `1 << 7`).
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A touch was cancelled (UIKit `1 << 8`).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (UIKit `1 << 12`): a ``RefreshControl`` pulled far enough.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (UIKit `1 << 13`).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action fired (UIKit `1 << 14`).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began (UIKit `1 << 16`).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// Editing changed the text (UIKit `1 << 17`).
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended (UIKit `1 << 18`).
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key (UIKit `1 << 19`).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// All touch events (UIKit `0x0FFF`).
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// All editing events (UIKit `0xF0000`).
        public static let allEditingEvents = Event(rawValue: 0xF_0000)
        /// Reserved for the application (UIKit `0x0F00_0000`).
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Reserved for the system (UIKit `0xF000_0000`).
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event (UIKit `0xFFFF_FFFF`).
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Whether the control is enabled, as `UIControl.isEnabled` (default `true`). A disabled control takes no
    /// touches (a disabled ``RefreshControl`` does not start on a pull); ``sendActions(for:)`` sends regardless,
    /// as UIKit's does.
    open var isEnabled = true
    /// Whether the control is selected, as `UIControl.isSelected` (stored only).
    open var isSelected = false
    /// Whether the control is highlighted, as `UIControl.isHighlighted` (stored only).
    open var isHighlighted = false

    /// The actions and the events each is registered for, in the order added.
    private var registrations: [(action: Action, events: Event)] = []

    /// Registers `action` for `controlEvents`, as `UIControl.addAction(_:for:)`. An action with the same
    /// identifier as one already added replaces it (UIKit uniques actions by identifier); for the same action
    /// the events are added to those it has.
    public func addAction(_ action: Action, for controlEvents: Event) {
        if let index = registrations.firstIndex(where: { $0.action.identifier == action.identifier }) {
            if registrations[index].action === action {
                registrations[index].events.formUnion(controlEvents)
            } else {
                registrations[index] = (action, controlEvents)
            }
            return
        }
        registrations.append((action, controlEvents))
    }

    /// Unregisters `action` for `controlEvents`, as `UIControl.removeAction(_:for:)`; it is removed when it is
    /// registered for no event any more.
    public func removeAction(_ action: Action, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Unregisters the action with `identifier` for `controlEvents`, as `UIControl.removeAction(identifiedBy:for:)`.
    public func removeAction(identifiedBy identifier: Action.Identifier, for controlEvents: Event) {
        guard let index = registrations.firstIndex(where: { $0.action.identifier == identifier }) else { return }
        registrations[index].events.subtract(controlEvents)
        if registrations[index].events.isEmpty { registrations.remove(at: index) }
    }

    /// The action registered under `identifier`, if any, as `UIControl.action(identifiedBy:forEvent:)`'s lookup.
    public func action(identifiedBy identifier: Action.Identifier) -> Action? {
        registrations.first { $0.action.identifier == identifier }?.action
    }

    /// Performs every action registered for any of `controlEvents`, in the order they were added, as
    /// `UIControl.sendActions(for:)` (also while disabled).
    open func sendActions(for controlEvents: Event) {
        // A handler may add or remove actions: run the ones registered when the events were sent.
        let due = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }
        for registration in due { sendAction(registration.action) }
    }

    /// Performs one action with this control as its sender, as `UIControl.sendAction(_:)`.
    open func sendAction(_ action: Action) {
        action.perform(sender: self)
    }
}
