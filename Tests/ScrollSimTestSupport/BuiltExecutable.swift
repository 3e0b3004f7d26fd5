import Foundation

/// Finds and runs a product of the package's own build (`scrollsim`, `ScrollBench`) from a test, capturing
/// its exit status, stdout and stderr. Shared by the CLI and benchmark tests.
///
/// An executable is looked for at `$<override>` if set, then next to the running test bundle (SwiftPM puts
/// every product of a build in one directory, and `swift test` builds the executables too; on Darwin the
/// bundle is `<products>/X.xctest/Contents/MacOS/X`), then in `fallbackDirectory` if given.
public enum BuiltExecutable {
    /// What a run printed and returned.
    public struct Output: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The path of the product `name`, or `nil` if it was not built.
    public static func find(_ name: String, override variable: String, fallbackDirectory: URL? = nil) -> String? {
        let fileManager = FileManager.default
        var candidates: [String] = []
        if let override = ProcessInfo.processInfo.environment[variable] { candidates.append(override) }
        var selfPaths: [String] = []
        if let exe = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") { selfPaths.append(exe) }
        if let main = Bundle.main.executableURL?.path { selfPaths.append(main) }
        selfPaths.append(CommandLine.arguments[0])
        for path in selfPaths {
            var directory = URL(fileURLWithPath: path).deletingLastPathComponent()
            for _ in 0..<4 {
                candidates.append(directory.appendingPathComponent(name).path)
                directory = directory.deletingLastPathComponent()
            }
        }
        if let fallbackDirectory { candidates.append(fallbackDirectory.appendingPathComponent(name).path) }
        return candidates.first { fileManager.isExecutableFile(atPath: $0) }
    }

    /// Runs `executable` with `arguments` in `directory` (default: the current one), stdin empty, and
    /// captures its output through files (no pipe can fill up and block it).
    public static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> Output {
        let capture = try temporaryDirectory("capture")
        defer { try? FileManager.default.removeItem(at: capture) }
        let outURL = capture.appendingPathComponent("stdout"), errURL = capture.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: outURL), errHandle = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return Output(status: process.terminationStatus,
                      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// A fresh empty directory under the system temporary directory, unique per process and call (a
    /// counter, not randomness).
    public static func temporaryDirectory(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scrollsim-tests-\(ProcessInfo.processInfo.processIdentifier)-\(label)-\(counter.next())")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
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
}
