/// A modal box centred in the area: it clears what is under it, draws a border and title, and
/// its lines inside. Help, confirm and form overlays are dialogs.
public struct Dialog: Widget {
    public var title: String
    public var lines: [[Span]]
    /// Width wanted inside the border; the dialog shrinks to the area.
    public var innerWidth: Int
    public var style: Style

    public init(title: String, lines: [[Span]], innerWidth: Int? = nil, style: Style = .plain) {
        self.title = title
        self.lines = lines
        let widest = lines.map { $0.reduce(0) { $0 + DisplayWidth.of(TextSanitizer.clean($1.text)) } }.max() ?? 0
        self.innerWidth = innerWidth ?? max(widest, DisplayWidth.of(title) + 2)
        self.style = style
    }

    /// Where the dialog goes in `area` (the border included).
    public func frame(in area: Rect) -> Rect {
        area.centered(Size(width: innerWidth + 4, height: lines.count + 2))
    }

    public func render(in area: Rect, into buffer: inout Buffer) {
        let box = frame(in: area)
        guard !box.isEmpty else { return }
        buffer.fill(box, with: Cell(" ", style: style))
        Block(title: title, style: style, titleStyle: style.with(.bold)).render(in: box, into: &buffer)
        let inner = Rect(x: box.x + 2, y: box.y + 1, width: box.width - 4, height: box.height - 2)
        Paragraph(lines: lines).render(in: inner, into: &buffer)
    }
}

/// The `?` overlay: the keys of the current screen, in sections, from the same binding table as the status bar.
public struct HelpOverlay: Widget {
    public struct Section: Sendable {
        public var title: String
        public var keys: [(key: String, label: String)]
        public init(_ title: String, _ keys: [(key: String, label: String)]) {
            self.title = title
            self.keys = keys
        }
    }

    public var title: String
    public var sections: [Section]
    public var keyStyle: Style
    /// The first line shown when the keys do not fit, even in two columns (`j`/`k` move it).
    public var scroll: Int

    public init(title: String, sections: [Section], keyStyle: Style = Style(attributes: .bold), scroll: Int = 0) {
        self.title = title
        self.sections = sections
        self.keyStyle = keyStyle
        self.scroll = scroll
    }

    /// Every section's lines, one column.
    public var lines: [[Span]] { Self.lines(sections, keyStyle: keyStyle) }

    static func lines(_ sections: [Section], keyStyle: Style) -> [[Span]] {
        let keyWidth = sections.flatMap { $0.keys.map { DisplayWidth.of($0.key) } }.max() ?? 0
        var lines: [[Span]] = []
        for section in sections where !section.keys.isEmpty {
            if !lines.isEmpty { lines.append([]) }
            lines.append([Span(section.title, Style(attributes: .underline))])
            for k in section.keys {
                lines.append([Span(TextLayout.fit(k.key, to: keyWidth), keyStyle), Span("  " + k.label)])
            }
        }
        return lines
    }

    /// How the keys are laid out in `area`: one column when it fits; else two, side by side,
    /// when the width allows; else one column that scrolls (at 80×24 the overlay lost
    /// `q`, `esc` and how to close it). The last line always says how to close it.
    public func layout(in area: Rect) -> (lines: [[Span]], scrolls: Bool, maxScroll: Int) {
        let body = lines
        let rows = max(1, area.height - 4)  // the border, a blank line, the closing hint
        if body.count <= rows { return (body + footer(scrolls: false), false, 0) }
        if sections.count > 1 {
            // Two columns: the first sections on the left, the rest on the right, as even as can be.
            var best: (left: [[Span]], right: [[Span]])?
            for cut in 1..<sections.count {
                let left = Self.lines(Array(sections[..<cut]), keyStyle: keyStyle)
                let right = Self.lines(Array(sections[cut...]), keyStyle: keyStyle)
                if best == nil || max(left.count, right.count) < max(best!.left.count, best!.right.count) { best = (left, right) }
            }
            if let (left, right) = best, max(left.count, right.count) <= rows {
                let leftWidth = left.map(Self.width).max() ?? 0
                let width = leftWidth + 4 + (right.map(Self.width).max() ?? 0)
                if width <= area.width - 4 {
                    let joined = (0..<max(left.count, right.count)).map { i -> [Span] in
                        let l = i < left.count ? left[i] : []
                        let pad = Span(String(repeating: " ", count: leftWidth - Self.width(l) + 4))
                        return l + [pad] + (i < right.count ? right[i] : [])
                    }
                    return (joined + footer(scrolls: false), false, 0)
                }
            }
        }
        let shown = max(1, rows - 1)  // one more line: where the list is
        let maxScroll = max(0, body.count - shown)
        let top = min(max(0, scroll), maxScroll)
        var view = Array(body[top..<min(body.count, top + shown)])
        view.append([Span("\(top + 1)–\(top + view.count) of \(body.count)", Style(attributes: .dim))])
        return (view + footer(scrolls: true), true, maxScroll)
    }

    func footer(scrolls: Bool) -> [[Span]] {
        [[], [Span(scrolls ? "j/k scroll · esc or ? closes" : "esc or ? closes", Style(attributes: .dim))]]
    }

    static func width(_ line: [Span]) -> Int { line.reduce(0) { $0 + DisplayWidth.of(TextSanitizer.clean($1.text)) } }

    public func render(in area: Rect, into buffer: inout Buffer) {
        Dialog(title: title, lines: layout(in: area).lines).render(in: area, into: &buffer)
    }
}

/// Asks a yes/no question: `y` confirms, `n` or esc cancels.
public struct ConfirmDialog: Widget {
    public var title: String
    public var message: String
    public var style: Style

    public init(title: String, message: String, style: Style = .plain) {
        self.title = title
        self.message = message
        self.style = style
    }

    public func render(in area: Rect, into buffer: inout Buffer) {
        let width = min(max(30, DisplayWidth.of(title) + 2), max(1, area.width - 4))
        var lines = TextLayout.wrap(message, to: min(56, max(width, area.width - 4))).map { [Span($0)] }
        lines.append([])
        lines.append([Span("y", Style(attributes: .bold)), Span(" yes   "), Span("n", Style(attributes: .bold)), Span(" no")])
        Dialog(title: title, lines: lines, style: style).render(in: area, into: &buffer)
    }
}

/// A short message in the bottom-right corner of the area (above the status bar).
public struct Toast: Widget {
    public var message: String
    public var style: Style

    public init(_ message: String, style: Style) {
        self.message = message
        self.style = style
    }

    /// How many columns it takes of a line `available` wide: the message and a space each side.
    public func width(in available: Int) -> Int { max(0, min(available, DisplayWidth.of(message) + 2)) }

    public func render(in area: Rect, into buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let text = " " + TextLayout.truncate(message, to: max(0, area.width - 2)) + " "
        let width = min(area.width, DisplayWidth.of(text))
        let row = Rect(x: area.maxX - width, y: area.maxY - 1, width: width, height: 1)
        buffer.fill(row, with: Cell(" ", style: style))
        buffer.write(text, at: Point(x: row.x, y: row.y), style: style, clip: row)
    }
}
