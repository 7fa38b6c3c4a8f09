import Foundation

/// A UUID-shaped id that is always the same for the same text: an imported set's id comes from
/// its values and its place in the file, so importing the file again finds the sets it added.
/// FNV-1a, 128 bits: not for secrets, only for telling rows apart.
public enum StableID {
    public static func make(_ parts: [String]) -> String {
        var hash: UInt128 = 0x6C62_272E_07BB_0142_62B8_2175_6295_C58D
        let prime: UInt128 = 0x0000_0000_0100_0000_0000_0000_0000_013B
        for (i, part) in parts.enumerated() {
            if i > 0 { hash = (hash ^ 0x1F) &* prime }
            for byte in part.utf8 { hash = (hash ^ UInt128(byte)) &* prime }
        }
        var hex = String(hash, radix: 16)
        hex = String(repeating: "0", count: 32 - hex.count) + hex
        // Shaped as a version-8 (custom) UUID.
        var chars = Array(hex)
        chars[12] = "8"
        chars[16] = ["8", "9", "a", "b"][Int(String(chars[16]), radix: 16)! & 3]
        let s = String(chars)
        func cut(_ a: Int, _ b: Int) -> Substring { s[s.index(s.startIndex, offsetBy: a)..<s.index(s.startIndex, offsetBy: b)] }
        return "\(cut(0, 8))-\(cut(8, 12))-\(cut(12, 16))-\(cut(16, 20))-\(cut(20, 32))"
    }
}
