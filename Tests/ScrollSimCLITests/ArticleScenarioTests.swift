import Foundation
import Testing
import ScrollSimTestSupport

/// The shipped article scenarios run through the built `scrollsim` with `--views`: the header's traced
/// geometry, alpha, scale and blur at every frame against the article's formula evaluated on that
/// frame's offset in `frames.csv` (an independent expectation: the offsets come from the engine, the
/// formulas from the articles, seed README), plus the nested article's ownership in `events.csv`.
///
/// Tolerance: 1e-9 pt (the same double arithmetic in another order; offsets are on the 1/3-pt grid).
@Suite struct ArticleScenarioTests {
    static let tolerance = 1e-9
    static let viewsHeader = "frame,time,view,x,y,width,height,alpha,scale,blur"

    /// Runs `Data/scenarios/<name>.json` with every trace; returns the tables and the summary.
    struct Run {
        var frames: TraceTable
        var views: TraceTable
        var events: TraceTable
        var layout: TraceTable
        var viewsText: String
        var stdout: String

        /// The offset y of `view` per frame.
        func offsets(_ view: String) -> [Int: Double] {
            frames.series(view: view, ["offset_y"]).mapValues { $0[0] }
        }
    }

    static func run(_ name: String) throws -> Run {
        let directory = try CLIRunner.makeTemporaryDirectory("article")
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenario = CLIRunner.scenariosDirectory.appendingPathComponent("\(name).json").path
        let result = try CLIRunner.run(["run", scenario, "--frames", "f.csv", "--events", "e.csv", "--views", "v.csv",
                                        "--layout", "l.csv"], in: directory)
        guard result.status == 0 else { throw CLIRunner.RunnerError("\(name): status \(result.status): \(result.stderr)") }
        let viewsText = try String(contentsOf: directory.appendingPathComponent("v.csv"), encoding: .utf8)
        return Run(frames: try TraceTable(contentsOf: directory.appendingPathComponent("f.csv")),
                   views: TraceTable(viewsText),
                   events: try TraceTable(contentsOf: directory.appendingPathComponent("e.csv")),
                   layout: try TraceTable(contentsOf: directory.appendingPathComponent("l.csv")),
                   viewsText: viewsText, stdout: result.stdout)
    }

    /// Every frame of `offsets` with a header row, checked by `check(frame, y, row)`; returns the frames.
    static func eachFrame(_ offsets: [Int: Double], _ header: [Int: [Double]],
                          _ check: (Int, Double, [Double]) -> Void) -> [Int] {
        var checked: [Int] = []
        for frame in offsets.keys.sorted() {
            guard let row = header[frame] else { continue }
            check(frame, offsets[frame]!, row)
            checked.append(frame)
        }
        return checked
    }

    // MARK: 000 sticky header

    /// Article 000 (<doc:SeedArticles#Sticky-fading-header>): `−250 < y < 0`: height |y|, alpha |y|/250; `y ≥ 0`: 0 and 0; `y ≤ −250`: |y| and 1. All
    /// three states must occur (start at −250, drag to about −160, pull to about −345, fling to y > 0).
    @Test func stickyHeaderFollowsTheThreeStates() throws {
        let run = try Self.run("sticky-header-fade")
        let header = run.views.series(view: "header", ["y", "height", "alpha"])
        var states = Set<String>()
        let frames = Self.eachFrame(run.offsets("collectionView"), header) { frame, y, row in
            let (height, alpha): (Double, Double)
            if y >= 0 { (height, alpha) = (0, 0); states.insert("collapsed") }
            else if y > -250 { (height, alpha) = (-y, -y / 250); states.insert("expanded") }
            else { (height, alpha) = (-y, 1); states.insert("pulledDown") }
            #expect(isApproximatelyEqual(row[0], 0, absoluteTolerance: Self.tolerance), "frame \(frame): header top \(row[0])")
            #expect(isApproximatelyEqual(row[1], height, absoluteTolerance: Self.tolerance), "frame \(frame): y \(y), height \(row[1]) vs \(height)")
            #expect(isApproximatelyEqual(row[2], alpha, absoluteTolerance: Self.tolerance), "frame \(frame): y \(y), alpha \(row[2]) vs \(alpha)")
        }
        #expect(frames.count == run.offsets("collectionView").count, "a header row in every frame")
        #expect(states == ["collapsed", "expanded", "pulledDown"])
    }

    // MARK: 001 stretchy header

    /// Article 001 (<doc:SeedArticles#Stretchy-header>) a (inset 0): image height `max(−y, 0) + 200` (the header's 200 plus the constant), image
    /// bottom on the header's bottom, window y `200 − y`.
    @Test func stretchyTableHeaderGrowsWithThePull() throws {
        let run = try Self.run("stretchy-header-table")
        let image = run.views.series(view: "headerImage", ["y", "height"])
        var pulled = 0
        let frames = Self.eachFrame(run.offsets("tableView"), image) { frame, y, row in
            let height = max(-y, 0) + 200
            if y < -1 { pulled += 1 }
            #expect(isApproximatelyEqual(row[1], height, absoluteTolerance: Self.tolerance), "frame \(frame): y \(y), height \(row[1]) vs \(height)")
            #expect(isApproximatelyEqual(row[0] + row[1], 200 - y, absoluteTolerance: Self.tolerance), "frame \(frame): image bottom \(row[0] + row[1]) vs \(200 - y)")
        }
        #expect(frames.count > 100)
        #expect(pulled > 20, "the pull past the top shows")
    }

    /// Article 001 (<doc:SeedArticles#Stretchy-header>) b: as a, and scrolled up (`y > 0`) the image's bottom sinks by `y / 2` (half speed).
    @Test func stretchyContainerMovesTheImageAtHalfSpeed() throws {
        let run = try Self.run("stretchy-header-container")
        let image = run.views.series(view: "headerImage", ["y", "height"])
        var scrolledUp = 0, pulled = 0
        let frames = Self.eachFrame(run.offsets("tableView"), image) { frame, y, row in
            let height = max(-y, 0) + 200
            let bottom = 200 - y + (y > 0 ? y / 2 : 0)
            if y > 1 { scrolledUp += 1 }
            if y < -1 { pulled += 1 }
            #expect(isApproximatelyEqual(row[1], height, absoluteTolerance: Self.tolerance), "frame \(frame): y \(y), height \(row[1]) vs \(height)")
            #expect(isApproximatelyEqual(row[0] + row[1], bottom, absoluteTolerance: Self.tolerance), "frame \(frame): y \(y), bottom \(row[0] + row[1]) vs \(bottom)")
        }
        #expect(frames.count > 100)
        #expect(scrolledUp > 20 && pulled > 20)
    }

    /// Article 001 (<doc:SeedArticles#Stretchy-header>) c: while `y < 0` the section header is at content y = y (window 0) and `200 − y` tall;
    /// otherwise at content 0 (window `−y`) and 200 tall. The header is present whenever it can be seen.
    @Test func stretchyFlowLayoutPinsAndGrowsTheSectionHeader() throws {
        let run = try Self.run("stretchy-header-flow-layout")
        let header = run.views.series(where: { $0.hasPrefix("header#") }, ["y", "height"])
        let offsets = run.offsets("collectionView")
        var pulled = 0
        let frames = Self.eachFrame(offsets, header) { frame, y, row in
            let (top, height) = y < 0 ? (0.0, 200 - y) : (-y, 200.0)
            if y < -1 { pulled += 1 }
            #expect(isApproximatelyEqual(row[0], top, absoluteTolerance: Self.tolerance), "frame \(frame): y \(y), header top \(row[0]) vs \(top)")
            #expect(isApproximatelyEqual(row[1], height, absoluteTolerance: Self.tolerance), "frame \(frame): y \(y), height \(row[1]) vs \(height)")
        }
        let visibleFrames = offsets.filter { $0.value < 200 }.map(\.key).sorted()
        #expect(frames.filter { offsets[$0]! < 200 } == visibleFrames, "the header is traced whenever it is on screen")
        #expect(pulled > 20)
    }

    // MARK: 003 parallax header

    /// Article 003 (<doc:SeedArticles#Parallax-header>) with `minY = −y`: pulled (`minY > 0`) the image is `400 + minY` tall before scaling,
    /// scale `minY/1000 + 1`, blur `minY/20`; drawn height `(400 + minY)·scale`; otherwise 400, 1, 0.
    @Test func parallaxHeaderScalesAndBlursWithThePull() throws {
        let run = try Self.run("parallax-header")
        let image = run.views.series(view: "headerImage", ["height", "scale", "blur"])
        var pulled = 0
        let frames = Self.eachFrame(run.offsets("scrollView"), image) { frame, y, row in
            let minY = -y
            let scale = minY > 0 ? minY / 1000 + 1 : 1
            let height = (minY > 0 ? 400 + minY : 400) * scale
            let blur = minY > 0 ? minY / 20 : 0
            if minY > 1 { pulled += 1 }
            #expect(isApproximatelyEqual(row[1], scale, absoluteTolerance: Self.tolerance), "frame \(frame): minY \(minY), scale \(row[1]) vs \(scale)")
            #expect(isApproximatelyEqual(row[2], blur, absoluteTolerance: Self.tolerance), "frame \(frame): minY \(minY), blur \(row[2]) vs \(blur)")
            #expect(isApproximatelyEqual(row[0], height, absoluteTolerance: 1e-9 * max(1, height)), "frame \(frame): height \(row[0]) vs \(height)")
        }
        #expect(frames.count > 100)
        #expect(pulled > 20)
    }

    // MARK: 004 nested scroll views

    /// Who began dragging, in order (`scrollViewWillBeginDragging` rows of `events.csv`).
    static func draggers(_ run: Run) -> [String] {
        let event = run.events.column("event"), view = run.events.column("view")
        return run.events.rows.filter { $0[event] == "scrollViewWillBeginDragging" }.map { $0[view] }
    }

    /// Gate 1 (`500 − 56 − y < 0`): the first drag lands on the disabled table and scrolls the outer past
    /// 444; the second drag on the table scrolls the table. The table's window top is `500 − outer y`.
    @Test func nestedTopGateHandsTheNextDragToTheTable() throws {
        let run = try Self.run("nested-scroll-gate-top")
        #expect(Self.draggers(run) == ["scrollView", "tableView", "tableView"])
        let outer = run.offsets("scrollView"), inner = run.offsets("tableView")
        let firstInnerMove = inner.keys.sorted().first { inner[$0]! != 0 }
        let gateOpen = outer.keys.sorted().first { 500 - 56 - outer[$0]! < 0 }
        #expect(firstInnerMove != nil && gateOpen != nil && gateOpen! < firstInnerMove!)
        let table = run.views.series(view: "tableView", ["y"])
        for frame in outer.keys.sorted() {
            #expect(isApproximatelyEqual(table[frame]![0], 500 - outer[frame]!, absoluteTolerance: Self.tolerance), "frame \(frame)")
        }
        #expect(outer.values.allSatisfy { $0 >= 0 && $0 <= 856 }, "bounces = false: never past an edge")
    }

    /// Gate 2 (`y ≥ contentSize.height − frame.height` = 1700 − 844 = 856): the first two drags on the
    /// table scroll the outer (the second to its bottom); only the third scrolls the table.
    @Test func nestedBottomGateOpensAtTheOutersBottom() throws {
        let run = try Self.run("nested-scroll-gate-bottom")
        #expect(Self.draggers(run) == ["scrollView", "scrollView", "tableView"])
        let outer = run.offsets("scrollView"), inner = run.offsets("tableView")
        let firstInnerMove = inner.keys.sorted().first { inner[$0]! != 0 }
        let bottomReached = outer.keys.sorted().first { outer[$0]! >= 856 }
        #expect(firstInnerMove != nil && bottomReached != nil && bottomReached! < firstInnerMove!)
        #expect(outer.values.allSatisfy { $0 >= 0 && $0 <= 856 })
    }

    /// The article's layout written by hand (a list collection view, the gate in `"effects"`) behaves
    /// exactly as the factory's scene: byte-identical frames and callbacks.
    @Test(arguments: ["top", "bottom"])
    func handWrittenNestedLayoutMatchesTheScene(gate: String) throws {
        let scene = try Self.run("nested-scroll-gate-\(gate)")
        let handWritten = try Self.run("nested-scroll-gate-\(gate)-handwritten")
        #expect(scene.frames.rows == handWritten.frames.rows)
        #expect(scene.events.rows == handWritten.events.rows)
        #expect(scene.frames.rows.count > 500)
    }

    // MARK: Trace format

    @Test(arguments: ["sticky-header-fade", "stretchy-header-flow-layout", "nested-scroll-gate-top"])
    func viewsAndLayoutTracesHaveExactHeadersAndAreDeterministic(name: String) throws {
        let first = try Self.run(name), second = try Self.run(name)
        #expect(first.viewsText.split(separator: "\n").first == Substring(Self.viewsHeader))
        #expect(first.layout.columns == ["frame", "time", "view", "visible", "configured", "created", "reused"])
        #expect(first.viewsText == second.viewsText)
        #expect(first.layout.rows == second.layout.rows)
        // frame and time columns agree with frames.csv, row for row of the root view.
        let frameTimes = first.frames.rows.map { [$0[0], $0[1]] }
        let rootRows = first.views.rows.filter { $0[2] == "root" }.map { [$0[0], $0[1]] }
        var unique: [[String]] = []
        for entry in frameTimes where unique.last != entry { unique.append(entry) }
        #expect(rootRows == unique)
    }
}
