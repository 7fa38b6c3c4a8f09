import PlatesTestSupport
import Testing

@testable import TermUI

@Suite(.onTestThreads) struct DisplayWidthTests {
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

    /// `isUnsafe` compares values instead of reading the general category: the two must agree on
    /// every scalar there is.
    @Test func unsafeByValueIsExactlyTheControlsAndTheBidiControls() {
        for v in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(v) else { continue }
            let expected = scalar.properties.generalCategory == .control || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
            if TextSanitizer.isUnsafe(scalar) != expected {
                Issue.record("U+\(String(v, radix: 16))")
                return
            }
        }
    }

    /// The whole-string fast path (every scalar narrow for sure) gives what adding up the
    /// characters gives, and falls back for controls, marks, wide and emoji text.
    @Test func theStringFastPathAddsUpLikeTheCharacters() {
        let samples = [
            "Bench · 3 sets — 100 kg", "“quoted” … ‰ • ‼", "é", "e\u{301}", "a\r\nb", "\u{85}x", "日本", "💪 x",
            "▾ Mon 16 Nov", "⣿⣿ █", "\u{2028}", "x\u{200D}y", "‼\u{FE0F}", "\u{205F}\u{2060}",
        ]
        for text in samples {
            #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) }, "\(text.debugDescription)")
        }
        #expect(TextSanitizer.clean("Bench · 3 sets — 100 kg") == "Bench · 3 sets — 100 kg")
        #expect(TextSanitizer.clean("a\u{85}b\u{202E}c") == "a?b?c")
    }
}
