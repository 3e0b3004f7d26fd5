import ScrollSim

/// One `--summary` line (JSON Lines: one object per scenario, keys in a fixed order).
///
/// Success: `name`, `file`, (sweeps: `point`, `parameters`), `exitStatus` 0, `frames`, `simulatedTime` (s),
/// `scrollViews`: per scroll view in processing order `name`, `finalOffset` `[x, y]` (pt), `atRest`,
/// `restTime` (s, the view's last callback that ends motion; null if none or still moving), `timeToRest`
/// (s from the release before it; null without one), `largestOverscroll` (pt, 0 if never past an edge),
/// `largestOverscrollEdge` and `largestOverscrollTime` (null if none), `callbacks` (name → count, UIKit's
/// delegate order, zeros included). Failure: `name` null, `file`, (`point`, `parameters`), `exitStatus`
/// (65 invalid, 66 unreadable, 1 not at rest, 73 output not writable, 70 the worker failed), `error`.
enum BatchSummaryLine {
    static func success(item: BatchItem, name: String, frames: Int, time: Double,
                        views: [ScrollViewTally.Entry]) -> String {
        var members = head(item: item, name: JSONText.string(name))
        members.append(("exitStatus", "0"))
        members.append(("frames", String(frames)))
        members.append(("simulatedTime", JSONText.number(time)))
        members.append(("scrollViews", JSONText.array(views.map(view))))
        return JSONText.object(members)
    }

    static func failure(item: BatchItem, status: Int32, message: String) -> String {
        var members = head(item: item, name: "null")
        members.append(("exitStatus", String(status)))
        members.append(("error", JSONText.string(message)))
        return JSONText.object(members)
    }

    private static func head(item: BatchItem, name: String) -> [(String, String)] {
        var members = [("name", name), ("file", JSONText.string(item.file))]
        if let point = item.point {
            members.append(("point", String(point)))
            members.append(("parameters", JSONText.object(item.parameters.map { ($0.path, $0.value) })))
        }
        return members
    }

    private static func view(_ entry: ScrollViewTally.Entry) -> String {
        JSONText.object([
            ("name", JSONText.string(entry.name)),
            ("finalOffset", JSONText.array([JSONText.number(Double(entry.finalOffset.x)),
                                            JSONText.number(Double(entry.finalOffset.y))])),
            ("atRest", entry.atRest ? "true" : "false"),
            ("restTime", JSONText.number(entry.restTime)),
            ("timeToRest", JSONText.number(entry.timeToRest)),
            ("largestOverscroll", JSONText.number(entry.largestOverscroll)),
            ("largestOverscrollEdge", entry.largestOverscrollEdge.map(JSONText.string) ?? "null"),
            ("largestOverscrollTime", JSONText.number(entry.largestOverscrollTime)),
            ("callbacks", JSONText.object(zip(RunSummary.callbackOrder, entry.callbacks)
                .filter { RunSummary.isListed($0, count: $1) }.map { ($0, String($1)) })),
        ])
    }
}
