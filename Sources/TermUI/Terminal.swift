/// What the run loop needs of a terminal. The ncurses adapter implements it; tests use an in-memory one.
public protocol Terminal: AnyObject {
    /// The size now (after the last resize event).
    var size: Size { get }
    /// Paints these cells; `full` after a resize or a redraw request (the screen was cleared).
    func draw(_ changes: [CellChange], full: Bool)
    /// The next input, or nil after `timeoutMilliseconds` without any.
    func nextEvent(timeoutMilliseconds: Int) -> Event?
    /// Rings the terminal's bell (the rest timer at zero).
    func bell()
}

extension Terminal {
    public func bell() {}
}

/// Keeps the last frame and sends a terminal only the cells that changed.
public struct Renderer: Sendable {
    public private(set) var previous: Buffer?
    public init() {}

    /// Forget the last frame: the next present repaints everything.
    public mutating func invalidate() { previous = nil }

    /// Sends `frame`'s changes; returns how many cells were sent.
    @discardableResult
    public mutating func present(_ frame: Buffer, on terminal: some Terminal) -> Int {
        let full = previous?.size != frame.size
        let changes = frame.diff(from: previous)
        if !changes.isEmpty || full { terminal.draw(changes, full: full) }
        previous = frame
        return changes.count
    }
}
