import Foundation
import ScrollEffects
import ScrollSim
import ScrollSimScenario

/// The scroll effects a scenario may attach to a hand-written hierarchy in `"effects"`, resolved by name.
///
/// The `ScrollSim` library keeps effects as names and parameter objects (it cannot depend on
/// `ScrollEffects`); this catalog turns them into strategy objects. Effects that need views built with
/// constraints (the sticky and stretchy headers) come as whole scenes (`"scene"`, ``SceneCatalog``);
/// the nested-scroll gates need only named views, so they attach to any hierarchy:
///
/// | name | attaches to (`"view"`) | parameters |
/// |---|---|---|
/// | `nested-scroll-gate-top` | the outer scroll view | `inner` (a scroll view's name, required), `topView` (a view's name, required), `topMargin` (points ≥ 0, default 56) |
/// | `nested-scroll-gate-bottom` | the outer scroll view | `inner` (required) |
///
/// Several effects on one scroll view are called through one `ScrollDelegateMultiplexer`, in file order.
enum EffectCatalog {
    /// One known effect.
    struct Entry: Sendable {
        /// The name used in scenario files.
        var name: String
        /// Checks the parameters against the hierarchy; throws a ``ScenarioError`` pointing into
        /// `$.effects[i].parameters`.
        var check: @Sendable (EffectDescription, _ names: HierarchyNames, _ file: String) throws(ScenarioError) -> Void
        /// Makes the delegate for `scrollView` (parameters already checked); `views` finds the
        /// hand-written hierarchy's views by name (never a collection view's element views).
        var make: @Sendable (EffectDescription, _ scrollView: ScrollView, _ views: ViewsByName) -> ScrollViewDelegate?
    }

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

    /// Every known effect, in the order errors list them.
    static let entries: [Entry] = [
        Entry(name: "nested-scroll-gate-top", check: { effect, names, file throws(ScenarioError) in
            try checkParameters(effect, file: file, allowed: ["inner", "topView", "topMargin"])
            try checkInner(effect, names: names, file: file)
            let topView = try requiredName(effect, "topView", "the name of the view above the inner scroll view", file: file)
            guard names.allSet.contains(topView.name) else {
                throw topView.fail("no view named \"\(topView.name)\"")
            }
            if let margin = effect.parameters.first(where: { $0.key == "topMargin" }) {
                let path = parameterPath(effect, "topMargin")
                guard case .number(let value) = margin.value else {
                    throw ScenarioError(kind: .invalid, file: file, path: path, problem: "expected a number, got \(margin.value.typeDescription)")
                }
                guard value.isFinite, value >= 0, value <= Scenario.Limits.maximumGeometry else {
                    throw ScenarioError(kind: .invalid, file: file, path: path,
                                        problem: "must be a finite number from 0 to \(NumberFormat.plain(Scenario.Limits.maximumGeometry)), got \(NumberFormat.plain(value))")
                }
            }
        }, make: { effect, scrollView, views in
            guard let inner = string(effect, "inner").flatMap({ views[$0] }) as? ScrollView,
                  let topView = string(effect, "topView").flatMap({ views[$0] }) else { return nil }
            var margin = NestedScrollGate.defaultTopMargin
            if case .number(let value)? = effect.parameters.first(where: { $0.key == "topMargin" })?.value { margin = value }
            return NestedScrollGate(outer: scrollView, inner: inner, rule: .pastTopView(topView: topView, topMargin: margin))
        }),
        Entry(name: "nested-scroll-gate-bottom", check: { effect, names, file throws(ScenarioError) in
            try checkParameters(effect, file: file, allowed: ["inner"])
            try checkInner(effect, names: names, file: file)
        }, make: { effect, scrollView, views in
            guard let inner = string(effect, "inner").flatMap({ views[$0] }) as? ScrollView else { return nil }
            return NestedScrollGate(outer: scrollView, inner: inner, rule: .bottomReached)
        }),
    ]

    /// Checks that every effect is known and its parameters are valid for `root`.
    static func check(_ effects: [EffectDescription], root: ViewDescription?, file: String) throws(ScenarioError) {
        guard !effects.isEmpty else { return }
        let names = root.map(HierarchyNames.init)
        for effect in effects {
            guard let entry = entries.first(where: { $0.name == effect.name }) else {
                var problem = "unknown effect \"\(effect.name)\""
                let names = entries.map(\.name)
                if let near = SceneDescription.suggestion(for: effect.name, among: names) { problem += " (did you mean \"\(near)\"?)" }
                throw ScenarioError(kind: .invalid, file: file, path: effect.path + ".name",
                                    problem: problem + "; known effects: " + names.joined(separator: ", ")
                                        + " (the articles' other effects come as a whole \"scene\")")
            }
            if let names { try entry.check(effect, names, file) }
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
            guard let entry = entries.first(where: { $0.name == effect.name }) else { continue }
            let watched = effect.view.map { views[$0] as? ScrollView } ?? simulation.scrollViews.first
            guard let scrollView = watched ?? nil,
                  let delegate = entry.make(effect, scrollView, views) else { continue }
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

    private static func string(_ effect: EffectDescription, _ key: String) -> String? {
        guard case .string(let value)? = effect.parameters.first(where: { $0.key == key })?.value else { return nil }
        return value
    }

    private static func checkParameters(_ effect: EffectDescription, file: String, allowed: [String]) throws(ScenarioError) {
        for member in effect.parameters where !allowed.contains(member.key) {
            var problem = "unknown parameter \"\(member.key)\" of \"\(effect.name)\""
            if let near = SceneDescription.suggestion(for: member.key, among: allowed) { problem += " (did you mean \"\(near)\"?)" }
            throw ScenarioError(kind: .invalid, file: file, path: parameterPath(effect, member.key),
                                problem: problem + "; parameters: " + allowed.joined(separator: ", "))
        }
    }

    private static func requiredName(_ effect: EffectDescription, _ key: String, _ what: String,
                                     file: String) throws(ScenarioError) -> NameParameter {
        guard let member = effect.parameters.first(where: { $0.key == key }) else {
            throw ScenarioError(kind: .invalid, file: file, path: effect.path + ".parameters",
                                problem: "missing field \"\(key)\" (\(what))")
        }
        let parameter = NameParameter(name: "", path: parameterPath(effect, key), file: file)
        guard case .string(let name) = member.value else {
            throw parameter.fail("expected a view name (a string), got \(member.value.typeDescription)")
        }
        return NameParameter(name: name, path: parameter.path, file: file)
    }

    /// `inner`: a scroll view of the hierarchy other than the one the effect attaches to.
    private static func checkInner(_ effect: EffectDescription, names: HierarchyNames, file: String) throws(ScenarioError) {
        let inner = try requiredName(effect, "inner", "the name of the inner scroll view to enable and disable", file: file)
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
