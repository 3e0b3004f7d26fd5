#if canImport(SwiftUI)
import SwiftUI
#else
import ScrollSimSwiftUI
#endif

/// What the SwiftUI scroll callbacks of a screen reported, in order, each with the frame it came in
/// (`frame()` is set by the test to the simulation's frame index).
@MainActor
final class ScrollCallbackLog {
    struct PhaseChange {
        var frame: Int
        var old: ScrollPhase, new: ScrollPhase
        var geometry: ScrollGeometry
        var velocity: CGVector?
    }

    var frame: () -> Int = { -1 }
    /// Every callback as text, shared with the test's delegate log ("phase a→b", "geometry", "visible …").
    var entries: [(frame: Int, text: String)] = []
    var phaseChanges: [PhaseChange] = []
    var offsetChanges: [(frame: Int, old: CGFloat, new: CGFloat)] = []
    var visibility: [(frame: Int, visible: Bool)] = []
    /// The geometry that the last transform saw.
    var lastGeometry: ScrollGeometry?

    func phase(_ old: ScrollPhase, _ new: ScrollPhase, _ context: ScrollPhaseChangeContext) {
        phaseChanges.append(PhaseChange(frame: frame(), old: old, new: new, geometry: context.geometry,
                                        velocity: context.velocity))
        entries.append((frame(), "phase \(old)→\(new)"))
    }

    func offset(_ old: CGFloat, _ new: CGFloat) {
        offsetChanges.append((frame(), old, new))
        entries.append((frame(), "geometry"))
    }

    func visible(_ visible: Bool) {
        visibility.append((frame(), visible))
        entries.append((frame(), "visible \(visible)"))
    }
}

/// A vertical scroll view of a 400-pt red band, a 600-pt blue band and a 100-pt green band (content 1100
/// tall) whose visibility is reported; the scroll view reports its phases and its offset.
struct ScrollCallbackScreen: View {
    let log: ScrollCallbackLog

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Color.red.frame(height: 400)
                Color.blue.frame(height: 600)
                Color.green.frame(height: 100)
                    .onScrollVisibilityChange { log.visible($0) }
            }
        }
        .onScrollPhaseChange { old, new, context in log.phase(old, new, context) }
        .onScrollGeometryChange(for: CGFloat.self, of: { geometry in
            log.lastGeometry = geometry
            return geometry.contentOffset.y
        }, action: { old, new in log.offset(old, new) })
    }
}

/// A vertical scroll view holding a horizontal one, with a phase modifier on the outer one (the first scroll
/// view in the hierarchy) and the two-argument form on the inner one.
struct NestedPhaseScreen: View {
    let outer: ScrollCallbackLog
    let inner: ScrollCallbackLog

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ScrollView(.horizontal) {
                    Color.red.frame(width: 1000, height: 200)
                }
                .onScrollPhaseChange { old, new in inner.phase(old, new, nil) }
                Color.blue.frame(height: 1000)
            }
        }
        .onScrollPhaseChange { old, new, context in outer.phase(old, new, context) }
    }
}

extension ScrollCallbackLog {
    /// Records a change reported without a context.
    func phase(_ old: ScrollPhase, _ new: ScrollPhase, _ context: Never?) {
        phaseChanges.append(PhaseChange(frame: frame(), old: old, new: new,
                                        geometry: ScrollGeometry(contentOffset: .zero, contentSize: .zero,
                                                                 contentInsets: EdgeInsets(), containerSize: .zero),
                                        velocity: nil))
        entries.append((frame(), "phase \(old)→\(new)"))
    }
}
