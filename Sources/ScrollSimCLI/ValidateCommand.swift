import ScrollSim

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
        let scenario = try ScenarioLoader.load(file)
        let scrollViews = scenario.root.scrollViewNames.count
        let runText: String
        switch scenario.run {
        case .untilIdle: runText = "run until idle"
        case .seconds(let seconds): runText = "run \(NumberFormat.fixed(seconds, decimals: 4)) s"
        }
        print("\(file): ok (scenario \"\(scenario.name)\": \(scrollViews) scroll view\(scrollViews == 1 ? "" : "s"), "
              + "\(scenario.gestures.count) gesture step\(scenario.gestures.count == 1 ? "" : "s"), \(runText))")
        return .success
    }
}

/// Loading a scenario the same way for `run` and `validate`: decode, then resolve effects.
enum ScenarioLoader {
    static func load(_ file: String) throws(CommandError) -> Scenario {
        do {
            let scenario = try Scenario(contentsOfFile: file)
            try EffectCatalog.check(scenario.effects, file: file)
            return scenario
        } catch {
            throw .scenario(error)
        }
    }
}
