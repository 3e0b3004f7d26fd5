import Testing
#if canImport(SwiftUI)
import SwiftUI
#else
import ScrollSimSwiftUI
#endif

/// SwiftUI views hosted full screen on the default device, 393 × 852 pt (no safe area unless said), laid
/// out by SwiftUI's documented rules: the parent proposes, the child chooses, the parent places; the root
/// is centred in the hosting view. Every expected frame below is derived by hand from those rules, the
/// modifiers' documented behaviour, the default stack spacing (8 [model]) and the default padding (16).
@Suite("SwiftUI layout: stacks, spacers, frames, padding")
struct StackLayoutTests {
    static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
            && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    static func expectFrames(_ views: [DrawnView], _ expected: [(String, CGRect)],
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(views.map(\.name) == expected.map(\.0), sourceLocation: sourceLocation)
        for (view, (_, frame)) in zip(views, expected) {
            #expect(close(view.frame, frame), "\(view.name): \(view.frame) ≠ \(frame)", sourceLocation: sourceLocation)
        }
    }

    @Test("a VStack of two fixed frames: 10 points apart, centred on each other, the stack centred on screen")
    func vStackOfTwoFrames() throws {
        let root = VStack(spacing: 10) {
            Color.red.frame(width: 100, height: 50)
            Color.blue.frame(width: 60, height: 30)
        }
        // Stack: 100 × (50 + 10 + 30 = 90); origin ((393 − 100)/2, (852 − 90)/2) = (146.5, 381).
        Self.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Color", CGRect(x: 146.5, y: 381, width: 100, height: 50)),
            ("Color", CGRect(x: 146.5 + 20, y: 381 + 60, width: 60, height: 30)),
        ])
    }

    @Test("stack spacing defaults to 8 points between adjacent children")
    func defaultSpacing() throws {
        let root = HStack {
            Color.red.frame(width: 50, height: 20)
            Color.blue.frame(width: 30, height: 20)
        }
        // Stack: 50 + 8 + 30 = 88 wide; x = (393 − 88)/2 = 152.5; y = (852 − 20)/2 = 416.
        Self.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Color", CGRect(x: 152.5, y: 416, width: 50, height: 20)),
            ("Color", CGRect(x: 152.5 + 58, y: 416, width: 30, height: 20)),
        ])
    }

    @Test("a Spacer in an HStack takes the length the fixed children leave, pushing them to the edges")
    func hStackWithSpacer() throws {
        let root = HStack {
            Color.red.frame(width: 50, height: 20)
            Spacer()
            Rectangle().frame(width: 30, height: 20)
        }
        .frame(width: 300, height: 20)
        // Frame 300 × 20 at (46.5, 416). Stack: 300 − 2·8 = 284 to share; the fixed frames (flexibility 0)
        // first: 50 and 30; the spacer gets 204. Rectangle x = 46.5 + 50 + 8 + 204 + 8 = 316.5.
        Self.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Color", CGRect(x: 46.5, y: 416, width: 50, height: 20)),
            ("Rectangle", CGRect(x: 316.5, y: 416, width: 30, height: 20)),
        ])
    }

    @Test("flexible children share the length equally after the fixed ones")
    func equalShares() throws {
        let root = VStack(spacing: 0) {
            Color.red
            Color.blue.frame(height: 100)
            Color.green
        }
        // 852 − 100 = 752 left for the two colours: 376 each, full width.
        Self.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Color", CGRect(x: 0, y: 0, width: 393, height: 376)),
            ("Color", CGRect(x: 0, y: 376, width: 393, height: 100)),
            ("Color", CGRect(x: 0, y: 476, width: 393, height: 376)),
        ])
    }

    @Test("padding insets the content and grows the padded view; padding() is 16 points")
    func padding() throws {
        let root = ZStack(alignment: .topLeading) {
            Color.gray
            Rectangle().frame(width: 100, height: 40).padding(12)
            Rectangle().frame(width: 100, height: 40).padding(.horizontal).padding(.top, 60)
        }
        // The gray colour takes the whole screen, so the ZStack is 393 × 852 at the origin; the padded
        // rectangles sit at its top-leading corner: insets 12/12, then 16 leading and 60 top.
        Self.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Color", CGRect(x: 0, y: 0, width: 393, height: 852)),
            ("Rectangle", CGRect(x: 12, y: 12, width: 100, height: 40)),
            ("Rectangle", CGRect(x: 16, y: 60, width: 100, height: 40)),
        ])
    }

    @Test("frame(width:height:alignment:) places its content by the alignment")
    func frameAlignment() throws {
        let root = ZStack {
            Color.red.frame(width: 40, height: 20).frame(width: 200, height: 100, alignment: .bottomTrailing)
            Color.blue.frame(width: 40, height: 20).frame(width: 200, height: 100, alignment: .topLeading)
            Color.green.frame(width: 40, height: 20).frame(width: 200, height: 100)
        }
        // Outer frames 200 × 100 at ((393 − 200)/2, (852 − 100)/2) = (96.5, 376).
        Self.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Color", CGRect(x: 96.5 + 160, y: 376 + 80, width: 40, height: 20)),
            ("Color", CGRect(x: 96.5, y: 376, width: 40, height: 20)),
            ("Color", CGRect(x: 96.5 + 80, y: 376 + 40, width: 40, height: 20)),
        ])
    }

    @Test("nested stacks: an HStack centred vertically inside, leading-aligned in a VStack")
    func nestedStacks() throws {
        let root = VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 6) {
                Color.red.frame(width: 20, height: 10)
                Color.blue.frame(width: 30, height: 16)
            }
            Rectangle().frame(width: 80, height: 12)
        }
        // HStack 56 × 16; VStack 80 × (16 + 4 + 12 = 32) at ((393 − 80)/2, (852 − 32)/2) = (156.5, 410).
        Self.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Color", CGRect(x: 156.5, y: 413, width: 20, height: 10)),
            ("Color", CGRect(x: 182.5, y: 410, width: 30, height: 16)),
            ("Rectangle", CGRect(x: 156.5, y: 430, width: 80, height: 12)),
        ])
    }
}
