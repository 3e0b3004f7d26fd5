import ScrollSim
import ScrollSimUIKit

/// The background colour of the hosting view's drawn subview at `index`, as 0…255 red, green, blue and
/// 0…1 alpha, or `nil` without one.
func drawnBackground(_ controller: UIViewController, at index: Int) -> [CGFloat]? {
    guard let color = controller.view.subviews[index].backgroundColor else { return nil }
    return [color.red * 255, color.green * 255, color.blue * 255, color.alpha]
}
