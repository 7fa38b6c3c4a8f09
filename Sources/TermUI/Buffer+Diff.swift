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
        let width = size.width
        guard let previous, previous.size == size else {
            return cells.indices.map { CellChange(x: $0 % width, y: $0 / width, cell: cells[$0]) }
        }
        // Every key compares the whole grid (3,000 cells at 100×30) to find a few dozen changes:
        // the two arrays side by side, without the subscript's bounds checks per cell.
        var changes: [CellChange] = []
        cells.withUnsafeBufferPointer { now in
            previous.cells.withUnsafeBufferPointer { before in
                for i in now.indices where now[i] != before[i] {
                    changes.append(CellChange(x: i % width, y: i / width, cell: now[i]))
                }
            }
        }
        return changes
    }
}
