import Foundation
import PlatesCore

extension EffectRunner {
    /// Reads history page after page until `fill` has its rows, the history ends, or `pages`
    /// were read, then the rest of the last day: one answer, drawn once. A read stopped by
    /// `pages` with whole days in it ends before its last day instead: the screen shows what came
    /// and asks for the rest.
    static func fill(
        _ fill: HistoryFill, _ b: any PlatesBackend, calendar: Calendar, pages: Int = HistoryFill.maxPages
    ) async throws(PlatesError) -> Page<WorkoutSet> {
        var fill = fill
        var items: [WorkoutSet] = []
        var total = fill.skip
        for _ in 0..<pages {
            let page = try await b.listSets(SetQuery(skip: fill.skip + items.count, limit: fill.nextPageSize))
            // A page that comes back empty ends the list where it is, whatever the count said
            // (sets deleted meanwhile): the screen asks for no more.
            total = page.items.isEmpty ? fill.skip + items.count : page.total
            let kept = fill.count(page.items, calendar: calendar)
            items += page.items.prefix(kept)
            // A day began after the screen was full: the list ends where the day before it did.
            if kept < page.items.count { return Page(items: items, skip: fill.skip, limit: items.count, total: total) }
            if fill.isDone || fill.skip + items.count >= total { break }
        }
        if !fill.isDone, fill.skip + items.count < total, fill.lastDayFirst > 0 {
            return Page(items: Array(items.prefix(fill.lastDayFirst)), skip: fill.skip, limit: fill.lastDayFirst, total: total)
        }
        // The sets from the last day's start are those loaded and the day's rest.
        while let lastDay = fill.lastDay, fill.skip + items.count < total {
            let rest = try await b.listSets(SetQuery(from: lastDay, skip: fill.skip + items.count, limit: HistoryState.dayPageSize))
            items += rest.items
            if rest.items.count < HistoryState.dayPageSize { break }
        }
        return Page(items: items, skip: fill.skip, limit: items.count, total: total)
    }
}
