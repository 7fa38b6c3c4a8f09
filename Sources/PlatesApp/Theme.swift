import PlatesCore
import TermUI

/// The app's colours (SPEC 4): muscle groups in dark-terminal shades, success, danger, primary.
/// The terminal adapter maps them to 256 or 8 colours, or drops them (NO_COLOR). Arms and Core
/// are nudged from the spec's #C084FC and #FDE047, which share a 256-colour entry with Biceps and
/// Shoulders: every group keeps a colour of its own in 256 colours.
public enum Theme {
    public static func muscle(_ group: MuscleGroup) -> Style {
        let hex: String
        switch group {
        case .chest: hex = "#FDA4AF"
        case .back: hex = "#60A5FA"
        case .legs: hex = "#86EFAC"
        case .shoulders: hex = "#FCD34D"
        case .arms: hex = "#D0A8FC"
        case .biceps: hex = "#A78BFA"
        case .triceps: hex = "#E879F9"
        case .core: hex = "#FDF047"
        case .cardio: hex = "#2DD4BF"
        }
        return .fg(Color(hex: hex)!)
    }

    public static let success = Style.fg(Color(hex: "#4ADE80")!)
    public static let danger = Style.fg(Color(hex: "#F87171")!)
    public static let primary = Style.fg(Color(hex: "#60A5FA")!)
    public static let bold = Style(attributes: .bold)
    public static let dim = Style(attributes: .dim)
    public static let heading = Style(foreground: Color(hex: "#60A5FA")!, attributes: .bold)
    public static let selected = Style(attributes: .reverse)
    public static let demoMark = Style(foreground: .black, background: Color(hex: "#FCD34D")!, attributes: .bold)
    /// The status line when the rest timer reaches zero (without colour: the line turns from
    /// reverse to plain bold, still a flash).
    public static let restOver = Style(foreground: .black, background: Color(hex: "#FCD34D")!, attributes: .bold)
}
