import Foundation

// stratus-bench: times the engine and the app and prints tables, or JSON lines.
// Top-level code runs on the main actor, where the rendering APIs live.

switch Arguments.parse(CommandLine.arguments.dropFirst()) {
case .help:
  print(Arguments.usage)
case .failure(let message):
  StandardError.print("stratus-bench: \(message)\n\(Arguments.usage)")
  exit(64)  // EX_USAGE
case .run(let arguments):
  // Not top-level `await`, which makes `main` end in `dispatch_main()`: valgrind cannot
  // follow a main thread that exits that way. The main run loop serves the main actor
  // just as well, and the task exits the process when it is done.
  Task { @MainActor in exit(await BenchmarkRun(arguments: arguments).run()) }
  RunLoop.main.run()
}
