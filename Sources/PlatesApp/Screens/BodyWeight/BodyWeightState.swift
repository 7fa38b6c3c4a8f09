import PlatesCore

/// Body weight: stats, entries (newest first, paged), selection in the entry list.
public struct BodyWeightState: Equatable, Sendable {
    public var stats: LoadState<BodyWeightStats> = .idle
    public var entries: LoadState<EntryList> = .idle
    public var cursor = ListCursor()
    /// The entry the selection goes to when the list read again comes (the one selected when it
    /// was asked for, or the one just saved): it stays on its entry wherever that went.
    public var selectAfterLoad: String?
    public init() {}

    public static let pageSize = 100

    public struct EntryList: Equatable, Sendable {
        public var items: [BodyWeightEntry] = []
        public var total = 0
        public var hasMore: Bool { items.count < total }
        public mutating func add(_ page: Page<BodyWeightEntry>) {
            if page.skip == 0 {
                items = page.items
            } else {
                let known = Set(items.map(\.id))
                let new = page.items.filter { !known.contains($0.id) }
                // Nothing new: the list ends here, whatever the count says (asked again, the same
                // place would bring the same nothing).
                guard !new.isEmpty else {
                    total = items.count
                    return
                }
                items += new
            }
            total = page.total
        }
    }
}
