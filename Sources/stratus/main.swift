import Application
import TextSnapshots

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The stratus command-line tool. The issue "The stratus command-line tool" grows it into
// render, preview, script, run and snapshots; for now it renders the Now screen.

let arguments = Array(CommandLine.arguments.dropFirst())
do {
  let command = try Command(parsing: arguments)
  switch command {
  case .help:
    print(Command.usage)
  case .render(let screen, let width, let height, let fenced):
    let frame = screen.render(width: width, height: height)
    print(fenced ? SnapshotFormat.fenced(frame) : frame.text(), terminator: fenced ? "" : "\n")
  }
} catch {
  var standardError = StandardError()
  print("stratus: \(error.message)", to: &standardError)
  print(Command.usage, to: &standardError)
  exit(64)  // EX_USAGE
}
