import ScrollSim

extension RunSummary {
    /// ``callbackCounts(_:)`` for each of `views` (names, in order) in one pass over the events: O(events),
    /// a name → index table for the lookup (never iterated, so the order stays the views' order). Events
    /// of a name listed twice count for its first view, as `filter { $0.view == name }` did.
    static func callbackCounts(perView views: [String], events: [EventRecord]) -> [[(String, Int)]] {
        var indexByName: [String: Int] = [:]
        for (index, name) in views.enumerated() where indexByName[name] == nil { indexByName[name] = index }
        var counts = views.map { _ in callbackOrder.map { ($0, 0) } }
        for event in events {
            guard let index = indexByName[event.view] else { continue }
            if let slot = counts[index].firstIndex(where: { $0.0 == event.event }) {
                counts[index][slot].1 += 1
            } else {
                counts[index].append((event.event, 1))
            }
        }
        // A duplicate name's later views got no events through the table: give them the first one's counts.
        for (index, name) in views.enumerated() where indexByName[name] != index {
            counts[index] = counts[indexByName[name]!]
        }
        return counts
    }
}
