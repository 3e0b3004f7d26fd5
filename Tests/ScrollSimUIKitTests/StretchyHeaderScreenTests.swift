import Testing
import ScrollSim
import ScrollSimUIKit
import ScrollSimTestSupport

/// Seed article 001's three screens, written as UIKit code, driven by a finger. Every expected value is
/// the article's formula applied to the offset the trace recorded:
/// `offsetY = −(contentOffset.y + contentInset.top)`, image height constant `max(offsetY + top, top)`,
/// container clipping `offsetY ≤ 0`, image bottom `offsetY ≥ 0 ? 0 : −offsetY/2`; the flow layout's header
/// `y = contentOffset.y`, height `200 − contentOffset.y` while `contentOffset.y < 0`.
@Suite("Stretchy header screens (seed 001) under gestures")
struct StretchyHeaderScreenTests {
    /// A pull down past the top held, released (the bounce back), a slow scroll up, a fling up, and a fling
    /// back down into the top edge (its bounce): both signs of `offsetY` and the edge's bounce.
    static let scripts: [[Gesture]] = [
        drag(CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 500), 0.5, hold: 0.2),
        drag(CGPoint(x: 200, y: 600), CGPoint(x: 200, y: 450), 0.6, hold: 0.2),
        drag(CGPoint(x: 200, y: 700), CGPoint(x: 200, y: 550), 0.1),
        drag(CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 600), 0.1),
    ]

    struct TableHeaderSnapshot {
        var insetTop: CGFloat
        var heightConstant: CGFloat
        var imageFrame: CGRect
    }

    /// Variant (a): the image's height constant is `max(offsetY + top, top)` on every frame, and the
    /// image (bottom pinned to the 200-pt header) is 200 + that tall.
    @Test("table header view: the image's height follows max(offsetY + inset.top, inset.top) every frame")
    func tableHeaderImageFollowsTheFormula() throws {
        let controller = StretchyTableHeaderViewController()
        let simulation = try simulateWithoutSafeArea(controller)
        let tableView = controller.tableView
        let header = try #require(tableView.tableHeaderView as? StretchyTableHeaderView)
        #expect(tableView.contentOffset.y == 0)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 393, height: 200))
        let frames = try driveScreen(simulation, following: tableView, Self.scripts) {
            TableHeaderSnapshot(insetTop: tableView.contentInset.top, heightConstant: header.imageViewHeight.constant,
                                imageFrame: header.imageView.frame)
        }
        var pulled = 0, pushed = 0
        for sample in frames {
            let top = sample.value.insetTop
            let offsetY = -(sample.offset.y + top)
            let constant = max(offsetY + top, top)
            if offsetY > 0 { pulled += 1 } else if offsetY < 0 { pushed += 1 }
            #expect(isApproximatelyEqual(sample.value.heightConstant, constant, absoluteTolerance: 1e-9), "frame \(sample.frame)")
            let image = sample.value.imageFrame
            #expect(isApproximatelyEqual(image.height, 200 + constant, absoluteTolerance: 1e-9), "frame \(sample.frame)")
            // Bottom pinned to the header's: maxY = 200 (to rounding: y and height are both off the pixel grid).
            #expect(isApproximatelyEqual(image.maxY, 200, absoluteTolerance: 1e-9) && image.minX == 0 && image.width == 393,
                    "frame \(sample.frame): \(image)")
        }
        #expect(pulled > 10 && pushed > 10)
    }

    struct ContainerSnapshot {
        var insetTop: CGFloat
        var clips: Bool
        var bottomConstant: CGFloat
        var heightConstant: CGFloat
        var imageFrame: CGRect
        var containerFrame: CGRect
    }

    /// Variant (b): the container clips exactly when `offsetY ≤ 0`, the image's bottom sinks by `−offsetY/2`
    /// when scrolled up (the image leaves at half the scroll speed) and its height grows by the pull.
    @Test("container header: clipping, half-speed bottom and height follow the article every frame")
    func containerHeaderFollowsTheFormulas() throws {
        let controller = StretchyContainerHeaderViewController()
        let simulation = try simulateWithoutSafeArea(controller)
        let tableView = controller.tableView
        let header = try #require(tableView.tableHeaderView as? StretchyContainerHeaderView)
        let frames = try driveScreen(simulation, following: tableView, Self.scripts) {
            ContainerSnapshot(insetTop: tableView.contentInset.top, clips: header.containerView.clipsToBounds,
                              bottomConstant: header.imageViewBottom.constant, heightConstant: header.imageViewHeight.constant,
                              imageFrame: header.imageView.frame, containerFrame: header.containerView.frame)
        }
        // Before the first scroll no `scrollViewDidScroll(_:)` has run: the container keeps UIView's default
        // (no clipping) until the offset first moves; from then on every frame follows the article.
        let firstScroll = try #require(frames.firstIndex { $0.offset != frames[0].offset })
        #expect(frames[..<firstScroll].allSatisfy { !$0.value.clips })
        var clipped = 0, unclipped = 0
        for sample in frames[firstScroll...] {
            let top = sample.value.insetTop
            let offsetY = -(sample.offset.y + top)
            let bottom = offsetY >= 0 ? 0 : -offsetY / 2
            let height = max(offsetY + top, top)
            let v = sample.value
            if v.clips { clipped += 1 } else { unclipped += 1 }
            #expect(v.clips == (offsetY <= 0), "frame \(sample.frame), offsetY \(offsetY)")
            #expect(isApproximatelyEqual(v.bottomConstant, bottom, absoluteTolerance: 1e-9), "frame \(sample.frame)")
            #expect(isApproximatelyEqual(v.heightConstant, height, absoluteTolerance: 1e-9), "frame \(sample.frame)")
            // The container fills the 200-pt header; the image hangs from its bottom, moved down by `bottom`.
            #expect(v.containerFrame == CGRect(x: 0, y: 0, width: 393, height: 200), "frame \(sample.frame)")
            #expect(isApproximatelyEqual(v.imageFrame.maxY, 200 + bottom, absoluteTolerance: 1e-9), "frame \(sample.frame)")
            #expect(isApproximatelyEqual(v.imageFrame.height, 200 + height, absoluteTolerance: 1e-9), "frame \(sample.frame)")
        }
        #expect(clipped > 10 && unclipped > 10)
    }

    /// Variant (c): after every frame's layout the section header's view has the frame the article's
    /// `layoutAttributesForElements(in:)` gives for the recorded offset.
    @Test("flow layout header: pinned to the visible top and stretched by the pull, every frame")
    func flowLayoutHeaderFollowsTheOffset() throws {
        let controller = StretchyCollectionHeaderViewController()
        let simulation = try simulateWithoutSafeArea(controller)
        let collectionView = controller.collectionView
        let headerPath = IndexPath(item: 0, section: 0)
        func headerFrame() -> CGRect? {
            collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: headerPath)?.frame
        }
        #expect(headerFrame() == CGRect(x: 0, y: 0, width: 393, height: 200))
        let frames = try driveScreen(simulation, following: collectionView, Self.scripts) { headerFrame() }
        var stretched = 0
        for sample in frames {
            let y = sample.offset.y
            guard y < 200 else { continue }   // the header is on screen
            let expected = y < 0 ? CGRect(x: 0, y: y, width: 393, height: 200 - y) : CGRect(x: 0, y: 0, width: 393, height: 200)
            if y < 0 { stretched += 1 }
            let frame = try #require(sample.value, "frame \(sample.frame): no header view")
            #expect(isApproximatelyEqual(frame.minY, expected.minY, absoluteTolerance: 1e-9)
                    && isApproximatelyEqual(frame.height, expected.height, absoluteTolerance: 1e-9)
                    && frame.minX == 0 && frame.width == 393, "frame \(sample.frame), y \(y): \(frame)")
        }
        #expect(stretched > 10)
    }
}
