/// A position in cells, zero-based from the top left.
public struct Point: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// A size in cells; never negative.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }
    public var description: String { "\(width)×\(height)" }
}

/// A rectangle of cells. Operations clamp instead of trapping: a widget given too little room
/// draws less, never crashes.
public struct Rect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public init(_ size: Size) { self.init(x: 0, y: 0, width: size.width, height: size.height) }

    public var isEmpty: Bool { width == 0 || height == 0 }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }

    /// Shrunk by `n` on every side.
    public func inset(_ n: Int) -> Rect { Rect(x: x + n, y: y + n, width: width - 2 * n, height: height - 2 * n) }

    /// The common part of both rectangles (empty when they do not overlap).
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(x, other.x)
        let y0 = max(y, other.y)
        return Rect(x: x0, y: y0, width: min(maxX, other.maxX) - x0, height: min(maxY, other.maxY) - y0)
    }

    /// The top `n` rows and the rest.
    public func splitTop(_ n: Int) -> (Rect, Rect) {
        let top = min(max(0, n), height)
        return (Rect(x: x, y: y, width: width, height: top), Rect(x: x, y: y + top, width: width, height: height - top))
    }

    /// The bottom `n` rows and the rest (rest first).
    public func splitBottom(_ n: Int) -> (Rect, Rect) {
        let bottom = min(max(0, n), height)
        return (Rect(x: x, y: y, width: width, height: height - bottom), Rect(x: x, y: maxY - bottom, width: width, height: bottom))
    }

    /// The left `n` columns and the rest.
    public func splitLeft(_ n: Int) -> (Rect, Rect) {
        let left = min(max(0, n), width)
        return (Rect(x: x, y: y, width: left, height: height), Rect(x: x + left, y: y, width: width - left, height: height))
    }

    /// A rectangle of at most `size`, centred in this one.
    public func centered(_ size: Size) -> Rect {
        let w = min(size.width, width)
        let h = min(size.height, height)
        return Rect(x: x + (width - w) / 2, y: y + (height - h) / 2, width: w, height: h)
    }
}
