import Foundation

/// The queued touch reports of gesture scripts, generated lazily: one entry per script step (a `move` of
/// any length or a `hold` of any duration is one entry), the reports computed when they come due. Memory
/// is O(script steps), not O(duration × digitiser rate).
struct TouchScript {
    /// One step's reports.
    struct Entry {
        enum Kind {
            /// One report at `startTick`.
            case single(TouchEvent.Kind, CGPoint)
            /// `count` reports at `startTick + 1 … startTick + count`, on the line from `from` to `to`
            /// (the last exactly at `to`); `.moved` or `.stationary`.
            case line(TouchEvent.Kind, from: CGPoint, to: CGPoint)
        }
        var kind: Kind
        var startTick: Int
        var count: Int
    }

    private var entries: [Entry] = []
    private var entryIndex = 0
    /// Reports of the current entry already delivered.
    private var delivered = 0

    init() { entries.reserveCapacity(64) }

    /// Whether no report is left.
    var isEmpty: Bool { entryIndex == entries.count }

    /// The number of queued entries (for rolling back a rejected script).
    var mark: Int { entries.count }

    /// Drops the entries queued since `mark`.
    mutating func rollBack(to mark: Int) { entries.removeSubrange(mark...) }

    /// Queues one report at `tick`.
    mutating func append(_ kind: TouchEvent.Kind, at location: CGPoint, tick: Int) {
        entries.append(Entry(kind: .single(kind, location), startTick: tick, count: 1))
    }

    /// Queues `count` reports after `tick` on the line from `from` to `to`.
    mutating func appendLine(_ kind: TouchEvent.Kind, from: CGPoint, to: CGPoint, after tick: Int, count: Int) {
        guard count > 0 else { return }
        entries.append(Entry(kind: .line(kind, from: from, to: to), startTick: tick, count: count))
    }

    /// Appends the touch reports of `steps`, validating their order (the expansion rules of ``Gesture``):
    /// `down`, `up` and `statusBarTap` are one report at the current tick; a `tap` is a down at the
    /// current tick and an up ``Gesture/tapDuration`` later (at least one tick); a `move` is one `.moved` report
    /// per tick on the line to its end (at least one), a `hold` one `.stationary` report per tick in place;
    /// a `pause` or `wait` advances the tick without reports. Durations are rounded to whole ticks.
    /// On a bad step it throws ``GestureError`` and leaves the steps before it appended (the caller rolls
    /// back to its ``mark``).
    mutating func append(_ steps: [Gesture], digitizerRate: Double, tick: inout Int, fingerIsDown: inout Bool,
                         location: inout CGPoint) throws {
        for (index, step) in steps.enumerated() {
            func fail(_ problem: String) -> GestureError {
                GestureError(stepIndex: index, step: step.name, problem: problem)
            }
            /// A duration as whole digitiser ticks, within ``Simulation/maximumScriptTicks``.
            func ticks(_ duration: Double, positive: Bool) throws -> Int {
                guard duration.isFinite, positive ? duration > 0 : duration >= 0 else {
                    throw fail("duration must be a finite number \(positive ? "> 0" : ">= 0"), got \(duration)")
                }
                let count = (duration * digitizerRate).rounded()
                guard count <= Double(Simulation.maximumScriptTicks - tick) else {
                    throw fail("duration \(duration) s is too long: a script spans at most \(Simulation.maximumScriptTicks) digitiser ticks")
                }
                return Int(count)
            }
            switch step {
            case .down(let at):
                guard !fingerIsDown else { throw fail("down while the finger is already down (one finger only)") }
                guard at.x.isFinite, at.y.isFinite else { throw fail("position must be finite, got \(at)") }
                fingerIsDown = true
                location = at
                append(.down, at: at, tick: tick)
            case .move(let to, let duration):
                guard fingerIsDown else { throw fail("move before down: no finger is on the screen") }
                guard to.x.isFinite, to.y.isFinite else { throw fail("position must be finite, got \(to)") }
                let count = max(1, try ticks(duration, positive: true))
                appendLine(.moved, from: location, to: to, after: tick, count: count)
                tick += count
                location = to
            case .hold(let duration):
                guard fingerIsDown else { throw fail("hold before down: no finger is on the screen") }
                let count = try ticks(duration, positive: false)
                appendLine(.stationary, from: location, to: location, after: tick, count: count)
                tick += count
            case .pause(let duration):
                guard fingerIsDown else { throw fail("pause before down: no finger is on the screen") }
                tick += try ticks(duration, positive: false)
            case .up:
                guard fingerIsDown else { throw fail("up before down: no finger is on the screen") }
                fingerIsDown = false
                append(.up, at: location, tick: tick)
            case .wait(let duration):
                guard !fingerIsDown else { throw fail("wait while the finger is down (use hold)") }
                tick += try ticks(duration, positive: false)
            case .statusBarTap:
                append(.statusBarTap, at: .zero, tick: tick)
            case .tap(let at):
                guard !fingerIsDown else { throw fail("tap while the finger is already down (one finger only)") }
                guard at.x.isFinite, at.y.isFinite else { throw fail("position must be finite, got \(at)") }
                let count = max(1, try ticks(Gesture.tapDuration, positive: true))
                append(.down, at: at, tick: tick)
                tick += count
                append(.up, at: at, tick: tick)
                location = at
            }
        }
    }

    /// The next report, if any.
    func peek() -> TouchEvent? {
        guard entryIndex < entries.count else { return nil }
        return event(entries[entryIndex], index: delivered)
    }

    /// Moves past the next report; frees the queue once it is drained.
    mutating func advance() {
        delivered += 1
        if delivered == entries[entryIndex].count {
            entryIndex += 1
            delivered = 0
        }
        if entryIndex == entries.count {
            entries.removeAll(keepingCapacity: true)
            entryIndex = 0
        }
    }

    private func event(_ entry: Entry, index: Int) -> TouchEvent {
        switch entry.kind {
        case .single(let kind, let location):
            return TouchEvent(kind: kind, location: location, tick: entry.startTick)
        case .line(let kind, let from, let to):
            let i = index + 1
            let location: CGPoint
            if i == entry.count {
                location = to
            } else {
                let p = Double(i) / Double(entry.count)
                location = CGPoint(x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p)
            }
            return TouchEvent(kind: kind, location: location, tick: entry.startTick + i)
        }
    }
}
