import Foundation
import ScrollSim

/// The geometry every scroll-view scenario shares: <doc:Physics#Worked-examples>'s test setup (a 390 × 844 pt
/// scroll view filling an iPhone-sized window, screen scale 3, 120 Hz digitiser).
enum ScenarioGeometry {
    /// The window and scroll view size, points.
    static let screen = CGSize(width: 390, height: 844)
    /// Screen scale (pixels per point).
    static let screenScale = 3.0
    /// Touch samples per second.
    static let digitizerRate = 120.0

    /// A window-sized root view holding one full-screen scroll view with `contentHeight` of content.
    static func singleScrollView(contentHeight: Double, refreshRate: Double) throws -> (Simulation, ScrollView) {
        let root = View(frame: CGRect(origin: .zero, size: screen), name: "window")
        let scrollView = ScrollView(frame: CGRect(origin: .zero, size: screen), name: "scrollView")
        scrollView.contentSize = CGSize(width: screen.width, height: contentHeight)
        root.addSubview(scrollView)
        let simulation = try Simulation(root: root, refreshRate: refreshRate, screenScale: screenScale,
                                        digitizerRate: digitizerRate)
        return (simulation, scrollView)
    }
}
