/// Writes the Trace Event Format (the JSON that Perfetto and `chrome://tracing` open): an object with a
/// `traceEvents` array, `displayTimeUnit` and `otherData`. Timestamps (`ts`) and durations (`dur`) are
/// microseconds, written from whole nanoseconds with three decimals (exact). Events are appended in
/// call order, one per line, so the file is deterministic and diffable.
///
/// Event kinds used (field `ph`): `M` metadata (process and thread names, sort order), `X` complete
/// slices (`ts`, `dur`), `i` instant events (scope `s`: `t` thread), `C` counters (`args` holds the
/// series values).
public struct TraceEventWriter {
    private var events: [String] = []

    /// An empty trace.
    public init() {}

    /// A key and its JSON-encoded value, for `args`.
    public typealias Argument = (key: String, json: String)

    private static func args(_ arguments: [Argument]) -> String {
        "{" + arguments.map { JSONText.string($0.key) + ":" + $0.json }.joined(separator: ",") + "}"
    }

    /// Names a process (`process_name` metadata).
    public mutating func processName(pid: Int, _ name: String) {
        events.append("{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":\(pid),\"tid\":0,\"args\":{\"name\":\(JSONText.string(name))}}")
    }

    /// Names a thread (a track) and fixes its position (`thread_name`, `thread_sort_index`).
    public mutating func threadName(pid: Int, tid: Int, _ name: String) {
        events.append("{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":\(pid),\"tid\":\(tid),\"args\":{\"name\":\(JSONText.string(name))}}")
        events.append("{\"name\":\"thread_sort_index\",\"ph\":\"M\",\"pid\":\(pid),\"tid\":\(tid),\"args\":{\"sort_index\":\(tid)}}")
    }

    /// A slice from `start` lasting `duration` (nanoseconds) on a thread.
    public mutating func slice(_ name: String, category: String, pid: Int, tid: Int, start: Int64, duration: Int64,
                               arguments: [Argument] = []) {
        events.append("{\"name\":\(JSONText.string(name)),\"cat\":\(JSONText.string(category)),\"ph\":\"X\",\"pid\":\(pid),\"tid\":\(tid),"
                      + "\"ts\":\(PlotNumber.microseconds(nanoseconds: start)),\"dur\":\(PlotNumber.microseconds(nanoseconds: duration)),"
                      + "\"args\":\(Self.args(arguments))}")
    }

    /// An instant event at `time` (nanoseconds) on a thread.
    public mutating func instant(_ name: String, category: String, pid: Int, tid: Int, time: Int64, arguments: [Argument] = []) {
        events.append("{\"name\":\(JSONText.string(name)),\"cat\":\(JSONText.string(category)),\"ph\":\"i\",\"s\":\"t\",\"pid\":\(pid),\"tid\":\(tid),"
                      + "\"ts\":\(PlotNumber.microseconds(nanoseconds: time)),\"args\":\(Self.args(arguments))}")
    }

    /// A counter sample: the series in `values` take these values from `time` (nanoseconds) on.
    public mutating func counter(_ name: String, pid: Int, time: Int64, values: [(key: String, value: Double)]) {
        let arguments = values.map { (key: $0.key, json: JSONText.number($0.value)) }
        events.append("{\"name\":\(JSONText.string(name)),\"ph\":\"C\",\"pid\":\(pid),\"tid\":0,"
                      + "\"ts\":\(PlotNumber.microseconds(nanoseconds: time)),\"args\":\(Self.args(arguments))}")
    }

    /// The file: `{"displayTimeUnit": "ms", "otherData": {...}, "traceEvents": [...]}`.
    public func json(otherData: [Argument]) -> String {
        var text = "{\"displayTimeUnit\":\"ms\",\n\"otherData\":\(Self.args(otherData)),\n\"traceEvents\":[\n"
        text += events.joined(separator: ",\n")
        text += "\n]}\n"
        return text
    }
}
