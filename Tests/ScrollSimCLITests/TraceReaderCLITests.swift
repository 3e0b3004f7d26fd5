import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// The traces `scrollsim run` writes read back with `TraceReader`: every number bit for bit (each row
/// re-formatted gives the file back byte for byte), and `views.csv` agrees with `frames.csv`: a plain view in
/// a scroll view is drawn at its content frame moved up by the scroll view's offset of the same frame.
@Suite("Trace reader on scrollsim's files")
struct TraceReaderCLITests {
    /// A scroll view `list` (20 000 pt of content) holding a view `card` at content (10, 300), 370 × 120,
    /// flung upwards at 3000 pt/s.
    static let scenario = """
        {"name": "card", "scrollView": {"name": "list", "frame": [0, 0, 390, 844], "contentSize": [390, 20000],
          "subviews": [{"view": {"name": "card", "frame": [10, 300, 370, 120]}}]},
         "gestures": [{"down": {"at": [195, 600]}}, {"move": {"to": [195, 300], "duration": 0.1}}, {"up": {}}],
         "run": "untilIdle"}
        """

    @Test("views.csv, frames.csv and events.csv of a run read back bit for bit and agree with each other")
    func runTraces() throws {
        let directory = try CLIRunner.makeTemporaryDirectory("trace-reader")
        let scenarioURL = directory.appendingPathComponent("card.json")
        try Self.scenario.write(to: scenarioURL, atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["run", scenarioURL.path, "--frames", "f.csv", "--events", "e.csv", "--views", "v.csv"],
                                       in: directory)
        try #require(result.status == 0, "\(result.stderr)")
        let viewsURL = directory.appendingPathComponent("v.csv")
        let views = try TraceReader.views(contentsOf: viewsURL)
        let frames = try TraceReader.frames(contentsOf: directory.appendingPathComponent("f.csv"))
        let events = try TraceReader.events(contentsOf: directory.appendingPathComponent("e.csv"))

        // Bit for bit: the rows, formatted as the writer formats them, are the file.
        var text = "frame,time,view,x,y,width,height,alpha,scale,blur\n"
        for row in views {
            let f = row.presentationFrameInWindow
            text += "\(row.frame),\(TraceNumber.format(row.time)),\(TraceCSV.field(row.view)),"
            text += [f.minX, f.minY, f.width, f.height, row.alpha, row.scale, row.blur].map(TraceNumber.format).joined(separator: ",") + "\n"
        }
        #expect(text == (try String(contentsOf: viewsURL, encoding: .utf8)))
        #expect(TraceCSV.frames(frames) == (try String(contentsOf: directory.appendingPathComponent("f.csv"), encoding: .utf8)))

        // Two rows per frame, the scroll view first (parents first), for every frame of frames.csv.
        try #require(views.count == 2 * frames.count)
        #expect(frames.count > 300 && events.contains { $0.callback == .scrollViewDidEndDecelerating })
        for (index, frame) in frames.enumerated() {
            let list = views[2 * index], card = views[2 * index + 1]
            #expect(list.view == "list" && card.view == "card" && list.frame == frame.frame && card.frame == frame.frame)
            #expect(list.time == Double(frame.frame) / 120 && card.time == list.time)
            #expect(list.presentationFrameInWindow == CGRect(x: 0, y: 0, width: 390, height: 844))
            #expect(card.presentationFrameInWindow.size == CGSize(width: 370, height: 120) && card.presentationFrameInWindow.minX == 10)
            #expect(isApproximatelyEqual(card.presentationFrameInWindow.minY, 300 - frame.offset.y, absoluteTolerance: 1e-9),
                    "frame \(frame.frame): card at \(card.presentationFrameInWindow.minY), offset \(frame.offset.y)")
            #expect(card.alpha == 1 && card.scale == 1 && card.blur == 0)
        }
        // The last didScroll of a frame reports the offset frames.csv shows at the end of that frame.
        let lastDidScroll = Dictionary(events.filter { $0.callback == .scrollViewDidScroll }.map { ($0.frame, $0.offset!) },
                                       uniquingKeysWith: { _, last in last })
        for frame in frames where lastDidScroll[frame.frame] != nil {
            #expect(lastDidScroll[frame.frame] == frame.offset, "frame \(frame.frame)")
        }
    }
}
