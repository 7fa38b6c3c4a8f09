import Crypto
import Foundation
import HummingbirdBcrypt
import NIOPosix

/// Tokens and password hashes. Tokens are 256 random bits, handed out once and stored only as
/// their SHA-256; passwords are bcrypt-hashed (after SHA-256, so passphrases longer than bcrypt's
/// 72 bytes count in full), off the event loops.
enum Secrets {
    /// `bytes` random bytes, base64url: 32 for a token, 12 (96 bits, 16 characters) for an invite
    /// code a person copies.
    static func newToken(bytes count: Int = 32) -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// A code a person passes on (an invite, a reset password): letters and digits only, so it
    /// never starts with `-` and reads as an option (`plates login --invite -x…` was a usage error).
    static func newCode(length: Int = 16) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var generator = SystemRandomNumberGenerator()
        return String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
    }

    static func tokenHash(_ token: String) -> String {
        hex(SHA256.hash(data: Data(token.utf8)))
    }

    /// Lower-case hex of a digest. Every authenticated request hashes its token: `String(format:)`
    /// per byte cost 5 % of the server's CPU under load (perf, docs/performance.md).
    static func hex(_ bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(64)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static func prehash(_ password: String) -> String {
        Data(SHA256.hash(data: Data(password.utf8))).base64EncodedString()
    }

    static func hashPassword(_ password: String, cost: UInt8) async throws -> String {
        let input = prehash(password)
        return try await NIOThreadPool.singleton.runIfActive { Bcrypt.hash(input, cost: cost) }
    }

    static func verifyPassword(_ password: String, hash: String) async throws -> Bool {
        let input = prehash(password)
        return try await NIOThreadPool.singleton.runIfActive { Bcrypt.verify(input, hash: hash) }
    }

    /// A hash to verify against when the e-mail is unknown, so both answers take as long.
    static func decoyHash(cost: UInt8) -> String { Bcrypt.hash("plates-decoy", cost: cost) }
}
