/// One row of the simplex tableau: `basic = constant + Σ coefficient·symbol` over parametric symbols.
///
/// Coefficients whose magnitude falls below ``SimplexRow/epsilon`` are dropped, as in the open Cassowary
/// implementations (Badros, Borning, Stuckey 2001, <doc:Physics#Drag-and-rubber-band>; kiwi's `nearZero`).
///
/// **Storage.** Dense, indexed by symbol number, with a bit set of the symbols present: `coefficients[s]`
/// is the coefficient of symbol `s` when bit `s` of `words` is set, and meaningless otherwise (a term
/// that leaves only clears its bit; one that arrives writes its slot). Finding, adding and removing a
/// symbol is one bit test and one slot access, with no search and no shifting; every walk over the
/// terms visits the set bits word by word, so it goes in ascending symbol order — the order the
/// arithmetic depends on (sums over a row are summed in that order), the same in every run. Only the
/// first `usedWords` words may have bits set.
///
/// The two buffers live in one ``Storage`` object that the row reaches through its pointers: no array
/// uniqueness or bounds checks per access. A row grows its storage to the highest symbol it has held
/// and never gives it back, so emptying and refilling a row allocates nothing once it has grown. (Made
/// for the small systems of layout regions, tens of symbols: a word or two per row. A row of a system
/// with thousands of symbols spans as many slots, and a walk over it visits that many bits' words.)
/// **A copy of a row shares its storage**: the solver copies rows only to read them (a source row
/// while other rows are rewritten from it) and moves them by swapping; ``assign(_:)`` copies contents.
internal struct SimplexRow {
    /// Magnitude below which a coefficient counts as zero.
    static let epsilon = 1e-8

    /// A row's two buffers: `wordCapacity` words of symbol bits and `64·wordCapacity` coefficient
    /// slots. Replaced, never resized, when the row needs more (its fields are constants, so reading
    /// them needs no exclusivity check).
    final class Storage {
        /// One bit per symbol (see ``SimplexRow``).
        let words: UnsafeMutablePointer<UInt64>
        /// One slot per symbol, meaningful where the symbol's bit is set.
        let coefficients: UnsafeMutablePointer<Double>
        /// The number of words (symbols `0..<64·wordCapacity` fit).
        let wordCapacity: Int

        /// Storage for symbols below `64·wordCapacity`, every bit clear.
        init(wordCapacity: Int) {
            self.wordCapacity = wordCapacity
            words = .allocate(capacity: max(wordCapacity, 1))
            words.initialize(repeating: 0, count: max(wordCapacity, 1))
            coefficients = .allocate(capacity: max(wordCapacity, 1) << 6)
            coefficients.initialize(repeating: 0, count: max(wordCapacity, 1) << 6)
        }

        deinit {
            words.deallocate()
            coefficients.deallocate()
        }
    }

    /// The row's buffers (see "Storage" above).
    private var storage = Storage(wordCapacity: 1)
    /// The number of leading words that may have bits set (later ones are zero).
    private var usedWords = 0
    /// The number of terms.
    private(set) var count = 0
    /// The constant term.
    var constant: Double = 0

    /// Whether the row has no terms.
    var isEmpty: Bool { count == 0 }

    /// A row's terms and constant as raw pointers and numbers, to lend the row to another row's
    /// arithmetic (``add(_:times:)``) without reference counting; valid while the row is unchanged.
    struct Lent {
        /// The row's symbol bits.
        let words: UnsafeMutablePointer<UInt64>
        /// The row's coefficient slots.
        let coefficients: UnsafeMutablePointer<Double>
        /// The row's number of leading words that may have bits set.
        let usedWords: Int
        /// The row's number of terms.
        let count: Int
        /// The row's constant.
        let constant: Double
    }

    /// The row lent (see ``Lent``).
    @inline(__always)
    var lent: Lent {
        Lent(words: storage.words, coefficients: storage.coefficients, usedWords: usedWords, count: count,
             constant: constant)
    }

    /// Grows the storage to hold symbols below `64·wordCount`.
    @inline(__always)
    private mutating func reserveWords(_ wordCount: Int) {
        if storage.wordCapacity < wordCount { grow(to: wordCount) }
    }

    /// Moves the row into new storage of at least `wordCount` words (twice the old at least).
    private mutating func grow(to wordCount: Int) {
        let bigger = Storage(wordCapacity: max(wordCount, 2 * storage.wordCapacity))
        bigger.words.update(from: storage.words, count: usedWords)
        bigger.coefficients.update(from: storage.coefficients, count: usedWords << 6)
        storage = bigger
    }

    /// Empties the row, keeping its storage.
    @inline(__always)
    mutating func reset(constant: Double = 0) {
        let w = storage.words
        var i = 0
        while i < usedWords { w[i] = 0; i += 1 }
        usedWords = 0
        count = 0
        self.constant = constant
    }

    /// Copies `other` into this row, reusing this row's storage.
    mutating func assign(_ other: SimplexRow) {
        reset(constant: other.constant)
        let n = other.usedWords
        reserveWords(n)
        let w = storage.words, c = storage.coefficients
        let ow = other.storage.words, oc = other.storage.coefficients
        var i = 0
        while i < n {
            var bits = ow[i]
            w[i] = bits
            while bits != 0 {
                let s = i << 6 | bits.trailingZeroBitCount
                bits &= bits &- 1
                c[s] = oc[s]
            }
            i += 1
        }
        usedWords = n
        count = other.count
    }

    /// Whether `symbol` has a term in the row.
    @inline(__always)
    func contains(_ symbol: Int32) -> Bool {
        let w = Int(symbol) >> 6
        return w < usedWords && storage.words[w] & (1 &<< UInt64(symbol & 63)) != 0
    }

    /// The coefficient of `symbol` (0 when absent).
    @inline(__always)
    func coefficient(of symbol: Int32) -> Double {
        contains(symbol) ? storage.coefficients[Int(symbol)] : 0
    }

    /// Calls `body` with each term, in ascending symbol order.
    @inline(__always)
    func forEachTerm(_ body: (Int32, Double) -> Void) {
        _ = firstSymbol { symbol, coefficient in
            body(symbol, coefficient)
            return false
        }
    }

    /// The lowest symbol whose term satisfies `predicate`, or −1.
    @inline(__always)
    func firstSymbol(where predicate: (Int32, Double) -> Bool) -> Int32 {
        let c = storage.coefficients
        return Int32(firstTermIndex { predicate(Int32($0), c[$0]) })
    }

    /// The walk every term visit shares: the lowest storage index (= symbol number) of a term for which
    /// `predicate` holds, visiting the terms in ascending order through the bit set, or −1.
    @inline(__always)
    private func firstTermIndex(where predicate: (Int) -> Bool) -> Int {
        let w = storage.words
        var i = 0
        while i < usedWords {
            var bits = w[i]
            while bits != 0 {
                let s = i << 6 | bits.trailingZeroBitCount
                bits &= bits &- 1
                if predicate(s) { return s }
            }
            i += 1
        }
        return -1
    }

    /// The highest symbol whose term satisfies `predicate`, or −1.
    @inline(__always)
    func lastSymbol(where predicate: (Int32, Double) -> Bool) -> Int32 {
        let w = storage.words, c = storage.coefficients
        var i = usedWords - 1
        while i >= 0 {
            var bits = w[i]
            while bits != 0 {
                let b = 63 - bits.leadingZeroBitCount
                bits &= ~(1 &<< UInt64(b))
                let s = i << 6 | b
                if predicate(Int32(s), c[s]) { return Int32(s) }
            }
            i -= 1
        }
        return -1
    }

    /// Adds `coefficient·symbol`, dropping the term if it cancels.
    mutating func add(_ symbol: Int32, _ coefficient: Double) {
        let s = Int(symbol), w = s >> 6
        let bit: UInt64 = 1 &<< UInt64(s & 63)
        if w < usedWords && storage.words[w] & bit != 0 {
            let sum = storage.coefficients[s] + coefficient
            if abs(sum) < Self.epsilon {
                storage.words[w] &= ~bit
                count -= 1
            } else {
                storage.coefficients[s] = sum
            }
        } else if abs(coefficient) >= Self.epsilon {
            reserveWords(w + 1)
            if w >= usedWords { usedWords = w + 1 }
            storage.words[w] |= bit
            storage.coefficients[s] = coefficient
            count += 1
        }
    }

    /// Adds `factor·other` (constant included).
    ///
    /// Each of `other`'s terms, in ascending order: the coefficient becomes `mine + factor·theirs`, the
    /// term dropped if its magnitude falls below ``epsilon``, or `factor·theirs` for a new symbol, kept
    /// only if ≥ ``epsilon`` in magnitude: the arithmetic of adding the terms one by one with
    /// ``add(_:_:)``.
    mutating func add(_ other: Lent, times factor: Double) {
        constant += factor * other.constant
        guard other.count > 0 else { return }
        let n = other.usedWords
        reserveWords(n)
        if n > usedWords { usedWords = n }
        let w = storage.words, t = storage.coefficients
        let ow = other.words, ot = other.coefficients
        var count = self.count
        var i = 0
        while i < n {
            var bits = ow[i]
            var mine = w[i]
            while bits != 0 {
                let b = bits.trailingZeroBitCount
                bits &= bits &- 1
                let s = i << 6 | b
                let bit: UInt64 = 1 &<< UInt64(b)
                let c = factor * ot[s]
                if mine & bit != 0 {
                    let sum = t[s] + c
                    if abs(sum) >= Self.epsilon {
                        t[s] = sum
                    } else {
                        mine &= ~bit
                        count -= 1
                    }
                } else if abs(c) >= Self.epsilon {
                    t[s] = c
                    mine |= bit
                    count += 1
                }
            }
            w[i] = mine
            i += 1
        }
        self.count = count
    }

    /// Removes `symbol`'s term and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        let s = Int(symbol), w = s >> 6
        let bit: UInt64 = 1 &<< UInt64(s & 63)
        guard w < usedWords && storage.words[w] & bit != 0 else { return 0 }
        storage.words[w] &= ~bit
        count -= 1
        return storage.coefficients[s]
    }

    /// Multiplies every coefficient by `factor` (not the constant).
    @inline(__always)
    private mutating func scaleCoefficients(by factor: Double) {
        let t = storage.coefficients
        _ = firstTermIndex { t[$0] *= factor; return false }
    }

    /// Negates the row.
    mutating func negate() {
        constant = -constant
        let t = storage.coefficients
        _ = firstTermIndex { t[$0] = -t[$0]; return false }
    }

    /// Rewrites `0 = row` as `symbol = …` (the symbol's term leaves the row).
    mutating func solve(for symbol: Int32) {
        let c = remove(symbol)
        let factor = -1 / c
        constant *= factor
        scaleCoefficients(by: factor)
    }

    /// Rewrites `lhs = row` as `rhs = …` (a pivot: `lhs` enters the row, `rhs` leaves it).
    mutating func solve(for rhs: Int32, replacing lhs: Int32) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`'s right-hand side, if the symbol occurs.
    mutating func substitute(_ symbol: Int32, with row: Lent) {
        let c = remove(symbol)
        if c != 0 { add(row, times: c) }
    }
}
