#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif
import Testing
import ScrollSim

// A UIKit table screen as a UIKit developer writes it: a cell subclass with UIKit's two initializers, a
// controller object that is the data source and the delegate, header views and per-section row heights.

final class SubtitleCell: UITableViewCell {
    let subtitleLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(subtitleLabel)
        selectionStyle = .none
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class SettingsScreen: NSObject, UITableViewDataSource, UITableViewDelegate {
    let rowsPerSection = [3, 5, 10]
    var events: [String] = []
    var selected: [IndexPath] = []

    func numberOfSections(in tableView: UITableView) -> Int { rowsPerSection.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowsPerSection[section] }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "subtitle", for: indexPath) as! SubtitleCell
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.subtitleLabel.text = "Section \(indexPath.section)"
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        CGFloat(50 + 10 * indexPath.section)
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let label = UILabel()
        label.text = "Section \(section)"
        return label
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("will \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("end \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

@Suite("A UIKit table screen: sections, header views, per-row heights, display callbacks, taps")
struct TableViewScreenTests {
    /// A 390 × 600 table at the window origin with a 100-pt table header view.
    static func makeScreen() throws -> (UITableView, SettingsScreen, Simulation) {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        tableView.register(SubtitleCell.self, forCellReuseIdentifier: "subtitle")
        tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        tableView.separatorStyle = .none
        let screen = SettingsScreen()
        tableView.dataSource = screen
        tableView.delegate = screen
        let simulation = try Simulation(root: tableView)
        return (tableView, screen, simulation)
    }

    @Test("content height is the table header plus each section's 30-pt header and its rows (50, 60, 70 pt)")
    func contentSizeAndVisibleRows() throws {
        let (tableView, screen, simulation) = try Self.makeScreen()
        simulation.step()
        // 100 + 3 · 30 + 3 · 50 + 5 · 60 + 10 · 70 = 1340.
        #expect(tableView.contentSize.height == CGFloat(1340))
        // Top to bottom: header 0…100; section 0 header 100…130, rows 130, 180, 230 (50 pt); section 1
        // header 280…310, rows 310, 370, 430, 490, 550 (60 pt; the last ends at 610 > 600); section 2 at 610.
        let expectedRows = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (1, 3), (1, 4)].map { IndexPath(row: $0.1, section: $0.0) }
        #expect(tableView.indexPathsForVisibleRows == expectedRows)
        let last = try #require(tableView.cellForRow(at: IndexPath(row: 4, section: 1)) as? SubtitleCell)
        #expect(last.frame == CGRect(x: 0, y: 550, width: 390, height: 60))
        #expect(last.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 60))
        #expect(last.subtitleLabel.superview === last.contentView)
        #expect(last.textLabel?.text == "Row 4" && last.reuseIdentifier == "subtitle")
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 2)) == CGRect(x: 0, y: 640, width: 390, height: 70))
        // willDisplay in layout order for every visible row.
        #expect(screen.events == expectedRows.map { "will \($0.section).\($0.row)" })
    }

    @Test("a slow 160-pt drag (150 pt after the 10-pt hysteresis) ends and shows rows in order")
    func displayCallbacksWhileScrolling() throws {
        let (tableView, screen, simulation) = try Self.makeScreen()
        simulation.step()
        screen.events.removeAll()
        try simulation.perform([.down(at: CGPoint(x: 200, y: 500)), .move(to: CGPoint(x: 200, y: 340), duration: 0.4),
                                .hold(duration: 0.2), .up])
        simulation.runUntilIdle()
        #expect(tableView.contentOffset.y == CGFloat(150))
        // The visible area goes from 0…600 to 150…750. No row leaves (row 0.0 spans 130…180, still below
        // 150). Rows that come (top < offset + 600): section 2's rows at 640 (offset > 40) and 710
        // (offset > 110); row 2.2 starts at 780.
        #expect(screen.events == ["will 2.0", "will 2.1"])
        // Back to the top by a drag the other way: the two rows leave again, bottom first.
        screen.events.removeAll()
        try simulation.perform([.down(at: CGPoint(x: 200, y: 100)), .move(to: CGPoint(x: 200, y: 260), duration: 0.4),
                                .hold(duration: 0.2), .up])
        simulation.runUntilIdle()
        #expect(tableView.contentOffset.y == CGFloat(0))
        #expect(screen.events == ["end 2.1", "end 2.0"])
    }

    @Test("a tap on a resting table selects the row under the finger, after the touch ended")
    func tapSelectsTheRowUnderTheFinger() throws {
        let (tableView, screen, simulation) = try Self.makeScreen()
        simulation.step()
        // y = 400 is in section 1's row 1 (370…430).
        try simulation.perform([.tap(at: CGPoint(x: 120, y: 400))])
        #expect(screen.selected == [IndexPath(row: 1, section: 1)])
        #expect(tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 1))
        #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 1))?.isSelected == true)
        // A tap on a section header selects nothing.
        try simulation.perform([.wait(duration: 0.1), .tap(at: CGPoint(x: 120, y: 290))])
        #expect(screen.selected == [IndexPath(row: 1, section: 1)])
        // Another row: single selection moves there.
        try simulation.perform([.wait(duration: 0.1), .tap(at: CGPoint(x: 120, y: 140))])
        #expect(screen.selected == [IndexPath(row: 1, section: 1), IndexPath(row: 0, section: 0)])
        #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
        #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 1))?.isSelected == false)
    }

    @Test("a drag beyond the 10-pt slop selects nothing; a 5-pt wobble still selects")
    func dragSelectsNothing() throws {
        let (_, screen, simulation) = try Self.makeScreen()
        simulation.step()
        try simulation.perform([.down(at: CGPoint(x: 120, y: 400)), .move(to: CGPoint(x: 125, y: 400), duration: 0.05), .up])
        #expect(screen.selected == [IndexPath(row: 1, section: 1)])
        try simulation.perform([.down(at: CGPoint(x: 120, y: 400)), .move(to: CGPoint(x: 120, y: 370), duration: 0.1), .up])
        simulation.runUntilIdle()
        #expect(screen.selected == [IndexPath(row: 1, section: 1)])
    }

    @Test("a tap on a decelerating table stops it and selects nothing")
    func tapOnADeceleratingTableStopsIt() throws {
        let (tableView, screen, simulation) = try Self.makeScreen()
        simulation.step()
        // About 1 pt/ms: the flight (≈ 500 pt) stays inside the 740-pt range.
        try simulation.perform([.down(at: CGPoint(x: 200, y: 500)), .move(to: CGPoint(x: 200, y: 400), duration: 0.1), .up])
        simulation.run(seconds: 0.1)
        #expect(tableView.isDecelerating)
        try simulation.perform([.tap(at: CGPoint(x: 200, y: 300))])
        // Caught and lifted without moving: held where the finger caught it (velocity 0 at the lift;
        // didEndDecelerating follows one frame later, as the callback contract says).
        let stopped = tableView.contentOffset
        simulation.runUntilIdle()
        #expect(!tableView.isDecelerating)
        #expect(tableView.contentOffset == stopped)
        #expect(screen.selected.isEmpty)
        #expect(tableView.indexPathForSelectedRow == nil)
    }

    @Test("rowHeight defaults to automaticDimension and a cell without constraints is 44 pt tall")
    func automaticRowsWithoutConstraintsAre44() throws {
        final class Plain: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = "\(indexPath.row)"
                return cell
            }
        }
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        #expect(tableView.rowHeight == UITableView.automaticDimension)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 50))
        let source = Plain()
        tableView.dataSource = source
        let simulation = try Simulation(root: tableView)
        simulation.step()
        // 20 rows of 44 pt (estimate 44, measured 44) + the 50-pt footer view.
        #expect(tableView.contentSize.height == CGFloat(20 * 44 + 50))
        #expect(tableView.tableFooterView?.frame == CGRect(x: 0, y: 880, width: 390, height: 50))
        // 300 / 44: rows 0…6 (row 6 spans 264…308).
        #expect(tableView.indexPathsForVisibleRows == (0...6).map { IndexPath(row: $0, section: 0) })
    }
}

/// UIKit's pre-registration pattern: the data source makes its own cells when the queue is empty.
final class UnregisteredRows: NSObject, UITableViewDataSource {
    var made = 0
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell: UITableViewCell
        if let reused = tableView.dequeueReusableCell(withIdentifier: "plain") {
            cell = reused
        } else {
            cell = UITableViewCell(style: .subtitle, reuseIdentifier: "plain")
            made += 1
        }
        cell.textLabel?.text = "\(indexPath.row)"
        return cell
    }
}

@Suite("Cells the data source makes itself")
struct UnregisteredCellTests {
    @Test("are recycled under their reuse identifier: a long fling makes only about a screenful")
    func unregisteredCellsAreReused() throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        tableView.rowHeight = 50
        let source = UnregisteredRows()
        tableView.dataSource = source
        let simulation = try Simulation(root: tableView)
        simulation.step()
        #expect(source.made == 6)   // 300 / 50
        for _ in 0..<3 {
            try simulation.perform([.down(at: CGPoint(x: 200, y: 280)), .move(to: CGPoint(x: 200, y: 80), duration: 0.05), .up])
            simulation.runUntilIdle()
        }
        #expect(tableView.contentOffset.y > 1000)
        // At most 7 rows of 50 pt meet a 300-pt window, so at most 7 cells are ever needed at once.
        #expect(source.made <= 7)
        #expect(tableView.subviews.filter { $0 is UITableViewCell }.count == source.made)
    }
}
