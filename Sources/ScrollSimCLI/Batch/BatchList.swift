import Foundation

/// Turns `FILE|DIR ...` into the batch's ordered list, and cuts it into shards.
///
/// A directory stands for its `*.json` files (not recursive), sorted by name (byte order of the UTF-8
/// names, so the order is the same on every machine); files and directories keep the order given on the
/// command line.
enum BatchList {
    /// The batch's items, in order.
    static func expand(_ paths: [String]) throws(CommandError) -> [BatchItem] {
        var items: [BatchItem] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                let names: [String]
                do {
                    names = try FileManager.default.contentsOfDirectory(atPath: path)
                } catch {
                    throw CommandError(exitCode: .noInput, message: "\(path): cannot list the directory")
                }
                let scenarios = names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
                    .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
                if scenarios.isEmpty {
                    throw CommandError(exitCode: .noInput, message: "\(path): the directory holds no *.json file")
                }
                let base = path.hasSuffix("/") ? path : path + "/"
                for name in scenarios { items.append(item(base + name)) }
            } else {
                items.append(item(path))
            }
        }
        return items
    }

    /// A file's item: its stem is the last path component without `.json`.
    static func item(_ path: String) -> BatchItem {
        var name = URL(fileURLWithPath: path).lastPathComponent
        if name.hasSuffix(".json") { name.removeLast(5) }
        return BatchItem(stem: name, file: path)
    }

    /// The `index`-th of `count` contiguous slices of `total` items (0-based): items
    /// `⌊index·total/count⌋ ..< ⌊(index+1)·total/count⌋`. Slices differ in size by at most one and,
    /// taken in order, are the whole list in order, so the shards' outputs concatenated in shard order
    /// are the unsharded output.
    static func shard(index: Int, count: Int, total: Int) -> Range<Int> {
        (index * total / count)..<((index + 1) * total / count)
    }
}
