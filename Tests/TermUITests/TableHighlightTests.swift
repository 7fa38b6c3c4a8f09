import PlatesTestSupport
import Testing

@testable import TermUI

@Suite(.onTestThreads) struct TableHighlightTests {
    static let columns = [Table.Column("Name", .fixed(10)), Table.Column("Kg", .fixed(5), alignRight: true)]
    static let rows = [Table.Row(["Squat", "140"]), Table.Row(["Bench", "100"])]

    @Test func aRowHighlightCoversTheWholeLine() {
        var b = Buffer(size: Size(width: 16, height: 3))
        Table(columns: Self.columns, rows: Self.rows, selected: 1).render(in: b.area, into: &b)
        #expect((0..<16).allSatisfy { b[$0, 2].style.attributes.contains(.reverse) })
        #expect(!(0..<16).contains { b[$0, 1].style.attributes.contains(.reverse) })
    }

    /// The first column's text only: moving the selection rewrites two names, not two lines.
    @Test func aFirstColumnHighlightCoversTheNameOnly() {
        var b = Buffer(size: Size(width: 16, height: 3))
        Table(columns: Self.columns, rows: Self.rows, selected: 1, highlight: .firstColumn).render(in: b.area, into: &b)
        #expect((0..<5).allSatisfy { b[$0, 2].style.attributes.contains(.reverse) })
        #expect(!(5..<16).contains { b[$0, 2].style.attributes.contains(.reverse) })
        #expect(b.rowText(2) == "Bench        100")
    }
}
