/// SwiftUI's `Axis`: the horizontal or the vertical dimension (a ``ScrollView``'s scrolling axes).
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    /// The horizontal dimension.
    case horizontal
    /// The vertical dimension.
    case vertical

    /// A set of axes, as SwiftUI's `Axis.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// A set from raw bits.
        public nonisolated init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}
