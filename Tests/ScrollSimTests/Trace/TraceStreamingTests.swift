import Foundation
import Testing
@testable import ScrollSim

/// Trace records and their times, streaming recorders, and the frame loop's hierarchy rescan.
@Suite("Trace records: frame times, streaming, rescans")
struct TraceStreamingTests {
    /// A 390 × 844 list with 5000 pt of content at offset 1000, flung up at 3000 pt/s.
    static func flingSimulation(refreshRate: Double, digitizerRate: Double) throws -> (Simulation, ScrollView) {
        let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "list")
        list.contentSize = CGSize(width: 390, height: 5000)
        list.contentOffset = CGPoint(x: 0, y: 1000)
        let simulation = try Simulation(root: list, refreshRate: refreshRate, digitizerRate: digitizerRate)
        return (simulation, list)
    }

    static let fling: [Gesture] = [.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 400), duration: 0.1), .up]

    /// README: "`time` = k / refreshRate, the same in every file". With a 480 Hz digitiser and a 120 Hz
    /// display, callbacks fire while reports stamped 1/480 s apart are processed; their rows still carry
    /// their frame's time (this failed before: the report's own time was written).
    @Test func callbackTimesAreTheirFramesTimesWhenTheDigitiserIsFaster() throws {
        let (simulation, _) = try Self.flingSimulation(refreshRate: 120, digitizerRate: 480)
        let recorder = TraceRecorder()
        simulation.recorder = recorder
        try simulation.perform(Self.fling)
        simulation.runUntilIdle()
        #expect(recorder.events.count > 10)
        for event in recorder.events {
            #expect(event.time == Double(event.frame) / 120, "seq \(event.seq): frame \(event.frame), time \(event.time)")
        }
        // The first drag callback comes in frame 1 (reports at 1/480 … 4/480 s are due at 1/120 s).
        let first = try #require(recorder.events.first)
        #expect(first.frame == 1 && first.time == 1.0 / 120)
    }

    /// `step()` rescans the hierarchy as `perform`, `run` and `runUntilIdle` do: a scroll view added
    /// since the last call is recorded in the very next step (this failed before: it was skipped).
    @Test func stepTakesInAScrollViewAddedSinceTheLastCall() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "root")
        let simulation = try Simulation(root: root)
        let recorder = TraceRecorder()
        simulation.recorder = recorder
        simulation.step()
        #expect(recorder.frames.isEmpty)
        let added = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "added")
        added.contentSize = CGSize(width: 390, height: 2000)
        root.addSubview(added)
        simulation.step()
        #expect(simulation.scrollViews.map(\.name) == ["added"])
        #expect(recorder.frames.map(\.view) == ["added"])
        #expect(recorder.frames.map(\.frame) == [1])
    }

    /// A recorder that keeps nothing hands every record to its handlers, complete (the willEndDragging
    /// record with the target a delegate changed) and in order: the same records a keeping recorder has.
    @Test func aStreamingRecorderHandsOverTheSameRecordsAndKeepsNone() throws {
        final class Retargeter: ScrollViewDelegate {
            func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                           targetContentOffset: inout CGPoint) {
                targetContentOffset.y = 2000
            }
        }
        func run(_ recorder: TraceRecorder) throws {
            let (simulation, list) = try Self.flingSimulation(refreshRate: 120, digitizerRate: 120)
            let delegate = Retargeter()
            list.delegate = delegate
            simulation.recorder = recorder
            try simulation.perform(Self.fling)
            simulation.runUntilIdle()
            recorder.flush()
            withExtendedLifetime(delegate) {}
        }
        let kept = TraceRecorder()
        try run(kept)
        let streaming = TraceRecorder(keepsRecords: false)
        var frames: [FrameRecord] = [], events: [EventRecord] = []
        streaming.frameHandler = { frames.append($0) }
        streaming.eventHandler = { events.append($0) }
        try run(streaming)
        #expect(streaming.frames.isEmpty && streaming.events.isEmpty)
        #expect(frames == kept.frames)
        #expect(events == kept.events)
        #expect(events.contains { $0.finalTarget == CGPoint(x: 0, y: 2000) })
        #expect(streaming.eventCount == kept.events.count)
    }

    /// Rows streamed through an ``OutputFile`` (more than one 64 KiB buffer of them) are byte for byte
    /// the rows `TraceCSV` builds in memory, and read back to the same `Double`s.
    @Test func streamedRowsMatchTheInMemoryCSVAndReadBackExactly() throws {
        let (simulation, _) = try Self.flingSimulation(refreshRate: 240, digitizerRate: 120)
        let recorder = TraceRecorder()
        simulation.recorder = recorder
        try simulation.perform(Self.fling)
        simulation.run(seconds: 5)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("scrollsim-stream-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("frames.csv").path
        let batch = OutputFileBatch(protecting: [])
        var file = try batch.open(path, label: "--frames")
        file.write(TraceCSV.framesHeader + "\n")
        for record in recorder.frames { TraceCSV.writeFrameRow(record, to: &file) }
        try batch.commit()
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.utf8.count > OutputFile.bufferSize)
        #expect(written == TraceCSV.frames(recorder.frames))
        let rows = written.split(separator: "\n").dropFirst().map { $0.split(separator: ",") }
        #expect(rows.count == recorder.frames.count)
        for (row, record) in zip(rows, recorder.frames) {
            #expect(Double(String(row[1])) == record.time)
            #expect(Double(String(row[4])) == Double(record.offset.y))
            #expect(Double(String(row[6])) == Double(record.velocity.y))
        }
    }
}
