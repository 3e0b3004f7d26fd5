/// What one batch item produced: its summary line, its stdout line, its error line and its status.
nonisolated struct BatchOutcome: Sendable {
    /// The item's index in the batch (after sharding: in the shard).
    var index: Int
    /// The exit status the item would have had alone (0 ok, 1 not at rest, 65 invalid, 66 unreadable,
    /// 73 an output not writable, 70 its worker failed).
    var status: Int32
    /// The `--summary` line (JSON, no newline).
    var summary: String
    /// The line for stdout (no newline).
    var stdout: String
    /// The line for stderr (no newline), empty when the item succeeded.
    var stderr: String

    /// The worker protocol's record: fields separated by tabs (JSON text never holds a raw tab).
    var record: String {
        "\(index)\t\(status)\t\(summary)\t\(JSONText.string(stdout))\t\(JSONText.string(stderr))"
    }

    /// Reads a ``record`` back; `nil` if the line is not one.
    init?(record line: Substring) {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 5, let index = Int(fields[0]), let status = Int32(fields[1]),
              let stdout = Self.unquote(fields[3]), let stderr = Self.unquote(fields[4]) else { return nil }
        self.init(index: index, status: status, summary: String(fields[2]), stdout: stdout, stderr: stderr)
    }

    init(index: Int, status: Int32, summary: String, stdout: String, stderr: String) {
        self.index = index
        self.status = status
        self.summary = summary
        self.stdout = stdout
        self.stderr = stderr
    }

    private static func unquote(_ text: Substring) -> String? {
        guard case .string(let value)? = try? JSONParserBridge.parse(String(text)) else { return nil }
        return value
    }
}

import ScrollSim
import ScrollSimScenario

/// The engine's strict JSON parser, for reading back the worker protocol's string fields.
nonisolated enum JSONParserBridge {
    static func parse(_ text: String) throws -> JSONValue {
        try JSONParser.parse(text)
    }
}
