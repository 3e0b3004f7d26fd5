import Foundation
import Testing
@testable import ScrollSim
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The output writer: all outputs or none, nothing but regular files replaced, inputs protected.
@Suite("OutputFileBatch: all or nothing, regular files only, inputs protected")
struct OutputFileBatchTests {
    static func temporaryDirectory(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("scrollsim-batch-\(ProcessInfo.processInfo.processIdentifier)-\(label)")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func contents(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// Three outputs over three existing files; the third rename fails. The first two were already in
    /// place: both are put back as they were, and no temporary or backup file is left.
    @Test func aFailedCommitRestoresEveryEarlierOutput() throws {
        let directory = try Self.temporaryDirectory("rollback")
        defer { try? FileManager.default.removeItem(at: directory) }
        let names = ["a.csv", "b.csv", "c.csv"]
        for name in names { try Data("old \(name)\n".utf8).write(to: directory.appendingPathComponent(name)) }
        let batch = OutputFileBatch(protecting: [])
        var renames = 0
        batch.renameFunction = { from, to in
            // Backups are hard links; only the temporary files are renamed (then the restores).
            if from.contains(".tmp-") {
                renames += 1
                if renames == 3 { errno = EIO; return -1 }
            }
            return rename(from, to)
        }
        for name in names {
            let file = try batch.open(directory.appendingPathComponent(name).path, label: name)
            file.write("new \(name)\n")
        }
        #expect(throws: OutputFileBatch.Failure.self) { try batch.commit() }
        #expect(renames == 3)
        for name in names {
            #expect(try Self.contents(directory.appendingPathComponent(name)) == "old \(name)\n")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(left == names)
    }

    @Test func aCommitReplacesEveryOutputAndLeavesNoTemporaryFile() throws {
        let directory = try Self.temporaryDirectory("commit")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("old\n".utf8).write(to: directory.appendingPathComponent("a.csv"))
        let batch = OutputFileBatch(protecting: [])
        try batch.open(directory.appendingPathComponent("a.csv").path, label: "a").write("new a\n")
        try batch.open(directory.appendingPathComponent("b.csv").path, label: "b").write("new b\n")
        try batch.commit()
        #expect(try Self.contents(directory.appendingPathComponent("a.csv")) == "new a\n")
        #expect(try Self.contents(directory.appendingPathComponent("b.csv")) == "new b\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["a.csv", "b.csv"])
    }

    /// The input under another name — a symbolic link, a hard link, a path through `..` — is the same
    /// device and inode: refused as `.sameAsInput`, and the input is untouched.
    @Test func anOutputThatIsTheInputUnderAnyNameIsRefused() throws {
        let directory = try Self.temporaryDirectory("input")
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("scenario.json")
        try Data("{}\n".utf8).write(to: input)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("soft.csv").path,
                                                   withDestinationPath: "scenario.json")
        #expect(link(input.path, directory.appendingPathComponent("hard.csv").path) == 0)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let spellings = ["soft.csv", "hard.csv", "sub/../scenario.json"].map { directory.appendingPathComponent($0).path }
        for spelling in spellings {
            let batch = OutputFileBatch(protecting: [input.path])
            do {
                _ = try batch.open(spelling, label: "--frames")
                Issue.record("\(spelling) was accepted")
            } catch {
                #expect(error.kind == .sameAsInput, "\(spelling): \(error)")
            }
        }
        #expect(try Self.contents(input) == "{}\n")
    }

    /// A FIFO and a directory are refused (`.cannotCreate`) and stay what they were.
    @Test func aFIFOOrADirectoryIsRefusedAndKept() throws {
        let directory = try Self.temporaryDirectory("special")
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let batch = OutputFileBatch(protecting: [])
        for path in [fifo, directory.path] {
            do {
                _ = try batch.open(path, label: "--frames")
                Issue.record("\(path) was accepted")
            } catch {
                #expect(error.kind == .cannotCreate)
            }
        }
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["fifo"])
    }

    /// A character device is written in place, never replaced: a private null device (major 1, minor 3
    /// on Linux) made in a temporary directory, so that a regression cannot harm the system's
    /// `/dev/null`. Making a device node needs root; elsewhere the test says so and stops.
    @Test func aCharacterDeviceIsWrittenInPlace() throws {
        #if os(Linux)
        let directory = try Self.temporaryDirectory("device")
        defer { try? FileManager.default.removeItem(at: directory) }
        let device = directory.appendingPathComponent("null").path
        guard mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0 else {
            print("aCharacterDeviceIsWrittenInPlace: skipped: cannot make a device node here (\(String(cString: strerror(errno))))")
            return
        }
        var before = stat()
        #expect(stat(device, &before) == 0)
        let batch = OutputFileBatch(protecting: [])
        try batch.open(device, label: "--frames").write("frame,time\n")
        try batch.commit()
        var after = stat()
        #expect(stat(device, &after) == 0)
        #expect((after.st_mode & S_IFMT) == S_IFCHR)
        #expect(after.st_ino == before.st_ino && after.st_rdev == before.st_rdev)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["null"])
        #else
        print("aCharacterDeviceIsWrittenInPlace: skipped: the device number encoding is Linux's")
        #endif
    }
}
