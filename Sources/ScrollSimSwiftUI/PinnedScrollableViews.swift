/// SwiftUI's `PinnedScrollableViews`: which section views of a lazy stack stay pinned while it scrolls.
/// Sections are not modelled here, so the set is accepted and has no effect.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// A set from raw bits.
    public nonisolated init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
