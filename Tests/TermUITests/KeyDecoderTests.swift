import PlatesTestSupport
import TermUI
import Testing

@testable import TermCurses

/// Issue 7, part 4: whatever `wget_wch` hands over — any key code, any 32-bit value as a character
/// (invalid scalars, surrogates, values past U+10FFFF) — becomes a key or nothing, never a crash.
/// The bytes themselves are decoded by ncurses; scripts/durability.py `key-bytes` writes random
/// bytes into the real program's terminal.
@Suite(.onTestThreads) struct KeyDecoderTests {
    @Test func everyCharacterValueBecomesAKeyOrNothing() {
        var keys = 0
        for value in UInt32(0)...0x11_0000 where KeyDecoder.key(character: value) != nil { keys += 1 }
        var random = SeededGenerator(seed: 3)
        for _ in 0..<20_000 { _ = KeyDecoder.key(character: UInt32.random(in: 0...UInt32.max, using: &random)) }
        #expect(keys == 0x11_0000 - 2048 - 4, "every scalar but the surrogates and 28...31 is a key (0x110000 is none) (\(keys))")
        #expect(KeyDecoder.key(character: 0xD800) == nil && KeyDecoder.key(character: 0x11_0000) == nil)
    }

    @Test func everyKeyCodeBecomesAKeyOrNothing() {
        var random = SeededGenerator(seed: 4)
        for code in Int32(-1000)...Int32(5000) { _ = KeyDecoder.key(code: code) }
        for _ in 0..<20_000 { _ = KeyDecoder.key(code: Int32.random(in: Int32.min...Int32.max, using: &random)) }
        #expect(KeyDecoder.key(code: KeyDecoder.pasteEnd) == nil)
    }
}
