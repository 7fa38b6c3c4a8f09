/// Fitting text into columns by display width.
public enum TextLayout {
    /// `text` cut to `width` columns, ending in `…` when cut.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        let clean = TextSanitizer.clean(text)
        if DisplayWidth.of(clean) <= width { return clean }
        var out = ""
        var used = 0
        for c in clean {
            let w = DisplayWidth.of(c)
            if used + w > width - 1 { break }
            out.append(c)
            used += w
        }
        while out.last?.isWhitespace == true { out.removeLast() }  // "Incline…", not "Incline …"
        return out + "…"
    }

    /// `text` truncated and padded to exactly `width` columns, left or right aligned.
    public static func fit(_ text: String, to width: Int, alignRight: Bool = false) -> String {
        let cut = truncate(text, to: width)
        let pad = String(repeating: " ", count: max(0, width - DisplayWidth.of(cut)))
        return alignRight ? pad + cut : cut + pad
    }
}
