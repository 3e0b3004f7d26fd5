// The `scrollsim` command-line tool: parse → validate → run, see `ScrollSimCommand`.
import Foundation

exit(ScrollSimCommand.main(Array(CommandLine.arguments.dropFirst())))
