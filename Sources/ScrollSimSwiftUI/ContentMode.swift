/// SwiftUI's `ContentMode`: whether ``View/aspectRatio(_:contentMode:)`` fits its view inside the proposed
/// size or makes it fill that size (keeping the aspect ratio either way).
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// Scale so that the whole view lies inside the proposed size: the largest size of the ratio that fits.
    case fit
    /// Scale so that the view covers the proposed size: the smallest size of the ratio that covers it (it
    /// may overflow; `clipped()` cuts the overflow).
    case fill
}
