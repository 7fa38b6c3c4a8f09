import Foundation
import PlatesCore
import Synchronization

/// Where a piece of screen data is: not asked for, on its way (keeping what was shown), shown,
/// or failed (with what was shown before). Every screen renders all four.
public enum LoadState<Value: Equatable & Sendable>: Equatable, Sendable {
    case idle
    case loading(previous: Value?)
    case loaded(Value)
    case failed(PlatesError, previous: Value?)

    public var value: Value? {
        switch self {
        case .idle: return nil
        case .loading(let previous), .failed(_, let previous): return previous
        case .loaded(let value): return value
        }
    }

    public var isLoading: Bool { if case .loading = self { return true } else { return false } }
    public var error: PlatesError? { if case .failed(let e, _) = self { return e } else { return nil } }

    /// On its way again, keeping the current value on screen.
    public mutating func reload() { self = .loading(previous: value) }

    /// The outcome of a load.
    public mutating func finish(_ result: Result<Value, PlatesError>) {
        switch result {
        case .success(let v): self = .loaded(v)
        case .failure(let e): self = .failed(e, previous: value)
        }
    }

    /// Changes the value in place (moved out first, not copied), keeping where the load is: a
    /// page on its way still comes.
    public mutating func update(_ change: (inout Value) -> Void) {
        switch self {
        case .idle, .loading(previous: nil), .failed(_, previous: nil):
            return
        case .loaded(var value):
            self = .idle
            change(&value)
            self = .loaded(value)
        case .loading(var value?):
            self = .idle
            change(&value)
            self = .loading(previous: value)
        case .failed(let error, var value?):
            self = .idle
            change(&value)
            self = .failed(error, previous: value)
        }
    }

    /// An answer that joins the current value (`empty` when there is none), changed in place: the
    /// value is moved out of the state first, so a list that grows is appended to, not copied
    /// whole for every page.
    public mutating func finish<Answer>(
        _ result: Result<Answer, PlatesError>, joining empty: @autoclosure () -> Value, _ join: (inout Value, Answer) -> Void
    ) {
        switch result {
        case .success(let answer):
            var joined = value ?? empty()
            self = .idle
            join(&joined, answer)
            self = .loaded(joined)
        case .failure(let e): self = .failed(e, previous: value)
        }
    }
}

/// Sets loaded page by page (50 at a time), newest first.
///
/// A list grows at its end page after page, ten years deep: what each page costs must not grow
/// with what is loaded. So the list keeps its ids (a page is merged without duplicates by looking
/// up its own sets, not by hashing every loaded one), and a lineage that stays the same while the
/// list only grows at its end (the rows built from it keep all days but the last; a change starts
/// a new lineage that says which sets at its start it left alone, and the rows are built again
/// from their day).
public struct SetList: Equatable, Sendable {
    public private(set) var items: [WorkoutSet]
    public var total: Int
    private var ids: Set<String>
    /// Which list this is, as far as its loaded sets go: the same while sets are only added at the end.
    public private(set) var lineage: UInt64
    /// The change that made this lineage from the one before, if a change did.
    public private(set) var derivation: Derivation?

    /// A lineage made by a change: its parent, and how many sets at the start it left as they were.
    public struct Derivation: Hashable, Sendable {
        public var parent: UInt64
        public var unchangedBefore: Int
    }

    public init(items: [WorkoutSet] = [], total: Int = 0) {
        self.items = items
        self.total = total
        self.ids = Set(items.map(\.id))
        self.lineage = Self.newLineage()
    }
    public var hasMore: Bool { items.count < total }

    /// What rows built from the list depend on: which list, and how much of it.
    public var version: Version { Version(lineage: lineage, count: items.count, derivation: derivation) }

    public struct Version: Hashable, Sendable {
        public var lineage: UInt64
        public var count: Int
        public var derivation: Derivation?

        /// Whether this is `earlier` with sets added at its end.
        public func extends(_ earlier: Version) -> Bool { lineage == earlier.lineage && count >= earlier.count }
    }

    /// Lists compare by what they hold, not by their lineage.
    public static func == (a: SetList, b: SetList) -> Bool { a.total == b.total && a.items == b.items }

    /// Adds the rest of the last loaded day (a query from that day's start, skipping what is
    /// loaded): the order is the list's, so later pages still start at `items.count`. The total
    /// stays the whole list's.
    public mutating func complete(with rest: Page<WorkoutSet>) {
        append(rest.items)
    }

    /// Adds a page: the first page replaces, a later one appends (a page that no longer lines up,
    /// because sets were added meanwhile, is merged without duplicates).
    public mutating func add(_ page: Page<WorkoutSet>) {
        if page.skip == 0 {
            items = page.items
            ids = Set(items.map(\.id))
            (lineage, derivation) = (Self.newLineage(), nil)
        } else if append(page.items) == 0 {
            // Nothing new: the list ends here, whatever the count says. Asking again from the
            // same place would bring the same nothing, and a screen that wants rows would ask
            // for ever.
            total = items.count
            return
        }
        total = page.total
    }

    /// Answers how many were new.
    @discardableResult
    private mutating func append(_ sets: [WorkoutSet]) -> Int {
        let before = items.count
        for set in sets where ids.insert(set.id).inserted { items.append(set) }
        return items.count - before
    }

    /// A change saved (an edit, a log, a delete, an undo or a redo): `present` sets take their
    /// places with their values (one new or back again counted), `gone` ones leave. A set whose
    /// place is older than every other loaded set while more exist is not kept: it comes with its
    /// page (kept, the next page, read from the loaded count, would skip a set), unless it falls
    /// on or after `shownFrom` (history's lists end at a whole day: a set of that day belongs in it).
    public mutating func apply(present: [WorkoutSet], gone: Set<String>, shownFrom: Date?) {
        let parent = lineage
        let removed = remove(gone) > 0
        var unchangedBefore = removed ? derivation?.unchangedBefore ?? 0 : items.count
        let complete = !hasMore
        // The loaded end, before anything moves: a set edited in place there stays.
        let oldest = items.last
        let moving = Set(present.map(\.id)).intersection(ids)
        var changed = !moving.isEmpty
        if changed {
            unchangedBefore = min(unchangedBefore, items.firstIndex { moving.contains($0.id) } ?? items.count)
            items.removeAll { moving.contains($0.id) }
            ids.subtract(moving)
        }
        for set in present {
            if !moving.contains(set.id) { total += 1 }
            let inRange = oldest.map { !SessionRules.isNewer($0, than: set) } ?? false
            guard complete || inRange || shownFrom.map({ set.date >= $0 }) == true else { continue }
            ids.insert(set.id)
            items.append(set)
            changed = true
        }
        guard changed else { return }
        items.sort { SessionRules.isNewer($0, than: $1) }
        let placed = Set(present.map(\.id))
        unchangedBefore = min(unchangedBefore, items.firstIndex { placed.contains($0.id) } ?? items.count)
        // From the lineage before the removal too, if there was one: one change, one derivation.
        lineage = Self.newLineage()
        derivation = Derivation(parent: parent, unchangedBefore: unchangedBefore)
    }

    /// Removes the sets with these ids (from the total too); answers how many were loaded.
    @discardableResult
    public mutating func remove(_ gone: Set<String>) -> Int {
        guard !ids.isDisjoint(with: gone) else { return 0 }
        let before = items.count
        let first = items.firstIndex { gone.contains($0.id) } ?? before
        items.removeAll { gone.contains($0.id) }
        ids.subtract(gone)
        total -= before - items.count
        derivation = Derivation(parent: lineage, unchangedBefore: first)
        lineage = Self.newLineage()
        return before - items.count
    }

    private static let lineages = Atomic<UInt64>(0)
    private static func newLineage() -> UInt64 { lineages.add(1, ordering: .relaxed).newValue }

    public static let pageSize = 50
}
