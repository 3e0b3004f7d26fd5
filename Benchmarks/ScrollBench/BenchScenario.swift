/// A named benchmark workload. Add a scenario in one file: a type conforming to this protocol, and
/// one line in ``ScenarioRegistry/all``.
import ScrollBenchCore

protocol BenchScenario: Sendable {
    /// A stable identifier: lowercase words joined by hyphens. Used by `--filter`, in the tables and as
    /// the JSON `scenario` field, so renaming one breaks `--compare` against older baselines.
    var name: String { get }

    /// One line describing what the scenario does, for `--list` and the README.
    var summary: String { get }

    /// Whether the scenario runs once per list size given by `--items` (`true`), or once without an item
    /// count (`false`).
    var takesItemCount: Bool { get }

    /// Frames timed per repetition. `quick` is `--quick`: few frames, so that a debug build finishes in
    /// seconds.
    func frameCount(quick: Bool) -> Int

    /// Builds a fresh workload.
    /// - Parameters:
    ///   - items: the list size when ``takesItemCount`` is `true`, else `nil`.
    ///   - refreshRate: the simulated display refresh rate, Hz.
    func makeWorkload(items: Int?, refreshRate: Double) throws -> any Workload

    /// What the size counts when ``takesItemCount`` is `true`: `"items"` (list size, from `--items`),
    /// `"scrollViews"` or `"depth"` (from ``sizes(quick:)``).
    var sizeUnit: String { get }

    /// The scenario's own sizes, or `nil` to run at `--items`.
    func sizes(quick: Bool) -> [Int]?

    /// The scenario's own `--compare` thresholds, or `nil` for `--threshold`/`--threshold-abs`.
    var compareThreshold: ScenarioThreshold? { get }
}

extension BenchScenario {
    var sizeUnit: String { "items" }
    func sizes(quick: Bool) -> [Int]? { nil }
    var compareThreshold: ScenarioThreshold? { nil }
}
