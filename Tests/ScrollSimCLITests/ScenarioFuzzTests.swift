import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// Seeded mutation fuzzing of the scenario reader: every shipped scenario, mutated byte-wise (flip, drop,
/// duplicate, insert a JSON-significant character) thousands of times, must either decode or fail with a
/// `ScenarioError` naming a JSON path — never crash, never hang.
@Suite("Scenario reader under mutation")
struct ScenarioFuzzTests {
    static let scenarioDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Data/scenarios")

    static let significant: [UInt8] = Array("{}[]\",:0123456789-+.eE \ntruefalsnul\\".utf8)

    @Test("4000 seeded mutations decode or fail with a path")
    func mutations() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.scenarioDirectory.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        #expect(files.count >= 20)
        var random = SplitMix64(seed: 2026)
        var decoded = 0, rejected = 0
        for round in 0..<4000 {
            let name = files[round % files.count]
            var bytes = Array(try Data(contentsOf: Self.scenarioDirectory.appendingPathComponent(name)))
            for _ in 0..<Int(1 + random.next() % 3) {
                let at = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 4 {
                case 0: bytes[at] ^= UInt8(1 << (random.next() % 8))
                case 1: bytes.remove(at: at)
                case 2: bytes.insert(bytes[at], at: at)
                default: bytes.insert(Self.significant[Int(random.next() % UInt64(Self.significant.count))], at: at)
                }
                if bytes.isEmpty { bytes = [0x7b] }
            }
            do {
                _ = try Scenario(json: bytes, file: name)
                decoded += 1
            } catch {
                rejected += 1
                #expect(error.path.hasPrefix("$"), "\(name) round \(round): \(error)")
                #expect(!error.problem.isEmpty)
            }
        }
        #expect(decoded + rejected == 4000)
        #expect(rejected > 1000)   // most mutations break something, and are caught
    }
}
