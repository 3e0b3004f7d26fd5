import Foundation
import Testing
import ScrollSimTestSupport
@testable import ScrollSim

/// The Cassowary core against systems solved by hand and against a brute-force search of the vertices of
/// the constraints' hyperplane arrangement.
@Suite("Simplex solver")
struct SimplexSolverTests {
    typealias Relation = SimplexSolver.Relation

    /// Adds `Σ terms + constant (relation) 0` at `level` (−1 required).
    @discardableResult
    static func add(_ s: inout SimplexSolver, _ terms: [(Int32, Double)], _ constant: Double, _ relation: Relation,
                    level: Int = -1) -> Int {
        s.beginExpression(constant: constant)
        for (v, c) in terms { s.addTerm(v, c) }
        return s.addConstraint(relation, level: level)
    }

    @Test func requiredEqualitiesSolveALinearSystem() {
        var s = SimplexSolver()
        s.reset(levelCount: 0)
        let x = s.newVariable(), y = s.newVariable()
        Self.add(&s, [(x, 1), (y, 1)], -10, .equal)      // x + y = 10
        Self.add(&s, [(x, 1)], -3, .equal)               // x = 3
        #expect(s.value(of: x) == 3)
        #expect(s.value(of: y) == 7)
        #expect(!s.isAmbiguous(x) && !s.isAmbiguous(y))
    }

    @Test func requiredInequalityBeatsAnOptionalEquality() {
        var s = SimplexSolver()
        s.reset(levelCount: 1)
        let x = s.newVariable()
        let bound = Self.add(&s, [(x, 1)], -5, .greaterThanOrEqual)   // x ≥ 5
        Self.add(&s, [(x, 1)], -2, .equal, level: 0)                  // x = 2 (optional)
        #expect(s.value(of: x) == 5)
        // Loosen the bound to x ≥ 1: the optional equality is met (dual simplex after the edit).
        let editedbound = s.setConstant(of: bound, to: -1)
        #expect(editedbound)
        let resolved = s.reoptimize()
        #expect(resolved)
        #expect(s.value(of: x) == 2)
        // Tighten it to x ≥ 9: the bound holds again, the optional equality is unmet.
        let tightened = s.setConstant(of: bound, to: -9)
        #expect(tightened)
        let resolvedAgain = s.reoptimize()
        #expect(resolvedAgain)
        #expect(s.value(of: x) == 9)
    }

    @Test func lessThanOrEqualCapsAnOptionalTarget() {
        var s = SimplexSolver()
        s.reset(levelCount: 1)
        let x = s.newVariable()
        Self.add(&s, [(x, 1)], -40, .lessThanOrEqual)                 // x ≤ 40
        Self.add(&s, [(x, 1)], -100, .equal, level: 0)                // x = 100 (optional)
        #expect(s.value(of: x) == 40)
    }

    @Test func higherLevelOutweighsAnyNumberOfLowerOnes() {
        var s = SimplexSolver()
        s.reset(levelCount: 2)
        let x = s.newVariable()
        Self.add(&s, [(x, 1)], -10, .equal, level: 0)
        for _ in 0..<5 { Self.add(&s, [(x, 1)], -20, .equal, level: 1) }
        #expect(s.value(of: x) == 10)
    }

    @Test func withinALevelTheWeightedErrorIsMinimised() {
        // |x| + 2·|x − 10| is smallest at x = 10.
        var s = SimplexSolver()
        s.reset(levelCount: 1)
        let x = s.newVariable()
        Self.add(&s, [(x, 1)], 0, .equal, level: 0)
        Self.add(&s, [(x, 1)], -10, .equal, level: 0)
        Self.add(&s, [(x, 1)], -10, .equal, level: 0)
        #expect(s.value(of: x) == 10)
    }

    @Test func multiplierAndConstantEdit() {
        var s = SimplexSolver()
        s.reset(levelCount: 0)
        let w = s.newVariable(), h = s.newVariable()
        Self.add(&s, [(w, 1), (h, -2)], 0, .equal)         // w = 2h
        let height = Self.add(&s, [(h, 1)], -50, .equal)   // h = 50
        #expect(s.value(of: w) == 100)
        let pivots = s.pivotCount
        let editedheight = s.setConstant(of: height, to: -70)
        #expect(editedheight)
        let resolved = s.reoptimize()
        #expect(resolved)
        #expect(s.value(of: w) == 140 && s.value(of: h) == 70)
        #expect(s.pivotCount == pivots)   // an equality's constant moves the solution without a pivot
    }

    @Test func conflictingRequiredConstraintIsLeftOutAndNamesTheOther() {
        var s = SimplexSolver()
        s.reset(levelCount: 0)
        let x = s.newVariable(), y = s.newVariable()
        let a = Self.add(&s, [(x, 1)], -10, .equal)
        let b = Self.add(&s, [(y, 1), (x, -1)], 0, .equal)       // y = x
        let c = Self.add(&s, [(y, 1)], -20, .equal)              // y = 20: conflicts with a and b
        #expect(!s.records[c].isInTableau)
        #expect(s.conflict == [Int32(a), Int32(b)])
        #expect(s.value(of: x) == 10 && s.value(of: y) == 10)
        // Inequalities: x ≥ 15 conflicts with x = 10 through the artificial-variable phase.
        let d = Self.add(&s, [(x, 1)], -15, .greaterThanOrEqual)
        #expect(!s.records[d].isInTableau)
        #expect(s.value(of: x) == 10)
    }

    @Test func ambiguityIsReportedAndResolvedToZero() {
        var s = SimplexSolver()
        s.reset(levelCount: 1)
        let x = s.newVariable(), y = s.newVariable(), z = s.newVariable()
        Self.add(&s, [(x, 1), (y, 1)], -10, .equal)   // x + y = 10
        #expect(s.isAmbiguous(x) && s.isAmbiguous(y))
        #expect(s.value(of: x) + s.value(of: y) == 10)
        Self.add(&s, [(y, 1)], -3, .equal)
        #expect(!s.isAmbiguous(x) && s.value(of: x) == 7)
        // z ≥ 4 alone: any z ≥ 4 is a solution.
        Self.add(&s, [(z, 1)], -4, .greaterThanOrEqual)
        #expect(s.isAmbiguous(z) && s.value(of: z) == 4)
        // Two equal-level optional pulls 10 apart: every z in [20, 30] has the same error.
        var s2 = SimplexSolver()
        s2.reset(levelCount: 1)
        let w = s2.newVariable()
        Self.add(&s2, [(w, 1)], -20, .equal, level: 0)
        Self.add(&s2, [(w, 1)], -30, .equal, level: 0)
        #expect(s2.isAmbiguous(w))
    }

    @Test func removingAConstraintRestoresTheOptionalOne() {
        var s = SimplexSolver()
        s.reset(levelCount: 1)
        let x = s.newVariable()
        Self.add(&s, [(x, 1)], -10, .equal, level: 0)
        let req = Self.add(&s, [(x, 1)], -20, .equal)
        #expect(s.value(of: x) == 20)
        s.removeConstraint(req)
        #expect(s.value(of: x) == 10)
        let ineq = Self.add(&s, [(x, 1)], -30, .greaterThanOrEqual)
        #expect(s.value(of: x) == 30)
        s.removeConstraint(ineq)
        #expect(s.value(of: x) == 10)
    }

    // MARK: Seeded random systems against brute force

    struct RandomConstraint {
        var a: [Double]
        var k: Double
        var relation: Relation
        var level: Int
        func residual(_ x: [Double]) -> Double { zip(a, x).reduce(k) { $0 + $1.0 * $1.1 } }
        func error(_ x: [Double]) -> Double {
            let r = residual(x)
            switch relation {
            case .equal: return abs(r)
            case .lessThanOrEqual: return max(0, r)
            case .greaterThanOrEqual: return max(0, -r)
            }
        }
    }

    /// A feasible system: required constraints through the integer point `p`, optional ones anywhere, and
    /// one lowest-level `xᵢ = rᵢ` per variable (so that every cell of the arrangement has a vertex).
    static func randomSystem(_ rng: inout SplitMix64, n: Int, levels: Int) -> (p: [Double], cs: [RandomConstraint]) {
        func int(_ r: ClosedRange<Int>) -> Double { Double(Int.random(in: r, using: &rng)) }
        let p = (0..<n).map { _ in int(-20...20) }
        var cs: [RandomConstraint] = []
        func vector() -> [Double] {
            while true {
                let a = (0..<n).map { _ in int(-3...3) }
                if a.contains(where: { $0 != 0 }) { return a }
            }
        }
        for _ in 0..<Int.random(in: 0...n, using: &rng) {
            let a = vector()
            let dot = zip(a, p).reduce(0) { $0 + $1.0 * $1.1 }
            let rel: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
            let slack = int(0...5)
            let k = rel == .equal ? -dot : (rel == .lessThanOrEqual ? -dot - slack : -dot + slack)
            cs.append(RandomConstraint(a: a, k: k, relation: rel, level: -1))
        }
        for _ in 0..<Int.random(in: 1...5, using: &rng) {
            let rel: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
            cs.append(RandomConstraint(a: vector(), k: int(-40...40), relation: rel, level: Int.random(in: 0..<(levels - 1), using: &rng)))
        }
        for i in 0..<n {
            var a = [Double](repeating: 0, count: n); a[i] = 1
            cs.append(RandomConstraint(a: a, k: int(-30...30), relation: .equal, level: levels - 1))
        }
        return (p, cs)
    }

    /// Errors per level at `x`.
    static func errors(_ cs: [RandomConstraint], _ x: [Double], levels: Int) -> [Double] {
        var e = [Double](repeating: 0, count: levels)
        for c in cs where c.level >= 0 { e[c.level] += c.error(x) }
        return e
    }

    /// Solves `A x = b` (n×n) by Gaussian elimination with partial pivoting; nil if singular.
    static func solveLinear(_ A: [[Double]], _ b: [Double]) -> [Double]? {
        var m = A, v = b
        let n = b.count
        for col in 0..<n {
            var piv = col
            for r in col..<n where abs(m[r][col]) > abs(m[piv][col]) { piv = r }
            if abs(m[piv][col]) < 1e-9 { return nil }
            m.swapAt(col, piv); v.swapAt(col, piv)
            for r in 0..<n where r != col {
                let f = m[r][col] / m[col][col]
                if f != 0 {
                    for c in col..<n { m[r][c] -= f * m[col][c] }
                    v[r] -= f * v[col]
                }
            }
        }
        return (0..<n).map { v[$0] / m[$0][$0] }
    }

    /// The lexicographically smallest error vector over the feasible vertices of the arrangement.
    static func bruteForce(_ cs: [RandomConstraint], n: Int, levels: Int) -> [Double]? {
        var best: [Double]?
        func visit(_ chosen: [Int], _ start: Int) {
            if chosen.count == n {
                let A = chosen.map { cs[$0].a }, b = chosen.map { -cs[$0].k }
                guard let x = solveLinear(A, b) else { return }
                for c in cs where c.level < 0 && c.error(x) > 1e-7 { return }
                let e = errors(cs, x, levels: levels)
                if let cur = best {
                    for l in 0..<levels {
                        if e[l] < cur[l] - 1e-7 { best = e; return }
                        if e[l] > cur[l] + 1e-7 { return }
                    }
                } else {
                    best = e
                }
                return
            }
            if start >= cs.count { return }
            for i in start..<cs.count { visit(chosen + [i], i + 1) }
        }
        visit([], 0)
        return best
    }

    static func build(_ cs: [RandomConstraint], n: Int, levels: Int) -> (SimplexSolver, [Int32], [Int]) {
        var s = SimplexSolver()
        s.reset(levelCount: levels)
        let vars = (0..<n).map { _ in s.newVariable() }
        var ids: [Int] = []
        for c in cs { ids.append(add(&s, zip(vars, c.a).map { ($0, $1) }, c.k, c.relation, level: c.level)) }
        return (s, vars, ids)
    }

    static func check(_ s: SimplexSolver, _ vars: [Int32], _ cs: [RandomConstraint], n: Int, levels: Int, seed: UInt64) {
        let x = vars.map { s.value(of: $0) }
        for c in cs where c.level < 0 {
            #expect(c.error(x) <= 1e-9, "seed \(seed): required constraint violated by \(c.error(x))")
        }
        guard let best = bruteForce(cs, n: n, levels: levels) else {
            Issue.record("seed \(seed): brute force found no feasible vertex")
            return
        }
        let e = errors(cs, x, levels: levels)
        for l in 0..<levels {
            #expect(isApproximatelyEqual(e[l], best[l], absoluteTolerance: 1e-6 * max(1, best[l])), "seed \(seed) level \(l): \(e) vs \(best)")
        }
    }

    @Test(arguments: 0..<8)
    func randomWellPosedSystemsMatchBruteForce(batch: Int) {
        for i in 0..<40 {
            let seed = UInt64(batch * 1000 + i)
            var rng = SplitMix64(seed: seed)
            let n = Int.random(in: 1...3, using: &rng)
            let levels = Int.random(in: 2...4, using: &rng)
            let (_, cs) = Self.randomSystem(&rng, n: n, levels: levels)
            let built = Self.build(cs, n: n, levels: levels)
            var s = built.0
            let vars = built.1, ids = built.2
            for id in ids { #expect(s.records[id].isInTableau, "seed \(seed): a feasible constraint was refused") }
            Self.check(s, vars, cs, n: n, levels: levels, seed: seed)

            // Edit every constant (required ones re-aimed at a new integer point, keeping the system
            // feasible) and re-solve incrementally; the result must match brute force on the new system.
            var edited = cs
            let p1 = (0..<n).map { _ in Double(Int.random(in: -20...20, using: &rng)) }
            for j in edited.indices {
                if edited[j].level < 0 {
                    let dot = zip(edited[j].a, p1).reduce(0) { $0 + $1.0 * $1.1 }
                    let slack = Double(Int.random(in: 0...5, using: &rng))
                    switch edited[j].relation {
                    case .equal: edited[j].k = -dot
                    case .lessThanOrEqual: edited[j].k = -dot - slack
                    case .greaterThanOrEqual: edited[j].k = -dot + slack
                    }
                } else {
                    edited[j].k = Double(Int.random(in: -40...40, using: &rng))
                }
            }
            var ok = true
            for (j, id) in ids.enumerated() { ok = s.setConstant(of: id, to: edited[j].k) && ok }
            ok = s.reoptimize() && ok
            if ok {
                Self.check(s, vars, edited, n: n, levels: levels, seed: seed)
            } else {
                // Only a redundant required equality can refuse an edit; then a rebuild must solve it.
                let (s2, vars2, _) = Self.build(edited, n: n, levels: levels)
                Self.check(s2, vars2, edited, n: n, levels: levels, seed: seed)
            }
        }
    }

    @Test func resultsDoNotDependOnAnythingButTheInput() {
        var rng = SplitMix64(seed: 42)
        let (_, cs) = Self.randomSystem(&rng, n: 3, levels: 3)
        let a = Self.build(cs, n: 3, levels: 3), b = Self.build(cs, n: 3, levels: 3)
        #expect(a.1.map { a.0.value(of: $0) } == b.1.map { b.0.value(of: $0) })
        #expect(a.0.pivotCount == b.0.pivotCount)
    }
}
