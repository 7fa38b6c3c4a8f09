import TermUI

/// A key (or keys) bound to a command, with the words the status bar and the help overlay show.
public struct Binding: Sendable {
    public var keys: [Key]
    public var command: Command
    public var label: String
    /// Shown in the status bar (the help overlay shows every binding).
    public var hint: Bool

    /// Overrides how the keys are written (`1-5`).
    public var display: String?

    public init(_ keys: [Key], _ command: Command, _ label: String, hint: Bool = true, display: String? = nil) {
        self.display = display
        self.keys = keys
        self.command = command
        self.label = label
        self.hint = hint
    }

    /// How the key is written in hints: `j/k`, `1-5`.
    public var keyText: String { display ?? keys.map(\.description).joined(separator: "/") }
}

/// Where the keyboard is: each context has its own binding table. The status bar and the help
/// overlay are generated from these tables, so they cannot drift apart from what the keys do.
public enum KeyContext: Hashable, Sendable {
    case dashboard, exercises, exerciseDetail, history, bodyWeight, settings
    case searching, quickLog, form, confirm, help, report, login, tooSmall, workoutPicker
}

public enum KeyBindings {
    static let movement: [Binding] = [
        Binding([.char("j"), .down], .down, "down", hint: false),
        Binding([.char("k"), .up], .up, "up", hint: false),
        Binding([.char("g"), .home], .top, "first", hint: false),
        Binding([.char("G"), .end], .bottom, "last", hint: false),
        Binding([.pageDown, .ctrl("d")], .pageDown, "page down", hint: false),
        Binding([.pageUp, .ctrl("u")], .pageUp, "page up", hint: false),
    ]

    /// Keys that work on every screen (when no text field has the keyboard).
    public static let global: [Binding] = [
        Binding([.char("l")], .quickLog, "log set"),
        Binding([.char("u")], .undo, "undo (log, edit, delete)", hint: false),
        Binding([.char("U"), .ctrl("r")], .redo, "redo", hint: false),
        Binding([.char("1"), .char("2"), .char("3"), .char("4"), .char("5")], .nextScreen, "screens", hint: false, display: "1-5"),
        Binding([.tab], .nextScreen, "next screen", hint: false),
        Binding([.backTab], .previousScreen, "previous screen", hint: false),
        Binding([.char("r")], .refresh, "refresh / retry", hint: false),
        Binding([.char("+"), .char("=")], .restLonger, "rest timer +15 s", hint: false),
        Binding([.char("-"), .char("_")], .restShorter, "rest timer −15 s", hint: false),
        Binding([.char("s")], .skipRest, "skip the rest timer", hint: false),
        Binding([.char("w")], .workout, "workout (F ends it)", hint: false),
        // Said on the line above: help has no room for a line of its own at 80×24.
        Binding([.char("F")], .finishWorkout, "", hint: false),
        Binding([.char("?")], .help, "help"),
        Binding([.char("q"), .ctrl("c")], .quit, "quit"),
    ]

    public static func table(_ context: KeyContext) -> [Binding] {
        switch context {
        case .dashboard:
            return [
                Binding([.char("w")], .workout, "workout"),
                Binding([.char("2")], .screen(.exercises), "exercises"),
                Binding([.char("3")], .screen(.history), "history"),
                Binding([.char("4")], .screen(.bodyWeight), "body wt"),
            ]
        case .exercises:
            return [
                Binding([.enter], .open, "open"), Binding([.char("/")], .filter, "search"),
                Binding([.char("]"), .right], .nextTab, "group", hint: false),
                Binding([.char("["), .left], .previousTab, "previous group", hint: false),
                Binding([.char("a")], .add, "add"), Binding([.char("e"), .char("E")], .editExercise, "edit / rename"),
                Binding([.char("m"), .char("M")], .mergeExercise, "merge into…", hint: false),
                Binding([.char("d"), .char("D")], .deleteExercise, "delete exercise", hint: false),
            ] + movement
        case .exerciseDetail:
            return [
                Binding([.char("]"), .right], .nextTab, "rep target", hint: false),
                Binding([.char("["), .left], .previousTab, "previous rep target", hint: false),
                Binding([.char("n")], .editNote, "note"),
                Binding([.char("c")], .switchChart, "next chart", hint: false),
                Binding([.char("e")], .edit, "edit set"), Binding([.char("d")], .delete, "delete"),
                Binding([.char("E")], .editExercise, "edit / rename exercise", hint: false),
                Binding([.char("M")], .mergeExercise, "merge into…", hint: false),
                Binding([.char("D")], .deleteExercise, "delete exercise", hint: false),
                // Backspace goes back at once; esc waits for a possible escape sequence (25 ms).
                Binding([.escape, .backspace], .back, "back", display: "esc/bksp"),
            ] + movement
        case .history:
            return [
                Binding([.enter, .char(" ")], .open, "expand"),
                Binding([.char("e")], .edit, "edit"), Binding([.char("d")], .delete, "delete"),
                Binding([.char("m")], .moveToWorkout, "move to workout", hint: false),
                Binding([.char("K")], .moveSetLater, "set up (later)", hint: false),
                Binding([.char("J")], .moveSetEarlier, "set down (earlier)", hint: false),
            ] + movement
        case .bodyWeight:
            return [
                Binding([.char("a")], .add, "add"), Binding([.char("e")], .edit, "edit"),
                Binding([.char("d")], .delete, "delete"), Binding([.char("t")], .editGoal, "goal"),
            ] + movement
        case .settings:
            return [
                Binding([.enter, .char(" "), .right], .open, "change"),
                Binding([.left], .previousTab, "change back", hint: false),
            ] + movement
        case .searching:
            return [
                Binding([.enter], .open, "done"), Binding([.escape], .back, "clear"),
                Binding([.down, .up], .down, "move", hint: false),
            ]
        case .quickLog:
            return [
                Binding([.enter], .open, "log / next"), Binding([.tab], .nextTab, "next field"),
                Binding([.up, .down], .down, "pick exercise"), Binding([.ctrl("u")], .clearField, "clear"),
                Binding([.escape], .back, "cancel"), Binding([.ctrl("r")], .logWarmUps, "warm-ups"),
                Binding([.ctrl("n")], .skipPlanned, "skip planned set", hint: false),
                Binding([.ctrl("o")], .addPlanned, "one set more", hint: false),
            ]
        case .workoutPicker:
            return [
                Binding([.enter], .open, "start"), Binding([.char("j"), .down], .down, "move"), Binding([.char("n")], .add, "new routine"),
                Binding([.char("e")], .edit, "edit"), Binding([.char("d")], .delete, "delete"), Binding([.escape], .back, "cancel"),
            ]
        case .form:
            return [
                Binding([.enter], .open, "save"), Binding([.tab, .down], .nextTab, "next field"),
                Binding([.left, .right], .previousTab, "choose", hint: false), Binding([.escape], .back, "cancel"),
            ]
        case .confirm:
            return [Binding([.char("y")], .open, "yes"), Binding([.char("n"), .escape], .back, "no")]
        case .login:
            return [Binding([.enter], .open, "log in"), Binding([.tab], .nextTab, "next field"), Binding([.escape], .back, "give up")]
        case .help:
            return [Binding([.escape, .char("?"), .char("q")], .back, "close")] + movement
        case .report:
            return [Binding([.enter, .escape, .char("q")], .back, "close"), Binding([.char("j"), .down], .down, "scroll")]
                + movement.filter { $0.command != .down }
        case .tooSmall:
            return [Binding([.char("q")], .quit, "quit")]
        }
    }

    /// Whether the global keys apply (not while typing, not in a dialog).
    public static func usesGlobal(_ context: KeyContext) -> Bool {
        switch context {
        case .dashboard, .exercises, .exerciseDetail, .history, .bodyWeight, .settings: return true
        default: return false
        }
    }

    /// The command a key means in `context`, or nil.
    public static func command(for key: Key, in context: KeyContext) -> Command? {
        if let b = table(context).first(where: { $0.keys.contains(key) }) { return b.command }
        guard usesGlobal(context) else { return nil }
        if case .char(let c) = key, let digit = c.wholeNumberValue, let route = Route(rawValue: digit - 1) { return .screen(route) }
        return global.first(where: { $0.keys.contains(key) })?.command
    }

    /// The status bar's hints: log and help first (they must survive a narrow terminal), then
    /// the screen's, then quit. Each shows its first key; the help overlay lists them all.
    /// - Parameter acts: whether a command does something where the keyboard is now: hints list
    ///   only keys that act ("tab next field" in a one-field form).
    public static func hints(_ context: KeyContext, acts: (Command) -> Bool = { _ in true }) -> [(key: String, label: String)] {
        let own = table(context).filter { $0.hint && acts($0.command) }.map { (key: $0.keys[0].description, label: $0.label) }
        guard usesGlobal(context) else { return own }
        let shown = global.filter(\.hint).map { (key: $0.keys[0].description, label: $0.label) }
        return shown.filter { $0.key != "q" } + own + shown.filter { $0.key == "q" }
    }

    /// The help overlay's sections for `context`.
    public static func help(_ context: KeyContext) -> [HelpOverlay.Section] {
        // A key the screen puts in its hints that works everywhere anyway (the dashboard's `w`) is
        // listed once, under Everywhere, where its label says more.
        let everywhere = usesGlobal(context) ? global : []
        let own = table(context).filter { b in !everywhere.contains { $0.keyText == b.keyText && $0.command == b.command } }
        var sections = [HelpOverlay.Section("This screen", own.map { (key: $0.keyText, label: $0.label) })]
        if context == .exerciseDetail {
            sections.append(HelpOverlay.Section("What it shows", [(key: "e1RM", label: "Epley estimate, 1–12 reps")]))
        }
        if usesGlobal(context) {
            sections.append(
                HelpOverlay.Section(
                    "Everywhere", global.filter { !$0.label.isEmpty }.map { (key: $0.keyText, label: $0.label) } + [(key: "esc", label: "back")]))
        }
        return sections
    }
}
