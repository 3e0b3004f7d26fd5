import Foundation
import Testing
import ScrollSim
@testable import ScrollSimScenario
import ScrollSimTestSupport

/// The scroll-view keys are declared once, in `ScrollViewKey.all`; the format reference must describe
/// exactly those keys, with the same type, range, default and meaning.
@Suite("Scroll-view keys: the declaration and the format reference agree")
struct ScrollViewKeyDocumentationTests {
    /// The rows of the reference's "Scroll view object" table: key → [type, default, meaning].
    static func documentedRows() throws -> [String: [String]] {
        var rows: [String: [String]] = [:]
        for cells in try FormatReference.tableRows(under: "Scroll view object") where cells.count == 4 {
            rows[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = Array(cells[1...])
        }
        return rows
    }

    @Test("every declared key has its row in ScenarioFormat.md, with the same type and range, default and meaning")
    func everyKeyIsDocumented() throws {
        let rows = try Self.documentedRows()
        for key in ScrollViewKey.all {
            let row = try #require(rows[key.name], "no row for \(key.name)")
            #expect(row == [key.type, key.defaultValue, key.meaning], "\(key.name)")
        }
    }

    @Test("the table has no other scroll-view key than the declared ones and the keys every view or scroll view has")
    func noUndeclaredKeyIsDocumented() throws {
        let documented = Set(try Self.documentedRows().keys)
        let others: Set<String> = ["name", "frame", "contentSize", "subviews"]
        #expect(documented.subtracting(others) == Set(ScrollViewKey.names))
    }

    @Test("a scroll view decodes and applies every declared key: a file setting each to a non-default value")
    func everyKeyReachesTheScrollView() throws {
        let scenario = try Scenario(json: """
            {"name": "keys", "gestures": [],
             "scrollView": {"frame": [0, 0, 390, 844], "contentSize": [390, 5000],
                            "contentInset": {"top": 10, "left": 1, "bottom": 20, "right": 2}, "contentOffset": [0, 100],
                            "bounces": false, "bouncesVertically": true, "alwaysBounceVertical": true,
                            "alwaysBounceHorizontal": true, "isScrollEnabled": false, "isDirectionalLockEnabled": true,
                            "isPagingEnabled": true, "scrollsToTop": false, "decelerationRate": "fast",
                            "transfersVerticalScrollingToParent": false, "transfersHorizontalScrollingToParent": false,
                            "nestedScrolling": "chaining", "overscrollBehavior": "contain",
                            "contentInsetAdjustmentBehavior": "never"}}
            """)
        let view = try #require(scenario.root?.makeView() as? ScrollView)
        #expect(view.contentSize == CGSize(width: 390, height: 5000))
        #expect(view.contentInset == EdgeInsets(top: 10, left: 1, bottom: 20, right: 2))
        #expect(view.contentOffset == CGPoint(x: 0, y: 100))
        #expect(view.bouncesVertically && !view.bouncesHorizontally)
        #expect(view.alwaysBounceVertical && view.alwaysBounceHorizontal)
        #expect(!view.isScrollEnabled && view.isDirectionalLockEnabled && view.isPagingEnabled && !view.scrollsToTop)
        #expect(view.decelerationRate == .fast)
        #expect(!view.transfersVerticalScrollingToParent && !view.transfersHorizontalScrollingToParent)
        #expect(view.nestedScrolling == .chaining(.contain))
        #expect(view.contentInsetAdjustmentBehavior == .never)
    }
}
