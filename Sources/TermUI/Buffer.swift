/// A grid of cells, row-major: what a screen renders into and what the terminal adapter flushes.
public struct Buffer: Hashable, Sendable {
    public private(set) var size: Size
    public private(set) var cells: [Cell]

    public init(size: Size, fill: Cell = .blank) {
        self.size = size
        cells = Array(repeating: fill, count: size.width * size.height)
    }

    public var area: Rect { Rect(size) }

    public subscript(x: Int, y: Int) -> Cell {
        get { contains(x, y) ? cells[y * size.width + x] : .blank }
        set { if contains(x, y) { cells[y * size.width + x] = newValue } }
    }

    func contains(_ x: Int, _ y: Int) -> Bool { x >= 0 && y >= 0 && x < size.width && y < size.height }

    /// Writes `text` from `point`, clipped to `clip` (default: the whole buffer), sanitised, with
    /// wide characters taking two cells (a wide character that would straddle the edge becomes a
    /// space). Returns the number of columns written.
    @discardableResult
    public mutating func write(_ text: String, at point: Point, style: Style = .plain, clip: Rect? = nil) -> Int {
        let bounds = (clip ?? area).intersection(area)
        guard point.y >= bounds.y, point.y < bounds.maxY else { return 0 }
        var x = point.x
        if DisplayWidth.isPrintableASCII(text) {
            // One byte, one column, one cell: no characters to break out (most of every frame).
            for byte in text.utf8 {
                if x >= bounds.maxX { break }
                if x >= bounds.x { self[x, point.y] = Cell(String(UnicodeScalar(byte)), style: style) }
                x += 1
            }
            return max(0, min(x, bounds.maxX) - max(point.x, bounds.x))
        }
        for character in TextSanitizer.clean(text) {
            let width = DisplayWidth.of(character)
            if width == 0 {
                // A combining mark joins the cell before it.
                if x - 1 >= bounds.x, x - 1 < bounds.maxX { self[x - 1, point.y].text.append(character) }
                continue
            }
            if x >= bounds.maxX { break }
            if x >= bounds.x {
                if width == 2 && x + 1 >= bounds.maxX {
                    self[x, point.y] = Cell(" ", style: style)
                    x += 1
                    break
                }
                self[x, point.y] = Cell(String(character), style: style)
                if width == 2 { self[x + 1, point.y] = .continuation(style) }
            }
            x += width
        }
        return max(0, min(x, bounds.maxX) - max(point.x, bounds.x))
    }

    /// Fills `rect` (clipped) with `cell`.
    public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        let r = rect.intersection(area)
        for y in r.y..<r.maxY { for x in r.x..<r.maxX { self[x, y] = cell } }
    }

    /// Sets the style of every cell in `rect`, keeping the text (selection highlights).
    public mutating func setStyle(_ style: Style, in rect: Rect) {
        let r = rect.intersection(area)
        for y in r.y..<r.maxY { for x in r.x..<r.maxX { self[x, y].style = style } }
    }

    /// The text of row `y` (continuation cells skipped), for tests and snapshots.
    public func rowText(_ y: Int) -> String {
        guard y >= 0, y < size.height else { return "" }
        return (0..<size.width).map { self[$0, y].text }.joined()
    }

    /// Every row framed by `│` so trailing spaces show in snapshots.
    public var framedRows: [String] { (0..<size.height).map { "│" + rowText($0) + "│" } }
}
