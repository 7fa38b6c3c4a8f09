/// A report over the screen (what an import did): a title and lines, scrolled with j/k.
public struct ReportState: Equatable, Sendable {
    public var title: String
    public var lines: [String]
    /// The first line shown.
    public var top = 0

    public init(title: String, lines: [String]) {
        self.title = title
        self.lines = lines
    }
}
