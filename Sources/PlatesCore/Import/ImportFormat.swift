import Foundation

/// The files `plates import` reads.
public enum ImportFormat: String, CaseIterable, Sendable, Codable {
    case strong, hevy, fitnotes, plates
    /// A log kept in a spreadsheet (`SheetReader`): Date, Exercise, Weight, Reps…
    case sheet

    public var title: String {
        switch self {
        case .strong: return "Strong"
        case .hevy: return "Hevy"
        case .fitnotes: return "FitNotes"
        case .plates: return "Plates"
        case .sheet: return "Spreadsheet"
        }
    }

    /// The format a file's text is in, from its header (or a JSON object for Plates' own export).
    public static func detect(_ text: String) -> ImportFormat? {
        let start = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        if start.first == "{" { return .plates }
        let table = CSVTable.afterSeparatorLine(start).drop { $0.isWhitespace }
        guard let header = try? CSVTable(text: String(table.prefix { !$0.isNewline })).header else { return nil }
        let names = Set(header.map { $0.lowercased() })
        if names.contains("record_type") { return .plates }
        if names.contains("exercise_title") && names.contains("set_type") { return .hevy }
        if names.contains("exercise name") && names.contains("set order") { return .strong }
        if names.contains("exercise") && names.contains("category") { return .fitnotes }
        if !names.isDisjoint(with: SheetReader.dateNames) && !names.isDisjoint(with: SheetReader.exerciseNames)
            && !names.isDisjoint(with: SheetReader.valueNames)
        {
            return .sheet
        }
        // A body-weight log: a day and a weight, no exercise.
        if !names.isDisjoint(with: SheetReader.dateNames) && names.isDisjoint(with: SheetReader.exerciseNames)
            && !names.isDisjoint(with: SheetReader.bodyWeightNames + SheetReader.plainWeightNames)
        {
            return .sheet
        }
        return nil
    }
}

/// A weigh-in as a file gives it, without an id.
public struct ImportedWeighIn: Sendable, Hashable {
    public var line: Int
    public var date: Date
    public var weight: Double
    public var unit: WeightUnit
    public var notes: String?
    /// Its time as written (`ImportTime.identity`): part of its id, whatever the machine's zone.
    public var timeIdentity: String
}

/// One set as a file gives it, before it is matched to an exercise: every value the row has,
/// with the unit the file gives it.
public struct ImportedSet: Sendable, Hashable {
    public var line: Int
    /// The exercise's name as the file spells it (trimmed).
    public var exercise: String
    /// The muscle group, where the file has one (FitNotes' Category).
    public var muscleGroup: MuscleGroup?
    public var date: Date
    public var kind: SetKind = .normal
    /// The row said body weight (a sheet's `BW`, `BW+10`): `weight` is the load added, if any.
    public var bodyWeight = false
    public var weight: Double?
    public var weightUnit: WeightUnit = .kg
    public var reps: Int?
    public var duration: Int?
    public var distance: Double?
    public var distanceUnit: DistanceUnit?
    public var rpe: Double?
    public var notes: String?
    /// What identifies the row's time whatever the importing machine's zone (`ImportTime.identity`):
    /// the id of the set comes from it, so a second import under another `TZ` adds nothing.
    public var timeIdentity: String?
    /// Plates' own export keeps ids and creation times.
    public var id: String?
    public var createdAt: Date?
    /// The names of the columns the values came from, for error messages.
    public var columns = ImportedColumns()
    /// Its workout in `ImportFile.workouts`, for files that name workouts.
    public var workout: Int?

    public init(line: Int, exercise: String, date: Date) {
        self.line = line
        self.exercise = exercise
        self.date = date
    }
}

/// What a reader found in a file.
public struct ImportFile: Sendable {
    public var format: ImportFormat
    /// Data rows in the file.
    public var rows = 0
    public var sets: [ImportedSet] = []
    /// Rows that are not sets (Strong's rest-timer rows).
    public var notSets = 0
    /// Exercises the file defines (Plates' own export: with ids, types and notes).
    public var exercises: [Exercise] = []
    public var bodyWeight: [BodyWeightEntry] = []
    /// Weigh-ins a file gives without ids (a body-weight log kept in a sheet): the planner gives
    /// them ids from their values, as it does sets.
    public var weighIns: [ImportedWeighIn] = []
    /// The workouts the file names (Strong, Hevy and Plates; FitNotes has none), in file order.
    public var workouts: [ImportedWorkout] = []
    /// Plates' own export: the user's routines, entries naming the file's exercise ids.
    public var routines: [Routine] = []
    /// Plates' own export: the other names of its exercises, name key → the file's exercise name.
    public var aliases: [String: String] = [:]
    public var profile: ProfilePatch?
    /// Values changed to fit Plates (feet to metres, long notes shortened): one line each kind.
    public var adjustments: [String: Int] = [:]

    public init(format: ImportFormat) { self.format = format }

    /// The start of the adjustment that counts weights read in `--unit` for want of one in the
    /// file: what `ImportUndo` looks for to read such a file in the other unit too.
    static let unitlessWeights = "weights without a unit read as "

    /// Counts a weight read in `unit` for want of one.
    mutating func countUnitlessWeight(_ unit: WeightUnit) {
        adjustments[Self.unitlessWeights + "\(unit.rawValue) (--unit, or “No unit means” in the import form, changes it)", default: 0] += 1
    }

    /// Names the columns no field read (column index → rows with a value), with their counts.
    mutating func countUnread(_ unread: [Int: Int], header: [String]) {
        for (i, rows) in unread.sorted(by: { $0.key < $1.key }) {
            adjustments["values of the column ‘\(header[i])’ not read (no field of Plates takes it)", default: 0] += rows
        }
    }

    /// Reads `text` as `format`, or the format its header names.
    public static func read(_ text: String, format: ImportFormat?, unit: WeightUnit, calendar: Calendar) throws(ImportFailure) -> ImportFile {
        guard let format = format ?? ImportFormat.detect(text) else {
            if text.isEmpty || text.allSatisfy(\.isWhitespace) { throw ImportFailure("The file is empty.") }
            throw ImportFailure(
                line: 1,
                "this is not a Strong, Hevy, FitNotes or Plates export, nor a sheet with Date, Exercise and Weight or Reps columns, or Date and Weight (its header names none of their columns): choose one with --format, or name the columns."
            )
        }
        var file: ImportFile
        switch format {
        case .strong: file = try StrongReader.read(text, unit: unit, calendar: calendar)
        case .hevy: file = try HevyReader.read(text, calendar: calendar)
        case .fitnotes: file = try FitNotesReader.read(text, calendar: calendar)
        case .plates: file = try PlatesFileReader.read(text)
        case .sheet: file = try SheetReader.read(text, unit: unit, calendar: calendar)
        }
        file.takeAssistanceOff()
        return file
    }
}

/// The file's column each value of a set came from (`columns["weight"]`), for error messages.
/// Fixed fields rather than a dictionary: a dictionary per set was a tenth of a 100,000-set
/// import's memory.
public struct ImportedColumns: Sendable, Hashable {
    public var date: String?, weight: String?, reps: String?, duration: String?, distance: String?, rpe: String?

    public init() {}

    public subscript(field: String) -> String? {
        get {
            switch field {
            case "date": date
            case "weight": weight
            case "reps": reps
            case "duration": duration
            case "distance": distance
            case "rpe": rpe
            default: nil
            }
        }
        set {
            switch field {
            case "date": date = newValue
            case "weight": weight = newValue
            case "reps": reps = newValue
            case "duration": duration = newValue
            case "distance": distance = newValue
            case "rpe": rpe = newValue
            default: break
            }
        }
    }
}

/// A workout as a file gives it: the apps' names, notes, start and length.
public struct ImportedWorkout: Sendable, Hashable {
    public var line: Int
    public var name: String
    public var notes: String?
    public var start: Date
    public var finish: Date?
    /// As for sets (`ImportedSet.timeIdentity`): its id comes from it.
    public var timeIdentity: String?
    /// Plates' own export keeps ids, routines and creation times.
    public var id: String?
    public var routineId: String?
    public var createdAt: Date?

    public init(line: Int, name: String, start: Date) {
        self.line = line
        self.name = name
        self.start = start
    }
}

/// The workouts of a file read row by row: one per key, in the order first seen.
struct ImportedWorkouts {
    private var index: [String: Int] = [:]

    /// The workout of `key`, made by `make` the first time.
    mutating func index(_ key: String, in file: inout ImportFile, make: () throws(ImportFailure) -> ImportedWorkout) throws(ImportFailure) -> Int {
        if let i = index[key] { return i }
        file.workouts.append(try make())
        index[key] = file.workouts.count - 1
        return file.workouts.count - 1
    }
}

/// Workout lengths as the apps write them: Strong's `1h 11m`, `45m`, `58s`, or plain seconds.
enum ImportDuration {
    static func seconds(_ text: String) -> Int? {
        let t = text.trimmingCharacters(in: .whitespaces).lowercased()
        if t.isEmpty { return nil }
        if let n = Int(t) { return n >= 0 ? n : nil }
        if let d = Double(t), d.isFinite, d >= 0 { return Int(d) }
        var total = 0
        var number = ""
        var units = 0
        for c in t where !c.isWhitespace {
            if c.isASCII, c.isNumber {
                number.append(c)
                continue
            }
            guard let n = Int(number) else { return nil }
            switch c {
            case "h": total += n * 3600
            case "m": total += n * 60
            case "s": total += n
            default: return nil
            }
            number = ""
            units += 1
        }
        return number.isEmpty && units > 0 ? total : nil
    }
}
