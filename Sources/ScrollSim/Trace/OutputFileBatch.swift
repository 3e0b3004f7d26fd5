import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A set of output files written together, safely: all of them or none.
///
/// - A **regular file** (or a path that does not exist yet) is written to a temporary file in its
///   directory (`.NAME.tmp-PID-N`, created exclusively); ``commit()`` renames every temporary file into
///   place. An existing file is first kept as a hard link `.NAME.bak-PID-N` (moved aside where hard
///   links are not supported), so if a later rename fails every earlier output is put back as it was
///   before the run; the backups are removed after success. ``discard()`` (or a failed commit) removes
///   the temporary files: nothing of the batch is left.
/// - A **symbolic link** is followed: the file it resolves to is the output (the link stays); a link to
///   nothing is refused.
/// - A **character device** (`/dev/null`, a terminal) is written in place as the run goes: it is never
///   replaced, and it has no contents to restore, so what a failed run wrote to it stays written.
/// - Anything else (a directory, a FIFO, a socket, a block device) is **refused**
///   (``Failure/Kind/cannotCreate``): it is never replaced by a regular file.
/// - An output that is one of the protected **input files** — by device and inode, so through any
///   spelling, symbolic link or hard link — is refused (``Failure/Kind/sameAsInput``); so are two
///   outputs that are the same file.
public final class OutputFileBatch {
    /// Why an output cannot be written.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// The kind, which a tool maps to its exit status.
        public enum Kind: Sendable, Equatable {
            /// The output is an input file, or two outputs are the same file (a usage error: 64).
            case sameAsInput
            /// The output cannot be created or replaced (sysexits `EX_CANTCREAT`: 73).
            case cannotCreate
        }
        /// The kind of failure.
        public var kind: Kind
        /// One line naming the file and the reason.
        public var message: String
        /// The message.
        public var description: String { message }
    }

    /// A file's identity: device and inode (`stat(2)`), the same through every name of the file.
    public struct FileIdentity: Hashable, Sendable {
        /// `st_dev`.
        public var device: UInt64
        /// `st_ino`.
        public var inode: UInt64
    }

    /// One output of the batch.
    private struct Entry {
        var file: OutputFile
        /// Where the data ends up (the symbolic link resolved).
        var target: String
        /// The temporary file, or `nil` for a character device written in place.
        var temporary: String?
        /// The identity used to detect a second output naming the same file.
        var identity: Identity
    }

    /// An existing file's identity, or a file to be created: its directory's identity and its name.
    private enum Identity: Hashable {
        case existing(FileIdentity)
        case new(directory: FileIdentity, name: String)
    }

    private var entries: [Entry] = []
    private let inputs: [(path: String, identity: FileIdentity)]
    private var finished = false
    /// The memo of recently written numbers that every file of the batch shares (a trace's `events.csv`
    /// rows repeat numbers of the `frames.csv` rows written just before them).
    private let numberMemo = TraceNumberMemo()
    private static let counter = Counter()

    /// `rename(2)`; replaceable by tests to make a commit fail part-way.
    var renameFunction: (String, String) -> Int32 = { rename($0, $1) }

    /// A batch that never writes over `inputs` (paths that cannot be examined are ignored: they cannot be
    /// the same file as an output either).
    public init(protecting inputs: [String]) {
        self.inputs = inputs.compactMap { path in Self.identity(of: path).map { (path, $0) } }
    }

    deinit { discard() }

    /// The identity of the file at `path` (symbolic links followed), or `nil` if there is none.
    public static func identity(of path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
    }

    /// Opens an output at `path`; `label` (such as `--frames`) names it in messages.
    /// - Throws: ``Failure`` (`.sameAsInput`: an input file or an output already in the batch;
    ///   `.cannotCreate`: a directory, FIFO, socket or block device, a missing directory, a dangling
    ///   link, no permission).
    public func open(_ path: String, label: String) throws(Failure) -> OutputFile {
        func refuse(_ reason: String) -> Failure {
            Failure(kind: .cannotCreate, message: "cannot write \(label) '\(path)': \(reason)")
        }
        var info = stat()
        var target = path
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
            guard let resolved = realpath(path, nil) else {
                throw refuse("it is a symbolic link to nothing")
            }
            target = String(cString: resolved)
            free(resolved)
        }
        let identity: Identity
        var existingMode: mode_t?
        var isCharacterDevice = false
        if stat(target, &info) == 0 {
            let file = FileIdentity(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
            if let input = inputs.first(where: { $0.identity == file }) {
                throw Failure(kind: .sameAsInput,
                              message: "the output file \(label) '\(path)' is the input file '\(input.path)' (the same file on disk)")
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG: existingMode = info.st_mode & 0o7777
            case S_IFCHR: isCharacterDevice = true
            case S_IFDIR: throw refuse("it is a directory")
            case S_IFIFO: throw refuse("it is a FIFO (named pipe); only a regular file or a character device is written")
            case S_IFSOCK: throw refuse("it is a socket; only a regular file or a character device is written")
            case S_IFBLK: throw refuse("it is a block device; only a regular file or a character device is written")
            default: throw refuse("it is not a regular file")
            }
            identity = .existing(file)
        } else if errno == ENOENT {
            let directory = Self.directory(of: target)
            guard stat(directory, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
                throw refuse("its directory '\(directory)' does not exist")
            }
            identity = .new(directory: FileIdentity(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino)),
                            name: Self.lastComponent(of: target))
        } else {
            throw refuse(OutputFile.errorText())
        }
        if let other = entries.first(where: { $0.identity == identity }) {
            throw Failure(kind: .sameAsInput, message: "\(label) '\(path)' and '\(other.file.path)' are the same file")
        }

        let descriptor: Int32
        var temporary: String?
        if isCharacterDevice {
            descriptor = openFile(target, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw refuse(OutputFile.errorText()) }
        } else {
            let name = Self.lastComponent(of: target)
            let path = Self.directory(of: target) + "/.\(name).tmp-\(getpid())-\(Self.counter.next())"
            descriptor = openFile(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { throw refuse("cannot create a file in its directory: \(OutputFile.errorText())") }
            if let existingMode { _ = fchmod(descriptor, existingMode) }
            temporary = path
        }
        let file = OutputFile(path: path, descriptor: descriptor, memo: numberMemo)
        entries.append(Entry(file: file, target: target, temporary: temporary, identity: identity))
        return file
    }

    /// Puts every output in place: all of them, or — if anything fails — none (every earlier output of
    /// the batch is restored as it was). Character devices were written as the run went.
    /// - Throws: ``Failure`` (`.cannotCreate`) naming the output that failed.
    public func commit() throws(Failure) {
        guard !finished else { return }
        for entry in entries {
            entry.file.close()
            if let failure = entry.file.failure {
                discard()
                throw Failure(kind: .cannotCreate, message: "cannot write '\(entry.file.path)': \(failure); no output was changed")
            }
        }
        // Each output in turn: keep the old file as a backup, rename the new one over it. The first
        // failure stops the loop; then every output done so far is put back.
        var done: [(target: String, backup: String?)] = []
        var failure: (path: String, reason: String)?
        for entry in entries {
            guard let temporary = entry.temporary else { continue }
            var info = stat()
            var backup: String?
            if lstat(entry.target, &info) == 0 {
                guard (info.st_mode & S_IFMT) == S_IFREG else {
                    failure = (entry.file.path, "it is no longer a regular file")
                    break
                }
                let path = Self.directory(of: entry.target)
                    + "/.\(Self.lastComponent(of: entry.target)).bak-\(getpid())-\(Self.counter.next())"
                guard link(entry.target, path) == 0 || renameFunction(entry.target, path) == 0 else {
                    failure = (entry.file.path, "cannot keep a copy of the old file: \(OutputFile.errorText())")
                    break
                }
                backup = path
            }
            done.append((entry.target, backup))
            if renameFunction(temporary, entry.target) != 0 {
                failure = (entry.file.path, OutputFile.errorText())
                break
            }
        }
        if let failure {
            for step in done.reversed() {
                if let backup = step.backup {
                    // rename(2) does nothing when both names are links to one file (a backup made by
                    // link(2) whose target was never replaced): the unlink then drops the spare name.
                    _ = renameFunction(backup, step.target)
                    unlink(backup)
                } else {
                    unlink(step.target)
                }
            }
            discard()
            throw Failure(kind: .cannotCreate, message: "cannot write '\(failure.path)': \(failure.reason); no output was changed")
        }
        for step in done { if let backup = step.backup { unlink(backup) } }
        finished = true
        entries.removeAll()
    }

    /// Abandons the batch: closes every output and removes the temporary files (idempotent).
    public func discard() {
        for entry in entries {
            entry.file.close()
            if let temporary = entry.temporary { unlink(temporary) }
        }
        entries.removeAll()
        finished = true
    }

    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }
}

@inline(__always) private func openFile(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
    open(path, flags, mode)
}
