import Testing
#if canImport(SwiftUI)
import SwiftUI
#else
import ScrollSimSwiftUI
#endif

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` and padding, hosted on
/// 393 × 852 (no safe area). Per dimension, with p the frame's proposal and c the view's size, Apple's rule
/// gives: no limits → c; min and max → clamp(p); min only → max(min, min(p, c)); max only → min(max,
/// max(p, c)); the view is proposed p clamped to the limits.
@Suite("SwiftUI flexible frames and padding")
struct FlexibleFrameTests {
    @Test("frame(maxWidth: .infinity, alignment: .leading) takes the proposed width and puts the view at its leading edge")
    func maxWidthInfinity() throws {
        let root = Color.red.frame(width: 50, height: 20).frame(maxWidth: .infinity, alignment: .leading)
        // Width min(∞, max(393, 50)) = 393; height (no limits) 20; at (0, 416).
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Color", CGRect(x: 0, y: 416, width: 50, height: 20)),
        ])
    }

    @Test("minWidth makes a small view's frame at least that wide")
    func minWidthOfSmallView() throws {
        let root = Color.red.frame(width: 50, height: 20).frame(minWidth: 100, alignment: .trailing)
        // Width max(100, min(393, 50)) = 100 at x 146.5; the view at its trailing edge: 146.5 + 50.
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Color", CGRect(x: 196.5, y: 416, width: 50, height: 20)),
        ])
    }

    @Test("minWidth and maxWidth: the frame is the proposal clamped, and so is a flexible view's proposal")
    func minAndMax() throws {
        let root = Color.red.frame(minWidth: 100, maxWidth: 200)
        // Proposed 393 → clamp 200; the colour takes 200 × 852; the frame 200 wide at (96.5, 0).
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Color", CGRect(x: 96.5, y: 0, width: 200, height: 852)),
        ])
    }

    @Test("maxWidth and maxHeight cap a flexible view at 150 × 100")
    func maxBoth() throws {
        let root = Color.blue.frame(maxWidth: 150, maxHeight: 100)
        // Width min(150, max(393, 150)) = 150, height min(100, max(852, 100)) = 100; at (121.5, 376).
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Color", CGRect(x: 121.5, y: 376, width: 150, height: 100)),
        ])
    }

    @Test("maxWidth with a view wider than the proposal: the frame grows to the view, up to the maximum")
    func maxWidthWiderView() throws {
        let root = Color.red.frame(width: 300, height: 10)
            .frame(maxWidth: 200, alignment: .leading)
            .frame(width: 100, height: 10)
        // The fixed frame (100 wide at 146.5) proposes 100; the view is 300: width min(200, max(100, 300))
        // = 200, centred on the fixed frame at 146.5 − 50 = 96.5; the view at its leading edge.
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Color", CGRect(x: 96.5, y: 421, width: 300, height: 10)),
        ])
    }

    @Test("minWidth with a view wider than the proposal: the frame is the proposal, at least the minimum")
    func minWidthWiderView() throws {
        let root = Color.red.frame(width: 300, height: 10)
            .frame(minWidth: 120, alignment: .leading)
            .frame(width: 100, height: 10)
        // Width max(120, min(100, 300)) = 120, centred on the fixed frame: 146.5 − 10 = 136.5.
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Color", CGRect(x: 136.5, y: 421, width: 300, height: 10)),
        ])
    }

    @Test("in an HStack a maxWidth: .infinity frame is flexible: it takes what the fixed child leaves")
    func flexibleInStack() throws {
        let root = HStack(spacing: 0) {
            Color.red.frame(width: 93, height: 10)
            Color.blue.frame(width: 20, height: 10).frame(maxWidth: .infinity)
        }
        // 393 − 93 = 300 for the flexible frame; the blue colour centred in it: 93 + 140.
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Color", CGRect(x: 0, y: 421, width: 93, height: 10)),
            ("Color", CGRect(x: 233, y: 421, width: 20, height: 10)),
        ])
    }

    @Test("layoutPriority: the higher-priority child is offered all but the others' minimum; padding keeps the priority")
    func layoutPriority() throws {
        // Width 300 at x 46.5, height 20 at y 416. Equal priorities: both flexible, equal shares of 150.
        let equal = HStack(spacing: 0) {
            Color.red.frame(minWidth: 50)
            Color.blue
        }
        .frame(width: 300, height: 20)
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: equal)), [
            ("Color", CGRect(x: 46.5, y: 416, width: 150, height: 20)),
            ("Color", CGRect(x: 196.5, y: 416, width: 150, height: 20)),
        ])
        // Blue at priority 1 is offered 300 − 50 (red's minimum) = 250; red gets the 50 left.
        let prioritised = HStack(spacing: 0) {
            Color.red.frame(minWidth: 50)
            Color.blue.layoutPriority(1)
        }
        .frame(width: 300, height: 20)
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: prioritised)), [
            ("Color", CGRect(x: 46.5, y: 416, width: 50, height: 20)),
            ("Color", CGRect(x: 96.5, y: 416, width: 250, height: 20)),
        ])
        // The same through padding: the padded blue (250) holds a 230-wide colour at 96.5 + 10.
        let padded = HStack(spacing: 0) {
            Color.red.frame(minWidth: 50)
            Color.blue.layoutPriority(1).padding(.horizontal, 10)
        }
        .frame(width: 300, height: 20)
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: padded)), [
            ("Color", CGRect(x: 46.5, y: 416, width: 50, height: 20)),
            ("Color", CGRect(x: 106.5, y: 416, width: 230, height: 20)),
        ])
    }

    @Test("padding with EdgeInsets and with an edge set and a length")
    func paddingInsetsAndEdges() throws {
        let root = ZStack(alignment: .topLeading) {
            Color.gray
            Rectangle().frame(width: 10, height: 10).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
            Rectangle().frame(width: 10, height: 10).padding(.vertical, 5).padding(.leading, 7)
        }
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Color", CGRect(x: 0, y: 0, width: 393, height: 852)),
            ("Rectangle", CGRect(x: 2, y: 1, width: 10, height: 10)),
            ("Rectangle", CGRect(x: 7, y: 5, width: 10, height: 10)),
        ])
    }
}
