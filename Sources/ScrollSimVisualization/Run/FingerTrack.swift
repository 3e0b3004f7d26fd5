import Foundation
import ScrollSim

/// Where a scenario's finger is at each frame, from its gesture script expanded by the engine's own rules
/// (``ScrollSim/TouchReports``): frame k has processed the reports whose tick t satisfies
/// `t · refreshRate ≤ k · digitizerRate` (exact comparison, as the engine's). The script starts at tick 0
/// (frame 0). A script the engine rejects has no track (the finger is never on the screen).
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
        let expansion = (try? TouchReports(gestures: gestures, digitizerRate: digitizerRate)).map(Array.init) ?? []
        for event in expansion {
            switch event.kind {
            case .down, .moved, .stationary:
                reports.append(Report(tick: event.tick, location: RunRecording.Point(x: Double(event.location.x),
                                                                                     y: Double(event.location.y))))
            case .up:
                reports.append(Report(tick: event.tick, location: nil))
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
