import Testing
#if canImport(SwiftUI)
import SwiftUI
#else
import ScrollSimSwiftUI
#endif

/// A small screen written as SwiftUI code, as a developer writes it.
struct BadgeRow: View {
    let title: String
    let isNew: Bool
    let isPinned: Bool

    var body: some View {
        HStack(spacing: 0) {
            if isNew {
                Color.red.frame(width: 10, height: 10)
            }
            Text(title)
            if isPinned {
                Rectangle().frame(width: 12, height: 12)
            } else {
                Color.gray.frame(width: 6, height: 6)
            }
        }
    }
}

/// Text is measured with the engine's text measure at SwiftUI's body size (17 pt): 0.5 em per character
/// and SF Pro's 20.287109375-point line height at 17 pt, each rounded up to the 1/3-point pixel grid.
/// "Hello": 5 · 8.5 = 42.5 → 128/3; one line 60.861… px → 61/3.
@Suite("UIHostingController: the SwiftUI tree rendered into engine views")
struct HostingTests {
    static func close(_ a: CGRect, _ b: CGRect) -> Bool { StackLayoutTests.close(a, b) }

    @Test("the hosted tree's views are named Text, Rectangle, Color, framed in the window")
    func hostedNamesAndFrames() throws {
        let controller = UIHostingController(rootView: VStack(spacing: 0) {
            Text("Hello")
            Color.red.frame(width: 20, height: 10)
        })
        let views = try hostedViews(controller)
        #expect(views.map(\.name) == ["Text", "Color"])
        #expect(drawnText(controller, at: 0) == "Hello")
        // Stack 128/3 × (61/3 + 10) at ((393 − 128/3)/2, (852 − 91/3)/2) = (1051/6, 2465/6).
        #expect(Self.close(views[0].frame, CGRect(x: 1051.0 / 6, y: 2465.0 / 6, width: 128.0 / 3, height: 61.0 / 3)))
        #expect(Self.close(views[1].frame, CGRect(x: 1119.0 / 6, y: 2587.0 / 6, width: 20, height: 10)))
    }

    @Test("text wraps at the proposed width: 10 characters (85 points) in 50 points make two lines")
    func textWraps() throws {
        let views = try hostedViews(UIHostingController(rootView: Text("ScrollSim!").frame(width: 50)))
        // Two lines: 2 · 60.861… = 121.72 px → 122/3 points; width 50; centred: (171.5, (2556 − 122)/6).
        #expect(views.map(\.name) == ["Text"])
        #expect(Self.close(views[0].frame, CGRect(x: 171.5, y: 2434.0 / 6, width: 50, height: 122.0 / 3)))
    }

    @Test("the root is laid out in the safe area: centred between the top 59 and the bottom 34 insets")
    func safeArea() throws {
        let views = try hostedViews(UIHostingController(rootView: Color.red.frame(width: 100, height: 50)),
                                    safeArea: true)
        // Area y 59 … 818 (759 high): y = 59 + (759 − 50)/2 = 413.5; x = (393 − 100)/2 = 146.5.
        #expect(views.count == 1)
        #expect(Self.close(views[0].frame, CGRect(x: 146.5, y: 413.5, width: 100, height: 50)))
    }

    @Test("if, if/else and a custom view's body: absent branches take no space and no spacing")
    func viewBuilderBranches() throws {
        let views = try hostedViews(UIHostingController(rootView: VStack(spacing: 10) {
            BadgeRow(title: "A", isNew: true, isPinned: true)
            BadgeRow(title: "B", isNew: false, isPinned: false)
        }))
        #expect(views.map(\.name) == ["Color", "Text", "Rectangle", "Text", "Color"])
        // "A": 8.5 → 26/3 wide, 61/3 high. Row 1: 10 + 26/3 + 12 = 92/3 wide, 61/3 high; row 2: 26/3 + 6
        // = 44/3 wide. VStack 92/3 × (61/3 + 10 + 61/3 = 152/3) at ((1179 − 92)/6, (2556 − 152)/6).
        let x = 1087.0 / 6, y = 2404.0 / 6
        #expect(Self.close(views[0].frame, CGRect(x: x, y: y + (61.0 / 3 - 10) / 2, width: 10, height: 10)))
        #expect(Self.close(views[1].frame, CGRect(x: x + 10, y: y, width: 26.0 / 3, height: 61.0 / 3)))
        #expect(Self.close(views[2].frame, CGRect(x: x + 10 + 26.0 / 3, y: y + (61.0 / 3 - 12) / 2, width: 12, height: 12)))
        let row2X = x + (92.0 / 3 - 44.0 / 3) / 2, row2Y = y + 61.0 / 3 + 10
        #expect(Self.close(views[3].frame, CGRect(x: row2X, y: row2Y, width: 26.0 / 3, height: 61.0 / 3)))
        #expect(Self.close(views[4].frame, CGRect(x: row2X + 26.0 / 3, y: row2Y + (61.0 / 3 - 6) / 2, width: 6, height: 6)))
    }

    @Test("setting rootView replaces the rendered views and lays them out again")
    func replacingRootView() throws {
        let controller = UIHostingController(rootView: Rectangle().frame(width: 10, height: 10))
        #expect(try hostedViews(controller).map(\.name) == ["Rectangle"])
        controller.rootView = Rectangle().frame(width: 20, height: 10)
        controller.view.layoutIfNeeded()
        #expect(controller.view.subviews.count == 1)
        // The hosting view fills the 393 × 852 window: ((393 − 20)/2, (852 − 10)/2) = (186.5, 421).
        #expect(Self.close(controller.view.subviews[0].frame, CGRect(x: 186.5, y: 421, width: 20, height: 10)))
    }
}
