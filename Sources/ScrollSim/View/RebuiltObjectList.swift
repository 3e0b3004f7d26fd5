/// A list of object references that each layout build refills, mostly with the same objects in the
/// same order: an append that finds its object already in its slot writes nothing.
///
/// Views, guides and constraints are weakly referenced, so their reference counts live in side tables
/// and each retain or release of one costs about 100 instructions. An array emptied and refilled every
/// build releases and retains every element again (about 120 instructions per element); this list
/// keeps the references of the last build until they are overwritten by different objects or dropped
/// by ``finish()``, so that rebuilding an unchanged region touches no reference count.
///
/// Between ``removeAll()`` and ``finish()`` the slots from ``count`` on still hold the previous build's
/// objects (kept alive a little longer); only `0..<count` is the list.
internal struct RebuiltObjectList<Element: AnyObject> {
    /// The references: `0..<count` are the list; later slots are the previous build's, until `finish()`.
    private var storage: [Element] = []
    /// The number of elements.
    private(set) var count = 0

    /// Element `i` (`i < count`).
    @inline(__always)
    subscript(i: Int) -> Element { storage[i] }

    /// Element `i` (`i < count`) as an unretained reference: lent to a call with
    /// `_withUnsafeGuaranteedRef`, it is not retained and released around the call. For loops whose
    /// calls cannot remove it from the list (which keeps it alive meanwhile).
    @inline(__always)
    func unretained(_ i: Int) -> Unmanaged<Element> { Unmanaged.passUnretained(storage[i]) }

    /// Empties the list, keeping the references for the refill.
    @inline(__always)
    mutating func removeAll() { count = 0 }

    /// Appends `element`; writes (retaining it) only if its slot holds another object.
    @inline(__always)
    mutating func append(_ element: Element) {
        if count < storage.count {
            if storage[count] !== element { storage[count] = element }
        } else {
            storage.append(element)
        }
        count += 1
    }

    /// Drops the references beyond ``count`` (call once the list is refilled).
    mutating func finish() {
        if storage.count > count { storage.removeSubrange(count...) }
    }

    /// Sorts the elements (`finish()` first, so that `0..<count` is the whole storage).
    mutating func sort(by areInIncreasingOrder: (Element, Element) -> Bool) {
        finish()
        storage.sort(by: areInIncreasingOrder)
    }
}
