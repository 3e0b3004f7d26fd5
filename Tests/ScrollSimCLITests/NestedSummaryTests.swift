import Foundation
import Testing

/// The summary of a nested run lists callbacks per scroll view. With scroll chaining `auto`
/// (`nested-chaining-auto.json`) the table owns the one drag, and the fling left at its top edge becomes
/// the outer's deceleration: one willBeginDecelerating / didEndDecelerating pair each.
@Suite("scrollsim summary per scroll view")
struct NestedSummaryTests {
    @Test("nested-chaining-auto: drag callbacks on the table only, one deceleration each")
    func perViewColumns() throws {
        let result = try CLIRunner.run(["run", "Data/scenarios/nested-chaining-auto.json"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let header = try #require(lines.first { $0.hasPrefix("callbacks") })
        #expect(header.split(separator: " ") == ["callbacks", "total", "outer", "table"])
        func counts(_ name: String) throws -> [Int] {
            let line = try #require(lines.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(name + " ") })
            return line.split(separator: " ").dropFirst().compactMap { Int($0) }
        }
        #expect(try counts("scrollViewWillBeginDragging") == [1, 0, 1])
        #expect(try counts("scrollViewWillEndDragging") == [1, 0, 1])
        #expect(try counts("scrollViewWillBeginDecelerating") == [2, 1, 1])
        #expect(try counts("scrollViewDidEndDecelerating") == [2, 1, 1])
    }
}
