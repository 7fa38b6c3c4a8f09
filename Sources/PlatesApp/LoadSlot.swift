/// What a load fills on screen. A newer load of a slot replaces the older one: the loop cancels
/// the older and drops its answer if it comes anyway (`NewestLoads`). Two loads of one list run
/// at once when a write reloads it while the last load still runs, and their answers may come in
/// either order: the older, arriving last, would put back what the newer had replaced (a set
/// just logged gone from History until the next reload).
public enum LoadSlot: Hashable, Sendable {
    case profile, dashboard, summaries, aliases
    case records, progress, exerciseSets
    case history, bodyWeightStats, bodyWeightEntries
    case weekReport, trainingDays, recentSessions
}

extension Effect {
    /// The slot a load fills; nil for writes and the other effects, which all run to the end.
    public var slot: LoadSlot? {
        switch self {
        case .loadProfile: .profile
        case .loadDashboard: .dashboard
        case .loadSummaries: .summaries
        case .loadAliases: .aliases
        case .loadRecords: .records
        case .loadProgress: .progress
        case .loadExerciseSets: .exerciseSets
        // A day's rest continues the page before it: one list.
        case .loadHistory, .fillHistory, .loadHistoryDay: .history
        case .loadBodyWeightStats: .bodyWeightStats
        case .loadBodyWeightEntries: .bodyWeightEntries
        case .loadWeekReport: .weekReport
        case .loadTrainingDays: .trainingDays
        case .loadRecentSessions: .recentSessions
        default: nil
        }
    }
}

/// A load's place in its slot, carried with its answer.
struct LoadTicket: Hashable, Sendable {
    var slot: LoadSlot
    var token: Int
}

/// The newest load of each slot, on the loop's thread.
struct NewestLoads {
    private var running: [LoadSlot: (token: Int, task: Task<Void, Never>)] = [:]
    private var lastToken = 0

    /// Starts a load of `slot` (`run` makes its task from its ticket), cancelling the one before.
    mutating func start(_ slot: LoadSlot, _ run: (LoadTicket) -> Task<Void, Never>) {
        running[slot]?.task.cancel()
        lastToken += 1
        running[slot] = (lastToken, run(LoadTicket(slot: slot, token: lastToken)))
    }

    /// Whether an answer comes from the newest load of its slot (which it then ends).
    mutating func accept(_ ticket: LoadTicket) -> Bool {
        guard running[ticket.slot]?.token == ticket.token else { return false }
        running[ticket.slot] = nil
        return true
    }
}
