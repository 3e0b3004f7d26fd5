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
        withUnsafeMutablePointer(to: &stream) { stream in
            var sink = TraceStreamSink(stream: stream)
            frameRow(r, to: &sink)
        }
    }

    /// Writes one `frames.csv` row to an ``OutputFile``: the same bytes as the generic writer, written
    /// straight into the file's buffer after reserving room for the whole row once.
    public static func writeFrameRow(_ r: FrameRecord, to file: inout OutputFile) {
        let room = frameRowRoom &+ fieldRoom(r.view)
        guard room <= maximumRowRoom else {
            withUnsafeMutablePointer(to: &file) { file in
                var sink = TraceStreamSink(stream: file)
                frameRow(r, to: &sink)
            }
            return
        }
        // Read before the closure, which then does not capture `file` (no retain of it per row).
        let memo = file.numberMemo, texts = file.rowTexts
        file.appendASCII(maximumCount: room) { start in
            var cursor = TraceRowCursor(position: start, memo: memo, texts: texts)
            frameRow(r, to: &cursor)
            return cursor.position - start
        }
    }

    /// Writes one `events.csv` row (with its line break) to `stream`.
    public static func writeEventRow(_ r: EventRecord, to stream: inout some TextOutputStream) {
        withUnsafeMutablePointer(to: &stream) { stream in
            var sink = TraceStreamSink(stream: stream)
            eventRow(r, to: &sink)
        }
    }

    /// Writes one `events.csv` row to an ``OutputFile`` (see the `frames.csv` one).
    public static func writeEventRow(_ r: EventRecord, to file: inout OutputFile) {
        let room = eventRowRoom &+ fieldRoom(r.view)
        guard room <= maximumRowRoom else {
            withUnsafeMutablePointer(to: &file) { file in
                var sink = TraceStreamSink(stream: file)
                eventRow(r, to: &sink)
            }
            return
        }
        // Read before the closure, which then does not capture `file` (no retain of it per row).
        let memo = file.numberMemo, texts = file.rowTexts
        file.appendASCII(maximumCount: room) { start in
            var cursor = TraceRowCursor(position: start, memo: memo, texts: texts)
            eventRow(r, to: &cursor)
            return cursor.position - start
        }
    }

    /// Bytes a `frames.csv` row may touch in a ``TraceRowCursor``'s buffer besides its view field: two
    /// integers' and five reals' longest texts (20, 24), seven commas, the longest phase (12), the line
    /// break, and the workspace a number may overwrite past its text (``TraceNumber/workspaceLength``,
    /// 40 bytes: also the most a ``TraceRowText`` store writes, from the phase's comma on).
    static let frameRowRoom = 20 + 5 * 24 + 7 + 12 + 1 + TraceNumber.workspaceLength

    /// Bytes an `events.csv` row may touch besides its view field: two integers, a real, five commas,
    /// the longest callback name (34), the longest detail (six pairs: 75 bytes of keys, six reals), the
    /// line break, and a number's workspace (which also covers the callback's ``TraceRowText`` store).
    static let eventRowRoom = 2 * 20 + 24 + 5 + 34 + (75 + 6 * 24) + 1 + TraceNumber.workspaceLength

    /// A row that needs more room than this (a view name of kilobytes) goes through the stream writer.
    static let maximumRowRoom = OutputFile.bufferSize / 4

    /// Bytes the view field may take once quoted: every byte a doubled quote, and the two quotes.
    @inline(__always)
    private static func fieldRoom(_ text: String) -> Int { 2 &* text.utf8.count &+ 2 }

    @inline(__always)
    private static func frameRow(_ r: FrameRecord, to sink: inout some TraceRowSink) {
        sink.write(frame: r.frame); sink.write(ascii: UInt8(ascii: ","))
        sink.write(r.time); sink.write(ascii: UInt8(ascii: ","))
        sink.write(field: r.view); sink.write(ascii: UInt8(ascii: ","))
        sink.write(Double(r.offset.x)); sink.write(ascii: UInt8(ascii: ","))
        sink.write(Double(r.offset.y)); sink.write(ascii: UInt8(ascii: ","))
        sink.write(unrepeated: Double(r.velocity.x)); sink.write(ascii: UInt8(ascii: ","))
        sink.write(unrepeated: Double(r.velocity.y))
        sink.write(phaseText: r.phase)   // ,phase\n
    }

    @inline(__always)
    private static func eventRow(_ r: EventRecord, to sink: inout some TraceRowSink) {
        sink.write(sequence: r.seq); sink.write(ascii: UInt8(ascii: ","))
        sink.write(frame: r.frame); sink.write(ascii: UInt8(ascii: ","))
        sink.write(r.time); sink.write(ascii: UInt8(ascii: ","))
        sink.write(field: r.view)
        sink.write(callbackText: r.callback)   // ,event,
        // The detail is `key=value` pairs joined by `;`: never a comma, quote or line break, so never
        // quoted (``field(_:)`` would return it unchanged).
        r.writeDetail(to: &sink); sink.write(ascii: UInt8(ascii: "\n"))
    }

    /// Each phase's `,phase\n` (the end of a `frames.csv` row), by ``index(of:)-(ScrollPhase)``. Each
    /// ``OutputFile`` keeps a copy of this table and ``callbackTexts`` (``rowTexts``), which its rows
    /// read without the lazy global's initialization check and the array's bounds check.
    static let phaseTexts: [TraceRowText] = textTable(ScrollPhase.allCases, index: index(of:)) { ",\($0.rawValue)\n" }

    /// Each callback's `,event,` (the `event` column and its commas), by ``index(of:)-(ScrollViewCallback)``.
    static let callbackTexts: [TraceRowText] = textTable(ScrollViewCallback.allCases, index: index(of:)) { ",\($0.rawValue)," }

    /// ``phaseTexts`` followed by ``callbackTexts``: the table an ``OutputFile`` copies (a phase's text
    /// at its index, a callback's at ``firstCallbackText`` plus its index).
    static var rowTexts: [TraceRowText] {
        precondition(phaseTexts.count == firstCallbackText, "a phase text would shadow a callback text")
        return phaseTexts + callbackTexts
    }

    /// Where ``callbackTexts`` start in ``rowTexts``: after the six phases' texts (a literal, so reading
    /// it costs no lazy initialization).
    static let firstCallbackText = 6

    private static func textTable<Case>(_ cases: [Case], index: (Case) -> Int,
                                        text: (Case) -> String) -> [TraceRowText] {
        var table = [TraceRowText](repeating: TraceRowText(""), count: cases.count)
        for item in cases { table[index(item)] = TraceRowText(text(item)) }
        return table
    }

    /// `phase`'s position in the text table.
    @inline(__always)
    static func index(of phase: ScrollPhase) -> Int {
        switch phase {
        case .idle: 0
        case .tracking: 1
        case .dragging: 2
        case .decelerating: 3
        case .bouncing: 4
        case .animating: 5
        }
    }

    /// `callback`'s position in the text table.
    @inline(__always)
    static func index(of callback: ScrollViewCallback) -> Int {
        switch callback {
        case .scrollViewDidScroll: 0
        case .scrollViewWillBeginDragging: 1
        case .scrollViewWillEndDragging: 2
        case .scrollViewDidEndDragging: 3
        case .scrollViewWillBeginDecelerating: 4
        case .scrollViewDidEndDecelerating: 5
        case .scrollViewDidEndScrollingAnimation: 6
        case .scrollViewShouldScrollToTop: 7
        case .scrollViewDidScrollToTop: 8
        case .refreshControlValueChanged: 9
        case .refreshControlBeginRefreshing: 10
        case .refreshControlEndRefreshing: 11
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
    static func needsQuotes(_ text: String) -> Bool {
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
