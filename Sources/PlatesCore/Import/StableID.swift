import Foundation

/// A UUID-shaped id that is always the same for the same text: an imported set's id comes from
/// its values and its place in the file, so importing the file again finds the sets it added.
/// FNV-1a, 128 bits: not for secrets, only for telling rows apart.
public enum StableID {
    public static func make(_ parts: [String]) -> String { make(hash: hash(parts)) }

    /// The id of `parts + [last]` from the hash of `parts` (`hash(parts)`), without hashing them
    /// again.
    static func make(appending last: String, to hash: UInt128) -> String { make(hash: Self.hash(appending: last, to: hash)) }

    private static func make(hash: UInt128) -> String {
        // 32 hex digits, shaped as a version-8 (custom) UUID: 8-4-4-4-12, the 13th digit 8, the
        // 17th one of 8, 9, a, b. Written into the string's own storage: `String(_:radix:)` on a
        // UInt128 and the cutting took a tenth of a 100,000-set import, and arrays of digits
        // between them were four allocations an id.
        String(unsafeUninitializedCapacity: 36) { out in
            var h = hash
            var at = 35
            for digit in stride(from: 31, through: 0, by: -1) {
                var nibble = UInt8(truncatingIfNeeded: h & 0xF)
                h >>= 4
                if digit == 12 { nibble = 8 }
                if digit == 16 { nibble = 8 | (nibble & 3) }
                out[at] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
                at -= 1
                if digit == 8 || digit == 12 || digit == 16 || digit == 20 {
                    out[at] = UInt8(ascii: "-")
                    at -= 1
                }
            }
            return 36
        }
    }

    /// The 128-bit FNV-1a of the parts, a unit separator between them.
    static func hash(_ parts: [String]) -> UInt128 {
        var hash = offsetBasis
        for (i, part) in parts.enumerated() {
            if i > 0 { hash = (hash ^ 0x1F) &* prime }
            for byte in part.utf8 { hash = (hash ^ UInt128(byte)) &* prime }
        }
        return hash
    }

    /// The hash of no part: `hash(appending: p, to: hash(parts))` is `hash(parts + [p])` when
    /// `parts` has some, and this is where `hash` starts.
    private static let offsetBasis: UInt128 = 0x6C62_272E_07BB_0142_62B8_2175_6295_C58D

    /// The hash of the parts hashed into `hash`, then `part`.
    static func hash(appending part: String, to hash: UInt128) -> UInt128 {
        var hash = (hash ^ 0x1F) &* prime
        for byte in part.utf8 { hash = (hash ^ UInt128(byte)) &* prime }
        return hash
    }

    private static let prime: UInt128 = 0x0000_0000_0100_0000_0000_0000_0000_013B
}
