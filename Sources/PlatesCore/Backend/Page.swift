/// One page of a list: `items` from `skip`, at most `limit`, out of `total`.
public struct Page<Item: Sendable & Hashable>: Sendable, Hashable {
    public var items: [Item]
    public var skip: Int
    public var limit: Int
    public var total: Int

    public init(items: [Item], skip: Int, limit: Int, total: Int) {
        self.items = items
        self.skip = skip
        self.limit = limit
        self.total = total
    }

    /// Whether items remain after this page.
    public var hasMore: Bool { skip + items.count < total }

    /// Cuts one page out of a full, ordered list.
    public static func slice(_ all: [Item], skip: Int, limit: Int) -> Page {
        let start = min(skip, all.count)
        let end = min(start + limit, all.count)
        return Page(items: Array(all[start..<end]), skip: skip, limit: limit, total: all.count)
    }
}

extension Page: Codable where Item: Codable {}
