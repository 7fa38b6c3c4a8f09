import PlatesTestSupport
import Testing

@testable import PlatesServer

/// Tokens are stored as the hex SHA-256 of the token: the text must never change, or every
/// stored session stops matching.
@Suite(.onTestThreads) struct SecretsTests {
    /// An invite code that began with `-` made `plates login --invite CODE` a usage error (seen in
    /// the suite once in 64 runs): codes are letters and digits, 16 of them (95 bits).
    @Test func aCodeToPassOnIsLettersAndDigits() {
        let codes = (0..<2_000).map { _ in Secrets.newCode() }
        #expect(codes.allSatisfy { $0.count == 16 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        #expect(Set(codes).count == codes.count)
    }

    @Test func tokenHashIsLowerCaseHexSHA256() {
        #expect(Secrets.tokenHash("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(Secrets.tokenHash("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func hexKeepsLeadingZeros() {
        #expect(Secrets.hex([0x00, 0x0a, 0xff, 0x10]) == "000aff10")
        #expect(Secrets.hex([]) == "")
    }
}
