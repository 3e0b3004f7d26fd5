/// One of the solver's growable tables (symbols, records, basic symbols, objective), its elements
/// reached through a pointer: reading and writing an element is one memory access, with none of an
/// array's uniqueness and bounds checks (bounds are asserted in debug builds only).
///
/// Only for plain values (`BitwiseCopyable`): nothing to release, so a table that shrinks or is
/// emptied just forgets its elements. Growth moves them into an allocation of twice the capacity; the
/// storage is never given back, so a solver that is reset and refilled allocates nothing once grown.
/// **A copy shares its elements** (writes through either are seen by both): the solver is copied only
/// to be read (see ``SimplexSolver``).
internal struct SimplexBuffer<Element: BitwiseCopyable> {
    /// The allocation: `capacity` slots, of which the buffer's first `count` hold its elements.
    final class Storage {
        /// The first slot.
        let base: UnsafeMutablePointer<Element>
        /// The number of slots.
        let capacity: Int

        /// An allocation of `capacity` uninitialized slots (at least one).
        init(capacity: Int) {
            self.capacity = max(capacity, 1)
            base = .allocate(capacity: self.capacity)
        }

        deinit { base.deallocate() }
    }

    /// The allocation (replaced, never resized, when it fills up).
    private var storage = Storage(capacity: 16)
    /// The number of elements.
    private(set) var count = 0

    /// Creates an empty table.
    init() {}

    /// The element at `i` (`0 ≤ i < count`).
    @inline(__always)
    subscript(i: Int) -> Element {
        get {
            assert(i >= 0 && i < count, "SimplexBuffer: index \(i) of \(count)")
            return storage.base[i]
        }
        nonmutating set {
            assert(i >= 0 && i < count, "SimplexBuffer: index \(i) of \(count)")
            storage.base[i] = newValue
        }
    }

    /// Appends `element`.
    @inline(__always)
    mutating func append(_ element: Element) {
        if count == storage.capacity { grow() }
        (storage.base + count).initialize(to: element)
        count += 1
    }

    /// Moves the elements into an allocation of twice the capacity.
    private mutating func grow() {
        let bigger = Storage(capacity: 2 * storage.capacity)
        bigger.base.initialize(from: storage.base, count: count)
        storage = bigger
    }

    /// Forgets every element, keeping the allocation.
    @inline(__always)
    mutating func removeAll() { count = 0 }

    /// Calls `body` with the elements `0..<count`.
    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: storage.base, count: count))
    }

    /// Calls `body` with the elements `0..<count`, writable.
    @inline(__always)
    func withUnsafeMutableBufferPointer<R>(_ body: (UnsafeMutableBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeMutableBufferPointer(start: storage.base, count: count))
    }

    /// The elements as an array.
    var elements: [Element] { withUnsafeBufferPointer { Array($0) } }
}
