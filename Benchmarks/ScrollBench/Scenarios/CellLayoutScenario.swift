import Foundation
import ScrollSim

/// The cost of laying out one ``BenchSelfSizingCell`` by Auto Layout, one cell per sample ("frame"):
/// - `cell-layout-cold`: the cell's constraint system is rebuilt from nothing and solved (what a first
///   layout costs the solver: every row added, simplex from scratch), on existing views;
/// - `cell-layout-cold-10`: the same for ``BenchTenConstraintCell`` (ten constraints, no stack view);
/// - `cell-layout-create`: a new cell — views, constraints and all — built and solved;
/// - `cell-layout-reconfigure`: a reused cell gets another row's texts and is re-solved (constant edits
///   of the labels' content-size constraints, dual simplex).
/// Each sample is one `systemLayoutSizeFitting` at 390 pt width, as a self-sizing table does per row.
struct CellLayoutScenario: BenchScenario {
    enum Mode: String, CaseIterable { case cold, cold10 = "cold-10", create, reconfigure }
    let mode: Mode

    var name: String { "cell-layout-" + mode.rawValue }
    var summary: String {
        switch mode {
        case .cold: return "one self-sizing cell (image + 2 labels + stack view): constraint system rebuilt and solved"
        case .cold10: return "one 10-constraint cell (image + 2 labels, no stack view): constraint system rebuilt and solved"
        case .create: return "one self-sizing cell created (views + constraints) and solved"
        case .reconfigure: return "one reused self-sizing cell: new texts, incremental re-solve"
        }
    }
    var takesItemCount: Bool { false }

    func frameCount(quick: Bool) -> Int { quick ? 2_000 : 20_000 }

    func makeWorkload(items: Int?, refreshRate: Double) throws -> any Workload {
        CellLayoutWorkload(mode: mode)
    }
}

/// Runs one cell layout per sample.
final class CellLayoutWorkload: Workload {
    let mode: CellLayoutScenario.Mode
    let cell = BenchSelfSizingCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    let tenCell = BenchTenConstraintCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    private var row = 0
    /// Sum of fitted heights (keeps the work observable).
    private(set) var checksum: CGFloat = 0

    init(mode: CellLayoutScenario.Mode) {
        self.mode = mode
        cell.configure(row: 0)
        checksum += cell.fit().height
        tenCell.configure(row: 0)
        checksum += tenCell.fit().height
    }

    func run(sampler: FrameSampler) throws {
        sampler.resume()
        while !sampler.isFull {
            row &+= 1
            switch mode {
            case .cold:
                cell.configure(row: row)
                // Deactivating and reactivating a constraint is a structural change: the region's
                // system is rebuilt from nothing at the next solve.
                let pin = cell.constraints[0]
                pin.isActive = false
                pin.isActive = true
                checksum += cell.fit().height
            case .cold10:
                tenCell.configure(row: row)
                let pin = tenCell.constraints[0]
                pin.isActive = false
                pin.isActive = true
                checksum += tenCell.fit().height
            case .create:
                let fresh = BenchSelfSizingCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
                fresh.configure(row: row)
                checksum += fresh.fit().height
            case .reconfigure:
                cell.configure(row: row)
                checksum += cell.fit().height
            }
            sampler.mark()
        }
    }
}
