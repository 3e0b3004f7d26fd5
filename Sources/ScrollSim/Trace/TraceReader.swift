import Foundation

/// Reads the CSV traces that ScrollSim writes back into typed rows: `frames.csv` into ``FrameRecord``s,
/// `events.csv` into ``EventRow``s, `views.csv` into ``ViewRow``s (the formats are in <doc:TraceFormats>).
///
/// Numbers read back bit for bit: the files write the shortest round-trip form (``TraceNumber``), so a
/// value reads as exactly the `Double` that was written (`-0.0` is written, and so read, as `0.0`).
/// The header is checked: every column the reader needs must be there (in any order; columns a later
/// version adds are skipped). Text fields may be quoted as RFC 4180 says. Reading is one pass, linear in
/// the text's length.
///
/// Malformed input throws a ``TraceReaderError`` naming the file, the line and the column, e.g.
/// `frames.csv:3: column offset_y: expected a number, got "abc"`.
public enum TraceReader {
    /// The columns of `frames.csv`, as ``TraceCSV/framesHeader``.
    static let frameColumns = ["frame", "time", "view", "offset_x", "offset_y", "velocity_x", "velocity_y", "phase"]
    /// The columns of `events.csv`, as ``TraceCSV/eventsHeader``.
    static let eventColumns = ["seq", "frame", "time", "view", "event", "detail"]
    /// The columns of `views.csv`.
    static let viewColumns = ["frame", "time", "view", "x", "y", "width", "height", "alpha", "scale", "blur"]

    /// Reads `frames.csv` (`frame,time,view,offset_x,offset_y,velocity_x,velocity_y,phase`).
    /// - Parameters:
    ///   - text: the file's text.
    ///   - file: the name errors give the file.
    /// - Returns: one record per row, in the file's order.
    /// - Throws: ``TraceReaderError`` for a bad header, field count, number or phase.
    public static func frames(_ text: String, file: String = "frames.csv") throws(TraceReaderError) -> [FrameRecord] {
        var table = try CSVTable(text, file: file, columns: frameColumns)
        var records: [FrameRecord] = []
        while let row = try table.nextRow() {
            let phaseText = row.text(7)
            guard let phase = ScrollPhase(rawValue: phaseText) else {
                throw row.error(7, "expected one of \(ScrollPhase.allCases.map(\.rawValue).joined(separator: ", ")), got \(quoted(phaseText))")
            }
            records.append(FrameRecord(frame: try row.int(0), time: try row.double(1), view: row.text(2),
                                       offset: CGPoint(x: try row.cgFloat(3), y: try row.cgFloat(4)),
                                       velocity: CGPoint(x: try row.cgFloat(5), y: try row.cgFloat(6)),
                                       phase: phase))
        }
        return records
    }

    /// Reads `events.csv` (`seq,frame,time,view,event,detail`), parsing each event's `detail`: the offset
    /// of `scrollViewDidScroll`; the velocity, target and final target of `scrollViewWillEndDragging`;
    /// `willDecelerate` of `scrollViewDidEndDragging`; `result` of `scrollViewShouldScrollToTop`. Keys
    /// the reader does not know are kept in ``EventRow/detail`` only.
    /// - Parameters:
    ///   - text: the file's text.
    ///   - file: the name errors give the file.
    /// - Returns: one row per callback, in the file's order.
    /// - Throws: ``TraceReaderError`` for a bad header, field count, number, event name, or a `detail`
    ///   without the keys its event writes.
    public static func events(_ text: String, file: String = "events.csv") throws(TraceReaderError) -> [EventRow] {
        var table = try CSVTable(text, file: file, columns: eventColumns)
        var rows: [EventRow] = []
        while let row = try table.nextRow() {
            let name = row.text(4)
            guard let callback = ScrollViewCallback(rawValue: name) else {
                throw row.error(4, "expected a UIKit callback name such as scrollViewDidScroll, got \(quoted(name))")
            }
            let detail = row.text(5)
            var event = EventRow(seq: try row.int(0), frame: try row.int(1), time: try row.double(2),
                                 view: row.text(3), callback: callback, detail: detail)
            let pairs = try detailPairs(detail, row: row)
            func value(_ key: String) throws(TraceReaderError) -> String {
                guard let value = pairs.first(where: { $0.key == key })?.value else {
                    throw row.error(5, "\(callback.rawValue) needs \(key)=…, got \(quoted(detail))")
                }
                return value
            }
            func number(_ key: String) throws(TraceReaderError) -> CGFloat {
                let text = try value(key)
                guard let number = CSVTable.number(text) else {
                    throw row.error(5, "\(key): expected a number, got \(quoted(text))")
                }
                return CGFloat(number)
            }
            func point(_ prefix: String) throws(TraceReaderError) -> CGPoint {
                CGPoint(x: try number(prefix + "_x"), y: try number(prefix + "_y"))
            }
            func flag(_ key: String) throws(TraceReaderError) -> Bool {
                switch try value(key) {
                case "true": return true
                case "false": return false
                case let other: throw row.error(5, "\(key): expected true or false, got \(quoted(other))")
                }
            }
            switch callback {
            case .scrollViewDidScroll:
                event.offset = try point("offset")
            case .scrollViewWillEndDragging:
                event.velocity = try point("velocity")
                event.target = try point("target")
                if pairs.contains(where: { $0.key.hasPrefix("final_target_") }) {
                    event.finalTarget = try point("final_target")
                }
            case .scrollViewDidEndDragging:
                event.flag = try flag("willDecelerate")
            case .scrollViewShouldScrollToTop:
                event.flag = try flag("result")
            default:
                break
            }
            rows.append(event)
        }
        return rows
    }

    /// Reads `views.csv` (`frame,time,view,x,y,width,height,alpha,scale,blur`).
    /// - Parameters:
    ///   - text: the file's text.
    ///   - file: the name errors give the file.
    /// - Returns: one row per frame and visible view, in the file's order.
    /// - Throws: ``TraceReaderError`` for a bad header, field count or number.
    public static func views(_ text: String, file: String = "views.csv") throws(TraceReaderError) -> [ViewRow] {
        var table = try CSVTable(text, file: file, columns: viewColumns)
        var rows: [ViewRow] = []
        while let row = try table.nextRow() {
            let rect = CGRect(x: try row.cgFloat(3), y: try row.cgFloat(4),
                              width: try row.cgFloat(5), height: try row.cgFloat(6))
            rows.append(ViewRow(frame: try row.int(0), time: try row.double(1), view: row.text(2),
                                presentationFrameInWindow: rect, alpha: try row.cgFloat(7),
                                scale: try row.cgFloat(8), blur: try row.cgFloat(9)))
        }
        return rows
    }

    /// Reads the `frames.csv` file at `url`; errors name the file by its last path component.
    /// - Throws: ``TraceReaderError`` (line 0) if the file cannot be read as UTF-8, else as ``frames(_:file:)``.
    public static func frames(contentsOf url: URL) throws(TraceReaderError) -> [FrameRecord] {
        try frames(try contents(of: url), file: url.lastPathComponent)
    }

    /// Reads the `events.csv` file at `url`; errors name the file by its last path component.
    /// - Throws: ``TraceReaderError`` (line 0) if the file cannot be read as UTF-8, else as ``events(_:file:)``.
    public static func events(contentsOf url: URL) throws(TraceReaderError) -> [EventRow] {
        try events(try contents(of: url), file: url.lastPathComponent)
    }

    /// Reads the `views.csv` file at `url`; errors name the file by its last path component.
    /// - Throws: ``TraceReaderError`` (line 0) if the file cannot be read as UTF-8, else as ``views(_:file:)``.
    public static func views(contentsOf url: URL) throws(TraceReaderError) -> [ViewRow] {
        try views(try contents(of: url), file: url.lastPathComponent)
    }

    private static func contents(of url: URL) throws(TraceReaderError) -> String {
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw TraceReaderError(file: url.lastPathComponent, line: 0, problem: "cannot read the file: \(error.localizedDescription)")
        }
    }

    /// The `key=value` pairs of a `detail` field, separated by `;`, in order.
    private static func detailPairs(_ detail: String, row: CSVTable.Row) throws(TraceReaderError) -> [(key: String, value: String)] {
        var pairs: [(key: String, value: String)] = []
        for part in detail.split(separator: ";", omittingEmptySubsequences: true) {
            guard let equals = part.firstIndex(of: "=") else {
                throw row.error(5, "expected key=value pairs separated by ';', got \(quoted(String(part)))")
            }
            pairs.append((String(part[..<equals]), String(part[part.index(after: equals)...])))
        }
        return pairs
    }
}
