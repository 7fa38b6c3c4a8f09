import PlatesCore

extension EffectRunner {
    /// `count` items from `skip`, read in pages of at most `pageSize` (what the API takes), as one
    /// page: a list read again after a change or on coming back comes back as long as it was (a
    /// lift's sets, the weigh-ins).
    static func pages<Item: Sendable>(
        skip: Int, count: Int, pageSize: Int, _ read: (_ skip: Int, _ limit: Int) async throws(PlatesError) -> Page<Item>
    ) async throws(PlatesError) -> Page<Item> {
        var items: [Item] = []
        var total = 0
        repeat {
            let limit = min(pageSize, count - items.count)
            let page = try await read(skip + items.count, limit)
            items += page.items
            total = page.total
            if page.items.count < limit { break }
        } while items.count < count
        return Page(items: items, skip: skip, limit: count, total: total)
    }
}
