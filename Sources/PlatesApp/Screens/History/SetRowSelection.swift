import Foundation

/// A selection in a list of sets by day that stays on its row while sets come and go around it
/// (an undo, a log): rows are known by what they show, not by their index.
extension SetRow {
    /// The same row in another build of the list: a set by its id, a day by its date.
    func isSameRow(as other: SetRow) -> Bool {
        switch (self, other) {
        case (.set(let a), .set(let b)): a.id == b.id
        case (.day(let a, _), .day(let b, _)): a.day == b.day
        default: false
        }
    }
}

extension Array where Element == SetRow {
    func row(at index: Int) -> SetRow? { indices.contains(index) ? self[index] : nil }
}

extension ListCursor {
    /// Moves to `row` in `rows`, the list scrolled by as much; stays put when it is gone (a
    /// deleted set: the row after it takes its place).
    mutating func follow(_ row: SetRow, in rows: [SetRow]) {
        guard let index = rows.firstIndex(where: { $0.isSameRow(as: row) }) else { return }
        offset += index - selected
        selected = index
    }
}
