/// Draws a `TextField` on one row: the text scrolled so the cursor stays visible, the cursor as
/// a reversed cell when focused, and a dim placeholder when empty.
public struct TextInput: Widget {
    public var field: TextField
    public var focused: Bool
    public var placeholder: String
    public var style: Style

    public init(_ field: TextField, focused: Bool, placeholder: String = "", style: Style = Style(attributes: .underline)) {
        self.field = field
        self.focused = focused
        self.placeholder = placeholder
        self.style = style
    }

    public func render(in area: Rect, into buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let line = Rect(x: area.x, y: area.y, width: area.width, height: 1)
        buffer.fill(line, with: Cell(" ", style: style))
        let chars = Array(TextSanitizer.clean(field.text))
        if chars.isEmpty && !placeholder.isEmpty {
            buffer.write(TextLayout.truncate(placeholder, to: area.width), at: Point(x: area.x, y: area.y), style: style.with(.dim), clip: line)
        }
        // Scroll: the first character shown is the one that leaves the cursor inside the row.
        var start = 0
        var widthToCursor = chars[0..<field.cursor].reduce(0) { $0 + DisplayWidth.of($1) }
        while widthToCursor > area.width - 1 && start < field.cursor {
            widthToCursor -= DisplayWidth.of(chars[start])
            start += 1
        }
        // A suggestion that typing replaces is drawn dim, as shells draw theirs.
        let textStyle = field.isPrefilled ? style.with(.dim) : style
        var x = area.x
        for c in chars[start...] {
            if x >= area.maxX { break }
            x += buffer.write(String(c), at: Point(x: x, y: area.y), style: textStyle, clip: line)
        }
        if focused {
            let cursorX = area.x + widthToCursor
            if cursorX < area.maxX {
                var cell = buffer[cursorX, area.y]
                if cell.isContinuation || cell.text.isEmpty { cell.text = " " }
                cell.style = style.with(.reverse)
                buffer[cursorX, area.y] = cell
            }
        }
    }
}
