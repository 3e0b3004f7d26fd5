/// The environment values that reach the views' nodes as they are made, as SwiftUI's environment flows
/// down the tree: the font and the foreground style. Content made later (a ``GeometryReader``'s, in every
/// layout pass) gets the values captured where its reader was made (``Snapshot``).
@MainActor
enum ViewEnvironment {
    /// The font of the text being made (`nil`: the body font).
    static private(set) var font: Font?
    /// The foreground colour of the shapes and text being made (`nil`: black).
    static private(set) var foreground: Color?

    /// The values at one place of the tree.
    struct Snapshot {
        let font: Font?
        let foreground: Color?
    }

    /// The current values.
    static var snapshot: Snapshot { Snapshot(font: font, foreground: foreground) }

    /// Runs `body` with the values of `snapshot`.
    static func with<Result>(_ snapshot: Snapshot, _ body: () -> Result) -> Result {
        let saved = self.snapshot
        font = snapshot.font
        foreground = snapshot.foreground
        defer {
            font = saved.font
            foreground = saved.foreground
        }
        return body()
    }

    /// Runs `body` with `foreground` as the foreground colour (the innermost modifier, set last, wins).
    static func with<Result>(foreground: Color?, _ body: () -> Result) -> Result {
        with(Snapshot(font: font, foreground: foreground), body)
    }

    /// Runs `body` with `font` as the font. Modifiers nest, so the innermost `font(_:)` is the one set
    /// last, around the text it modifies: it wins, as in SwiftUI.
    static func with<Result>(font: Font?, _ body: () -> Result) -> Result {
        with(Snapshot(font: font, foreground: foreground), body)
    }
}
