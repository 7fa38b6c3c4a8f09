/// A row of tab titles, the selected one highlighted. When the titles do not fit, the short
/// titles are used (`1 Dash`), then the short titles packed closer, and past that each is cut.
public struct Tabs: Widget {
    public var titles: [String]
    public var shortTitles: [String]
    public var selected: Int?
    public var style: Style
    public var selectedStyle: Style
    /// Styles per tab title (colour-coded muscle groups); nil keeps `style`.
    public var titleStyles: [Style?]

    public init(
        titles: [String], shortTitles: [String]? = nil, selected: Int?, style: Style = .plain,
        selectedStyle: Style = Style(attributes: [.reverse, .bold]), titleStyles: [Style?] = []
    ) {
        self.titles = titles
        self.shortTitles = shortTitles ?? titles
        self.selected = selected
        self.style = style
        self.selectedStyle = selectedStyle
        self.titleStyles = titleStyles
    }

    /// Columns the titles take with one space of padding each side and one between.
    static func width(of titles: [String]) -> Int {
        titles.reduce(0) { $0 + DisplayWidth.of($1) + 2 } + max(0, titles.count - 1)
    }

    public func render(in area: Rect, into buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let line = Rect(x: area.x, y: area.y, width: area.width, height: 1)
        buffer.fill(line, with: Cell(" ", style: style))
        var shown = Self.width(of: titles) <= area.width ? titles : shortTitles
        var pad = " "
        if Self.width(of: shown) > area.width {
            // Packed: no padding, one space between.
            pad = ""
            if shown.reduce(0, { $0 + DisplayWidth.of($1) }) + shown.count - 1 > area.width, !shown.isEmpty {
                let each = max(1, (area.width - (shown.count - 1)) / shown.count)
                shown = shown.map { TextLayout.truncate($0, to: each) }
            }
        }
        var x = area.x
        for (i, title) in shown.enumerated() where x < area.maxX {
            var s = i < titleStyles.count ? (titleStyles[i] ?? style) : style
            if i == selected { s = Style(foreground: s.foreground, background: s.background, attributes: s.attributes.union(selectedStyle.attributes)) }
            x += buffer.write(pad + title + pad, at: Point(x: x, y: area.y), style: s, clip: line)
            x += 1
        }
    }
}
