/// The bottom line: key hints (`q quit  ? help`), generated from the same binding table as the
/// help overlay, and an optional right-aligned mark (`DEMO`, `offline · 2 pending`).
public struct StatusBar: Widget {
    public var hints: [(key: String, label: String)]
    public var right: String
    public var keyStyle: Style
    public var style: Style
    /// Columns at the right end the hints leave free for what is drawn over them later (a
    /// toast): a hint under it would show cut, `esc cancel` as `e`.
    public var leaving: Int

    public init(
        hints: [(key: String, label: String)], right: String = "", leaving: Int = 0,
        keyStyle: Style = Style(attributes: .bold), style: Style = Style(attributes: .reverse)
    ) {
        self.hints = hints
        self.right = right
        self.leaving = leaving
        self.keyStyle = keyStyle.with(.reverse)
        self.style = style
    }

    public func render(in area: Rect, into buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let line = Rect(x: area.x, y: area.y, width: area.width, height: 1)
        buffer.fill(line, with: Cell(" ", style: style))
        let rightWidth = min(DisplayWidth.of(right), area.width)
        let rightText = TextLayout.truncate(right, to: rightWidth)
        if rightWidth > 0 {
            buffer.write(rightText, at: Point(x: area.maxX - DisplayWidth.of(rightText), y: area.y), style: style.with(.bold), clip: line)
        }
        let taken = max(rightWidth + (rightWidth > 0 ? 1 : 0), leaving)
        let room = Rect(x: area.x, y: area.y, width: max(0, area.width - taken), height: 1)
        var x = area.x
        for hint in hints {
            let width = DisplayWidth.of(hint.key) + 1 + DisplayWidth.of(hint.label)
            // A hint shows whole or not at all.
            if x + width > room.maxX { break }
            x += buffer.write(hint.key, at: Point(x: x, y: area.y), style: keyStyle, clip: room)
            x += buffer.write(" " + hint.label + "  ", at: Point(x: x, y: area.y), style: style, clip: room)
        }
    }
}
