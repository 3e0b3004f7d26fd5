import Foundation

/// The digitiser reports of a gesture script, in tick order: the expansion the engine applies in
/// ``Simulation/perform(_:)`` (<doc:Physics#Time-and-frames>), for tools that follow a run's finger.
///
/// The script starts at tick 0 with the finger up. `down`, `up` and `statusBarTap` are one report at the
/// current tick; a `move` is one ``TouchEvent/Kind/moved`` report per tick at constant speed (its
/// duration rounded to whole ticks, at least one; the last report exactly at its end); a `hold` is one
/// ``TouchEvent/Kind/stationary`` report per tick in place; `pause` and `wait` advance the tick without
/// reports. A report at tick t is processed by frame k when `t · refreshRate ≤ k · digitizerRate`.
/// The reports are generated as they are iterated: memory is O(script steps), not O(duration).
public struct TouchReports: Sequence, IteratorProtocol {
    private var script = TouchScript()

    /// The reports of `gestures` at `digitizerRate` reports per second (finite, > 0; precondition).
    /// - Throws: ``GestureError`` for a step out of order or a bad number, as ``Simulation/perform(_:)``.
    public init(gestures: [Gesture], digitizerRate: Double) throws {
        precondition(digitizerRate.isFinite && digitizerRate > 0,
                     "TouchReports: digitizerRate must be finite and > 0, got \(digitizerRate)")
        var tick = 0, fingerIsDown = false, location = CGPoint.zero
        try script.append(gestures, digitizerRate: digitizerRate, tick: &tick, fingerIsDown: &fingerIsDown,
                          location: &location)
    }

    /// The next report, or `nil` after the last.
    public mutating func next() -> TouchEvent? {
        guard let event = script.peek() else { return nil }
        script.advance()
        return event
    }
}
