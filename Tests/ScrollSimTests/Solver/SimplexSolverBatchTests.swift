import Foundation
import Testing
import ScrollSimTestSupport
@testable import ScrollSim

/// Two-level optional equalities (one row for a hugging and a compression-resistance inequality, as
/// UIKit's content-size constraint) and batched additions (one optimisation at the end), against systems
/// solved by hand and against the brute-force search of ``SimplexSolverTests``.
@Suite("Simplex solver: two-level equalities and batched additions")
struct SimplexSolverBatchTests {
    typealias Relation = SimplexSolver.Relation
    typealias RandomConstraint = SimplexSolverTests.RandomConstraint

    /// `Σ terms + constant` as the solver's inline terms.
    static func terms(_ list: [(Int32, Double)]) -> SimplexSolver.Terms {
        var t = SimplexSolver.Terms()
        for (v, c) in list { t.append(v, c) }
        return t
    }

    /// `w − 100 = e⁺ − e⁻`, the excess weighed at level 2 (hugging, lowest), the shortfall at level 0
    /// (compression resistance, highest); a competing `w = target` at `level`.
    static func intrinsicWidth(against target: Double, level: Int) -> Double {
        var s = SimplexSolver()
        s.reset(levelCount: 3)
        let w = s.newVariable()
        _ = s.addConstraint(constant: -100, Self.terms([(w, 1)]), excessLevel: 2, shortfallLevel: 0)
        _ = s.addConstraint(constant: -target, Self.terms([(w, 1)]), .equal, level: level)
        return s.value(of: w)
    }

    @Test func theShortfallWeighsAtItsOwnLevelAndTheExcessAtItsOwn() {
        // Pulled down to 60 at level 1: the shortfall (level 0) outweighs it, w stays 100.
        #expect(Self.intrinsicWidth(against: 60, level: 1) == 100)
        // Pulled up to 130 at level 1: the excess (level 2) gives way, w = 130.
        #expect(Self.intrinsicWidth(against: 130, level: 1) == 130)
        // Pulled down to 60 at level 2: the shortfall (level 0) wins, w = 100.
        #expect(Self.intrinsicWidth(against: 60, level: 2) == 100)
    }

    @Test func aRequiredBoundLeavesTheExcessAsTheError() {
        var s = SimplexSolver()
        s.reset(levelCount: 2)
        let w = s.newVariable()
        let size = s.addConstraint(constant: -100, Self.terms([(w, 1)]), excessLevel: 1, shortfallLevel: 0)
        _ = s.addConstraint(constant: -130, Self.terms([(w, 1)]), .greaterThanOrEqual, level: -1)   // w ≥ 130
        #expect(s.value(of: w) == 130)
        // The intrinsic size grows to 150 (a constant edit, dual simplex): w follows, above the bound.
        let edited = s.setConstant(of: size, to: -150)
        let resolved = s.reoptimize()
        #expect(edited && resolved)
        #expect(s.value(of: w) == 150)
    }

    @Test func removingATwoLevelEqualityTakesBothErrorsOutOfTheirLevels() {
        // w = 40 at level 1; intrinsic 100 with the shortfall at level 0 and the excess at level 1:
        // level 0 asks w ≥ 100, level 1 then |w − 40| + max(0, w − 100), least at w = 100.
        var s = SimplexSolver()
        s.reset(levelCount: 2)
        let w = s.newVariable()
        _ = s.addConstraint(constant: -40, Self.terms([(w, 1)]), .equal, level: 1)
        let size = s.addConstraint(constant: -100, Self.terms([(w, 1)]), excessLevel: 1, shortfallLevel: 0)
        #expect(s.value(of: w) == 100)
        // Without it only w = 40 is left.
        s.removeConstraint(size)
        #expect(s.value(of: w) == 40)
    }

    @Test func batchedAdditionsReachTheSameOptimumAsOneByOne() {
        // x + y = 100 required; x = 70 and x ≤ 60 at level 0; y = 50 at level 1. Level 0's error
        // |x − 70| + max(0, x − 60) is 10 for every x in 60...70 and more elsewhere; level 1's |100 − x − 50|
        // is least over that range at x = 60: x = 60, y = 40.
        for batched in [false, true] {
            var s = SimplexSolver()
            s.reset(levelCount: 2)
            let x = s.newVariable(), y = s.newVariable()
            if batched { s.beginBatch() }
            _ = s.addConstraint(constant: -100, Self.terms([(x, 1), (y, 1)]), .equal, level: -1)
            _ = s.addConstraint(constant: -70, Self.terms([(x, 1)]), .equal, level: 0)
            _ = s.addConstraint(constant: -50, Self.terms([(y, 1)]), .equal, level: 1)
            _ = s.addConstraint(constant: -60, Self.terms([(x, 1)]), .lessThanOrEqual, level: 0)
            if batched { s.endBatch() }
            #expect(s.value(of: x) == 60, "batched: \(batched)")
            #expect(s.value(of: y) == 40, "batched: \(batched)")
        }
    }

    /// A random system of ``SimplexSolverTests/randomSystem(_:n:levels:)`` with two-level equalities
    /// added (each `a·x + k = e⁺ − e⁻` stands for `a·x + k ≤ 0` at one level and `≥ 0` at another, the two
    /// inequalities the brute force sees), built one by one or in one batch.
    static func build(_ cs: [RandomConstraint], pairs: [(excess: RandomConstraint, shortfall: RandomConstraint)],
                      n: Int, levels: Int, batched: Bool) -> (SimplexSolver, [Int32], [Bool]) {
        var s = SimplexSolver()
        s.reset(levelCount: levels)
        let vars = (0..<n).map { _ in s.newVariable() }
        if batched { s.beginBatch() }
        var inTableau: [Bool] = []
        for c in cs {
            s.beginExpression(constant: c.k)
            for (v, a) in zip(vars, c.a) { s.addTerm(v, a) }
            let id = s.addConstraint(c.relation, level: c.level)
            inTableau.append(s.records[id].isInTableau)
        }
        for p in pairs {
            var t = SimplexSolver.Terms()
            for (v, a) in zip(vars, p.excess.a) where a != 0 { t.append(v, a) }
            let id = s.addConstraint(constant: p.excess.k, t, excessLevel: p.excess.level, shortfallLevel: p.shortfall.level)
            inTableau.append(s.records[id].isInTableau)
        }
        if batched { s.endBatch() }
        return (s, vars, inTableau)
    }

    @Test(arguments: 0..<4)
    func randomSystemsWithTwoLevelEqualitiesMatchBruteForce(batch: Int) {
        for i in 0..<40 {
            let seed = UInt64(50_000 + batch * 1000 + i)
            var rng = SplitMix64(seed: seed)
            let n = Int.random(in: 1...3, using: &rng)
            let levels = Int.random(in: 2...4, using: &rng)
            let (_, cs) = SimplexSolverTests.randomSystem(&rng, n: n, levels: levels)
            var pairs: [(excess: RandomConstraint, shortfall: RandomConstraint)] = []
            for _ in 0..<Int.random(in: 1...2, using: &rng) {
                var a = [Double](repeating: 0, count: n)
                a[Int.random(in: 0..<n, using: &rng)] = 1   // a size: one variable, as a view's width
                let k = Double(Int.random(in: -40...40, using: &rng))
                let excessLevel = Int.random(in: 0..<levels, using: &rng)
                let shortfallLevel = Int.random(in: 0..<levels, using: &rng)
                pairs.append((RandomConstraint(a: a, k: k, relation: .lessThanOrEqual, level: excessLevel),
                              RandomConstraint(a: a, k: k, relation: .greaterThanOrEqual, level: shortfallLevel)))
            }
            let expanded = cs + pairs.flatMap { [$0.excess, $0.shortfall] }
            for batched in [false, true] {
                let (s, vars, inTableau) = Self.build(cs, pairs: pairs, n: n, levels: levels, batched: batched)
                #expect(!inTableau.contains(false), "seed \(seed): a feasible constraint was refused")
                SimplexSolverTests.check(s, vars, expanded, n: n, levels: levels, seed: seed)
            }
        }
    }

    @Test(arguments: 0..<4)
    func batchedRandomSystemsMatchBruteForce(batch: Int) {
        for i in 0..<40 {
            let seed = UInt64(batch * 1000 + i)   // the systems of randomWellPosedSystemsMatchBruteForce
            var rng = SplitMix64(seed: seed)
            let n = Int.random(in: 1...3, using: &rng)
            let levels = Int.random(in: 2...4, using: &rng)
            let (_, cs) = SimplexSolverTests.randomSystem(&rng, n: n, levels: levels)
            let (s, vars, inTableau) = Self.build(cs, pairs: [], n: n, levels: levels, batched: true)
            #expect(!inTableau.contains(false), "seed \(seed): a feasible constraint was refused")
            SimplexSolverTests.check(s, vars, cs, n: n, levels: levels, seed: seed)
        }
    }
}
