import Foundation

/// How much memory an object holds, as the growth of the process's resident memory
/// while it is alive.
///
/// Resident memory counts pages, not bytes, and the allocator may reuse memory freed
/// earlier, so small figures are approximate (a renderer for a handful of views may
/// show 0); large ones (a renderer holding thousands of nodes) are what the column is
/// for. Read from `/proc/self/statm`, so Linux only; elsewhere there is no figure.
enum HeapUsage {
  /// The process's resident memory now, in bytes, or `nil` where it cannot be read.
  static func residentBytes() -> Int? {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return nil
    }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// The resident memory `make` adds, measured while the object it returns is alive.
  static func held<T: AnyObject>(_ make: () -> T) -> Int? {
    guard let before = residentBytes() else { return nil }
    let object = make()
    let after = residentBytes()
    return withExtendedLifetime(object) { after.map { max(0, $0 - before) } }
  }
}
