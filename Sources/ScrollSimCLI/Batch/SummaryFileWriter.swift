import ScrollSim

/// Writes the `--summary` file line by line as the batch goes, so memory stays flat however long the
/// batch: an ``OutputFile`` of an ``OutputFileBatch`` (a reused 64 KiB buffer, a temporary file renamed
/// into place at the end, or a character device written in place), so a reader never sees a
/// half-written summary and a failed batch leaves the previous file as it was.
final class SummaryFileWriter {
    let path: String
    private let batch: OutputFileBatch
    private let file: OutputFile

    /// Opens the summary file; `inputs` (the scenario or sweep files) are never written over.
    init(path: String, protecting inputs: [String]) throws(CommandError) {
        self.path = path
        batch = OutputFileBatch(protecting: inputs)
        do {
            file = try batch.open(path, label: "--summary")
        } catch {
            throw CommandError(exitCode: error.kind == .sameAsInput ? .usage : .cannotCreate, message: error.message)
        }
    }

    /// Appends one line.
    func append(_ line: String) {
        file.write(line)
        file.write("\n")
    }

    /// Writes the rest and puts the file in place.
    func commit() throws(CommandError) {
        do {
            try batch.commit()
        } catch {
            throw CommandError(exitCode: .cannotCreate, message: error.message)
        }
    }
}
