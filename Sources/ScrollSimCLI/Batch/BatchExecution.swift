import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a batch (the items of `scrollsim run FILE|DIR ...` or of a sweep): sharding, worker processes,
/// progress, and the outputs in batch order.
///
/// Order and bytes do not depend on `--jobs`: every item's outcome carries its index, and stdout, stderr
/// and the `--summary` file are written in index order once the items are done (with `--jobs 1` as they
/// finish, which is the same order). Trace files are per item, written by whichever process ran it.
struct BatchExecution {
    /// The command's own arguments (after its name), to start the workers with.
    var subcommand: String
    var arguments: [String]
    var options: BatchOptions
    /// The whole batch, before sharding.
    var items: [BatchItem]

    func run() throws(CommandError) -> ExitCode {
        var slice = items[...]
        if let shard = options.shard {
            slice = items[BatchList.shard(index: shard.index, count: shard.count, total: items.count)]
        }
        let shardItems = Array(slice)
        if let directory = options.outputDirectory, options.worker == nil {
            try Self.prepareOutputDirectory(directory)
            try Self.checkDistinctStems(shardItems)
        }
        let runner = BatchScenarioRunner(outputDirectory: options.outputDirectory, traces: options.traces)

        if let worker = options.worker {
            // A worker: run every item whose index ≡ K (mod N) and report each as one record on stdout.
            var index = worker.index
            while index < shardItems.count {
                let outcome = runner.run(shardItems[index], index: index)
                FileHandle.standardOutput.write(Data((outcome.record + "\n").utf8))
                index += worker.count
            }
            return .success
        }

        let progress = BatchProgress(total: shardItems.count)
        let jobs = min(options.effectiveJobs, shardItems.count)
        var outcomes: [BatchOutcome]
        if jobs <= 1 {
            outcomes = []
            outcomes.reserveCapacity(shardItems.count)
            for (index, item) in shardItems.enumerated() {
                let outcome = runner.run(item, index: index)
                Self.emit(outcome)
                outcomes.append(outcome)
                progress.update(done: index + 1)
            }
        } else {
            let pool = WorkerPool(subcommand: subcommand, arguments: arguments, workers: jobs, itemCount: shardItems.count)
            outcomes = pool.run(progress: progress)
            for outcome in outcomes { Self.emit(outcome) }
        }
        progress.finish()

        let failed = outcomes.filter { $0.status != 0 }.count
        print("\(outcomes.count) scenario\(outcomes.count == 1 ? "" : "s"): \(outcomes.count - failed) ok, \(failed) failed")
        if let path = options.summaryPath {
            let text = outcomes.map { $0.summary + "\n" }.joined()
            do {
                try AtomicFileWriter.write([.init(path: path, contents: text)])
            } catch {
                throw CommandError(exitCode: .cannotCreate, message: error.description)
            }
            print("wrote \(path)")
        }
        return failed == 0 ? .success : .dataError
    }

    private static func emit(_ outcome: BatchOutcome) {
        print(outcome.stdout)
        if !outcome.stderr.isEmpty { StandardError.write(outcome.stderr + "\n") }
    }

    private static func prepareOutputDirectory(_ directory: String) throws(CommandError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw CommandError(exitCode: .cannotCreate, message: "--out '\(directory)' is a file, not a directory")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw CommandError(exitCode: .cannotCreate, message: "cannot create the --out directory '\(directory)'")
        }
    }

    /// Two items with the same stem would write the same trace files.
    private static func checkDistinctStems(_ items: [BatchItem]) throws(CommandError) {
        var first: [String: String] = [:]
        for item in items {
            if let other = first[item.stem] {
                throw CommandError(exitCode: .usage, message: "'\(other)' and '\(item.file)' would both write "
                                   + "--out traces named '\(item.stem).*.csv'; run them in separate batches")
            }
            first[item.stem] = item.file
        }
    }
}
