/// What a cell shows on a terminal whose locale is not UTF-8: box drawing as `+-|`, braille as
/// `.:*` by how many dots it has, marks by `table` (`✓` as `*`, `×` and `✗` as `x`, `±` as `+`,
/// `⚠` as `!`), and anything else outside ASCII as `?` per column, so the layout keeps its widths.
public enum AsciiFallback {
    public static func text(_ cellText: String) -> String {
        guard let first = cellText.unicodeScalars.first, !cellText.allSatisfy(\.isASCII) else { return cellText }
        let v = first.value
        if let mapped = table[v] { return mapped }
        switch v {
        case 0x2500...0x257F:
            // Box drawing: vertical-ish, horizontal-ish, or a corner.
            let name = first.properties.name ?? ""
            if name.contains("VERTICAL") && !name.contains("HORIZONTAL") { return "|" }
            if name.contains("HORIZONTAL") && !name.contains("VERTICAL") { return "-" }
            return "+"
        case 0x2800...0x28FF:
            let dots = (v - 0x2800).nonzeroBitCount
            return dots == 0 ? " " : dots <= 2 ? "." : dots <= 4 ? ":" : "*"
        default:
            return String(repeating: "?", count: max(1, DisplayWidth.of(Character(cellText))))
        }
    }

    static let table: [UInt32: String] = [
        0x2713: "*", 0x2714: "*", 0x00D7: "x", 0x00B7: "-", 0x2026: "~", 0x2212: "-", 0x2013: "-", 0x2014: "-",
        0x2018: "'", 0x2019: "'", 0x201C: "\"", 0x201D: "\"", 0x25B8: ">", 0x25BE: "v", 0x25B6: ">", 0x25BC: "v",
        0x2191: "^", 0x2193: "v", 0x2190: "<", 0x2192: ">", 0x2581: "_", 0x2582: "_", 0x2583: ".", 0x2584: "-",
        0x2585: "=", 0x2586: "=", 0x2587: "#", 0x2588: "#", 0x2591: "-", 0x270E: "*", 0x2022: "*", 0x00B0: "o", 0x2265: ">",
        0x2264: "<", 0x25CF: "*", 0x2605: "*", 0x2039: "<", 0x203A: ">", 0x25A0: "#",
        // The body weight's verdict (`✗ away from goal`, the mark that speaks under NO_COLOR), an
        // unchanged weight (`±0 kg`) and a failed load's `⚠` showed as `?`.
        0x2717: "x", 0x2718: "x", 0x00B1: "+", 0x26A0: "!",
    ]
}
