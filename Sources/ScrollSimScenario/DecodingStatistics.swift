/// Counts the parser's and decoder's basic operations, for tests that pin their growth with the input's
/// size (a size-doubling test asserts the ratio of counts, never wall time).
///
/// Counted: every byte the parser moves past, every duplicate-key check of an object key, and every
/// view-name uniqueness check of the decoder. Counting is off (a `nil` task-local read) unless a test
/// binds a counter with `DecodingStatistics.$current.withValue(counter) { ... }`.
final class DecodingStatistics: @unchecked Sendable {
    /// What is counted.
    enum Operation {
        /// The parser moved past bytes.
        case bytes
        /// An object key was checked against the keys before it in its object.
        case keyLookup
        /// A view name was checked against the names before it.
        case nameLookup
    }

    /// The counter bound to the current task, if any.
    @TaskLocal static var current: DecodingStatistics?

    /// Operations counted so far (one task uses a counter at a time).
    private(set) var total = 0

    init() {}

    /// Adds `amount` operations to the bound counter, if any.
    @inline(__always)
    static func count(_ operation: Operation, _ amount: Int = 1) {
        current?.total += amount
    }
}
