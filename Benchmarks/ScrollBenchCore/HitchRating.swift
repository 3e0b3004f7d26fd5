/// Apple's scale for the hitch-time ratio (ms/s): good below 5, warning from 5 to below 10, critical
/// from 10 (WWDC 2020 "Eliminate animation hitches with XCTest").
public enum HitchRating: String, Codable, Sendable {
    /// Below 5 ms/s: hitches are rarely noticed.
    case good
    /// 5 ms/s up to (not including) 10 ms/s: hitches are noticeable.
    case warning
    /// 10 ms/s or more: hitches disturb the scrolling.
    case critical

    /// The rating of a hitch-time ratio.
    /// - Parameter ratio: ms of hitch per s of scrolling.
    public init(ratio: Double) {
        if ratio < 5 {
            self = .good
        } else if ratio < 10 {
            self = .warning
        } else {
            self = .critical
        }
    }
}
