import Testing
import ScrollSimCommandLine

/// The command-line rules both executables share (`scrollsim` and its subcommands, `ScrollBench`).
@Suite("Command-line rules shared by scrollsim and ScrollBench")
struct ArgumentScannerTests {
    func scan(_ arguments: [String], repeatable: [String] = []) throws(ArgumentError) -> ArgumentScanner {
        try ArgumentScanner(arguments, valueOptions: ["--out", "--tag"], flagOptions: ["--quick"],
                            repeatableOptions: repeatable)
    }

    func problem(_ arguments: [String]) -> String? {
        do {
            _ = try scan(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    @Test("both spellings of a value, flags, positionals in order, '-' is positional, '--' ends options, -h is help")
    func accepted() throws {
        let scanner = try scan(["a.json", "--out", "x", "-", "--quick", "--tag=t", "-h", "--", "--out", "b"])
        #expect(scanner.positionals == ["a.json", "-", "--out", "b"])
        #expect(scanner.options.map(\.name) == ["--out", "--tag"])
        #expect(scanner.value(of: "--out") == "x")
        #expect(scanner.value(of: "--tag") == "t")
        #expect(scanner.has("--quick"))
        #expect(scanner.wantsHelp)
    }

    @Test("a repeatable option keeps every value in order; value(of:) is the last")
    func repeatable() throws {
        let scanner = try scan(["--tag", "a", "--tag=b"], repeatable: ["--tag"])
        #expect(scanner.options.map(\.value) == ["a", "b"])
        #expect(scanner.value(of: "--tag") == "b")
    }

    @Test("each broken rule is one line naming the option")
    func problems() {
        #expect(problem(["--bogus"]) == "unknown option '--bogus'")
        #expect(problem(["--bogus=1"]) == "unknown option '--bogus'")
        #expect(problem(["--out"]) == "option '--out' needs a value")
        #expect(problem(["--out="]) == "option '--out' needs a non-empty value")
        #expect(problem(["--out", "a", "--out", "b"]) == "option '--out' given more than once")
        #expect(problem(["--quick", "--quick"]) == "option '--quick' given more than once")
        #expect(problem(["--quick=yes"]) == "option '--quick' takes no value")
    }

    @Test("a tool may word the value-on-a-flag problem itself")
    func flagValueWording() {
        #expect(throws: ArgumentError("--quick is a switch")) {
            try ArgumentScanner(["--quick=1"], valueOptions: [], flagOptions: ["--quick"],
                                flagValueProblem: { "\($0) is a switch" })
        }
    }

    @Test("exit codes: 0 success, 1 failure, 2 regression, sysexits.h 64, 65, 66, 73")
    func exitCodes() {
        #expect([ExitCode.success, .failure, .regression, .usage, .dataError, .noInput, .cannotCreate].map(\.rawValue)
                == [0, 1, 2, 64, 65, 66, 73])
    }
}
