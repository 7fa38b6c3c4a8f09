import PlatesCore

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
}

/// Sets loaded page by page (50 at a time), newest first.
public struct SetList: Equatable, Sendable {
    public var items: [WorkoutSet]
    public var total: Int
    public init(items: [WorkoutSet] = [], total: Int = 0) {
        self.items = items
        self.total = total
    }
    public var hasMore: Bool { items.count < total }

    /// Adds the rest of the last loaded day (a query from that day's start, skipping what is
    /// loaded): the order is the list's, so later pages still start at `items.count`. The total
    /// stays the whole list's.
    public mutating func complete(with rest: Page<WorkoutSet>) {
        let known = Set(items.map(\.id))
        items += rest.items.filter { !known.contains($0.id) }
    }

    /// Adds a page: the first page replaces, a later one appends (a page that no longer lines up,
    /// because sets were added meanwhile, is merged without duplicates).
    public mutating func add(_ page: Page<WorkoutSet>) {
        if page.skip == 0 {
            items = page.items
        } else {
            let known = Set(items.map(\.id))
            items += page.items.filter { !known.contains($0.id) }
        }
        total = page.total
    }

    public static let pageSize = 50
}
