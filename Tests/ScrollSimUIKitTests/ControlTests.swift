import Foundation
import Testing
import ScrollSimUIKit
import ScrollSim

@Suite("UIControl and UIAction")
struct ControlTests {
    @Test("sendActions(for:) runs the actions registered for those events, in the order added, with the control as sender")
    func sendActionsRunsMatchingActions() {
        let control = UIControl()
        var log: [String] = []
        control.addAction(UIAction(title: "changed") { action in
            log.append(action.title)
            #expect(action.sender as? UIControl === control)
        }, for: .valueChanged)
        control.addAction(UIAction { _ in log.append("tapped") }, for: [.touchUpInside, .primaryActionTriggered])
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .primaryActionTriggered)
        control.sendActions(for: .editingChanged)
        #expect(log == ["changed", "tapped"])
    }

    @Test("An action with the same identifier replaces the earlier one; removeAction unregisters it")
    func identifiersUniqueActions() {
        let control = UIControl()
        var log: [Int] = []
        let id = UIAction.Identifier("refresh")
        control.addAction(UIAction(identifier: id) { _ in log.append(1) }, for: .valueChanged)
        let second = UIAction(identifier: id) { _ in log.append(2) }
        control.addAction(second, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log == [2])
        control.removeAction(second, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log == [2])
        #expect(control.action(identifiedBy: id) == nil)
    }

    @Test("UIKit's raw values for events and animation options")
    func rawValues() {
        #expect(UIControl.Event.valueChanged.rawValue == 4096)
        #expect(UIControl.Event.touchUpInside.rawValue == 64)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192)
        #expect(UIView.AnimationOptions.curveEaseInOut.rawValue == 0)
        #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
        #expect(UIView.AnimationOptions.beginFromCurrentState.rawValue == 4)
        #expect(UIView.AnimationOptions.allowUserInteraction.rawValue == 2)
        #expect(UIControl().isEnabled)
    }

    @Test("A disabled refresh control still sends actions when asked (isEnabled only stops the user's pull)")
    func disabledControlSendsWhenAsked() {
        let refresh = UIRefreshControl()
        var count = 0
        refresh.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
        refresh.isEnabled = false
        refresh.sendActions(for: .valueChanged)
        #expect(count == 1)
    }
}
