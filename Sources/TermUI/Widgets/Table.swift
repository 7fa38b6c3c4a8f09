/// A table with a header row, one selected row and vertical scrolling. The caller keeps
/// `selected` and `offset` in its state; `Table.offset(…)` says how to scroll to keep the
/// selection visible.
public struct Table: Widget {
    public struct Column: Sendable {
        public enum Width: Sendable {
            case fixed(Int)
            case flex(min: Int)
        }
        public var title: String
        public var width: Width
        public var alignRight: Bool
        public init(_ title: String, _ width: Width, alignRight: Bool = false) {
            self.title = title
            self.width = width
            self.alignRight = alignRight
        }
    }

    /// One row: a text per column, and an optional style per column (colour-coded cells).
    public struct Row: Sendable {
        public var cells: [String]
        public var styles: [Style?]
        public init(_ cells: [String], styles: [Style?] = []) {
            self.cells = cells
            self.styles = styles
        }
    }

    public var columns: [Column]
    public var rows: [Row]
    public var selected: Int?
    public var offset: Int
    public var headerStyle: Style
    public var selectedStyle: Style
    public var highlight: Highlight

    /// How much of the selected row takes `selectedStyle`.
    public enum Highlight: Sendable {
        /// The whole row.
        case row
        /// The text of its first column only: moving the selection then rewrites two short names
        /// instead of two whole lines (a list navigated key by key: ≤ 150 bytes a key).
        case firstColumn
    }

    public init(
        columns: [Column], rows: [Row], selected: Int? = nil, offset: Int = 0,
        headerStyle: Style = Style(attributes: .bold), selectedStyle: Style = Style(attributes: .reverse),
        highlight: Highlight = .row
    ) {
        self.highlight = highlight
        self.columns = columns
        self.rows = rows
        self.selected = selected
        self.offset = offset
        self.headerStyle = headerStyle
        self.selectedStyle = selectedStyle
    }

    /// The scroll offset that keeps `selected` among `visible` rows, moving as little as possible.
    public static func offset(selected: Int, current: Int, visible: Int, count: Int) -> Int {
        guard visible > 0, count > 0 else { return 0 }
        var o = min(max(0, current), max(0, count - visible))
        if selected < o { o = selected }
        if selected >= o + visible { o = selected - visible + 1 }
        return max(0, min(o, max(0, count - visible)))
    }

    /// Column widths for `total` columns: fixed ones first, flex ones share what is left
    /// (at least their minimum); one space between columns.
    public func widths(for total: Int) -> [Int] {
        let gaps = max(0, columns.count - 1)
        let fixed = columns.reduce(0) { sum, c in if case .fixed(let w) = c.width { return sum + w } else { return sum } }
        let flexCount = columns.filter { if case .flex = $0.width { return true } else { return false } }.count
        let spare = max(0, total - gaps - fixed)
        var flexLeft = spare
        var flexSeen = 0
        return columns.map { c in
            switch c.width {
            case .fixed(let w): return w
            case .flex(let minimum):
                flexSeen += 1
                let share = flexSeen == flexCount ? flexLeft : spare / max(1, flexCount)
                flexLeft -= share
                return max(minimum, share)
            }
        }
    }

    public func render(in area: Rect, into buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let widths = widths(for: area.width)
        func draw(_ texts: [String], styles: [Style?], y: Int, base: Style, firstColumn: Style? = nil) {
            buffer.fill(Rect(x: area.x, y: y, width: area.width, height: 1), with: Cell(" ", style: base))
            var x = area.x
            for (i, column) in columns.enumerated() where x < area.maxX {
                let text = TextLayout.fit(i < texts.count ? texts[i] : "", to: widths[i], alignRight: column.alignRight)
                var style = base
                if i < styles.count, let own = styles[i] {
                    style.foreground = own.foreground
                    style.attributes.formUnion(own.attributes)
                }
                buffer.write(text, at: Point(x: x, y: y), style: style, clip: area)
                if i == 0, let firstColumn {
                    let used = min(max(1, DisplayWidth.ofTrimmed(text)), widths[0])
                    buffer.setStyle(firstColumn, in: Rect(x: x, y: y, width: used, height: 1).intersection(area))
                }
                x += widths[i] + 1
            }
        }
        draw(columns.map(\.title), styles: [], y: area.y, base: headerStyle)
        let visible = area.height - 1
        guard visible > 0 else { return }
        let start = Self.offset(selected: selected ?? offset, current: offset, visible: visible, count: rows.count)
        for (line, index) in (start..<min(rows.count, start + visible)).enumerated() {
            let row = rows[index]
            let isSelected = index == selected
            switch highlight {
            case .row: draw(row.cells, styles: row.styles, y: area.y + 1 + line, base: isSelected ? selectedStyle : .plain)
            case .firstColumn: draw(row.cells, styles: row.styles, y: area.y + 1 + line, base: .plain, firstColumn: isSelected ? selectedStyle : nil)
            }
        }
    }
}
