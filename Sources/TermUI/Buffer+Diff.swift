/// One cell to repaint.
public struct CellChange: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var cell: Cell
}

extension Buffer {
    /// The cells that differ from `previous`: all of them when the size changed (a resize
    /// repaints everything). Only these reach the terminal.
    public func diff(from previous: Buffer?) -> [CellChange] {
        var changes: [CellChange] = []
        let full = previous?.size != size
        for y in 0..<size.height {
            for x in 0..<size.width {
                let cell = self[x, y]
                if full || previous![x, y] != cell { changes.append(CellChange(x: x, y: y, cell: cell)) }
            }
        }
        return changes
    }
}
