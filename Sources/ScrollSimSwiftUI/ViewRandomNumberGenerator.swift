import Synchronization

/// The seeded random numbers that `.random(in:)` draws in view bodies, so that a screen whose body asks for
/// random values (article 003's `ContentList` writes `.frame(width: .random(in: 150...300), height: 20)`)
/// lays out identically on every run.
///
/// Importing this module brings `CGFloat.random(in:)` overloads (closed and half-open ranges) that draw
/// from this generator instead of the system's. The generator is SplitMix64 (Steele, Lea & Flood 2014)
/// over one shared 64-bit state:
/// ```
/// state ← state + 0x9E3779B97F4A7C15            (wrapping)
/// z ← (state ⊕ (state ≫ 30)) · 0xBF58476D1CE4E5B9
/// z ← (z ⊕ (z ≫ 27)) · 0x94D049BB133111EB
/// next() = z ⊕ (z ≫ 31)
/// ```
/// and a value in `a...b` (or `a..<b`) is `a + u · (b − a)` with `u = (next() ≫ 11) · 2⁻⁵³ ∈ [0, 1)`.
/// The state restarts at ``seed`` each time a `UIHostingController` builds its tree (when its view loads,
/// when `rootView` is set, after a `State` change), so the k-th draw of a build is always the same number:
/// the n-th output (n = 1, 2, …) after a restart is `mix(seed + n · 0x9E3779B97F4A7C15)`. Content built
/// again in every layout pass (a `GeometryReader`'s) draws from a stream of its own, restarted at
/// `seed + FNV-1a(its identity path)` at each of its evaluations.
public struct ViewRandomNumberGenerator: RandomNumberGenerator, Sendable {
    /// The shared seed and state.
    private static let shared = Mutex<(seed: UInt64, state: UInt64)>((seed: 0, state: 0))

    /// The seed every evaluation of a hosted tree starts from (default 0). Setting it also restarts the
    /// stream.
    public static var seed: UInt64 {
        get { shared.withLock { $0.seed } }
        set { shared.withLock { $0 = (seed: newValue, state: newValue) } }
    }

    /// Restarts the stream at ``seed``; called before each evaluation of a hosted tree.
    static func restart() {
        shared.withLock { $0.state = $0.seed }
    }

    /// Runs `body` on a stream of its own, started at `seed + FNV-1a(key)` (64-bit FNV-1a of the key's
    /// UTF-8 bytes, wrapping addition), then resumes the outer stream where it was. Content evaluated in
    /// every layout pass (a ``GeometryReader``'s) draws this way, keyed by its identity path, so it draws
    /// the same numbers in every pass.
    static func withStream<Result>(for key: StreamKey, _ body: () -> Result) -> Result {
        let hash = key.hash
        let saved = shared.withLock { shared in
            let saved = shared.state
            shared.state = shared.seed &+ hash
            return saved
        }
        defer { shared.withLock { $0.state = saved } }
        return body()
    }

    /// The key of a stream of its own (``withStream(for:_:)``): the 64-bit FNV-1a hash of a string's UTF-8
    /// bytes, worked out once.
    struct StreamKey {
        /// The hash.
        let hash: UInt64

        init(_ key: String) {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in key.utf8 {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01B3
            }
            self.hash = hash
        }
    }

    /// A handle on the shared stream (all handles draw from the same state).
    public init() {}

    /// The next 64 random bits of the shared stream (SplitMix64, above).
    public mutating func next() -> UInt64 {
        Self.shared.withLock { shared in
            shared.state &+= 0x9E37_79B9_7F4A_7C15
            var z = shared.state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// The next value of the stream in [0, 1): the top 53 bits over 2⁵³.
    mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }
}

extension CGFloat {
    /// A value in `range` drawn from the seeded ``ViewRandomNumberGenerator`` (not the system's generator),
    /// so a body that calls `.random(in:)` is deterministic: `lower + u · (upper − lower)`, u in [0, 1).
    /// Shadows the standard library's `random(in:)` for code that imports this module.
    public static func random(in range: ClosedRange<CGFloat>) -> CGFloat {
        var generator = ViewRandomNumberGenerator()
        return range.lowerBound + CGFloat(generator.nextUnit()) * (range.upperBound - range.lowerBound)
    }

    /// A value in `range` (half-open; not empty: precondition) drawn from the seeded
    /// ``ViewRandomNumberGenerator``, as the closed-range overload.
    public static func random(in range: Range<CGFloat>) -> CGFloat {
        precondition(!range.isEmpty, "CGFloat.random(in:): the range \(range) is empty")
        var generator = ViewRandomNumberGenerator()
        return range.lowerBound + CGFloat(generator.nextUnit()) * (range.upperBound - range.lowerBound)
    }
}
