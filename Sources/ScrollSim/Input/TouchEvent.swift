import Foundation

/// A digitiser report: what the finger did at one tick, in window coordinates.
struct TouchEvent: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case down, moved, stationary, up, statusBarTap
    }

    var kind: Kind
    /// Window coordinates, points.
    var location: CGPoint
    /// Digitiser tick; the timestamp is `tick / digitizerRate` seconds.
    var tick: Int

    /// A finger report between down and up (moved or stationary): the kind UIKit coalesces.
    var isMove: Bool { kind == .moved || kind == .stationary }
}
