import Foundation

/// `--jobs N`: N worker processes of this same executable, each given `--worker K/N` (it runs the items
/// whose index ≡ K mod N, so long and short scenarios spread evenly) and reporting one record per item
/// on its stdout; the parent reads all pipes concurrently and returns the outcomes in index order.
///
/// A worker that dies leaves its missing items as failures (status 70) naming its exit status.
nonisolated struct WorkerPool {
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

    /// Starts the workers and hands every outcome to `emit` in index order, as soon as it and all
    /// before it have arrived (so the parent holds only the outcomes that arrived early).
    func run(progress: BatchProgress, emit: (BatchOutcome) -> Void) {
        let collector = Collector()
        let group = DispatchGroup()
        var processes: [Process?] = []
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
                processes.append(nil)
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
        var next = 0
        func drain() {
            while let outcome = collector.take(next) {
                emit(outcome)
                next += 1
            }
            progress.update(done: collector.received)
        }
        while group.wait(timeout: .now() + 0.05) == .timedOut { drain() }
        for process in processes { process?.waitUntilExit() }
        drain()
        // What a dead worker never reported.
        while next < itemCount {
            let worker = next % workers
            let status = processes[worker].map { String($0.terminationStatus) } ?? "not started"
            let message = collector.failure(worker: worker)
                ?? "the worker process running item \(next) exited (status \(status)) before reporting it"
            emit(BatchOutcome(index: next, status: 70,
                              summary: JSONText.object([("name", "null"), ("item", String(next)),
                                                        ("exitStatus", "70"), ("error", JSONText.string(message))]),
                              stdout: "item \(next): failed (exit status 70)",
                              stderr: "scrollsim: error: \(message)"))
            next += 1
            drain()
        }
    }

    /// Collects the records of all workers (thread-safe).
    final class Collector: @unchecked Sendable {
        private let lock = NSLock()
        private var records: [Int: BatchOutcome] = [:]
        private var failures: [Int: String] = [:]
        private var receivedCount = 0

        /// Records received so far (taken or not).
        var received: Int { lock.withLock { receivedCount } }

        /// Removes and returns the outcome of item `index`, if it has arrived.
        func take(_ index: Int) -> BatchOutcome? {
            lock.withLock { records.removeValue(forKey: index) }
        }

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
                        lock.withLock {
                            records[outcome.index] = outcome
                            receivedCount += 1
                        }
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
    }
}
