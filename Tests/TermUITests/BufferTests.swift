import PlatesTestSupport
import Testing

@testable import TermUI

@Suite(.onTestThreads) struct BufferTests {
    @Test func writesTextAndFramesRows() {
        var b = Buffer(size: Size(width: 6, height: 2))
        b.write("Bench", at: Point(x: 0, y: 0))
        #expect(b.framedRows == ["│Bench │", "│      │"])
    }

    @Test func clipsAtTheEdgeAndToARect() {
        var b = Buffer(size: Size(width: 5, height: 1))
        #expect(b.write("Deadlift", at: Point(x: 1, y: 0)) == 4)
        #expect(b.rowText(0) == " Dead")
        var c = Buffer(size: Size(width: 6, height: 1))
        c.write("Squat", at: Point(x: 0, y: 0), clip: Rect(x: 2, y: 0, width: 2, height: 1))
        #expect(c.rowText(0) == "  ua  ")
    }

    @Test func wideCharactersTakeTwoCellsAndNeverStraddleTheEdge() {
        var b = Buffer(size: Size(width: 5, height: 1))
        b.write("日本x", at: Point(x: 0, y: 0))
        #expect(b.rowText(0) == "日本x")
        #expect(b[1, 0].isContinuation)
        var edge = Buffer(size: Size(width: 3, height: 1))
        edge.write("a日本", at: Point(x: 0, y: 0))
        #expect(edge.rowText(0) == "a日")
        var straddle = Buffer(size: Size(width: 2, height: 1))
        straddle.write("a日", at: Point(x: 0, y: 0))
        #expect(straddle.rowText(0) == "a ")
    }

    @Test func emojiAndCombiningMarksKeepTheLayout() {
        var b = Buffer(size: Size(width: 6, height: 1))
        b.write("💪e\u{301}x", at: Point(x: 0, y: 0))
        #expect(b.rowText(0) == "💪e\u{301}x  ")
        #expect(DisplayWidth.of("💪e\u{301}x") == 4)
    }

    @Test(arguments: ["\u{1B}]0;pwned\u{7}", "\u{1B}[2J", "a\u{202E}b", "tab\there", "nl\nx"])
    func controlCharactersAndBidiOverridesNeverReachACell(text: String) {
        var b = Buffer(size: Size(width: 20, height: 1))
        b.write(text, at: Point(x: 0, y: 0))
        let row = b.rowText(0)
        #expect(!row.unicodeScalars.contains { $0.properties.generalCategory == .control || (0x202A...0x202E).contains($0.value) })
        #expect(row.contains("?"))
    }

    @Test func aTenThousandCharacterNameStaysInItsRow() {
        var b = Buffer(size: Size(width: 10, height: 2))
        b.write(String(repeating: "W", count: 10_000), at: Point(x: 0, y: 0))
        #expect(b.rowText(0) == String(repeating: "W", count: 10) && b.rowText(1) == String(repeating: " ", count: 10))
    }

    @Test(arguments: [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 10, height: 3)])
    func tinyBuffersNeverTrap(size: Size) {
        var b = Buffer(size: size)
        b.write("Overhead Press", at: Point(x: -3, y: 0))
        b.write("x", at: Point(x: 50, y: 50))
        b.fill(Rect(x: -5, y: -5, width: 100, height: 100), with: Cell("#"))
        b.setStyle(.fg(.red), in: Rect(x: 0, y: 0, width: 3, height: 3))
        #expect(b.framedRows.count == size.height)
        #expect(b[-1, -1] == .blank)
    }

    @Test func writingOutsideTheClipRowsWritesNothing() {
        var b = Buffer(size: Size(width: 4, height: 2))
        #expect(b.write("abc", at: Point(x: 0, y: 1), clip: Rect(x: 0, y: 0, width: 4, height: 1)) == 0)
        #expect(b.rowText(1) == "    ")
    }
}

@Suite(.onTestThreads) struct DiffTests {
    @Test func onlyChangedCellsAreReported() {
        var a = Buffer(size: Size(width: 4, height: 2))
        a.write("ab", at: Point(x: 0, y: 0))
        var b = a
        b.write("X", at: Point(x: 1, y: 1))
        let changes = b.diff(from: a)
        #expect(changes == [CellChange(x: 1, y: 1, cell: Cell("X"))])
        #expect(b.diff(from: b).isEmpty)
    }

    @Test func aStyleChangeIsAChange() {
        let a = Buffer(size: Size(width: 2, height: 1))
        var b = a
        b.setStyle(.fg(.green), in: Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(b.diff(from: a).count == 1)
    }

    @Test func aResizeRepaintsEverything() {
        let a = Buffer(size: Size(width: 2, height: 2))
        let b = Buffer(size: Size(width: 3, height: 2))
        #expect(b.diff(from: a).count == 6)
        #expect(b.diff(from: nil).count == 6)
    }

    @Test func changesComeRowByRowWithTheirPlaces() {
        var a = Buffer(size: Size(width: 3, height: 2))
        a.write("abc", at: Point(x: 0, y: 0))
        a.write("de", at: Point(x: 0, y: 1))
        #expect(a.diff(from: nil).map { "\($0.x),\($0.y)\($0.cell.text)" } == ["0,0a", "1,0b", "2,0c", "0,1d", "1,1e", "2,1 "])
        var b = a
        b.write("Z", at: Point(x: 2, y: 0))
        b.write("Y", at: Point(x: 0, y: 1))
        #expect(b.diff(from: a).map { "\($0.x),\($0.y)\($0.cell.text)" } == ["2,0Z", "0,1Y"])
    }
}
