import Foundation
import Testing
import ScrollSim
import ScrollSimScenario

/// Regression guard: the full `frames.csv` and `events.csv` of the <doc:Physics#Worked-examples> worked-example
/// scenarios, byte for byte, against `Data/golden/`. The expectations of record are the hand-derived
/// numbers in `WorkedExamplesTests`; these files only catch *any* change to any frame. They were produced
/// by this engine once its <doc:Physics#Worked-examples> numbers matched, and are rewritten only on purpose:
/// `SCROLLSIM_REGENERATE_GOLDEN=1 swift test --filter GoldenTrace`. A missing golden file fails.
@Suite("Golden traces (regression)")
struct GoldenTraceTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Golden traces are exact on the platform that recorded them (another libm may differ in the last
    /// bit of `exp`/`log`, and so in a rounded offset now and then).
    nonisolated static var isRecordingPlatform: Bool {
        #if os(Linux) && arch(x86_64)
        return true
        #else
        return false
        #endif
    }

    @Test("worked examples A–G′ trace exactly as recorded", .enabled(if: isRecordingPlatform),
          arguments: ["a", "b", "b-prime", "c", "d", "e", "f", "g", "g-prime"])
    func workedExample(_ letter: String) throws {
        let scenarioPath = Self.packageRoot.appendingPathComponent("Data/scenarios/worked-example-\(letter).json").path
        let scenario = try Scenario(contentsOfFile: scenarioPath)
        let simulation = try scenario.makeSimulation()
        let recorder = TraceRecorder()
        simulation.recorder = recorder
        #expect(try scenario.play(on: simulation))
        let traces = [("frames", TraceCSV.frames(recorder.frames)), ("events", TraceCSV.events(recorder.events))]
        for (kind, text) in traces {
            let golden = Self.packageRoot.appendingPathComponent("Data/golden/worked-example-\(letter).\(kind).csv")
            if ProcessInfo.processInfo.environment["SCROLLSIM_REGENERATE_GOLDEN"] == "1" {
                try text.write(to: golden, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try #require(try? String(contentsOf: golden, encoding: .utf8),
                                        "missing golden \(golden.path); regenerate on purpose with SCROLLSIM_REGENERATE_GOLDEN=1")
            if text != expected {
                let got = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                let want = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                var line = 0
                while line < got.count && line < want.count && got[line] == want[line] { line += 1 }
                let gotLine = line < got.count ? got[line] : "<end>"
                let wantLine = line < want.count ? want[line] : "<end>"
                Issue.record("\(kind) of example \(letter) differs from \(golden.lastPathComponent) at line \(line + 1): got \(gotLine), want \(wantLine)")
            }
        }
    }
}
