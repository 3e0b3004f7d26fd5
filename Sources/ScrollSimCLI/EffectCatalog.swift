import ScrollSim

/// The scroll effects a scenario may name in `"effects"`, resolved by name.
///
/// The `ScrollSim` library keeps effects as names and parameter objects (it cannot depend on
/// `ScrollEffects`); this catalog is where the CLI turns them into strategy objects. It is empty until the
/// effects issue registers its strategies here: each entry checks its parameters (reporting errors at
/// `EffectDescription.path`) and attaches itself to a scroll view.
enum EffectCatalog {
    /// One known effect.
    struct Entry: Sendable {
        /// The name used in scenario files.
        var name: String
        /// Checks the parameters; throws a ``ScenarioError`` pointing into `$.effects[i].parameters`.
        var check: @Sendable (EffectDescription, _ file: String) throws(ScenarioError) -> Void
        /// Attaches the effect to `scrollView` in `simulation`; returns the object to keep alive
        /// (delegates are weak).
        var attach: @Sendable (EffectDescription, _ scrollView: ScrollView, _ simulation: Simulation) -> AnyObject
    }

    /// Every known effect, in the order `--help` lists them.
    static let entries: [Entry] = []

    /// Checks that every effect is known and its parameters are valid.
    static func check(_ effects: [EffectDescription], file: String) throws(ScenarioError) {
        for effect in effects {
            guard let entry = entries.first(where: { $0.name == effect.name }) else {
                let known = entries.isEmpty ? "no effects are available yet"
                    : "known effects: " + entries.map(\.name).joined(separator: ", ")
                throw ScenarioError(kind: .invalid, file: file, path: effect.path + ".name",
                                    problem: "unknown effect \"\(effect.name)\"; \(known)")
            }
            try entry.check(effect, file)
        }
    }

    /// Attaches every effect to its scroll view; returns the objects to keep alive for the run.
    static func attach(_ effects: [EffectDescription], to simulation: Simulation) -> [AnyObject] {
        var attached: [AnyObject] = []
        for effect in effects {
            guard let entry = entries.first(where: { $0.name == effect.name }) else { continue }
            let target = simulation.scrollViews.first { effect.view == nil || $0.name == effect.view }
            guard let scrollView = target else { continue }
            attached.append(entry.attach(effect, scrollView, simulation))
        }
        return attached
    }
}
