import Foundation
import Testing
@testable import ScrollSim
import ScrollSimTestSupport

/// The trace writer's numbers go straight to the stream (no intermediate `String`); their text must be
/// the text the trace format specifies: integers in decimal, reals in shortest round-trip form.
@Suite("Trace numbers written straight to the stream")
struct TraceNumberWriterTests {
    private func integer(_ value: Int) -> String {
        var text = ""
        TraceNumber.write(value, to: &text)
        return text
    }

    private func real(_ value: Double) -> String {
        var text = ""
        TraceNumber.write(value, to: &text)
        return text
    }

    @Test func integersAreWrittenInDecimalWithTheirSign() {
        #expect(integer(0) == "0")
        #expect(integer(7) == "7")
        #expect(integer(10) == "10")
        #expect(integer(-42) == "-42")
        #expect(integer(1_002_001) == "1002001")
        #expect(integer(Int.max) == "9223372036854775807")
        #expect(integer(Int.min) == "-9223372036854775808")
    }

    /// Hand-written shortest decimals: 1/120 s (frame 1's time), the 1/3-pt grid, a power of ten that
    /// switches to an exponent (≥ 2⁵³), negative zero written as zero.
    @Test func realsAreWrittenInShortestRoundTripForm() {
        #expect(real(0) == "0.0")
        #expect(real(-0.0) == "0.0")
        #expect(real(1) == "1.0")
        #expect(real(-2.5) == "-2.5")
        #expect(real(0.1) == "0.1")
        #expect(real(1.0 / 120) == "0.008333333333333333")
        #expect(real(1234 + 1.0 / 3) == "1234.3333333333333")
        #expect(real(1e16) == "1e+16")
        #expect(real(.leastNonzeroMagnitude) == "5e-324")
        #expect(real(.infinity) == "inf")
    }

    /// Numbers written into an `OutputFile` (straight into its buffer, past several buffer flushes) read
    /// back as the standard library's texts: `String(value)` for integers, `description` for finite
    /// reals (zero as `0.0`), non-finite values as `Double.write(to:)` writes them.
    @Test func anOutputFileReceivesTheStandardLibrarysNumberTexts() throws {
        var random = SplitMix64(seed: 0x0F11E)
        var integers = [0, 1, 9, 10, 99, 100, 12_345_678, 99_999_999, 100_000_000, -1, -100, Int.max, Int.min]
        var reals: [Double] = [0, -0.0, 1, -2.5, 1e-5, 1e16, .leastNonzeroMagnitude, .infinity, -.infinity, .nan]
        for _ in 0..<20_000 {
            integers.append(Int(random.next() % 200_000_000) - 50_000_000)
            reals.append(Double(bitPattern: random.next()))
            reals.append(Double(random.next() % 1_000_000) / 120)
        }
        var expected = ""
        for value in integers { expected += String(value) + "," }
        for value in reals {
            if value == 0 {
                expected += "0.0"
            } else if value.isFinite {
                expected += value.description
            } else {
                value.write(to: &expected)   // `inf`, `nan`, and a NaN's payload: `-nan(0x1)`
            }
            expected += ","
        }
        let path = NSTemporaryDirectory() + "/trace-number-file-\(getpid()).csv"
        defer { unlink(path) }
        let batch = OutputFileBatch(protecting: [])
        var file = try batch.open(path, label: "numbers")
        for value in integers { TraceNumber.write(value, to: &file); TraceNumber.write(ascii: UInt8(ascii: ","), to: &file) }
        for value in reals { TraceNumber.write(value, to: &file); TraceNumber.write(ascii: UInt8(ascii: ","), to: &file) }
        try batch.commit()
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.utf8.count > OutputFile.bufferSize)
        let writtenFields = written.split(separator: ",", omittingEmptySubsequences: false)
        let expectedFields = expected.split(separator: ",", omittingEmptySubsequences: false)
        #expect(writtenFields.count == expectedFields.count)
        let differing = zip(writtenFields, expectedFields).filter { $0 != $1 }
        #expect(differing.isEmpty, "first differences: \(differing.prefix(3))")
    }

    /// The row writers' fixed texts of phases and callbacks are the `rawValue`s the columns specify,
    /// with their separators, each case at its own place in the table.
    @Test func staticNamesAreTheRawValues() {
        func text(_ rowText: TraceRowText) -> String { rowText.withBytes { String(decoding: $0, as: UTF8.self) } }
        for phase in ScrollPhase.allCases {
            #expect(text(TraceCSV.phaseTexts[TraceCSV.index(of: phase)]) == "," + phase.rawValue + "\n")
        }
        for callback in ScrollViewCallback.allCases {
            #expect(text(TraceCSV.callbackTexts[TraceCSV.index(of: callback)]) == "," + callback.rawValue + ",")
        }
        #expect(Set(ScrollPhase.allCases.map(TraceCSV.index(of:))) == Set(0..<6))
        #expect(Set(ScrollViewCallback.allCases.map(TraceCSV.index(of:))) == Set(0..<12))
        // The one table an OutputFile copies: the phases first, then the callbacks.
        let rowTexts = TraceCSV.rowTexts
        #expect(rowTexts.count == 6 + 12)
        for phase in ScrollPhase.allCases {
            #expect(text(rowTexts[TraceCSV.index(of: phase)]) == "," + phase.rawValue + "\n")
        }
        for callback in ScrollViewCallback.allCases {
            #expect(text(rowTexts[TraceCSV.firstCallbackText + TraceCSV.index(of: callback)]) == "," + callback.rawValue + ",")
        }
    }

    /// A file gets the same bytes as a `String`: a row written to an `OutputFile` on a temporary file and
    /// read back equals the row `TraceCSV.frames` produces.
    @Test func anOutputFileReceivesTheSameRowBytesAsAString() throws {
        let record = FrameRecord(frame: 3, time: 0.025, view: "a,\"b\"",
                                 offset: CGPoint(x: 0, y: 1234 + 1.0 / 3),
                                 velocity: CGPoint(x: -0.0, y: -2.5), phase: .decelerating)
        let path = NSTemporaryDirectory() + "/trace-number-writer-\(getpid()).csv"
        defer { unlink(path) }
        let batch = OutputFileBatch(protecting: [])
        var file = try batch.open(path, label: "frames")
        TraceCSV.writeFrameRow(record, to: &file)
        try batch.commit()
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written == "3,0.025,\"a,\"\"b\"\"\",0.0,1234.3333333333333,0.0,-2.5,decelerating\n")
    }

    /// Rows written straight into a file's buffer (and, for a view name too long for the reserved room,
    /// through the stream writer) equal the rows `TraceCSV.frames` and `TraceCSV.events` make as
    /// `String`s: every phase, every callback's detail form, quoted and unquoted and very long view names,
    /// across several buffer flushes.
    @Test func rowsWrittenIntoAFileEqualTheStringRows() throws {
        let longName = String(repeating: "\"x,", count: 9_000)   // 27,000 bytes, 45,002 quoted
        let names = ["list", "a,\"b\"", "Zeilen-Ansicht ä"]
        var random = SplitMix64(seed: 0x0F11E5)
        func real() -> CGFloat { CGFloat(Double(Int64(bitPattern: random.next() % 4_000_000) - 2_000_000) / 120) }
        var frames: [FrameRecord] = [], events: [EventRecord] = []
        for index in 0..<3_000 {
            let name = index % 1_000 == 7 ? longName : names[index % names.count]
            let phase = ScrollPhase.allCases[index % ScrollPhase.allCases.count]
            frames.append(FrameRecord(frame: index, time: Double(index) / 120, view: name,
                                      offset: CGPoint(x: real(), y: real()), velocity: CGPoint(x: real(), y: -0.0),
                                      phase: phase))
            let callback = ScrollViewCallback.allCases[index % ScrollViewCallback.allCases.count]
            events.append(EventRecord(seq: index, frame: index, time: Double(index) / 120, view: name,
                                      callback: callback, offset: CGPoint(x: real(), y: real()),
                                      velocity: CGPoint(x: real(), y: real()), target: CGPoint(x: real(), y: 0),
                                      finalTarget: index % 2 == 0 ? CGPoint(x: 1e-7, y: real()) : nil,
                                      flag: index % 3 == 0))
        }
        let directory = NSTemporaryDirectory() + "/trace-rows-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let batch = OutputFileBatch(protecting: [])
        var framesFile = try batch.open(directory + "/frames.csv", label: "frames")
        var eventsFile = try batch.open(directory + "/events.csv", label: "events")
        framesFile.write(TraceCSV.framesHeader + "\n")
        eventsFile.write(TraceCSV.eventsHeader + "\n")
        for record in frames { TraceCSV.writeFrameRow(record, to: &framesFile) }
        for record in events { TraceCSV.writeEventRow(record, to: &eventsFile) }
        try batch.commit()
        let writtenFrames = try String(contentsOfFile: directory + "/frames.csv", encoding: .utf8)
        let writtenEvents = try String(contentsOfFile: directory + "/events.csv", encoding: .utf8)
        #expect(writtenFrames.utf8.count > 2 * OutputFile.bufferSize)
        #expect(writtenFrames == TraceCSV.frames(frames))
        #expect(writtenEvents == TraceCSV.events(events))
    }

    /// Files of one batch share a memo of the reals written last: rows whose numbers repeat from a pool
    /// of nine values (more than the memo holds, so texts are found, missed and replaced; zeros of both
    /// signs, infinities, a NaN, a subnormal among them), written as a run writes them (a frame's row,
    /// then its callback with the same time and offset), equal the `String` rows, which are made
    /// without the memo; one row is also checked against its hand-written text.
    @Test func numbersRepeatedAcrossFilesOfABatchAreWrittenAsWithoutTheMemo() throws {
        let pool: [Double] = [1234 + 1.0 / 3, -2.5, 0.025, -0.0, .infinity, -.infinity, .nan, .leastNonzeroMagnitude, 1e-7]
        var random = SplitMix64(seed: 0x3E30)
        func pick() -> Double { pool[Int(random.next() % UInt64(pool.count))] }
        var frames: [FrameRecord] = [], events: [EventRecord] = []
        for index in 0..<2_000 {
            let time = pick(), offset = CGPoint(x: pick(), y: pick())
            frames.append(FrameRecord(frame: index, time: time, view: "list", offset: offset,
                                      velocity: CGPoint(x: pick(), y: pick()), phase: .decelerating))
            events.append(EventRecord(seq: index, frame: index, time: time, view: "list",
                                      callback: .scrollViewDidScroll, offset: offset))
        }
        let directory = NSTemporaryDirectory() + "/trace-memo-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let batch = OutputFileBatch(protecting: [])
        var framesFile = try batch.open(directory + "/frames.csv", label: "frames")
        var eventsFile = try batch.open(directory + "/events.csv", label: "events")
        for (frame, event) in zip(frames, events) {
            TraceCSV.writeFrameRow(frame, to: &framesFile)
            TraceCSV.writeEventRow(event, to: &eventsFile)
        }
        try batch.commit()
        let writtenFrames = try String(contentsOfFile: directory + "/frames.csv", encoding: .utf8)
        let writtenEvents = try String(contentsOfFile: directory + "/events.csv", encoding: .utf8)
        #expect(writtenFrames == TraceCSV.frames(frames).dropFirst(TraceCSV.framesHeader.utf8.count + 1))
        #expect(writtenEvents == TraceCSV.events(events).dropFirst(TraceCSV.eventsHeader.utf8.count + 1))

        // One row by hand: the same value twice in a row and a NaN, written into a file whose memo
        // already holds other texts.
        let row = FrameRecord(frame: 7, time: -2.5, view: "v", offset: CGPoint(x: -2.5, y: .nan),
                              velocity: CGPoint(x: .leastNonzeroMagnitude, y: 0.025), phase: .idle)
        let path = directory + "/one.csv"
        let single = OutputFileBatch(protecting: [])
        var file = try single.open(path, label: "frames")
        file.sharesNumberMemo(with: framesFile)
        TraceCSV.writeFrameRow(row, to: &file)
        try single.commit()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "7,-2.5,v,-2.5,nan,5e-324,0.025,idle\n")
    }

    /// The memo's frame number: rows of a batch whose frame numbers repeat (a frame's row, then 0 to 2
    /// event rows of the same frame or of another) and include numbers of one to eight digits, nine
    /// digits, negative ones and the extremes have in their `frame` column `String(frame)`'s text, and
    /// equal the `String` rows, which are made without the memo.
    @Test func frameNumbersRepeatedAcrossFilesOfABatchAreWrittenAsTheirDecimalText() throws {
        let pool = [0, 7, 10, 12_345, 99_999_999, 100_000_000, 123_456_789, -3, Int.max, Int.min]
        var random = SplitMix64(seed: 0xF4A3)
        func pick() -> Int { pool[Int(random.next() % UInt64(pool.count))] }
        var frames: [FrameRecord] = [], events: [EventRecord] = []
        var order: [(file: Int, index: Int)] = []
        for _ in 0..<1_000 {
            let frame = pick()
            order.append((0, frames.count))
            frames.append(FrameRecord(frame: frame, time: 0.5, view: "list", offset: CGPoint(x: 0, y: 3),
                                      velocity: .zero, phase: .idle))
            for _ in 0..<Int(random.next() % 3) {
                order.append((1, events.count))
                events.append(EventRecord(seq: events.count, frame: random.next() % 4 == 0 ? pick() : frame,
                                          time: 0.5, view: "list", callback: .scrollViewDidScroll,
                                          offset: CGPoint(x: 0, y: 3)))
            }
        }
        let directory = NSTemporaryDirectory() + "/trace-frame-memo-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let batch = OutputFileBatch(protecting: [])
        var framesFile = try batch.open(directory + "/frames.csv", label: "frames")
        var eventsFile = try batch.open(directory + "/events.csv", label: "events")
        for (file, index) in order {
            if file == 0 { TraceCSV.writeFrameRow(frames[index], to: &framesFile) }
            else { TraceCSV.writeEventRow(events[index], to: &eventsFile) }
        }
        try batch.commit()
        let writtenFrames = try String(contentsOfFile: directory + "/frames.csv", encoding: .utf8)
        let writtenEvents = try String(contentsOfFile: directory + "/events.csv", encoding: .utf8)
        let frameColumn = writtenFrames.split(separator: "\n").map { String($0.split(separator: ",")[0]) }
        let eventFrameColumn = writtenEvents.split(separator: "\n").map { String($0.split(separator: ",")[1]) }
        let sequenceColumn = writtenEvents.split(separator: "\n").map { String($0.split(separator: ",")[0]) }
        #expect(frameColumn == frames.map { String($0.frame) })
        #expect(eventFrameColumn == events.map { String($0.frame) })
        #expect(sequenceColumn == events.map { String($0.seq) })
        #expect(writtenFrames == TraceCSV.frames(frames).dropFirst(TraceCSV.framesHeader.utf8.count + 1))
        #expect(writtenEvents == TraceCSV.events(events).dropFirst(TraceCSV.eventsHeader.utf8.count + 1))
    }

    /// The `view` column copies the name the row before wrote when it is the same `String`: rows that
    /// repeat, alternate and change names — small and heap-stored, empty, non-ASCII, 32 and 33 bytes,
    /// names that need quotes, and a variable appended to between rows (its old text is still in the
    /// memo) — have in their `view` field the name itself, or quoted by hand where RFC 4180 wants it, in
    /// both files of a batch.
    @Test func viewNamesRepeatedOrChangedAreWrittenAsTheirFieldText() throws {
        let thirtyTwo = String(repeating: "v", count: 32), thirtyThree = String(repeating: "w", count: 33)
        let heap = String(repeating: "h", count: 20)
        var growing = String(repeating: "g", count: 17)
        var names: [(name: String, field: String)] = []
        for name in ["list", "list", "outer", "list", "outer", "", "", "café", "café", thirtyTwo, thirtyTwo,
                     thirtyThree, thirtyThree, heap, heap, "list"] {
            names.append((name, name))
        }
        names += [("a,b", "\"a,b\""), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""), ("list", "list")]
        for _ in 0..<3 {
            names += [(growing, growing), (growing, growing)]
            growing += "g"
        }
        var frames: [FrameRecord] = [], events: [EventRecord] = []
        for (index, entry) in names.enumerated() {
            frames.append(FrameRecord(frame: index, time: 0.5, view: entry.name, offset: CGPoint(x: 0, y: 3),
                                      velocity: .zero, phase: .idle))
            events.append(EventRecord(seq: index, frame: index, time: 0.5, view: entry.name,
                                      callback: .scrollViewDidScroll, offset: CGPoint(x: 0, y: 3)))
        }
        let directory = NSTemporaryDirectory() + "/trace-view-memo-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let batch = OutputFileBatch(protecting: [])
        var framesFile = try batch.open(directory + "/frames.csv", label: "frames")
        var eventsFile = try batch.open(directory + "/events.csv", label: "events")
        for index in frames.indices {
            TraceCSV.writeFrameRow(frames[index], to: &framesFile)
            TraceCSV.writeEventRow(events[index], to: &eventsFile)
        }
        try batch.commit()
        let writtenFrames = try String(contentsOfFile: directory + "/frames.csv", encoding: .utf8)
        let writtenEvents = try String(contentsOfFile: directory + "/events.csv", encoding: .utf8)
        let expectedFrames = names.enumerated().map { "\($0.offset),0.5,\($0.element.field),0.0,3.0,0.0,0.0,idle\n" }
        #expect(writtenFrames == expectedFrames.joined())
        let eventLines = writtenEvents.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(eventLines.count == names.count)
        for (line, entry) in zip(eventLines, names.enumerated()) {
            #expect(line.hasPrefix("\(entry.offset),\(entry.offset),0.5,\(entry.element.field),scrollViewDidScroll,"),
                    "\(line)")
        }
        #expect(writtenEvents == TraceCSV.events(events).dropFirst(TraceCSV.eventsHeader.utf8.count + 1))
    }

    /// A column's integer memo copies a repeated number and counts up by one from the text it wrote
    /// last (carries, nine-digit numbers, negatives and jumps fall back to formatting): every text
    /// equals `String(value)`, through runs that cross 9 → 10 … 99,999,999 → 100,000,000, repeats,
    /// negatives and the extremes.
    @Test func integerMemoTextsAreTheDecimalTexts() {
        var values = Array(0...1_205) + Array(99_999_990...100_000_010) + Array(-5...5)
        values += [42, 42, 41, 43, 44, 44, 1_000_000, 999_999, 1_000_000, 1_000_001, Int.max, Int.min, 0, 1, 1, 2]
        values += (0..<500).flatMap { [$0 * 7, $0 * 7 + 1] }
        var memo = TraceIntegerMemo()
        var wrong: [String] = []
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * TraceNumber.workspaceLength) { buffer in
            for value in values {
                let count = TraceIntegerMemo.write(value, at: buffer.baseAddress!, memo: &memo)
                let text = String(decoding: UnsafeBufferPointer(start: buffer.baseAddress!, count: count), as: UTF8.self)
                if text != String(value) { wrong.append("\(value): \(text)") }
            }
        }
        #expect(wrong.isEmpty, "first differences: \(wrong.prefix(5))")
    }

    /// A velocity (a column `events.csv` never repeats) is written with the same text as any real but
    /// is not remembered, so it cannot displace the time and offset texts the next event row asks for.
    @Test func velocitiesAreWrittenWithoutFillingTheMemo() {
        let memo = TraceNumberMemo()
        let rowTexts = TraceCSV.rowTexts
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * TraceNumber.workspaceLength) { buffer in
            rowTexts.withUnsafeBufferPointer { texts in
                var cursor = TraceRowCursor(position: buffer.baseAddress!, memo: memo.storage, texts: texts.baseAddress!)
                cursor.write(1234 + 1.0 / 3)
                cursor.write(ascii: UInt8(ascii: ","))
                cursor.write(unrepeated: 0.025)
                let text = String(decoding: UnsafeBufferPointer(start: buffer.baseAddress!, count: cursor.position - buffer.baseAddress!),
                                  as: UTF8.self)
                #expect(text == "1234.3333333333333,0.025")
            }
        }
        let remembered: [UInt64] = withUnsafeBytes(of: memo.storage.pointee.entries) { raw in
            raw.bindMemory(to: TraceNumberMemo.Entry.self).map { $0.bits }
        }
        let offsetBits: UInt64 = (1234 + 1.0 / 3).bitPattern
        let filled: [UInt64] = remembered.filter { $0 != 0 }
        #expect(remembered.count == 32)
        #expect(filled == [offsetBits])
    }

    /// The word-at-a-time check finds a comma, quote, line feed or carriage return at every position of
    /// names of 0 to 40 bytes, and nothing in names without them (checked byte by byte).
    @Test func quotingBytesAreFoundAtEveryPosition() {
        for length in 0...40 {
            let plain = [UInt8]((0..<length).map { UInt8(65 + $0 % 26) })
            #expect(!plain.withUnsafeBufferPointer(TraceRowCursor.hasQuotingByte), "\(length)")
            for position in 0..<length {
                for special: UInt8 in [0x2C, 0x22, 0x0A, 0x0D] {
                    var bytes = plain
                    bytes[position] = special
                    #expect(bytes.withUnsafeBufferPointer(TraceRowCursor.hasQuotingByte), "\(length) \(position) \(special)")
                }
                var near = plain   // bytes next to the special ones in value: never quoting bytes
                near[position] = [0x2B, 0x2D, 0x21, 0x23, 0x09, 0x0B, 0x0C, 0x0E, 0xAC, 0xA2][position % 10]
                #expect(!near.withUnsafeBufferPointer(TraceRowCursor.hasQuotingByte), "\(length) \(position)")
            }
        }
    }
}
