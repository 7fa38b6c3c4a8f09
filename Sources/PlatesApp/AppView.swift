import PlatesCore
import TermUI

/// Renders the whole app: the screen tabs on top (with the DEMO mark), the current screen, the
/// status bar with key hints, then a toast and any dialog over them. Pure: state in, cells out.
public enum AppView {
    public static let minimumSize = Size(width: 30, height: 8)

    public static func isTooSmall(_ size: Size) -> Bool {
        size.width < minimumSize.width || size.height < minimumSize.height
    }

    public static func render(_ state: AppState, _ context: ViewContext) -> Buffer {
        var buffer = Buffer(size: state.size)
        if isTooSmall(state.size) {
            let lines = ["Terminal too small", "\(state.size.width)×\(state.size.height), need \(minimumSize.width)×\(minimumSize.height)", "q quits"]
            let top = max(0, (state.size.height - lines.count) / 2)
            for (i, line) in lines.enumerated() {
                let text = TextLayout.truncate(line, to: state.size.width)
                buffer.write(text, at: Point(x: max(0, (state.size.width - DisplayWidth.of(text)) / 2), y: top + i), style: i == 0 ? Theme.bold : .plain)
            }
            return buffer
        }
        let (top, rest) = buffer.area.splitTop(1)
        let bottom = rest.splitBottom(1).1
        let content = contentArea(state.size)
        renderTopBar(state, in: top, into: &buffer)
        let screenArea = Rect(x: content.x + 1, y: content.y, width: content.width - 2, height: content.height)
        if let detail = state.detail {
            DetailScreen.render(state, detail, context, in: screenArea, into: &buffer)
        } else {
            switch state.route {
            case .dashboard: DashboardScreen.render(state, context, in: screenArea, into: &buffer)
            case .exercises: ExerciseListScreen.render(state, context, in: screenArea, into: &buffer)
            case .history: HistoryScreen.render(state, context, in: screenArea, into: &buffer)
            case .bodyWeight: BodyWeightScreen.render(state, context, in: screenArea, into: &buffer)
            case .settings: SettingsScreen.render(state, context, in: screenArea, into: &buffer)
            }
        }
        var busy = state.showsSpinner(at: context.now) ? Spinner.frame(state.spinnerFrame) + " loading" : ""
        if let held = state.typeAhead, let waiting = statusOfHeldKeys(held, state) {
            busy = waiting
        }
        let restShown = restText(state, context)
        // The toast sits over the hints' right end (never over a box's border), left of the rest
        // timer: the toast of the set just logged must not hide the rest it started.
        let reserve = restShown.isEmpty ? 0 : min(bottom.width / 2, DisplayWidth.of(restShown) + 1)
        let toast = state.toast.map { Toast($0.message, style: toastStyle($0.kind)) }
        let toastWidth = toast?.width(in: bottom.width - reserve) ?? 0
        StatusBar(
            hints: KeyBindings.hints(state.keyContext, acts: { state.acts($0, calendar: context.calendar) }),
            right: [busy, restShown].filter { !$0.isEmpty }.joined(separator: " · "),
            leaving: toastWidth > 0 ? toastWidth + reserve + 1 : 0
        )
        .render(in: bottom, into: &buffer)
        if state.rest.flashUntil != nil {
            // The flash: the whole status line in the alarm's colours, for `RestState.flashLength`.
            buffer.setStyle(Theme.restOver, in: Rect(x: bottom.x, y: bottom.y, width: bottom.width, height: 1))
        }
        toast?.render(in: bottom.splitLeft(bottom.width - reserve).0, into: &buffer)
        switch state.modal {
        case .help(let keyContext, let scroll)?:
            helpOverlay(state, keyContext, scroll: scroll).render(in: content, into: &buffer)
        case .confirm(let c)?:
            ConfirmDialog(title: c.title, message: c.saving ? "Deleting…" : c.message).render(in: content, into: &buffer)
        case .quickLog(let q)?:
            QuickLogScreen.render(state, q, context, in: content, into: &buffer)
        case .form(let f)?:
            FormScreen.render(f, in: content, into: &buffer)
        case .report(let r)?:
            ReportScreen.render(r, in: content, into: &buffer)
        case .workoutPicker(let p)?:
            WorkoutPickerScreen.render(state, p, in: content, into: &buffer)
        case nil:
            break
        }
        if let login = state.login {
            // At the top, so the form it interrupted stays in sight below it.
            let top = Rect(x: content.x, y: content.y, width: content.width, height: min(content.height, 12))
            LoginScreen.render(login, server: state.backendDescription, in: top, into: &buffer)
        }
        return buffer
    }

    /// The rest timer at the status line's right end, with its keys where they act; "" for none.
    /// A toast's colours: green for a save, red for a failure, reversed for the rest.
    static func toastStyle(_ kind: ToastState.Kind) -> Style {
        switch kind {
        case .success: Style(foreground: .black, background: Theme.success.foreground, attributes: .bold)
        case .error: Style(foreground: .black, background: Theme.danger.foreground, attributes: .bold)
        case .info: Style(attributes: .reverse)
        }
    }

    static func restText(_ state: AppState, _ context: ViewContext) -> String {
        guard var rest = state.rest.statusText(at: context.now) else { return "" }
        if state.rest.isRunning, KeyBindings.usesGlobal(state.keyContext) { rest += " +/-/s" }
        return rest
    }

    static func helpOverlay(_ state: AppState, _ keyContext: KeyContext, scroll: Int) -> HelpOverlay {
        HelpOverlay(title: "Keys · \(screenName(state))", sections: KeyBindings.help(keyContext), scroll: scroll)
    }

    /// Between the top bar and the status bar: where screens and dialogs go.
    static func contentArea(_ size: Size) -> Rect {
        Rect(x: 0, y: 1, width: size.width, height: max(0, size.height - 2))
    }

    static func screenName(_ state: AppState) -> String {
        if let d = state.detail { return state.exercise(d.exerciseId)?.name ?? "Exercise" }
        return state.route.title
    }

    static func renderTopBar(_ state: AppState, in area: Rect, into buffer: inout Buffer) {
        var mark = state.isDemo ? " DEMO " : ""
        if state.sync.offline {
            mark = state.sync.pending > 0 ? " offline · \(state.sync.pending) pending " : " offline "
        } else if state.sync.pending > 0 {
            mark = " \(state.sync.pending) pending "
        }
        let markWidth = min(DisplayWidth.of(mark), max(0, area.width - 10))
        let (tabsArea, markArea) = area.splitLeft(area.width - markWidth)
        Tabs(
            titles: Route.allCases.map { "\($0.key) \($0.title)" }, shortTitles: Route.allCases.map { "\($0.key) \($0.shortTitle)" },
            selected: state.route.rawValue, style: Style(attributes: .dim), selectedStyle: Style(attributes: [.reverse, .bold])
        )
        .render(in: tabsArea, into: &buffer)
        if markWidth > 0 { buffer.write(mark, at: Point(x: markArea.x, y: markArea.y), style: Theme.demoMark, clip: markArea) }
    }

    /// What a screen shows for a `LoadState` with nothing to show yet: a spinner, or the error
    /// and the retry key. Returns true when it drew (the caller then draws nothing else).
    static func placeholder<V>(_ load: LoadState<V>, what: String, frame: Int, in area: Rect, into buffer: inout Buffer) -> Bool {
        guard load.value == nil else {
            if let error = load.error {
                // Old data stays; the failure shows on the first row.
                buffer.write(
                    TextLayout.truncate("⚠ \(error.message) — r retries", to: area.width), at: Point(x: area.x, y: area.y), style: Theme.danger, clip: area)
            }
            return false
        }
        switch load {
        case .failed(let error, _):
            var lines = [[Span("Could not load \(what).", Theme.danger.with(.bold))]]
            lines += TextLayout.wrap(error.message, to: max(1, area.width)).map { [Span($0, Theme.danger)] }
            lines.append([Span("r", Theme.bold), Span(" retry")])
            Paragraph(lines: lines).render(in: area, into: &buffer)
        default:
            buffer.write("\(Spinner.frame(frame)) Loading \(what)…", at: Point(x: area.x, y: area.y), style: Theme.dim, clip: area)
        }
        return true
    }
}
