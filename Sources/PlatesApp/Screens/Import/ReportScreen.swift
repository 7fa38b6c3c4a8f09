import TermUI

/// The report dialog: its lines wrapped to the terminal, as many as fit, with `↓ more` when some
/// are below.
public enum ReportScreen {
    /// The wrapped lines of `report` in a dialog `width` wide inside.
    static func wrapped(_ report: ReportState, width: Int) -> [String] {
        report.lines.flatMap { line -> [String] in
            // A line keeps its own indent; its continuation lines go two further in.
            let indent = String(line.prefix { $0 == " " })
            let parts = TextLayout.wrap(String(line.dropFirst(indent.count)), to: max(1, width - indent.count - 2))
            return parts.enumerated().map { indent + ($0.offset == 0 ? "" : "  ") + $0.element }
        }
    }

    /// How many report lines fit in `area` (the border, a blank line and the keys take 4 rows).
    static func visibleRows(in area: Rect) -> Int { max(1, area.height - 4) }

    static func innerWidth(in area: Rect) -> Int { max(1, min(76, area.width - 6)) }

    public static func render(_ report: ReportState, in area: Rect, into buffer: inout Buffer) {
        let width = innerWidth(in: area)
        let all = wrapped(report, width: width)
        let rows = visibleRows(in: area)
        let top = min(report.top, max(0, all.count - rows))
        var lines = all.dropFirst(top).prefix(rows).map { [Span($0)] }
        lines.append([])
        let more = top + rows < all.count ? "↓ more · j/k scroll · " : (top > 0 ? "k scrolls up · " : "")
        lines.append([Span(more + "enter or esc closes", Theme.dim)])
        Dialog(title: report.title, lines: lines, innerWidth: width).render(in: area, into: &buffer)
    }
}
