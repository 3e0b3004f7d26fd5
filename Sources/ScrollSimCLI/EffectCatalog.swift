import Foundation
import ScrollEffects
import ScrollSim
import ScrollSimScenario

/// The scroll effects a scenario may attach to a hand-written hierarchy in `"effects"`, resolved by name
/// through `ScrollEffects.EffectRegistry.effects` (their names, parameters and builders are declared there);
/// this adapter checks a scenario's JSON parameters against them with errors at JSON paths, and attaches
/// the built strategy objects. Effects that need views built with constraints (the sticky and stretchy
/// headers) come as whole scenes (`"scene"`, ``SceneCatalog``).
enum EffectCatalog {
    /// The names of a hand-written hierarchy, computed once for all effects (checks are O(1) each).
    struct HierarchyNames {
        /// Scroll views, depth-first, parents first.
        var scrollViews: [String]
        var scrollViewSet: Set<String>
        var allSet: Set<String>

        init(_ root: ViewDescription) {
            scrollViews = root.scrollViewNames
            scrollViewSet = Set(scrollViews)
            allSet = Set(root.allNames)
        }
    }

    /// The views of a built hierarchy that the file describes, by name: collection views' element views
    /// (cells, section headers) are left out, so a name always finds the view the file wrote.
    struct ViewsByName {
        private var views: [String: View] = [:]

        init(root: View) {
            var stack = [root]
            while let view = stack.popLast() {
                if view is CollectionReusableView { continue }   // a collection view's cell or header
                if views[view.name] == nil { views[view.name] = view }
                stack.append(contentsOf: view.subviews)
            }
        }

        subscript(name: String) -> View? { views[name] }
    }

    /// Checks that every effect is known and its parameters are valid for `root`.
    static func check(_ effects: [EffectDescription], root: ViewDescription?, file: String) throws(ScenarioError) {
        guard !effects.isEmpty else { return }
        let names = root.map(HierarchyNames.init)
        for effect in effects {
            guard let entry = EffectRegistry.effect(named: effect.name) else {
                throw ScenarioError(kind: .invalid, file: file, path: effect.path + ".name",
                                    problem: NameSuggestion.unknown("effect", effect.name, among: EffectRegistry.effectNames,
                                                                    listedAs: "known effects")
                                        + " (the articles' other effects come as a whole \"scene\")")
            }
            if let names { try check(effect, against: entry, names: names, file: file) }
        }
    }

    /// Attaches every effect to its scroll view (one multiplexer per scroll view, effects in file order);
    /// returns the objects to keep alive for the run (delegates are weak).
    static func attach(_ effects: [EffectDescription], to simulation: Simulation) -> [AnyObject] {
        guard !effects.isEmpty else { return [] }
        // One multiplexer per scroll view, found by object identity; effects in file order.
        var multiplexers: [ObjectIdentifier: ScrollDelegateMultiplexer] = [:]
        var retained: [AnyObject] = []
        let views = ViewsByName(root: simulation.root)
        for effect in effects {
            guard let entry = EffectRegistry.effect(named: effect.name) else { continue }
            let watched = effect.view.map { views[$0] as? ScrollView } ?? simulation.scrollViews.first
            guard let scrollView = watched ?? nil,
                  let delegate = entry.make(scrollView, strings(effect), numbers(effect, entry), { views[$0] })
            else { continue }
            retained.append(delegate)
            if let existing = multiplexers[ObjectIdentifier(scrollView)] {
                existing.add(delegate)
            } else {
                let multiplexer = ScrollDelegateMultiplexer([delegate])
                scrollView.delegate = multiplexer
                multiplexers[ObjectIdentifier(scrollView)] = multiplexer
                retained.append(multiplexer)
            }
        }
        return retained
    }

    // MARK: Parameter checks

    private struct NameParameter {
        var name: String
        var path: String
        var file: String
        func fail(_ problem: String) -> ScenarioError {
            ScenarioError(kind: .invalid, file: file, path: path, problem: problem)
        }
    }

    private static func parameterPath(_ effect: EffectDescription, _ key: String) -> String {
        SceneDescription(effect: effect.name, path: effect.path).parameterPath(key)
    }

    /// The string-valued parameters, by name.
    private static func strings(_ effect: EffectDescription) -> [String: String] {
        var result: [String: String] = [:]
        for member in effect.parameters {
            if case .string(let value) = member.value { result[member.key] = value }
        }
        return result
    }

    /// The numeric parameters, by name, the entry's defaults filled in.
    private static func numbers(_ effect: EffectDescription, _ entry: EffectRegistry.Effect) -> [String: Double] {
        var result: [String: Double] = [:]
        for parameter in entry.parameters where parameter.isNumeric {
            if case .number(let value)? = effect.parameters.first(where: { $0.key == parameter.name })?.value {
                result[parameter.name] = value
            } else if let value = parameter.defaultValue {
                result[parameter.name] = value
            }
        }
        return result
    }

    /// Checks `effect`'s parameters against the registry's `entry`: known names, then each parameter in
    /// the entry's order.
    private static func check(_ effect: EffectDescription, against entry: EffectRegistry.Effect, names: HierarchyNames,
                              file: String) throws(ScenarioError) {
        let allowed = entry.parameters.map(\.name)
        for member in effect.parameters where !allowed.contains(member.key) {
            throw ScenarioError(kind: .invalid, file: file, path: parameterPath(effect, member.key),
                                problem: NameSuggestion.unknown("parameter", member.key, "of \"\(effect.name)\"",
                                                                among: allowed, listedAs: "parameters"))
        }
        for parameter in entry.parameters {
            switch parameter.domain {
            case .scrollViewName:
                try checkInner(effect, parameter, names: names, file: file)
            case .viewName:
                let view = try requiredName(effect, parameter, file: file)
                guard names.allSet.contains(view.name) else { throw view.fail("no view named \"\(view.name)\"") }
            default:
                try checkNumber(effect, parameter, file: file)
            }
        }
    }

    /// A numeric parameter, if given: a finite number within the parameter's range.
    private static func checkNumber(_ effect: EffectDescription, _ parameter: EffectParameter, file: String) throws(ScenarioError) {
        guard let member = effect.parameters.first(where: { $0.key == parameter.name }) else { return }
        let path = parameterPath(effect, parameter.name)
        guard case .number(let value) = member.value else {
            throw ScenarioError(kind: .invalid, file: file, path: path, problem: "expected a number, got \(member.value.typeDescription)")
        }
        let range = parameter.range
        guard value.isFinite, range.contains(value), parameter.domain != .count || value == value.rounded() else {
            throw ScenarioError(kind: .invalid, file: file, path: path,
                                problem: "must be a finite number from \(NumberFormat.plain(range.lowerBound)) to \(NumberFormat.plain(range.upperBound)), got \(NumberFormat.plain(value))")
        }
    }

    private static func requiredName(_ effect: EffectDescription, _ parameter: EffectParameter,
                                     file: String) throws(ScenarioError) -> NameParameter {
        guard let member = effect.parameters.first(where: { $0.key == parameter.name }) else {
            throw ScenarioError(kind: .invalid, file: file, path: effect.path + ".parameters",
                                problem: "missing field \"\(parameter.name)\" (\(parameter.summary))")
        }
        let path = parameterPath(effect, parameter.name)
        guard case .string(let name) = member.value else {
            throw NameParameter(name: "", path: path, file: file)
                .fail("expected a view name (a string), got \(member.value.typeDescription)")
        }
        return NameParameter(name: name, path: path, file: file)
    }

    /// A scroll view of the hierarchy other than the one the effect attaches to (the gates' `inner`).
    private static func checkInner(_ effect: EffectDescription, _ parameter: EffectParameter, names: HierarchyNames,
                                   file: String) throws(ScenarioError) {
        let inner = try requiredName(effect, parameter, file: file)
        let scrollViews = names.scrollViews
        guard names.scrollViewSet.contains(inner.name) else {
            throw inner.fail("no scroll view named \"\(inner.name)\"; scroll views: "
                             + scrollViews.map { "\"\($0)\"" }.joined(separator: ", "))
        }
        let outer = effect.view ?? scrollViews.first
        guard inner.name != outer else {
            throw inner.fail("the inner scroll view must not be the one the gate watches (\"\(inner.name)\")")
        }
    }
}
