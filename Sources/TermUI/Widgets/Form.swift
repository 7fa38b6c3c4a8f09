/// Labelled one-line inputs, one per row, the focused one showing its cursor; a field's error
/// shows under it.
public struct Form: Widget {
    public struct Field: Sendable {
        public var label: String
        public var value: TextField
        public var placeholder: String
        public var error: String?
        public init(label: String, value: TextField, placeholder: String = "", error: String? = nil) {
            self.label = label
            self.value = value
            self.placeholder = placeholder
            self.error = error
        }
    }

    public var fields: [Field]
    public var focused: Int
    public var labelStyle: Style
    public var errorStyle: Style

    public init(fields: [Field], focused: Int, labelStyle: Style = Style(attributes: .bold), errorStyle: Style = .fg(.red)) {
        self.fields = fields
        self.focused = focused
        self.labelStyle = labelStyle
        self.errorStyle = errorStyle
    }

    /// Rows the form takes at `width` (fields plus their error lines).
    public func height(width: Int) -> Int {
        fields.reduce(0) { $0 + 1 + ($1.error.map { TextLayout.wrap($0, to: max(1, width)).count } ?? 0) }
    }

    public func render(in area: Rect, into buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let labelWidth = min(fields.map { DisplayWidth.of($0.label) }.max() ?? 0, area.width / 3)
        var y = area.y
        for (i, field) in fields.enumerated() where y < area.maxY {
            buffer.write(TextLayout.fit(field.label, to: labelWidth), at: Point(x: area.x, y: y), style: labelStyle, clip: area)
            let input = Rect(x: area.x + labelWidth + 1, y: y, width: area.width - labelWidth - 1, height: 1).intersection(area)
            TextInput(field.value, focused: i == focused, placeholder: field.placeholder).render(in: input, into: &buffer)
            y += 1
            if let error = field.error {
                for line in TextLayout.wrap(error, to: area.width) where y < area.maxY {
                    buffer.write(line, at: Point(x: area.x, y: y), style: errorStyle, clip: area)
                    y += 1
                }
            }
        }
    }
}
