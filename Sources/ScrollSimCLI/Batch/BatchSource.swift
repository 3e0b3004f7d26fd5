/// The items of a batch, made on demand: a batch of files holds its list, a sweep computes point i when
/// it is run (so a sweep of a million points never holds a million expanded scenarios).
struct BatchSource: Sendable {
    /// How many items.
    var count: Int
    /// Item `index` (0 ≤ index < count).
    var item: @Sendable (Int) -> BatchItem

    /// A batch of listed items.
    init(_ items: [BatchItem]) {
        count = items.count
        item = { items[$0] }
    }

    /// A batch of `count` computed items.
    init(count: Int, item: @escaping @Sendable (Int) -> BatchItem) {
        self.count = count
        self.item = item
    }
}
