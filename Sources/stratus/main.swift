import Application
import Presentation
import TextSnapshots
import TextUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The stratus command-line tool. The issue "The stratus command-line tool" grows it into
// render, preview, script, run and snapshots; for now it renders the Now screen.

let arguments = Array(CommandLine.arguments.dropFirst())
let command: Command
do {
  command = try Command(parsing: arguments)
} catch {
  var standardError = StandardError()
  print("stratus: \(error.message)", to: &standardError)
  print(Command.usage, to: &standardError)
  exit(64)  // EX_USAGE
}

switch command {
case .help:
  print(Command.usage)
case .render(let screen, let width, let height, let fenced, let ascii):
  let configuration = AppConfiguration(
    size: Size(width: width, height: height), glyphs: ascii ? .ascii : .unicode)
  do {
    let frame = try await screen.render(configuration)
    print(fenced ? SnapshotFormat.fenced(frame) : frame.text(), terminator: fenced ? "" : "\n")
  } catch {
    var standardError = StandardError()
    print("stratus: \(error)", to: &standardError)
    exit(64)  // EX_USAGE: the configuration named something that does not exist
  }
}
