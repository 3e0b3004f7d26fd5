import Foundation
import ScrollSim

/// Records `views.csv`: one row per visible view per frame, written as the run goes (a frame observer of
/// the simulation, installed only when `--views` is given, so an untraced run does no work for it).
///
/// Columns `frame,time,view,x,y,width,height,alpha,scale,blur`: the frame index and time as in
/// `frames.csv`; the view's name; its ``View/presentationFrameInWindow`` (transform applied, window
/// points); its own alpha and `transform.scaleY` as drawn (``View/presentationAlpha``,
/// ``View/presentationTransform``: the animated values while a view animation runs); `blurRadius` (points). Rows follow the hierarchy
/// depth-first, parents first, back to front; a hidden view and its subtree are left out (a collection
/// view's recycled cells are hidden). Numbers are lossless (``TraceNumber``).
final class ViewTraceRecorder {
    /// The header line of `views.csv`.
    static let header = "frame,time,view,x,y,width,height,alpha,scale,blur"

    /// Where the rows go, as the run goes (the header is written at once).
    private let output: OutputFile

    init(output: OutputFile) {
        self.output = output
        output.write(Self.header + "\n")
    }

    func install(on simulation: Simulation) {
        simulation.addFrameObserver { [self] simulation in record(simulation) }
    }

    private func record(_ simulation: Simulation) {
        // Observers run inside frame k before the frame count advances: k = frameCount.
        let frame = simulation.frameCount
        let prefix = "\(frame),\(TraceNumber.format(Double(frame) / simulation.refreshRate)),"
        visit(simulation.root, prefix: prefix, shift: nil)
    }

    /// Writes `view`'s row and its subtree's. `shift` is the window position of the superview's bounds
    /// origin (`nil` for the root), accumulated on the way down, so a row costs O(1) instead of a walk to
    /// the root (``View/presentationFrameInWindow``). It is the same conversion, `presentationLayoutFrame.origin −
    /// bounds.origin` summed over the ancestors, summed from the root down.
    private func visit(_ view: View, prefix: String, shift: CGPoint?) {
        guard !view.isHidden else { return }
        var f = view.presentationFrame
        if let shift {
            f.origin.x += shift.x
            f.origin.y += shift.y
        }
        output.write(prefix + TraceCSV.field(view.name) + ",")
        output.write(TraceNumber.format(f.minX) + "," + TraceNumber.format(f.minY) + ",")
        output.write(TraceNumber.format(f.width) + "," + TraceNumber.format(f.height) + ",")
        output.write(TraceNumber.format(view.presentationAlpha) + "," + TraceNumber.format(view.presentationTransform.scaleY) + ",")
        output.write(TraceNumber.format(view.blurRadius) + "\n")
        let origin = view.presentationLayoutFrame.origin, bounds = view.bounds.origin
        let below = CGPoint(x: (shift?.x ?? 0) + (origin.x - bounds.x), y: (shift?.y ?? 0) + (origin.y - bounds.y))
        for subview in view.subviews { visit(subview, prefix: prefix, shift: below) }
    }
}
