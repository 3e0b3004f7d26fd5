import ScrollEffects
import ScrollSim

/// Resolves a scenario's `"scene"` (an article's ready-made hierarchy and effect) through
/// `ScrollEffects.EffectFactory`, with errors at JSON paths: an unknown effect at `$.scene.effect`, an
/// unknown or bad parameter at `$.scene.parameters.NAME`.
enum SceneCatalog {
    /// Parameters that must be greater than 0 (a zero viewport has no rubber band; the sticky header
    /// divides by its height).
    static let positiveParameters = ["viewportWidth", "viewportHeight", "headerHeight"]

    /// Checks the description and builds the scene (laid out, at its starting offset).
    /// - Throws: ``ScenarioError`` (`.invalid`) naming the offending path.
    static func build(_ scene: SceneDescription, file: String) throws(ScenarioError) -> EffectScene {
        func fail(_ path: String, _ problem: String) -> ScenarioError {
            ScenarioError(kind: .invalid, file: file, path: path, problem: problem)
        }
        let names = EffectFactory.effectNames
        guard let defaults = try? EffectFactory.defaultParameters(for: scene.effect), names.contains(scene.effect) else {
            var problem = "unknown effect \"\(scene.effect)\""
            if let near = SceneDescription.suggestion(for: scene.effect, among: names) { problem += " (did you mean \"\(near)\"?)" }
            throw fail(scene.path + ".effect", problem + "; known effects: " + names.joined(separator: ", "))
        }
        let known = defaults.map(\.name)
        var parameters: [String: Double] = [:]
        for member in scene.parameters {
            let path = scene.parameterPath(member.key)
            guard known.contains(member.key) else {
                var problem = "unknown parameter \"\(member.key)\" of \"\(scene.effect)\""
                if let near = SceneDescription.suggestion(for: member.key, among: known) { problem += " (did you mean \"\(near)\"?)" }
                throw fail(path, problem + "; parameters: " + known.joined(separator: ", "))
            }
            guard case .number(let value) = member.value else {
                throw fail(path, "expected a number, got \(member.value.typeDescription)")
            }
            guard value.isFinite else { throw fail(path, "must be a finite number, got \(value)") }
            let isCount = member.key.hasSuffix("Count")
            let limit = isCount ? Double(Scenario.Limits.maximumItemCount) : Scenario.Limits.maximumGeometry
            if abs(value) > limit {
                throw fail(path, "is out of range: magnitude must be at most \(NumberFormat.plain(limit)), got \(NumberFormat.plain(value))")
            }
            if positiveParameters.contains(member.key), value <= 0 {
                throw fail(path, "must be greater than 0, got \(NumberFormat.plain(value))")
            }
            // The factory's own rules (counts whole, sizes ≥ 0), checked one parameter at a time so the
            // error names this parameter's path.
            do {
                _ = try EffectFactory.makeScene(effect: scene.effect, parameters: [member.key: value])
            } catch {
                throw fail(path, "\(error)")
            }
            parameters[member.key] = value
        }
        do {
            return try EffectFactory.makeScene(effect: scene.effect, parameters: parameters)
        } catch {
            throw fail(scene.path + ".parameters", "these parameters do not make a valid scene: \(error)")
        }
    }
}
