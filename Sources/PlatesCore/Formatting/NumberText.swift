import Foundation

/// Locale-independent number text: at most `decimals` decimals, trailing zeros dropped
/// (`100`, `102.5`, `0.25`). Used for every value shown or written back into the quick-log grammar.
public enum NumberText {
    public static func format(_ value: Double, decimals: Int = 3) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        // Past 2^53 a Double has no fraction to show; past Int64 it does not fit one: %g writes 1e+300.
        guard scaled < 9e15 else {
            return abs(value) < 9e18 ? String(Int64(value.rounded())) : String(format: "%.6g", value)
        }
        let total = Int64(scaled)
        let whole = total / Int64(scale)
        var fraction = total % Int64(scale)
        let sign = value < 0 && total != 0 ? "-" : ""
        guard fraction != 0 else { return sign + String(whole) }
        var digits = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        let padded = String(repeating: "0", count: digits - fractionText.count) + fractionText
        return sign + String(whole) + "." + padded
    }

    /// Parses a decimal number written with `.` or `,`; refuses exponents, hex, infinities and NaN.
    /// `50000` → `50,000`.
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (value < 0 ? "-" : "") + out
    }

    public static func parse(_ text: String) -> Double? {
        let normalized = text.replacingOccurrences(of: ",", with: ".")
        guard !normalized.isEmpty, normalized.count <= 20 else { return nil }
        var seenDigit = false
        var seenDot = false
        for (i, ch) in normalized.enumerated() {
            if ch.isASCII, ch.isNumber {
                seenDigit = true
                continue
            }
            if ch == "." && !seenDot {
                seenDot = true
                continue
            }
            if ch == "-" && i == 0 { continue }
            return nil
        }
        guard seenDigit, let value = Double(normalized), value.isFinite else { return nil }
        return value
    }
}
