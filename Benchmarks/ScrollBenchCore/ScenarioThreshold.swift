/// A scenario's own regression thresholds for `--compare`: a figure regressed when it grew by more than
/// ``percent`` percent **and** by more than ``microseconds`` µs.
public struct ScenarioThreshold: Equatable, Sendable {
    /// Relative growth a regression must exceed, percent.
    public var percent: Double
    /// Absolute growth a regression must exceed, µs; `nil`: the next threshold in line applies (the
    /// scenario's own, then `--threshold-abs`).
    public var microseconds: Double?

    /// A threshold pair.
    public init(percent: Double, microseconds: Double?) {
        self.percent = percent
        self.microseconds = microseconds
    }
}
