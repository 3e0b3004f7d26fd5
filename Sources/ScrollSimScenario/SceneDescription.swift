/// A ready-made scene requested by a scenario instead of a hand-written hierarchy: an effect name and
/// its parameters, resolved by the caller.
///
/// JSON: the top-level `"scene": {"effect": "sticky-header-fade", "parameters": {"headerHeight": 250}}`.
/// The scenario format does not know the scenes: they are the seed articles' hierarchies, declared in
/// `ScrollEffects.EffectRegistry` (the two libraries depend on the engine only). The caller (the CLI)
/// resolves the name against the registry, checks the parameters and reports problems at ``path``
/// (`$.scene.effect`, `$.scene.parameters.NAME`).
public struct SceneDescription: Sendable {
    /// The scene's effect name (`"effect"`, required, non-empty).
    public var effect: String
    /// The parameters object (`"parameters"`, optional, default `{}`), members in document order; the
    /// resolver checks names and values.
    public var parameters: [JSONMember]
    /// The JSON path of the scene object, `$.scene`, for the resolver's error messages.
    public var path: String

    /// Creates a description.
    public init(effect: String, parameters: [JSONMember] = [], path: String = "$.scene") {
        self.effect = effect
        self.parameters = parameters
        self.path = path
    }
}

extension SceneDescription {
    /// The JSON path of parameter `key`, e.g. `$.scene.parameters.headerHeight` (keys that are not
    /// identifiers are quoted: `$.scene.parameters["a b"]`).
    public func parameterPath(_ key: String) -> String {
        path + ".parameters" + JSONParser.pathComponent(forKey: key)
    }
}
