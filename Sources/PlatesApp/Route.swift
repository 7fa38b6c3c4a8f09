/// The top-level screens, in tab order (keys 1–5). Exercise detail opens over the exercise list.
public enum Route: Int, CaseIterable, Equatable, Sendable {
    case dashboard, exercises, history, bodyWeight, settings

    public var title: String {
        switch self {
        case .dashboard: return "Dashboard"
        case .exercises: return "Exercises"
        case .history: return "History"
        case .bodyWeight: return "Body weight"
        case .settings: return "Settings"
        }
    }

    public var shortTitle: String {
        switch self {
        case .dashboard: return "Dash"
        case .exercises: return "Ex"
        case .history: return "Hist"
        case .bodyWeight: return "BW"
        case .settings: return "Set"
        }
    }

    /// The digit key that opens it.
    public var key: Character { Character(String(rawValue + 1)) }
}
