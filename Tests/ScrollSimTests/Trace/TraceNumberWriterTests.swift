import Foundation
import Testing
@testable import ScrollSim

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
        #expect(real(5e-324) == "5e-324")
        #expect(real(.infinity) == "inf")
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
}
