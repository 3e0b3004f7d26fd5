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
