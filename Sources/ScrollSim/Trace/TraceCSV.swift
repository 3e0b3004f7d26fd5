import Foundation

/// Writes traces as CSV, numbers in shortest round-trip form (lossless).
public enum TraceCSV {
    /// The header of `frames.csv`.
    public static let framesHeader = "frame,time,view,offset_x,offset_y,velocity_x,velocity_y,phase"
    /// The header of `events.csv`.
    public static let eventsHeader = "seq,frame,time,view,event,detail"

    /// `frames.csv`: `frame,time,view,offset_x,offset_y,velocity_x,velocity_y,phase` (s, pt, pt/s).
    public static func frames(_ records: [FrameRecord]) -> String {
        var text = framesHeader + "\n"
        for r in records { writeFrameRow(r, to: &text) }
        return text
    }

    /// `events.csv`: `seq,frame,time,view,event,detail`.
    public static func events(_ records: [EventRecord]) -> String {
        var text = eventsHeader + "\n"
        for r in records { writeEventRow(r, to: &text) }
        return text
    }

    /// Writes one `frames.csv` row (with its line break) to `stream`: a `String`, or an ``OutputFile``
    /// that streams it to disk.
    public static func writeFrameRow(_ r: FrameRecord, to stream: inout some TextOutputStream) {
        stream.write(String(r.frame)); stream.write(",")
        stream.write(TraceNumber.format(r.time)); stream.write(",")
        stream.write(field(r.view)); stream.write(",")
        stream.write(TraceNumber.format(r.offset.x)); stream.write(",")
        stream.write(TraceNumber.format(r.offset.y)); stream.write(",")
        stream.write(TraceNumber.format(r.velocity.x)); stream.write(",")
        stream.write(TraceNumber.format(r.velocity.y)); stream.write(",")
        stream.write(r.phase.rawValue); stream.write("\n")
    }

    /// Writes one `events.csv` row (with its line break) to `stream`.
    public static func writeEventRow(_ r: EventRecord, to stream: inout some TextOutputStream) {
        stream.write(String(r.seq)); stream.write(",")
        stream.write(String(r.frame)); stream.write(",")
        stream.write(TraceNumber.format(r.time)); stream.write(",")
        stream.write(field(r.view)); stream.write(",")
        stream.write(r.event); stream.write(",")
        stream.write(field(r.detail)); stream.write("\n")
    }

    /// A CSV field, quoted (RFC 4180) when it holds a comma, quote or line break.
    public static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
