/// The environment values that reach the views' nodes as they are made, as SwiftUI's environment flows
/// down the tree: the font, the foreground style and the line limit. Modifiers nest, so the innermost one
/// sets its value last, around the views it modifies: it wins, as in SwiftUI. Content made later (a
/// ``GeometryReader``'s, in every layout pass) gets the values captured where its reader was made
/// (``Snapshot``, ``EvaluationLocation``).
@MainActor
enum ViewEnvironment {
    /// The values at one place of the tree.
    struct Snapshot {
        /// The font of text (`nil`: the body font).
        var font: Font?
        /// The foreground colour of shapes and text (`nil`: black).
        var foreground: Color?
        /// The most lines of text (`nil`: no limit).
        var lineLimit: Int?
    }

    /// The current values.
    static private(set) var snapshot = Snapshot()

    /// The font of the text being made (`nil`: the body font).
    static var font: Font? { snapshot.font }
    /// The foreground colour of the shapes and text being made (`nil`: black).
    static var foreground: Color? { snapshot.foreground }
    /// The line limit of the text being made (`nil`: none).
    static var lineLimit: Int? { snapshot.lineLimit }

    /// Runs `body` with the values of `snapshot`, then restores the previous ones.
    static func with<Result>(_ snapshot: Snapshot, _ body: () -> Result) -> Result {
        let saved = self.snapshot
        self.snapshot = snapshot
        defer { self.snapshot = saved }
        return body()
    }

    /// Runs `body` with `change` applied to the current values.
    static func with<Result>(_ change: (inout Snapshot) -> Void, _ body: () -> Result) -> Result {
        var values = snapshot
        change(&values)
        return with(values, body)
    }

    /// Runs `body` with `foreground` as the foreground colour.
    static func with<Result>(foreground: Color?, _ body: () -> Result) -> Result {
        with({ $0.foreground = foreground }, body)
    }

    /// Runs `body` with `font` as the font.
    static func with<Result>(font: Font?, _ body: () -> Result) -> Result {
        with({ $0.font = font }, body)
    }
}
