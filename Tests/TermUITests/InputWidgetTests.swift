import PlatesTestSupport
import Testing

@testable import TermUI

@Suite(.onTestThreads) struct TextFieldTests {
    /// Issue 19, item 3: typing into quick-log's prefilled set field appended (`90x5@9100x5`).
    @Test func aPrefilledSuggestionIsReplacedByTypingAndKeptByMoving() {
        var f = TextField()
        f.prefill("90x5@9")
        #expect(f.isPrefilled && f.text == "90x5@9" && f.cursor == 6)
        _ = f.handle(.char("1"))
        #expect(f.text == "1" && !f.isPrefilled)
        _ = f.handle(.char("0"))
        #expect(f.text == "10")

        f.prefill("90x5@9")
        _ = f.handle(.backspace)
        #expect(f.text.isEmpty && !f.isPrefilled)

        f.prefill("90x5@9")
        f.insert("100x5")  // a paste replaces it too
        #expect(f.text == "100x5")

        f.prefill("90x5@9")
        _ = f.handle(.left)  // moving means editing the suggestion
        _ = f.handle(.char("0"))
        #expect(f.text == "90x5@09" && !f.isPrefilled)

        f.prefill("90x5@9")
        #expect(!f.handle(.enter) && f.text == "90x5@9" && f.isPrefilled)  // enter takes it as it is
        f.set("typed")
        #expect(!f.isPrefilled)
    }

    @Test func editsLikeReadline() {
        var f = TextField("bench 100x5")
        #expect(f.cursor == 11)
        _ = f.handle(.backspace)
        _ = f.handle(.char("3"))
        #expect(f.text == "bench 100x3")
        _ = f.handle(.home)
        _ = f.handle(.delete)
        #expect(f.text == "ench 100x3" && f.cursor == 0)
        _ = f.handle(.end)
        _ = f.handle(.ctrl("w"))
        #expect(f.text == "ench ")
        _ = f.handle(.ctrl("u"))
        #expect(f.text.isEmpty && f.cursor == 0)
    }

    @Test func commandKeysAreNotConsumed() {
        var f = TextField("x")
        #expect(!f.handle(.enter) && !f.handle(.tab) && !f.handle(.up) && !f.handle(.escape))
        #expect(f.text == "x")
    }

    @Test func pastesAreCleanedAndCut() {
        var f = TextField(maxLength: 10)
        f.insert("a\nb\u{1B}[2J\tc" + String(repeating: "z", count: 10_000))
        #expect(f.text == "a b[2J czz")
        #expect(f.text.count == 10 && f.cursor == 10)
    }

    @Test func insertsAtTheCursor() {
        var f = TextField("100x5")
        _ = f.handle(.left)
        _ = f.handle(.left)
        f.insert(",5")
        #expect(f.text == "100,5x5")
    }

    /// Found by the reducer fuzzer: a combining mark typed alone joins the character before it, so
    /// the cursor must not move past the end.
    @Test func aCombiningMarkJoinsThePreviousCharacterAndTheCursorStaysInRange() {
        var f = TextField("bench")
        _ = f.handle(.char("\u{301}"))
        #expect(f.text == "benc" + "h\u{301}" && f.text.count == 5)
        #expect(f.cursor == f.text.count)
        _ = f.handle(.left)
        _ = f.handle(.char("\u{73F}"))
        #expect(f.cursor <= f.text.count && f.text.count == 5)
        _ = f.handle(.end)
        _ = f.handle(.backspace)
        #expect(f.text.count == 4 && f.cursor == 4)
    }
}

@Suite(.onTestThreads) struct TextInputTests {
    @Test func scrollsToKeepTheCursorVisible() {
        let f = TextField("abcdefghij")
        var b = Buffer(size: Size(width: 5, height: 1))
        TextInput(f, focused: true).render(in: b.area, into: &b)
        #expect(b.rowText(0) == "ghij ")
        #expect(b[4, 0].style.attributes.contains(.reverse))
    }

    @Test func showsThePlaceholderWhenEmpty() {
        #expect(render(TextInput(TextField(), focused: false, placeholder: "100x5"), Size(width: 8, height: 1)) == ["│100x5   │"])
    }

    @Test func formShowsLabelsAndErrors() {
        let form = Form(
            fields: [
                .init(label: "Set", value: TextField("abc"), error: "Not a set"),
                .init(label: "Notes", value: TextField()),
            ], focused: 0)
        #expect(
            render(form, Size(width: 16, height: 3)) == [
                "│Set   abc       │",
                "│Not a set       │",
                "│Notes           │",
            ])
    }
}

@Suite(.onTestThreads) struct DisplayWidgetTests {
    @Test func blockDrawsABorderWithATitle() {
        #expect(
            render(Block(title: "PRs"), Size(width: 10, height: 3)) == [
                "│┌ PRs ───┐│",
                "││        ││",
                "│└────────┘│",
            ])
    }

    @Test func tabsFallBackToShortTitles() {
        let tabs = Tabs(titles: ["1 Dashboard", "2 Exercises"], shortTitles: ["1 Dash", "2 Ex"], selected: 1)
        #expect(render(tabs, Size(width: 30, height: 1)) == ["│ 1 Dashboard   2 Exercises    │"])
        #expect(render(tabs, Size(width: 15, height: 1)) == ["│ 1 Dash   2 Ex │"])
        #expect(render(tabs, Size(width: 11, height: 1)) == ["│1 Dash 2 Ex│"])
        #expect(render(tabs, Size(width: 9, height: 1)) == ["│1 D… 2 Ex│"])
    }

    @Test func paragraphCutsTheLastSpanThatDoesNotFit() {
        let p = Paragraph(lines: [[Span("Bench "), Span("100 kg × 5 · e1RM 116.7 kg")]])
        #expect(render(p, Size(width: 16, height: 1)) == ["│Bench 100 kg ×… │"])
    }

    @Test func wrapsAtSpacesAndCutsLongWords() {
        #expect(TextLayout.wrap("No exercise matches benchh", to: 10) == ["No", "exercise", "matches", "benchh"])
        #expect(TextLayout.wrap("aaaaaaaaaaaa b", to: 5) == ["aaaaa", "aaaaa", "aa b"])
    }

    @Test func sparklineScalesBetweenMinAndMax() {
        #expect(Sparkline([1, 2, 3, 8]).text(width: 10) == "▁▂▃█")
        #expect(Sparkline([5, 5]).text(width: 10) == "▄▄")
        #expect(Sparkline([1, 2, 3]).text(width: 2) == "▁█")
    }

    @Test func brailleCanvasSetsDots() {
        var c = BrailleCanvas(width: 1, height: 1)
        c.set(0, 0)
        c.set(1, 3)
        #expect(c.character(0, 0) == "⢁")
        c.set(5, 5)  // outside: ignored
    }

    @Test func lineChartDrawsAxesLabelsAndADashedGoal() {
        let chart = LineChart(points: [(0, 80), (1, 82), (2, 84)], goal: 80, formatY: { "\(Int($0))" }, xLabels: ("Jan", "Mar"))
        let out = render(chart, Size(width: 14, height: 5))
        #expect(out[0].hasPrefix("│84│"))
        #expect(out[2].hasPrefix("│80│"))
        #expect(out[3] == "│  └───────────│")
        #expect(out[4] == "│   Jan     Mar│")
        // The goal row has dashes (gaps between them) and the line starts there.
        #expect(out[2].contains("⣀") || out[2].contains("⡀"))
    }

    /// Marks are dots not joined: a mark far from the line widens the y range and stands alone.
    @Test func lineChartMarksAreLoneDotsInsideTheRange() {
        let chart = LineChart(points: [(0, 82), (4, 82)], formatY: { "\(Int($0))" }, marks: [(2, 90)])
        let out = render(chart, Size(width: 12, height: 5))
        #expect(out[0].hasPrefix("│90│"))
        #expect(out[2].hasPrefix("│82│"))
        // The mark's dot sits mid-width on the top row; nothing else is drawn there.
        let top = out[0].dropFirst(4).dropLast()
        #expect(top.filter { $0 != " " }.count == 1)
        #expect(out[1].dropFirst(4).dropLast().allSatisfy { $0 == " " })
    }

    /// 81.6 then 81.5 kg drew a line from the chart's top to its bottom: the axis spans at least
    /// `minimumSpan`, centred on the values; a wider range is kept as it is.
    @Test func lineChartSpansAtLeastItsMinimum() {
        let close = LineChart(points: [(0, 81.6), (1, 81.5)], formatY: { "\($0)" }, minimumSpan: 2)
        #expect(abs(close.yRange.low - 80.55) < 1e-9 && abs(close.yRange.high - 82.55) < 1e-9)
        let wide = LineChart(points: [(0, 78), (1, 84)], formatY: { "\($0)" }, minimumSpan: 2)
        #expect(wide.yRange.low == 78 && wide.yRange.high == 84)
        // Rendered: the line keeps to the middle rows, the top and bottom rows stay empty.
        let out = render(LineChart(points: [(0, 81.6), (4, 81.5)], formatY: { "\(Int($0))" }, minimumSpan: 2), Size(width: 12, height: 6))
        #expect(out[0].dropFirst(4).dropLast().allSatisfy { $0 == " " }, "\(out)")
        #expect(out[3].dropFirst(4).dropLast().allSatisfy { $0 == " " }, "\(out)")
    }

    @Test func lineChartWithoutPointsSaysSo() {
        let out = render(LineChart(points: [], formatY: { "\($0)" }), Size(width: 13, height: 3))
        #expect(out[1] == "│ No data yet │")
    }

    @Test func confirmAndHelpDialogsAreCentred() {
        let out = render(ConfirmDialog(title: "Delete set?", message: "Bench 100x5"), Size(width: 40, height: 7))
        #expect(out[1].contains("┌ Delete set? "))
        #expect(out[2].contains("Bench 100x5"))
        #expect(out[4].contains("y yes   n no"))
        let help = render(HelpOverlay(title: "Keys", sections: [.init("Move", [("j", "down"), ("k", "up")])]), Size(width: 30, height: 9))
        #expect(help.joined().contains("j  down"))
    }

    @Test func toastSitsBottomRight() {
        #expect(render(Toast("✓ Logged", style: .plain), Size(width: 14, height: 2)) == ["│              │", "│     ✓ Logged │"])
    }

    @Test(arguments: [Size(width: 1, height: 1), Size(width: 10, height: 3), Size(width: 0, height: 0), Size(width: 3, height: 1)])
    func everyWidgetSurvivesTinySizes(_ size: Size) {
        var b = Buffer(size: size)
        let widgets: [any Widget] = [
            TextInput(TextField("long text here"), focused: true, placeholder: "x"),
            Block(title: "Title"), Paragraph("hello world"), Tabs(titles: ["a", "b", "c"], selected: 2),
            Dialog(title: "T", lines: [[Span("line")]]), HelpOverlay(title: "Keys", sections: [.init("S", [("q", "quit")])]),
            ConfirmDialog(title: "Delete?", message: "Really delete this set?"), Toast("✓ Logged", style: .plain),
            Form(fields: [.init(label: "Name", value: TextField("x"), error: "bad")], focused: 0),
            Sparkline([1, 2, 3]), LineChart(points: [(0, 1), (1, 2)], goal: 3, formatY: { "\($0)" }, xLabels: ("a", "b")),
            LineChart(points: [(0, 1)], formatY: { "\($0)" }), LineChart(points: [], formatY: { "\($0)" }, marks: [(0, 1), (1, .nan)]),
            Table(columns: [.init("A", .flex(min: 3))], rows: [.init(["x"])], selected: 0), StatusBar(hints: [("q", "quit")], right: "DEMO"),
        ]
        for w in widgets { w.render(in: b.area, into: &b) }
        #expect(b.size == size)
    }
}

@Suite(.onTestThreads) struct AsciiFallbackTests {
    @Test func mapsBoxBrailleAndMarksToAscii() {
        #expect(
            ["┌", "─", "│", "└", "✓", "×", "·", "…", "⣿", "⠁", " ", "a", "é", "日", "‹", "›", "■", "✗", "±", "⚠"].map(AsciiFallback.text)
                == ["+", "-", "|", "+", "*", "x", "-", "~", "*", ".", " ", "a", "?", "??", "<", ">", "#", "x", "+", "!"])
    }
}

@Suite(.onTestThreads) struct RendererTests {
    final class Recording: Terminal {
        var size = Size(width: 4, height: 2)
        var draws: [(count: Int, full: Bool)] = []
        func draw(_ changes: [CellChange], full: Bool) { draws.append((changes.count, full)) }
        func nextEvent(timeoutMilliseconds: Int) -> Event? { nil }
    }

    @Test func onlyChangedCellsReachTheTerminal() {
        let t = Recording()
        var r = Renderer()
        var b = Buffer(size: t.size)
        b.write("ab", at: Point(x: 0, y: 0))
        r.present(b, on: t)
        b.write("X", at: Point(x: 1, y: 1))
        r.present(b, on: t)
        r.present(b, on: t)
        #expect(t.draws.map(\.count) == [8, 1])
        #expect(t.draws.map(\.full) == [true, false])
        r.present(Buffer(size: Size(width: 2, height: 2)), on: t)
        #expect(t.draws.last! == (4, true))
    }
}
