import ScrollSim

/// Where a scenario's finger is at each frame, reconstructed from its gesture script the way the engine
/// expands it: the digitiser reports at whole ticks (`down` at the script's current tick, one `move`
/// sample per tick at constant speed, `hold` samples in place (`pause`: the finger stays, unreported), `up` at the instant the previous step
/// ended), and frame k has processed the reports whose tick t satisfies `t · refreshRate ≤ k ·
/// digitizerRate` (exact comparison, as the engine's). The script starts at tick 0 (frame 0).
public struct FingerTrack: Sendable {
    private struct Report: Sendable {
        var tick: Int
        var location: RunRecording.Point?
    }

    private let reports: [Report]
    private let refreshRate: Double, digitizerRate: Double

    /// The track of `gestures` at these rates (Hz).
    public init(gestures: [Gesture], refreshRate: Double, digitizerRate: Double) {
        self.refreshRate = refreshRate
        self.digitizerRate = digitizerRate
        var reports: [Report] = []
        var tick = 0
        var location = RunRecording.Point(x: 0, y: 0)
        for step in gestures {
            switch step {
            case .down(let at):
                location = RunRecording.Point(x: Double(at.x), y: Double(at.y))
                reports.append(Report(tick: tick, location: location))
            case .move(let to, let duration):
                let ticks = max(1, Int((duration * digitizerRate).rounded()))
                let from = location
                for i in 1...ticks {
                    let p = Double(i) / Double(ticks)
                    let sample = i == ticks
                        ? RunRecording.Point(x: Double(to.x), y: Double(to.y))
                        : RunRecording.Point(x: from.x + (Double(to.x) - from.x) * p, y: from.y + (Double(to.y) - from.y) * p)
                    reports.append(Report(tick: tick + i, location: sample))
                }
                tick += ticks
                location = RunRecording.Point(x: Double(to.x), y: Double(to.y))
            case .hold(let duration), .pause(let duration):
                tick += Int((duration * digitizerRate).rounded())
            case .up:
                reports.append(Report(tick: tick, location: nil))
            case .wait(let duration):
                tick += Int((duration * digitizerRate).rounded())
            case .statusBarTap:
                break
            }
        }
        self.reports = reports
    }

    /// The finger's position after frame `k` processed its reports, or `nil` when it is not on the screen.
    public func location(atFrame k: Int) -> RunRecording.Point? {
        var current: RunRecording.Point?
        for report in reports {
            guard Double(report.tick) * refreshRate <= Double(k) * digitizerRate else { break }
            current = report.location
        }
        return current
    }

    /// The positions of frames `0 ..< frameCount` (one pass over the reports).
    public func locations(frameCount: Int) -> [RunRecording.Point?] {
        var result: [RunRecording.Point?] = []
        result.reserveCapacity(frameCount)
        var index = 0
        var current: RunRecording.Point?
        for k in 0..<max(0, frameCount) {
            while index < reports.count, Double(reports[index].tick) * refreshRate <= Double(k) * digitizerRate {
                current = reports[index].location
                index += 1
            }
            result.append(current)
        }
        return result
    }
}
