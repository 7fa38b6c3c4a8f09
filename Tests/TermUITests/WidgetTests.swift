import PlatesTestSupport
import Testing

@testable import TermUI

@Suite(.onTestThreads) struct ProgressBarTests {
    @Test func theBarFillsByTheFractionAndNamesThePercentage() {
        #expect(ProgressBar.text(0, width: 15) == "░░░░░░░░░░   0%")
        #expect(ProgressBar.text(0.5, width: 15) == "█████░░░░░  50%")
        #expect(ProgressBar.text(0.999, width: 15) == "█████████░  99%")
        #expect(ProgressBar.text(1, width: 15) == "██████████ 100%")
        #expect(ProgressBar.text(0.5, width: 15, ascii: true) == "#####-----  50%")
        // Out of range and not a number stay in the bar; too narrow keeps the percentage.
        #expect(ProgressBar.text(7, width: 15) == ProgressBar.text(1, width: 15))
        #expect(ProgressBar.text(.nan, width: 15) == ProgressBar.text(0, width: 15))
        #expect(ProgressBar.text(0.5, width: 6) == " 50%")
        #expect(ProgressBar.text(0.5, width: 2) == "")
    }
}

@Suite(.onTestThreads) struct TextLayoutTests {
    @Test func truncatesWithAnEllipsisByDisplayWidth() {
        #expect(TextLayout.truncate("Romanian Deadlift", to: 8) == "Romania…")
        #expect(TextLayout.truncate("Squat", to: 5) == "Squat")
        #expect(TextLayout.truncate("日本語", to: 4) == "日…")
        #expect(TextLayout.truncate("anything", to: 0) == "")
        #expect(TextLayout.fit("75", to: 5, alignRight: true) == "   75")
    }
}

@Suite(.onTestThreads) struct TableTests {
    let columns = [Table.Column("Exercise", .flex(min: 6)), Table.Column("PR", .fixed(6), alignRight: true)]
    func rows(_ n: Int) -> [Table.Row] { (1...n).map { Table.Row(["Lift \($0)", "\($0 * 10)"]) } }

    @Test func rendersAHeaderAndRows() {
        let t = Table(columns: columns, rows: rows(2), selected: 0)
        #expect(
            render(t, Size(width: 16, height: 4)) == [
                "│Exercise      PR│",
                "│Lift 1        10│",
                "│Lift 2        20│",
                "│                │",
            ])
    }

    @Test func scrollsToKeepTheSelectionVisible() {
        let t = Table(columns: columns, rows: rows(10), selected: 7, offset: 0)
        let out = render(t, Size(width: 16, height: 4))
        #expect(out[1] == "│Lift 6        60│" && out[3] == "│Lift 8        80│")
    }

    @Test func theOffsetMovesAsLittleAsPossible() {
        #expect(Table.offset(selected: 5, current: 3, visible: 4, count: 20) == 3)
        #expect(Table.offset(selected: 2, current: 3, visible: 4, count: 20) == 2)
        #expect(Table.offset(selected: 9, current: 3, visible: 4, count: 20) == 6)
        #expect(Table.offset(selected: 0, current: 15, visible: 4, count: 5) == 0)
        #expect(Table.offset(selected: 3, current: 0, visible: 0, count: 5) == 0)
    }

    @Test func theSelectedRowIsHighlighted() {
        var b = Buffer(size: Size(width: 16, height: 3))
        Table(columns: columns, rows: rows(2), selected: 1).render(in: b.area, into: &b)
        #expect(b[0, 2].style.attributes.contains(.reverse) && !b[0, 1].style.attributes.contains(.reverse))
    }

    @Test func longTextIsCutNotWrapped() {
        let t = Table(columns: columns, rows: [Table.Row(["Incline Dumbbell Press", "32.5"])])
        #expect(render(t, Size(width: 16, height: 2))[1] == "│Incline…    32.5│")
    }

    @Test(arguments: [Size(width: 1, height: 1), Size(width: 10, height: 3), Size(width: 0, height: 0), Size(width: 3, height: 30)])
    func tinyAreasNeverTrap(size: Size) {
        let out = render(Table(columns: columns, rows: rows(50), selected: 49), size)
        #expect(out.count == size.height)
    }
}

@Suite(.onTestThreads) struct StatusBarTests {
    let hints = [(key: "l", label: "log"), (key: "?", label: "help"), (key: "q", label: "quit")]

    func render(_ bar: StatusBar, width: Int) -> String {
        var b = Buffer(size: Size(width: width, height: 1))
        bar.render(in: b.area, into: &b)
        return b.rowText(0)
    }

    @Test func showsHintsAndTheRightMark() {
        #expect(render(StatusBar(hints: hints, right: "DEMO"), width: 30) == "l log  ? help  q quit     DEMO")
    }

    @Test func hintsThatDoNotFitAreLeftOutWhole() {
        #expect(render(StatusBar(hints: hints, right: "DEMO"), width: 16) == "l log       DEMO")
    }

    @Test func hintsLeaveWholeTheRoomAToastWillCover() {
        // A toast drawn later over the last 12 columns: `? help` would show as `? h`.
        #expect(render(StatusBar(hints: hints, leaving: 12), width: 24) == "l log                   ")
        #expect(render(StatusBar(hints: hints, right: "DEMO", leaving: 3), width: 30) == "l log  ? help  q quit     DEMO")
    }

    @Test func aTinyBarNeverTraps() {
        #expect(render(StatusBar(hints: hints, right: "DEMO"), width: 2).count == 2)
        #expect(render(StatusBar(hints: hints), width: 1).count == 1)
    }
}
