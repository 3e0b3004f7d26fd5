import Foundation
import ScrollSim

/// Records `layout.csv`: per frame and collection view, the elements visible after the frame's layout
/// pass and what that frame's pass did (a frame observer, installed only when `--layout` is given).
///
/// Columns `frame,time,view,visible,configured,created,reused`: `visible` is the number of element
/// views placed (cells and supplementary views, prefetch margin included); `configured`, `created` and
/// `reused` count this frame only (views configured by the data source, views created because a reuse
/// queue was empty, views taken from a reuse queue). Collection views in processing order.
final class LayoutTraceRecorder {
    /// The header line of `layout.csv`.
    static let header = "frame,time,view,visible,configured,created,reused"

    /// Where the rows go, as the run goes (the header is written at once).
    private let output: OutputFile

    init(output: OutputFile) {
        self.output = output
        output.write(Self.header + "\n")
    }
    private var previous: [ReuseCounters] = []
    private var views: [CollectionView] = []

    func install(on simulation: Simulation) {
        simulation.addFrameObserver { [self] simulation in record(simulation) }
    }

    private func record(_ simulation: Simulation) {
        let current = simulation.scrollViews.compactMap { $0 as? CollectionView }
        if current.count != views.count || zip(current, views).contains(where: { $0 !== $1 }) {
            // The set changed (a view added mid-run): known views keep their baseline, new ones start from
            // zero counters (their first row reports everything they did so far).
            previous = current.map { view in
                views.firstIndex { $0 === view }.map { previous[$0] } ?? ReuseCounters()
            }
            views = current
        }
        let frame = simulation.frameCount
        let prefix = "\(frame),\(TraceNumber.format(Double(frame) / simulation.refreshRate)),"
        for index in views.indices {
            let counters = views[index].counters
            let before = previous[index]
            output.write(prefix + TraceCSV.field(views[index].name) + ",\(counters.visible),")
            output.write("\(counters.configured - before.configured),\(counters.created - before.created),")
            output.write("\(counters.reused - before.reused)\n")
            previous[index] = counters
        }
    }

    /// Starts every collection view's deltas from its current counters (call before the run, so the
    /// first frame does not report the setup's initial layout).
    func baseline(_ simulation: Simulation) {
        views = simulation.scrollViews.compactMap { $0 as? CollectionView }
        previous = views.map(\.counters)
    }
}
