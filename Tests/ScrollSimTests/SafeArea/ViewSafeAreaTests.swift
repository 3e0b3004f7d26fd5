import Foundation
import Testing
import ScrollSim

/// Every view's `safeAreaInsets` (UIKit's `UIView.safeAreaInsets`), not only a scroll view's: the window's
/// safe area (top 59, bottom 34 on a 393 × 852 window) overlapping the view's frame in window coordinates.
@Suite("Safe area: every view's safeAreaInsets and safeAreaLayoutGuide")
struct ViewSafeAreaTests {
    static let iPhone15Pro = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    @Test("a plain full-screen root has the window's insets; a 100-pt band at y 20 overlaps the top by 39")
    func plainViews() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 393, height: 852), name: "root")
        let band = View(frame: CGRect(x: 0, y: 20, width: 393, height: 100), name: "band")
        root.addSubview(band)
        #expect(root.safeAreaInsets == .zero) // no window safe area yet
        _ = try Simulation(root: root, safeAreaInsets: Self.iPhone15Pro)
        #expect(root.safeAreaInsets == Self.iPhone15Pro)
        #expect(band.safeAreaInsets == EdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
    }

    @Test("a view pinned to the root's safeAreaLayoutGuide sits at y 59 with height 852 − 59 − 34 = 759")
    func guideIsResolvedWithTheWindowSafeArea() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 393, height: 852), name: "root")
        let content = View(name: "content")
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(content)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            content.leftAnchor.constraint(equalTo: root.leftAnchor),
            content.rightAnchor.constraint(equalTo: root.rightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 393, height: 852)) // no safe area yet
        let simulation = try Simulation(root: root, safeAreaInsets: Self.iPhone15Pro)
        #expect(content.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
        simulation.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        simulation.run(frames: 1)
        #expect(content.frame == CGRect(x: 0, y: 20, width: 393, height: 832))
    }
}
