import Foundation
import PlatesCore

/// What a new password must be: 8 to 1,024 characters, and not one of the first guesses of anyone
/// who tries (NIST SP 800-63B: a length, a list of common passwords, nothing derived from the
/// account; no rules of "a digit and a symbol"). Eight spaces and the e-mail itself were accepted.
enum PasswordRule {
    static let length = 8...1_024

    /// Nil when `password` may be used for `email`, else why not, to show the person.
    static func problem(_ password: String, email: String) -> String? {
        guard length.contains(password.count) else { return "The password needs 8 to 1,024 characters." }
        let lowered = password.lowercased()
        let address = AccountStore.emailKey(email)
        let local = address.split(separator: "@").first.map(String.init) ?? address
        if lowered == address || (local.count >= 4 && lowered.contains(local)) {
            return "The password must not contain your e-mail address: choose one nobody can guess from it."
        }
        if Set(password).count < 4 {
            return "The password repeats too few characters: use a few words, or a longer mix."
        }
        if isRun(lowered) || isCommon(lowered) {
            return "This password is among the first ones guessed: use a few words, or a longer mix."
        }
        return nil
    }

    /// Every character one step from the last (12345678, abcdefgh, 87654321), or a stretch of a
    /// keyboard row (qwertyuiop, asdfghjkl, 1qaz2wsx…).
    static func isRun(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars.map(\.value))
        let steps = Set(zip(scalars, scalars.dropFirst()).map { Int($1) - Int($0) })
        if steps == [1] || steps == [-1] { return true }
        let rows = ["1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm", "qwertzuiop", "azertyuiop", "1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p"]
        return rows.contains { row in (row + row).contains(text) || String((row + row).reversed()).contains(text) }
    }

    /// A common password, once trailing digits and symbols are taken off and leetspeak is read
    /// back ("P@ssw0rd123!" is "password").
    static func isCommon(_ lowered: String) -> Bool {
        var base = lowered
        while let last = base.last, !last.isLetter { base.removeLast() }
        let read = String(base.map { leet[$0] ?? $0 })
        return common.contains(read) || common.contains(base)
    }

    private static let leet: [Character: Character] = ["0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s", "!": "i"]

    /// Words and phrases at the top of every list of leaked passwords, and this app's own words.
    static let common: Set<String> = [
        "password", "passwort", "motdepasse", "contraseña", "qwerty", "qwertz", "azerty", "abc", "abcd", "iloveyou", "iloveu",
        "sunshine", "princess", "football", "baseball", "basketball", "soccer", "hockey", "welcome", "letmein", "trustno",
        "superman", "batman", "spiderman", "whatever", "starwars", "dragon", "monkey", "shadow", "master", "michael",
        "jennifer", "jordan", "hunter", "freedom", "computer", "internet", "secret", "changeme", "default", "admin",
        "administrator", "login", "lovely", "flower", "summer", "winter", "autumn", "spring", "charlie", "chocolate",
        "pokemon", "minecraft", "liverpool", "chelsea", "arsenal", "samsung", "google", "facebook", "mustang", "ferrari",
        "loveme", "mylove", "family", "blessed", "cookie", "pepper", "ginger", "killer", "access", "matrix", "test",
        "testing", "guest", "user", "root", "plates", "platesapp", "workout", "fitness", "gym", "lifting", "strong",
        "bench", "benchpress", "squat", "deadlift", "powerlifting", "bodybuilding", "muscle", "gains",
    ]
}
