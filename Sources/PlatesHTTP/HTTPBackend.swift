import Foundation
import PlatesCore
import Synchronization

/// The backend that talks to a `plates-server` (SPEC 5 REST API), so several machines share one
/// account. Every call maps to one route (and `listExercises` to as many pages as it takes);
/// "today" is the caller's: the time zone goes with each request as `tz`.
///
/// A 401 first tries the refresh token once (saving the new tokens); if that fails too, the call
/// throws `.unauthorized` and the app asks the user to log in.
///
/// Offline (with an `Outbox`): logging sets and weigh-ins while the server cannot be reached
/// stores them locally and answers at once (`LogResult.queuedOffline`); they are sent in order,
/// with their idempotency keys, by `sync()` or before the next write. Other writes need the server.
/// Reads answer with the server's last answer to the same request, kept in the same file, so the
/// TUI starts and the exercise list is there to log against.
public final class HTTPBackend: PlatesBackend {
    public let transport: HTTPTransport
    let tokens: TokenKeeper
    let environment: PlatesEnvironment
    let outbox: Outbox?
    private let flushing = Mutex(false)
    let lastOffline = Mutex(false)

    public var kind: BackendKind { .http(url: transport.baseURL.absoluteString) }
    public let account: String?

    public init(
        credentials: Credentials, file: CredentialsFile?, environment: PlatesEnvironment = PlatesEnvironment(),
        transport: HTTPTransport? = nil, outbox: Outbox? = nil
    ) throws(PlatesError) {
        self.outbox = outbox
        if let transport {
            self.transport = transport
        } else {
            self.transport = HTTPTransport(baseURL: try HTTPTransport.serverURL(credentials.server))
        }
        self.tokens = TokenKeeper(credentials: credentials, file: file)
        self.environment = environment
        self.account = credentials.email
    }

    /// Logs in to the same server (the TUI's form after a 401) and keeps the new tokens, in the
    /// credentials file too. Another e-mail is refused: the outbox and the screens belong to this one.
    public func logIn(email: String, password: String) async throws(PlatesError) {
        guard email.trimmingCharacters(in: .whitespaces).lowercased() == account?.lowercased() else {
            throw .validation("Log in as \(account ?? "the same account"): to switch accounts, quit and run `plates login`.", field: "email")
        }
        // The server the user logged in to with `plates login`, which already checked its scheme.
        let fresh = try await Self.logIn(server: transport.baseURL.absoluteString, email: email, password: password, insecure: true)
        try await tokens.replace(with: fresh)
    }

    // MARK: Sign-up, log-in, log-out (no backend needed yet)

    /// Creates an account (`signUp`) or logs in, and answers the credentials to keep.
    /// `insecure`: send the password over `http://` to a host that is not this machine.
    public static func logIn(
        server: String, email: String, password: String, signUp: Bool = false,
        name: String? = nil, insecure: Bool = false, invite: String? = nil
    ) async throws(PlatesError) -> Credentials {
        let url = try HTTPTransport.serverURL(server)
        try HTTPTransport.checkPrivate(url, insecure: insecure)
        let transport = HTTPTransport(baseURL: url)
        let body = try encode(AccountBody(email: email, password: password, name: name, invite: invite))
        let reply = try await transport.send("POST", signUp ? "/auth/signup" : "/auth/login", body: body)
        let session = try unwrap(SessionReply.self, reply.body)
        return Credentials(
            server: url.absoluteString, email: session.user.email,
            accessToken: session.accessToken, refreshToken: session.refreshToken)
    }

    /// Ends the session on the server (its tokens stop working).
    public static func logOut(_ credentials: Credentials) async throws(PlatesError) {
        let transport = HTTPTransport(baseURL: try HTTPTransport.serverURL(credentials.server), retryDelays: [])
        _ = try await transport.send("POST", "/auth/logout", body: try encode(RefreshBody(refreshToken: credentials.refreshToken)))
    }

    // MARK: Calls

    var tz: (String, String) { ("tz", environment.calendar.timeZone.identifier) }

    /// A read. With an outbox, the answer is kept; when the server cannot be reached, the last
    /// answer to the same request is given instead, and the backend counts as offline. Once
    /// offline, reads with a kept answer take it without waiting for the network (a refused
    /// connection costs the transport's retries, 1.25 s); `sync()` asks the server again, and
    /// `fresh` always asks. `keptOnlyOffline`: offline with no kept answer, fail at once instead of
    /// asking the network again (a read that only helps another, which already waited).
    func get<T: Decodable>(
        _ path: String, _ query: [(String, String)] = [], as type: T.Type = T.self,
        fresh: Bool = false, keptOnlyOffline: Bool = false
    ) async throws(PlatesError) -> T {
        // The zone is left out of the key: a copy made in another zone (TZ set in one shell and
        // not another) is a better answer offline than none.
        let request = ([path] + query.filter { $0.0 != "tz" }.map { "\($0.0)=\($0.1)" }).joined(separator: "&")
        if !fresh, lastOffline.withLock({ $0 }) {
            if let kept = await outbox?.remembered(request) { return try Self.unwrap(T.self, kept.body) }
            if keptOnlyOffline { throw .network("Offline, with no copy of \(path) kept.") }
        }
        let reply: HTTPTransport.Reply
        do {
            reply = try await authorized("GET", path, query: query, body: nil)
        } catch .network(let message) {
            lastOffline.withLock { $0 = true }
            guard let kept = await outbox?.remembered(request) else { throw .network(message) }
            return try Self.unwrap(T.self, kept.body)
        }
        lastOffline.withLock { $0 = false }
        let value = try Self.unwrap(T.self, reply.body)
        await outbox?.remember(request, body: reply.body)
        return value
    }

    func write<T: Decodable>(_ method: String, _ path: String, _ body: some Encodable, as type: T.Type = T.self) async throws(PlatesError) -> T {
        try Self.unwrap(T.self, try await authorized(method, path, query: [], body: try Self.encode(body)).body)
    }

    func delete(_ path: String) async throws(PlatesError) {
        _ = try await authorized("DELETE", path, query: [], body: nil)
    }

    /// Sends with the access token; on 401 refreshes once and tries again. Writes carry a fresh
    /// idempotency key, reused by the transport's retries and by the retry after a refresh.
    func authorized(
        _ method: String, _ path: String, query: [(String, String)], body: Data?,
        key given: String? = nil, via other: HTTPTransport? = nil
    ) async throws(PlatesError) -> HTTPTransport.Reply {
        let key: String? = given ?? (method == "GET" ? nil : UUID().uuidString.lowercased())
        let token = await tokens.access
        let through = other ?? transport
        do {
            return try await through.send(method, path, query: query, body: body, token: token, idempotencyKey: key)
        } catch .unauthorized {
            let fresh = try await tokens.refresh(using: transport, failedToken: token)
            return try await through.send(method, path, query: query, body: body, token: fresh, idempotencyKey: key)
        }
    }

    /// A value JSON cannot carry (NaN, infinity) is the caller's bad input: refused before sending.
    static func encode(_ value: some Encodable) throws(PlatesError) -> Data {
        do {
            return try WireCoding.encoder().encode(value)
        } catch let EncodingError.invalidValue(_, context) {
            let field = context.codingPath.last?.stringValue ?? "value"
            throw .validation("‘\(field)’ must be a finite number.", field: field)
        } catch {
            throw .internal("could not encode the request: \(error)")
        }
    }

    static func unwrap<T: Decodable>(_ type: T.Type, _ data: Data) throws(PlatesError) -> T {
        let envelope = try WireCoding.decode(DataEnvelope<T>.self, from: data)
        guard let value = envelope.data else { throw .decoding("the server's answer has no data") }
        return value
    }

    // MARK: Exercises

    public func listExercises() async throws(PlatesError) -> [Exercise] {
        var all: [Exercise] = []
        while true {
            let page: Page<Exercise> = try await get("/exercises", [("skip", String(all.count)), ("limit", "100")])
            all += page.items
            if page.items.isEmpty || all.count >= page.total { return all }
        }
    }

    public func exercise(id: String) async throws(PlatesError) -> Exercise { try await get("/exercises/\(Self.segment(id))") }

    public func createExercise(_ draft: ExerciseDraft) async throws(PlatesError) -> Exercise {
        try await write("POST", "/exercises", ExerciseBody(draft))
    }

    public func updateExercise(id: String, _ patch: ExercisePatch) async throws(PlatesError) -> Exercise {
        try await write("PATCH", "/exercises/\(Self.segment(id))", ExercisePatchBody(patch))
    }

    public func deleteExercise(id: String, withSets: Bool) async throws(PlatesError) -> ExerciseRemoval {
        let reply = try await authorized("DELETE", "/exercises/\(Self.segment(id))", query: [("with_sets", withSets ? "true" : "false")], body: nil)
        return try Self.unwrap(ExerciseRemoval.self, reply.body)
    }

    /// The exercise with as many sets as one request takes, then the rest through `/sets/restore`
    /// (the server takes `Limits.setsAtOnce` at a time).
    public func restoreExercise(_ removal: ExerciseRemoval) async throws(PlatesError) {
        let chunk = Limits.setsAtOnce.upperBound
        let first = ExerciseRemoval(exercise: removal.exercise, sets: Array(removal.sets.prefix(chunk)), aliases: removal.aliases)
        _ = try await authorized("POST", "/exercises/restore", query: [], body: try Self.encode(first))
        var rest = removal.sets.dropFirst(chunk)
        while !rest.isEmpty {
            try await restoreSets(Array(rest.prefix(chunk)))
            rest = rest.dropFirst(chunk)
        }
    }

    public func mergeExercise(id: String, into: String) async throws(PlatesError) -> ExerciseMergeResult {
        try await write("POST", "/exercises/\(Self.segment(id))/merge", ExerciseMergeBody(into: into))
    }

    /// The merge's answer sent back whole: the server takes a body as large as an import's for it
    /// (a merge of thousands of sets carries their ids).
    public func unmergeExercise(_ merge: ExerciseMergeResult) async throws(PlatesError) -> ExerciseMergeResult {
        try await write("POST", "/exercises/unmerge", merge)
    }

    /// An aid to the matcher, read beside the exercises: offline with no copy kept, it does not
    /// wait for the network a second time (`plates log` offline would wait twice).
    public func exerciseAliases() async throws(PlatesError) -> [String: String] {
        ExerciseAlias.map(try await get("/exercise-aliases", as: [ExerciseAlias].self, keptOnlyOffline: true))
    }

    public func addExerciseAlias(_ name: String, exerciseId: String) async throws(PlatesError) -> ExerciseAlias {
        try await write("POST", "/exercise-aliases", ExerciseAlias(name: name, exerciseId: exerciseId))
    }

    /// The name in the query: another name may be longer than a path's segment takes.
    public func deleteExerciseAlias(_ name: String) async throws(PlatesError) -> ExerciseAlias {
        let reply = try await authorized("DELETE", "/exercise-aliases", query: [("name", name)], body: nil)
        return try Self.unwrap(ExerciseAlias.self, reply.body)
    }

    // MARK: Sets

    public func listSets(_ query: SetQuery) async throws(PlatesError) -> Page<WorkoutSet> {
        try Validator.page(skip: query.skip, limit: query.limit)
        var items = [("skip", String(query.skip)), ("limit", String(query.limit))]
        if let id = query.exerciseId { items.append(("exercise_id", id)) }
        if let from = query.from { items.append(("from", WireDates.format(from))) }
        if let to = query.to { items.append(("to", WireDates.format(to))) }
        return try await get("/sets", items)
    }

    public func set(id: String) async throws(PlatesError) -> WorkoutSet { try await get("/sets/\(Self.segment(id))") }

    public func lastLoggedSet() async throws(PlatesError) -> WorkoutSet? {
        let answer: LastLoggedSet = try await get("/sets/last")
        return answer.set
    }

    public func logSets(_ drafts: [SetDraft]) async throws(PlatesError) -> LogResult {
        guard !drafts.isEmpty else { throw .validation("Nothing to log.", field: "entry") }
        let body = try Self.encode(SetBatchBody(sets: drafts))
        let now = environment.now().roundedToMilliseconds
        return try await queueable("POST", "/sets/batch", body) { key in
            LogResult(
                sets: drafts.enumerated().map { i, d in
                    var d = d
                    d.date = d.date.roundedToMilliseconds
                    return WorkoutSet(id: "pending-\(key)-\(i)", draft: d, createdAt: now)
                }, newRecords: [], queuedOffline: true)
        }
    }

    // MARK: Offline outbox

    /// Sends, or when the server cannot be reached (or earlier writes still wait), queues the
    /// write and answers `offline(key)`.
    func queueable<T: Decodable>(
        _ method: String, _ path: String, _ body: Data,
        offline: (String) -> T
    ) async throws(PlatesError) -> T {
        let key = UUID().uuidString.lowercased()
        guard let outbox else { return try Self.unwrap(T.self, try await authorized(method, path, query: [], body: body, key: key).body) }
        await sync()
        // Still offline after `sync()` asked: queue without a second wait for the same refusal.
        if try await outbox.count() > 0 || lastOffline.withLock({ $0 }) {
            try await outbox.enqueue(key: key, method: method, path: path, body: body)
            return offline(key)
        }
        do {
            let reply = try await authorized(method, path, query: [], body: body, key: key)
            lastOffline.withLock { $0 = false }
            return try Self.unwrap(T.self, reply.body)
        } catch .network {
            lastOffline.withLock { $0 = true }
            try await outbox.enqueue(key: key, method: method, path: path, body: body)
            return offline(key)
        }
    }

    public func syncStatus() async -> SyncStatus {
        guard let outbox else { return SyncStatus() }
        // For the top bar only: an unreadable outbox shows as nothing pending, and the writes
        // themselves refuse to jump ahead of it (`queueable`).
        let pending = (try? await outbox.count()) ?? 0
        let rejected = (try? await outbox.rejectedCount()) ?? 0
        return SyncStatus(pending: pending, rejected: rejected, offline: lastOffline.withLock { $0 })
    }

    /// Sends the waiting writes in order; stops at the first that cannot be sent now (network,
    /// log-in needed, rate limit, server error) and keeps it for later. One flush at a time.
    public func sync() async {
        guard let outbox else { return }
        // An outbox that cannot be read sends nothing (and the next write says why).
        guard let waiting = try? await outbox.count() else { return }
        guard waiting > 0 else {
            // Nothing to send, but the last call found no server: ask whether it answers now (the
            // profile is small, and its answer is kept like any read's).
            if lastOffline.withLock({ $0 }) { _ = try? await get("/profile", as: Profile.self, fresh: true) }
            return
        }
        guard
            flushing.withLock({ busy in
                defer { busy = true }
                return !busy
            })
        else { return }
        defer { flushing.withLock { $0 = false } }
        guard let items = try? await outbox.pending() else { return }
        for item in items {
            do {
                _ = try await authorized(item.method, item.path, query: [], body: item.body, key: item.key)
                lastOffline.withLock { $0 = false }
                // Not removed (an unwritable outbox): sent again later, and the key makes the
                // server count it once.
                try? await outbox.remove(item)
            } catch .network {
                lastOffline.withLock { $0 = true }
                return
            } catch .unauthorized, .rateLimited, .internal {
                return
            } catch {
                // Not set aside: it stays first and is refused again at the next sync.
                try? await outbox.reject(item, reason: error.message)
            }
        }
    }

    public func updateSet(id: String, _ draft: SetDraft) async throws(PlatesError) -> WorkoutSet {
        try await write("PATCH", "/sets/\(Self.segment(id))", SetPatchBody(replacingWith: draft))
    }

    public func deleteSet(id: String) async throws(PlatesError) { try await delete("/sets/\(Self.segment(id))") }

    public func restoreSets(_ sets: [WorkoutSet]) async throws(PlatesError) {
        guard !sets.isEmpty else { return }
        _ = try await authorized("POST", "/sets/restore", query: [], body: try Self.encode(SetRestoreBody(sets: sets)))
    }

    // MARK: Stats

    public func records(exerciseId: String) async throws(PlatesError) -> [PersonalRecord] {
        try await get("/exercises/\(Self.segment(exerciseId))/records")
    }

    public func progress(exerciseId: String, measure: ProgressMeasure) async throws(PlatesError) -> [ProgressPoint] {
        var query = [("measure", measure.queryName), tz]
        if case .weight(let minReps) = measure { query.insert(("min_reps", String(minReps)), at: 1) }
        return try await get("/exercises/\(Self.segment(exerciseId))/progress", query)
    }

    public func exerciseSummaries() async throws(PlatesError) -> [ExerciseSummary] { try await get("/exercise-summaries", [tz]) }

    public func dashboard() async throws(PlatesError) -> DashboardSummary { try await get("/dashboard", [tz]) }

    public func trainingDays(from: Date, to: Date) async throws(PlatesError) -> [Date] {
        _ = try TrainingCalendar.days(from: from, to: to, calendar: environment.calendar)  // the range checked here first
        return try await get("/training-days", [("from", WireDates.format(from)), ("to", WireDates.format(to)), tz])
    }

    // MARK: Body weight

    public func listBodyWeight(skip: Int, limit: Int) async throws(PlatesError) -> Page<BodyWeightEntry> {
        try Validator.page(skip: skip, limit: limit)
        return try await get("/body-weight", [("skip", String(skip)), ("limit", String(limit))])
    }

    public func addBodyWeight(_ draft: BodyWeightDraft) async throws(PlatesError) -> BodyWeightEntry {
        let d = try Validator.bodyWeight(draft, now: environment.now())
        return try await queueable("POST", "/body-weight", try Self.encode(BodyWeightBody(d))) { key in
            BodyWeightEntry(id: "pending-\(key)", draft: d)
        }
    }

    public func updateBodyWeight(id: String, _ draft: BodyWeightDraft) async throws(PlatesError) -> BodyWeightEntry {
        try await write("PATCH", "/body-weight/\(Self.segment(id))", BodyWeightBody(draft))
    }

    public func deleteBodyWeight(id: String) async throws(PlatesError) { try await delete("/body-weight/\(Self.segment(id))") }

    public func bodyWeightStats() async throws(PlatesError) -> BodyWeightStats { try await get("/body-weight/stats") }

    // MARK: Profile

    public func profile() async throws(PlatesError) -> Profile { try await get("/profile") }

    public func updateProfile(_ patch: ProfilePatch) async throws(PlatesError) -> Profile {
        try await write("PATCH", "/profile", ProfilePatchBody(patch))
    }

    /// An id as one path segment (an id with a slash must not reach another route).
    static func segment(_ id: String) -> String {
        id.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "-_."))) ?? id
    }
}

/// The `data` of a success envelope.
struct DataEnvelope<T: Decodable>: Decodable {
    var data: T?
}
