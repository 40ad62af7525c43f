import Foundation
import Services
import Testing

@Suite struct RedactionTests {
  @Test func theKeyParameterReadsRedactedAndTheRestIsKept() throws {
    let url = try #require(
      URL(string: "https://x.test/v1/forecast?latitude=1&apikey=S3CRET&hourly=a,b"))
    #expect(
      Redaction.redact(url) == "https://x.test/v1/forecast?latitude=1&apikey=<redacted>&hourly=a,b")
  }

  @Test func aURLWithoutAKeyIsUnchanged() throws {
    let url = try #require(URL(string: "https://x.test/v1/search?name=Oslo&apikeys=no"))
    #expect(Redaction.redact(url) == url.absoluteString)
  }

  @Test func foreignTextLosesTheKeyRawAndPercentEncoded() {
    let key = APIKey("a/b+c")
    let text = "failed: https://x.test/?apikey=a%2Fb%2Bc and a/b+c"
    #expect(
      Redaction.redact(text, key: key) == "failed: https://x.test/?apikey=<redacted> and <redacted>"
    )
    #expect(Redaction.redact(text, key: nil) == text)
  }
}
