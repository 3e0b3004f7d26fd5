import Foundation

/// A digitiser report: what the finger did at one tick, in window coordinates. The engine delivers these
/// to the touched views; ``TouchReports`` lists those of a gesture script.
public struct TouchEvent: Sendable, Equatable {
    /// What the report says.
    public enum Kind: Sendable, Equatable {
        /// The finger touched down.
        case down
        /// The finger moved (one report per digitiser tick of a `move`).
        case moved
        /// The finger stayed still (one report per digitiser tick of a `hold`).
        case stationary
        /// The finger lifted.
        case up
        /// A tap on the status bar (scroll to top).
        case statusBarTap
    }

    /// What the report says.
    public var kind: Kind
    /// Window coordinates, points (`.zero` for a status-bar tap).
    public var location: CGPoint
    /// Digitiser tick; the timestamp is `tick / digitizerRate` seconds.
    public var tick: Int

    /// A report of `kind` at `location` (window points) and digitiser tick `tick`.
    public init(kind: Kind, location: CGPoint, tick: Int) {
        self.kind = kind
        self.location = location
        self.tick = tick
    }

    /// A finger report between down and up (moved or stationary): the kind UIKit coalesces.
    var isMove: Bool { kind == .moved || kind == .stationary }
}
