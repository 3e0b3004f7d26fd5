import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes output files so that nothing half-written is ever left behind: every file goes to a temporary
/// file in its destination's directory first; only when all were written are they renamed into place
/// (`rename(2)`, atomic within a directory). On any failure the temporary files are removed.
enum AtomicFileWriter {
    /// One file to write.
    struct Output {
        var path: String
        var contents: String
    }

    /// A write failure, naming the file.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func write(_ outputs: [Output]) throws(Failure) {
        var temporaries: [String] = []
        func cleanUp() {
            for temporary in temporaries { unlink(temporary) }
        }
        for (index, output) in outputs.enumerated() {
            let url = URL(fileURLWithPath: output.path)
            let temporary = url.deletingLastPathComponent()
                .appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())-\(index)").path
            guard FileManager.default.createFile(atPath: temporary, contents: Data(output.contents.utf8)) else {
                cleanUp()
                throw Failure(description: "cannot write '\(output.path)': "
                              + (directoryExists(url.deletingLastPathComponent().path)
                                 ? "cannot create a file in its directory" : "its directory does not exist"))
            }
            temporaries.append(temporary)
        }
        for (index, output) in outputs.enumerated() {
            if rename(temporaries[index], output.path) != 0 {
                let reason = String(cString: strerror(errno))
                cleanUp()
                throw Failure(description: "cannot write '\(output.path)': \(reason)")
            }
            temporaries[index] = ""
        }
    }

    private static func directoryExists(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path.isEmpty ? "." : path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }
}
