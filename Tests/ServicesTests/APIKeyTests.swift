import Foundation
import Testing

@testable import Services

@Suite struct APIKeyTests {
  let secret = "sk-live-5f1e9c"
  var account: Account {
    Account(
      id: "work", displayName: "Work", apiKey: APIKey(secret),
      home: Location(
        name: "Oslo", country: "Norway", latitude: 59.9127, longitude: 10.7461,
        timeZoneID: "Europe/Oslo"))
  }

  @Test func keyNeverAppearsInAnyTextualForm() {
    let key = APIKey(secret)
    var dumped = ""
    dump(account, to: &dumped)
    let forms = [
      String(describing: key), String(reflecting: key), "\(key)",
      String(describing: account), String(reflecting: account), "\(account)", dumped,
      String(describing: Optional(key)), String(describing: [key]),
    ]
    for form in forms {
      #expect(!form.contains(secret), "leaked in: \(form)")
    }
    #expect(String(describing: key) == "<redacted>")
    #expect(dumped.contains("<redacted>"))
  }

  @Test func mirrorHasNoChildren() {
    #expect(Mirror(reflecting: APIKey(secret)).children.isEmpty)
  }

  @Test func revealedIsTheKey() {
    #expect(APIKey(secret).revealed == secret)
  }

  @Test func accountRoundTripsThroughJSONWithItsKey() throws {
    let data = try JSONEncoder().encode(account)
    let decoded = try JSONDecoder().decode(Account.self, from: data)
    #expect(decoded == account)
    #expect(decoded.apiKey?.revealed == secret)
  }
}
