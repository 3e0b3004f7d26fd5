import Foundation
import Testing
import ScrollSimTestSupport

/// Hand-written hierarchies with a list collection view and the view keys (`alpha`, `isHidden`,
/// `isUserInteractionEnabled`), run through the built `scrollsim` with `--views` and `--layout`.
@Suite struct CollectionScenarioTests {
    /// Row heights of the list: the first three given, the rest `rowHeight` 60; a 120-pt table header.
    static let givenHeights: [Double] = [100, 50, 200]
    static let itemCount = 40

    static func rowTop(_ i: Int) -> Double {
        var y = 120.0
        for j in 0..<i { y += j < givenHeights.count ? givenHeights[j] : 60 }
        return y
    }

    static func rowHeight(_ i: Int) -> Double { i < givenHeights.count ? givenHeights[i] : 60 }

    static func document(overlayInteraction: Bool) -> String {
        """
        {"name": "list", "view": {"name": "screen", "frame": [0, 0, 390, 844], "subviews": [
           {"collectionView": {"name": "list", "frame": [0, 0, 390, 844], "itemCount": \(itemCount),
             "layout": {"list": {"rowHeight": 60, "rowHeights": [100, 50, 200], "tableHeaderHeight": 120}}}},
           {"view": {"name": "overlay", "frame": [0, 0, 390, 844], "alpha": 0.5,
             "isUserInteractionEnabled": \(overlayInteraction)}},
           {"view": {"name": "ghost", "frame": [0, 0, 10, 10], "isHidden": true,
             "subviews": [{"view": {"name": "ghostChild", "frame": [0, 0, 5, 5]}}]}}]},
         "gestures": [{"down": {"at": [200, 700]}}, {"move": {"to": [200, 300], "duration": 0.5}},
                      {"hold": {"duration": 0.1}}, {"up": {}}]}
        """
    }

    struct Output {
        var frames: TraceTable
        var views: TraceTable
        var layout: TraceTable
        var stdout: String
    }

    static func run(overlayInteraction: Bool) throws -> Output {
        let directory = try CLIRunner.makeTemporaryDirectory("collection")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("list.json")
        try Data(document(overlayInteraction: overlayInteraction).utf8).write(to: file)
        let result = try CLIRunner.run(["run", file.path, "--frames", "f.csv", "--views", "v.csv", "--layout", "l.csv"],
                                       in: directory)
        guard result.status == 0 else { throw CLIRunner.RunnerError("status \(result.status): \(result.stderr)") }
        return Output(frames: try TraceTable(contentsOf: directory.appendingPathComponent("f.csv")),
                      views: try TraceTable(contentsOf: directory.appendingPathComponent("v.csv")),
                      layout: try TraceTable(contentsOf: directory.appendingPathComponent("l.csv")),
                      stdout: result.stdout)
    }

    /// Through a non-interactive overlay the finger drags the list (a slow 400-pt drag, held before the
    /// release: no fling). Every traced cell is named after its item and sits at the list layout's prefix
    /// sum minus the offset; the visible count is the number of rows meeting the viewport; hidden views
    /// are not traced; the overlay's alpha is.
    @Test func aListThroughANonInteractiveOverlay() throws {
        let out = try Self.run(overlayInteraction: false)
        let offsets = out.frames.series(view: "list", ["offset_y"]).mapValues { $0[0] }
        let final = offsets[offsets.keys.max()!]!
        #expect(final > 350 && final < 410, "the drag moved the list, got \(final)")

        let view = out.views.column("view"), frameColumn = out.views.column("frame")
        let y = out.views.column("y"), height = out.views.column("height"), alpha = out.views.column("alpha")
        var cellRows = 0
        for row in out.views.rows {
            let name = row[view]
            #expect(name != "ghost" && name != "ghostChild")
            if name == "overlay" { #expect(row[alpha] == "0.5") }
            guard name.hasPrefix("list.item-"), let item = Int(name.dropFirst("list.item-".count)) else { continue }
            let offset = offsets[Int(row[frameColumn])!]!
            #expect(isApproximatelyEqual(Double(row[y])!, Self.rowTop(item) - offset, absoluteTolerance: 1e-9), "\(name) at offset \(offset)")
            #expect(Double(row[height])! == Self.rowHeight(item))
            cellRows += 1
        }
        #expect(cellRows > 100)

        // Visible rows: interiors overlapping [offset, offset + 844].
        let visible = out.layout.series(view: "list", ["visible", "configured", "created", "reused"])
        for (frame, offset) in offsets {
            let expected = (0..<Self.itemCount).filter {
                Self.rowTop($0) < offset + 844 && Self.rowTop($0) + Self.rowHeight($0) > offset
            }.count
            #expect(visible[frame]![0] == Double(expected), "frame \(frame), offset \(offset)")
        }
        // Per-frame counts add up to the summary's totals; each configured view was created or reused.
        let totals = visible.values.reduce([0.0, 0, 0, 0]) { zip($0, $1).map { $0 + $1 } }
        #expect(totals[1] == totals[2] + totals[3])
        #expect(out.stdout.contains("layout              list: "))
        #expect(out.stdout.contains("during the run \(Int(totals[1])) configured, \(Int(totals[2])) created, \(Int(totals[3])) reused"),
                "\(out.stdout)")
        #expect(totals[1] > 0)
    }

    /// The same overlay accepting touches takes the finger: the list never moves.
    @Test func anInteractiveOverlayKeepsTheFinger() throws {
        let out = try Self.run(overlayInteraction: true)
        let offsets = out.frames.series(view: "list", ["offset_y"]).mapValues { $0[0] }
        #expect(offsets.values.allSatisfy { $0 == 0 })
    }
}
