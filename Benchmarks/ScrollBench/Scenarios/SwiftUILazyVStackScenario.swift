import Foundation
import ScrollSim
import ScrollSimSwiftUI

/// A SwiftUI screen hosted by `UIHostingController`: a `ScrollView` holding a `LazyVStack` of N `ForEach` rows
/// (a 44-pt square, a `Text` and a `Spacer` in an `HStack`, 60 pt tall, every third row 80 pt), started in
/// the middle and driven by the long drag-and-fling. Only the rows near the visible rectangle are built;
/// rows scrolled away are recycled; unbuilt rows count at the first row's height until built. The
/// per-frame cost must not grow with N (tops and row look-ups are O(log N) in a Fenwick tree).
struct SwiftUILazyVStackScenario: BenchScenario {
    var name: String { "swiftui-lazy-vstack" }
    var summary: String { "SwiftUI LazyVStack of N ForEach rows in a hosted ScrollView, from the middle: drag then fling" }
    var takesItemCount: Bool { true }

    func frameCount(quick: Bool) -> Int { quick ? 400 : 4_000 }

    func makeWorkload(items: Int?, refreshRate: Double) throws -> any Workload {
        let controller = UIHostingController(rootView: LazyBenchScreen(count: items ?? 1_000))
        let simulation = try Simulation(viewController: controller, refreshRate: refreshRate,
                                        screenScale: ScenarioGeometry.screenScale,
                                        digitizerRate: ScenarioGeometry.digitizerRate)
        simulation.run(frames: 2)
        guard let scrollView = controller.view.firstDescendant(named: "ScrollView") as? UIScrollView else {
            throw SwiftUILazyVStackScenarioError.noScrollView
        }
        scrollView.setContentOffset(CGPoint(x: 0, y: (scrollView.contentSize.height / 2).rounded()), animated: false)
        simulation.run(frames: 2)
        let workload = GestureLoopWorkload(simulation: simulation, scrollView: scrollView, script: DragAndFlingScenario.script,
                                           startOffset: scrollView.contentOffset)
        workload.retained = [controller]
        return workload
    }
}

/// Why ``SwiftUILazyVStackScenario`` could not be built.
enum SwiftUILazyVStackScenarioError: Error, CustomStringConvertible {
    /// The hosted screen rendered no engine view named `ScrollView`.
    case noScrollView
    var description: String { "swiftui-lazy-vstack: the hosted screen has no view named ScrollView" }
}

/// The rows of ``SwiftUILazyVStackScenario``.
struct LazyBenchScreen: ScrollSimSwiftUI.View {
    let count: Int

    var body: some ScrollSimSwiftUI.View {
        ScrollSimSwiftUI.ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<count, id: \.self) { index in
                    HStack {
                        ScrollSimSwiftUI.Color.blue.frame(width: 44, height: 44)
                        ScrollSimSwiftUI.Text("Row \(index)")
                        Spacer()
                    }
                    .frame(height: index % 3 == 0 ? 80 : 60)
                }
            }
        }
    }
}
