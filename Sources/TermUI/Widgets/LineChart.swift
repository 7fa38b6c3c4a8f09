/// A line chart in braille: y labels on the left, an axis, x labels under it, an optional goal
/// drawn as a dashed horizontal line, and optional marks: single dots not joined (the samples a
/// smoothed line is drawn through). Points are (x, y), x increasing (days, for example).
public struct LineChart: Widget {
    public var points: [(x: Double, y: Double)]
    public var marks: [(x: Double, y: Double)]
    public var markStyle: Style
    public var goal: Double?
    public var formatY: (Double) -> String
    public var xLabels: (left: String, right: String)
    public var lineStyle: Style
    public var goalStyle: Style
    public var axisStyle: Style
    public var emptyText: String
    /// The least the y axis spans, centred on the values: a change smaller than the scale's
    /// noise (0.1 kg of body weight) must not fill the chart's height as a plunge.
    public var minimumSpan: Double

    public init(
        points: [(x: Double, y: Double)], goal: Double? = nil, formatY: @escaping (Double) -> String,
        xLabels: (left: String, right: String) = ("", ""), lineStyle: Style = .plain,
        goalStyle: Style = Style(attributes: .dim), axisStyle: Style = Style(attributes: .dim),
        emptyText: String = "No data yet", marks: [(x: Double, y: Double)] = [], markStyle: Style = .plain,
        minimumSpan: Double = 0
    ) {
        self.minimumSpan = minimumSpan.isFinite ? max(0, minimumSpan) : 0
        self.points = points.filter { $0.x.isFinite && $0.y.isFinite }
        self.marks = marks.filter { $0.x.isFinite && $0.y.isFinite }
        self.markStyle = markStyle
        self.goal = goal.flatMap { $0.isFinite ? $0 : nil }
        self.formatY = formatY
        self.xLabels = xLabels
        self.lineStyle = lineStyle
        self.goalStyle = goalStyle
        self.axisStyle = axisStyle
        self.emptyText = emptyText
    }

    /// The y range shown: the values, the marks and the goal, padded so a flat line sits mid-height.
    public var yRange: (low: Double, high: Double) {
        let ys = points.map(\.y) + marks.map(\.y) + (goal.map { [$0] } ?? [])
        guard var low = ys.min(), var high = ys.max() else { return (0, 1) }
        if high - low < 1e-9 {
            low -= 1
            high += 1
        }
        if high - low < minimumSpan {
            let middle = (low + high) / 2
            (low, high) = (middle - minimumSpan / 2, middle + minimumSpan / 2)
        }
        return (low, high)
    }

    public func render(in area: Rect, into buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        guard !points.isEmpty else {
            let text = TextLayout.truncate(emptyText, to: area.width)
            buffer.write(text, at: Point(x: area.x + (area.width - DisplayWidth.of(text)) / 2, y: area.y + area.height / 2), style: axisStyle, clip: area)
            return
        }
        let (low, high) = yRange
        let labels = [formatY(high), formatY(low)]
        let labelWidth = min(labels.map { DisplayWidth.of($0) }.max() ?? 0, area.width / 3)
        let axisRows = area.height >= 4 ? 2 : 0
        let plot = Rect(x: area.x + labelWidth + 1, y: area.y, width: area.width - labelWidth - 1, height: area.height - axisRows)
        guard !plot.isEmpty else { return }
        // Y labels at the top and bottom rows of the plot, the axis beside them.
        buffer.write(TextLayout.fit(labels[0], to: labelWidth, alignRight: true), at: Point(x: area.x, y: plot.y), style: axisStyle, clip: area)
        if plot.height > 1 {
            buffer.write(TextLayout.fit(labels[1], to: labelWidth, alignRight: true), at: Point(x: area.x, y: plot.maxY - 1), style: axisStyle, clip: area)
        }
        for y in plot.y..<plot.maxY { buffer[plot.x - 1, y] = Cell("│", style: axisStyle) }
        if axisRows > 0 {
            buffer[plot.x - 1, plot.maxY] = Cell("└", style: axisStyle)
            for x in plot.x..<plot.maxX { buffer[x, plot.maxY] = Cell("─", style: axisStyle) }
            let row = Rect(x: plot.x, y: plot.maxY + 1, width: plot.width, height: 1)
            buffer.write(TextLayout.truncate(xLabels.left, to: plot.width), at: Point(x: plot.x, y: row.y), style: axisStyle, clip: row)
            let right = TextLayout.truncate(xLabels.right, to: max(0, plot.width - DisplayWidth.of(xLabels.left) - 1))
            buffer.write(right, at: Point(x: plot.maxX - DisplayWidth.of(right), y: row.y), style: axisStyle, clip: row)
        }
        var canvas = BrailleCanvas(width: plot.width, height: plot.height)
        let xs = points.map(\.x) + marks.map(\.x)
        let minX = xs.min()!
        let maxX = xs.max()!
        func dotY(_ y: Double) -> Int { Int(((high - y) / (high - low) * Double(canvas.dotHeight - 1)).rounded()) }
        func dotX(_ x: Double) -> Int {
            maxX - minX < 1e-9 ? canvas.dotWidth / 2 : Int(((x - minX) / (maxX - minX) * Double(canvas.dotWidth - 1)).rounded())
        }
        if let goal {
            let gy = dotY(goal)
            // Dashes: two dots on, two off.
            for x in 0..<canvas.dotWidth where (x / 2) % 2 == 0 { canvas.set(x, gy, style: goalStyle) }
        }
        // Marks first: where a mark and the line share a cell, the line's style wins.
        for m in marks { canvas.set(dotX(m.x), dotY(m.y), style: markStyle) }
        var previous: (Int, Int)?
        for p in points {
            let here = (dotX(p.x), dotY(p.y))
            if let previous { canvas.line(from: previous, to: here, style: lineStyle) } else { canvas.set(here.0, here.1, style: lineStyle) }
            previous = here
        }
        canvas.draw(at: Point(x: plot.x, y: plot.y), into: &buffer)
    }
}
