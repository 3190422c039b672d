import Foundation
import Testing
import Workbook

/// The tests of this file, as one suite: `swift test --filter CheckProtocolTests`.
@Suite struct CheckProtocolTests {}

// SHA-256 and HMAC, which tell a student's file as compiled from the file as saved,
// against the standards' vectors.

extension CheckProtocolTests {
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
  ])
  func sha256MatchesTheStandardsVectors(message: String, digest: String) {
    #expect(SHA256.hex(SHA256.hash(Array(message.utf8))) == digest)
  }

  @Test func sha256OfAMillionAsMatchesTheStandard() {
    let message = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
    #expect(
      SHA256.hex(SHA256.hash(message))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  /// RFC 4231's test cases 1, 2 and 6 (a key longer than a block).
  @Test func hmacMatchesRFC4231() {
    func code(_ key: [UInt8], _ data: String) -> String {
      SHA256.hex(SHA256.authenticationCode(Array(data.utf8), key: key))
    }
    #expect(
      code([UInt8](repeating: 0x0b, count: 20), "Hi There")
        == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
    #expect(
      code(Array("Jefe".utf8), "what do ya want for nothing?")
        == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    #expect(
      code(
        [UInt8](repeating: 0xaa, count: 131),
        "Test Using Larger Than Block-Size Key - Hash Key First"
      )
        == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
  }
}
