import Testing
#if canImport(SwiftUI)
import SwiftUI
#else
import ScrollSimSwiftUI
#endif

/// An element with an identity, as list data is usually written.
struct ColorChip: Identifiable {
    let id: String
    let width: CGFloat
}

/// `ForEach` in stacks, hosted on 393 × 852 (no safe area): its views are the stack's children, an element
/// with several views gives several children, and a modifier on the `ForEach` applies to each view.
@Suite("SwiftUI ForEach: ranges, identifiable data, id: key paths, flattened into stacks")
struct ForEachTests {
    @Test("ForEach over a range gives one stack child per integer, in order")
    func range() throws {
        let root = VStack(spacing: 0) {
            ForEach(0..<3) { i in
                Color.red.frame(width: CGFloat(10 * (i + 1)), height: 10)
            }
        }
        // Stack 30 × 30 at (181.5, 411); each child centred across: x = 181.5 + (30 − w)/2.
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Color", CGRect(x: 191.5, y: 411, width: 10, height: 10)),
            ("Color", CGRect(x: 186.5, y: 421, width: 20, height: 10)),
            ("Color", CGRect(x: 181.5, y: 431, width: 30, height: 10)),
        ])
    }

    @Test("several views per element are several stack children, spaced like any others")
    func severalViewsPerElement() throws {
        let root = VStack(spacing: 2) {
            ForEach(0..<2) { _ in
                Color.red.frame(width: 10, height: 10)
                Rectangle().frame(width: 20, height: 5)
            }
        }
        // Four children 10, 5, 10, 5 high, 3 gaps of 2: 36 high, 20 wide, at (186.5, 408).
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Color", CGRect(x: 191.5, y: 408, width: 10, height: 10)),
            ("Rectangle", CGRect(x: 186.5, y: 420, width: 20, height: 5)),
            ("Color", CGRect(x: 191.5, y: 427, width: 10, height: 10)),
            ("Rectangle", CGRect(x: 186.5, y: 439, width: 20, height: 5)),
        ])
    }

    @Test("ForEach over Identifiable elements and with id: \\.self")
    func identifiableAndKeyPath() throws {
        let chips = [ColorChip(id: "a", width: 40), ColorChip(id: "b", width: 60)]
        let root = HStack(spacing: 0) {
            ForEach(chips) { chip in
                Color.red.frame(width: chip.width, height: 10)
            }
            ForEach([CGFloat(7), 13], id: \.self) { width in
                Color.blue.frame(width: width, height: 20)
            }
        }
        // Widths 40 + 60 + 7 + 13 = 120 at x 136.5; height 20 at y 416, the 10-high ones centred (421).
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Color", CGRect(x: 136.5, y: 421, width: 40, height: 10)),
            ("Color", CGRect(x: 176.5, y: 421, width: 60, height: 10)),
            ("Color", CGRect(x: 236.5, y: 416, width: 7, height: 20)),
            ("Color", CGRect(x: 243.5, y: 416, width: 13, height: 20)),
        ])
    }

    @Test("a modifier on a ForEach applies to each of its views: padding(.vertical, 5) pads every child")
    func modifierAppliesToEachView() throws {
        let root = VStack(spacing: 0) {
            ForEach(0..<2) { _ in
                Color.red.frame(width: 10, height: 10)
            }
            .padding(.vertical, 5)
        }
        // Two padded children 10 × 20: the stack is 10 × 40 at (191.5, 406); colours at 411 and 431 (one
        // padded group would be 30 high, with the colours 10 apart).
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Color", CGRect(x: 191.5, y: 411, width: 10, height: 10)),
            ("Color", CGRect(x: 191.5, y: 431, width: 10, height: 10)),
        ])
    }

    @Test("a stack whose only child is an empty ForEach is empty: nothing drawn, no size")
    func emptyStack() throws {
        let root = VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            HStack { ForEach(0..<0) { _ in Color.blue } }
            Color.green.frame(width: 10, height: 10)
        }
        // The empty HStack is 0 × 0 between the two colours (spacing 0): stack 10 × 20 at (191.5, 416).
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Color", CGRect(x: 191.5, y: 416, width: 10, height: 10)),
            ("Color", CGRect(x: 191.5, y: 426, width: 10, height: 10)),
        ])
    }

    @Test("an empty range gives no children and no spacing, even with a modifier")
    func emptyRange() throws {
        let root = VStack(spacing: 10) {
            Color.red.frame(width: 10, height: 10)
            ForEach(0..<0) { _ in Color.blue.frame(width: 10, height: 10) }
            ForEach(0..<0) { _ in Color.blue.frame(width: 10, height: 10) }.padding()
            Color.green.frame(width: 10, height: 10)
        }
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Color", CGRect(x: 191.5, y: 411, width: 10, height: 10)),
            ("Color", CGRect(x: 191.5, y: 431, width: 10, height: 10)),
        ])
    }
}
