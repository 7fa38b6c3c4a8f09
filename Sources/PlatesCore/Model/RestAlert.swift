/// What happens when the rest timer reaches zero: a bell and a flash of the status line, the
/// flash alone (a shared office, a muted terminal), or nothing.
public enum RestAlert: String, Codable, CaseIterable, Sendable, Hashable {
    case bell, flash, off

    /// How the Settings screen says it.
    public var label: String {
        switch self {
        case .bell: "bell and flash"
        case .flash: "flash only"
        case .off: "off"
        }
    }
}
