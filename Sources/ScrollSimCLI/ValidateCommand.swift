import ScrollEffects
import ScrollSim
import ScrollSimCommandLine
import ScrollSimScenario

/// `scrollsim validate FILE`: loads and checks a scenario (including its effect names) without running it.
struct ValidateCommand: Command {
    static let name = "validate"
    static let abstract = "Check a scenario file without running it."
    static let usage = "scrollsim validate FILE"
    static let discussion = """
    ARGUMENTS:
      FILE    a scenario JSON file (format: Data/scenarios/README.md)

    Prints 'FILE: ok (...)' and exits 0 if the scenario is valid; otherwise prints
    'FILE: $.json.path: problem' on stderr and exits 65 (66 if the file cannot be read).

    """

    /// The scenario file.
    let file: String

    init(arguments: [String]) throws(CommandError) {
        let scanner = try ArgumentScanner(arguments, valueOptions: [], command: Self.self)
        file = try scanner.singleFile(command: Self.self)
    }

    func run() throws(CommandError) -> ExitCode {
        let loaded = try ScenarioLoader.load(file)
        let scenario = loaded.scenario
        let scrollViews = loaded.scrollViewNames.count
        let runText: String
        switch scenario.run {
        case .untilIdle: runText = "run until idle"
        case .seconds(let seconds): runText = "run \(NumberFormat.fixed(seconds, decimals: 4)) s"
        }
        let sceneText = scenario.scene.map { "scene \"\($0.effect)\", " } ?? ""
        print("\(file): ok (scenario \"\(scenario.name)\": \(sceneText)\(scrollViews) scroll view\(scrollViews == 1 ? "" : "s"), "
              + "\(scenario.gestures.count) gesture step\(scenario.gestures.count == 1 ? "" : "s"), \(runText))")
        return .success
    }
}

/// A loaded scenario with its resolved scene, if it has one (keep it alive while simulating: it owns the
/// delegates and data sources).
struct LoadedScenario {
    var scenario: Scenario
    var scene: EffectScene?

    /// A fresh simulation of the hand-written hierarchy or of the scene.
    func makeSimulation() throws -> Simulation {
        if let scene { return try scenario.makeSimulation(root: scene.root) }
        return try scenario.makeSimulation()
    }

    /// The scroll views' names, depth-first, parents first.
    var scrollViewNames: [String] {
        if let root = scenario.root { return root.scrollViewNames }
        guard let scene else { return [] }
        var names: [String] = []
        func visit(_ view: View) {
            if view is ScrollView { names.append(view.name) }
            for subview in view.subviews { visit(subview) }
        }
        visit(scene.root)
        return names
    }
}

/// Loading a scenario the same way for `run` and `validate`: decode, then resolve the scene or effects.
enum ScenarioLoader {
    static func load(_ file: String) throws(CommandError) -> LoadedScenario {
        do {
            let scenario = try Scenario(contentsOfFile: file)
            try EffectCatalog.check(scenario.effects, root: scenario.root, file: file)
            let scene = try scenario.scene.map { description throws(ScenarioError) in
                try SceneCatalog.build(description, file: file)
            }
            return LoadedScenario(scenario: scenario, scene: scene)
        } catch {
            throw .scenario(error)
        }
    }
}
