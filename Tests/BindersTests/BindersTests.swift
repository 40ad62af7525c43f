// Tests for Binders arrive with the issue that fills the module; this target exists now so
// the package has one test target per library target, as DESIGN.md §1 lays out.
import Testing

@testable import Binders
