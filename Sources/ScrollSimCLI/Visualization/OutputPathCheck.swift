import Foundation
import ScrollSim

/// The usage check the visual commands share: an output file must not be the scenario file, under any
/// spelling or link (compared by device and inode, as `scrollsim run` does).
enum OutputPathCheck {
    static func differs(_ output: String?, from file: String, command: any Command.Type) throws(CommandError) {
        guard let output else { return }
        let sameSpelling = URL(fileURLWithPath: output).standardizedFileURL == URL(fileURLWithPath: file).standardizedFileURL
        let input = OutputFileBatch.identity(of: file)
        if sameSpelling || (input != nil && OutputFileBatch.identity(of: output) == input) {
            throw .usage("the output file '\(output)' is the scenario file itself", command: command)
        }
    }
}
