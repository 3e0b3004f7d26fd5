import Testing
@testable import ScrollSimVisualization

@Suite("Plot numbers and axes")
struct PlotNumberTests {
    @Test("fixed decimals round half away from zero and drop trailing zeros")
    func fixedDecimals() {
        #expect(PlotNumber.fixed(12.5, decimals: 2) == "12.5")
        #expect(PlotNumber.fixed(2.005, decimals: 1) == "2")
        #expect(PlotNumber.fixed(0.125, decimals: 2) == "0.13")
        #expect(PlotNumber.fixed(-0.001, decimals: 2) == "0")
        #expect(PlotNumber.fixed(-3.25, decimals: 1) == "-3.3")
        #expect(PlotNumber.fixed(4156, decimals: 3) == "4156")
    }

    @Test("nanoseconds print as microseconds with three decimals exactly")
    func microseconds() {
        #expect(PlotNumber.microseconds(nanoseconds: 8_333_333) == "8333.333")
        #expect(PlotNumber.microseconds(nanoseconds: 5) == "0.005")
        #expect(PlotNumber.microseconds(nanoseconds: -1_500) == "-1.500")
        #expect(PlotNumber.microseconds(nanoseconds: 0) == "0.000")
    }

    @Test("a linear axis steps by 1, 2 or 5 × 10^k and covers the data")
    func linearAxis() {
        // 3710 … 4182.333 in about 6 ticks: rough step 78.7 → 100; widened to whole ticks 3700 … 4200.
        let axis = LinearAxis(minimum: 3710, maximum: 4182.333, targetTicks: 6)
        #expect(axis.step == 100)
        #expect(axis.lower == 3700)
        #expect(axis.upper == 4200)
        #expect(axis.ticks == [3700, 3800, 3900, 4000, 4100, 4200])
        #expect(axis.label(4000) == "4000")
        // −2000 … 0 in about 4 ticks: rough 500 → 500.
        let velocity = LinearAxis(minimum: -2000, maximum: 0, targetTicks: 4)
        #expect(velocity.step == 500)
        #expect(velocity.label(-1500) == "\u{2212}1500")
        // 0 … 0.9 s in about 10 ticks: rough 0.09 → 0.1, one decimal.
        let time = LinearAxis(minimum: 0, maximum: 0.9, targetTicks: 10)
        #expect(time.step == 0.1)
        #expect(time.decimals == 1)
        #expect(time.label(0.3) == "0.3")
    }

    @Test("a degenerate range still gets an axis around the value")
    func degenerateAxis() {
        let axis = LinearAxis(minimum: 0, maximum: 0, targetTicks: 4)
        #expect(axis.lower <= -1 && axis.upper >= 1)
    }

    @Test("a log axis covers whole decades and maps decades evenly")
    func logAxis() {
        let axis = LogAxis(minimum: 0.19, maximum: 8333.3)
        #expect(axis.lowerExponent == -1)
        #expect(axis.upperExponent == 4)
        #expect(axis.position(1, from: 0, to: 500) == 100)
        #expect(axis.position(1000, from: 0, to: 500) == 400)
        #expect(axis.label(0.1) == "0.1")
        #expect(axis.label(10000) == "10\u{2009}000")
    }

    @Test("XML escaping covers markup characters and control characters")
    func escaping() {
        #expect(XMLText.escape("a<b & \"c\" 'd'>") == "a&lt;b &amp; &quot;c&quot; &#39;d&#39;&gt;")
        #expect(XMLText.escape("x\u{1}y") == "x\u{FFFD}y")
    }

    @Test("JSON strings escape quotes, controls and HTML-significant characters")
    func jsonStrings() {
        #expect(JSONText.string("a\"b\\c\n</script>") == "\"a\\\"b\\\\c\\n\\u003c/script\\u003e\"")
        // Without the HTML escapes only what RFC 8259 requires is escaped (the batch summary's form).
        #expect(JSONText.string("a\"b\\c\n</script>&\u{2028}\u{1}", htmlSafe: false)
                == "\"a\\\"b\\\\c\\n</script>&\u{2028}\\u0001\"")
        #expect(JSONText.detailValue("2.0") == "2.0")
        #expect(JSONText.detailValue("-1e-05") == "-1e-05")
        #expect(JSONText.detailValue("true") == "true")
        #expect(JSONText.detailValue(".5") == "\".5\"")
        #expect(JSONText.detailValue("nan") == "\"nan\"")
    }
}
