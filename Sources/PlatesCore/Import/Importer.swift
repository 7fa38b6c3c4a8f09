import Foundation

/// The whole import, as `plates import` and the settings screen run it: read the file's text,
/// plan against the account's exercises, write the batch in one transaction (unless a dry run),
/// and report.
public enum Importer {
    public struct Request: Sendable {
        public var text: String
        public var format: ImportFormat?
        /// The unit of weights the file gives without one (Strong's classic export).
        public var unit: WeightUnit
        public var dryRun: Bool
        /// `--map`: a file's exercise name → the name of one of yours, or `new`.
        public var mappings: [String: String]

        public init(text: String, format: ImportFormat? = nil, unit: WeightUnit = .kg, dryRun: Bool = false, mappings: [String: String] = [:]) {
            self.text = text
            self.format = format
            self.unit = unit
            self.dryRun = dryRun
            self.mappings = mappings
        }
    }

    /// Phases, for a progress line on a terminal.
    public enum Phase: Sendable, Equatable {
        /// Planning `rows` rows of the file (the sets to write are counted after it).
        case reading
        case checking(rows: Int)
        /// `done` of `sets` written (they commit together at the end).
        case writing(sets: Int, done: Int)
        /// `done` of `sets` removed, undoing an import (`ImportUndo`; one write each).
        case removing(sets: Int, done: Int)

        /// `Checking 50,000 sets…`: the CLI's progress line and the TUI form's.
        public var text: String {
            switch self {
            case .reading: return "Reading the file…"
            case .checking(let rows): return "Checking \(NumberText.grouped(rows)) rows…"
            case .writing(let sets, _): return "Writing \(NumberText.grouped(sets)) sets in one transaction…"
            case .removing(let sets, _): return "Removing \(NumberText.grouped(sets)) sets…"
            }
        }

        /// How far the phase is, for a bar (nil: the phase does not count its steps).
        public var fraction: Double? {
            switch self {
            case .writing(let sets, let done), .removing(let sets, let done): return sets == 0 ? 1 : min(1, Double(done) / Double(sets))
            case .reading, .checking: return nil
            }
        }
    }

    /// `beforeWriting`: once the file is read and planned, before a write that may add sets or
    /// weigh-ins (the command line and the TUI back the database up there: an import has no
    /// undo). Not before the same file again: a backup of what it wrote would take the place of
    /// the one made before it (a day keeps its newest).
    public static func run(
        _ request: Request, into backend: any ImportingBackend, environment: PlatesEnvironment,
        progress: @escaping @Sendable (Phase) -> Void = { _ in },
        beforeWriting: () async throws(PlatesError) -> Void = {}
    ) async throws(PlatesError) -> ImportReport {
        // The file's rows are gone before the write begins (a function of their own): at 100,000
        // sets they were 40 MB beside the write's page cache and index sorts.
        let (batch, planned) = try await plan(request, backend: backend, environment: environment, progress: progress)
        var report = planned
        if request.dryRun { return report }
        if !batch.sets.isEmpty || !batch.bodyWeight.isEmpty, await !importedBefore(batch, backend) { try await beforeWriting() }
        let sets = batch.sets.count
        report.applied = try await backend.importBatch(batch, progress: { progress(.writing(sets: sets, done: $0)) })
        return report
    }

    /// Whether the batch's newest set is stored already: its ids come from the file, so the file
    /// (or an export it extends no further) was imported before.
    static func importedBefore(_ batch: ImportBatch, _ backend: any ImportingBackend) async -> Bool {
        guard let newest = batch.sets.max(by: { ($0.date, $0.id) < ($1.date, $1.id) }) else { return false }
        return (try? await backend.set(id: newest.id)) != nil
    }

    /// The file read and planned against the account: what to write, and the report so far.
    static func plan(
        _ request: Request, backend: any ImportingBackend, environment: PlatesEnvironment,
        progress: @escaping @Sendable (Phase) -> Void
    ) async throws(PlatesError) -> (ImportBatch, ImportReport) {
        progress(.reading)
        let file: ImportFile
        do { file = try ImportFile.read(request.text, format: request.format, unit: request.unit, calendar: environment.calendar) } catch {
            throw error.platesError
        }
        progress(.checking(rows: file.rows))
        let existing = try await backend.listExercises()
        let profile = try await backend.profile()
        let mappings = Dictionary(request.mappings.map { (Exercise.nameKey($0.key), $0.value) }, uniquingKeysWith: { _, b in b })
        let options = ImportPlanner.Options(
            scope: backend.importScope, now: environment.now(), mappings: mappings,
            remembered: try await backend.exerciseAliases())
        let batch: ImportBatch
        var report: ImportReport
        do { (batch, report) = try ImportPlanner.plan(file, existing: existing, defaultPRReps: profile.defaultPRReps, options: options) } catch {
            throw error.platesError
        }
        if batch.profile == nil {
            let units = batch.sets.compactMap(\.weightUnit)
            let other = units.filter { $0 != profile.unit }
            if other.count * 2 > units.count, let u = other.first { report.fileUnit = u }
        }
        return (batch, report)
    }
}
