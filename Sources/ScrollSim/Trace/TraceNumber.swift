import Foundation

/// Lossless number formatting for traces: the shortest decimal that reads back as the same `Double`
/// (Swift's `description`), with `-0.0` written as `0.0`.
public enum TraceNumber {
    /// `value` in shortest round-trip form.
    public static func format(_ value: Double) -> String {
        value == 0 ? "0.0" : value.description
    }

    /// `value` in shortest round-trip form.
    public static func format(_ value: CGFloat) -> String { format(Double(value)) }
}
