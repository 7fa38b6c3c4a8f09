import Foundation
import PlatesCore

/// A sign-up's account fields (the request bodies themselves are PlatesCore's `WireRequests`).
extension AccountBody {
    /// E-mail 3–254 characters with one @ (composed, NFC); the password by `PasswordRule`; the name by `TextRule`.
    func validated() throws(PlatesError) -> AccountBody {
        var r = self
        r.email = email.trimmingCharacters(in: .whitespaces).precomposedStringWithCanonicalMapping
        let parts = r.email.split(separator: "@", omittingEmptySubsequences: false)
        guard (3...254).contains(r.email.count), parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
            !r.email.contains(where: { $0.isWhitespace || $0.isNewline || ($0.asciiValue.map { $0 < 32 } ?? false) })
        else {
            throw .validation("Enter a valid e-mail address.", field: "email")
        }
        if let problem = PasswordRule.problem(password, email: r.email) { throw .validation(problem, field: "password") }
        r.name = try name.map { raw throws(PlatesError) in try TextRule.checked(raw, .accountName, field: "name") }
        if r.name?.isEmpty == true { r.name = nil }
        return r
    }
}
