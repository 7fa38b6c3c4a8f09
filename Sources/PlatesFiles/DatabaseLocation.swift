import Foundation

/// Where Plates keeps its files, following the XDG base directories: data under
/// `$XDG_DATA_HOME/plates/` (default `~/.local/share/plates/`), configuration under
/// `$XDG_CONFIG_HOME/plates/` (default `~/.config/plates/`). A relative XDG value is invalid by the
/// spec and ignored.
public enum DatabaseLocation {
    /// `$XDG_DATA_HOME/plates/plates.sqlite`, by default `~/.local/share/plates/plates.sqlite` (SPEC 5).
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        dataDirectory(environment: environment) + "/plates.sqlite"
    }

    /// `$XDG_DATA_HOME/plates`.
    public static func dataDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        directory("XDG_DATA_HOME", default: ".local/share", environment: environment)
    }

    /// `$XDG_CONFIG_HOME/plates`.
    public static func configDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        directory("XDG_CONFIG_HOME", default: ".config", environment: environment)
    }

    private static func directory(_ variable: String, default relative: String, environment: [String: String]) -> String {
        let base: String
        if let xdg = environment[variable], xdg.hasPrefix("/") {
            base = xdg
        } else {
            base = ((environment["HOME"] ?? NSHomeDirectory()) as NSString).appendingPathComponent(relative)
        }
        return (base as NSString).appendingPathComponent("plates")
    }
}
