/// One terminal cell: a character (a grapheme cluster) and its style. The cell after a wide
/// character holds `""`: it is covered by its left neighbour.
public struct Cell: Hashable, Sendable {
    public var text: String
    public var style: Style

    public init(_ text: String = " ", style: Style = .plain) {
        self.text = text
        self.style = style
    }

    public static let blank = Cell()
    /// The right half of a wide character.
    public static func continuation(_ style: Style) -> Cell { Cell("", style: style) }
    public var isContinuation: Bool { text.isEmpty }
}
