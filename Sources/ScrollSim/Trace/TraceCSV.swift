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
    /// that streams it to disk. Numbers and fields go to the stream directly, without intermediate
    /// strings (the same bytes as ``frames(_:)``).
    public static func writeFrameRow(_ r: FrameRecord, to stream: inout some TextOutputStream) {
        frameRow(r, to: &stream)
    }

    /// Writes one `frames.csv` row to an ``OutputFile``: the same bytes as the generic writer, compiled
    /// for the file (a generic call from another module would reach every write through witness tables).
    public static func writeFrameRow(_ r: FrameRecord, to file: inout OutputFile) {
        frameRow(r, to: &file)
    }

    /// Writes one `events.csv` row (with its line break) to `stream`.
    public static func writeEventRow(_ r: EventRecord, to stream: inout some TextOutputStream) {
        eventRow(r, to: &stream)
    }

    /// Writes one `events.csv` row to an ``OutputFile`` (see the `frames.csv` one).
    public static func writeEventRow(_ r: EventRecord, to file: inout OutputFile) {
        eventRow(r, to: &file)
    }

    @inline(__always)
    private static func frameRow(_ r: FrameRecord, to stream: inout some TextOutputStream) {
        TraceNumber.write(r.frame, to: &stream); TraceNumber.write(ascii: UInt8(ascii: ","), to: &stream)
        TraceNumber.write(r.time, to: &stream); TraceNumber.write(ascii: UInt8(ascii: ","), to: &stream)
        writeField(r.view, to: &stream); TraceNumber.write(ascii: UInt8(ascii: ","), to: &stream)
        TraceNumber.write(Double(r.offset.x), to: &stream); TraceNumber.write(ascii: UInt8(ascii: ","), to: &stream)
        TraceNumber.write(Double(r.offset.y), to: &stream); TraceNumber.write(ascii: UInt8(ascii: ","), to: &stream)
        TraceNumber.write(Double(r.velocity.x), to: &stream); TraceNumber.write(ascii: UInt8(ascii: ","), to: &stream)
        TraceNumber.write(Double(r.velocity.y), to: &stream); TraceNumber.write(ascii: UInt8(ascii: ","), to: &stream)
        write(name(of: r.phase), to: &stream); TraceNumber.write(ascii: UInt8(ascii: "\n"), to: &stream)
    }

    @inline(__always)
    private static func eventRow(_ r: EventRecord, to stream: inout some TextOutputStream) {
        TraceNumber.write(r.seq, to: &stream); TraceNumber.write(ascii: UInt8(ascii: ","), to: &stream)
        TraceNumber.write(r.frame, to: &stream); TraceNumber.write(ascii: UInt8(ascii: ","), to: &stream)
        TraceNumber.write(r.time, to: &stream); TraceNumber.write(ascii: UInt8(ascii: ","), to: &stream)
        writeField(r.view, to: &stream); TraceNumber.write(ascii: UInt8(ascii: ","), to: &stream)
        write(name(of: r.callback), to: &stream); TraceNumber.write(ascii: UInt8(ascii: ","), to: &stream)
        // The detail is `key=value` pairs joined by `;`: never a comma, quote or line break, so never
        // quoted (``field(_:)`` would return it unchanged).
        r.writeDetail(to: &stream); TraceNumber.write(ascii: UInt8(ascii: "\n"), to: &stream)
    }

    /// Writes static ASCII text to `stream` without making a `String`.
    @inline(__always)
    private static func write(_ text: StaticString, to stream: inout some TextOutputStream) {
        text.withUTF8Buffer { stream._writeASCII($0) }
    }

    /// `phase.rawValue` as static text (no `String` per row).
    static func name(of phase: ScrollPhase) -> StaticString {
        switch phase {
        case .idle: "idle"
        case .tracking: "tracking"
        case .dragging: "dragging"
        case .decelerating: "decelerating"
        case .bouncing: "bouncing"
        case .animating: "animating"
        }
    }

    /// `callback.rawValue` (the `event` column) as static text (no `String` per row).
    static func name(of callback: ScrollViewCallback) -> StaticString {
        switch callback {
        case .scrollViewDidScroll: "scrollViewDidScroll"
        case .scrollViewWillBeginDragging: "scrollViewWillBeginDragging"
        case .scrollViewWillEndDragging: "scrollViewWillEndDragging"
        case .scrollViewDidEndDragging: "scrollViewDidEndDragging"
        case .scrollViewWillBeginDecelerating: "scrollViewWillBeginDecelerating"
        case .scrollViewDidEndDecelerating: "scrollViewDidEndDecelerating"
        case .scrollViewDidEndScrollingAnimation: "scrollViewDidEndScrollingAnimation"
        case .scrollViewShouldScrollToTop: "scrollViewShouldScrollToTop"
        case .scrollViewDidScrollToTop: "scrollViewDidScrollToTop"
        }
    }

    /// A CSV field, quoted (RFC 4180) when it holds a comma, quote or line break.
    public static func field(_ text: String) -> String {
        guard needsQuotes(text) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Writes ``field(_:)``'s text to `stream` (without a copy when no quotes are needed).
    static func writeField(_ text: String, to stream: inout some TextOutputStream) {
        if needsQuotes(text) { stream.write(field(text)) } else { stream.write(text) }
    }

    /// Whether a character of `text` is a comma, quote, line feed or carriage return. A byte scan first:
    /// a text without those bytes has none of those characters; one with them is judged by characters
    /// (a `"\r\n"` pair or a combining mark after a comma is one character equal to none of them).
    private static func needsQuotes(_ text: String) -> Bool {
        func special(_ byte: UInt8) -> Bool { byte == 0x2C || byte == 0x22 || byte == 0x0A || byte == 0x0D }
        let hasByte = text.utf8.withContiguousStorageIfAvailable { bytes in
            var index = 0
            while index < bytes.count {
                if special(bytes[index]) { return true }
                index += 1
            }
            return false
        } ?? text.utf8.contains(where: special)
        guard hasByte else { return false }
        return text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
    }
}
