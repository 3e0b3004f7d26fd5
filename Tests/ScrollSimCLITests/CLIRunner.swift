import Foundation
import Testing
import ScrollSimTestSupport

/// Runs the built `scrollsim` executable and captures its exit status, stdout and stderr.
///
/// The executable is found next to the running test bundle (SwiftPM puts every product of a build in
/// the same directory, and `swift test` builds all products, executables included), or at
/// `$SCROLLSIM_EXECUTABLE` if set, or else in `<package>/.build/debug/` derived from this file's path.
nonisolated enum CLIRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package root, from this file's location (`Tests/ScrollSimCLITests/CLIRunner.swift`).
    nonisolated static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Data/scenarios` in the package.
    static let scenariosDirectory = packageRoot.appendingPathComponent("Data/scenarios")

    /// The path of the `scrollsim` executable, or `nil` if none was found.
    nonisolated static let executable: String? = BuiltExecutable.find("scrollsim", override: "SCROLLSIM_EXECUTABLE",
                                                           fallbackDirectory: packageRoot.appendingPathComponent(".build/debug"))

    /// Runs `scrollsim` with `arguments` in `directory` (default: the package root).
    static func run(_ arguments: [String], in directory: URL = packageRoot) throws -> Result {
        guard let executable else {
            throw RunnerError("scrollsim executable not found; run `swift build` first or set SCROLLSIM_EXECUTABLE")
        }
        let output = try BuiltExecutable.run(executable, arguments, in: directory)
        return Result(status: output.status, stdout: output.stdout, stderr: output.stderr)
    }

    /// A fresh empty directory under the system temporary directory (unique per call, not random).
    static func makeTemporaryDirectory(_ label: String) throws -> URL {
        try BuiltExecutable.temporaryDirectory(label)
    }

    /// The shipped scenario files, sorted by name.
    static func shippedScenarios() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: scenariosDirectory.path)
            .filter { $0.hasSuffix(".json") }
            .sorted()
            .map { scenariosDirectory.appendingPathComponent($0) }
    }

    struct RunnerError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
