import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// <doc:Physics#Repeated-flicks>, the repeated-flick streak: each reset condition on its own, the multiplier rule with
/// hand-derived values, <doc:Physics#Worked-examples> example F's sequence and the document's table for ≥ 216-pt drags.
///
/// Tolerance on multipliers: 1e-12 absolute (sums of a few products of 0.9 and halves).
@Suite("FlickStreak")
struct FlickStreakTests {
    /// One same-direction flick as in <doc:Physics#Worked-examples> F: a touch-down at `time` catching the flight, a 300-pt finger
    /// move upward in 0.1 s reported every 1/120 s (the pan begins at the first report, 25 pt in, less the
    /// 10-pt hysteresis: the offset moves 15, 40, …, 290 pt from startOffset; velocity 0.2·3 then 3 pt/ms),
    /// and a release at `time + 0.1` at 3 pt/ms. Returns the multiplier in force at the release.
    @discardableResult
    static func flick(_ streak: inout FlickStreak, at time: Double, catches: Bool = true, drag: Double = 290) -> Double {
        streak.touchDown(at: time, catchesInRangeFlight: catches)
        let reports = 12
        for k in 1...reports {
            let distance = drag * Double(k * 25 - 10) / Double(reports * 25 - 10)
            streak.dragUpdate(velocity: (0, k == 1 ? 0.6 : 3), rubberBandingX: false, rubberBandingY: false,
                              distance: (0, distance))
        }
        let multiplier = streak.multiplier
        streak.release(at: time + 0.1, rawVelocity: (0, 3), inOverscroll: false, paging: false)
        return multiplier
    }

    /// A streak of four counted flicks (0.4 s apart, as in <doc:Physics#Worked-examples> F) and the fifth touch-down's multiplier.
    static func streakOfFour() -> FlickStreak {
        var streak = FlickStreak()
        for i in 0..<4 { flick(&streak, at: 0.4 * Double(i)) }
        return streak
    }

    @Test("a fresh streak: n = 0, m = 1, both last signs negative, no release yet")
    func initialState() {
        let streak = FlickStreak()
        #expect(streak.count == 0 && streak.multiplier == 1 && streak.startMultiplier == 1)
        #expect(streak.lastSignX == -1 && streak.lastSignY == -1)
        #expect(streak.endTime == nil)
    }

    @Test("Physics, “Worked examples” F: five 290-pt flicks catching each other release at ×1, 1, 1, 1.9, 3.25")
    func exampleF() {
        var streak = FlickStreak()
        var multipliers: [Double] = []
        for i in 0..<5 { multipliers.append(Self.flick(&streak, at: 0.4 * Double(i))) }
        // By hand: n = 0, 1, 2 → ×1; n = 3: 1 + 1·min(290/240, 0.9) = 1.9; n = 4: 1.9 + 1.5·0.9 = 3.25.
        let expected = [1, 1, 1, 1.9, 3.25]
        for (m, e) in zip(multipliers, expected) { #expect(isApproximatelyEqual(m, e, absoluteTolerance: 1e-12), "\(multipliers)") }
        #expect(streak.count == 5)
        #expect(isApproximatelyEqual(streak.endTime!, 1.7, absoluteTolerance: 1e-12))
        streak.end()   // it rests: didEndDecelerating
        #expect(streak.count == 0 && streak.multiplier == 1)
    }

    @Test("same-direction flicks dragging ≥ 216 pt: ×1, 1, 1, 1.9, 3.25, 5.05, 7.3, 10.0, 13.15, then 16",
          arguments: [216.0, 290.0, 600.0])
    func table(drag: Double) {
        var streak = FlickStreak()
        let multipliers = (0..<12).map { Self.flick(&streak, at: 0.4 * Double($0), drag: drag) }
        // By hand, m_n = m_(n−1) + (1 + (n − 3)/2)·0.9 from n = 3: +0.9, +1.35, +1.8, +2.25, +2.7, +3.15,
        // then 13.15 + 3.6 = 16.75 → capped at 16.
        let expected = [1, 1, 1, 1.9, 3.25, 5.05, 7.3, 10.0, 13.15, 16, 16, 16]
        for (i, (m, e)) in zip(multipliers, expected).enumerated() {
            #expect(isApproximatelyEqual(m, e, absoluteTolerance: 1e-12), "flick \(i + 1): ×\(m), expected ×\(e)")
        }
    }

    @Test("the multiplier is recomputed from m0 on each update, not accumulated")
    func recomputedFromStart() {
        var streak = FlickStreak()
        for i in 0..<3 { Self.flick(&streak, at: 0.4 * Double(i)) }
        streak.touchDown(at: 1.2, catchesInRangeFlight: true)
        streak.dragUpdate(velocity: (0, 3), rubberBandingX: false, rubberBandingY: false, distance: (0, 120))
        #expect(isApproximatelyEqual(streak.multiplier, 1.5, absoluteTolerance: 1e-12))            // 1 + 1·120/240
        streak.dragUpdate(velocity: (0, 3), rubberBandingX: false, rubberBandingY: false, distance: (0, 60))
        #expect(isApproximatelyEqual(streak.multiplier, 1.25, absoluteTolerance: 1e-12))           // back to 1 + 60/240: from m0, not from 1.5
        // A 2-D distance: |(−120, 160)| = 200 → 1 + 200/240.
        streak.dragUpdate(velocity: (-1, 3), rubberBandingX: false, rubberBandingY: false, distance: (-120, 160))
        #expect(isApproximatelyEqual(streak.multiplier, 1 + 200.0 / 240, absoluteTolerance: 1e-12))
    }

    @Test("D's square root is taken in single precision, as UIKit does")
    func singlePrecisionDistance() {
        var streak = FlickStreak()
        for i in 0..<3 { Self.flick(&streak, at: 0.4 * Double(i)) }
        streak.touchDown(at: 1.2, catchesInRangeFlight: true)
        streak.dragUpdate(velocity: (0, 3), rubberBandingX: false, rubberBandingY: false, distance: (0, 100.1))
        // 100.1² = 10020.01 → Float 10020.009765625 (ulp 2⁻¹⁰); its Float square root is 100.0999984741211
        // (ulp 2⁻¹⁷), not 100.1. m = 1 + 100.0999984741211/240.
        #expect(streak.multiplier == 1 + 100.0999984741211 / 240)
        #expect(streak.multiplier != 1 + 100.1 / 240)
    }

    @Test("touch-down without catching a flight in range ends the streak")
    func touchDownWithoutCatch() {
        var streak = Self.streakOfFour()
        streak.touchDown(at: 1.6, catchesInRangeFlight: false)
        #expect(streak.count == 0 && streak.multiplier == 1 && streak.startMultiplier == 1)
    }

    @Test("touch-down more than 1 s after the last counted release ends the streak; at exactly 1 s it keeps it")
    func touchDownWindow() {
        // The fourth flick released at 1.3 s: t_end + 1 = 2.3 s.
        var late = Self.streakOfFour()
        late.touchDown(at: 2.3001, catchesInRangeFlight: true)
        #expect(late.count == 0 && late.multiplier == 1)
        var onTime = Self.streakOfFour()
        onTime.touchDown(at: 2.3, catchesInRangeFlight: true)
        #expect(onTime.count == 4)
        #expect(isApproximatelyEqual(onTime.multiplier, 1.9, absoluteTolerance: 1e-12) && isApproximatelyEqual(onTime.startMultiplier, 1.9, absoluteTolerance: 1e-12))
        // Before any release there is no window to be in.
        var fresh = FlickStreak()
        fresh.touchDown(at: 0, catchesInRangeFlight: true)
        #expect(fresh.count == 0)
    }

    @Test("a drag velocity against the axis's last non-zero sign ends the streak")
    func signChange() {
        var down = Self.streakOfFour()
        down.touchDown(at: 1.6, catchesInRangeFlight: true)
        down.dragUpdate(velocity: (0, -3), rubberBandingX: false, rubberBandingY: false, distance: (0, -290))
        #expect(down.count == 0 && down.multiplier == 1 && down.lastSignY == -1)
        // x starts negative: a first negative x velocity keeps the streak, a positive one breaks it.
        var negativeX = Self.streakOfFour()
        negativeX.touchDown(at: 1.6, catchesInRangeFlight: true)
        negativeX.dragUpdate(velocity: (-0.5, 3), rubberBandingX: false, rubberBandingY: false, distance: (0, 290))
        #expect(negativeX.count == 4 && isApproximatelyEqual(negativeX.multiplier, 3.25, absoluteTolerance: 1e-12))
        var positiveX = Self.streakOfFour()
        positiveX.touchDown(at: 1.6, catchesInRangeFlight: true)
        positiveX.dragUpdate(velocity: (0.5, 3), rubberBandingX: false, rubberBandingY: false, distance: (0, 290))
        #expect(positiveX.count == 0 && positiveX.lastSignX == 1)
        // A zero component leaves that axis's sign alone.
        #expect(negativeX.lastSignX == -1 && negativeX.lastSignY == 1)
    }

    @Test("rubber-banding on either axis ends the streak", arguments: [(true, false), (false, true)])
    func rubberBanding(x: Bool, y: Bool) {
        var streak = Self.streakOfFour()
        streak.touchDown(at: 1.6, catchesInRangeFlight: true)
        streak.dragUpdate(velocity: (0, 3), rubberBandingX: x, rubberBandingY: y, distance: (0, 290))
        #expect(streak.count == 0 && streak.multiplier == 1)
    }

    @Test("a drag slower than 0.13 pt/ms (2-D) ends the streak")
    func slowDrag() {
        var slow = Self.streakOfFour()
        slow.touchDown(at: 1.6, catchesInRangeFlight: true)
        slow.dragUpdate(velocity: (-0.09, 0.09), rubberBandingX: false, rubberBandingY: false, distance: (0, 290))
        #expect(slow.count == 0)                                   // |v| = 0.1273
        var diagonal = Self.streakOfFour()
        diagonal.touchDown(at: 1.6, catchesInRangeFlight: true)
        diagonal.dragUpdate(velocity: (-0.1, 0.1), rubberBandingX: false, rubberBandingY: false, distance: (0, 290))
        #expect(diagonal.count == 4)                               // |v| = 0.1414: each axis alone is below 0.13
        var atThreshold = Self.streakOfFour()
        atThreshold.touchDown(at: 1.6, catchesInRangeFlight: true)
        atThreshold.dragUpdate(velocity: (0, 0.13), rubberBandingX: false, rubberBandingY: false, distance: (0, 290))
        #expect(atThreshold.count == 4)
    }

    @Test("a zero drag velocity (a caught pan) changes nothing, even rubber-banding")
    func zeroVelocity() {
        var streak = Self.streakOfFour()
        streak.touchDown(at: 1.6, catchesInRangeFlight: true)
        let before = streak
        streak.dragUpdate(velocity: (0, 0), rubberBandingX: true, rubberBandingY: true, distance: (0, 500))
        #expect(streak == before)
        #expect(isApproximatelyEqual(streak.multiplier, 1.9, absoluteTolerance: 1e-12))
    }

    @Test("a release slower than 0.6 pt/ms (raw, 2-D) ends the streak; from 0.6 it counts")
    func slowRelease() {
        var slow = Self.streakOfFour()
        slow.release(at: 1.7, rawVelocity: (0, 0.59), inOverscroll: false, paging: false)
        #expect(slow.count == 0 && slow.multiplier == 1)
        var diagonal = Self.streakOfFour()
        diagonal.release(at: 1.7, rawVelocity: (0.45, 0.45), inOverscroll: false, paging: false)   // 0.636
        #expect(diagonal.count == 5 && diagonal.endTime == 1.7)   // the release time given
        var atThreshold = Self.streakOfFour()
        atThreshold.release(at: 1.7, rawVelocity: (0, -0.6), inOverscroll: false, paging: false)
        #expect(atThreshold.count == 5)
    }

    @Test("a release in overscroll ends the streak, however fast")
    func overscrollRelease() {
        var streak = Self.streakOfFour()
        streak.release(at: 1.7, rawVelocity: (0, 3), inOverscroll: true, paging: false)
        #expect(streak.count == 0 && streak.multiplier == 1)
    }

    @Test("a fast release while paging neither counts nor ends the streak")
    func pagingRelease() {
        var streak = Self.streakOfFour()
        let before = streak
        streak.release(at: 1.7, rawVelocity: (0, 3), inOverscroll: false, paging: true)
        #expect(streak == before)
        #expect(isApproximatelyEqual(streak.endTime!, 1.3, absoluteTolerance: 1e-12))
    }

    @Test("end() (bounce reached or any stop) ends the streak")
    func end() {
        var streak = Self.streakOfFour()
        streak.touchDown(at: 1.6, catchesInRangeFlight: true)
        streak.dragUpdate(velocity: (0, 3), rubberBandingX: false, rubberBandingY: false, distance: (0, 290))
        #expect(isApproximatelyEqual(streak.multiplier, 3.25, absoluteTolerance: 1e-12))
        streak.end()
        #expect(streak.count == 0 && streak.multiplier == 1)
        // The next flick starts over, even if it catches a flight within the window.
        #expect(Self.flick(&streak, at: 2.0) == 1)
        #expect(streak.count == 1)
    }
}
