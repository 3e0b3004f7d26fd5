import Foundation
import ScrollSim
import ScrollSimScenario
import ScrollSimVisualization
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Shared helpers of the visualization tests: the package root, recorded runs of shipped scenarios,
/// golden-file comparison and an XML parse that counts elements.
enum VisualizationFixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Golden files are exact on the platform that recorded them (another libm may differ in the last
    /// bit of `exp`/`log10`, and so in a coordinate's last printed digit now and then).
    nonisolated static var isRecordingPlatform: Bool {
        #if os(Linux) && arch(x86_64)
        return true
        #else
        return false
        #endif
    }

    /// Runs a shipped hand-written scenario (no scene) with a ``RunRecorder`` attached.
    static func record(_ scenarioName: String, capturesViews: Bool = false) throws -> RunRecording {
        let path = packageRoot.appendingPathComponent("Data/scenarios/\(scenarioName).json").path
        let scenario = try Scenario(contentsOfFile: path)
        let simulation = try scenario.makeSimulation()
        let trace = TraceRecorder()
        simulation.recorder = trace
        let recorder = RunRecorder(capturesViews: capturesViews)
        recorder.install(on: simulation)
        _ = try scenario.play(on: simulation)
        return recorder.recording(name: scenario.name, simulation: simulation, events: trace.events,
                                  finger: FingerTrack(gestures: scenario.gestures, refreshRate: scenario.refreshRate,
                                                      digitizerRate: scenario.digitizerRate))
    }

    struct GoldenMismatch: Error, CustomStringConvertible {
        var description: String
    }

    /// Compares `text` with the golden file at `relativePath` (regression only); rewrites it instead when
    /// `SCROLLSIM_REGENERATE_GOLDEN=1`. A missing golden fails.
    static func compareWithGolden(_ text: String, _ relativePath: String) throws {
        let url = packageRoot.appendingPathComponent(relativePath)
        if ProcessInfo.processInfo.environment["SCROLLSIM_REGENERATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            throw GoldenMismatch(description: "missing golden \(relativePath); regenerate on purpose with SCROLLSIM_REGENERATE_GOLDEN=1")
        }
        guard text != expected else { return }
        let got = text.split(separator: "\n", omittingEmptySubsequences: false)
        let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
        var line = 0
        while line < got.count && line < want.count && got[line] == want[line] { line += 1 }
        throw GoldenMismatch(description: "\(relativePath) differs at line \(line + 1): got \(line < got.count ? String(got[line]) : "<end>"), "
                             + "want \(line < want.count ? String(want[line]) : "<end>"); if the change is intended, regenerate with SCROLLSIM_REGENERATE_GOLDEN=1")
    }

    /// What an XML parse saw: the root element, element counts by name, and the `<title>` texts.
    struct XMLSummary {
        var root: String?
        var counts: [String: Int] = [:]
        var titles: [String] = []
        var texts: [String] = []
    }

    /// Parses `text` as XML (Foundation's parser); throws on a parse error.
    static func parseXML(_ text: String) throws -> XMLSummary {
        final class Delegate: NSObject, XMLParserDelegate {
            var summary = XMLSummary()
            var stack: [String] = []
            var buffer = ""
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String] = [:]) {
                if summary.root == nil { summary.root = name }
                summary.counts[name, default: 0] += 1
                stack.append(name)
                buffer = ""
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) { buffer += string }
            func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
                if name == "title" { summary.titles.append(buffer) }
                if name == "text" { summary.texts.append(buffer) }
                buffer = ""
                stack.removeLast()
            }
        }
        let parser = XMLParser(data: Data(text.utf8))
        let delegate = Delegate()
        parser.delegate = delegate
        guard parser.parse() else {
            throw GoldenMismatch(description: "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "unknown error") at line \(parser.lineNumber)")
        }
        return delegate.summary
    }
}
