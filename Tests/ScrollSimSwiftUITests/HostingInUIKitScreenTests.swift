import ScrollSim
import ScrollSimSwiftUI
import Testing

/// Frames on a 393 × 852 screen without a safe area: the hosting view is (0, 200, 393, 652), so the SwiftUI
/// scroll view takes all of it, its content is 1000 pt tall and its offset range is [0, 1000 − 652 = 348].
@Suite("A SwiftUI view inside a UIKit screen: a child hosting controller's view framed by its parent")
struct HostingInUIKitScreenTests {
    static func close(_ a: CGRect, _ b: CGRect) -> Bool { StackLayoutTests.close(a, b) }

    /// Runs the screen on a screen without a safe area and returns it with its simulation.
    static func run() throws -> (Simulation, HeaderAndSwiftUIListViewController, UIScrollView) {
        let screen = UIScreen(device: UIScreen.Device(name: "393 × 852 without a safe area",
                                                      size: CGSize(width: 393, height: 852), scale: 3,
                                                      maximumFramesPerSecond: 120, safeAreaInsets: .zero))
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        let controller = HeaderAndSwiftUIListViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let simulation = try Simulation(window: window)
        simulation.run(frames: 2)
        let scrollView = try #require(controller.list.view.firstDescendant(named: "ScrollView") as? UIScrollView)
        return (simulation, controller, scrollView)
    }

    @Test("the SwiftUI scroll view fills the hosting view below the UIKit header, content in its coordinates")
    func layoutBelowTheHeader() throws {
        let (_, controller, scrollView) = try Self.run()
        #expect(controller.children.count == 1 && controller.list.parent === controller)
        #expect(Self.close(controller.header.convert(controller.header.bounds, to: nil),
                           CGRect(x: 0, y: 0, width: 393, height: 200)))
        #expect(Self.close(scrollView.convert(scrollView.bounds, to: nil), CGRect(x: 0, y: 200, width: 393, height: 652)))
        #expect(scrollView.contentSize == CGSize(width: 393, height: 1000))
        #expect(scrollView.contentOffset == .zero)
        #expect(scrollView.maximumContentOffset == CGPoint(x: 0, y: 348))
        let red = scrollView.subviews[0]
        #expect(Self.close(red.convert(red.bounds, to: nil), CGRect(x: 0, y: 200, width: 393, height: 400)))
    }

    @Test("a drag on the SwiftUI list scrolls it: 300 pt of finger travel minus the 10-pt hysteresis is 290")
    func dragOnTheListScrollsIt() throws {
        let (simulation, _, scrollView) = try Self.run()
        // Down inside the hosted list (y 700 > 200), 300 pt up in 0.3 s, held still 0.2 s (release speed 0,
        // no deceleration), lifted: the pan begins after 10 pt and those 10 pt are taken off its translation.
        try simulation.perform([.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 400), duration: 0.3),
                                .hold(duration: 0.2), .up])
        simulation.runUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 290))
        let red = scrollView.subviews[0]
        #expect(Self.close(red.convert(red.bounds, to: nil), CGRect(x: 0, y: 200 - 290, width: 393, height: 400)))
    }

    @Test("a drag on the UIKit header does not scroll the SwiftUI list")
    func dragOnTheHeaderDoesNothing() throws {
        let (simulation, _, scrollView) = try Self.run()
        try simulation.perform([.down(at: CGPoint(x: 200, y: 150)), .move(to: CGPoint(x: 200, y: 20), duration: 0.2), .up])
        simulation.runUntilIdle()
        #expect(scrollView.contentOffset == .zero)
    }
}
