import ScrollSim
import ScrollSimUIKit

/// A drawn view of a hosted SwiftUI tree: its name and its frame in the window (points).
struct DrawnView: Equatable {
    var name: String
    var frame: CGRect
}

/// Shows `controller` full screen in a simulation on the default device (393 × 852 pt; safe area top 59,
/// bottom 34, or none when `safeArea` is false), runs `frames` frames, and returns the hosting view's drawn
/// subviews, back to front, with their frames converted to the window.
func hostedViews(_ controller: UIViewController, safeArea: Bool = false, frames: Int = 2) throws -> [DrawnView] {
    let simulation: Simulation
    if safeArea {
        simulation = try Simulation(viewController: controller)
    } else {
        // A screen without a safe area, so the first layout pass (when the window appears) already has none.
        let screen = UIScreen(device: UIScreen.Device(name: "393 × 852 without a safe area",
                                                      size: CGSize(width: 393, height: 852), scale: 3,
                                                      maximumFramesPerSecond: 120, safeAreaInsets: .zero))
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.rootViewController = controller
        window.makeKeyAndVisible()
        simulation = try Simulation(window: window)
    }
    simulation.run(frames: frames)
    let host: UIView = controller.view
    return host.subviews.map { DrawnView(name: $0.name, frame: $0.convert($0.bounds, to: nil)) }
}

/// The text of the label drawn for a SwiftUI `Text`, or `nil` for another kind of view.
func drawnText(_ controller: UIViewController, at index: Int) -> String? {
    (controller.view.subviews[index] as? UILabel)?.text
}
