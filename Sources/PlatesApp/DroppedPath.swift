import Foundation

/// A path as a terminal pastes a file dragged into it: with its spaces and parentheses escaped by
/// backslashes (GNOME Terminal, iTerm2, Terminal.app), in single or double quotes (Konsole,
/// Windows Terminal), or as a `file://` address with %-escapes; `~` for the home folder. The
/// text as typed comes first, so a real name with a backslash or a quote is read as it is.
public enum DroppedPath {
    /// The first reading of `text` that names something on disk; else the text as typed (`~`
    /// expanded), for the error to name.
    public static func resolve(_ text: String) -> String {
        let all = readings(text)
        return all.first { FileManager.default.fileExists(atPath: $0) } ?? all[0]
    }

    /// The ways `text` may name a file, the text as typed first, without repeats.
    public static func readings(_ text: String) -> [String] {
        var out: [String] = []
        func add(_ path: String?) {
            guard let path, !path.isEmpty else { return }
            let expanded = NSString(string: path).expandingTildeInPath
            if !out.contains(expanded) { out.append(expanded) }
        }
        add(text)
        add(shellWord(text))
        add(fileURL(text))
        if out.isEmpty { out.append(text) }
        return out
    }

    /// What a shell makes of one word: quotes removed, backslash escapes undone (inside double
    /// quotes only before `"`, `\`, `$` and a backquote, as POSIX shells do). Nil when nothing in it
    /// is quoting.
    static func shellWord(_ text: String) -> String? {
        guard text.contains(where: { "'\"\\".contains($0) }) else { return nil }
        var word = ""
        var quote: Character?
        var escaped = false
        for c in text {
            if escaped {
                if quote == "\"" && !"\"\\$`".contains(c) { word.append("\\") }
                word.append(c)
                escaped = false
            } else if c == "\\" && quote != "'" {
                escaped = true
            } else if let q = quote, c == q {
                quote = nil
            } else if quote == nil && (c == "'" || c == "\"") {
                quote = c
            } else {
                word.append(c)
            }
        }
        if escaped { word.append("\\") }
        return word
    }

    /// The path of a `file://` address (`file:///home/me/a%20b.csv`, `file://localhost/…`); nil
    /// for anything else, or another host.
    static func fileURL(_ text: String) -> String? {
        guard text.lowercased().hasPrefix("file://") else { return nil }
        let rest = text.dropFirst("file://".count)
        guard let slash = rest.firstIndex(of: "/") else { return nil }
        let host = rest[..<slash]
        guard host.isEmpty || host.lowercased() == "localhost" else { return nil }
        return String(rest[slash...]).removingPercentEncoding
    }
}
