import Testing
import ScrollSimUIKit
import ScrollSim

/// A user type named like an engine type: code that imports ScrollSimUIKit keeps its own `View`.
private struct View {
    var title = "the user's own View"
}

@Suite("UIKit names are the engine's types")
struct UIKitNamesTests {
    @Test("UIScrollView is the engine's ScrollView, and a user's own View type is not captured")
    func namesAreTheEngineTypes() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let engineView: ScrollSim.ScrollView = scrollView
        #expect(engineView === scrollView)
        #expect(View().title == "the user's own View")
        #expect(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4).bottom == 3)
    }
}
