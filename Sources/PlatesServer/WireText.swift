import PlatesCore

/// Text from the wire may not hold U+0000: PostgreSQL cannot store it in text at all (it answered
/// 500 to schemathesis), and no name, note, e-mail or id of Plates has one. Every string a
/// request carries (body, query, path) is checked here, so both storages answer the same 400.
enum WireText {
    static func refusingNUL(field: String) -> PlatesError {
        .validation("‘\(field)’ contains the NUL character (U+0000), which Plates does not store.", field: field)
    }

    /// `text` when it holds no NUL.
    static func checked(_ text: String, field: String) throws(PlatesError) -> String {
        if text.utf8.contains(0) { throw refusingNUL(field: field) }
        return text
    }
}
