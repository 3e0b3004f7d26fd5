import Foundation
import Testing

/// Runs the built `scrollsim` executable and captures its exit status, stdout and stderr.
///
/// The executable is found next to the running test bundle (SwiftPM puts every product of a build in
/// the same directory, and `swift test` builds all products, executables included), or at
/// `$SCROLLSIM_EXECUTABLE` if set, or else in `<package>/.build/debug/` derived from this file's path.
enum CLIRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package root, from this file's location (`Tests/ScrollSimCLITests/CLIRunner.swift`).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Data/scenarios` in the package.
    static let scenariosDirectory = packageRoot.appendingPathComponent("Data/scenarios")

    /// The path of the `scrollsim` executable, or `nil` if none was found.
    static let executable: String? = {
        let fileManager = FileManager.default
        var candidates: [String] = []
        if let override = ProcessInfo.processInfo.environment["SCROLLSIM_EXECUTABLE"] {
            candidates.append(override)
        }
        // The test process itself: /proc/self/exe on Linux, else argv[0] / Bundle.main.
        var selfPaths: [String] = []
        if let exe = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") { selfPaths.append(exe) }
        if let main = Bundle.main.executableURL?.path { selfPaths.append(main) }
        selfPaths.append(CommandLine.arguments[0])
        for path in selfPaths {
            var directory = URL(fileURLWithPath: path).deletingLastPathComponent()
            // Inside an .xctest bundle on Darwin: <products>/X.xctest/Contents/MacOS/X.
            for _ in 0..<4 {
                candidates.append(directory.appendingPathComponent("scrollsim").path)
                directory = directory.deletingLastPathComponent()
            }
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/scrollsim").path)
        return candidates.first { fileManager.isExecutableFile(atPath: $0) }
    }()

    /// Runs `scrollsim` with `arguments` in `directory` (default: the package root).
    static func run(_ arguments: [String], in directory: URL = packageRoot) throws -> Result {
        guard let executable else {
            throw RunnerError("scrollsim executable not found; run `swift build` first or set SCROLLSIM_EXECUTABLE")
        }
        let captureDirectory = try makeTemporaryDirectory("capture")
        defer { try? FileManager.default.removeItem(at: captureDirectory) }
        let outURL = captureDirectory.appendingPathComponent("stdout")
        let errURL = captureDirectory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// A fresh empty directory under the system temporary directory. The name is unique per process and
    /// call (a counter), not random.
    static func makeTemporaryDirectory(_ label: String) throws -> URL {
        let number = counter.next()
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("scrollsim-tests-\(ProcessInfo.processInfo.processIdentifier)-\(label)-\(number)")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The shipped scenario files, sorted by name.
    static func shippedScenarios() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: scenariosDirectory.path)
            .filter { $0.hasSuffix(".json") }
            .sorted()
            .map { scenariosDirectory.appendingPathComponent($0) }
    }

    private static let counter = Counter()

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }

    struct RunnerError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
