/// A run of text in one style.
public struct Span: Hashable, Sendable {
    public var text: String
    public var style: Style
    public init(_ text: String, _ style: Style = .plain) {
        self.text = text
        self.style = style
    }
}

/// Lines of styled spans, one per row, each cut to the width (`…`). Rows beyond the area are dropped.
public struct Paragraph: Widget {
    public var lines: [[Span]]

    public init(lines: [[Span]]) { self.lines = lines }
    public init(_ text: String, style: Style = .plain) { lines = [[Span(text, style)]] }

    public func render(in area: Rect, into buffer: inout Buffer) {
        for (i, line) in lines.prefix(area.height).enumerated() {
            let row = Rect(x: area.x, y: area.y + i, width: area.width, height: 1)
            let widths = line.map { DisplayWidth.of(TextSanitizer.clean($0.text)) }
            let total = widths.reduce(0, +)
            var x = area.x
            var left = area.width
            for (span, width) in zip(line, widths) where left > 0 {
                // The last span that does not fit ends in "…"; the ones before it show whole.
                let text = total > area.width ? TextLayout.truncate(span.text, to: left) : span.text
                let written = buffer.write(text, at: Point(x: x, y: row.y), style: span.style, clip: row)
                x += written
                left -= written
                if written < width { break }
            }
        }
    }
}

extension TextLayout {
    /// `text` broken into lines of at most `width` columns, at spaces where possible.
    public static func wrap(_ text: String, to width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        var used = 0
        for word in TextSanitizer.clean(text).split(separator: " ", omittingEmptySubsequences: true) {
            var w = String(word)
            while DisplayWidth.of(w) > width {
                // A word longer than the line is cut across lines.
                if !current.isEmpty {
                    lines.append(current)
                    current = ""
                    used = 0
                }
                var head = ""
                var hw = 0
                for c in w {
                    let cw = DisplayWidth.of(c)
                    if hw + cw > width { break }
                    head.append(c)
                    hw += cw
                }
                if head.isEmpty { head = String(w.first!) }
                lines.append(head)
                w = String(w.dropFirst(head.count))
            }
            let ww = DisplayWidth.of(w)
            if ww == 0 { continue }
            if used == 0 {
                current = w
                used = ww
            } else if used + 1 + ww <= width {
                current += " " + w
                used += 1 + ww
            } else {
                lines.append(current)
                current = w
                used = ww
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
