import Foundation
import Testing
@testable import ScrollSim

extension Simulation {
    /// Checks the view tree's invariants (`View.invariantViolations()`: the tree, every scroll view's and
    /// collection view's own, the layouts' caches) at the end of every frame from now on, recording the
    /// first broken frame as a test issue (later frames would only repeat it). Debug builds only.
    func checkInvariantsAfterEveryFrame(_ label: @autoclosure @escaping () -> String = "",
                                        sourceLocation: SourceLocation = #_sourceLocation) {
        #if DEBUG
        var reported = false
        addFrameObserver { simulation in
            guard !reported else { return }
            let violations = simulation.root.invariantViolations()
            if !violations.isEmpty {
                reported = true
                Issue.record("\(label()) frame \(simulation.frameCount): \(violations.joined(separator: "; "))",
                             sourceLocation: sourceLocation)
            }
        }
        #endif
    }
}
