import Foundation
import Testing

/// `scrollsim plot`, `scrollsim replay` and `run --plot/--timeline` through the built executable.
@Suite struct VisualCommandTests {
    static let exampleC = CLIRunner.scenariosDirectory.appendingPathComponent("worked-example-c.json").path

    @Test func plotAndRunPlotWriteTheSameBytesAsTheReadmePicture() throws {
        let directory = try CLIRunner.makeTemporaryDirectory("plot")
        let plot = directory.appendingPathComponent("plot.svg").path
        let runPlot = directory.appendingPathComponent("run.svg").path
        let timeline = directory.appendingPathComponent("t.json").path
        let first = try CLIRunner.run(["plot", Self.exampleC, "--out", plot])
        #expect(first.status == 0)
        #expect(first.stdout == "wrote \(plot)\n")
        let second = try CLIRunner.run(["run", Self.exampleC, "--plot", runPlot, "--timeline", timeline])
        #expect(second.status == 0)
        #expect(second.stdout.contains("wrote \(runPlot)\nwrote \(timeline)\n"))
        let a = try String(contentsOfFile: plot, encoding: .utf8)
        #expect(a == (try String(contentsOfFile: runPlot, encoding: .utf8)))
        #if os(Linux) && arch(x86_64)
        // The README's picture is this file (regression; regenerated with SCROLLSIM_REGENERATE_GOLDEN=1).
        let readmePlot = CLIRunner.packageRoot.appendingPathComponent("Data/plots/worked-example-c.svg").path
        #expect(a == (try String(contentsOfFile: readmePlot, encoding: .utf8)))
        #endif
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: timeline))) as? [String: Any]
        #expect((json?["traceEvents"] as? [Any])?.isEmpty == false)
    }

    @Test func plotWithoutOutWritesTheSVGToStandardOutput() throws {
        let result = try CLIRunner.run(["plot", Self.exampleC])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        #expect(result.stdout.hasSuffix("</svg>\n"))
    }

    @Test func replayOfASceneWritesOneSelfContainedPage() throws {
        let directory = try CLIRunner.makeTemporaryDirectory("replay")
        let page = directory.appendingPathComponent("replay.html").path
        let result = try CLIRunner.run(["replay", CLIRunner.scenariosDirectory.appendingPathComponent("sticky-header-fade.json").path,
                                        "--out", page])
        #expect(result.status == 0)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("\"header\""))
        #expect(!html.contains("http:") && !html.contains("https:"))
    }

    @Test(arguments: [
        (["plot"], "missing the scenario FILE"),
        (["replay", "a.json", "b.json"], "unexpected argument 'b.json'"),
        (["plot", "a.json", "--out", "a.json"], "the output file 'a.json' is the scenario file itself"),
        (["run", "a.json", "--plot", "p.svg", "--timeline", "p.svg"], "--plot and --timeline name the same file 'p.svg'"),
        (["replay", "a.json", "--plot", "x"], "unknown option '--plot'"),
    ])
    func usageErrorsExit64(arguments: [String], message: String) throws {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("scrollsim: error: \(message)\n"))
    }

    @Test func aMissingScenarioExits66AndWritesNothing() throws {
        let directory = try CLIRunner.makeTemporaryDirectory("missing")
        let out = directory.appendingPathComponent("r.html").path
        let result = try CLIRunner.run(["replay", directory.appendingPathComponent("none.json").path, "--out", out])
        #expect(result.status == 66)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func helpListsTheNewCommands() throws {
        let result = try CLIRunner.run(["--help"])
        #expect(result.stdout.contains("plot "))
        #expect(result.stdout.contains("replay "))
        let run = try CLIRunner.run(["help", "run"])
        #expect(run.stdout.contains("--plot P.svg"))
        #expect(run.stdout.contains("--timeline T.json"))
    }
}
