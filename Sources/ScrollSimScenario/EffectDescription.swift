/// A scroll effect requested by a scenario: a name and its parameters, resolved by the caller.
///
/// JSON: an element of `"effects"`: `{"name": "stickyHeader", "view": "scrollView", "parameters": {...}}`.
/// The scenario format does not know any effect: the effects and their parameters are declared in
/// `ScrollEffects.EffectRegistry`, and the two libraries depend on the engine only. The caller (the CLI)
/// checks the name and parameters against the registry, reports problems using ``path`` and attaches
/// the strategy objects.
public struct EffectDescription: Sendable {
    /// The effect's name (`"name"`, required).
    public var name: String
    /// The name of the scroll view it attaches to (`"view"`, optional: `nil` means the first scroll view
    /// in processing order). Checked to name a scroll view of the scenario.
    public var view: String?
    /// The parameters object (`"parameters"`, optional, default `{}`), members in document order.
    public var parameters: [JSONMember]
    /// The JSON path of this effect, e.g. `$.effects[0]`, for the caller's error messages.
    public var path: String

    /// Creates a description.
    public init(name: String, view: String? = nil, parameters: [JSONMember] = [], path: String = "$") {
        self.name = name
        self.view = view
        self.parameters = parameters
        self.path = path
    }
}
