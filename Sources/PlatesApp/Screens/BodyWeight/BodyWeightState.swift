import PlatesCore

/// Body weight: stats, entries (newest first, paged), selection in the entry list.
public struct BodyWeightState: Equatable, Sendable {
    public var stats: LoadState<BodyWeightStats> = .idle
    public var entries: LoadState<EntryList> = .idle
    public var cursor = ListCursor()
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
                items += page.items.filter { !known.contains($0.id) }
            }
            total = page.total
        }
    }
}
