import Observation

/// An observable value a node owns and its tracked evaluations read, so that the renderer
/// can end the Observation registrations those evaluations leave in other objects.
///
/// `withObservationTracking(_:onChange:)` registers an evaluation with the registrar of
/// every object it read, and Observation's public API cannot cancel that: the
/// registrations stay until one of the properties read changes, and then all of them are
/// removed at once. Left alone, an evaluation over a long-lived service that never
/// changes would stay registered in the service for as long as the service lives, after
/// its node was evaluated again, evicted, or its renderer dropped (a preview or a test
/// renders with a new renderer every time).
///
/// So an evaluation also reads its node's lease, and the lease is a property the renderer
/// can change: ending the lease is a change to something the evaluation read, which
/// removes every registration the evaluation made, in every registrar. The change
/// handler is told the change is an ending (``Invalidations/end(_:)``), so it posts
/// nothing. A node's lease ends:
///
/// - before the node is evaluated again: the previous evaluation's registrations would
///   otherwise wait beside the new ones;
/// - when the node is released (evicted, or dropped with its renderer): the lease ends
///   itself as it is deinitialised.
///
/// Reading a lease is a registration of its own (an entry in the access list, an
/// observer in the lease's registrar), so only the evaluations that read observable
/// state should pay for one. That is not known until the evaluation has run, so the
/// renderer learns it per view type (``Readers``): a ``Container``'s evaluations hold a
/// lease from the first, and so do those of any other view type once one of its
/// evaluations has been seen reading observable state. The evaluation that taught it is
/// the one left unowned: its registrations stay until what it read changes.
final class ObservationLease: Observable {
  private let registrar = ObservationRegistrar()
  /// Where the handlers of the registrations post their changes.
  private let invalidations: Invalidations
  /// The evaluation (the node's ``Node/generation``) whose registrations hold the lease.
  private var generation: Int
  /// The tokens of the registrations that hold the lease: marked ended before it ends,
  /// so that their handlers post nothing.
  private var tokens: [Invalidations.Token] = []
  /// The property evaluations read, and the renderer changes to end them.
  private var term = 0

  private init(invalidations: Invalidations, generation: Int) {
    self.invalidations = invalidations
    self.generation = generation
  }

  deinit { end() }

  /// The lease an evaluation of `node` holds, ending the previous evaluation's; `nil`
  /// when evaluations of the node's view type are not known to read observable state.
  @MainActor static func forEvaluation(
    of node: Node, invalidations: Invalidations
  ) -> ObservationLease? {
    if let lease = node.observationLease {
      if lease.generation != node.generation {
        lease.end()
        lease.generation = node.generation
      }
      return lease
    }
    guard Readers.includes(node) else { return nil }
    let lease = ObservationLease(invalidations: invalidations, generation: node.generation)
    node.observationLease = lease
    return lease
  }

  /// Runs `evaluation`, reading the lease, so that ending the lease ends the
  /// registrations the evaluation makes.
  func holding<T>(_ evaluation: () -> T) -> T {
    registrar.access(self, keyPath: \.term)
    return evaluation()
  }

  /// The change handler for an evaluation of `node` that read observable state: it
  /// posts `token`, unless the renderer ended the evaluation's registrations.
  ///
  /// Called (through `withObservationTracking`'s `onChange` autoclosure) only after an
  /// evaluation that read something, which is how ``Readers`` learns the view types that
  /// do.
  @MainActor static func changeHandler(
    for node: Node, leasedBy lease: ObservationLease?, invalidations: Invalidations
  ) -> @Sendable () -> Void {
    let token = Invalidations.Token(node: node, generation: node.generation)
    if let lease {
      lease.tokens.append(token)
    } else {
      Readers.add(node)
    }
    return { invalidations.post(token) }
  }

  /// Ends the registrations that hold the lease; nothing is posted for them.
  private func end() {
    guard !tokens.isEmpty else { return }
    invalidations.end(tokens)
    tokens.removeAll(keepingCapacity: true)
    registrar.withMutation(of: self, keyPath: \.term) { term &+= 1 }
  }
}

extension ObservationLease {
  /// The node types whose evaluations hold a lease: those of containers, and of any view
  /// type one of whose evaluations has read observable state.
  ///
  /// Learned once for the process (a type reads services or it does not), so that a new
  /// renderer, a preview or a test renders with leases from its first pass. Keyed by the
  /// node's class: `ViewNode<V>` is a class per view type.
  @MainActor enum Readers {
    /// (Unchecked, as the pass's variables are: read once per evaluation on the main
    /// actor, never while another access is open.)
    @exclusivity(unchecked) private static var holdsLease: [ObjectIdentifier: Bool] = [:]

    /// Whether evaluations of `node`'s view type hold a lease.
    static func includes(_ node: Node) -> Bool {
      let type = ObjectIdentifier(Swift.type(of: node))
      if let known = holdsLease[type] { return known }
      let isContainer = node is any ContainerNode
      holdsLease[type] = isContainer
      return isContainer
    }

    /// Notes that an evaluation of `node`'s view type read observable state.
    static func add(_ node: Node) {
      holdsLease[ObjectIdentifier(Swift.type(of: node))] = true
    }
  }
}

/// A node for a ``Container``: its evaluations hold a lease from the first.
private protocol ContainerNode {}

extension ViewNode: ContainerNode where V: Container {}
