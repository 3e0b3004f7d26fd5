/// SwiftUI's `ScrollPhaseChangeContext`: what `onScrollPhaseChange(_:)`
/// passes with a phase change besides the old and new phase.
public struct ScrollPhaseChangeContext: Sendable {
    /// The scroll view's geometry when the phase changed (after the frame's layout, see the article “SwiftUI scroll callbacks”).
    public let geometry: ScrollGeometry
    /// The scroll view's velocity when the phase changed, if known [model: Apple documents no unit; here
    /// points per second in the content offset's direction, the engine's `velocity` (positive `dy` = the
    /// offset grows, the content moves up)]. `nil` in the ``ScrollPhase/idle`` and ``ScrollPhase/tracking``
    /// phases, in which the engine measures none.
    public let velocity: CGVector?

    init(geometry: ScrollGeometry, velocity: CGVector?) {
        self.geometry = geometry
        self.velocity = velocity
    }
}
