import Testing
import ScrollBenchCore

/// Command-line parsing: every flag in both spellings, the --quick defaults, and usage errors for bad
/// values (the executable exits 64 on any of them; see ScrollBenchExecutableTests).
@Suite("BenchOptions parsing")
struct BenchOptionsTests {
    func parse(_ arguments: String...) throws -> BenchOptions {
        try BenchOptions.parse(arguments)
    }

    /// The message of the usage error `arguments` throw, or `nil` if they parse.
    func usageError(_ arguments: String...) -> String? {
        do {
            _ = try BenchOptions.parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    @Test("no arguments: all scenarios, 10³…10⁶ items, 120 Hz, 5 repetitions, 10 % and 1 µs thresholds")
    func defaults() throws {
        let options = try parse()
        #expect(options.filter == nil)
        #expect(options.items == [1_000, 10_000, 100_000, 1_000_000])
        #expect(options.refreshRate == 120)
        #expect(options.repetitions == 5)
        #expect(options.frames == nil)
        #expect(options.jsonPath == nil)
        #expect(options.comparePath == nil)
        #expect(options.thresholdPercent == 10)
        #expect(options.thresholdMicroseconds == 1)
        #expect(!options.quick && !options.list && !options.help)
        #expect(options == BenchOptions())
    }

    @Test("every value flag, as --option value and as --option=value")
    func everyFlag() throws {
        let separate = try parse("--filter", "fling", "--items", "2000,500", "--refresh-rate", "60",
                                 "--repetitions", "3", "--frames", "250", "--json", "out.json",
                                 "--compare", "base.json", "--threshold", "15", "--threshold-abs", "0.5")
        let inline = try parse("--filter=fling", "--items=2000,500", "--refresh-rate=60", "--repetitions=3",
                               "--frames=250", "--json=out.json", "--compare=base.json", "--threshold=15",
                               "--threshold-abs=0.5")
        #expect(separate == inline)
        #expect(separate.filter == "fling")
        #expect(separate.items == [2_000, 500])
        #expect(separate.refreshRate == 60)
        #expect(separate.repetitions == 3)
        #expect(separate.frames == 250)
        #expect(separate.jsonPath == "out.json")
        #expect(separate.comparePath == "base.json")
        #expect(separate.thresholdPercent == 15)
        #expect(separate.thresholdMicroseconds == 0.5)
    }

    @Test("counts accept 1_000 and integral 1e6; --threshold accepts a trailing %")
    func numberSpellings() throws {
        #expect(try parse("--items", "1_000, 1e4,1e6").items == [1_000, 10_000, 1_000_000])
        #expect(try parse("--frames", "1e3").frames == 1_000)
        #expect(try parse("--items", "1.5e3").items == [1_500])
        #expect(try parse("--threshold", "5%").thresholdPercent == 5)
        #expect(try parse("--threshold", "0").thresholdPercent == 0)
        #expect(try parse("--threshold-abs", "0").thresholdMicroseconds == 0)
        #expect(try parse("--refresh-rate", "1").refreshRate == 1)
        #expect(try parse("--refresh-rate", "1000").refreshRate == 1_000)
        #expect(try parse("--items", "100000000").items == [100_000_000])
    }

    @Test("--quick: 10³ and 10⁴ items and 1 repetition, unless given, in either order")
    func quick() throws {
        let quick = try parse("--quick")
        #expect(quick.quick)
        #expect(quick.items == [1_000, 10_000])
        #expect(quick.repetitions == 1)
        #expect(try parse("--quick", "--items", "5000").items == [5_000])
        #expect(try parse("--repetitions", "3", "--quick").repetitions == 3)
        #expect(try parse("--quick", "--repetitions=3").items == [1_000, 10_000])
    }

    @Test("--list, --help and -h")
    func switches() throws {
        #expect(try parse("--list").list)
        #expect(try parse("--help").help)
        #expect(try parse("-h").help)
    }

    @Test("bad values are usage errors naming the option",
          arguments: [
              ["--filter", ""], ["--filter"],
              ["--items", "0"], ["--items", "-5"], ["--items", "1.5"], ["--items", "abc"], ["--items", ""],
              ["--items", "1000,"], ["--items", "1000,1000"], ["--items", "1e9"],
              ["--refresh-rate", "0"], ["--refresh-rate", "1001"], ["--refresh-rate", "nan"],
              ["--refresh-rate", "inf"], ["--refresh-rate", "fast"],
              ["--repetitions", "0"], ["--repetitions", "-1"], ["--repetitions", "2.5"],
              ["--frames", "0"], ["--frames", "many"],
              ["--threshold", "-1"], ["--threshold", "ten"], ["--threshold-abs", "-0.1"], ["--threshold-abs", "nan"],
              ["--json"], ["--compare"],
          ])
    func badValues(arguments: [String]) {
        var message: String?
        do {
            _ = try BenchOptions.parse(arguments)
        } catch {
            message = error.message
        }
        #expect(message != nil, "\(arguments) should be a usage error")
        #expect(message?.contains(arguments[0]) == true, "message: \(message ?? "none")")
    }

    @Test("unknown arguments, positional words and values on switches are usage errors")
    func unknownArguments() {
        #expect(usageError("--fast") == "unknown option '--fast'")
        #expect(usageError("fling") == "unexpected argument 'fling'")
        #expect(usageError("--quick=yes") == "option '--quick' takes no value")
        #expect(usageError("--list=1") == "option '--list' takes no value")
        #expect(usageError("--json") == "option '--json' needs a value")
        #expect(usageError("--frames", "10", "--frames=20") == "option '--frames' given more than once")
        #expect(usageError("--items", "1000,1000") == "--items lists 1000 twice")
    }
}
