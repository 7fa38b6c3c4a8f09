/// A selection in a list and the list's scroll offset. The offset moves as little as possible,
/// so moving inside the visible rows repaints two rows, not the list.
public struct ListCursor: Equatable, Sendable {
    public var selected = 0
    public var offset = 0
    public init(selected: Int = 0, offset: Int = 0) {
        self.selected = selected
        self.offset = offset
    }

    /// Applies a movement command over `count` rows of which `visible` show. Returns false for
    /// other commands.
    public mutating func apply(_ command: Command, count: Int, visible: Int) -> Bool {
        let page = max(1, visible - 1)
        switch command {
        case .up: selected -= 1
        case .down: selected += 1
        case .top: selected = 0
        case .bottom: selected = count - 1
        case .pageUp: selected -= page
        case .pageDown: selected += page
        default: return false
        }
        clamp(count: count, visible: visible)
        return true
    }

    /// Keeps the selection in range and visible (after a reload or a resize).
    public mutating func clamp(count: Int, visible: Int) {
        selected = max(0, min(selected, count - 1))
        guard visible > 0, count > 0 else {
            offset = 0
            return
        }
        if selected < offset { offset = selected }
        if selected >= offset + visible { offset = selected - visible + 1 }
        offset = max(0, min(offset, max(0, count - visible)))
    }
}
