import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScrollSimCommandLine

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
    var source: BatchSource

    func run() throws(CommandError) -> ExitCode {
        let source = self.source
        let range = options.shard.map { BatchList.shard(index: $0.index, count: $0.count, total: source.count) }
            ?? 0..<source.count
        let shardItem: @Sendable (Int) -> BatchItem = { source.item(range.lowerBound + $0) }
        let count = range.count
        if let directory = options.outputDirectory, options.worker == nil {
            try Self.prepareOutputDirectory(directory)
            try Self.checkDistinctStems(count: count, item: shardItem)
        }
        let runner = BatchScenarioRunner(outputDirectory: options.outputDirectory, traces: options.traces)

        if let worker = options.worker {
            // A worker: run every item whose index ≡ K (mod N) and report each as one record on stdout.
            var index = worker.index
            while index < count {
                let outcome = runner.run(shardItem(index), index: index)
                FileHandle.standardOutput.write(Data((outcome.record + "\n").utf8))
                index += worker.count
            }
            return .success
        }

        let summary = try options.summaryPath.map { path throws(CommandError) in
            try SummaryFileWriter(path: path, protecting: options.positionals)
        }
        let progress = BatchProgress(total: count)
        var failed = 0
        // Outcomes are written in index order as they become available: memory stays flat.
        let emit: (BatchOutcome) -> Void = { outcome in
            print(outcome.stdout)
            if !outcome.stderr.isEmpty { StandardError.write(outcome.stderr + "\n") }
            summary?.append(outcome.summary)
            if outcome.status != 0 { failed += 1 }
        }
        let jobs = min(options.effectiveJobs, count)
        if jobs <= 1 {
            for index in 0..<count {
                emit(runner.run(shardItem(index), index: index))
                progress.update(done: index + 1)
            }
        } else {
            let pool = WorkerPool(subcommand: subcommand, arguments: arguments, workers: jobs, itemCount: count)
            pool.run(progress: progress, emit: emit)
        }
        progress.finish()

        print("\(count) scenario\(count == 1 ? "" : "s"): \(count - failed) ok, \(failed) failed")
        if let summary {
            try summary.commit()
            print("wrote \(summary.path)")
        }
        return failed == 0 ? .success : .dataError
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

    /// Two items with the same stem would write the same trace files (a sweep's point names are distinct
    /// by construction; a file batch is checked).
    private static func checkDistinctStems(count: Int, item: (Int) -> BatchItem) throws(CommandError) {
        var first: [String: String] = [:]
        for index in 0..<count {
            let item = item(index)
            if item.point != nil { return }
            if let other = first[item.stem] {
                throw CommandError(exitCode: .usage, message: "'\(other)' and '\(item.file)' would both write "
                                   + "--out traces named '\(item.stem).*.csv'; run them in separate batches")
            }
            first[item.stem] = item.file
        }
    }
}
