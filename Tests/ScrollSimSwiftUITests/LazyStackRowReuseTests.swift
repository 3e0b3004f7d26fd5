import ScrollSim
import ScrollSimSwiftUI
import Testing

@Suite("LazyVStack rows built in recycled rows: each row draws its own content in the same engine views")
struct LazyStackRowReuseTests {
    /// The labels drawn in `scrollView` with a text "Row i", by i.
    static func rowLabels(_ scrollView: UIScrollView) -> [Int: Label] {
        var labels: [Int: Label] = [:]
        for case let label as Label in scrollView.subviews {
            guard let text = label.text, text.hasPrefix("Row "), let index = Int(text.dropFirst(4)) else { continue }
            labels[index] = label
        }
        return labels
    }

    @Test("rows of a square, a text and a spacer scrolled through sit at their own tops, in a screenful of engine views")
    func textRowsReuseViews() throws {
        let controller = UIHostingController(rootView: LazyTextRowsScreen())
        let (simulation, scrollView) = try hostScrollScreen(controller)
        // Row i is 80 pt tall when i is a multiple of 3, else 60: its top is 60 i plus 20 for each multiple
        // of 3 below i (⌈i / 3⌉ of them).
        func top(_ index: Int) -> CGFloat { CGFloat(60 * index + 20 * ((index + 2) / 3)) }
        func height(_ index: Int) -> CGFloat { index % 3 == 0 ? 80 : 60 }
        var seen = Set<ObjectIdentifier>()
        var checkedRows = Set<Int>()
        // Down 100 pt per frame: every row is built in turn (a row 60 pt tall and the 50-pt margin), so
        // every top above the visible rectangle is measured, not estimated.
        for step in 1...60 {
            scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat(step * 100)), animated: false)
            simulation.run(frames: 1)
            for view in scrollView.subviews { seen.insert(ObjectIdentifier(view)) }
            let labels = Self.rowLabels(scrollView)
            #expect(!labels.isEmpty)
            for (index, label) in labels {
                checkedRows.insert(index)
                // The HStack is centred in its row; the text follows the 44-pt square and the 8-pt spacing.
                let middle = top(index) + height(index) / 2
                #expect(abs(label.frame.midY - middle) < 1e-9, "Row \(index): text centre \(label.frame.midY), expected \(middle)")
                #expect(label.frame.minX == 52)
                let squares = scrollView.subviews.filter { !($0 is Label) && abs($0.frame.midY - middle) < 1e-9 }
                #expect(squares.map(\.frame.size) == [CGSize(width: 44, height: 44)], "Row \(index)")
                #expect(squares.first?.frame.minX == 0)
            }
        }
        // Rows 0 … about 100 went by (6 000 pt at 66.7 pt per row on average).
        #expect(checkedRows.count > 90)
        // At most 17 rows (952 pt of visible rectangle and margins, rows 60 pt or more, one straddling each
        // end) with two engine views each: every row was drawn in recycled rows' views.
        #expect(seen.count <= 2 * 17)
    }

    @Test("rows whose stack holds an optional square draw it on even rows only, texts stacked 2 pt apart")
    func optionalRowsBuildAnew() throws {
        let controller = UIHostingController(rootView: LazyOptionalRowsScreen())
        let (simulation, scrollView) = try hostScrollScreen(controller)
        var checkedRows = Set<Int>()
        for step in 1...30 {
            scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat(step * 100)), animated: false)
            simulation.run(frames: 1)
            let details = scrollView.subviews.compactMap { $0 as? Label }.filter { $0.text == "Detail" }
            let squares = scrollView.subviews.filter { !($0 is Label) }
            for (index, label) in Self.rowLabels(scrollView) {
                checkedRows.insert(index)
                // Row i spans 50 i … 50 i + 50; its HStack is centred in it, the texts' VStack centred in the
                // HStack, leading: after the square and 8 pt on even rows, at 0 on odd ones.
                let middle = CGFloat(50 * index + 25)
                let even = index.isMultiple(of: 2)
                #expect(label.frame.minX == (even ? 18 : 0), "Row \(index)")
                let detail = details.first { abs($0.frame.minY - (label.frame.maxY + 2)) < 1e-9 }
                #expect(detail?.frame.minX == label.frame.minX, "Row \(index)")
                if let detail {
                    #expect(abs((label.frame.minY + detail.frame.maxY) / 2 - middle) < 1e-9, "Row \(index)")
                }
                let square = squares.filter { abs($0.frame.midY - middle) < 1e-9 }
                #expect(square.map(\.frame) == (even ? [CGRect(x: 0, y: middle - 5, width: 10, height: 10)] : []), "Row \(index)")
            }
        }
        #expect(checkedRows.count > 60)
    }
}
