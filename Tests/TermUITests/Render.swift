@testable import TermUI

/// A widget drawn alone into a buffer of `size`, as framed rows (`│…│`, trailing spaces visible).
func render(_ widget: some Widget, _ size: Size) -> [String] {
    var b = Buffer(size: size)
    widget.render(in: b.area, into: &b)
    return b.framedRows
}
