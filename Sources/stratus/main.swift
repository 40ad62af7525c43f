#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The stratus command-line tool: see `Stratus` for the commands, and `stratus --help`.
let status = await Stratus.main(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
