import Foundation
import Testing
import ScrollSim
import ScrollSimScenario
import ScrollSimTestSupport

/// Seeded mutation fuzzing of the scenario reader and the engine behind it: every shipped scenario,
/// mutated byte-wise (flip, drop, duplicate, insert a JSON-significant character) thousands of times,
/// must either decode or fail with a `ScenarioError` naming a JSON path — never crash, never hang — and
/// what decodes must build and run (a bounded number of frames) with valid traces.
@Suite("Scenario reader and engine under mutation")
struct ScenarioFuzzTests {
    static let scenarioDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Data/scenarios")

    static let significant: [UInt8] = Array("{}[]\",:0123456789-+.eE \ntruefalsnul\\".utf8)

    /// Frames one decoded scenario may run after its script (a run that is not idle by then is checked
    /// as it stands), and the frames its script may take (a longer one is decoded only).
    static let framesAfterScript = 300
    static let maximumScriptFrames = 2_000
    /// All fuzz runs together stop simulating after this many frames (keeps the test to about a second).
    static let frameBudget = 60_000

    /// The seeded mutations, in order: (file name, bytes).
    static func mutations(count: Int, seed: UInt64) throws -> [(String, [UInt8])] {
        let files = try FileManager.default.contentsOfDirectory(atPath: scenarioDirectory.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        var random = SplitMix64(seed: seed)
        var result: [(String, [UInt8])] = []
        for round in 0..<count {
            let name = files[round % files.count]
            var bytes = Array(try Data(contentsOf: scenarioDirectory.appendingPathComponent(name)))
            for _ in 0..<Int(1 + random.next() % 3) {
                let at = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 4 {
                case 0: bytes[at] ^= UInt8(1 << (random.next() % 8))
                case 1: bytes.remove(at: at)
                case 2: bytes.insert(bytes[at], at: at)
                default: bytes.insert(significant[Int(random.next() % UInt64(significant.count))], at: at)
                }
                if bytes.isEmpty { bytes = [0x7b] }
            }
            result.append((name, bytes))
        }
        return result
    }

    @Test("4000 seeded mutations decode or fail with a path")
    func mutations() throws {
        var rejected = 0
        for (name, bytes) in try Self.mutations(count: 4000, seed: 2026) {
            do {
                _ = try Scenario(json: bytes, file: name)
            } catch {
                rejected += 1
                #expect(error.path.hasPrefix("$"), "\(name): \(error)")
                #expect(!error.problem.isEmpty)
                #expect(!error.description.contains("\n"), "one line: \(error)")
            }
        }
        #expect(rejected > 1000)   // most mutations break something, and are caught
    }

    /// What one run recorded.
    struct Outcome: Equatable {
        var frames: [FrameRecord]
        var events: [EventRecord]
        var isIdle: Bool
        var finalOffsets: [CGPoint]
    }

    /// Builds and runs a hand-written scenario: its script, then until idle or `framesAfterScript`
    /// frames (effects and scenes are resolved by the CLI, not here: the hierarchy runs without them).
    static func run(_ scenario: Scenario) throws -> Outcome {
        let simulation = try scenario.makeSimulation()
        let recorder = TraceRecorder()
        simulation.recorder = recorder
        try simulation.perform(scenario.gestures)
        let isIdle: Bool
        switch scenario.run {
        case .untilIdle: isIdle = simulation.runUntilIdle(limit: framesAfterScript)
        case .seconds(let seconds):
            simulation.run(frames: min(framesAfterScript, Int((seconds * scenario.refreshRate).rounded(.up))))
            isIdle = simulation.isIdle
        }
        return Outcome(frames: recorder.frames, events: recorder.events, isIdle: isIdle,
                       finalOffsets: simulation.scrollViews.map(\.contentOffset))
    }

    /// The script's length in frames, as the engine plays it (whole digitiser ticks per step).
    static func scriptFrames(_ scenario: Scenario) -> Double {
        var ticks = 0.0
        for step in scenario.gestures {
            switch step {
            case .move(_, let duration): ticks += max(1, (duration * scenario.digitizerRate).rounded())
            case .hold(let duration), .wait(let duration): ticks += (duration * scenario.digitizerRate).rounded()
            default: break
            }
        }
        return ticks / scenario.digitizerRate * scenario.refreshRate
    }

    /// Every decoded hand-written mutation builds and runs; its traces hold finite numbers, its phases
    /// agree with its velocities, its callbacks follow <doc:CallbackOrder>'s grammar (`CallbackGrammar`), a
    /// run that ends idle rests inside each scroll view's range (within half a pixel), and running it
    /// again gives the same records bit for bit.
    @Test("Decoded mutations build, run and keep the trace invariants")
    func decodedMutationsRunWithValidTraces() throws {
        var framesSimulated = 0, runs = 0
        for (name, bytes) in try Self.mutations(count: 4000, seed: 2026) {
            guard framesSimulated < Self.frameBudget else { break }
            guard let scenario = try? Scenario(json: bytes, file: name), scenario.root != nil,
                  Self.scriptFrames(scenario) <= Double(Self.maximumScriptFrames) else { continue }
            let outcome = try Self.run(scenario)
            runs += 1
            framesSimulated += outcome.frames.count
            let label = "\(name) (mutated)"
            for record in outcome.frames {
                let numbers = [record.time, Double(record.offset.x), Double(record.offset.y),
                               Double(record.velocity.x), Double(record.velocity.y)]
                let finite = numbers.allSatisfy { $0.isFinite }
                #expect(finite, "\(label): frame \(record.frame) \(record.view): \(numbers)")
                #expect(ScrollPhase(rawValue: record.phase.rawValue) == record.phase)
                if record.phase == .idle {
                    #expect(record.velocity == CGPoint.zero, "\(label): idle with velocity \(record.velocity) at frame \(record.frame)")
                }
            }
            for event in outcome.events {
                let numbers = [event.time, Double(event.offset.x), Double(event.offset.y)]
                let finite = numbers.allSatisfy { $0.isFinite }
                #expect(finite, "\(label): seq \(event.seq): \(numbers)")
            }
            let grammar = CallbackGrammar(tree: try scenario.makeSimulation().root)
            let problems = grammar.violations(in: outcome.events, frames: outcome.frames, endsIdle: outcome.isIdle)
            #expect(problems.isEmpty, "\(label): \(problems.prefix(3))")
            if outcome.isIdle {
                let simulation = try scenario.makeSimulation()
                let halfPixel = scenario.screenScale > 0 ? 0.5 / scenario.screenScale : 0
                for (scrollView, offset) in zip(simulation.scrollViews, outcome.finalOffsets) {
                    // The range of the built view (the same scenario: the same content size and insets).
                    // A refreshing list rests up to the refresh inset (60 pt) above it (the control stays on).
                    var low = scrollView.minimumContentOffset
                    let high = scrollView.maximumContentOffset
                    if scrollView.refreshControl != nil { low.y -= RefreshControl.height }
                    #expect(offset.y >= low.y - halfPixel - 1e-9 && offset.y <= high.y + halfPixel + 1e-9,
                            "\(label): \(scrollView.name) rests at y \(offset.y) outside \(low.y)…\(high.y)")
                    #expect(offset.x >= low.x - halfPixel - 1e-9 && offset.x <= high.x + halfPixel + 1e-9,
                            "\(label): \(scrollView.name) rests at x \(offset.x) outside \(low.x)…\(high.x)")
                }
            }
            if runs % 4 == 0 {
                #expect(try Self.run(scenario) == outcome, "\(label): a second run differs")
            }
        }
        #expect(runs > 30, "only \(runs) decoded mutations ran")
    }
}
