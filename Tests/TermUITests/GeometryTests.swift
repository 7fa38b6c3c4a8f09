import PlatesTestSupport
import Testing

@testable import TermUI

@Suite(.onTestThreads) struct GeometryTests {
    @Test func sizesAndRectsNeverGoNegative() {
        #expect(Size(width: -3, height: 2) == Size(width: 0, height: 2))
        #expect(Rect(x: 0, y: 0, width: 3, height: 3).inset(2).isEmpty)
    }

    @Test func splitsClampToTheRect() {
        let r = Rect(x: 0, y: 0, width: 10, height: 5)
        let (top, rest) = r.splitTop(2)
        #expect(top == Rect(x: 0, y: 0, width: 10, height: 2) && rest == Rect(x: 0, y: 2, width: 10, height: 3))
        let (main, bar) = r.splitBottom(9)
        #expect(main.height == 0 && bar.height == 5)
        #expect(r.splitLeft(-1).0.width == 0)
    }

    @Test func intersectionsAndCentering() {
        let a = Rect(x: 0, y: 0, width: 5, height: 5)
        let b = Rect(x: 3, y: 3, width: 5, height: 5)
        #expect(a.intersection(b) == Rect(x: 3, y: 3, width: 2, height: 2))
        #expect(a.intersection(Rect(x: 9, y: 9, width: 1, height: 1)).isEmpty)
        #expect(Rect(x: 0, y: 0, width: 10, height: 4).centered(Size(width: 4, height: 2)) == Rect(x: 3, y: 1, width: 4, height: 2))
        #expect(Rect(x: 0, y: 0, width: 3, height: 1).centered(Size(width: 40, height: 9)) == Rect(x: 0, y: 0, width: 3, height: 1))
    }
}

@Suite(.onTestThreads) struct StyleTests {
    @Test(
        arguments: [
            ("#FDA4AF", 217, 1), ("#60A5FA", 75, 4), ("#86EFAC", 121, 2), ("#FCD34D", 221, 3), ("#C084FC", 141, 5),
            ("#A78BFA", 141, 4), ("#E879F9", 177, 5), ("#FDE047", 221, 3), ("#2DD4BF", 43, 6),
        ] as [(String, UInt8, UInt8)])
    func theSpecsMuscleColoursKeepTheirHueIn256And8(hex: String, c256: UInt8, c8: UInt8) throws {
        let color = try #require(Color(hex: hex))
        #expect(color.nearest256 == c256)
        #expect(color.nearest8 == c8)
    }

    @Test func greysGoToTheGreyRampOrBlackAndWhite() {
        #expect(Color(hex: "#808080")!.nearest256 == 244)
        #expect(Color(hex: "#111111")!.nearest8 == 0 && Color(hex: "#EEEEEE")!.nearest8 == 7)
        #expect(Color(hex: "nope") == nil)
    }

    @Test func basicColoursStayThemselves() {
        #expect(Color.red.nearest256 == 1 && Color.red.nearest8 == 1 && Color.indexed(9).nearest8 == 1)
    }
}

@Suite(.onTestThreads) struct KeyTests {
    @Test(arguments: [
        Key.char("j"), .char(" "), .char("?"), .ctrl("s"), .enter, .escape, .tab, .backTab, .backspace,
        .delete, .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .function(5),
    ])
    func canonicalTextParsesBack(key: Key) {
        #expect(Key(text: key.description) == key)
    }

    @Test func namesReadAsPeopleWriteThem() {
        #expect(Key.ctrl("c").description == "ctrl+c")
        #expect(Key.backTab.description == "shift+tab")
        #expect(Key(text: "nonsense") == nil)
    }
}
