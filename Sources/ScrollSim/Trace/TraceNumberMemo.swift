/// The texts of recently written reals, by bit pattern: a traced run writes each scroll view's time
/// and offset in its `frames.csv` row and again in the `scrollViewDidScroll` row of `events.csv` right
/// after it, so the second time the text is copied (three word loads and stores) instead of formatted
/// again. Direct-mapped: 32 entries, a value's entry chosen by the top five bits of its bits times
/// an odd constant (⌊2⁶⁴/φ⌋, Fibonacci hashing), so a lookup is one comparison and a new text replaces
/// the one in its entry. The files of one ``OutputFileBatch`` share one memo (as do two files joined by
/// ``OutputFile/sharesNumberMemo(with:)``); like the files, it is used from one thread at a time.
/// It also keeps the frame and sequence numbers written last (``TraceIntegerMemo``): the `frame`
/// column of a `scrollViewDidScroll` row repeats its `frames.csv` row's, and both count up by one;
/// and the view name written last (``TraceFieldMemo``).
final class TraceNumberMemo {
    /// One remembered text: the value's bits (0, the bits of +0.0, marks an empty entry: zeros are
    /// written before the memo is asked), the text's first 24 bytes in memory order, its length.
    struct Entry {
        var bits: UInt64 = 0
        var text: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count = 0
    }

    /// The entries (32: few enough to stay in the cache, enough that a row's other numbers seldom
    /// replace the texts the next row asks for), and the frame and sequence numbers written last.
    struct Storage {
        /// The entries, first: ``write(_:at:memo:)`` finds one at the storage's address plus its offset.
        var entries: (Entry, Entry, Entry, Entry, Entry, Entry, Entry, Entry,
                      Entry, Entry, Entry, Entry, Entry, Entry, Entry, Entry,
                      Entry, Entry, Entry, Entry, Entry, Entry, Entry, Entry,
                      Entry, Entry, Entry, Entry, Entry, Entry, Entry, Entry) =
            (Entry(), Entry(), Entry(), Entry(), Entry(), Entry(), Entry(), Entry(),
             Entry(), Entry(), Entry(), Entry(), Entry(), Entry(), Entry(), Entry(),
             Entry(), Entry(), Entry(), Entry(), Entry(), Entry(), Entry(), Entry(),
             Entry(), Entry(), Entry(), Entry(), Entry(), Entry(), Entry(), Entry())
        /// The frame number a row wrote last, for the `frame` columns of both files.
        var frame = TraceIntegerMemo()
        /// The sequence number an `events.csv` row wrote last (the `seq` column).
        var sequence = TraceIntegerMemo()
        /// The view name a row wrote last, for the `view` columns of both files.
        var view = TraceFieldMemo()
    }

    /// The storage, at a fixed address (no exclusivity checks or reference counting per number).
    let storage: UnsafeMutablePointer<Storage>

    init() {
        storage = .allocate(capacity: 1)
        storage.initialize(to: Storage())
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// Writes `value` (nonzero; finite or not) at `position` (room for a real and its workspace) from
    /// the memo if its bits are there, otherwise formats it (``TraceNumber/write(_:at:)-(Double,_)``)
    /// and remembers the text; returns the text's length.
    @inline(__always)
    static func write(_ value: Double, at position: UnsafeMutablePointer<UInt8>,
                      memo storage: UnsafeMutablePointer<Storage>) -> Int {
        let bits = value.bitPattern
        let target = UnsafeMutableRawPointer(position)
        let index = Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) &>> 59)   // 0 ..< 32
        let entry = (UnsafeMutableRawPointer(storage) + index &* MemoryLayout<Entry>.stride)
            .assumingMemoryBound(to: Entry.self)
        if entry.pointee.bits == bits {
            target.storeBytes(of: entry.pointee.text.0, as: UInt64.self)
            target.storeBytes(of: entry.pointee.text.1, toByteOffset: 8, as: UInt64.self)
            target.storeBytes(of: entry.pointee.text.2, toByteOffset: 16, as: UInt64.self)
            return entry.pointee.count
        }
        let count = TraceNumber.writeNonzero(value, at: position)
        entry.pointee = Entry(bits: bits,
                              text: (target.loadUnaligned(as: UInt64.self),
                                     target.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
                                     target.loadUnaligned(fromByteOffset: 16, as: UInt64.self)),
                              count: count)
        return count
    }
}
