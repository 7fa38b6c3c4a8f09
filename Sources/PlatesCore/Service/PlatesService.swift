import Foundation

/// The app-facing API (`PlatesBackend`) over any store: every use case's rules live here once —
/// validation, ids and timestamps, the record and session rules, dashboard and summary
/// composition, import checks, undo — and the store only stores (`PlatesStorage`). The app, the
/// command line and the server each hold one; the HTTP backend is the same API, remote.
public final class PlatesService<Store: PlatesStorage>: PlatesBackend {
    public let store: Store

    public init(store: Store) {
        self.store = store
    }

    public var kind: BackendKind { store.kind }
    public var environment: PlatesEnvironment { store.environment }

    public func changedElsewhere() async -> Bool { await store.changedElsewhere() }
    public func prepareToLog() async { await store.prepareToLog() }

    // MARK: Profile

    public func profile() async throws(PlatesError) -> Profile {
        try await store.weighedProfile().profile
    }

    public func updateProfile(_ patch: ProfilePatch) async throws(PlatesError) -> Profile {
        try await updateProfile(patch, receipt: nil)
    }

    public func updateProfile(_ patch: ProfilePatch, receipt: WriteReceipt<Profile>?) async throws(PlatesError) -> Profile {
        let read = try await store.weighedProfile()
        let current = read.settings
        let answer = try Validator.profile(current, applying: patch).weighing(read.bodyWeight.latest)
        try await store.saveProfile(answer, replacing: current, receipt: receipt?.composed { answer })
        return answer
    }

    // MARK: Body weight

    public func listBodyWeight(skip: Int, limit: Int) async throws(PlatesError) -> Page<BodyWeightEntry> {
        try Validator.page(skip: skip, limit: limit)
        return try await store.bodyWeight(skip: skip, limit: limit)
    }

    /// One entry (the server's PATCH merges into it).
    public func bodyWeightEntry(id: String) async throws(PlatesError) -> BodyWeightEntry {
        try await store.bodyWeightEntry(id: id)
    }

    public func addBodyWeight(_ draft: BodyWeightDraft) async throws(PlatesError) -> BodyWeightEntry {
        try await addBodyWeight(draft, receipt: nil)
    }

    public func addBodyWeight(_ draft: BodyWeightDraft, receipt: WriteReceipt<BodyWeightEntry>?) async throws(PlatesError) -> BodyWeightEntry {
        let entry = BodyWeightEntry(id: environment.makeID(), draft: try Validator.bodyWeight(draft, now: environment.now()))
        try await store.insertBodyWeight(entry, receipt: receipt?.composed { entry })
        return entry
    }

    public func updateBodyWeight(id: String, _ draft: BodyWeightDraft) async throws(PlatesError) -> BodyWeightEntry {
        try await updateBodyWeight(id: id, draft, receipt: nil)
    }

    public func updateBodyWeight(
        id: String, _ draft: BodyWeightDraft,
        receipt: WriteReceipt<BodyWeightEntry>?
    ) async throws(PlatesError) -> BodyWeightEntry {
        let entry = BodyWeightEntry(id: id, draft: try Validator.bodyWeight(draft, now: environment.now()))
        try await store.updateBodyWeight(entry, receipt: receipt?.composed { entry })
        return entry
    }

    public func deleteBodyWeight(id: String) async throws(PlatesError) {
        try await deleteBodyWeight(id: id, receipt: nil)
    }

    public func deleteBodyWeight(id: String, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        try await store.deleteBodyWeight(id: id, receipt: receipt)
    }

    public func bodyWeightStats() async throws(PlatesError) -> BodyWeightStats {
        let read = try await store.weighedProfile()
        return BodyWeightStats.make(read.bodyWeight, profile: read.profile)
    }
}
