import Foundation
import Testing
import ScrollSim
import ScrollSimVisualization

@Suite("HTML replay page")
struct ReplayPageTests {
    /// A 390 × 844 scroll view holding a 390 × 50 view at y = 100 (clipping), scrolled to 30 by code,
    /// then one frame: the child's window frame is y = 100 − 30 = 70, clipped to the scroll view.
    static func recording() throws -> RunRecording {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "list")
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        scrollView.clipsToBounds = true
        let row = View(frame: CGRect(x: 0, y: 100, width: 390, height: 50), name: "row")
        row.alpha = 0.5
        scrollView.addSubview(row)
        let simulation = try Simulation(root: scrollView)
        let trace = TraceRecorder()
        simulation.recorder = trace
        let recorder = RunRecorder(capturesViews: true)
        recorder.install(on: simulation)
        simulation.run(frames: 1)
        scrollView.setContentOffset(CGPoint(x: 0, y: 30), animated: false)
        simulation.run(frames: 1)
        return recorder.recording(name: "two frames <&>", simulation: simulation, events: trace.events, finger: nil)
    }

    static func embeddedData(_ html: String) throws -> [String: Any] {
        let open = #"<script type="application/json" id="run-data">"#
        let start = try #require(html.range(of: open))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = String(html[start.upperBound..<end.lowerBound])
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test("the page embeds every recorded view rectangle, exactly, per frame")
    func embedsRecordedFrames() throws {
        let data = try Self.embeddedData(ReplayPage(recording: try Self.recording()).html)
        #expect(data["frameCount"] as? Int == 2)
        let views = try #require(data["views"] as? [[Any]])
        #expect(views.map { $0[0] as? String } == ["list", "row"])
        #expect(views.map { $0[1] as? String } == ["scrollView", "view"])
        let frames = try #require(data["frames"] as? [[[Double]]])
        // Frame 0: the row at its frame; frame 1: moved up by the offset 30, half transparent, clipped to
        // the scroll view's window frame (0, 0, 390, 844).
        #expect(frames[0][1] == [1, 0, 100, 390, 50, 0.5, 1, 0, 0, 0, 390, 844])
        #expect(frames[1][1] == [1, 0, 70, 390, 50, 0.5, 1, 0, 0, 0, 390, 844])
        #expect(frames[1][0] == [0, 0, 0, 390, 844, 1, 1, 0])
    }

    @Test("the page is self-contained: no network, no external script, style or font")
    func selfContained() throws {
        let html = ReplayPage(recording: try Self.recording()).html
        for forbidden in ["http:", "https:", "<link", "@import", "src=", "url(", "@font-face"] {
            #expect(!html.contains(forbidden), "\(forbidden)")
        }
        // The title is escaped; the name inside the JSON cannot close the script element.
        #expect(html.contains("<title>ScrollSim replay: two frames &lt;&amp;&gt;</title>"))
        #expect(html.contains(#""name":"two frames \u003c\u0026\u003e""#))
        // Controls and shortcuts named in the page.
        for control in ["id=\"scrubber\"", "id=\"play\"", "id=\"speed4\"", "ArrowLeft", "ArrowRight", "id=\"verification\""] {
            #expect(html.contains(control), "\(control)")
        }
    }

    @Test("views are drawn as what they are: scroll view, header, header image, cell, plain view")
    func kinds() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "root")
        let list = ScrollView(frame: root.frame, name: "list")
        root.addSubview(list)
        list.addSubview(ImageView(frame: CGRect(x: 0, y: 0, width: 390, height: 200), imageSize: CGSize(width: 1, height: 1), name: "header"))
        list.addSubview(ImageView(frame: CGRect(x: 0, y: 0, width: 390, height: 200), imageSize: CGSize(width: 1, height: 1), name: "headerImage"))
        list.addSubview(CollectionViewCell(frame: CGRect(x: 0, y: 200, width: 390, height: 44), name: "row"))
        let simulation = try Simulation(root: root)
        let recorder = RunRecorder(capturesViews: true)
        recorder.install(on: simulation)
        simulation.run(frames: 1)
        let recording = recorder.recording(name: "kinds", simulation: simulation, events: [], finger: nil)
        #expect(recording.views.map(\.kind) == ["view", "scrollView", "header", "image", "cell"])
        #expect(recording.views.map(\.parent) == [nil, 0, 1, 1, 1])
    }

    @Test("the same recording gives the same page")
    func deterministic() throws {
        #expect(ReplayPage(recording: try Self.recording()).html == ReplayPage(recording: try Self.recording()).html)
    }
}
