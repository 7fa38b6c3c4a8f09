/// How many terminal columns a character takes: 0 for combining marks, 2 for East Asian wide
/// characters and emoji, else 1. Control characters are never shown raw (see `TextSanitizer`).
public enum DisplayWidth {
    public static func of(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        // Fast paths (Unicode property lookups were a quarter of a frame's time): one
        // scalar of Latin text, box drawing, blocks or braille is one column.
        if character.unicodeScalars.count == 1, Self.isNarrowForSure(first.value) { return 1 }
        if character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) { return 2 }
        // Text-style emoji with a variation selector 16 show as emoji.
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) && first.properties.isEmoji { return 2 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        return isWide(first.value) ? 2 : 1
    }

    public static func of(_ text: String) -> Int {
        if isPrintableASCII(text) { return text.utf8.count }
        // Every scalar printable and narrow for sure (Latin text with a `·`, `—` or box drawing):
        // one column each, without breaking the text into characters.
        var scalars = 0
        for scalar in text.unicodeScalars {
            guard !TextSanitizer.isUnsafe(scalar), isNarrowForSure(scalar.value) else { return text.reduce(0) { $0 + of($1) } }
            scalars += 1
        }
        return scalars
    }

    /// Columns up to the last character that is not a space (what a selection highlight covers).
    public static func ofTrimmed(_ text: String) -> Int {
        of(String(text.reversed().drop(while: { $0 == " " }).reversed()))
    }

    /// Below the combining marks (U+0300) except the soft hyphen (a format character), the
    /// general punctuation before the separators and after the bidi controls (dashes, quotes,
    /// `•`, `…`, `‰`), box drawing, block elements and braille: none is a mark, a format
    /// character, wide or emoji shown as emoji.
    static func isNarrowForSure(_ v: UInt32) -> Bool {
        (v < 0x300 && v != 0xAD) || (0x2010...0x2027).contains(v) || (0x2030...0x205E).contains(v)
            || (0x2500...0x259F).contains(v) || (0x2800...0x28FF).contains(v)
    }

    /// Only printable ASCII (space to tilde): one column per byte, nothing to clean.
    static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// East Asian Wide and Fullwidth ranges (Unicode 15, the ones terminals draw double).
    static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
            0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
            0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

/// Makes text safe to put in a cell: control characters, escape sequences' introducers and bidi
/// overrides become `?`, so stored or typed text can never drive the terminal or flip the layout.
public enum TextSanitizer {
    public static func clean(_ text: String) -> String {
        if DisplayWidth.isPrintableASCII(text) { return text }
        // Most text has nothing unsafe: one pass over the scalars, no characters built.
        if !text.unicodeScalars.contains(where: isUnsafe) { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            if character.unicodeScalars.contains(where: isUnsafe) { out.append("?") } else { out.append(character) }
        }
        return out
    }

    /// A control character or a bidi override/isolate: never sent to the terminal.
    /// The control characters (general category Cc, which Unicode fixes at C0, DEL and C1) are
    /// compared by value: a property lookup per scalar was most of a frame's text work.
    public static func isUnsafe(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        return v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }
}
