/// One row of the simplex tableau: `basic = constant + Σ coefficient·symbol` over parametric symbols,
/// kept sorted by symbol number so that every walk over it is in one fixed order.
///
/// Coefficients whose magnitude falls below ``SimplexRow/epsilon`` are dropped, as in the open Cassowary
/// implementations (Badros, Borning, Stuckey 2001, <doc:Physics#Drag-and-rubber-band>; kiwi's `nearZero`).
internal struct SimplexRow {
    /// Magnitude below which a coefficient counts as zero.
    static let epsilon = 1e-8

    /// The symbols, ascending.
    var symbols: [Int32] = []
    /// The coefficient of each symbol (parallel to `symbols`).
    var coefficients: [Double] = []
    /// The constant term.
    var constant: Double = 0

    /// Empties the row, keeping its storage.
    mutating func reset(constant: Double = 0) {
        symbols.removeAll(keepingCapacity: true)
        coefficients.removeAll(keepingCapacity: true)
        self.constant = constant
    }

    /// Copies `other` into this row, reusing this row's storage.
    mutating func assign(_ other: SimplexRow) {
        reset(constant: other.constant)
        symbols.append(contentsOf: other.symbols)
        coefficients.append(contentsOf: other.coefficients)
    }

    /// Inserts a term at `i` (a hand-written shift: the generic `insert(_:at:)` costs far more than
    /// moving the handful of terms of a row).
    @inline(__always)
    private mutating func insertTerm(_ symbol: Int32, _ coefficient: Double, at i: Int) {
        let n = symbols.count
        symbols.append(symbol)
        coefficients.append(coefficient)
        if i == n { return }
        symbols.withUnsafeMutableBufferPointer { s in
            var j = n
            while j > i { s[j] = s[j - 1]; j -= 1 }
            s[i] = symbol
        }
        coefficients.withUnsafeMutableBufferPointer { c in
            var j = n
            while j > i { c[j] = c[j - 1]; j -= 1 }
            c[i] = coefficient
        }
    }

    /// Removes the term at `i` and returns its coefficient (a hand-written shift, see ``insertTerm``).
    @inline(__always)
    private mutating func removeTerm(at i: Int) -> Double {
        let n = symbols.count
        let removed = coefficients[i]
        if i < n - 1 {
            symbols.withUnsafeMutableBufferPointer { s in
                var j = i
                while j < n - 1 { s[j] = s[j + 1]; j += 1 }
            }
            coefficients.withUnsafeMutableBufferPointer { c in
                var j = i
                while j < n - 1 { c[j] = c[j + 1]; j += 1 }
            }
        }
        symbols.removeLast()
        coefficients.removeLast()
        return removed
    }

    /// The position of `symbol`, or where it would be inserted.
    @inline(__always)
    func position(of symbol: Int32) -> Int {
        var lo = 0, hi = symbols.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if symbols[mid] < symbol { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Whether `symbol` has a term in the row.
    @inline(__always)
    func contains(_ symbol: Int32) -> Bool {
        let i = position(of: symbol)
        return i < symbols.count && symbols[i] == symbol
    }

    /// The coefficient of `symbol` (0 when absent).
    func coefficient(of symbol: Int32) -> Double {
        let i = position(of: symbol)
        return i < symbols.count && symbols[i] == symbol ? coefficients[i] : 0
    }

    /// Adds `coefficient·symbol`, dropping the term if it cancels.
    mutating func add(_ symbol: Int32, _ coefficient: Double) {
        let i = position(of: symbol)
        if i < symbols.count && symbols[i] == symbol {
            let sum = coefficients[i] + coefficient
            if abs(sum) < Self.epsilon {
                _ = removeTerm(at: i)
            } else {
                coefficients[i] = sum
            }
        } else if abs(coefficient) >= Self.epsilon {
            insertTerm(symbol, coefficient, at: i)
        }
    }

    /// Adds `factor·other` (constant included).
    ///
    /// One merge of the two sorted term lists, in place: the row grows once by the number of symbols
    /// it lacks, is merged from the back, and terms that cancel are compacted out. Each coefficient is
    /// `mine + factor·theirs` (or `factor·theirs` for a new symbol, kept only if ≥ ``epsilon`` in
    /// magnitude), the same arithmetic as adding the terms one by one with ``add(_:_:)``; a term
    /// that cancels is marked (symbol −1) and compacted out at the end.
    mutating func add(_ other: SimplexRow, times factor: Double) {
        constant += factor * other.constant
        let m = other.symbols.count
        guard m > 0 else { return }
        let n = symbols.count
        // Symbols of `other` not in this row (their new terms, if large enough, are inserted).
        var missing = 0
        var i = 0, k = 0
        while k < m {
            let t = other.symbols[k]
            while i < n && symbols[i] < t { i += 1 }
            if i < n && symbols[i] == t { i += 1 } else if abs(factor * other.coefficients[k]) >= Self.epsilon { missing += 1 }
            k += 1
        }
        var cancelled = false
        if missing == 0 {
            // Every term lands on an existing symbol: update in place.
            i = 0; k = 0
            while k < m {
                let t = other.symbols[k]
                while symbols[i] < t { i += 1 }
                if symbols[i] == t {
                    let sum = coefficients[i] + factor * other.coefficients[k]
                    coefficients[i] = sum
                    if abs(sum) < Self.epsilon { symbols[i] = -1; cancelled = true }
                }
                k += 1
            }
        } else {
            var j = 0
            while j < missing { symbols.append(0); coefficients.append(0); j += 1 }
            // Merge from the back: `w` is the next slot to write, `i`/`k` the next terms to read.
            other.symbols.withUnsafeBufferPointer { os in
                other.coefficients.withUnsafeBufferPointer { oc in
                    symbols.withUnsafeMutableBufferPointer { sy in
                        coefficients.withUnsafeMutableBufferPointer { co in
                            var w = n + missing - 1
                            var i = n - 1, k = m - 1
                            while k >= 0 {
                                let t = os[k]
                                let c = factor * oc[k]
                                if i >= 0 && sy[i] > t {
                                    sy[w] = sy[i]; co[w] = co[i]; i -= 1; w -= 1
                                } else if i >= 0 && sy[i] == t {
                                    let sum = co[i] + c
                                    let gone = abs(sum) < Self.epsilon
                                    sy[w] = gone ? -1 : t; co[w] = sum; i -= 1; w -= 1; k -= 1
                                    if gone { cancelled = true }
                                } else {
                                    if abs(c) >= Self.epsilon { sy[w] = t; co[w] = c; w -= 1 }
                                    k -= 1
                                }
                            }
                            // The rest of this row is already in place (w == i).
                        }
                    }
                }
            }
        }
        if cancelled {
            var r = 0, w = 0
            let count = symbols.count
            while r < count {
                if symbols[r] >= 0 {
                    if w != r { symbols[w] = symbols[r]; coefficients[w] = coefficients[r] }
                    w += 1
                }
                r += 1
            }
            symbols.removeLast(count - w)
            coefficients.removeLast(count - w)
        }
    }

    /// Removes `symbol`'s term and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        let i = position(of: symbol)
        guard i < symbols.count && symbols[i] == symbol else { return 0 }
        return removeTerm(at: i)
    }

    /// Negates the row.
    mutating func negate() {
        constant = -constant
        var k = 0
        while k < coefficients.count { coefficients[k] = -coefficients[k]; k += 1 }
    }

    /// Rewrites `0 = row` as `symbol = …` (the symbol's term leaves the row).
    mutating func solve(for symbol: Int32) {
        let c = remove(symbol)
        let factor = -1 / c
        constant *= factor
        var k = 0
        while k < coefficients.count { coefficients[k] *= factor; k += 1 }
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
