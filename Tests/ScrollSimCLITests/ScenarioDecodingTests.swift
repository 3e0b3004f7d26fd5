import Foundation
import Testing
import ScrollSim
@testable import ScrollSimScenario

/// Decoding scenarios in the library: defaults, every field, and errors with their JSON paths.
@Suite struct ScenarioDecodingTests {
    static let minimal = """
    {"name": "m", "scrollView": {"frame": [0, 0, 390, 844], "contentSize": [390, 5000]}, "gestures": []}
    """

    @Test func optionalFieldsTakeTheDocumentedDefaults() throws {
        let scenario = try Scenario(json: Self.minimal)
        #expect(scenario.name == "m")
        #expect(scenario.description == nil)
        #expect(scenario.refreshRate == 120)
        #expect(scenario.screenScale == 3)
        #expect(scenario.digitizerRate == 120)
        #expect(scenario.run == .untilIdle)
        #expect(scenario.gestures.isEmpty)
        #expect(scenario.effects.isEmpty)
        #expect(scenario.root!.name == "scrollView")
        #expect(scenario.root!.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(scenario.root!.subviews.isEmpty)
        guard case .scrollView(let properties) = scenario.root!.kind else {
            Issue.record("root is not a scroll view"); return
        }
        #expect(properties.contentSize == CGSize(width: 390, height: 5000))
        #expect(properties.contentInset == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(properties.contentOffset == .zero)
        #expect(properties.bounces == true)
        #expect(properties.alwaysBounceVertical == false)
        #expect(properties.alwaysBounceHorizontal == false)
        #expect(properties.isScrollEnabled == true)
        #expect(properties.isDirectionalLockEnabled == false)
        #expect(properties.scrollsToTop == true)
        #expect(properties.decelerationRate.rawValue == 0.998)
    }

    @Test func collectionViewsSceneAndViewKeysAreRead() throws {
        let json = """
        {"name": "c", "view": {"name": "screen", "frame": [0, 0, 390, 844], "alpha": 0.25, "isHidden": false,
          "clipsToBounds": true, "isUserInteractionEnabled": false, "subviews": [
          {"collectionView": {"name": "grid", "frame": [0, 0, 390, 844], "itemCount": 7, "bounces": false,
            "contentOffset": [0, 30], "layout": {"flow": {"itemSize": [100, 150], "minimumLineSpacing": 4,
            "minimumInteritemSpacing": 2, "sectionInset": {"top": 8, "left": 6}, "headerReferenceSize": [390, 200]}}}},
          {"collectionView": {"frame": [0, 0, 390, 844], "layout": {"list": {"rowHeights": [10, 20.5]}}}}]},
         "gestures": []}
        """
        let scenario = try Scenario(json: json)
        let root = try #require(scenario.root)
        #expect(scenario.scene == nil)
        #expect(root.appearance == ViewAppearance(alpha: 0.25, isHidden: false, clipsToBounds: true, isUserInteractionEnabled: false))
        #expect(root.subviews[0].appearance == ViewAppearance())
        #expect(root.scrollViewNames == ["grid", "collectionView"])
        guard case .collectionView(let grid) = root.subviews[0].kind,
              case .collectionView(let list) = root.subviews[1].kind else {
            Issue.record("not collection views"); return
        }
        #expect(grid.itemCount == 7)
        #expect(grid.scroll.bounces == false)
        #expect(grid.scroll.contentOffset == CGPoint(x: 0, y: 30))
        #expect(grid.layout == .flow(itemSize: CGSize(width: 100, height: 150), minimumLineSpacing: 4,
                                     minimumInteritemSpacing: 2, sectionInset: EdgeInsets(top: 8, left: 6, bottom: 0, right: 0),
                                     headerReferenceSize: CGSize(width: 390, height: 200)))
        // rowHeights alone: item count = their count, other rows 44 (UIKit's standard), no table header.
        #expect(list.itemCount == 2)
        #expect(list.layout == .list(rowHeight: 44, rowHeights: [10, 20.5], tableHeaderHeight: 0))

        let built = root.makeView()
        #expect(built.alpha == 0.25 && built.clipsToBounds && !built.isUserInteractionEnabled)
        let gridView = try #require(built.subviews[0] as? CollectionView)
        let layout = try #require(gridView.collectionViewLayout as? FlowLayout)
        #expect(layout.itemSize == CGSize(width: 100, height: 150) && layout.minimumInteritemSpacing == 2)
        #expect(gridView.numberOfItems(inSection: 0) == 7)
    }

    @Test func aSceneIsKeptForTheCaller() throws {
        let scenario = try Scenario(json: #"{"name": "s", "scene": {"effect": "x", "parameters": {"a": 1, "b b": 2}}, "gestures": []}"#)
        #expect(scenario.root == nil)
        let scene = try #require(scenario.scene)
        #expect(scene.effect == "x")
        #expect(scene.parameters.map(\.key) == ["a", "b b"])
        #expect(scene.parameterPath("a") == "$.scene.parameters.a")
        #expect(scene.parameterPath("b b") == #"$.scene.parameters["b b"]"#)
        #expect(throws: SceneNotBuiltError.self) { try scenario.makeSimulation() }
    }

    @Test func everyFieldIsRead() throws {
        let json = """
        {"name": "all", "description": "d", "refreshRate": 60, "screenScale": 0, "digitizerRate": 240,
         "scrollView": {"name": "list", "frame": [1, 2, 300, 400], "contentSize": [600, 800],
                        "contentInset": {"top": 10, "bottom": -4.5}, "contentOffset": [5, -10],
                        "bounces": false, "alwaysBounceVertical": true, "alwaysBounceHorizontal": true,
                        "isScrollEnabled": false, "isDirectionalLockEnabled": true, "scrollsToTop": false,
                        "decelerationRate": 0.995},
         "gestures": [{"down": {"at": [10, 20]}}, {"move": {"to": [10, 5], "duration": 0.25}},
                      {"hold": {"duration": 0.5}}, {"up": {}}, {"wait": {"duration": 1}}, {"statusBarTap": {}}],
         "run": 2.5}
        """
        let scenario = try Scenario(json: json)
        #expect(scenario.description == "d")
        #expect(scenario.refreshRate == 60)
        #expect(scenario.screenScale == 0)
        #expect(scenario.digitizerRate == 240)
        #expect(scenario.run == .seconds(2.5))
        #expect(scenario.gestures == [
            .down(at: CGPoint(x: 10, y: 20)), .move(to: CGPoint(x: 10, y: 5), duration: 0.25),
            .hold(duration: 0.5), .up, .wait(duration: 1), .statusBarTap,
        ])
        #expect(scenario.root!.name == "list")
        #expect(scenario.root!.frame == CGRect(x: 1, y: 2, width: 300, height: 400))
        guard case .scrollView(let p) = scenario.root!.kind else { Issue.record("not a scroll view"); return }
        #expect(p.contentSize == CGSize(width: 600, height: 800))
        #expect(p.contentInset == EdgeInsets(top: 10, left: 0, bottom: -4.5, right: 0))
        #expect(p.contentOffset == CGPoint(x: 5, y: -10))
        #expect(!p.bounces && p.alwaysBounceVertical && p.alwaysBounceHorizontal)
        #expect(!p.isScrollEnabled && p.isDirectionalLockEnabled && !p.scrollsToTop)
        #expect(p.decelerationRate.rawValue == 0.995)
    }

    @Test(arguments: [("\"normal\"", 0.998), ("\"fast\"", 0.99), ("0.5", 0.5)])
    func decelerationRateAcceptsNamesAndNumbers(json: String, rawValue: Double) throws {
        let scenario = try Scenario(json: Self.minimal.replacingOccurrences(
            of: "\"contentSize\"", with: "\"decelerationRate\": \(json), \"contentSize\""))
        guard case .scrollView(let p) = scenario.root!.kind else { Issue.record("not a scroll view"); return }
        #expect(p.decelerationRate.rawValue == rawValue)
    }

    @Test func subviewsNestAndScrollViewsAreListedParentsFirst() throws {
        let json = """
        {"name": "nest", "view": {"name": "window", "frame": [0, 0, 390, 844], "subviews": [
           {"scrollView": {"name": "outer", "frame": [0, 0, 390, 844], "contentSize": [390, 2000], "subviews": [
              {"view": {"name": "header", "frame": [0, 0, 390, 500]}},
              {"scrollView": {"name": "inner", "frame": [0, 500, 390, 1200], "contentSize": [390, 9000]}}]}},
           {"scrollView": {"name": "overlay", "frame": [0, 0, 10, 10], "contentSize": [10, 10]}}]},
         "gestures": [], "effects": [{"name": "e", "view": "inner", "parameters": {"b": 1, "a": true}}]}
        """
        let scenario = try Scenario(json: json)
        #expect(scenario.root!.scrollViewNames == ["outer", "inner", "overlay"])
        #expect(scenario.root!.subviews.map(\.name) == ["outer", "overlay"])
        #expect(scenario.root!.subviews[0].subviews.map(\.name) == ["header", "inner"])
        #expect(scenario.effects.count == 1)
        #expect(scenario.effects[0].name == "e")
        #expect(scenario.effects[0].view == "inner")
        #expect(scenario.effects[0].path == "$.effects[0]")
        #expect(scenario.effects[0].parameters == [JSONMember(key: "b", value: .number(1)),
                                                   JSONMember(key: "a", value: .bool(true))])
    }

    /// A scenario that must be rejected, and the path and wording of the rejection.
    struct BadScenario: Sendable, CustomTestStringConvertible {
        var json: String
        var path: String
        var problem: String
        var kind: ScenarioError.Kind = .invalid
        var testDescription: String { "\(path): \(problem)" }
    }

    nonisolated static let badScenarios: [BadScenario] = [
        BadScenario(json: #"{"name": "x", "view": {"frame": [0,0,1,1]}, "gestures": [], "effects": [{"name": "e"}]}"#,
                    path: "$.effects[0]", problem: "an effect needs a scroll view"),
        BadScenario(json: #"{"name": "x", "scrollView": {"frame": [0,0,1,1], "contentSize": [1,1]}, "gestures": [], "effects": [{"name": "e", "view": "nope"}]}"#,
                    path: "$.effects[0].view", problem: "no scroll view named \"nope\""),
        BadScenario(json: #"{"name": "x", "view": {"name": "a", "frame": [0,0,1,1], "subviews": [{"view": {"name": "a", "frame": [0,0,1,1]}}]}, "gestures": []}"#,
                    path: "$.view.subviews[0].view.name", problem: "duplicate view name \"a\" (also used at $.view)"),
        BadScenario(json: #"{"name": "x", "scrollView": {"name": "a b", "frame": [0,0,1,1], "contentSize": [1,1]}, "gestures": []}"#,
                    path: "$.scrollView.name", problem: "a view name must be non-empty"),
        BadScenario(json: #"{"name": "x", "scrollView": {"frame": [0,0,0,1], "contentSize": [1,1]}, "gestures": []}"#,
                    path: "$.scrollView.frame[2]", problem: "width must be greater than 0"),
        BadScenario(json: #"{"name": "x", "scrollView": {"frame": [0,0,1], "contentSize": [1,1]}, "gestures": []}"#,
                    path: "$.scrollView.frame", problem: "expected an array of 4 numbers [x, y, width, height], got 3 elements"),
        BadScenario(json: #"{"name": "x", "scrollView": {"frame": [0,0,1,1], "contentSize": [1,1]}, "view": {"frame": [0,0,1,1]}, "gestures": []}"#,
                    path: "$", problem: #"not "scrollView" and "view""#),
        BadScenario(json: #"{"name": "", "scrollView": {"frame": [0,0,1,1], "contentSize": [1,1]}, "gestures": []}"#,
                    path: "$.name", problem: "must not be empty"),
        BadScenario(json: #"{"name": "x", "scrollView": {"frame": [0,0,1,1], "contentSize": [1,1]}, "gestures": [{"down": {"at": [0, 0]}, "up": {}}]}"#,
                    path: "$.gestures[0]", problem: "exactly one key"),
        BadScenario(json: #"{"name": "x", "scrollView": {"frame": [0,0,1,1], "contentSize": [1,1]}, "gestures": [{"up": {"now": true}}]}"#,
                    path: "$.gestures[0].up.now", problem: "unknown key \"now\""),
        BadScenario(json: #"{"name": "x", "scrollView": {"frame": [0,0,1,1], "contentSize": [1,1], "contentInset": {"top": 1, "botom": 2}}, "gestures": []}"#,
                    path: "$.scrollView.contentInset.botom", problem: "unknown key \"botom\" (did you mean \"bottom\"?)"),
        BadScenario(json: #"{"name": "x", "scrollView": {"frame": [0,0,1,1], "contentSize": [1,1]}, "gestures": [], "run": -1}"#,
                    path: "$.run", problem: "must be at least 0, got -1"),
        BadScenario(json: #"{"name": "x", "scrollView": {"frame": [0,0,1,1], "contentSize": [1,1]}, "gestures": [], "run": 7200}"#,
                    path: "$.run", problem: "is out of range: must be at most 3600, got 7200"),
        BadScenario(json: #"{"name": "x", "scrollView": {"frame": [0,0,1,1], "contentSize": [1,1], "decelerationRate": 1}, "gestures": []}"#,
                    path: "$.scrollView.decelerationRate", problem: "between 0 and 1 (exclusive), got 1"),
        BadScenario(json: #"{"name": "x", "scrollView": {"frame": [0,0,1,1], "contentSize": [1,1], "decelerationRate": "slow"}, "gestures": []}"#,
                    path: "$.scrollView.decelerationRate", problem: "expected \"normal\", \"fast\" or a number"),
        BadScenario(json: #"{"name": "x", "scrollView": {"frame": [0,0,1,1], "contentSize": [1,1]}, "gestures": [{"down": {"at": [0, 0]}}, {"wait": {"duration": 1}}]}"#,
                    path: "$.gestures[1]", problem: "\"wait\" while the finger is down"),
        BadScenario(json: "{\"name\": \"x\",\n \"gestures\": [}", path: "$.gestures[0]",
                    problem: "syntax error at line 2, column 15: unexpected '}'; expected a value", kind: .syntax),
    ]

    @Test(arguments: badScenarios)
    func invalidScenariosAreRejectedWithPathAndProblem(_ bad: BadScenario) {
        #expect {
            _ = try Scenario(json: bad.json, file: "s.json")
        } throws: { error in
            guard let error = error as? ScenarioError else { return false }
            let matches = error.kind == bad.kind && error.file == "s.json" && error.path == bad.path
                && error.problem.contains(bad.problem)
            if !matches { Issue.record("got \(error)") }
            return matches
        }
    }

    @Test func aFingerLeftDownIsAllowedWhenTheRunIsAFixedTime() throws {
        let scenario = try Scenario(json: """
        {"name": "x", "scrollView": {"frame": [0,0,1,1], "contentSize": [1,1]},
         "gestures": [{"down": {"at": [0, 0]}}, {"hold": {"duration": 1}}], "run": 1}
        """)
        #expect(scenario.gestures == [.down(at: .zero), .hold(duration: 1)])
    }

    @Test func theErrorDescriptionIsFilePathProblem() {
        let error = ScenarioError(kind: .invalid, file: "a.json", path: "$.gestures[3].move.duration",
                                  problem: "must be greater than 0, got 0")
        #expect(error.description == "a.json: $.gestures[3].move.duration: must be greater than 0, got 0")
        let unreadable = ScenarioError(kind: .unreadable, file: "b.json", path: "$", problem: "cannot read the file")
        #expect(unreadable.description == "b.json: cannot read the file")
    }

    @Test func aMissingFileIsUnreadable() {
        #expect {
            _ = try Scenario(contentsOfFile: "/nonexistent/scrollsim/scenario.json")
        } throws: { error in
            (error as? ScenarioError)?.kind == .unreadable
                && (error as? ScenarioError)?.problem == "cannot read the file: no such file"
        }
    }
}
