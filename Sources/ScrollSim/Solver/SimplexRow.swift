/// One row of the simplex tableau: `basic = constant + Σ coefficient·symbol` over parametric symbols,
/// kept sorted by symbol number so that every walk over it is in one fixed order.
///
/// Coefficients whose magnitude falls below ``SimplexRow/epsilon`` are dropped, as in the open Cassowary
/// implementations (Badros, Borning, Stuckey 2001, <doc:Physics#Drag-and-rubber-band>; kiwi's `nearZero`).
///
/// **Storage.** The terms live in one array whose first ``count`` slots are the row; the slots after
/// them are spare storage that the array never gives back. Emptying, copying and shrinking a row only
/// move ``count``, so a row that has grown once is rebuilt without allocating and without the array's
/// own bookkeeping (resizing, uniqueness checks per element); each operation reaches the terms through
/// one buffer pointer.
///
/// **Filter.** ``mask`` has bit `symbol mod 64` set for every symbol the row may hold (set when a term
/// arrives, cleared only when the row is emptied): "does the row hold this symbol?" is answered by one
/// bit test for most rows that do not, without a search.
internal struct SimplexRow {
    /// Magnitude below which a coefficient counts as zero.
    static let epsilon = 1e-8

    /// One term `coefficient·symbol`.
    struct Term {
        var symbol: Int32
        var coefficient: Double
    }

    /// The terms: slots `0..<count`, ascending by symbol; later slots are spare storage.
    private var terms: [Term] = []
    /// The number of terms.
    private(set) var count = 0
    /// The constant term.
    var constant: Double = 0
    /// A superset of the row's symbols, one bit per symbol modulo 64 (see "Filter" above).
    private var mask: UInt64 = 0

    /// The filter bit of `symbol`.
    @inline(__always)
    private static func bit(_ symbol: Int32) -> UInt64 { 1 &<< UInt64(UInt32(bitPattern: symbol) & 63) }

    /// Whether the row has no terms.
    var isEmpty: Bool { count == 0 }

    /// The symbol of term `k` (`k < count`).
    @inline(__always)
    func symbol(at k: Int) -> Int32 { terms[k].symbol }

    /// The coefficient of term `k` (`k < count`).
    @inline(__always)
    func coefficient(at k: Int) -> Double { terms[k].coefficient }

    /// Grows the storage to at least `n` slots.
    @inline(__always)
    private mutating func reserveSlots(_ n: Int) {
        while terms.count < n { terms.append(Term(symbol: 0, coefficient: 0)) }
    }

    /// Empties the row, keeping its storage.
    @inline(__always)
    mutating func reset(constant: Double = 0) {
        count = 0
        mask = 0
        self.constant = constant
    }

    /// Copies `other` into this row, reusing this row's storage.
    mutating func assign(_ other: SimplexRow) {
        let n = other.count
        reserveSlots(n)
        constant = other.constant
        count = n
        mask = other.mask
        other.terms.withUnsafeBufferPointer { source in
            terms.withUnsafeMutableBufferPointer { target in
                var k = 0
                while k < n { target[k] = source[k]; k += 1 }
            }
        }
    }

    /// Inserts a term at `i` (a hand-written shift: the generic `insert(_:at:)` costs far more than
    /// moving the handful of terms of a row).
    @inline(__always)
    private mutating func insertTerm(_ symbol: Int32, _ coefficient: Double, at i: Int) {
        let n = count
        reserveSlots(n + 1)
        count = n + 1
        mask |= Self.bit(symbol)
        terms.withUnsafeMutableBufferPointer { t in
            var j = n
            while j > i { t[j] = t[j - 1]; j -= 1 }
            t[i] = Term(symbol: symbol, coefficient: coefficient)
        }
    }

    /// Removes the term at `i` and returns its coefficient (a hand-written shift, see ``insertTerm``).
    @inline(__always)
    private mutating func removeTerm(at i: Int) -> Double {
        let n = count
        count = n - 1
        return terms.withUnsafeMutableBufferPointer { t in
            let removed = t[i].coefficient
            var j = i
            while j < n - 1 { t[j] = t[j + 1]; j += 1 }
            return removed
        }
    }

    /// The position of `symbol`, or where it would be inserted.
    @inline(__always)
    func position(of symbol: Int32) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if terms[mid].symbol < symbol { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Whether `symbol` has a term in the row.
    @inline(__always)
    func contains(_ symbol: Int32) -> Bool {
        if mask & Self.bit(symbol) == 0 { return false }
        let i = position(of: symbol)
        return i < count && terms[i].symbol == symbol
    }

    /// The coefficient of `symbol` (0 when absent).
    func coefficient(of symbol: Int32) -> Double {
        if mask & Self.bit(symbol) == 0 { return 0 }
        let i = position(of: symbol)
        return i < count && terms[i].symbol == symbol ? terms[i].coefficient : 0
    }

    /// Adds `coefficient·symbol`, dropping the term if it cancels.
    mutating func add(_ symbol: Int32, _ coefficient: Double) {
        let i = position(of: symbol)
        if i < count && terms[i].symbol == symbol {
            let sum = terms[i].coefficient + coefficient
            if abs(sum) < Self.epsilon {
                _ = removeTerm(at: i)
            } else {
                terms[i].coefficient = sum
            }
        } else if abs(coefficient) >= Self.epsilon {
            insertTerm(symbol, coefficient, at: i)
        }
    }

    /// Adds `factor·other` (constant included).
    ///
    /// One merge of the two sorted term lists, in place: the row makes room for all of `other`'s terms,
    /// is merged from the back into the end of that room, and the result is moved down to the start.
    /// Each coefficient is `mine + factor·theirs`, dropped if its magnitude falls below ``epsilon``, or
    /// `factor·theirs` for a new symbol, kept only if ≥ ``epsilon`` in magnitude: the same arithmetic
    /// as adding the terms one by one with ``add(_:_:)``.
    mutating func add(_ other: SimplexRow, times factor: Double) {
        constant += factor * other.constant
        let m = other.count
        guard m > 0 else { return }
        let n = count
        reserveSlots(n + m)
        mask |= other.mask
        count = terms.withUnsafeMutableBufferPointer { t in
            other.terms.withUnsafeBufferPointer { ot in
                // `w` is the next slot to write (from n + m − 1 down), `i`/`k` the next terms to read.
                var w = n + m - 1
                var i = n - 1, k = m - 1
                while k >= 0 {
                    let s = ot[k].symbol
                    if i >= 0 && t[i].symbol > s {
                        t[w] = t[i]; i -= 1; w -= 1
                        continue
                    }
                    let c = factor * ot[k].coefficient
                    if i >= 0 && t[i].symbol == s {
                        let sum = t[i].coefficient + c
                        i -= 1
                        if abs(sum) >= Self.epsilon { t[w] = Term(symbol: s, coefficient: sum); w -= 1 }
                    } else if abs(c) >= Self.epsilon {
                        t[w] = Term(symbol: s, coefficient: c); w -= 1
                    }
                    k -= 1
                }
                // This row's remaining terms (0...i) follow; once `w` meets `i` they are in place.
                while i >= 0 && w != i { t[w] = t[i]; i -= 1; w -= 1 }
                let start = i >= 0 ? 0 : w + 1
                let total = n + m - start
                if start > 0 {
                    var j = 0
                    while j < total { t[j] = t[start + j]; j += 1 }
                }
                return total
            }
        }
    }

    /// Removes `symbol`'s term and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        if mask & Self.bit(symbol) == 0 { return 0 }
        let i = position(of: symbol)
        guard i < count && terms[i].symbol == symbol else { return 0 }
        return removeTerm(at: i)
    }

    /// Multiplies every coefficient by `factor` (not the constant).
    @inline(__always)
    private mutating func scaleCoefficients(by factor: Double) {
        let n = count
        terms.withUnsafeMutableBufferPointer { t in
            var k = 0
            while k < n { t[k].coefficient *= factor; k += 1 }
        }
    }

    /// Negates the row.
    mutating func negate() {
        constant = -constant
        let n = count
        terms.withUnsafeMutableBufferPointer { t in
            var k = 0
            while k < n { t[k].coefficient = -t[k].coefficient; k += 1 }
        }
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
    mutating func substitute(_ symbol: Int32, with row: SimplexRow) {
        let c = remove(symbol)
        if c != 0 { add(row, times: c) }
    }
}
