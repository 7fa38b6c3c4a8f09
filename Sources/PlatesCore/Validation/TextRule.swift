import Foundation

/// One rule for every text a person writes: names (of exercises, of an account) and notes.
///
/// - Trimmed, and in Unicode's composed form (NFC): "José" typed on a Mac and on Linux is one text.
/// - At most `maxCharacters` characters as a person counts them, and at most four UTF-8 bytes per
///   allowed character: 100 characters with 200 combining marks each (20,001 scalars) is not a
///   name, whatever it looks like.
/// - No control characters (NUL, ESC, DEL, C1), except line breaks and tabs in notes; no bidi
///   overrides or isolates (U+202A–U+202E, U+2066–U+2069), which make a text read differently
///   from what it is ("Trojan Source").
public enum TextRule {
    public struct Kind: Sendable {
        /// What the messages call the text: "The exercise name".
        public var subject: String
        public var maxCharacters: Int
        /// Notes may hold line breaks and tabs; names may not.
        public var lineBreaks: Bool

        public var maxBytes: Int { maxCharacters * 4 }

        public static let exerciseName = Kind(subject: "The exercise name", maxCharacters: Limits.nameLength.upperBound, lineBreaks: false)
        public static let accountName = Kind(subject: "The name", maxCharacters: Limits.nameLength.upperBound, lineBreaks: false)
        public static let note = Kind(subject: "The note", maxCharacters: Limits.notesLength, lineBreaks: true)
    }

    /// The text trimmed and composed, or a refusal naming `field`. Empty stays empty: whether it
    /// may be is the caller's rule.
    public static func checked(_ raw: String, _ kind: Kind, field: String) throws(PlatesError) -> String {
        let text = normalised(raw)
        if let bad = text.unicodeScalars.first(where: { isRefused($0, lineBreaks: kind.lineBreaks) }) {
            let code = "U+" + String(format: "%04X", bad.value)
            if isDirectionControl(bad) {
                throw .validation(
                    "\(kind.subject) contains a text-direction control (\(code)), which makes it read differently from what it is: remove it.",
                    field: field)
            }
            let allowed = kind.lineBreaks ? "; line breaks and tabs are fine" : ""
            throw .validation("\(kind.subject) contains a control character (\(code)): use plain text\(allowed).", field: field)
        }
        let characters = text.count
        guard characters <= kind.maxCharacters else {
            throw .validation("\(kind.subject) is \(characters) characters long: keep it to \(kind.maxCharacters).", field: field)
        }
        let bytes = text.utf8.count
        guard bytes <= kind.maxBytes else {
            throw .validation(
                "\(kind.subject) takes \(bytes) bytes (its characters carry many combining marks): keep it to \(kind.maxBytes).",
                field: field)
        }
        return text
    }

    /// What a file's text becomes before it is checked: refused characters dropped (a tab or line
    /// break in a name becomes a space), `\r\n` read as a line break, and with `cut`, cut to the
    /// limits with "…". Importers keep what they can rather than refuse a set for a stray byte in
    /// its note; an over-long name is still refused (cut, two names could become one).
    public static func cleaned(_ raw: String, _ kind: Kind, cut: Bool = true) -> String {
        var text = ""
        for scalar in raw.replacingOccurrences(of: "\r\n", with: "\n").unicodeScalars {
            if !isRefused(scalar, lineBreaks: kind.lineBreaks) {
                text.unicodeScalars.append(scalar)
            } else if scalar == "\n" || scalar == "\t" || scalar == "\r" {
                text.unicodeScalars.append(kind.lineBreaks ? "\n" : " ")
            }
        }
        text = normalised(text)
        if cut, text.count > kind.maxCharacters || text.utf8.count > kind.maxBytes {
            var cut = ""
            for character in text {
                if cut.count + 1 >= kind.maxCharacters || cut.utf8.count + character.utf8.count + 3 > kind.maxBytes { break }
                cut.append(character)
            }
            text = cut + "…"
        }
        return text
    }

    /// Whether a scalar may not be in a text of this kind.
    public static func isRefused(_ s: Unicode.Scalar, lineBreaks: Bool) -> Bool {
        if lineBreaks, s == "\n" || s == "\t" { return false }
        let v = s.value
        return v < 0x20 || (0x7F...0x9F).contains(v) || isDirectionControl(s)
    }

    static func isDirectionControl(_ s: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(s.value) || (0x2066...0x2069).contains(s.value)
    }

    static func normalised(_ raw: String) -> String {
        raw.trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCanonicalMapping
    }
}
