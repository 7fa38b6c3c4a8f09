import Foundation

/// Where the database lives: `$XDG_DATA_HOME/plates/plates.sqlite`, by default
/// `~/.local/share/plates/plates.sqlite` (SPEC 5).
public enum DatabaseLocation {
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            base = xdg
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            base = (home as NSString).appendingPathComponent(".local/share")
        }
        return (base as NSString).appendingPathComponent("plates/plates.sqlite")
    }
}
