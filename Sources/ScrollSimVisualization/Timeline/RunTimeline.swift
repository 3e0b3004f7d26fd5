/// A run as a Trace Event Format timeline (`scrollsim run --timeline T.json`), in microseconds of
/// simulated time (frame k starts at k / refreshRate s):
///
/// - process 1 (the scenario), track `frames` (tid 1): one slice per frame (`frame k`, `ts` its start,
///   `dur` one frame; `args`: `frame`, `time` in s);
/// - one track per scroll view (tid 2, 3, …, processing order): its phases as slices (idle left out;
///   `args`: `firstFrame`, `lastFrame`), and every delegate callback as an instant event at its frame's
///   time (`args`: `seq`, `frame` and the detail's `key=value` pairs, numbers as numbers);
/// - counter tracks `<view> offset` and `<view> velocity` (series `x`, `y`; points and points per
///   second), a sample at the first frame and wherever a value changes.
public struct RunTimeline {
    /// The recording to write.
    public var recording: RunRecording

    /// A timeline of `recording`.
    public init(recording: RunRecording) {
        self.recording = recording
    }

    /// The JSON file.
    public var json: String {
        var writer = TraceEventWriter()
        let pid = 1
        writer.processName(pid: pid, "scrollsim: \(recording.name)")
        writer.threadName(pid: pid, tid: 1, "frames")
        for (index, track) in recording.scrollViews.enumerated() {
            writer.threadName(pid: pid, tid: index + 2, track.name)
        }
        for k in 0..<recording.frameCount {
            let start = recording.nanoseconds(ofFrame: k)
            writer.slice("frame \(k)", category: "frame", pid: pid, tid: 1, start: start,
                         duration: recording.nanoseconds(ofFrame: k + 1) - start,
                         arguments: [("frame", String(k)), ("time", JSONText.number(recording.time(ofFrame: k), decimals: 9))])
        }
        for (index, track) in recording.scrollViews.enumerated() {
            let tid = index + 2
            for run in track.phaseRuns where run.phase != "idle" {
                let start = recording.nanoseconds(ofFrame: run.firstFrame)
                writer.slice(run.phase, category: "phase", pid: pid, tid: tid, start: start,
                             duration: recording.nanoseconds(ofFrame: run.lastFrame + 1) - start,
                             arguments: [("firstFrame", String(run.firstFrame)), ("lastFrame", String(run.lastFrame))])
            }
            for callback in recording.callbacks where callback.view == track.name {
                var arguments: [TraceEventWriter.Argument] = [("seq", String(callback.seq)), ("frame", String(callback.frame))]
                arguments += callback.detailPairs.map { (key: $0.key, json: JSONText.detailValue($0.value)) }
                writer.instant(callback.event, category: "callback", pid: pid, tid: tid,
                               time: recording.nanoseconds(ofFrame: callback.frame), arguments: arguments)
            }
            var lastOffset: (Double, Double)?, lastVelocity: (Double, Double)?
            for sample in track.samples {
                let time = recording.nanoseconds(ofFrame: sample.frame)
                if lastOffset.map({ $0 != (sample.offsetX, sample.offsetY) }) ?? true {
                    writer.counter("\(track.name) offset", pid: pid, time: time,
                                   values: [("x", sample.offsetX), ("y", sample.offsetY)])
                    lastOffset = (sample.offsetX, sample.offsetY)
                }
                if lastVelocity.map({ $0 != (sample.velocityX, sample.velocityY) }) ?? true {
                    writer.counter("\(track.name) velocity", pid: pid, time: time,
                                   values: [("x", sample.velocityX), ("y", sample.velocityY)])
                    lastVelocity = (sample.velocityX, sample.velocityY)
                }
            }
        }
        return writer.json(otherData: [
            ("generator", JSONText.string("scrollsim")),
            ("scenario", JSONText.string(recording.name)),
            ("refreshRateHz", JSONText.number(recording.refreshRate)),
            ("frames", String(recording.frameCount)),
            ("timeUnit", JSONText.string("microseconds of simulated time")),
        ])
    }
}
