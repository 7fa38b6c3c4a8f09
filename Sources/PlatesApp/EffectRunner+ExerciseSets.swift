import PlatesCore

extension EffectRunner {
    /// `count` of a lift's sets from `skip`, in pages the API takes (at most 100), as one page:
    /// a list read again after an undo or a change elsewhere comes back as long as it was.
    static func sets(of exerciseId: String, skip: Int, count: Int, _ b: any PlatesBackend) async throws(PlatesError) -> Page<WorkoutSet> {
        var items: [WorkoutSet] = []
        var total = 0
        repeat {
            let limit = min(Limits.pageLimit.upperBound, count - items.count)
            let page = try await b.listSets(SetQuery(exerciseId: exerciseId, skip: skip + items.count, limit: limit))
            items += page.items
            total = page.total
            if page.items.count < limit { break }
        } while items.count < count
        return Page(items: items, skip: skip, limit: count, total: total)
    }
}
