import Foundation

/// `--jobs N`: N worker processes of this same executable, each given `--worker K/N` (it runs the items
/// whose index ≡ K mod N, so long and short scenarios spread evenly) and reporting one record per item
/// on its stdout; the parent reads all pipes concurrently and returns the outcomes in index order.
///
/// A worker that dies leaves its missing items as failures (status 70) naming its exit status.
struct WorkerPool {
    var subcommand: String
    var arguments: [String]
    var workers: Int
    var itemCount: Int

    /// This executable: `/proc/self/exe` on Linux, else the bundle's executable, else `argv[0]`.
    static var executablePath: String {
        if FileManager.default.fileExists(atPath: "/proc/self/exe"),
           let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return resolved
        }
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    func run(progress: BatchProgress) -> [BatchOutcome] {
        let collector = Collector()
        let group = DispatchGroup()
        var processes: [Process] = []
        for worker in 0..<workers {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Self.executablePath)
            process.arguments = [subcommand, "--worker", "\(worker)/\(workers)"] + arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            do {
                try process.run()
            } catch {
                collector.fail(worker: worker, message: "cannot start a worker process: \(error)")
                continue
            }
            processes.append(process)
            let handle = pipe.fileHandleForReading
            group.enter()
            DispatchQueue.global().async {
                collector.read(handle)
                group.leave()
            }
        }
        while group.wait(timeout: .now() + 0.1) == .timedOut {
            progress.update(done: collector.count)
        }
        for process in processes { process.waitUntilExit() }
        progress.update(done: collector.count)

        var outcomes = collector.outcomes(count: itemCount)
        for index in outcomes.indices where outcomes[index] == nil {
            let worker = index % workers
            let status = worker < processes.count ? processes[worker].terminationStatus : -1
            let message = collector.failure(worker: worker)
                ?? "the worker process running item \(index) exited (status \(status)) before reporting it"
            outcomes[index] = BatchOutcome(index: index, status: 70,
                                           summary: JSONText.object([("name", "null"), ("item", String(index)),
                                                                     ("exitStatus", "70"), ("error", JSONText.string(message))]),
                                           stdout: "item \(index): failed (exit status 70)",
                                           stderr: "scrollsim: error: \(message)")
        }
        return outcomes.map { $0! }
    }

    /// Collects the records of all workers (thread-safe).
    final class Collector: @unchecked Sendable {
        private let lock = NSLock()
        private var records: [Int: BatchOutcome] = [:]
        private var failures: [Int: String] = [:]

        var count: Int { lock.withLock { records.count } }

        func read(_ handle: FileHandle) {
            var buffer = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
                while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                    buffer.removeSubrange(buffer.startIndex...newline)
                    if let outcome = BatchOutcome(record: line[...]) {
                        lock.withLock { records[outcome.index] = outcome }
                    }
                }
            }
        }

        func fail(worker: Int, message: String) {
            lock.withLock { failures[worker] = message }
        }

        func failure(worker: Int) -> String? {
            lock.withLock { failures[worker] }
        }

        func outcomes(count: Int) -> [BatchOutcome?] {
            lock.withLock { (0..<count).map { records[$0] } }
        }
    }
}
