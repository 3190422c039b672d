import Foundation

// The program is a thin shell: `WorkbookCommand` parses, runs and prints.
var output = Output.standard
exit(WorkbookCommand.run(Array(CommandLine.arguments.dropFirst()), output: &output))
