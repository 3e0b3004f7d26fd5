/// An incremental linear-arithmetic constraint solver: the Cassowary algorithm (Badros, Borning, Stuckey,
/// "The Cassowary Linear Arithmetic Constraint Solving Algorithm", ACM TOCHI 8(4):267–306, 2001), the
/// algorithm Auto Layout is built on. Written for this package from the paper; the open implementations
/// (kiwi, Rhea) were read for facts only.
///
/// A constraint is `Σ aᵢ·xᵢ + k  (≤ | = | ≥)  0` over external variables `xᵢ`, with a priority level:
/// required, or one of ``levelCount`` optional levels (level 0 is the most important). The tableau keeps
/// every basic symbol as a row `basic = constant + Σ c·parametric`; slack and error symbols are ≥ 0, dummy
/// symbols are fixed at 0 (they mark required equalities). Each optional constraint adds error symbols
/// to the objective; an optional equality may weigh its two errors at two levels (one row for UIKit's
/// content-size constraint, see ``addConstraint(constant:_:excessLevel:shortfallLevel:)``).
///
/// **Priorities.** The objective is *lexicographic* (Cassowary's symbolic weights): one objective row
/// per optional level, compared from the most important level down. An error of any size at a higher
/// level outweighs every error at lower levels, so optional constraints are satisfied "high → low" as
/// Auto Layout documents; within a level every constraint weighs 1 per point of error.
///
/// **Incremental changes.** Adding a constraint substitutes the basic variables into its row and
/// re-optimises (primal simplex); between ``beginBatch()`` and ``endBatch()`` (a cold build) additions
/// only keep the tableau feasible and one optimisation at the end reaches the optimum. Changing a constraint's constant shifts the row constants through the
/// constraint's marker column and restores feasibility with the dual simplex, which keeps optimality
/// (<doc:Physics#Release-target-and-hand-off> of the paper, "resolve"). Removing a constraint pivots its marker out of the basis.
///
/// **Determinism.** Every walk over a row goes in ascending symbol number (``SimplexRow``); symbols are
/// numbered in creation order. The entering symbol is the lowest-numbered one whose reduced cost is
/// lexicographically negative (Bland's rule, which also rules out cycling); the leaving row is the minimum ratio, ties to the lowest
/// basic symbol number; the dual simplex takes the infeasible row with the lowest basic symbol and the
/// lexicographically smallest ratio, ties to the lowest symbol. No dictionary or set is consulted.
///
/// **Allocation.** Rows, records and the objective keep their storage across ``reset()``: rebuilding the
/// same system, editing constants and re-solving allocate nothing once the buffers have grown.
///
/// A value type: its owner holds it in one stored property, so that each operation is one exclusive
/// access to it and the solver's own storage is reached without runtime exclusivity checks. Its rows and
/// tables keep their elements in storage reached through pointers (``SimplexRow``, ``SimplexBuffer``),
/// shared by copies: a copy of a solver is for reading only. Its read-only helpers are inlined into the
/// mutating operations that call them: a call to a non-inlined one copied the whole solver first.
internal struct SimplexSolver {
    /// The kind of a tableau symbol.
    enum SymbolKind: UInt8 {
        /// A variable of the problem (unrestricted in sign).
        case external
        /// A slack of an inequality (≥ 0).
        case slack
        /// An error of an optional constraint (≥ 0, weighted in the objective).
        case error
        /// The marker of a required equality (always 0, never enters the basis).
        case dummy
    }

    /// The relation of a constraint `expression (relation) 0`.
    enum Relation: Int8 {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// What the solver remembers about one added constraint.
    struct Record {
        /// The symbol that marks the constraint's row (slack, error⁺ or dummy).
        var marker: Int32 = -1
        /// The second error symbol of an optional constraint, or −1.
        var other: Int32 = -1
        /// The coefficient of `marker` in the constraint's original row (before any sign reversal).
        var markerSign: Double = 1
        /// −1 for required, else the optional level (of `marker`'s error, for a two-level equality).
        var level: Int32 = -1
        /// The optional level of `other`'s error: `level`, except for a two-level equality
        /// (``addConstraint(constant:_:excessLevel:shortfallLevel:)``).
        var otherLevel: Int32 = -1
        /// The constant `k` of `Σ aᵢxᵢ + k`.
        var constant: Double = 0
        /// Whether the constraint is in the tableau (false if it could not be satisfied, or was removed).
        var isInTableau = false
    }

    /// The number of optional priority levels (level 0 is the most important).
    private var storedLevelCount = 0
    /// The number of optional priority levels.
    var levelCount: Int { storedLevelCount }

    /// What the tableau knows about one symbol.
    struct SymbolInfo {
        /// The symbol's kind.
        var kind: SymbolKind
        /// The row of the symbol when basic, −1 when parametric.
        var row: Int32 = -1
        /// The record of a marker symbol, −1 for others.
        var record: Int32 = -1
        /// Whether the symbol may occur in some row (set when it is put into one; never cleared until
        /// reset): substituting a symbol that never did skips the walk over the rows.
        var mayOccur = false
        /// `k/μ` of the constraint a marker belongs to (0 for other symbols and left-out constraints).
        var markerShift: Double = 0
    }

    /// The symbols `0..<symbolCount` (later elements are spare, kept from earlier systems).
    private var symbolInfo = SimplexBuffer<SymbolInfo>()
    /// The number of symbols created so far.
    private(set) var symbolCount = 0
    /// The tableau's rows `0..<rowCount` (later ones are spare, their storage kept for new rows).
    private var rows: [SimplexRow] = []
    /// The number of rows in the tableau.
    private var rowCount = 0
    /// The basic symbol of each row.
    private var basicOfRow = SimplexBuffer<Int32>()
    /// The objective, `levelCount` coefficients per symbol: `objective[symbol·levelCount + level]`
    /// (slots beyond the symbols' are spare storage, kept zero).
    private var objective = SimplexBuffer<Double>()
    /// A superset of the symbols with a nonzero objective coefficient, one bit per symbol (set when a
    /// coefficient is written, cleared by reset): the entering scan visits these only.
    private var objectiveSymbols = SimplexBuffer<UInt64>()
    /// A superset of the symbols whose objective coefficients were written since the last optimisation
    /// that ended at an optimum, one bit per symbol (same layout as `objectiveSymbols`). While
    /// `optimumHolds`, every other symbol still has the reduced cost the optimum proved not negative,
    /// so the first entering scan of the next optimisation need visit these only (see ``optimize()``).
    private var changedCostSymbols = SimplexBuffer<UInt64>()
    /// Whether the objective was at an optimum when `changedCostSymbols` was last cleared.
    private var optimumHolds = true
    /// The artificial objective while a constraint is added with an artificial variable.
    private var artificial = SimplexRow()
    private var hasArtificial = false
    /// The constraints, in the order they were added.
    private var storedRecords = SimplexBuffer<Record>()
    /// The constraints, in the order they were added (a copy).
    var records: [Record] { storedRecords.elements }
    /// Whether constraint `id` is in the tableau.
    func isInTableau(_ id: Int) -> Bool { storedRecords[id].isInTableau }
    /// The row being built by the caller (``beginExpression(constant:)``, ``addTerm(_:_:)``).
    private var input = SimplexRow()
    /// A row buffer for building a constraint's tableau row.
    private var scratch = SimplexRow()
    /// The records of the required constraints that the last failed ``addConstraint(_:level:)`` conflicted
    /// with (from the markers in its substituted row), ascending.
    private var storedConflict: [Int32] = []
    /// Empties `storedConflict` (an empty array is left alone: emptying it still calls into the array
    /// code and releases its storage, once per constraint added).
    @inline(__always)
    private mutating func clearConflict() {
        if !storedConflict.isEmpty { storedConflict.removeAll(keepingCapacity: true) }
    }
    /// The conflict of the last refused constraint (see `storedConflict`).
    var conflict: [Int32] { storedConflict }
    /// Pivots made since the solver was created (for tests and benchmarks).
    private var storedPivotCount = 0
    /// Pivots made since the solver was created.
    var pivotCount: Int { storedPivotCount }

    /// Creates an empty solver.
    init() {}

    /// Empties the solver and sets the number of optional levels, keeping all storage.
    mutating func reset(levelCount: Int) {
        // The objective and its symbol bits are zero beyond the symbols in use; zeroing what the last
        // system used keeps them all zero, so a new symbol finds its slots cleared.
        let used = symbolCount * storedLevelCount, usedWords = (symbolCount + 63) >> 6
        objective.withUnsafeMutableBufferPointer { o in
            var i = 0
            while i < used { o[i] = 0; i += 1 }
        }
        objectiveSymbols.withUnsafeMutableBufferPointer { w in
            var i = 0
            while i < usedWords { w[i] = 0; i += 1 }
        }
        changedCostSymbols.withUnsafeMutableBufferPointer { w in
            var i = 0
            while i < usedWords { w[i] = 0; i += 1 }
        }
        optimumHolds = true   // every reduced cost is zero
        self.storedLevelCount = levelCount
        symbolCount = 0
        storedRecords.removeAll()
        clearConflict()
        rowCount = 0
        hasArtificial = false
        constantsChanged = false
        objectiveTouched = false
    }

    private mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        let s = symbolCount
        symbolCount = s + 1
        if s < symbolInfo.count {
            symbolInfo[s] = SymbolInfo(kind: kind)
        } else {
            symbolInfo.append(SymbolInfo(kind: kind))
        }
        // Slots beyond the symbols in use are zero (see reset(levelCount:)).
        if s >> 6 == objectiveSymbols.count { objectiveSymbols.append(0); changedCostSymbols.append(0) }
        let end = (s + 1) * storedLevelCount
        while objective.count < end { objective.append(0) }
        return Int32(s)
    }

    /// A new external variable (its value is 0 until constraints say otherwise).
    mutating func newVariable() -> Int32 { newSymbol(.external) }

    /// The current value of an external variable.
    func value(of variable: Int32) -> Double {
        let r = symbolInfo[Int(variable)].row
        return r < 0 ? 0 : rows[Int(r)].constant
    }

    // MARK: Adding

    /// Starts the expression of the next constraint: `constant + Σ terms`.
    mutating func beginExpression(constant: Double) {
        input.reset(constant: constant)
    }

    /// Adds `coefficient·variable` to the expression being built.
    mutating func addTerm(_ variable: Int32, _ coefficient: Double) {
        input.add(variable, coefficient)
    }

    /// Up to four terms `coefficient·variable` of a constraint's expression (a layout constraint's two
    /// anchors), held inline in two vectors indexed by term: no array, no allocation, no branch per index.
    struct Terms {
        /// The terms' variables (slots `0..<count`).
        var variables = SIMD4<Int32>()
        /// The terms' coefficients (slots `0..<count`).
        var coefficients = SIMD4<Double>()
        /// The number of terms.
        var count = 0

        /// The term at `k`.
        @inline(__always)
        func term(_ k: Int) -> (Int32, Double) { (variables[k], coefficients[k]) }

        /// Sets the term at `k`.
        @inline(__always)
        mutating func setTerm(_ k: Int, _ v: Int32, _ c: Double) {
            variables[k] = v
            coefficients[k] = c
        }

        /// Adds `c·v` to terms kept sorted by variable, exactly as ``SimplexRow/add(_:_:)`` does to a row:
        /// a repeated variable's coefficients are summed and the term removed if the sum is below
        /// epsilon; a new term below epsilon is not added.
        mutating func addSorted(_ v: Int32, _ c: Double) {
            var i = 0
            while i < count && term(i).0 < v { i += 1 }
            if i < count && term(i).0 == v {
                let sum = term(i).1 + c
                if abs(sum) < SimplexRow.epsilon {
                    var j = i
                    while j < count - 1 { let t = term(j + 1); setTerm(j, t.0, t.1); j += 1 }
                    count -= 1
                } else {
                    setTerm(i, v, sum)
                }
            } else if abs(c) >= SimplexRow.epsilon {
                var j = count
                while j > i { let t = term(j - 1); setTerm(j, t.0, t.1); j -= 1 }
                setTerm(i, v, c)
                count += 1
            }
        }

        /// Appends a term (at most four).
        @inline(__always)
        mutating func append(_ variable: Int32, _ coefficient: Double) {
            precondition(count < 4, "SimplexSolver.Terms: more than four terms")
            setTerm(count, variable, coefficient)
            count += 1
        }
    }

    /// Adds `constant + Σ terms (relation) 0` at `level` (−1 = required) in one call: the same as
    /// ``beginExpression(constant:)``, ``addTerm(_:_:)`` for each term in order, then
    /// ``addConstraint(_:level:)``.
    /// - Returns: the record number and whether the constraint is in the tableau.
    mutating func addConstraint(constant: Double, _ terms: Terms, _ relation: Relation, level: Int) -> (record: Int, isInTableau: Bool) {
        precondition(level < storedLevelCount, "SimplexSolver: level \(level) of \(storedLevelCount)")
        loadScratch(constant: constant, terms)
        let id = addScratchRow(relation, level: level, otherLevel: level, constant: constant)
        return (id, storedRecords[id].isInTableau)
    }

    /// Adds the optional equality `constant + Σ terms = 0` whose two error symbols weigh at two levels:
    /// the excess (expression above 0) at `excessLevel`, the shortfall (below 0) at `shortfallLevel`.
    ///
    /// One row for what is otherwise two rows, `expression ≤ 0` at `excessLevel` and `expression ≥ 0` at
    /// `shortfallLevel`, with the same optimum: the row is `expression = e⁺ − e⁻` with `e⁺` weighted at
    /// `excessLevel` and `e⁻` at `shortfallLevel`, and an optimum never has both errors above 0 (lowering
    /// both by the smaller one keeps the row and lowers the objective), so `e⁺ = max(0, expression)` and
    /// `e⁻ = max(0, −expression)`, the two inequalities' errors. This is UIKit's content-size constraint
    /// (`NSContentSizeLayoutConstraint`): hugging and compression resistance of one axis in one
    /// constraint. Its record's marker is `e⁺` (at `excessLevel`), its other symbol `e⁻`; editing its
    /// constant and removing it work as for any optional equality.
    /// - Returns: the record number (the constraint is always in the tableau: it is optional).
    mutating func addConstraint(constant: Double, _ terms: Terms, excessLevel: Int, shortfallLevel: Int) -> Int {
        precondition(excessLevel >= 0 && excessLevel < storedLevelCount && shortfallLevel >= 0
                     && shortfallLevel < storedLevelCount,
                     "SimplexSolver: levels \(excessLevel), \(shortfallLevel) of \(storedLevelCount)")
        loadScratch(constant: constant, terms)
        return addScratchRow(.equal, level: excessLevel, otherLevel: shortfallLevel, constant: constant)
    }

    /// Adds the built expression as a constraint `expression (relation) 0` at `level` (−1 = required).
    /// - Returns: the record number. `storedRecords[n].isInTableau` is false when a required constraint
    ///   cannot be satisfied together with the ones already added; ``storedConflict`` then names them.
    @discardableResult
    mutating func addConstraint(_ relation: Relation, level: Int) -> Int {
        precondition(level < storedLevelCount, "SimplexSolver: level \(level) of \(storedLevelCount)")
        // The row: the expression with basic variables replaced by their rows.
        scratch.reset(constant: input.constant)
        let input = self.input
        input.forEachTerm { v, c in addSubstitutedTerm(v, c) }
        return addScratchRow(relation, level: level, otherLevel: level, constant: input.constant)
    }

    /// Fills `scratch` with `constant + Σ terms`, basic variables replaced by their rows: the expression
    /// as `input` would hold it (terms sorted by variable, a repeated variable's coefficients summed,
    /// terms below epsilon dropped, with the arithmetic of SimplexRow.add(_:_:)) built in a local table
    /// of four instead of a row, then substituted term by term in ascending variable order.
    @inline(__always)
    private mutating func loadScratch(constant: Double, _ terms: Terms) {
        var table = Terms()
        var k = 0
        while k < terms.count {
            let (v, c) = terms.term(k)
            table.addSorted(v, c)
            k += 1
        }
        scratch.reset(constant: constant)
        k = 0
        while k < table.count {
            let (v, c) = table.term(k)
            addSubstitutedTerm(v, c)
            k += 1
        }
    }

    /// Adds `coefficient·variable` to `scratch`, a basic variable as its row.
    @inline(__always)
    private mutating func addSubstitutedTerm(_ v: Int32, _ c: Double) {
        let r = symbolInfo[Int(v)].row
        if r >= 0 {
            // The basic row is lent in place (no copy, no reference counting).
            let basic = rows[Int(r)].lent
            scratch.add(basic, times: c)
        } else {
            scratch.add(v, c)
        }
    }

    /// Adds the constraint whose substituted expression is in `scratch` (the second half of
    /// ``addConstraint(_:level:)``). An optional equality's second error symbol weighs at `otherLevel`
    /// (`level` but for a two-level equality); inequalities ignore it.
    private mutating func addScratchRow(_ relation: Relation, level: Int, otherLevel: Int, constant: Double) -> Int {
        let id = storedRecords.count
        var record = Record()
        record.level = Int32(level)
        record.otherLevel = Int32(relation == .equal ? otherLevel : level)
        record.constant = constant
        clearConflict()
        // The coefficients of the marker and the other symbol in `scratch`: new symbols, so exactly the
        // ±1 added here (negated with the row below); chooseSubject(_:_:_:) reads them from these.
        var markerCoefficient = 0.0, otherCoefficient = 0.0
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            record.marker = slack
            record.markerSign = sign
            scratch.add(slack, sign)
            markerCoefficient = sign
            if level >= 0 {
                let error = newSymbol(.error)
                record.other = error
                scratch.add(error, -sign)
                otherCoefficient = -sign
                objective[Int(error) * storedLevelCount + level] += 1
                noteInObjective(error)
                objectiveTouched = true
            }
        case .equal:
            if level >= 0 {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                record.marker = plus
                record.other = minus
                record.markerSign = -1
                scratch.add(plus, -1)
                scratch.add(minus, 1)
                markerCoefficient = -1
                otherCoefficient = 1
                objective[Int(plus) * storedLevelCount + level] += 1
                objective[Int(minus) * storedLevelCount + otherLevel] += 1
                noteInObjective(plus)
                noteInObjective(minus)
                objectiveTouched = true
            } else {
                let dummy = newSymbol(.dummy)
                record.marker = dummy
                record.markerSign = 1
                scratch.add(dummy, 1)
            }
        }
        symbolInfo[Int(record.marker)].record = Int32(id)
        if record.other >= 0 { symbolInfo[Int(record.other)].record = Int32(id) }
        if scratch.constant < 0 {
            scratch.negate()
            markerCoefficient = -markerCoefficient
            otherCoefficient = -otherCoefficient
        }

        var subject = chooseSubject(record, markerCoefficient, otherCoefficient)
        if subject < 0 && allDummies(scratch) {
            if abs(scratch.constant) < SimplexRow.epsilon {
                subject = record.marker   // redundant, consistent
            } else {
                collectConflict(from: scratch)
                storedRecords.append(record)
                return id
            }
        }
        if subject < 0 {
            collectConflict(from: scratch)
            if !addWithArtificialVariable() {
                storedRecords.append(record)
                if !isBatching { optimize() }
                return id
            }
            clearConflict()
        } else {
            scratch.solve(for: subject)
            let r = appendRow(basic: subject)
            substitute(subject, fromRow: r)
        }
        record.isInTableau = true
        storedRecords.append(record)
        symbolInfo[Int(record.marker)].markerShift = record.constant / record.markerSign
        if !isBatching { optimize() }
        return id
    }

    /// The highest-numbered external symbol of the row, else the marker or other symbol if it is a
    /// slack/error with a negative coefficient (`markerCoefficient`, `otherCoefficient`: theirs in
    /// `scratch`); −1 if none (Cassowary's choice of subject). Taking the newest external variable keeps
    /// older ones parametric: in an ambiguous layout the variables left at 0 are those of the items
    /// created first (outer views before the views inside them).
    @inline(__always)
    private func chooseSubject(_ record: Record, _ markerCoefficient: Double, _ otherCoefficient: Double) -> Int32 {
        let external = scratch.lastSymbol { s, _ in symbolInfo[Int(s)].kind == .external }
        if external >= 0 { return external }
        if isRestricted(record.marker) && markerCoefficient < 0 { return record.marker }
        if isRestricted(record.other) && otherCoefficient < 0 { return record.other }
        return -1
    }

    /// Whether `s` is a slack or error symbol (false for −1).
    private func isRestricted(_ s: Int32) -> Bool {
        guard s >= 0 else { return false }
        let kind = symbolInfo[Int(s)].kind
        return kind == .slack || kind == .error
    }

    @inline(__always)
    private func allDummies(_ row: SimplexRow) -> Bool {
        row.firstSymbol { s, _ in symbolInfo[Int(s)].kind != .dummy } < 0
    }

    /// The required constraints whose markers occur in `row`: the ones the new constraint conflicts with.
    private mutating func collectConflict(from row: SimplexRow) {
        clearConflict()
        row.forEachTerm { s, _ in
            let rec = symbolInfo[Int(s)].record
            if rec >= 0 && rec < Int32(storedRecords.count) && storedRecords[Int(rec)].level < 0 && !storedConflict.contains(rec) {
                storedConflict.append(rec)
            }
        }
        storedConflict.sort()
    }

    /// Moves `scratch` into a new tableau row with basic symbol `basic` (the two swap storage: no
    /// copy; `scratch` is left with the spare row's storage and contents); returns its index.
    @discardableResult
    private mutating func appendRow(basic: Int32) -> Int {
        if rowCount == rows.count { rows.append(SimplexRow()) }
        if rowCount == basicOfRow.count { basicOfRow.append(0) }
        let r = rowCount
        symbolInfo.withUnsafeMutableBufferPointer { info in
            scratch.forEachTerm { s, _ in info[Int(s)].mayOccur = true }
        }
        swap(&rows[r], &scratch)
        basicOfRow[r] = basic
        symbolInfo[Int(basic)].row = Int32(r)
        rowCount += 1
        return r
    }

    /// Removes row `r` (its basic symbol becomes parametric), moving the last row into its place.
    private mutating func removeRow(_ r: Int) {
        symbolInfo[Int(basicOfRow[r])].row = -1
        let last = rowCount - 1
        if r != last {
            rows.swapAt(r, last)
            basicOfRow[r] = basicOfRow[last]
            symbolInfo[Int(basicOfRow[r])].row = Int32(r)
        }
        rowCount -= 1
    }

    /// Adds `scratch` through an artificial variable (phase one of the simplex method). Returns whether
    /// the row could be satisfied; if not, the tableau is left as before the call.
    private mutating func addWithArtificialVariable() -> Bool {
        let art = newSymbol(.slack)
        let artRowIndex = appendRow(basic: art)
        artificial.assign(rows[artRowIndex])
        hasArtificial = true
        optimizeArtificial()
        let success = abs(artificial.constant) < SimplexRow.epsilon
        hasArtificial = false
        let artRow = symbolInfo[Int(art)].row
        if artRow >= 0 {
            let ar = Int(artRow)
            if rows[ar].isEmpty || !success {
                // art is in no other row: dropping its row leaves the previous system.
                removeRow(ar)
                return success
            }
            let entering = rows[ar].firstSymbol { s, _ in
                symbolInfo[Int(s)].kind == .slack || symbolInfo[Int(s)].kind == .error
            }
            if entering < 0 {
                removeRow(ar)
                return false
            }
            pivot(row: ar, entering: entering)
        }
        var i = 0
        while i < rowCount { if rows[i].contains(art) { rows[i].remove(art) }; i += 1 }
        var l = 0
        while l < storedLevelCount { objective[Int(art) * storedLevelCount + l] = 0; l += 1 }
        return success
    }

    // MARK: Pivoting

    /// Makes `entering` the basic symbol of row `r` and substitutes it everywhere.
    private mutating func pivot(row r: Int, entering: Int32) {
        let leaving = basicOfRow[r]
        rows[r].solve(for: entering, replacing: leaving)
        symbolInfo[Int(leaving)].mayOccur = true
        symbolInfo[Int(leaving)].row = -1
        basicOfRow[r] = entering
        symbolInfo[Int(entering)].row = Int32(r)
        substitute(entering, fromRow: r)
        storedPivotCount &+= 1
    }

    /// Replaces `symbol` by row `r`'s right-hand side in every other row and the objectives. (The
    /// source row's symbols are marked `mayOccur` already: every way into a row marks its symbol.)
    private mutating func substitute(_ symbol: Int32, fromRow r: Int) {
        if symbolInfo[Int(symbol)].mayOccur {
            let n = rowCount
            let source = rows[r].lent
            rows.withUnsafeMutableBufferPointer { rs in
                var i = 0
                while i < n {
                    if i != r && rs[i].contains(symbol) { rs[i].substitute(symbol, with: source) }
                    i += 1
                }
            }
        }
        let L = storedLevelCount
        if L > 0 {
            let base = Int(symbol) * L
            // The objective tables are written through their pointers: the source row is only read.
            let objective = self.objective, objectiveSymbols = self.objectiveSymbols
            let changedCostSymbols = self.changedCostSymbols
            let touched = rows.withUnsafeBufferPointer { rs in
                objective.withUnsafeMutableBufferPointer { o in
                    var touched = false
                    var l = 0
                    while l < L {
                        let c = o[base + l]
                        if c != 0 {
                            touched = true
                            o[base + l] = 0
                            rs[r].forEachTerm { s, coefficient in o[Int(s) * L + l] += c * coefficient }
                        }
                        l += 1
                    }
                    if touched {
                        rs[r].forEachTerm { s, _ in
                            let bit: UInt64 = 1 &<< UInt64(s & 63)
                            objectiveSymbols[Int(s) >> 6] |= bit
                            changedCostSymbols[Int(s) >> 6] |= bit
                        }
                    }
                    return touched
                }
            }
            if touched { objectiveTouched = true }
        }
        if hasArtificial {
            let source = rows[r].lent
            artificial.substitute(symbol, with: source)
        }
    }

    /// Whether every level of `symbol`'s reduced cost is zero.
    private func reducedCostIsZero(_ symbol: Int) -> Bool {
        let base = symbol * storedLevelCount
        var l = 0
        while l < storedLevelCount {
            if abs(objective[base + l]) > SimplexRow.epsilon { return false }
            l += 1
        }
        return true
    }

    /// The row that leaves when `entering` enters: minimum ratio among restricted basics, ties to the
    /// lowest basic symbol; −1 if none.
    @inline(__always)
    private func leavingRow(for entering: Int32) -> Int {
        var best = -1
        var bestRatio = Double.infinity
        var i = 0
        while i < rowCount {
            let b = basicOfRow[i]
            if symbolInfo[Int(b)].kind != .external {
                let c = rows[i].coefficient(of: entering)
                if c < 0 {
                    let ratio = -rows[i].constant / c
                    if ratio < bestRatio || (ratio == bestRatio && b < basicOfRow[best]) {
                        bestRatio = ratio
                        best = i
                    }
                }
            }
            i += 1
        }
        return best
    }

    /// The most pivots one optimisation may take before giving up (a guard; Bland's rule terminates).
    private var pivotLimit: Int { 1000 + 20 * symbolCount }

    /// Whether constraints added now are optimised together at ``endBatch()`` rather than one by one.
    private var isBatching = false

    /// Starts a batch of additions: until ``endBatch()`` each added constraint keeps the tableau
    /// feasible (its subject is chosen so) but does not re-optimise.
    ///
    /// The objective is kept up to date by every substitution, and a feasible tableau is optimised by
    /// the primal simplex from wherever it starts, so one optimisation at the end reaches an optimum of
    /// the whole system: the pivots that each addition would take towards the optimum of the system so
    /// far (often undone by a later addition) are not taken.
    mutating func beginBatch() { isBatching = true }

    /// Ends a batch of additions (``beginBatch()``) and optimises once.
    mutating func endBatch() {
        isBatching = false
        optimize()
    }

    /// Primal simplex on the lexicographic objective.
    ///
    /// The first entering scan after an optimum visits only the symbols whose costs were written
    /// since (`changedCostSymbols`): the others' reduced costs are the ones the optimum proved not
    /// negative, so the lowest-numbered negative one overall is the lowest among these — Bland's
    /// choice, unchanged. Adding a row that leaves the optimum in place (most rows) then costs a scan of
    /// its own few symbols instead of the whole objective. Scans after a pivot visit every symbol.
    private mutating func optimize() {
        guard objectiveTouched else { return }
        defer { objectiveTouched = false }
        var onlyChanged = optimumHolds
        var guardCount = 0
        optimumHolds = false
        while guardCount < pivotLimit {
            guardCount += 1
            let entering = onlyChanged ? firstEnteringSymbol(among: changedCostSymbols)
                                       : firstEnteringSymbol(among: objectiveSymbols)
            onlyChanged = false
            if entering < 0 {
                clearChangedCosts()
                optimumHolds = true
                return
            }
            let r = leavingRow(for: Int32(entering))
            if r < 0 { return }   // unbounded: cannot happen with errors ≥ 0 minimised
            pivot(row: r, entering: Int32(entering))
        }
    }

    /// Clears `changedCostSymbols` (the words of the symbols in use; later ones are zero).
    private mutating func clearChangedCosts() {
        let usedWords = (symbolCount + 63) >> 6
        changedCostSymbols.withUnsafeMutableBufferPointer { w in
            var i = 0
            while i < usedWords { w[i] = 0; i += 1 }
        }
    }

    /// Records that `symbol`'s objective coefficient was written and may be nonzero (see
    /// `objectiveSymbols` and `changedCostSymbols`).
    @inline(__always)
    private mutating func noteInObjective(_ symbol: Int32) {
        let s = Int(symbol)
        let bit: UInt64 = 1 &<< UInt64(s & 63)
        objectiveSymbols[s >> 6] |= bit
        changedCostSymbols[s >> 6] |= bit
    }

    /// The lowest-numbered parametric, non-dummy symbol among those whose bits are set in `symbols`
    /// (`objectiveSymbols` or a subset of it) whose reduced cost is lexicographically negative (Bland's
    /// rule: its first nonzero level, beyond epsilon, is negative), or −1. Only the symbols that may
    /// have an objective coefficient are visited (the others' reduced cost is zero), in ascending order.
    @inline(__always)
    private func firstEnteringSymbol(among symbols: SimplexBuffer<UInt64>) -> Int {
        let n = symbolCount, L = storedLevelCount
        let wordCount = (n + 63) >> 6
        return symbols.withUnsafeBufferPointer { words in
            symbolInfo.withUnsafeBufferPointer { info in
                objective.withUnsafeBufferPointer { o in
                    var w = 0
                    while w < wordCount {
                        var bits = words[w]
                        while bits != 0 {
                            let s = w << 6 + bits.trailingZeroBitCount
                            bits &= bits &- 1
                            if s >= n { return -1 }
                            if info[s].row < 0 && info[s].kind != .dummy {
                                let base = s * L
                                var l = 0
                                while l < L {
                                    let c = o[base + l]
                                    if c < -SimplexRow.epsilon { return s }
                                    if c > SimplexRow.epsilon { break }
                                    l += 1
                                }
                            }
                        }
                        w += 1
                    }
                    return -1
                }
            }
        }
    }

    /// Primal simplex on the artificial objective (phase one).
    private mutating func optimizeArtificial() {
        var guardCount = 0
        while guardCount < pivotLimit {
            guardCount += 1
            let entering = artificial.firstSymbol { s, c in
                symbolInfo[Int(s)].kind != .dummy && c < -SimplexRow.epsilon
            }
            if entering < 0 { return }
            let r = leavingRow(for: entering)
            if r < 0 { return }
            pivot(row: r, entering: entering)
        }
    }

    // MARK: Editing constants

    /// Changes the constant `k` of constraint `id` (in `Σ aᵢxᵢ + k`). Call ``reoptimize()`` after a
    /// batch of changes.
    ///
    /// The tableau is linear in the constants while the basis stays: a row's constant is
    /// `Σ c(mⱼ)·kⱼ/μⱼ` over the parametric markers `mⱼ` in it (`c` its coefficient, `μ` the marker's
    /// coefficient in its constraint's original row), minus `kᵢ/μᵢ` if the row's basic symbol is the
    /// marker of constraint `i` — changing `k` by δ is the marker moving by δ/μ (<doc:Physics#Release-target-and-hand-off> of the paper). The
    /// constants are recomputed from that sum, not shifted, so that rounding does not build up over
    /// thousands of edits.
    @discardableResult
    mutating func setConstant(of id: Int, to newConstant: Double) -> Bool {
        guard storedRecords[id].constant != newConstant else { return true }
        storedRecords[id].constant = newConstant
        if storedRecords[id].isInTableau {
            constantsChanged = true
            symbolInfo[Int(storedRecords[id].marker)].markerShift = newConstant / storedRecords[id].markerSign
        }
        return true
    }

    private var constantsChanged = false
    /// Whether the objective changed since the last optimisation ended at an optimum: adding a row that
    /// leaves the objective alone keeps the tableau optimal, and the entering scan is skipped.
    private var objectiveTouched = false

    /// Rewrites every row constant from the constraints' constants (see ``setConstant(of:to:)``).
    /// - Returns: false if a redundant required equality became inconsistent.
    private mutating func recomputeConstants() -> Bool {
        var consistent = true
        var i = 0
        while i < rowCount {
            let b = basicOfRow[i]
            var c = -symbolInfo[Int(b)].markerShift
            rows[i].forEachTerm { s, coefficient in c += coefficient * symbolInfo[Int(s)].markerShift }
            rows[i].constant = c
            if symbolInfo[Int(b)].kind == .dummy && abs(c) >= SimplexRow.epsilon { consistent = false }
            i += 1
        }
        return consistent
    }

    /// Restores feasibility after constant changes with the dual simplex (optimality is kept).
    /// - Returns: false if the required constraints cannot all hold any more.
    mutating func reoptimize() -> Bool {
        if constantsChanged {
            constantsChanged = false
            if !recomputeConstants() { return false }
        }
        var guardCount = 0
        while guardCount < pivotLimit {
            guardCount += 1
            var leaving = -1
            var i = 0
            while i < rowCount {
                let b = basicOfRow[i]
                if symbolInfo[Int(b)].kind != .external && rows[i].constant < 0
                    && (leaving < 0 || b < basicOfRow[leaving]) { leaving = i }
                i += 1
            }
            if leaving < 0 { return true }
            let entering = dualEnteringSymbol(leaving)
            if entering < 0 { return false }
            pivot(row: leaving, entering: entering)
        }
        return false
    }

    /// The dual simplex's entering symbol for row `r`: a positive coefficient with the
    /// lexicographically smallest objective ratio, ties to the lowest symbol; −1 if none.
    @inline(__always)
    private func dualEnteringSymbol(_ r: Int) -> Int32 {
        var entering: Int32 = -1
        var bestCoefficient = 0.0
        rows[r].forEachTerm { s, c in
            if c > 0 && symbolInfo[Int(s)].kind != .dummy {
                if entering < 0 || dualRatioIsLess(s, c, than: entering, bestCoefficient) {
                    entering = s
                    bestCoefficient = c
                }
            }
        }
        return entering
    }

    /// Whether `objective[a]/ca` is lexicographically below `objective[b]/cb` (ties: false, so the
    /// lower-numbered symbol, met first, stays).
    private func dualRatioIsLess(_ a: Int32, _ ca: Double, than b: Int32, _ cb: Double) -> Bool {
        let L = storedLevelCount
        var l = 0
        while l < L {
            let ra = objective[Int(a) * L + l] / ca, rb = objective[Int(b) * L + l] / cb
            if ra < rb - SimplexRow.epsilon { return true }
            if ra > rb + SimplexRow.epsilon { return false }
            l += 1
        }
        return false
    }

    // MARK: Removing

    /// Removes constraint `id` from the tableau and re-optimises.
    mutating func removeConstraint(_ id: Int) {
        let record = storedRecords[id]
        guard record.isInTableau else { return }
        storedRecords[id].isInTableau = false
        symbolInfo[Int(record.marker)].markerShift = 0
        if record.level >= 0 {
            removeErrorEffects(record.marker, level: Int(record.level))
            if record.other >= 0 { removeErrorEffects(record.other, level: Int(record.otherLevel)) }
        }
        let m = record.marker
        let r = symbolInfo[Int(m)].row
        if r >= 0 {
            removeRow(Int(r))
        } else {
            let leaving = markerLeavingRow(m)
            if leaving >= 0 {
                pivot(row: leaving, entering: m)
                removeRow(leaving)
            }
        }
        optimize()
    }

    /// Takes an error symbol's weight out of the objective.
    private mutating func removeErrorEffects(_ symbol: Int32, level: Int) {
        guard symbolInfo[Int(symbol)].kind == .error else { return }
        objectiveTouched = true
        let L = storedLevelCount
        let r = symbolInfo[Int(symbol)].row
        if r >= 0 {
            let row = rows[Int(r)]
            row.forEachTerm { s, c in
                objective[Int(s) * L + level] -= c
                noteInObjective(s)
            }
        } else {
            objective[Int(symbol) * L + level] -= 1
            noteInObjective(symbol)
        }
    }

    /// The row to pivot a parametric marker into before removing it (Cassowary's removal rule).
    private func markerLeavingRow(_ marker: Int32) -> Int {
        var first = -1, second = -1, third = -1
        var r1 = Double.infinity, r2 = Double.infinity
        var i = 0
        while i < rowCount {
            let c = rows[i].coefficient(of: marker)
            if c != 0 {
                let b = basicOfRow[i]
                if symbolInfo[Int(b)].kind == .external {
                    if third < 0 || b < basicOfRow[third] { third = i }
                } else if c < 0 {
                    let ratio = -rows[i].constant / c
                    if ratio < r1 || (ratio == r1 && b < basicOfRow[first]) { r1 = ratio; first = i }
                } else {
                    let ratio = rows[i].constant / c
                    if ratio < r2 || (ratio == r2 && b < basicOfRow[second]) { r2 = ratio; second = i }
                }
            }
            i += 1
        }
        return first >= 0 ? first : (second >= 0 ? second : third)
    }

    // MARK: Ambiguity

    /// Whether `variable` can take other values in an optimal solution: its row mentions a free
    /// (parametric external) variable, or a slack/error that can grow without changing any level of
    /// the objective; a parametric external variable is free itself.
    func isAmbiguous(_ variable: Int32) -> Bool {
        let r = symbolInfo[Int(variable)].row
        guard r >= 0 else { return symbolInfo[Int(variable)].kind == .external }
        let row = rows[Int(r)]
        return row.firstSymbol { s, _ in
            switch symbolInfo[Int(s)].kind {
            case .external: return true
            case .slack, .error:
                if storedLevelCount == 0 || reducedCostIsZero(Int(s)) {
                    let blocking = leavingRow(for: s)
                    if blocking < 0 || -rows[blocking].constant / rows[blocking].coefficient(of: s) > SimplexRow.epsilon {
                        return true
                    }
                }
                return false
            case .dummy: return false
            }
        } >= 0
    }
}
