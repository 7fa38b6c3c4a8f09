/// How far a long job is, as a bar and a percentage: `██████░░░░  62%` (`######----  62%` where
/// the terminal has no UTF-8).
public struct ProgressBar: Widget {
    public var fraction: Double
    public var style: Style

    public init(_ fraction: Double, style: Style = .plain) {
        self.fraction = fraction
        self.style = style
    }

    /// The bar and its percentage in `width` columns (the percentage alone when too narrow for a
    /// bar, nothing when too narrow for that: a cut number would mislead).
    public static func text(_ fraction: Double, width: Int, ascii: Bool = false) -> String {
        let f = fraction.isFinite ? min(1, max(0, fraction)) : 0
        let percent = "\(Int((f * 100).rounded(.down)))%"
        let label = String(repeating: " ", count: max(0, 4 - percent.count)) + percent
        let barWidth = width - label.count - 1
        guard barWidth >= 3 else { return width >= label.count ? label : "" }
        let filled = Int((Double(barWidth) * f).rounded(.down))
        let (full, empty) = ascii ? ("#", "-") : ("█", "░")
        return String(repeating: full, count: filled) + String(repeating: empty, count: barWidth - filled) + " " + label
    }

    public func render(in area: Rect, into buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        buffer.write(Self.text(fraction, width: area.width), at: Point(x: area.x, y: area.y), style: style, clip: area)
    }
}
