/// A grid of braille characters, each cell 2 dots wide and 4 high, so a chart gets 8 points per cell.
public struct BrailleCanvas: Sendable {
    public let width: Int
    public let height: Int
    private var dots: [UInt8]
    private var styles: [Style?]

    /// `width`×`height` cells, `2·width`×`4·height` dots.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        dots = Array(repeating: 0, count: self.width * self.height)
        styles = Array(repeating: nil, count: self.width * self.height)
    }

    public var dotWidth: Int { width * 2 }
    public var dotHeight: Int { height * 4 }

    // Unicode braille: bit of dot (column, row) in the 2×4 cell.
    static let bits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    /// Sets the dot at (x, y), counted from the top left; outside dots are ignored.
    public mutating func set(_ x: Int, _ y: Int, style: Style = .plain) {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        let i = (y / 4) * width + x / 2
        dots[i] |= Self.bits[x % 2][y % 4]
        styles[i] = style
    }

    /// A straight line of dots (Bresenham).
    public mutating func line(from a: (Int, Int), to b: (Int, Int), style: Style = .plain) {
        var (x, y) = a
        let dx = abs(b.0 - a.0)
        let dy = -abs(b.1 - a.1)
        let sx = a.0 < b.0 ? 1 : -1
        let sy = a.1 < b.1 ? 1 : -1
        var err = dx + dy
        while true {
            set(x, y, style: style)
            if x == b.0 && y == b.1 { break }
            let e2 = 2 * err
            if e2 >= dy {
                err += dy
                x += sx
            }
            if e2 <= dx {
                err += dx
                y += sy
            }
        }
    }

    /// The character of cell (column, row): U+2800 plus the dots' bits (a blank cell is a space).
    public func character(_ column: Int, _ row: Int) -> String {
        let d = dots[row * width + column]
        return d == 0 ? " " : String(Character(Unicode.Scalar(0x2800 + UInt32(d))!))
    }

    public func draw(at origin: Point, into buffer: inout Buffer) {
        for row in 0..<height {
            for column in 0..<width where dots[row * width + column] != 0 {
                buffer[origin.x + column, origin.y + row] = Cell(character(column, row), style: styles[row * width + column] ?? .plain)
            }
        }
    }
}
