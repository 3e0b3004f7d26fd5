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
                symbols.remove(at: i)
                coefficients.remove(at: i)
            } else {
                coefficients[i] = sum
            }
        } else if abs(coefficient) >= Self.epsilon {
            symbols.insert(symbol, at: i)
            coefficients.insert(coefficient, at: i)
        }
    }

    /// Adds `factor·other` (constant included).
    mutating func add(_ other: SimplexRow, times factor: Double) {
        constant += factor * other.constant
        var k = 0
        while k < other.symbols.count {
            add(other.symbols[k], factor * other.coefficients[k])
            k += 1
        }
    }

    /// Removes `symbol`'s term and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        let i = position(of: symbol)
        guard i < symbols.count && symbols[i] == symbol else { return 0 }
        symbols.remove(at: i)
        return coefficients.remove(at: i)
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
