import Foundation

/// The usage check the visual commands share: an output file must not be the scenario file.
enum OutputPathCheck {
    static func differs(_ output: String?, from file: String, command: any Command.Type) throws(CommandError) {
        guard let output else { return }
        if URL(fileURLWithPath: output).standardizedFileURL == URL(fileURLWithPath: file).standardizedFileURL {
            throw .usage("the output file '\(output)' is the scenario file itself", command: command)
        }
    }
}
