import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// The built `scrollsim` executable: help, usage errors (64), bad scenarios (65/66), validation of every
/// shipped scenario, trace files, determinism, and no output left behind on failure.
@Suite nonisolated struct CLITests {
    nonisolated static let defaultScrollView = #"{"frame": [0, 0, 390, 844], "contentSize": [390, 5000], "contentOffset": [0, 1000]}"#
    static let defaultGestures = #"[{"down": {"at": [200, 700]}}, {"move": {"to": [200, 400], "duration": 0.1}}, {"up": {}}]"#

    /// A scenario document with replaceable parts.
    nonisolated static func scenario(name: String = #""t""#, extra: String = "", scrollView: String = defaultScrollView,
                         gestures: String = defaultGestures) -> String {
        "{\"name\": \(name),\(extra) \"scrollView\": \(scrollView), \"gestures\": \(gestures)}\n"
    }

    /// A scenario whose root is `"scene": <scene>`.
    static func sceneScenario(_ scene: String, extra: String = "") -> String {
        "{\"name\": \"t\",\(extra) \"scene\": \(scene), \"gestures\": []}\n"
    }

    /// A scenario whose root is a collection view with `fields` after its frame.
    static func collectionScenario(_ fields: String) -> String {
        "{\"name\": \"t\", \"collectionView\": {\"frame\": [0, 0, 390, 844], \(fields)}, \"gestures\": []}\n"
    }

    /// An outer scroll view holding a view `top` and a scroll view `inner`, with one effect.
    static func nestedScenario(_ effect: String) -> String {
        """
        {"name": "t", "scrollView": {"name": "outer", "frame": [0, 0, 390, 844], "contentSize": [390, 1700], "subviews": [
          {"view": {"name": "top", "frame": [0, 0, 390, 500]}},
          {"scrollView": {"name": "inner", "frame": [0, 500, 390, 1200], "contentSize": [390, 5000]}}]},
         "effects": [\(effect)], "gestures": []}
        """
    }

    // MARK: Help

    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func helpPrintsTheOverviewAndExitsZero(arguments: [String]) throws {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: scrollsim <command>"))
        #expect(result.stdout.contains("run "))
        #expect(result.stdout.contains("validate "))
        #expect(result.stderr.isEmpty)
    }

    @Test(arguments: [["help", "run"], ["run", "--help"], ["run", "x.json", "-h"]])
    func commandHelpPrintsTheUsageLine(arguments: [String]) throws {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: scrollsim run FILE [--frames F.csv] [--events E.csv] [--views V.csv] [--layout L.csv]"))
    }

    // MARK: Usage errors

    struct UsageCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var usage: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    nonisolated static let usageCases: [UsageCase] = [
        UsageCase(arguments: [], message: "missing command", usage: "usage: scrollsim <command>"),
        UsageCase(arguments: ["frobnicate"], message: "unknown command 'frobnicate'", usage: "usage: scrollsim <command>"),
        UsageCase(arguments: ["--frobnicate"], message: "unknown option '--frobnicate'", usage: "usage: scrollsim <command>"),
        UsageCase(arguments: ["help", "frobnicate"], message: "unknown command 'frobnicate'", usage: "usage: scrollsim <command>"),
        UsageCase(arguments: ["run"], message: "missing the scenario FILE", usage: "usage: scrollsim run FILE"),
        // Several scenarios make a batch, whose traces go to --out DIR (a trace file per scenario).
        UsageCase(arguments: ["run", "a.json", "b.json", "--frames", "f.csv"],
                  message: "in a batch, --frames/--events/--views/--layout choose the traces written to --out DIR; give --out",
                  usage: "usage: scrollsim run FILE|DIR"),
        UsageCase(arguments: ["run", "a.json", "--jobs", "0"], message: "--jobs must be a whole number from 1 to 1024, got '0'",
                  usage: "usage: scrollsim run FILE|DIR"),
        UsageCase(arguments: ["run", "a.json", "--shard", "2/2"], message: "--shard takes I/N with 0 <= I < N (e.g. 0/4), got '2/2'",
                  usage: "usage: scrollsim run FILE|DIR"),
        UsageCase(arguments: ["sweep"], message: "missing the sweep SPEC.json", usage: "usage: scrollsim sweep SPEC.json"),
        UsageCase(arguments: ["run", "a.json", "--frames"], message: "option '--frames' needs a value", usage: "usage: scrollsim run FILE"),
        UsageCase(arguments: ["run", "a.json", "--frames="], message: "option '--frames' needs a non-empty value", usage: "usage: scrollsim run FILE"),
        UsageCase(arguments: ["run", "a.json", "--bogus", "1"], message: "unknown option '--bogus'", usage: "usage: scrollsim run FILE"),
        UsageCase(arguments: ["run", "a.json", "--frames", "f.csv", "--frames=g.csv"],
                  message: "option '--frames' given more than once", usage: "usage: scrollsim run FILE"),
        UsageCase(arguments: ["run", "a.json", "--frames", "out.csv", "--events", "./out.csv"],
                  message: "--frames and --events name the same file", usage: "usage: scrollsim run FILE"),
        UsageCase(arguments: ["run", "a.json", "--events", "a.json"],
                  message: "the output file 'a.json' is the scenario file itself", usage: "usage: scrollsim run FILE"),
        UsageCase(arguments: ["run", "a.json", "--views", "v.csv", "--layout", "./v.csv"],
                  message: "--views and --layout name the same file", usage: "usage: scrollsim run FILE"),
        UsageCase(arguments: ["run", "a.json", "--frames", "f.csv", "--views=f.csv"],
                  message: "--frames and --views name the same file", usage: "usage: scrollsim run FILE"),
        UsageCase(arguments: ["run", "a.json", "--layout", "a.json"],
                  message: "the output file 'a.json' is the scenario file itself", usage: "usage: scrollsim run FILE"),
        UsageCase(arguments: ["validate"], message: "missing the scenario FILE", usage: "usage: scrollsim validate FILE"),
        UsageCase(arguments: ["validate", "a.json", "--frames", "f.csv"], message: "unknown option '--frames'",
                  usage: "usage: scrollsim validate FILE"),
    ]

    @Test(arguments: usageCases)
    func usageErrorsExit64WithAUsageLine(_ usage: UsageCase) throws {
        let directory = try CLIRunner.makeTemporaryDirectory("usage")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(usage.arguments, in: directory)
        #expect(result.status == 64)
        #expect(result.stderr.contains("scrollsim: error: \(usage.message)"), "stderr: \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").contains { $0.hasPrefix(usage.usage) }, "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    // MARK: Bad scenarios

    nonisolated struct BadCase: Sendable, CustomTestStringConvertible {
        var label: String
        var json: String
        /// Expected `$.path: problem` (a prefix of the problem is enough).
        var message: String
        var testDescription: String { label }
    }

    nonisolated static let badCases: [BadCase] = [
        BadCase(label: "missing field", json: scenario(scrollView: #"{"contentSize": [390, 5000]}"#),
                message: #"$.scrollView: missing field "frame""#),
        BadCase(label: "missing name", json: #"{"scrollView": {"frame": [0,0,1,1], "contentSize": [1,1]}, "gestures": []}"#,
                message: #"$: missing field "name""#),
        BadCase(label: "wrong type", json: scenario(extra: #" "refreshRate": "120","#),
                message: "$.refreshRate: expected a number, got a string"),
        BadCase(label: "wrong type in a step", json: scenario(gestures: #"[{"down": {"at": "here"}}]"#),
                message: "$.gestures[0].down.at: expected an array of 2 numbers [x, y], got a string"),
        BadCase(label: "unknown key", json: scenario(scrollView: #"{"frame": [0, 0, 390, 844], "contentSize": [390, 5000], "bounce": false}"#),
                message: #"$.scrollView.bounce: unknown key "bounce" (did you mean "bounces"?)"#),
        BadCase(label: "unknown top-level key", json: scenario(extra: #" "refreshrate": 60,"#),
                message: #"$.refreshrate: unknown key "refreshrate" (did you mean "refreshRate"?)"#),
        BadCase(label: "negative content size", json: scenario(scrollView: #"{"frame": [0, 0, 390, 844], "contentSize": [390, -5]}"#),
                message: "$.scrollView.contentSize[1]: negative size: height must not be negative, got -5"),
        BadCase(label: "negative frame size", json: scenario(scrollView: #"{"frame": [0, 0, -390, 844], "contentSize": [390, 5]}"#),
                message: "$.scrollView.frame[2]: negative size: width must not be negative, got -390"),
        BadCase(label: "non-finite number", json: scenario(gestures: #"[{"down": {"at": [200, 700]}}, {"move": {"to": [200, 400], "duration": 1e999}}, {"up": {}}]"#),
                message: "$.gestures[1].move.duration: must be a finite number, got inf"),
        BadCase(label: "non-finite coordinate", json: scenario(gestures: #"[{"down": {"at": [-1e400, 700]}}, {"up": {}}]"#),
                message: "$.gestures[0].down.at[0]: x must be a finite number, got -inf"),
        BadCase(label: "refresh rate zero", json: scenario(extra: #" "refreshRate": 0,"#),
                message: "$.refreshRate: must be at least 1, got 0"),
        BadCase(label: "digitizer rate negative", json: scenario(extra: #" "digitizerRate": -60,"#),
                message: "$.digitizerRate: must be at least 10, got -60"),
        // Derived limits: each of these passed validation before and then trapped or never finished.
        BadCase(label: "digitizer slower than its floor", json: scenario(extra: #" "digitizerRate": 1e-9,"#),
                message: "$.digitizerRate: must be at least 10, got 1e-09"),
        BadCase(label: "script longer than the total cap",
                json: scenario(extra: #" "digitizerRate": 1000,"#,
                               gestures: #"[{"down": {"at": [200, 700]}}, {"hold": {"duration": 3600}}, {"hold": {"duration": 3600}}, {"up": {}}]"#),
                message: "$.gestures[2]: the gesture script's simulated time reaches 7200 s at this step"),
        BadCase(label: "waits longer than the total cap",
                json: scenario(gestures: #"[{"wait": {"duration": 3000}}, {"wait": {"duration": 601}}]"#),
                message: "$.gestures[1]: the gesture script's simulated time reaches 3601 s at this step"),
        // The default script is 12 ticks at 120 Hz = 0.1 s.
        BadCase(label: "script and run longer than the total cap", json: scenario(extra: #" "run": 3600,"#),
                message: "$.run: the scenario's total simulated time (gestures 0.1 s + run 3600 s) must be at most 3600 s"),
        // 1e-300-pt items with no spacing across: more columns than Int holds (FlowLayout trapped).
        BadCase(label: "flow layout of tiny items",
                json: collectionScenario(#""layout": {"flow": {"itemSize": [1e-300, 1e-300], "minimumInteritemSpacing": 0}}, "itemCount": 10000000"#),
                message: "$.collectionView.layout: up to 10000000 elements would be visible at once in a frame 844 pt high; at most 10000 are allowed"),
        // 844 pt / 1e-6 pt rows: every one of the 10⁷ rows fits.
        BadCase(label: "list of tiny rows",
                json: collectionScenario(#""layout": {"list": {"rowHeight": 1e-6}}, "itemCount": 10000000"#),
                message: "$.collectionView.layout: up to 10000000 elements would be visible at once"),
        // Rows of height 0 all sit at one place: row 0 and the 20 000 after it are visible together.
        BadCase(label: "list of zero-height rows",
                json: collectionScenario(#""layout": {"list": {"rowHeight": 44, "rowHeights": [44\#(String(repeating: ", 0", count: 20_000))]}}"#),
                message: "$.collectionView.layout: up to 20001 elements would be visible at once"),
        BadCase(label: "sticky header of tiny items",
                json: sceneScenario(#"{"effect": "sticky-header-fade", "parameters": {"itemHeight": 1e-9, "lineSpacing": 0, "itemCount": 10000000}}"#),
                message: #"$.scene.parameters: up to 10000000 elements of "sticky-header-fade" would be visible at once; at most 10000 are allowed"#),
        BadCase(label: "a view named like a recycled cell",
                json: #"{"name": "t", "scrollView": {"name": "outer", "frame": [0, 0, 390, 844], "contentSize": [390, 3000], "subviews": [{"collectionView": {"name": "cv", "frame": [0, 0, 390, 400], "layout": {"list": {"rowHeight": 44}}, "itemCount": 20}}, {"scrollView": {"name": "cv.item-0", "frame": [0, 500, 390, 300], "contentSize": [390, 900]}}]}, "effects": [{"name": "nested-scroll-gate-bottom", "view": "outer", "parameters": {"inner": "cv.item-0"}}], "gestures": []}"#,
                message: #"$.scrollView.subviews[1].scrollView.name: the view name "cv.item-0" is how the collection view "cv" names its element views"#),
        BadCase(label: "a key with line breaks, escaped on one line",
                json: scenario(extra: #" "bad\nkey\r": 1,"#),
                message: #"$["bad\nkey\r"]: unknown key "bad\nkey\r"; allowed keys:"#),
        BadCase(label: "a NUL in a view name, escaped",
                json: scenario(scrollView: #"{"name": "a\u0000b", "frame": [0, 0, 390, 844], "contentSize": [390, 5000]}"#),
                message: #"$.scrollView.name: a view name must be non-empty and use only letters, digits, '_', '-' and '.', got "a\u{0}b""#),
        BadCase(label: "screen scale out of range", json: scenario(extra: #" "screenScale": 11,"#),
                message: "$.screenScale: is out of range: must be at most 10, got 11"),
        BadCase(label: "zero move duration", json: scenario(gestures: #"[{"down": {"at": [200, 700]}}, {"move": {"to": [200, 400], "duration": 0}}, {"up": {}}]"#),
                message: "$.gestures[1].move.duration: must be greater than 0, got 0"),
        BadCase(label: "move before down", json: scenario(gestures: #"[{"move": {"to": [200, 400], "duration": 0.1}}]"#),
                message: #"$.gestures[0]: "move" before "down": the finger is not on the screen"#),
        BadCase(label: "up before down", json: scenario(gestures: #"[{"up": {}}]"#),
                message: #"$.gestures[0]: "up" before "down""#),
        BadCase(label: "hold before down", json: scenario(gestures: #"[{"wait": {"duration": 1}}, {"hold": {"duration": 1}}]"#),
                message: #"$.gestures[1]: "hold" before "down""#),
        BadCase(label: "down while down", json: scenario(gestures: #"[{"down": {"at": [1, 1]}}, {"down": {"at": [2, 2]}}, {"up": {}}]"#),
                message: #"$.gestures[1]: "down" while the finger is already down"#),
        BadCase(label: "wait while down", json: scenario(gestures: #"[{"down": {"at": [1, 1]}}, {"wait": {"duration": 1}}, {"up": {}}]"#),
                message: #"$.gestures[1]: "wait" while the finger is down"#),
        BadCase(label: "finger left down", json: scenario(gestures: #"[{"down": {"at": [1, 1]}}]"#),
                message: "$.gestures: the finger is still down after the last step"),
        BadCase(label: "pause before down", json: scenario(gestures: #"[{"pause": {"duration": 0.5}}]"#),
                message: #"$.gestures[0]: "pause" before "down": the finger is not on the screen"#),
        BadCase(label: "negative pause", json: scenario(gestures: #"[{"down": {"at": [1, 1]}}, {"pause": {"duration": -1}}, {"up": {}}]"#),
                message: "$.gestures[1].pause.duration: "),
        BadCase(label: "unknown integration", json: scenario(extra: #" "integration": "euler","#),
                message: #"$.integration: expected "closedForm" or "uikitFrames", got "euler""#),
        BadCase(label: "per-axis bounce not a boolean", json: scenario(scrollView: #"{"frame": [0, 0, 390, 844], "contentSize": [390, 5000], "bouncesVertically": 1}"#),
                message: "$.scrollView.bouncesVertically: "),
        BadCase(label: "unknown step", json: scenario(gestures: #"[{"swipe": {}}]"#),
                message: #"$.gestures[0].swipe: unknown key "swipe"; allowed keys: down, move, hold, pause, up, wait, statusBarTap, tap"#),
        BadCase(label: "tap without a point", json: scenario(gestures: #"[{"tap": {}}]"#),
                message: #"$.gestures[0].tap: missing field "at" ([x, y] in window coordinates)"#),
        BadCase(label: "unknown run", json: scenario(extra: #" "run": "forever","#),
                message: #"$.run: expected "untilIdle" or a number of seconds, got "forever""#),
        BadCase(label: "deceleration rate out of range", json: scenario(scrollView: #"{"frame": [0, 0, 390, 844], "contentSize": [390, 5000], "decelerationRate": 1.5}"#),
                message: "$.scrollView.decelerationRate: a deceleration rate is a factor per millisecond between 0 and 1 (exclusive), got 1.5"),
        BadCase(label: "unknown effect", json: scenario(extra: #" "effects": [{"name": "sparkles"}],"#),
                message: #"$.effects[0].name: unknown effect "sparkles""#),
        // Scenes (resolved by the CLI through ScrollEffects' factory).
        BadCase(label: "scene and scroll view", json: scenario(extra: #" "scene": {"effect": "parallax-header"},"#),
                message: #"$: give exactly one of "scrollView", "collectionView", "view" or "scene" as the root, not "scrollView" and "scene""#),
        BadCase(label: "scene without effect", json: sceneScenario(#"{"parameters": {}}"#),
                message: #"$.scene: missing field "effect""#),
        BadCase(label: "scene unknown key", json: sceneScenario(#"{"effect": "parallax-header", "parameter": {}}"#),
                message: #"$.scene.parameter: unknown key "parameter" (did you mean "parameters"?)"#),
        BadCase(label: "scene unknown effect", json: sceneScenario(#"{"effect": "stickyheader-fade"}"#),
                message: #"$.scene.effect: unknown effect "stickyheader-fade" (did you mean "sticky-header-fade"?); known effects: sticky-header-fade, "#),
        BadCase(label: "scene unknown parameter", json: sceneScenario(#"{"effect": "sticky-header-fade", "parameters": {"headerHieght": 200}}"#),
                message: #"$.scene.parameters.headerHieght: unknown parameter "headerHieght" of "sticky-header-fade" (did you mean "headerHeight"?); parameters: "#),
        BadCase(label: "scene parameter of another effect", json: sceneScenario(#"{"effect": "parallax-header", "parameters": {"rowCount": 10}}"#),
                message: #"$.scene.parameters.rowCount: unknown parameter "rowCount" of "parallax-header"; parameters: contentHeight, headerHeight, imageHeight, imageWidth, viewportHeight, viewportWidth"#),
        BadCase(label: "scene parameter not a number", json: sceneScenario(#"{"effect": "parallax-header", "parameters": {"headerHeight": "400"}}"#),
                message: "$.scene.parameters.headerHeight: expected a number, got a string"),
        BadCase(label: "scene parameter zero header", json: sceneScenario(#"{"effect": "sticky-header-fade", "parameters": {"headerHeight": 0}}"#),
                message: "$.scene.parameters.headerHeight: must be greater than 0, got 0"),
        BadCase(label: "scene count not whole", json: sceneScenario(#"{"effect": "sticky-header-fade", "parameters": {"itemCount": 2.5}}"#),
                message: "$.scene.parameters.itemCount: effect 'sticky-header-fade': parameter 'itemCount' must be a whole number"),
        BadCase(label: "scene negative size", json: sceneScenario(#"{"effect": "stretchy-header-table", "parameters": {"rowHeight": -44}}"#),
                message: "$.scene.parameters.rowHeight: effect 'stretchy-header-table': parameter 'rowHeight' must be finite and >= 0"),
        BadCase(label: "scene count too large", json: sceneScenario(#"{"effect": "nested-scroll-gate-top", "parameters": {"rowCount": 1e12}}"#),
                message: "$.scene.parameters.rowCount: is out of range: magnitude must be at most 10000000, got 1000000000000"),
        BadCase(label: "scene parameters not an object", json: sceneScenario(#"{"effect": "parallax-header", "parameters": [1]}"#),
                message: "$.scene.parameters: expected an object, got an array"),
        BadCase(label: "effects with a scene", json: sceneScenario(#"{"effect": "parallax-header"}"#, extra: #" "effects": [],"#),
                message: #"$.effects: a "scene" brings its own effect"#),
        // View properties and collection views.
        BadCase(label: "alpha out of range", json: scenario(scrollView: #"{"frame": [0, 0, 390, 844], "contentSize": [390, 5000], "alpha": 1.5}"#),
                message: "$.scrollView.alpha: is out of range: must be at most 1, got 1.5"),
        BadCase(label: "isHidden not a boolean", json: scenario(scrollView: #"{"frame": [0, 0, 390, 844], "contentSize": [390, 5000], "isHidden": 0}"#),
                message: "$.scrollView.isHidden: expected true or false, got a number"),
        BadCase(label: "misspelt isUserInteractionEnabled",
                json: scenario(scrollView: #"{"frame": [0, 0, 390, 844], "contentSize": [390, 5000], "subviews": [{"view": {"frame": [0, 0, 1, 1], "userInteractionEnabled": false}}]}"#),
                message: #"$.scrollView.subviews[0].view.userInteractionEnabled: unknown key "userInteractionEnabled""#),
        BadCase(label: "collection view with a content size",
                json: collectionScenario(#""layout": {"list": {"rowHeight": 44}}, "itemCount": 10, "contentSize": [390, 440]"#),
                message: #"$.collectionView.contentSize: a collection view's content size comes from its layout; remove "contentSize""#),
        BadCase(label: "collection view without layout", json: collectionScenario(#""itemCount": 10"#),
                message: #"$.collectionView: missing field "layout""#),
        BadCase(label: "layout with two kinds",
                json: collectionScenario(#""layout": {"list": {"rowHeight": 44}, "flow": {"itemSize": [10, 10]}}, "itemCount": 3"#),
                message: #"$.collectionView.layout: a layout is an object with exactly one key, "flow" or "list""#),
        BadCase(label: "unknown layout kind", json: collectionScenario(#""layout": {"grid": {}}, "itemCount": 3"#),
                message: #"$.collectionView.layout.grid: unknown key "grid""#),
        BadCase(label: "flow without item size", json: collectionScenario(#""layout": {"flow": {"minimumLineSpacing": 4}}, "itemCount": 3"#),
                message: #"$.collectionView.layout.flow: missing field "itemSize""#),
        BadCase(label: "flow zero item height", json: collectionScenario(#""layout": {"flow": {"itemSize": [390, 0]}}, "itemCount": 3"#),
                message: "$.collectionView.layout.flow.itemSize[1]: height must be greater than 0"),
        BadCase(label: "flow negative spacing", json: collectionScenario(#""layout": {"flow": {"itemSize": [390, 150], "minimumLineSpacing": -4}}, "itemCount": 3"#),
                message: "$.collectionView.layout.flow.minimumLineSpacing: must be at least 0, got -4"),
        BadCase(label: "list without heights", json: collectionScenario(#""layout": {"list": {"tableHeaderHeight": 200}}, "itemCount": 3"#),
                message: #"$.collectionView.layout.list: missing field "rowHeight""#),
        BadCase(label: "list zero row height", json: collectionScenario(#""layout": {"list": {"rowHeight": 0}}, "itemCount": 3"#),
                message: "$.collectionView.layout.list.rowHeight: must be greater than 0, got 0"),
        BadCase(label: "list negative row height", json: collectionScenario(#""layout": {"list": {"rowHeights": [44, -1]}}"#),
                message: "$.collectionView.layout.list.rowHeights[1]: must be at least 0, got -1"),
        BadCase(label: "more row heights than items", json: collectionScenario(#""layout": {"list": {"rowHeights": [44, 44, 44]}}, "itemCount": 2"#),
                message: #"$.collectionView.itemCount: "rowHeights" has 3 entries but "itemCount" is 2"#),
        BadCase(label: "missing item count", json: collectionScenario(#""layout": {"list": {"rowHeight": 44}}"#),
                message: #"$.collectionView: missing field "itemCount""#),
        BadCase(label: "item count not whole", json: collectionScenario(#""layout": {"list": {"rowHeight": 44}}, "itemCount": 2.5"#),
                message: "$.collectionView.itemCount: must be a whole number, got 2.5"),
        BadCase(label: "item count too large", json: collectionScenario(#""layout": {"list": {"rowHeight": 44}}, "itemCount": 20000000"#),
                message: "$.collectionView.itemCount: is out of range: must be at most 10000000, got 20000000"),
        BadCase(label: "collection subview kind", json: scenario(scrollView: #"{"frame": [0, 0, 390, 844], "contentSize": [390, 5000], "subviews": [{"tableView": {}}]}"#),
                message: #"$.scrollView.subviews[0].tableView: unknown key "tableView"; allowed keys: scrollView, collectionView, view"#),
        // Effects on hand-written hierarchies (the nested-scroll gates).
        BadCase(label: "effect near miss", json: nestedScenario(#"{"name": "nested-scroll-gate-tpo", "parameters": {"inner": "inner"}}"#),
                message: #"$.effects[0].name: unknown effect "nested-scroll-gate-tpo" (did you mean "nested-scroll-gate-top"?); known effects: nested-scroll-gate-top, nested-scroll-gate-bottom"#),
        BadCase(label: "gate without inner", json: nestedScenario(#"{"name": "nested-scroll-gate-bottom"}"#),
                message: #"$.effects[0].parameters: missing field "inner""#),
        BadCase(label: "gate inner not a scroll view", json: nestedScenario(#"{"name": "nested-scroll-gate-bottom", "parameters": {"inner": "top"}}"#),
                message: #"$.effects[0].parameters.inner: no scroll view named "top"; scroll views: "outer", "inner""#),
        BadCase(label: "gate inner is the outer", json: nestedScenario(#"{"name": "nested-scroll-gate-bottom", "parameters": {"inner": "outer"}}"#),
                message: #"$.effects[0].parameters.inner: the inner scroll view must not be the one the gate watches ("outer")"#),
        BadCase(label: "gate inner not a string", json: nestedScenario(#"{"name": "nested-scroll-gate-bottom", "parameters": {"inner": 1}}"#),
                message: "$.effects[0].parameters.inner: expected a view name (a string), got a number"),
        BadCase(label: "gate unknown parameter", json: nestedScenario(#"{"name": "nested-scroll-gate-bottom", "parameters": {"inner": "inner", "topMargin": 56}}"#),
                message: #"$.effects[0].parameters.topMargin: unknown parameter "topMargin" of "nested-scroll-gate-bottom"; parameters: inner"#),
        BadCase(label: "gate without top view", json: nestedScenario(#"{"name": "nested-scroll-gate-top", "parameters": {"inner": "inner"}}"#),
                message: #"$.effects[0].parameters: missing field "topView""#),
        BadCase(label: "gate unknown top view", json: nestedScenario(#"{"name": "nested-scroll-gate-top", "parameters": {"inner": "inner", "topView": "tpo"}}"#),
                message: #"$.effects[0].parameters.topView: no view named "tpo""#),
        BadCase(label: "gate negative margin", json: nestedScenario(#"{"name": "nested-scroll-gate-top", "parameters": {"inner": "inner", "topView": "top", "topMargin": -1}}"#),
                message: "$.effects[0].parameters.topMargin: must be a finite number from 0 to 10000000, got -1"),
        // Syntax: line 1 is `{"name": "t",`, line 2 ` "gestures": [1,],` has the ']' after a trailing comma at
        // column 17 (counted by hand).
        BadCase(label: "syntax error", json: "{\"name\": \"t\",\n \"gestures\": [1,],\n \"scrollView\": {}}",
                message: "$.gestures: syntax error at line 2, column 17: trailing comma before ']'"),
        BadCase(label: "duplicate key", json: "{\"name\": \"t\",\n\"name\": \"u\"}",
                message: #"$: syntax error at line 2, column 1: duplicate key "name" in one object"#),
    ]

    @Test(arguments: badCases)
    func badScenariosExit65WithFilePathAndProblem(_ bad: BadCase) throws {
        let directory = try CLIRunner.makeTemporaryDirectory("bad")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("bad.json")
        try Data(bad.json.utf8).write(to: file)
        for command in ["validate", "run"] {
            let result = try CLIRunner.run([command, file.path], in: directory)
            #expect(result.status == 65, "\(command): \(result.stderr)")
            #expect(result.stderr.hasPrefix("scrollsim: error: \(file.path): \(bad.message)"),
                    "\(command): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test func anUnreadableScenarioExits66() throws {
        let directory = try CLIRunner.makeTemporaryDirectory("missing")
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("missing.json").path
        for command in ["validate", "run"] {
            let result = try CLIRunner.run([command, missing], in: directory)
            #expect(result.status == 66)
            #expect(result.stderr == "scrollsim: error: \(missing): cannot read the file: no such file\n")
        }
        let asDirectory = try CLIRunner.run(["validate", directory.path])
        #expect(asDirectory.status == 66)
        #expect(asDirectory.stderr.contains("it is a directory"))
    }

    // MARK: Shipped scenarios

    @Test func theRequiredScenariosAreShipped() throws {
        let names = try CLIRunner.shippedScenarios().map(\.lastPathComponent)
        for required in ["fling.json", "fling-into-bottom-edge.json", "slow-drag-release.json",
                         "pull-past-top-release.json", "pull-past-top-no-bounce.json",
                         "short-content-always-bounce.json", "worked-example-a.json", "worked-example-b.json",
                         "worked-example-c.json", "worked-example-d.json", "worked-example-e.json"] {
            #expect(names.contains(required), "missing \(required)")
        }
    }

    @Test func everyShippedScenarioValidates() throws {
        let files = try CLIRunner.shippedScenarios()
        #expect(files.count >= 11)
        for file in files {
            let result = try CLIRunner.run(["validate", file.path])
            #expect(result.status == 0, "\(file.lastPathComponent): \(result.stderr)")
            #expect(result.stdout.hasPrefix("\(file.path): ok ("))
            #expect(result.stderr.isEmpty)
        }
    }

    // MARK: Running

    static let framesHeader = "frame,time,view,offset_x,offset_y,velocity_x,velocity_y,phase"
    static let eventsHeader = "seq,frame,time,view,event,detail"

    @Test func runWritesBothTracesWithTheirHeaderLines() throws {
        let directory = try CLIRunner.makeTemporaryDirectory("traces")
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenario = CLIRunner.scenariosDirectory.appendingPathComponent("fling.json").path
        let result = try CLIRunner.run(["run", scenario, "--frames", "frames.csv", "--events=events.csv"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let frames = try String(contentsOf: directory.appendingPathComponent("frames.csv"), encoding: .utf8)
        let events = try String(contentsOf: directory.appendingPathComponent("events.csv"), encoding: .utf8)
        #expect(frames.split(separator: "\n", omittingEmptySubsequences: false).first == Substring(Self.framesHeader))
        #expect(events.split(separator: "\n", omittingEmptySubsequences: false).first == Substring(Self.eventsHeader))
        #expect(frames.split(separator: "\n").count > 1)
        #expect(events.split(separator: "\n").count > 1)
        // Only the two outputs: no temporary file left next to them.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["events.csv", "frames.csv"])
    }

    @Test(arguments: ["fling.json", "fling-into-bottom-edge.json", "pull-past-top-release.json"])
    func twoRunsAreByteIdentical(name: String) throws {
        let directory = try CLIRunner.makeTemporaryDirectory("determinism")
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenario = CLIRunner.scenariosDirectory.appendingPathComponent(name).path
        let first = try CLIRunner.run(["run", scenario, "--frames", "f1.csv", "--events", "e1.csv"], in: directory)
        let second = try CLIRunner.run(["run", scenario, "--frames", "f2.csv", "--events", "e2.csv"], in: directory)
        #expect(first.status == 0 && second.status == 0, "\(first.stderr)\(second.stderr)")
        func bytes(_ file: String) throws -> Data { try Data(contentsOf: directory.appendingPathComponent(file)) }
        #expect(try bytes("f1.csv") == bytes("f2.csv"))
        #expect(try bytes("e1.csv") == bytes("e2.csv"))
        #expect(first.stdout.replacingOccurrences(of: "f1.csv", with: "F").replacingOccurrences(of: "e1.csv", with: "E")
                == second.stdout.replacingOccurrences(of: "f2.csv", with: "F").replacingOccurrences(of: "e2.csv", with: "E"))
    }

    @Test func aFailedRunLeavesNoOutputAndKeepsOldFiles() throws {
        let directory = try CLIRunner.makeTemporaryDirectory("failure")
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = directory.appendingPathComponent("bad.json")
        try Data(Self.scenario(gestures: #"[{"up": {}}]"#).utf8).write(to: bad)
        let old = Data("old contents\n".utf8)
        try old.write(to: directory.appendingPathComponent("frames.csv"))
        let result = try CLIRunner.run(["run", bad.path, "--frames", "frames.csv", "--events", "events.csv"], in: directory)
        #expect(result.status == 65)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["bad.json", "frames.csv"])
        #expect(try Data(contentsOf: directory.appendingPathComponent("frames.csv")) == old)
    }

    @Test func anUnwritableOutputExits73AndLeavesNothing() throws {
        let directory = try CLIRunner.makeTemporaryDirectory("unwritable")
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenario = CLIRunner.scenariosDirectory.appendingPathComponent("worked-example-e.json").path
        let result = try CLIRunner.run(["run", scenario, "--events", "events.csv", "--frames", "no/such/dir/frames.csv"],
                                       in: directory)
        #expect(result.status == 73)
        #expect(result.stderr.contains("cannot write --frames 'no/such/dir/frames.csv': its directory 'no/such/dir' does not exist"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    /// The scenario under other names: a symbolic link, a hard link, a path through a symbolic link to its
    /// directory. Each is the same device and inode: exit 64, and the scenario is untouched (a symbolic
    /// link as output was replaced by a regular file before; only literal spellings were refused).
    @Test func anOutputThatIsTheScenarioUnderAnyNameExits64() throws {
        let directory = try CLIRunner.makeTemporaryDirectory("same-as-input")
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenario = directory.appendingPathComponent("s.json")
        let text = Self.scenario()
        try Data(text.utf8).write(to: scenario)
        let fileManager = FileManager.default
        try fileManager.createSymbolicLink(atPath: directory.appendingPathComponent("soft.csv").path, withDestinationPath: "s.json")
        try fileManager.linkItem(atPath: scenario.path, toPath: directory.appendingPathComponent("hard.csv").path)
        try fileManager.createSymbolicLink(atPath: directory.appendingPathComponent("here").path, withDestinationPath: ".")
        for output in ["soft.csv", "hard.csv", "here/s.json"] {
            let result = try CLIRunner.run(["run", "s.json", "--events", output], in: directory)
            #expect(result.status == 64, "\(output): \(result.stderr)")
            #expect(result.stderr.hasPrefix("scrollsim: error: the output file --events '\(output)' is the scenario file 's.json' itself"),
                    "\(output): \(result.stderr)")
            #expect(try String(contentsOf: scenario, encoding: .utf8) == text)
        }
        #expect(try fileManager.destinationOfSymbolicLink(atPath: directory.appendingPathComponent("soft.csv").path) == "s.json")
    }

    /// A FIFO is refused (exit 73) and stays a FIFO (it was replaced by a regular file before), and the
    /// earlier output of the same run is left as it was.
    @Test func aFIFOOutputExits73AndNothingIsReplaced() throws {
        let directory = try CLIRunner.makeTemporaryDirectory("fifo")
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let old = Data("old frames\n".utf8)
        try old.write(to: directory.appendingPathComponent("frames.csv"))
        let scenario = CLIRunner.scenariosDirectory.appendingPathComponent("fling.json").path
        let result = try CLIRunner.run(["run", scenario, "--frames", "frames.csv", "--events", "fifo"], in: directory)
        #expect(result.status == 73)
        #expect(result.stderr.hasPrefix("scrollsim: error: cannot write --events 'fifo': it is a FIFO"), "\(result.stderr)")
        #expect(try Data(contentsOf: directory.appendingPathComponent("frames.csv")) == old)
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["fifo", "frames.csv"])
    }

    // MARK: Summary against <doc:Physics#Worked-examples>

    /// A worked example and the summary lines its <doc:Physics#Worked-examples> numbers imply: the resting offset, the rest time
    /// after the release frame, and the peak overscroll (C: peak 4205.333 − max 4156 = 49.333 pt;
    /// B: shown −138.0 at release = 138 pt past the top).
    struct WorkedExample: Sendable, CustomTestStringConvertible {
        var file: String
        var finalOffset: String
        var rest: String
        var overscroll: String
        var decelerations: Int
        var testDescription: String { file }
    }

    nonisolated static let workedExamples: [WorkedExample] = [
        WorkedExample(file: "worked-example-a.json", finalOffset: "scrollView (0.000, 2492.000)",
                      rest: "(scrollViewDidEndDecelerating of scrollView, 2.8417 s after the release",
                      overscroll: "none", decelerations: 1),
        WorkedExample(file: "worked-example-b.json", finalOffset: "scrollView (0.000, 0.000)",
                      rest: "(scrollViewDidEndDecelerating of scrollView, 0.5583 s after the release",
                      overscroll: "138.000 pt past the top edge of scrollView", decelerations: 1),
        WorkedExample(file: "worked-example-c.json", finalOffset: "scrollView (0.000, 4156.000)",
                      rest: "(scrollViewDidEndDecelerating of scrollView, 0.8417 s after the release",
                      overscroll: "49.333 pt past the bottom edge of scrollView", decelerations: 1),
        WorkedExample(file: "worked-example-d.json", finalOffset: "scrollView (0.000, 4156.000)",
                      rest: "(scrollViewDidEndDecelerating of scrollView, 0.1417 s after the release",
                      overscroll: "none", decelerations: 1),
        WorkedExample(file: "worked-example-e.json", finalOffset: "scrollView (0.000, 1090.000)",
                      rest: "(scrollViewDidEndDragging of scrollView, 0.0000 s after the release",
                      overscroll: "none", decelerations: 0),
    ]

    @Test(arguments: workedExamples)
    func theSummaryReportsTheWorkedExamplesNumbers(_ example: WorkedExample) throws {
        let scenario = CLIRunner.scenariosDirectory.appendingPathComponent(example.file).path
        let result = try CLIRunner.run(["run", scenario])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        func line(_ label: String) -> String? {
            lines.first { $0.hasPrefix(label) }.map { String($0.dropFirst(20)) }
        }
        #expect(line("final offset") == example.finalOffset)
        #expect(line("time to rest")?.contains(example.rest) == true, "\(result.stdout)")
        #expect(line("largest overscroll")?.hasPrefix(example.overscroll) == true, "\(result.stdout)")
        #expect(lines.contains("  scrollViewWillBeginDragging           1"))
        #expect(lines.contains("  scrollViewWillEndDragging             1"))
        #expect(lines.contains("  scrollViewDidEndDragging              1"))
        #expect(lines.contains("  scrollViewWillBeginDecelerating       \(example.decelerations)"))
        #expect(lines.contains("  scrollViewDidEndDecelerating          \(example.decelerations)"))
    }

    @Test func aRunShorterThanTheMotionReportsStillMoving() throws {
        let directory = try CLIRunner.makeTemporaryDirectory("moving")
        defer { try? FileManager.default.removeItem(at: directory) }
        // A 3000 pt/s fling decelerates for ≈ 2.84 s (<doc:Physics#Deceleration>, <doc:Physics#Worked-examples> A); 0.5 s later it still moves.
        let file = directory.appendingPathComponent("moving.json")
        try Data(Self.scenario(extra: #" "run": 0.5,"#).utf8).write(to: file)
        let result = try CLIRunner.run(["run", file.path], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("time to rest        still moving\n"))
        // Gestures end at 0.1 s; 0.5 s more is 60 frames after frame 12: frames 0…72.
        #expect(result.stdout.contains("simulated time      0.6000 s\n"), "\(result.stdout)")
    }
}
