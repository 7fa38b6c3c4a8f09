import Foundation

/// What a record is the best of (SPEC 3, 9): the heaviest set of at least N reps for a strength
/// exercise; the longest hold, or the heaviest hold of at least a time, for a timed one; the
/// longest distance, the longest duration, or the fastest pace over a standard distance for cardio.
public enum RecordTarget: Hashable, Sendable, Comparable {
    case reps(Int)
    case longestHold
    case heaviestHold(seconds: Int)
    case longestDistance
    case longestDuration
    case fastest(metres: Int)

    /// A pace record: its set's pace is the figure, not its distance or time.
    public var isPace: Bool {
        if case .fastest = self { return true }
        return false
    }

    /// The rep target of a weight record, else nil.
    public var reps: Int? {
        if case .reps(let n) = self { return n }
        return nil
    }

    /// One integer per target, as the stores keep it (`exercise_record.target_reps`): rep targets
    /// keep their own number, so rows written before other kinds existed read the same.
    public var code: Int {
        switch self {
        case .reps(let n): return n
        case .longestHold: return 1000
        case .heaviestHold(let seconds): return 1000 + seconds
        case .longestDistance: return 2000
        case .longestDuration: return 2001
        case .fastest(let metres): return 1_000_000 + metres
        }
    }

    /// The target a stored code names; nil for a code this version does not know.
    public init?(code: Int) {
        switch code {
        case 1..<1000: self = .reps(code)
        case 1000: self = .longestHold
        case 1001..<2000: self = .heaviestHold(seconds: code - 1000)
        case 2000: self = .longestDistance
        case 2001: self = .longestDuration
        case 1_000_001..<2_000_000: self = .fastest(metres: code - 1_000_000)
        default: return nil
        }
    }

    /// Rep targets first, then holds, distance and duration, then pace by distance.
    public static func < (a: RecordTarget, b: RecordTarget) -> Bool { a.code < b.code }

    /// The name in the API and the command line's JSON.
    public var kind: String {
        switch self {
        case .reps: return "reps"
        case .longestHold: return "longest_hold"
        case .heaviestHold: return "heaviest_hold"
        case .longestDistance: return "longest_distance"
        case .longestDuration: return "longest_duration"
        case .fastest: return "fastest"
        }
    }

    /// How people name it: `5RM`, `longest hold`, `heaviest 1 min hold`, `longest distance`,
    /// `fastest 5 km`.
    public var label: String {
        switch self {
        case .reps(let n): return "\(n)RM"
        case .longestHold: return "longest hold"
        case .heaviestHold(let seconds): return "heaviest \(seconds >= 60 && seconds % 60 == 0 ? "\(seconds / 60) min" : "\(seconds) s") hold"
        case .longestDistance: return "longest distance"
        case .longestDuration: return "longest duration"
        case .fastest(let metres): return "fastest \(Self.distanceName(metres))"
        }
    }

    /// Several targets in one phrase, in target order: three or more rep counts in a row as a
    /// range, the paces under one word: `1–5RM, 8RM`, `longest distance, fastest 1 km, 5 km`.
    public static func phrase(_ targets: [RecordTarget], ascii: Bool = false) -> String {
        var parts: [String] = []
        var pacing = false
        var run: [Int] = []
        func endRun() {
            if run.count >= 3 {
                parts.append("\(run[0])\(ascii ? "-" : "–")\(run[run.count - 1])RM")
            } else {
                parts += run.map { "\($0)RM" }
            }
            run = []
        }
        for target in Set(targets).sorted() {
            if let reps = target.reps {
                if let last = run.last, last + 1 != reps { endRun() }
                run.append(reps)
                continue
            }
            endRun()
            if case .fastest(let metres) = target, pacing {
                parts.append(distanceName(metres))
            } else {
                parts.append(target.label)
            }
            pacing = target.isPace
        }
        endRun()
        return parts.joined(separator: ", ")
    }

    /// `500 m`, `5 km`, `half marathon`.
    public static func distanceName(_ metres: Int) -> String {
        switch metres {
        case ExerciseRecords.halfMarathon: return "half marathon"
        case ExerciseRecords.marathon: return "marathon"
        case ..<1000: return "\(metres) m"
        default: return NumberText.format(Double(metres) / 1000) + " km"
        }
    }
}
