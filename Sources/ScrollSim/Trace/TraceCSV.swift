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
        for r in records {
            text += "\(r.frame),\(TraceNumber.format(r.time)),\(field(r.view)),"
            text += "\(TraceNumber.format(r.offset.x)),\(TraceNumber.format(r.offset.y)),"
            text += "\(TraceNumber.format(r.velocity.x)),\(TraceNumber.format(r.velocity.y)),\(r.phase.rawValue)\n"
        }
        return text
    }

    /// `events.csv`: `seq,frame,time,view,event,detail`.
    public static func events(_ records: [EventRecord]) -> String {
        var text = eventsHeader + "\n"
        for r in records {
            text += "\(r.seq),\(r.frame),\(TraceNumber.format(r.time)),\(field(r.view)),\(r.event),\(field(r.detail))\n"
        }
        return text
    }

    /// A CSV field, quoted (RFC 4180) when it holds a comma, quote or line break.
    public static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
