import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// `TraceReader` reads back exactly what `TraceCSV` writes, bit for bit; reads hand-written files to their
/// hand-known values; and rejects malformed input with one line naming the file, line and column.
@Suite("Trace reader")
struct TraceReaderTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Same bits, except that `-0.0` is written (and so read) as `0.0`.
    static func sameBits(_ written: CGFloat, _ read: CGFloat) -> Bool {
        (written == 0 && read.bitPattern == CGFloat(0).bitPattern) || written.bitPattern == read.bitPattern
    }

    static func sameBits(_ written: CGPoint?, _ read: CGPoint?) -> Bool {
        guard let written, let read else { return written == nil && read == nil }
        return sameBits(written.x, read.x) && sameBits(written.y, read.y)
    }

    /// A fling into the bottom edge (deceleration, bounce), its target snapped to 100-pt rows by the
    /// delegate (so `final_target_*` is written), then a status-bar tap (scroll to top).
    static func recordedRun() throws -> TraceRecorder {
        let fixture = try SimulationFixture(contentHeight: 3000, offsetY: 1800)
        fixture.delegate.onWillEndDragging = { _, _, target in target.y = (target.y / 100).rounded() * 100 + 7 }
        try fixture.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 400, duration: 0.1))
        fixture.simulation.runUntilIdle()
        try fixture.simulation.perform([.statusBarTap])
        fixture.simulation.runUntilIdle()
        return fixture.recorder
    }

    @Test("frames.csv of a real run reads back to the recorded values, bit for bit")
    func framesRoundTrip() throws {
        let recorder = try Self.recordedRun()
        let rows = try TraceReader.frames(TraceCSV.frames(recorder.frames))
        try #require(rows.count == recorder.frames.count)
        #expect(Set(rows.map(\.phase)).isSuperset(of: [.dragging, .decelerating, .bouncing, .animating]))
        for (written, read) in zip(recorder.frames, rows) {
            #expect(written.frame == read.frame && written.view == read.view && written.phase == read.phase)
            #expect(written.time.bitPattern == read.time.bitPattern, "frame \(written.frame)")
            #expect(Self.sameBits(written.offset, read.offset) && Self.sameBits(written.velocity, read.velocity),
                    "frame \(written.frame): \(written) read as \(read)")
        }
    }

    @Test("events.csv of a real run reads back to the recorded callbacks and their details, bit for bit")
    func eventsRoundTrip() throws {
        let recorder = try Self.recordedRun()
        let rows = try TraceReader.events(TraceCSV.events(recorder.events))
        try #require(rows.count == recorder.events.count)
        #expect(rows.contains { $0.finalTarget != nil })
        #expect(rows.contains { $0.callback == .scrollViewShouldScrollToTop && $0.flag == true })
        for (written, read) in zip(recorder.events, rows) {
            #expect(written.seq == read.seq && written.frame == read.frame && written.view == read.view)
            #expect(written.callback == read.callback && written.detail == read.detail)
            #expect(written.time.bitPattern == read.time.bitPattern)
            switch written.callback {
            case .scrollViewDidScroll:
                #expect(Self.sameBits(written.offset, read.offset), "seq \(written.seq)")
            case .scrollViewWillEndDragging:
                #expect(Self.sameBits(written.velocity, read.velocity) && Self.sameBits(written.target, read.target)
                        && Self.sameBits(written.finalTarget, read.finalTarget), "seq \(written.seq)")
            case .scrollViewDidEndDragging, .scrollViewShouldScrollToTop:
                #expect(written.flag == read.flag, "seq \(written.seq)")
            default:
                #expect(read.offset == nil && read.velocity == nil && read.flag == nil)
            }
        }
    }

    @Test("the golden frames files read and write back byte for byte", arguments: ["a", "b", "c", "d", "e"])
    func goldenFrames(_ letter: String) throws {
        let url = Self.packageRoot.appendingPathComponent("Data/golden/worked-example-\(letter).frames.csv")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(TraceCSV.frames(try TraceReader.frames(contentsOf: url)) == text)
    }

    @Test("the golden events files' details rebuild from the parsed numbers", arguments: ["a", "b", "c", "d", "e"])
    func goldenEvents(_ letter: String) throws {
        let url = Self.packageRoot.appendingPathComponent("Data/golden/worked-example-\(letter).events.csv")
        for row in try TraceReader.events(contentsOf: url) {
            func pair(_ key: String, _ point: CGPoint?) -> String {
                "\(key)_x=\(TraceNumber.format(point!.x));\(key)_y=\(TraceNumber.format(point!.y))"
            }
            let rebuilt: String
            switch row.callback {
            case .scrollViewDidScroll: rebuilt = pair("offset", row.offset)
            case .scrollViewWillEndDragging:
                rebuilt = pair("velocity", row.velocity) + ";" + pair("target", row.target)
                    + (row.finalTarget == nil ? "" : ";" + pair("final_target", row.finalTarget))
            case .scrollViewDidEndDragging: rebuilt = "willDecelerate=\(row.flag!)"
            case .scrollViewShouldScrollToTop: rebuilt = "result=\(row.flag!)"
            default: rebuilt = ""
            }
            #expect(rebuilt == row.detail, "seq \(row.seq)")
        }
    }

    @Test("a hand-written frames.csv reads to its hand-known values")
    func handWrittenFrames() throws {
        // Worked example A's first rows (TraceFormats.md); frame 1 is at 1/120 s.
        let text = #"""
            frame,time,view,offset_x,offset_y,velocity_x,velocity_y,phase
            0,0.0,scrollView,0.0,710.0,0.0,0.0,tracking
            1,0.008333333333333333,scrollView,0.0,725.0,0.0,600.0,dragging
            2,0.016666666666666666,"list, ""inner""",-0.5,1e-05,-3000.0,inf,bouncing

            """#
        let rows = try TraceReader.frames(text)
        try #require(rows.count == 3)
        #expect(rows[0].frame == 0 && rows[0].time == 0 && rows[0].phase == .tracking)
        #expect(rows[0].offset == CGPoint(x: 0, y: 710) && rows[0].velocity == .zero)
        #expect(rows[1].time == 1.0 / 120 && rows[1].offset.y == 725 && rows[1].velocity.y == 600)
        #expect(rows[2].time == 2.0 / 120 && rows[2].view == #"list, "inner""#)
        #expect(rows[2].offset == CGPoint(x: -0.5, y: 0.00001) && rows[2].velocity.x == -3000)
        #expect(rows[2].velocity.y == .infinity && rows[2].phase == .bouncing)
    }

    @Test("columns may come in another order, with columns added, CRLF line ends and no final line break")
    func tolerantLayout() throws {
        let text = "phase,frame,extra,time,view,velocity_y,velocity_x,offset_y,offset_x\r\n"
            + "idle,7,\"x,y\",0.5,v,2.0,1.0,4.0,3.0\r\n"
            + "animating,8,,0.25,w,0.0,0.0,-1.0,0.0"
        let rows = try TraceReader.frames(text)
        try #require(rows.count == 2)
        #expect(rows[0].frame == 7 && rows[0].time == 0.5 && rows[0].view == "v" && rows[0].phase == .idle)
        #expect(rows[0].offset == CGPoint(x: 3, y: 4) && rows[0].velocity == CGPoint(x: 1, y: 2))
        #expect(rows[1].frame == 8 && rows[1].offset.y == -1 && rows[1].phase == .animating)
    }

    @Test("a hand-written events.csv reads every detail to its hand-known values")
    func handWrittenEvents() throws {
        // Example A's release (TraceFormats.md): 3.0000000000000004 is the Double after 3;
        // 2493.6666666666665 is 7481/3 rounded to a Double.
        let text = """
            seq,frame,time,view,event,detail
            13,12,0.1,scrollView,scrollViewWillEndDragging,velocity_x=0.0;velocity_y=3.0000000000000004;target_x=0.0;target_y=2493.6666666666665
            14,12,0.1,scrollView,scrollViewDidEndDragging,willDecelerate=true
            15,12,0.1,scrollView,scrollViewWillBeginDecelerating,
            16,12,0.1,scrollView,scrollViewDidScroll,offset_x=0.0;offset_y=1024.6666666666667
            17,13,0.10833333333333334,scrollView,scrollViewWillEndDragging,velocity_x=0.0;velocity_y=-1.5;target_x=0.0;target_y=10.0;final_target_x=0.0;final_target_y=100.0
            18,14,0.11666666666666667,scrollView,scrollViewShouldScrollToTop,result=false

            """
        let rows = try TraceReader.events(text)
        try #require(rows.count == 6)
        #expect(rows[0].seq == 13 && rows[0].frame == 12 && rows[0].time == 0.1)
        #expect(rows[0].callback == .scrollViewWillEndDragging)
        #expect(rows[0].velocity == CGPoint(x: 0, y: CGFloat(3.0).nextUp))
        #expect(rows[0].target == CGPoint(x: 0, y: 7481.0 / 3) && rows[0].finalTarget == nil)
        #expect(rows[1].callback == .scrollViewDidEndDragging && rows[1].flag == true)
        #expect(rows[2].callback == .scrollViewWillBeginDecelerating && rows[2].detail.isEmpty)
        #expect(rows[2].offset == nil && rows[2].flag == nil)
        #expect(rows[3].offset == CGPoint(x: 0, y: 3074.0 / 3))
        #expect(rows[4].time == 13.0 / 120 && rows[4].velocity == CGPoint(x: 0, y: -1.5))
        #expect(rows[4].target == CGPoint(x: 0, y: 10) && rows[4].finalTarget == CGPoint(x: 0, y: 100))
        #expect(rows[5].callback == .scrollViewShouldScrollToTop && rows[5].flag == false)
    }

    @Test("a hand-written views.csv reads to its hand-known values")
    func handWrittenViews() throws {
        let text = """
            frame,time,view,x,y,width,height,alpha,scale,blur
            12,0.1,header,-19.5,-40.25,429.0,250.0,0.64,1.1,2.5
            12,0.1,"cell#1",0.0,210.0,390.0,44.0,1.0,1.0,0.0

            """
        let rows = try TraceReader.views(text)
        #expect(rows == [
            ViewRow(frame: 12, time: 0.1, view: "header", presentationFrameInWindow: CGRect(x: -19.5, y: -40.25, width: 429, height: 250),
                    alpha: 0.64, scale: 1.1, blur: 2.5),
            ViewRow(frame: 12, time: 12.0 / 120, view: "cell#1", presentationFrameInWindow: CGRect(x: 0, y: 210, width: 390, height: 44),
                    alpha: 1, scale: 1, blur: 0),
        ])
    }

    @Test("a header-only file has no rows")
    func headerOnly() throws {
        #expect(try TraceReader.frames(TraceCSV.framesHeader + "\n").isEmpty)
        #expect(try TraceReader.events(TraceCSV.eventsHeader).isEmpty)
    }

    nonisolated struct BadCase: Sendable, CustomTestStringConvertible {
        var label: String
        var kind: String
        var text: String
        var message: String
        var testDescription: String { label }
    }

    nonisolated static let framesHeader = "frame,time,view,offset_x,offset_y,velocity_x,velocity_y,phase\n"
    nonisolated static let eventsHeader = "seq,frame,time,view,event,detail\n"
    nonisolated static let viewsHeader = "frame,time,view,x,y,width,height,alpha,scale,blur\n"

    nonisolated static let badCases: [BadCase] = [
        BadCase(label: "empty file", kind: "frames", text: "",
                message: "frames.csv:1: empty file: expected the header frame,time,view,offset_x,offset_y,velocity_x,velocity_y,phase"),
        BadCase(label: "missing column", kind: "frames", text: "frame,time,view,offset_x,offset_y,velocity_x,velocity_y\n",
                message: "frames.csv:1: the header has no column phase (expected frame,time,view,offset_x,offset_y,velocity_x,velocity_y,phase)"),
        BadCase(label: "column twice", kind: "views", text: "frame,time,view,x,y,x,width,height,alpha,scale,blur\n",
                message: "views.csv:1: the header names column x twice"),
        BadCase(label: "not a number", kind: "frames", text: framesHeader + "0,0.0,a,0.0,0.0,0.0,0.0,idle\n1,0.1,a,0.0,abc,0.0,0.0,idle\n",
                message: #"frames.csv:3: column offset_y: expected a number, got "abc""#),
        BadCase(label: "empty number", kind: "views", text: viewsHeader + "0,0.0,a,0.0,0.0,1.0,1.0,1.0,1.0,\n",
                message: ##"views.csv:2: column blur: expected a number, got """##),
        BadCase(label: "number with a space", kind: "views", text: viewsHeader + "0,0.0,a, 1.0,0.0,1.0,1.0,1.0,1.0,0.0\n",
                message: #"views.csv:2: column x: expected a number, got " 1.0""#),
        BadCase(label: "fraction as frame", kind: "frames", text: framesHeader + "1.5,0.0,a,0.0,0.0,0.0,0.0,idle\n",
                message: #"frames.csv:2: column frame: expected an integer, got "1.5""#),
        BadCase(label: "too few fields", kind: "frames", text: framesHeader + "0,0.0,a,0.0,0.0,0.0,idle\n",
                message: "frames.csv:2: 7 fields, expected 8 as in the header"),
        BadCase(label: "blank line", kind: "frames", text: framesHeader + "\n0,0.0,a,0.0,0.0,0.0,0.0,idle\n",
                message: "frames.csv:2: 1 field, expected 8 as in the header"),
        BadCase(label: "unknown phase", kind: "frames", text: framesHeader + "0,0.0,a,0.0,0.0,0.0,0.0,flying\n",
                message: #"frames.csv:2: column phase: expected one of idle, tracking, dragging, decelerating, bouncing, animating, got "flying""#),
        BadCase(label: "quote never closed", kind: "frames", text: framesHeader + "0,0.0,\"a,0.0\n",
                message: "frames.csv:2: field 3: the quote opened here is never closed"),
        BadCase(label: "quote inside a field", kind: "frames", text: framesHeader + "0,0.0,a\"b,0.0,0.0,0.0,0.0,idle\n",
                message: "frames.csv:2: field 3: a quote inside an unquoted field (quote the whole field)"),
        BadCase(label: "text after a closing quote", kind: "frames", text: framesHeader + "0,0.0,\"a\"b,0.0,0.0,0.0,0.0,idle\n",
                message: "frames.csv:2: field 3: text after a closing quote (a quote inside a field is written twice)"),
        BadCase(label: "line after a multi-line field", kind: "frames",
                text: framesHeader + "0,0.0,\"two\nlines\",0.0,0.0,0.0,0.0,idle\n1,0.1,a,0.0,0.0,0.0,x,idle\n",
                message: #"frames.csv:4: column velocity_y: expected a number, got "x""#),
        BadCase(label: "unknown event", kind: "events", text: eventsHeader + "0,0,0.0,a,scrollViewDidZoom,\n",
                message: #"events.csv:2: column event: expected a UIKit callback name such as scrollViewDidScroll, got "scrollViewDidZoom""#),
        BadCase(label: "detail without a key", kind: "events", text: eventsHeader + "0,0,0.0,a,scrollViewDidScroll,offset_x=0.0\n",
                message: #"events.csv:2: column detail: scrollViewDidScroll needs offset_y=…, got "offset_x=0.0""#),
        BadCase(label: "detail with an unquoted comma", kind: "events", text: eventsHeader + "0,0,0.0,a,scrollViewDidScroll,offset_x=0.0;offset_y=1,5\n",
                message: "events.csv:2: 7 fields, expected 6 as in the header"),
        BadCase(label: "detail bad number", kind: "events", text: eventsHeader + "0,0,0.0,a,scrollViewDidScroll,offset_x=0.0;offset_y=one\n",
                message: #"events.csv:2: column detail: offset_y: expected a number, got "one""#),
        BadCase(label: "detail bad flag", kind: "events", text: eventsHeader + "0,0,0.0,a,scrollViewDidEndDragging,willDecelerate=yes\n",
                message: #"events.csv:2: column detail: willDecelerate: expected true or false, got "yes""#),
        BadCase(label: "detail without =", kind: "events", text: eventsHeader + "0,0,0.0,a,scrollViewDidEndDragging,willDecelerate\n",
                message: #"events.csv:2: column detail: expected key=value pairs separated by ';', got "willDecelerate""#),
    ]

    @Test("malformed input fails with one line naming the file, line and column", arguments: badCases)
    func malformed(_ bad: BadCase) {
        do {
            switch bad.kind {
            case "frames": _ = try TraceReader.frames(bad.text)
            case "events": _ = try TraceReader.events(bad.text)
            default: _ = try TraceReader.views(bad.text)
            }
            Issue.record("\(bad.label): no error")
        } catch {
            #expect(error.description == bad.message)
            #expect(!error.description.contains("\n"))
        }
    }

    @Test("a file that cannot be read is named in the error")
    func unreadableFile() {
        let url = URL(fileURLWithPath: "/nonexistent-directory/frames.csv")
        #expect(throws: TraceReaderError.self) { try TraceReader.frames(contentsOf: url) }
        do {
            _ = try TraceReader.frames(contentsOf: url)
        } catch {
            #expect(error.file == "frames.csv" && error.line == 0 && error.description.hasPrefix("frames.csv:0: cannot read the file"))
        }
    }
}
