/// A box with an optional title on its top edge. `inner(_:)` is the room left inside.
public struct Block: Widget {
    public var title: String
    public var style: Style
    public var titleStyle: Style

    public init(title: String = "", style: Style = .plain, titleStyle: Style = Style(attributes: .bold)) {
        self.title = title
        self.style = style
        self.titleStyle = titleStyle
    }

    public static func inner(_ area: Rect) -> Rect { area.inset(1) }

    /// The room inside with a column of margin each side: for tables and lists, whose first
    /// column otherwise touches the box.
    public static func padded(_ area: Rect) -> Rect {
        let inner = area.inset(1)
        return Rect(x: inner.x + 1, y: inner.y, width: max(0, inner.width - 2), height: inner.height)
    }

    public func render(in area: Rect, into buffer: inout Buffer) {
        guard area.width >= 2, area.height >= 2 else {
            buffer.write(TextLayout.truncate(title, to: area.width), at: Point(x: area.x, y: area.y), style: titleStyle, clip: area)
            return
        }
        let (x0, y0, x1, y1) = (area.x, area.y, area.maxX - 1, area.maxY - 1)
        for x in x0 + 1..<x1 {
            buffer[x, y0] = Cell("─", style: style)
            buffer[x, y1] = Cell("─", style: style)
        }
        for y in y0 + 1..<y1 {
            buffer[x0, y] = Cell("│", style: style)
            buffer[x1, y] = Cell("│", style: style)
        }
        buffer[x0, y0] = Cell("┌", style: style)
        buffer[x1, y0] = Cell("┐", style: style)
        buffer[x0, y1] = Cell("└", style: style)
        buffer[x1, y1] = Cell("┘", style: style)
        if !title.isEmpty, area.width > 4 {
            let text = " " + TextLayout.truncate(title, to: area.width - 4) + " "
            buffer.write(text, at: Point(x: x0 + 1, y: y0), style: titleStyle, clip: Rect(x: x0 + 1, y: y0, width: area.width - 2, height: 1))
        }
    }
}
