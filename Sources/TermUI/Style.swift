/// A terminal colour: the terminal's default, one of the 256 indexed colours, or a 24-bit colour
/// the adapter maps to what the terminal has (256 → 8 → none).
public enum Color: Hashable, Sendable {
    case `default`
    case indexed(UInt8)
    case rgb(UInt8, UInt8, UInt8)

    public static let black = Color.indexed(0), red = Color.indexed(1), green = Color.indexed(2), yellow = Color.indexed(3)
    public static let blue = Color.indexed(4), magenta = Color.indexed(5), cyan = Color.indexed(6), white = Color.indexed(7)

    /// `#FDA4AF` → rgb; nil for anything else.
    public init?(hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6, let v = UInt32(digits, radix: 16) else { return nil }
        self = .rgb(UInt8(v >> 16), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF))
    }

    /// The nearest of the xterm 256-colour palette (the 6×6×6 cube or the grey ramp).
    public var nearest256: UInt8 {
        switch self {
        case .default: return 7
        case .indexed(let i): return i
        case .rgb(let r, let g, let b): return Self.palette256(r, g, b)
        }
    }

    /// The nearest of the 8 basic colours.
    public var nearest8: UInt8 {
        switch self {
        case .default: return 7
        case .indexed(let i) where i < 8: return i
        case .indexed(let i) where i < 16: return i - 8
        case .indexed(let i):
            let (r, g, b) = Self.rgbOf256(i)
            return Self.basic(r, g, b)
        case .rgb(let r, let g, let b): return Self.basic(r, g, b)
        }
    }

    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    static func palette256(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        func level(_ c: UInt8) -> Int { cubeLevels.indices.min { abs(cubeLevels[$0] - Int(c)) < abs(cubeLevels[$1] - Int(c)) }! }
        let (lr, lg, lb) = (level(r), level(g), level(b))
        let cube = 16 + 36 * lr + 6 * lg + lb
        let cubeDistance = distance((r, g, b), (cubeLevels[lr], cubeLevels[lg], cubeLevels[lb]))
        let average = (Int(r) + Int(g) + Int(b)) / 3
        let grey = min(23, max(0, (average - 8 + 5) / 10))
        let greyValue = 8 + 10 * grey
        let greyDistance = distance((r, g, b), (greyValue, greyValue, greyValue))
        return UInt8(greyDistance < cubeDistance ? 232 + grey : cube)
    }

    static func rgbOf256(_ i: UInt8) -> (Int, Int, Int) {
        if i >= 232 {
            let v = 8 + 10 * (Int(i) - 232)
            return (v, v, v)
        }
        let n = Int(i) - 16
        return (cubeLevels[n / 36], cubeLevels[(n / 6) % 6], cubeLevels[n % 6])
    }

    /// The basic colour of the nearest hue: the channels well above the weakest one are on. The
    /// spec's pastel shades keep their hue (pale green → green, not white); greys go black or white.
    static func basic(_ r: Int, _ g: Int, _ b: Int) -> UInt8 {
        let low = min(r, g, b)
        let (dr, dg, db) = (r - low, g - low, b - low)
        let spread = max(dr, dg, db)
        guard spread >= 24 else { return max(r, g, b) > 127 ? 7 : 0 }
        let threshold = Double(spread) * 0.45
        return UInt8((Double(dr) > threshold ? 1 : 0) | (Double(dg) > threshold ? 2 : 0) | (Double(db) > threshold ? 4 : 0))
    }

    static func basic(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 { basic(Int(r), Int(g), Int(b)) }

    static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (Int, Int, Int)) -> Int {
        let dr = Int(a.0) - b.0
        let dg = Int(a.1) - b.1
        let db = Int(a.2) - b.2
        return dr * dr + dg * dg + db * db
    }
}

/// Text attributes a terminal can show.
public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let bold = Attributes(rawValue: 1 << 0)
    public static let dim = Attributes(rawValue: 1 << 1)
    public static let underline = Attributes(rawValue: 1 << 2)
    public static let reverse = Attributes(rawValue: 1 << 3)
}

/// How a cell looks.
public struct Style: Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    public var attributes: Attributes

    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let plain = Style()
    public static func fg(_ c: Color) -> Style { Style(foreground: c) }
    public func with(_ a: Attributes) -> Style {
        var s = self
        s.attributes.formUnion(a)
        return s
    }
}
