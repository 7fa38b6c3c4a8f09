/// Values as one row of block heights (`▁▂▃▅▇`), the last ones that fit, scaled between min and max.
public struct Sparkline: Widget {
    public var values: [Double]
    public var style: Style
    static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    public init(_ values: [Double], style: Style = .plain) {
        self.values = values.filter(\.isFinite)
        self.style = style
    }

    public func text(width: Int) -> String {
        let shown = values.suffix(max(0, width))
        guard let low = shown.min(), let high = shown.max() else { return "" }
        let span = high - low
        return String(
            shown.map { v in
                span <= 0 ? Self.levels[3] : Self.levels[min(7, Int(((v - low) / span * 7).rounded()))]
            })
    }

    public func render(in area: Rect, into buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        buffer.write(text(width: area.width), at: Point(x: area.x, y: area.y), style: style, clip: area)
    }
}
