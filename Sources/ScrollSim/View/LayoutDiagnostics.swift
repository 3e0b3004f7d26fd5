/// What the layout engine reports about a hierarchy, read by tests and tools: the "Unable to
/// simultaneously satisfy constraints" logs, in the order they happened. One instance per hierarchy,
/// on its root (``View/layoutDiagnostics``).
@MainActor
public final class LayoutDiagnostics {
    /// One unsatisfiable set of required constraints and the one broken to recover.
    public struct UnsatisfiableConstraints: Sendable, Equatable {
        /// The view whose layout pass found the conflict.
        public let container: String
        /// The constraints that conflict (UIKit's list), each as ``LayoutConstraint/logDescription``.
        public let constraints: [String]
        /// The constraint left out of the solution ("Will attempt to recover by breaking constraint").
        public let brokenConstraint: String
        /// The log text, line for line as UIKit prints it (names instead of memory addresses).
        public let message: String
    }

    /// Every conflict reported so far, oldest first.
    public private(set) var unsatisfiable: [UnsatisfiableConstraints] = []

    /// Called with each report as it happens (for example to print it, as UIKit's console log).
    public var handler: ((UnsatisfiableConstraints) -> Void)?

    /// Creates an empty record.
    public init() {}

    /// Forgets the reports.
    public func removeAll() { unsatisfiable.removeAll() }

    /// UIKit's log text for a conflict (the lines UIKit prints, with `[LayoutConstraints]` first).
    public static func message(constraints: [String], broken: String) -> String {
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if constraints.contains(where: { $0.hasPrefix("<NSAutoresizingMaskLayoutConstraint") }) {
            lines.append("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        for (i, c) in constraints.enumerated() {
            lines.append("    \"\(c)\"" + (i + 1 < constraints.count ? "," : ""))
        }
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append(broken)
        lines.append("")
        lines.append("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
        lines.append("The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.")
        return lines.joined(separator: "\n")
    }

    internal func report(container: String, constraints: [String], broken: String) {
        let r = UnsatisfiableConstraints(container: container, constraints: constraints, brokenConstraint: broken,
                                         message: Self.message(constraints: constraints, broken: broken))
        unsatisfiable.append(r)
        handler?(r)
    }
}
