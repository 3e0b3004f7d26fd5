import Testing
#if canImport(SwiftUI)
import SwiftUI
#else
import ScrollSimSwiftUI
#endif

/// `ignoresSafeArea`, hosted on the default device (393 × 852, safe area 59 on top, 34 at the bottom):
/// the root is laid out in the safe area (y 59 … 818); a view whose frame reaches an ignored edge of it
/// extends to the screen's edge there.
@Suite("SwiftUI ignoresSafeArea: views that reach the safe area's edges extend to the screen's")
struct SafeAreaTests {
    @Test("a colour fills the safe area; ignoring it, the whole screen; ignoring the bottom only, down to 852")
    func colourFills() throws {
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: Color.red), safeArea: true),
                                      [("Color", CGRect(x: 0, y: 59, width: 393, height: 759))])
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: Color.red.ignoresSafeArea()), safeArea: true),
                                      [("Color", CGRect(x: 0, y: 0, width: 393, height: 852))])
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: Color.red.ignoresSafeArea(edges: .bottom)),
                                                      safeArea: true),
                                      [("Color", CGRect(x: 0, y: 59, width: 393, height: 793))])
    }

    @Test("background(.blue) extends into the safe area where the view reaches it; background { Color.blue } does not")
    func backgroundStyleFillsSafeArea() throws {
        let controller = UIHostingController(rootView: Color.red.background(.blue))
        StackLayoutTests.expectFrames(try hostedViews(controller, safeArea: true), [
            ("Color", CGRect(x: 0, y: 0, width: 393, height: 852)),
            ("Color", CGRect(x: 0, y: 59, width: 393, height: 759)),
        ])
        let plain = UIHostingController(rootView: Color.red.background { Color.blue })
        StackLayoutTests.expectFrames(try hostedViews(plain, safeArea: true), [
            ("Color", CGRect(x: 0, y: 59, width: 393, height: 759)),
            ("Color", CGRect(x: 0, y: 59, width: 393, height: 759)),
        ])
    }

    @Test("a view that does not reach the safe area's edges is not moved")
    func notReaching() throws {
        // 100 high, centred in the safe area: y = 59 + (759 − 100)/2 = 388.5.
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: Color.red.frame(height: 100).ignoresSafeArea()),
                                                      safeArea: true),
                                      [("Color", CGRect(x: 0, y: 388.5, width: 393, height: 100))])
    }

    @Test("a stack reaching the top is laid out from the screen's top: its first view under the status bar")
    func stackUnderStatusBar() throws {
        let root = VStack(spacing: 0) {
            Color.red.frame(height: 100)
            Spacer()
        }
        .ignoresSafeArea(edges: .top)
        // The stack takes the safe area (759 high at y 59); extended at the top it is 818 high from y 0.
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: root), safeArea: true),
                                      [("Color", CGRect(x: 0, y: 0, width: 393, height: 100))])
    }
}
