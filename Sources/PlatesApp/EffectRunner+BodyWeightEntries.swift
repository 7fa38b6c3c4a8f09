import PlatesCore

extension EffectRunner {
    /// `count` weigh-ins from `skip`, in pages of the list's size, as one page: the list read
    /// again after a save or on coming back comes back as long as it was.
    static func bodyWeightEntries(skip: Int, count: Int, _ b: any PlatesBackend) async throws(PlatesError) -> Page<BodyWeightEntry> {
        var items: [BodyWeightEntry] = []
        var total = 0
        repeat {
            let limit = min(BodyWeightState.pageSize, count - items.count)
            let page = try await b.listBodyWeight(skip: skip + items.count, limit: limit)
            items += page.items
            total = page.total
            if page.items.count < limit { break }
        } while items.count < count
        return Page(items: items, skip: skip, limit: count, total: total)
    }
}
