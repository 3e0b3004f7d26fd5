import Foundation
import Testing
@testable import ScrollSim
import ScrollSimTestSupport

@Suite("View geometry, conversion and hit testing")
struct ViewGeometryTests {
    @Test func centerMovesFrameWithoutResizing() {
        let v = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        v.center = CGPoint(x: 0, y: 0)
        #expect(v.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
    }

    @Test func boundsOriginShiftsConvertedPoints() {
        // root ⊃ a (at 10,20) ⊃ b (at 5,5); a's bounds origin (0, 300) as a scroll view's offset.
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800), name: "root")
        let a = View(frame: CGRect(x: 10, y: 20, width: 300, height: 400), name: "a")
        let b = View(frame: CGRect(x: 5, y: 500, width: 50, height: 50), name: "b")
        root.addSubview(a)
        a.addSubview(b)
        a.bounds.origin = CGPoint(x: 0, y: 300)
        // b's origin in root: a.x + (5 − 0) = 15; a.y + (500 − 300) = 220.
        #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 15, y: 220))
        #expect(b.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: 220))
        #expect(root.convert(CGPoint(x: 15, y: 220), to: b) == .zero)
        #expect(b.convert(CGPoint(x: 15, y: 220), from: root) == .zero)
        #expect(a.convert(CGPoint(x: 1, y: 2), to: b) == CGPoint(x: -4, y: -498))
        #expect(b.convert(CGRect(x: 1, y: 1, width: 3, height: 4), to: a) == CGRect(x: 6, y: 501, width: 3, height: 4))
        #expect(b.frameInWindow == CGRect(x: 15, y: 220, width: 50, height: 50))
        b.transform = ViewTransform(scaleX: 2, y: 2)
        // Scaled about the centre (40, 245 in window): 100 × 100 from (−10, 195).
        #expect(b.presentationFrameInWindow == CGRect(x: -10, y: 195, width: 100, height: 100))
    }

    @Test func hitTestFindsFrontmostDeepestAndHonoursHiddenAlphaAndInteraction() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "root")
        let back = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "back")
        let front = View(frame: CGRect(x: 50, y: 50, width: 50, height: 50), name: "front")
        let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10), name: "child")
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(child)
        #expect(root.hitTest(CGPoint(x: 55, y: 55)) === child)
        #expect(root.hitTest(CGPoint(x: 70, y: 70)) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === back)
        #expect(root.hitTest(CGPoint(x: 100, y: 10)) == nil)      // max edge exclusive
        front.alpha = 0.009
        #expect(root.hitTest(CGPoint(x: 55, y: 55)) === back)
        front.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 55, y: 55)) === child)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 55, y: 55)) === back)
        front.isHidden = false
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 55, y: 55)) === back)
    }

    @Test func hitTestGoesThroughBoundsOrigin() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "root")
        let scroller = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "scroller")
        let row = View(frame: CGRect(x: 0, y: 1000, width: 100, height: 40), name: "row")
        root.addSubview(scroller)
        scroller.addSubview(row)
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === scroller)
        scroller.bounds.origin = CGPoint(x: 0, y: 990)   // row now at 10…50 on screen
        #expect(root.hitTest(CGPoint(x: 5, y: 15)) === row)
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === scroller)
    }

    @Test func presentationFrameScalesAboutCentreThenTranslates() {
        let v = View(frame: CGRect(x: 0, y: 0, width: 100, height: 400))
        v.transform = ViewTransform(scaleX: 1.5, y: 1.5).translatedBy(x: 0, y: -40)
        // w' = 150, h' = 600; x' = 50 − 75 = −25; y' = 200 − 40 − 300 = −140.
        #expect(v.presentationFrame == CGRect(x: -25, y: -140, width: 150, height: 600))
        #expect(v.frame == CGRect(x: 0, y: 0, width: 100, height: 400))
    }

    @Test(arguments: [
        (CGSize(width: 100, height: 100), CGRect(x: 0, y: 0, width: 390, height: 250), CGRect(x: 0, y: -70, width: 390, height: 390)),
        (CGSize(width: 400, height: 200), CGRect(x: 0, y: 0, width: 390, height: 300), CGRect(x: -105, y: 0, width: 600, height: 300)),
    ])
    func aspectFillCoversBoundsCentred(image: CGSize, frame: CGRect, expected: CGRect) {
        // Hand-derived: s = max(W/w, H/h); (100×100 into 390×250: s = 3.9 → 390×390, y = 125 − 195)
        // (400×200 into 390×300: s = 1.5 → 600×300, x = 195 − 300).
        let iv = ImageView(frame: frame, imageSize: image)
        iv.contentMode = .scaleAspectFill
        #expect(isApproximatelyEqual(iv.imageRect.minX, expected.minX, absoluteTolerance: 1e-9))
        #expect(isApproximatelyEqual(iv.imageRect.minY, expected.minY, absoluteTolerance: 1e-9))
        #expect(isApproximatelyEqual(iv.imageRect.width, expected.width, absoluteTolerance: 1e-9))
        #expect(isApproximatelyEqual(iv.imageRect.height, expected.height, absoluteTolerance: 1e-9))
        iv.clipsToBounds = true
        #expect(iv.visibleImageRect == frame.offsetBy(dx: -frame.minX, dy: -frame.minY))
    }
}
