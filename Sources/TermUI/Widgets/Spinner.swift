/// The frames of a loading spinner; the app advances `frame` on every tick.
public enum Spinner {
    public static let frames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    public static func frame(_ n: Int) -> String { frames[((n % frames.count) + frames.count) % frames.count] }
}
