/// The state of a one-line text input: the text and a cursor (in characters). Lives in app state;
/// `TextInput` draws it. Editing keys follow readline: ctrl+a/e, ctrl+u/k/w, arrows, home/end.
public struct TextField: Hashable, Sendable {
    public private(set) var text: String
    /// Index in characters, 0...text.count.
    public private(set) var cursor: Int
    /// Longest text accepted, in characters; more is cut (a paste of 10,000 characters stays usable).
    public var maxLength: Int
    /// The text is a suggestion (`prefill`): the first character typed or pasted replaces it, a
    /// deleting key clears it, a movement key keeps it for editing. Enter takes it as it is.
    public private(set) var isPrefilled = false

    public init(_ text: String = "", maxLength: Int = 200) {
        self.maxLength = maxLength
        self.text = ""
        self.cursor = 0
        insert(text)
    }

    public var isEmpty: Bool { text.isEmpty }

    /// The same field with each character drawn as `mask` (a password), cursor where it was.
    public func masked(_ mask: Character = "•") -> TextField {
        var shown = TextField(String(repeating: mask, count: text.count), maxLength: max(maxLength, text.count))
        shown.cursor = cursor
        return shown
    }

    /// Replaces the whole text, cursor at the end.
    public mutating func set(_ text: String) {
        isPrefilled = false
        self.text = ""
        cursor = 0
        insert(text)
    }

    /// Shows `text` as a suggestion that typing replaces (quick-log's last set), cursor at the end.
    public mutating func prefill(_ text: String) {
        set(text)
        isPrefilled = !text.isEmpty
    }

    /// Inserts typed or pasted text at the cursor: line breaks and tabs become spaces, other control
    /// characters are dropped, and the text is cut at `maxLength`.
    public mutating func insert(_ typed: String) {
        if isPrefilled { set("") }
        var clean = ""
        for c in typed {
            if c == "\n" || c == "\r\n" || c == "\r" || c == "\t" {
                clean.append(" ")
                continue
            }
            if c.unicodeScalars.contains(where: { TextSanitizer.isUnsafe($0) }) { continue }
            clean.append(c)
        }
        let room = max(0, maxLength - text.count)
        let piece = String(clean.prefix(room))
        guard !piece.isEmpty else { return }
        let index = text.index(text.startIndex, offsetBy: cursor)
        let before = text[..<index] + piece
        text.insert(contentsOf: piece, at: index)
        // Not `cursor += piece.count`: a combining mark (or a joiner) merges with the character
        // before it, so the text can grow by fewer characters than the piece holds (found by the
        // reducer fuzzer).
        cursor = min(before.count, text.count)
    }

    /// Applies an editing key. Returns false for keys that do not edit text (enter, tab, up…),
    /// so the caller can treat them as commands.
    public mutating func handle(_ key: Key) -> Bool {
        if isPrefilled {
            switch key {
            case .char: set("")  // replaced by what is typed (inserted below)
            case .backspace, .ctrl("h"), .delete, .ctrl("d"), .ctrl("u"), .ctrl("k"), .ctrl("w"):
                set("")
                return true
            case .left, .ctrl("b"), .right, .ctrl("f"), .home, .ctrl("a"), .end, .ctrl("e"):
                isPrefilled = false
            default:
                break
            }
        }
        switch key {
        case .char(let c):
            insert(String(c))
        case .backspace, .ctrl("h"):
            guard cursor > 0 else { return true }
            remove(cursor - 1..<cursor)
        case .delete, .ctrl("d"):
            guard cursor < text.count else { return true }
            remove(cursor..<cursor + 1)
        case .left, .ctrl("b"): cursor = max(0, cursor - 1)
        case .right, .ctrl("f"): cursor = min(text.count, cursor + 1)
        case .home, .ctrl("a"): cursor = 0
        case .end, .ctrl("e"): cursor = text.count
        case .ctrl("u"): remove(0..<cursor)
        case .ctrl("k"): remove(cursor..<text.count)
        case .ctrl("w"):
            let chars = Array(text)
            var start = cursor
            while start > 0 && chars[start - 1] == " " { start -= 1 }
            while start > 0 && chars[start - 1] != " " { start -= 1 }
            remove(start..<cursor)
        default:
            return false
        }
        return true
    }

    private mutating func remove(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let lower = text.index(text.startIndex, offsetBy: range.lowerBound)
        let upper = text.index(text.startIndex, offsetBy: range.upperBound)
        text.removeSubrange(lower..<upper)
        cursor = range.lowerBound
    }
}
