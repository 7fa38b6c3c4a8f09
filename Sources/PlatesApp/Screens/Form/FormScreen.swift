import TermUI

/// A form dialog: labelled inputs (choices show as `‹ Chest ›`), the error, the keys.
public enum FormScreen {
    public static func render(_ f: FormState, in area: Rect, into buffer: inout Buffer) {
        let innerWidth = max(1, min(60, area.width - 6))
        // Paragraphs of the intro (a blank line between) each wrapped to the dialog.
        let intro =
            f.intro.map { text in
                text.components(separatedBy: "\n").flatMap { p -> [[Span]] in p.isEmpty ? [[]] : TextLayout.wrap(p, to: innerWidth).map { [Span($0)] } }
                    + [[]]
            } ?? []
        var lines: [[Span]] = intro + Array(repeating: [], count: f.fields.count)
        if let error = f.error {
            lines.append([])
            lines += TextLayout.wrap(error, to: innerWidth).map { [Span($0, Theme.danger)] }
        }
        lines.append([])
        if let progress = f.progress { lines.append([Span(ProgressBar.text(progress, width: innerWidth), Theme.bold)]) }
        // "tab next field" only where there is a next field (hints list keys that act).
        let usual = f.fields.count > 1 ? "enter saves · tab next field · esc cancels" : "enter saves · esc cancels"
        lines.append([Span(f.keys ?? (f.saving ? "Saving…" : usual), Theme.dim)])
        let dialog = Dialog(title: f.title, lines: lines, innerWidth: innerWidth)
        dialog.render(in: area, into: &buffer)
        let frame = dialog.frame(in: area)
        let inner = Rect(x: frame.x + 2, y: frame.y + 1, width: frame.width - 4, height: frame.height - 2)
        let labelWidth = min(f.fields.map { DisplayWidth.of($0.label) }.max() ?? 0, inner.width / 3)
        for (i, field) in f.fields.enumerated() where intro.count + i < inner.height {
            let row = Rect(x: inner.x, y: inner.y + intro.count + i, width: inner.width, height: 1)
            buffer.write(TextLayout.fit(field.label, to: labelWidth), at: Point(x: row.x, y: row.y), style: i == f.focused ? Theme.bold : Theme.dim, clip: row)
            let input = Rect(x: row.x + labelWidth + 1, y: row.y, width: row.width - labelWidth - 1, height: 1)
            if let choices = field.choices {
                let text = "‹ \(choices[field.choice]) ›"
                buffer.write(text, at: Point(x: input.x, y: input.y), style: i == f.focused ? Theme.selected : Theme.bold, clip: input)
            } else {
                TextInput(field.secret ? field.value.masked() : field.value, focused: i == f.focused, placeholder: field.placeholder)
                    .render(in: input, into: &buffer)
            }
        }
    }
}
