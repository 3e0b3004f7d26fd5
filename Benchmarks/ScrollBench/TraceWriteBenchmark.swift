import Foundation
import ScrollSim
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `trace-write`: the throughput of the engine's trace writer against a plain reference writer of the
/// same bytes, measured side by side in one run (Benchmarks/README.md, "Trace writing").
///
/// Setup (untimed): a series of `fling` gestures on one scroll view is recorded with a keeping
/// ``TraceRecorder`` until ``frameCount`` frames; the records' `frames.csv` and `events.csv` rows are
/// formatted once into one contiguous byte array (row boundaries and file kept) for the reference writer.
///
/// Timed, per repetition and destination (the thread's CPU time, `CLOCK_THREAD_CPUTIME_ID`):
/// - **writer**: every record through `TraceCSV.writeFrameRow`/`writeEventRow` into two ``OutputFile``s
///   opened by ``OutputFileBatch``es and sharing one memo of recent numbers (as the files of one batch
///   do), in a run's order (a frame's row, then that frame's callbacks), headers, flushes and commits
///   included: the path `scrollsim run --frames --events` takes.
/// - **reference**: the pre-formatted rows, in the same order, copied one by one into a reused 64 KiB
///   buffer per file, `write(2)` whenever the next row does not fit, and once at the end.
/// - **traced run** (informational): the same gestures simulated again with a streaming recorder writing
///   both traces to `/dev/null`, and without a recorder: CPU ns per frame.
///
/// Throughput = trace bytes ÷ CPU time of the timed loop; the ratio = writer ÷ reference (medians of the
/// repetitions). Destinations: `/dev/null` (the writers' own cost: formatting, copying, system calls)
/// and a temporary file (the page cache, where a trace goes: the target's figure).
final class TraceWriteBenchmark {
    /// The name `--filter` matches and the tables print.
    static let name = "trace-write"
    /// One line for `--list`.
    static let summary = "frames.csv + events.csv of a fling series through TraceCSV into OutputFile (/dev/null and a temporary file), against a plain 64 KiB-buffer write(2) of the same bytes"
    /// The issue's target: the writer's throughput at least this share of the reference's.
    static let targetRatio = 0.40

    /// Whether `--filter` selects this measurement.
    static func isSelected(by filter: String?) -> Bool {
        guard let filter else { return true }
        return name.contains(filter.lowercased())
    }

    /// Recorded frames (300,000: ≈ 52 MB of both traces); 20,000 with `--quick`; `--frames N` sets it
    /// (two counts' difference isolates the per-row cost, e.g. under callgrind).
    let frameCount: Int
    private let refreshRate: Double
    private var frames: [FrameRecord] = []
    private var events: [EventRecord] = []
    /// The pre-formatted rows of both files, headers included, and each row's end offset.
    private var rowBytes: [UInt8] = []
    private var rowEnds: [Int] = []
    /// Which file each row belongs to: 0 `frames.csv`, 1 `events.csv`.
    private var rowFiles: [UInt8] = []
    private var cycles = 0

    init(quick: Bool, frames: Int? = nil, refreshRate: Double) {
        frameCount = frames ?? (quick ? 20_000 : 300_000)
        self.refreshRate = refreshRate
    }

    /// The figures of one destination.
    struct DestinationResult {
        var destination: String
        var writerBytesPerSecond: Double
        var referenceBytesPerSecond: Double
        var writerRepetitions: [Double]
        var referenceRepetitions: [Double]
        var ratio: Double { writerBytesPerSecond / referenceBytesPerSecond }
        var targetMet: Bool { ratio >= TraceWriteBenchmark.targetRatio }
    }

    /// The measured figures.
    struct Result {
        var frameRows: Int
        var eventRows: Int
        var bytes: Int
        /// `/dev/null`, then the temporary file (the target's figure).
        var destinations: [DestinationResult]
        var tracedRunNanosecondsPerFrame: Double
        var untracedRunNanosecondsPerFrame: Double
    }

    private func makeSimulation() throws -> (Simulation, ScrollView) {
        try ScenarioGeometry.singleScrollView(contentHeight: FlingScenario.fling.contentHeight,
                                             refreshRate: refreshRate)
    }

    /// Runs `cycles` fling gestures (all of them when `cycles` is nil: until ``frameCount`` frames).
    private func runFlings(_ simulation: Simulation, _ scrollView: ScrollView, cycles: Int?) throws -> Int {
        var done = 0
        while cycles.map({ done < $0 }) ?? (simulation.frameCount < frameCount) {
            scrollView.setContentOffset(FlingScenario.fling.startOffset, animated: false)
            try simulation.perform(FlingScenario.fling.script)
            simulation.runUntilIdle()
            done += 1
        }
        return done
    }

    /// Records the traces and formats the reference rows (untimed).
    func prepare() throws {
        let (simulation, scrollView) = try makeSimulation()
        let recorder = TraceRecorder()
        simulation.recorder = recorder
        cycles = try runFlings(simulation, scrollView, cycles: nil)
        recorder.flush()
        frames = recorder.frames
        events = recorder.events
        var row = ""
        func append(_ text: String, file: UInt8) {
            rowBytes.append(contentsOf: text.utf8)
            rowEnds.append(rowBytes.count)
            rowFiles.append(file)
        }
        append(TraceCSV.framesHeader + "\n", file: 0)
        append(TraceCSV.eventsHeader + "\n", file: 1)
        var nextEvent = 0
        func appendEvent() {
            row.removeAll(keepingCapacity: true)
            TraceCSV.writeEventRow(events[nextEvent], to: &row)
            append(row, file: 1)
            nextEvent += 1
        }
        for record in frames {
            row.removeAll(keepingCapacity: true)
            TraceCSV.writeFrameRow(record, to: &row)
            append(row, file: 0)
            while nextEvent < events.count, events[nextEvent].frame <= record.frame { appendEvent() }
        }
        while nextEvent < events.count { appendEvent() }
    }

    /// Where the timed writers write.
    enum Destination: CaseIterable {
        /// `/dev/null`: the writers' CPU cost alone (formatting, copying, system calls).
        case devNull
        /// A new file in the temporary directory (page cache; removed after each timing).
        case temporaryFile

        /// The label in the table and the JSON.
        var label: String { self == .devNull ? "/dev/null" : "temporary file" }

        /// The paths of the frames and the events file.
        var paths: (frames: String, events: String) {
            switch self {
            case .devNull: return ("/dev/null", "/dev/null")
            case .temporaryFile:
                let directory = NSTemporaryDirectory()
                let stem = "scrollbench-trace-write-\(getpid())"
                return (directory + "/" + stem + ".frames.csv", directory + "/" + stem + ".events.csv")
            }
        }

        func removeFiles() {
            guard self == .temporaryFile else { return }
            unlink(paths.frames)
            unlink(paths.events)
        }
    }

    /// The engine's writer: returns (bytes, CPU ns). Rows go out in the order a traced run writes them:
    /// each frame's `frames.csv` rows, then the callbacks of that frame (events of frame ≤ k).
    private func timeWriter(_ destination: Destination, verify: Bool = false) throws -> (Int, UInt64) {
        defer { destination.removeFiles() }
        // One batch per file: a batch refuses two outputs naming the same file (/dev/null twice).
        let framesBatch = OutputFileBatch(protecting: []), eventsBatch = OutputFileBatch(protecting: [])
        let framesFile = try framesBatch.open(destination.paths.frames, label: "frames")
        let eventsFile = try eventsBatch.open(destination.paths.events, label: "events")
        eventsFile.sharesNumberMemo(with: framesFile)   // as the files of `scrollsim run`'s one batch do
        var framesStream = framesFile
        var eventsStream = eventsFile
        let start = MonotonicClock.threadCPUNanoseconds()
        framesStream.write(TraceCSV.framesHeader + "\n")
        eventsStream.write(TraceCSV.eventsHeader + "\n")
        var nextEvent = 0
        for record in frames {
            TraceCSV.writeFrameRow(record, to: &framesStream)
            while nextEvent < events.count, events[nextEvent].frame <= record.frame {
                TraceCSV.writeEventRow(events[nextEvent], to: &eventsStream)
                nextEvent += 1
            }
        }
        while nextEvent < events.count {
            TraceCSV.writeEventRow(events[nextEvent], to: &eventsStream)
            nextEvent += 1
        }
        framesStream.flush()
        eventsStream.flush()
        try framesBatch.commit(); try eventsBatch.commit()
        let elapsed = MonotonicClock.threadCPUNanoseconds() - start
        if let failure = framesFile.failure ?? eventsFile.failure { throw TraceWriteError(message: failure) }
        if verify { try verifyFiles(destination) }
        return (framesFile.byteCount + eventsFile.byteCount, elapsed)
    }

    /// Checks that the files the writer wrote hold exactly the reference's bytes.
    private func verifyFiles(_ destination: Destination) throws {
        var expected: [[UInt8]] = [[], []]
        var rowStart = 0
        for (end, file) in zip(rowEnds, rowFiles) {
            expected[Int(file)].append(contentsOf: rowBytes[rowStart..<end])
            rowStart = end
        }
        for (path, bytes) in zip([destination.paths.frames, destination.paths.events], expected) {
            guard let data = FileManager.default.contents(atPath: path), [UInt8](data) == bytes else {
                throw TraceWriteError(message: "\(path) differs from the reference's bytes")
            }
        }
    }

    /// The reference writer: returns (bytes, CPU ns). The same rows, in the same order, through one
    /// 64 KiB buffer per file.
    private func timeReference(_ destination: Destination) throws -> (Int, UInt64) {
        defer { destination.removeFiles() }
        let capacity = 1 << 16
        let buffers = UnsafeMutableRawPointer.allocate(byteCount: 2 * capacity, alignment: 16)
        defer { buffers.deallocate() }
        var written = 0
        func writeOut(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) {
            var base = pointer, remaining = count
            while remaining > 0 {
                let result = write(descriptor, base, remaining)
                if result < 0 { if errno == EINTR { continue }; return }
                remaining -= result; base += result; written += result
            }
        }
        let start = MonotonicClock.threadCPUNanoseconds()
        let flags = O_WRONLY | O_CREAT | O_TRUNC
        let descriptors = [open(destination.paths.frames, flags, 0o644), open(destination.paths.events, flags, 0o644)]
        guard descriptors.allSatisfy({ $0 >= 0 }) else { throw TraceWriteError(message: "cannot open the reference's files") }
        var used = [0, 0]
        rowBytes.withUnsafeBytes { rows in
            var rowStart = 0
            for (end, file) in zip(rowEnds, rowFiles) {
                let length = end - rowStart
                let buffer = buffers + Int(file) * capacity
                if used[Int(file)] + length > capacity { writeOut(descriptors[Int(file)], buffer, used[Int(file)]); used[Int(file)] = 0 }
                (buffer + used[Int(file)]).copyMemory(from: rows.baseAddress! + rowStart, byteCount: length)
                used[Int(file)] += length
                rowStart = end
            }
        }
        for file in 0..<2 {
            if used[file] > 0 { writeOut(descriptors[file], buffers + file * capacity, used[file]) }
            close(descriptors[file])
        }
        let elapsed = MonotonicClock.threadCPUNanoseconds() - start
        return (written, elapsed)
    }

    /// A traced (streaming to /dev/null) or untraced run of the same gestures: CPU ns per frame.
    private func timeRun(traced: Bool) throws -> Double {
        let (simulation, scrollView) = try makeSimulation()
        let framesBatch = OutputFileBatch(protecting: []), eventsBatch = OutputFileBatch(protecting: [])
        if traced {
            var framesFile = try framesBatch.open("/dev/null", label: "frames")
            var eventsFile = try eventsBatch.open("/dev/null", label: "events")
            eventsFile.sharesNumberMemo(with: framesFile)
            let recorder = TraceRecorder(keepsRecords: false)
            recorder.frameHandler = { TraceCSV.writeFrameRow($0, to: &framesFile) }
            recorder.eventHandler = { TraceCSV.writeEventRow($0, to: &eventsFile) }
            simulation.recorder = recorder
        }
        let start = MonotonicClock.threadCPUNanoseconds()
        _ = try runFlings(simulation, scrollView, cycles: cycles)
        simulation.recorder?.flush()
        let elapsed = MonotonicClock.threadCPUNanoseconds() - start
        try framesBatch.commit(); try eventsBatch.commit()
        return Double(elapsed) / Double(max(simulation.frameCount, 1))
    }

    /// Prepares, checks the writer's bytes and warms up once, then measures `repetitions` times per
    /// destination (writer and reference interleaved), then the traced and untraced runs.
    func measure(repetitions: Int) throws -> Result {
        try prepare()
        _ = try timeWriter(.temporaryFile, verify: true)
        var destinations: [DestinationResult] = []
        for destination in Destination.allCases {
            _ = try timeWriter(destination); _ = try timeReference(destination)
            var writer: [Double] = [], reference: [Double] = []
            for _ in 0..<max(repetitions, 1) {
                let (writerBytes, writerTime) = try timeWriter(destination)
                let (referenceBytes, referenceTime) = try timeReference(destination)
                guard writerBytes == referenceBytes, writerBytes == rowBytes.count else {
                    throw TraceWriteError(message: "the writer wrote \(writerBytes) bytes, the reference \(referenceBytes)")
                }
                writer.append(Double(writerBytes) / (Double(writerTime) / 1e9))
                reference.append(Double(referenceBytes) / (Double(referenceTime) / 1e9))
            }
            destinations.append(DestinationResult(
                destination: destination.label,
                writerBytesPerSecond: Self.median(writer), referenceBytesPerSecond: Self.median(reference),
                writerRepetitions: writer, referenceRepetitions: reference))
        }
        var traced: [Double] = [], untraced: [Double] = []
        for _ in 0..<max(repetitions, 1) {
            traced.append(try timeRun(traced: true))
            untraced.append(try timeRun(traced: false))
        }
        return Result(frameRows: frames.count, eventRows: events.count, bytes: rowBytes.count,
                      destinations: destinations,
                      tracedRunNanosecondsPerFrame: Self.median(traced),
                      untracedRunNanosecondsPerFrame: Self.median(untraced))
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[(sorted.count - 1) / 2]
    }
}

/// A failure of the `trace-write` measurement.
struct TraceWriteError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

extension TraceWriteBenchmark.Result {
    /// The table printed under the scenario table.
    var table: String {
        func mb(_ value: Double) -> String { String(format: "%.1f", value / 1e6) }
        let target = Int(TraceWriteBenchmark.targetRatio * 100)
        var lines = [
            "trace-write: \(frameRows) frames.csv + \(eventRows) events.csv rows, \(mb(Double(bytes))) MB; "
                + "traced run \(String(format: "%.0f", tracedRunNanosecondsPerFrame)) ns/frame, "
                + "untraced \(String(format: "%.0f", untracedRunNanosecondsPerFrame)) ns/frame",
            "",
            "| destination | writer MB/s | reference MB/s | writer/reference | ≥ \(target) % |",
            "|---|---:|---:|---:|---|",
        ]
        for row in destinations {
            lines.append("| \(row.destination) | \(mb(row.writerBytesPerSecond)) | \(mb(row.referenceBytesPerSecond)) | "
                + "\(String(format: "%.1f %%", row.ratio * 100)) | \(row.targetMet ? "met" : "not met") |")
        }
        return lines.joined(separator: "\n")
    }

    /// The `traceThroughput` object of the `--json` report.
    var json: [String: Any] {
        [
            "frameRows": frameRows, "eventRows": eventRows, "bytes": bytes,
            "targetRatio": TraceWriteBenchmark.targetRatio,
            "tracedRunNanosecondsPerFrame": tracedRunNanosecondsPerFrame.rounded(),
            "untracedRunNanosecondsPerFrame": untracedRunNanosecondsPerFrame.rounded(),
            "destinations": destinations.map { row -> [String: Any] in
                [
                    "destination": row.destination,
                    "writerBytesPerSecond": row.writerBytesPerSecond.rounded(),
                    "referenceBytesPerSecond": row.referenceBytesPerSecond.rounded(),
                    "writerBytesPerSecondRepetitions": row.writerRepetitions.map { $0.rounded() },
                    "referenceBytesPerSecondRepetitions": row.referenceRepetitions.map { $0.rounded() },
                    "ratio": (row.ratio * 10_000).rounded() / 10_000,
                    "targetMet": row.targetMet,
                ]
            },
        ]
    }
}
