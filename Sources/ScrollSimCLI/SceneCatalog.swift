import Foundation
import ScrollEffects
import ScrollSim
import ScrollSimScenario

/// Resolves a scenario's `"scene"` (an article's ready-made hierarchy and effect) through
/// `ScrollEffects.EffectRegistry`, with errors at JSON paths: an unknown effect at `$.scene.effect`, an
/// unknown or bad parameter at `$.scene.parameters.NAME`.
enum SceneCatalog {
    /// Checks the description and builds the scene (laid out, at its starting offset).
    /// - Throws: ``ScenarioError`` (`.invalid`) naming the offending path.
    static func build(_ scene: SceneDescription, file: String) throws(ScenarioError) -> EffectScene {
        func fail(_ path: String, _ problem: String) -> ScenarioError {
            ScenarioError(kind: .invalid, file: file, path: path, problem: problem)
        }
        let names = EffectRegistry.sceneNames
        guard let entry = EffectRegistry.scene(named: scene.effect) else {
            throw fail(scene.path + ".effect",
                       NameSuggestion.unknown("effect", scene.effect, among: names, listedAs: "known effects"))
        }
        let known = entry.parameters.map(\.name)
        var parameters: [String: Double] = [:]
        for member in scene.parameters {
            let path = scene.parameterPath(member.key)
            guard let parameter = entry.parameter(named: member.key) else {
                throw fail(path, NameSuggestion.unknown("parameter", member.key, "of \"\(scene.effect)\"", among: known,
                                                        listedAs: "parameters"))
            }
            guard case .number(let value) = member.value else {
                throw fail(path, "expected a number, got \(member.value.typeDescription)")
            }
            guard value.isFinite else { throw fail(path, "must be a finite number, got \(value)") }
            let limit = parameter.range.upperBound
            if abs(value) > limit {
                throw fail(path, "is out of range: magnitude must be at most \(NumberFormat.plain(limit)), got \(NumberFormat.plain(value))")
            }
            if parameter.domain == .positiveLength, value <= 0 {
                throw fail(path, "must be greater than 0, got \(NumberFormat.plain(value))")
            }
            // The factory's own rules (counts whole, sizes ≥ 0), checked one parameter at a time so the
            // error names this parameter's path.
            do {
                _ = try entry.makeScene(parameters: [member.key: value])
            } catch {
                throw fail(path, "\(error)")
            }
            parameters[member.key] = value
        }
        let defaults = entry.parameters.map { (name: $0.name, value: $0.defaultValue ?? 0) }
        try checkVisibleElements(scene, parameters: parameters, defaults: defaults, file: file)
        do {
            return try entry.makeScene(parameters: parameters)
        } catch {
            throw fail(scene.path + ".parameters", "these parameters do not make a valid scene: \(error)")
        }
    }

    /// Refuses a scene whose collection view could show more than
    /// `Scenario.Limits.maximumVisibleElements` elements at once (checked before anything is built:
    /// building lays the scene out). The scenes' layouts (`EffectFactory`): the sticky header and the
    /// stretchy flow layout are one-column flow layouts filling the viewport (item `viewportWidth` ×
    /// `itemHeight`, `lineSpacing`, the stretchy one with a section header); the stretchy tables are
    /// lists of `rowHeight` rows filling the viewport; the gates' tables are lists `tableHeight` high.
    static func checkVisibleElements(_ scene: SceneDescription, parameters: [String: Double],
                                     defaults: [(name: String, value: Double)], file: String) throws(ScenarioError) {
        func value(_ name: String) -> Double { parameters[name] ?? defaults.first { $0.name == name }?.value ?? 0 }
        let bound: Double
        let involved: [String]
        switch scene.effect {
        case "sticky-header-fade", "stretchy-header-flow-layout":
            let hasHeader = scene.effect == "stretchy-header-flow-layout"
            bound = VisibleElementBound.flow(
                height: value("viewportHeight"), width: value("viewportWidth"),
                itemSize: CGSize(width: value("viewportWidth"), height: value("itemHeight")),
                minimumLineSpacing: value("lineSpacing"), minimumInteritemSpacing: 0, sectionInset: .zero,
                headerHeight: hasHeader ? value("headerHeight") : 0, itemCount: Int(value("itemCount")))
            involved = ["itemHeight", "lineSpacing", "itemCount", "viewportHeight"]
        case "stretchy-header-table", "stretchy-header-container":
            bound = VisibleElementBound.list(height: value("viewportHeight"), rowHeight: value("rowHeight"),
                                             rowHeights: [], itemCount: Int(value("rowCount")))
            involved = ["rowHeight", "rowCount", "viewportHeight"]
        case "nested-scroll-gate-top", "nested-scroll-gate-bottom":
            bound = VisibleElementBound.list(height: value("tableHeight"), rowHeight: value("rowHeight"),
                                             rowHeights: [], itemCount: Int(value("rowCount")))
            involved = ["rowHeight", "rowCount", "tableHeight"]
        default:
            return
        }
        let limit = Scenario.Limits.maximumVisibleElements
        guard bound > Double(limit) else { return }
        throw ScenarioError(kind: .invalid, file: file, path: scene.path + ".parameters",
                            problem: "up to \(NumberFormat.plain(bound)) elements of \"\(scene.effect)\" would be visible at once; "
                                + "at most \(limit) are allowed (check \(involved.joined(separator: ", ")))")
    }
}
