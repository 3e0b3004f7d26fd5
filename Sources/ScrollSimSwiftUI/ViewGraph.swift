/// The state of one hosted tree that outlives evaluations of its bodies: the storage of every ``State`` by
/// the view's identity, and how to ask the host to evaluate and lay the tree out again when a state
/// changes.
///
/// A view's identity is its structural place in the tree [model of SwiftUI's structural identity]: the
/// path of composite view types and child positions from the root (a ``ForEach`` child is known by its
/// element's id, not its position), plus the property's name. While bodies are evaluated the current path
/// is kept here; a state keeps its value as long as its view keeps its place and type.
@MainActor
final class ViewGraph {
    /// The storage of each state, by identity.
    private var slots: [String: AnyObject] = [:]
    /// Called when a state's value changes: the host re-evaluates and lays out again.
    var stateDidChange: () -> Void = {}

    /// The graph whose bodies are being evaluated, if any.
    static var current: ViewGraph?
    /// The path of the view being evaluated, one component per level.
    private(set) var path: [String] = []

    /// The keys installed since the last evaluation began (by it, and by content evaluated during the
    /// layout passes after it: a ``GeometryReader``'s).
    private var installedKeys: Set<String> = []

    /// The storage for `key`, made with `initial` on first use.
    func slot<Value>(key: String, initial: Value) -> StateSlot<Value> {
        installedKeys.insert(key)
        if let slot = slots[key] as? StateSlot<Value> { return slot }
        let slot = StateSlot(value: initial, graph: self)
        slots[key] = slot
        return slot
    }

    /// Evaluates `body` with every view it resolves in this graph, below an empty path. First the states
    /// of views that were not evaluated since the previous evaluation began (by it or by the layout passes
    /// after it) are discarded, as SwiftUI discards a view's state when the view leaves the tree: a view
    /// that comes back starts fresh.
    func evaluate<Result>(_ body: () -> Result) -> Result {
        slots = slots.filter { installedKeys.contains($0.key) }
        installedKeys = []
        return reenter(at: [], body)
    }

    /// Evaluates `body` in this graph at `path` (content evaluated again during layout, where its view was
    /// first made), then restores the previous graph and path.
    func reenter<Result>(at path: [String], _ body: () -> Result) -> Result {
        let previous = Self.current
        let previousPath = self.path
        Self.current = self
        self.path = path
        defer {
            Self.current = previous
            self.path = previousPath
        }
        return body()
    }

    /// Runs `body` one level down the path, at `component`.
    static func within<Result>(_ component: String, _ body: () -> Result) -> Result {
        guard let graph = current else { return body() }
        graph.path.append(component)
        defer { graph.path.removeLast() }
        return body()
    }

    /// Runs `body` at `path` (a leaf's, captured when it was resolved).
    static func at<Result>(_ path: [String], _ body: () -> Result) -> Result {
        guard let graph = current else { return body() }
        let saved = graph.path
        graph.path = path
        defer { graph.path = saved }
        return body()
    }

    /// The current path (empty outside an evaluation).
    static var currentPath: [String] { current?.path ?? [] }

    /// The path component of a composite view type (its name), worked out once per type.
    static func component(for type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = typeNames[key] { return name }
        let name = String(describing: type)
        typeNames[key] = name
        return name
    }
    private static var typeNames: [ObjectIdentifier: String] = [:]

    /// `view`'s body, after installing its dynamic properties (``State``) at the current path.
    static func body(of view: any View) -> any View {
        installProperties(of: view)
        return view.body
    }

    /// `modifier`'s body around `content` (``ViewModifier/body(content:)``), after installing the
    /// modifier's dynamic properties (``State``) at the current path, as for a view's body.
    static func body<Modifier: ViewModifier>(of modifier: Modifier, content: any View) -> any View {
        installProperties(of: modifier)
        return modifier.body(content: _ViewModifier_Content(view: content))
    }

    /// Installs the dynamic properties (``State``) stored in `value`, a view or a modifier, at the current
    /// path (nothing outside an evaluation).
    private static func installProperties(of value: Any) {
        guard let graph = current else { return }
        let prefix = graph.path.joined(separator: "/")
        for child in Mirror(reflecting: value).children {
            guard let property = child.value as? any InstallableProperty else { continue }
            property.install(key: prefix + "." + (child.label ?? "?"), in: graph)
        }
    }
}

/// The storage of one ``State``: its value, and the graph to tell when it changes.
@MainActor
final class StateSlot<Value> {
    /// The current value.
    var value: Value {
        didSet { graph?.stateDidChange() }
    }
    private weak var graph: ViewGraph?

    init(value: Value, graph: ViewGraph) {
        self.value = value
        self.graph = graph
    }
}

/// A primitive view resolved at a place in the tree: it makes its node at that place, so the views its
/// node evaluates (a stack's children) continue the path.
struct LocatedLeaf: PrimitiveView {
    let leaf: any PrimitiveView
    let path: [String]

    func makeNode() -> LayoutNode { ViewGraph.at(path) { leaf.makeNode() } }
}
