import CNCurses
import TermUI

/// Turns what `wget_wch` answers into keys: ncurses key codes (arrows, pages, resize…) and
/// characters (control characters become `ctrl+x`, enter, tab, escape, backspace).
enum KeyDecoder {
    /// Key codes `define_key` assigns to the bracketed-paste markers.
    static let pasteStart: Int32 = KEY_MAX + 1
    static let pasteEnd: Int32 = KEY_MAX + 2

    static func key(code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_BTAB: return .backTab
        case KEY_DC: return .delete
        case KEY_BACKSPACE: return .backspace
        case KEY_ENTER: return .enter
        case KEY_F0 + 1...KEY_F0 + 24: return .function(Int(code - KEY_F0))
        default: return nil
        }
    }

    static func key(character value: UInt32) -> Key? {
        switch value {
        case 13, 10: return .enter
        case 9: return .tab
        case 27: return .escape
        case 127, 8: return .backspace
        case 0: return .ctrl(" ")
        case 1...26: return .ctrl(Character(Unicode.Scalar(value + 96)!))
        case 28...31: return nil
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return .char(Character(scalar))
        }
    }
}
