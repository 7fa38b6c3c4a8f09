/// A key press, decoded by the terminal adapter. Its canonical text (`ctrl+s`, `shift+tab`, `j`)
/// names it in key-binding tables, the status bar and the help overlay.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    case char(Character)
    case ctrl(Character)
    case enter, escape, tab, backTab, backspace, delete
    case up, down, left, right, home, end, pageUp, pageDown
    case function(Int)

    public var description: String {
        switch self {
        case .char(" "): return "space"
        case .char(let c): return String(c)
        case .ctrl(let c): return "ctrl+\(c)"
        case .enter: return "enter"
        case .escape: return "esc"
        case .tab: return "tab"
        case .backTab: return "shift+tab"
        case .backspace: return "backspace"
        case .delete: return "delete"
        case .up: return "up"
        case .down: return "down"
        case .left: return "left"
        case .right: return "right"
        case .home: return "home"
        case .end: return "end"
        case .pageUp: return "pgup"
        case .pageDown: return "pgdn"
        case .function(let n): return "f\(n)"
        }
    }

    /// Parses the canonical text back (`Key(text: key.description) == key`).
    public init?(text: String) {
        let named: [String: Key] = [
            "space": .char(" "), "enter": .enter, "esc": .escape, "tab": .tab, "shift+tab": .backTab,
            "backspace": .backspace, "delete": .delete, "up": .up, "down": .down, "left": .left, "right": .right,
            "home": .home, "end": .end, "pgup": .pageUp, "pgdn": .pageDown,
        ]
        if let key = named[text] {
            self = key
            return
        }
        if text.hasPrefix("ctrl+"), text.count == 6 {
            self = .ctrl(text.last!)
            return
        }
        if text.hasPrefix("f"), text.count > 1, let n = Int(text.dropFirst()), (1...24).contains(n) {
            self = .function(n)
            return
        }
        guard text.count == 1 else { return nil }
        self = .char(text.first!)
    }
}

/// What the run loop reacts to.
public enum Event: Hashable, Sendable {
    case key(Key)
    case resize(Size)
    /// Bracketed paste: the text arrives whole, never as keys.
    case paste(String)
    /// Time passed (spinners, toasts that fade).
    case tick
}
