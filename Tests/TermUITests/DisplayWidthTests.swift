import Testing
@testable import TermUI

@Suite struct DisplayWidthTests {
    /// The fast path claims every scalar in its ranges is one column: check each one against the
    /// Unicode properties the slow path reads.
    @Test func theFastPathAgreesWithTheUnicodeProperties() {
        var checked = 0
        for v in UInt32(0)..<0x3000 where DisplayWidth.isNarrowForSure(v) {
            guard let scalar = Unicode.Scalar(v) else { continue }
            let p = scalar.properties
            #expect(!p.isEmojiPresentation && !DisplayWidth.isWide(v), "U+\(String(v, radix: 16))")
            #expect(![.nonspacingMark, .enclosingMark, .format].contains(p.generalCategory), "U+\(String(v, radix: 16))")
            checked += 1
        }
        #expect(checked > 900)
        #expect(DisplayWidth.of("\u{AD}") == 0)
        #expect(DisplayWidth.of("plain text 100 kg × 5 ▸ ⣿ █") == 27)
    }

    @Test func printableASCIIIsKeptAsItIsAndControlsAreStillCleaned() {
        let ascii = "Bench Press 100x5 @8 ~!"
        #expect(TextSanitizer.clean(ascii) == ascii)
        #expect(TextSanitizer.clean("a\u{1B}[2Jb\tc\u{7F}") == "a?[2Jb?c?")
        #expect(DisplayWidth.of("a\tb") == 3)
        #expect(DisplayWidth.ofTrimmed("Squat   ") == 5 && DisplayWidth.ofTrimmed("  ") == 0 && DisplayWidth.ofTrimmed("💪 x ") == 4)
    }
}
