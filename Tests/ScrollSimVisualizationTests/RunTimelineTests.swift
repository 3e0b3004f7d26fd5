import Foundation
import Testing
import ScrollSimVisualization
import ScrollSimTestSupport

/// The timeline is checked against the Trace Event Format's documented fields: a JSON object with a
/// `traceEvents` array; every event has `name`, `ph`, `pid`, `tid` and (except metadata) `ts` in µs;
/// complete events (`X`) have `dur`; instant events (`i`) a scope `s` of `g`, `p` or `t`; counter events
/// (`C`) numeric `args`; metadata (`M`) `process_name`/`thread_name`/`thread_sort_index` with `args`.
@Suite("Run timeline (Trace Event Format)")
struct RunTimelineTests {
    static func parse(_ json: String) throws -> (root: [String: Any], events: [[String: Any]]) {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        let root = try #require(object as? [String: Any])
        let events = try #require(root["traceEvents"] as? [[String: Any]])
        return (root, events)
    }

    static func checkFormat(_ events: [[String: Any]]) {
        for event in events {
            let ph = event["ph"] as? String
            #expect(event["name"] is String)
            #expect(event["pid"] is Int)
            #expect(["M", "X", "i", "C"].contains(ph ?? ""), "unexpected ph \(ph ?? "nil")")
            if ph != "M" { #expect((event["ts"] as? NSNumber) != nil) }
            if ph == "M" {
                #expect(["process_name", "thread_name", "thread_sort_index"].contains(event["name"] as? String ?? ""))
                #expect(event["args"] is [String: Any])
            }
            if ph == "X" {
                #expect(event["tid"] is Int)
                #expect(((event["dur"] as? NSNumber)?.doubleValue ?? -1) >= 0)
            }
            if ph == "i" { #expect(["g", "p", "t"].contains(event["s"] as? String ?? "")) }
            if ph == "C" {
                let args = event["args"] as? [String: Any] ?? [:]
                #expect(!args.isEmpty && args.values.allSatisfy { $0 is NSNumber })
            }
        }
    }

    @Test("example C's timeline has the documented structure, frames in µs of simulated time, and the release's detail")
    func exampleC() throws {
        let recording = try VisualizationFixtures.record("worked-example-c")
        let (root, events) = try Self.parse(RunTimeline(recording: recording).json)
        #expect(root["displayTimeUnit"] as? String == "ms")
        Self.checkFormat(events)
        let threads = events.filter { $0["name"] as? String == "thread_name" }
            .compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
        #expect(threads == ["frames", "scrollView"])

        // One slice per frame: frame k from k/120 s = k · 8333.333 µs, lasting one frame.
        let frames = events.filter { $0["cat"] as? String == "frame" }
        #expect(frames.count == recording.frameCount)
        for k in [0, 1, 12, 100] where k < frames.count {
            let ts = try #require((frames[k]["ts"] as? NSNumber)?.doubleValue)
            let dur = try #require((frames[k]["dur"] as? NSNumber)?.doubleValue)
            #expect(isApproximatelyEqual(ts, Double(k) * 1e6 / 120, absoluteTolerance: 0.0006))
            #expect(isApproximatelyEqual(dur, 1e6 / 120, absoluteTolerance: 0.0011))
        }

        // The release (<doc:Physics#Worked-examples> C): at 0.1 s, 2.0 pt/ms, target 5000 − 844 = 4156; args carry the detail.
        let release = try #require(events.first { $0["name"] as? String == "scrollViewWillEndDragging" })
        #expect(release["ph"] as? String == "i")
        #expect(isApproximatelyEqual((release["ts"] as? NSNumber)?.doubleValue ?? 0, 100_000, absoluteTolerance: 0.0006))
        let args = try #require(release["args"] as? [String: Any])
        #expect((args["velocity_y"] as? NSNumber)?.doubleValue == 2.0)
        #expect((args["target_y"] as? NSNumber)?.doubleValue == 4156)
        #expect((args["frame"] as? NSNumber)?.intValue == 12)

        // Phases as slices, back to back, in the lifecycle of a fling into an edge; the last one ends at
        // the frame of didEndDecelerating (the view is at rest from there on).
        let phases = events.filter { $0["cat"] as? String == "phase" }
        #expect(phases.compactMap { $0["name"] as? String } == ["tracking", "dragging", "decelerating", "bouncing"])
        for (a, b) in zip(phases, phases.dropFirst()) {
            let end = ((a["ts"] as? NSNumber)?.doubleValue ?? 0) + ((a["dur"] as? NSNumber)?.doubleValue ?? 0)
            #expect(isApproximatelyEqual(end, (b["ts"] as? NSNumber)?.doubleValue ?? -1, absoluteTolerance: 0.0011))
        }
        let rest = try #require(events.first { $0["name"] as? String == "scrollViewDidEndDecelerating" })
        let last = try #require(phases.last)
        let lastEnd = ((last["ts"] as? NSNumber)?.doubleValue ?? 0) + ((last["dur"] as? NSNumber)?.doubleValue ?? 0)
        #expect(isApproximatelyEqual(lastEnd, (rest["ts"] as? NSNumber)?.doubleValue ?? -1, absoluteTolerance: 0.0011))

        // Counters: the offset starts at the scenario's 3710 and ends pinned at the edge 4156.
        let offsets = events.filter { $0["name"] as? String == "scrollView offset" }
        #expect(((offsets.first?["args"] as? [String: Any])?["y"] as? NSNumber)?.doubleValue == 3710)
        #expect(((offsets.last?["args"] as? [String: Any])?["y"] as? NSNumber)?.doubleValue == 4156)
        #expect(events.contains { $0["name"] as? String == "scrollView velocity" && $0["ph"] as? String == "C" })
    }

    @Test("the benchmark timeline lays measured frames end to end and keeps the window around the slowest")
    func benchTimeline() throws {
        // Costs 1000 ns, one 9 ms frame at index 2 (over the 120 Hz budget of 8 333 333 ns).
        let samples: [UInt64] = [1_000, 1_000, 9_000_000, 5_000_000, 1_000]
        let timeline = FrameCostTimeline(runs: [.init(label: "fling", samples: samples)], budgetNanoseconds: 1e9 / 120)
        let (_, events) = try Self.parse(timeline.json)
        Self.checkFormat(events)
        let slices = events.filter { $0["ph"] as? String == "X" }
        #expect(slices.compactMap { $0["name"] as? String } == ["frame", "frame", "frame > budget", "frame > ½ budget", "frame"])
        // End to end: starts 0, 1, 2, 9002, 14002 µs.
        #expect(slices.compactMap { ($0["ts"] as? NSNumber)?.doubleValue } == [0, 1, 2, 9_002, 14_002])
        #expect(slices.compactMap { ($0["dur"] as? NSNumber)?.doubleValue } == [1, 1, 9_000, 5_000, 1])
    }

    @Test("a long run keeps the window of frames that contains its slowest frame")
    func window() {
        let limit = FrameCostTimeline.maximumFramesPerRun
        var samples = [UInt64](repeating: 10, count: limit + 10_000)
        samples[limit + 5_000] = 99
        // Centred on the slowest frame but not past the end: the last `limit` frames.
        #expect(FrameCostTimeline.window(of: samples) == 10_000..<(limit + 10_000))
        samples[limit + 5_000] = 10
        samples[100] = 99
        #expect(FrameCostTimeline.window(of: samples) == 0..<limit)
        #expect(FrameCostTimeline.window(of: [1, 2, 3]) == 0..<3)
    }
}
