/// A value that must never be shown: it prints as `<redacted>` in a render trace, in
/// `print`, in `dump` and in string interpolation.
///
/// Mark a property secret with the ``Secret`` wrapper, or conform a type that is always
/// secret (an API key) to this protocol; the trace then names the field that changed
/// but never shows its value.
public protocol SecretValue {}

/// A property that holds a secret; see ``SecretValue``.
///
/// ```swift
/// struct AccountRow: View {
///   var name: String
///   @Secret var apiKey: String
///   var body: some View { Text(name) }
/// }
/// ```
///
/// A secret still takes part in `==`, so a view whose secret changed is evaluated again;
/// only its value is hidden.
@propertyWrapper
public struct Secret<Value>: SecretValue {
  /// The secret value.
  public var wrappedValue: Value

  /// Wraps `wrappedValue`; Swift calls it to initialise a property declared `@Secret`.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }
}

extension Secret: Equatable where Value: Equatable {}
extension Secret: Hashable where Value: Hashable {}
extension Secret: Sendable where Value: Sendable {}

extension Secret: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// `<redacted>`, so string interpolation and `print` never show the value.
  public var description: String { TraceValue.redacted }
  /// `<redacted>`, so `debugPrint` and the debugger's summary never show the value.
  public var debugDescription: String { TraceValue.redacted }
  /// A mirror with no children, so `dump` and any other reflection cannot reach the
  /// value.
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
