import TestSupport
import Testing

@testable import TextUI

/// Runs the property tests' random cases and records what a check finds wrong.
///
/// Case `index` is a tree (at most three levels deep), a size and a store generated from
/// `seed + index`, so one case can be replayed alone, then taken through `steps` random
/// steps. `makeCheck` is called once per case (a check keeps its renderers for the case)
/// and the check it returns is given each state, the first and then the one after each
/// step, and returns what is wrong, if anything. A case stops at its first problem,
/// recorded with the seed, the case, the step, the change and the tree; the run stops
/// after `maximumFailures` of them.
@MainActor
func checkRandomCases(
  _ count: Int, seed: UInt64, steps: Int, maximumFailures: Int,
  _ makeCheck: () -> (_ view: SpecView, _ size: Size, _ step: Int) -> String?
) {
  var failures = 0
  for index in 0..<count {
    var generator = TreeGenerator(random: SeededGenerator(seed: seed &+ UInt64(index)))
    generator.maximumDepth = 3
    var tree = generator.tree()
    var size = generator.size()
    let store = Store()
    var stepper = TreeStepper(generator: generator)
    let check = makeCheck()
    for step in 0...steps {
      let change = step == 0 ? "first pass" : stepper.step(&tree, &size, store)
      guard let problem = check(SpecView(spec: tree, store: store), size, step) else {
        continue
      }
      failures += 1
      let context = "seed \(seed) case \(index) step \(step) (\(change)) at \(size)"
      Issue.record("\(context): \(problem)\ntree: \(tree)")
      if failures >= maximumFailures { return }
      break
    }
  }
}
