/// One parameter of a registered scene or effect (``EffectRegistry``): its name, what it means, its
/// default (the seed article's own number) and the values it accepts.
///
/// The scenario format (`"scene": {"parameters": …}`, `"effects": [{"parameters": …}]`), the CLI's
/// validation and the benchmark all read parameters from here, so a parameter is declared once.
public struct EffectParameter: Sendable, Equatable {
    /// What kind of value the parameter takes, and so which values it accepts.
    public enum Domain: Sendable, Equatable {
        /// A length in points, 0 … 10⁷ (``EffectParameter/maximumMagnitude``).
        case length
        /// A length in points greater than 0 (a zero viewport has no rubber band; the sticky header
        /// divides by its height), up to 10⁷.
        case positiveLength
        /// A length in points that may be negative (a content inset), −10⁷ … 10⁷.
        case signedLength
        /// A whole number of items or rows, 0 … 10⁷.
        case count
        /// The name of a scroll view of the hierarchy other than the one the effect watches (a string).
        case scrollViewName
        /// The name of any view of the hierarchy (a string).
        case viewName
    }

    /// Largest magnitude of a numeric parameter: 10⁷ points or items, the scenario format's bound on
    /// geometry and on item counts (the format's "Limits").
    public static let maximumMagnitude = 1e7

    /// The parameter's name, as scenario files spell it.
    public let name: String
    /// What the parameter is, a short phrase (used in "missing field" messages and the format reference).
    public let summary: String
    /// The value used when the parameter is not given (the article's number), or `nil` for a required
    /// parameter (a view name).
    public let defaultValue: Double?
    /// Which values the parameter accepts.
    public let domain: Domain

    /// Creates a parameter.
    public init(_ name: String, _ summary: String, default defaultValue: Double?, domain: Domain) {
        self.name = name
        self.summary = summary
        self.defaultValue = defaultValue
        self.domain = domain
    }

    /// Whether the parameter takes a number (`false` for a view name).
    public var isNumeric: Bool {
        switch domain {
        case .scrollViewName, .viewName: false
        default: true
        }
    }

    /// The numbers the parameter accepts (for a view name: none, an empty-looking `0 … 0`).
    public var range: ClosedRange<Double> {
        switch domain {
        case .signedLength: -Self.maximumMagnitude...Self.maximumMagnitude
        case .length, .positiveLength, .count: 0...Self.maximumMagnitude
        case .scrollViewName, .viewName: 0...0
        }
    }

    /// Checks a value the scene builder is given (after the format has checked magnitude and sign):
    /// finite, not negative unless ``Domain/signedLength``, whole for a ``Domain/count``.
    /// - Throws: ``EffectFactoryError`` naming `effect` and the parameter.
    func check(_ value: Double, effect: String) throws(EffectFactoryError) {
        guard value.isFinite, value >= 0 || domain == .signedLength else {
            throw EffectFactoryError(message: "effect '\(effect)': parameter '\(name)' must be finite and >= 0, got \(value)")
        }
        if domain == .count, value != value.rounded() {
            throw EffectFactoryError(message: "effect '\(effect)': parameter '\(name)' must be a whole number, got \(value)")
        }
    }
}
