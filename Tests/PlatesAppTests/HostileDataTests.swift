import Foundation
import PlatesApp
import PlatesCore
import PlatesDemo
import PlatesTestSupport
import TermUI
import Testing

/// Issue 7, part 5: names and notes with escape sequences, bidi overrides, combining marks, emoji
/// and 10,000 characters — as a hostile server would send them, unvalidated — never reach the
/// terminal raw and never break the layout, on any screen, at any size.
@Suite(.onTestThreads) struct HostileDataTests {
    static let payloads: [String] = [
        "\u{1b}]0;owned\u{07}Bench",  // set the window title
        "\u{1b}[2J\u{1b}[HSquat",  // clear the screen, cursor home
        "\u{202e}sserP daeH\u{202c}",  // right-to-left override
        "De\u{301}\u{301}\u{301}\u{301}\u{301}adlift",  // a pile of combining marks
        "👩‍👩‍👧‍👦💪🏽🇺🇸 Row",  // joined emoji, skin tone, a flag
        String(repeating: "W", count: 10_000),
        String(repeating: "界", count: 10_000),
        "tab\there\r\nline\u{7f}\u{0}\u{9b}31m",
    ]

    /// Each cell: no control or bidi scalar; a wide character is followed by its continuation;
    /// each row is exactly the window wide.
    static func problems(_ screen: Buffer) -> [String] {
        var found: [String] = []
        for y in 0..<screen.size.height {
            var width = 0
            var x = 0
            while x < screen.size.width {
                let cell = screen[x, y]
                if cell.text.unicodeScalars.contains(where: TextSanitizer.isUnsafe) {
                    found.append("row \(y), column \(x): raw \(cell.text.unicodeScalars.map { String($0.value, radix: 16) })")
                }
                let w = max(1, DisplayWidth.of(cell.text))
                width += w
                x += w
            }
            if width != screen.size.width { found.append("row \(y) is \(width) columns wide in a \(screen.size.width)-column window") }
        }
        return found
    }

    @Test(arguments: [Size(width: 100, height: 30), Size(width: 80, height: 24), Size(width: 34, height: 10), Size(width: 3, height: 2)])
    func everyScreenStaysCleanAndInItsBox(size: Size) async throws {
        let payloads = Self.payloads
        let backend = try ControlledBackend(
            environment: .fixed(AppDriver.now),
            hostile: { name in
                // A stable choice: `hashValue` is seeded per process, so which screens showed which
                // payload (and whether "owned" showed at all) changed from run to run.
                payloads[name.unicodeScalars.reduce(0) { $0 + Int($1.value) } % payloads.count] + name
            })
        let app = try await AppDriver(size: size, backend: backend)
        var screens: [(String, Buffer)] = [("dashboard", app.screen)]
        await app.press(.char("2"))
        screens.append(("exercises", app.screen))
        await app.press(.char("j"), .enter)
        screens.append(("detail", app.screen))
        await app.press(.escape, .char("3"))
        screens.append(("history", app.screen))
        await app.press(.enter)
        screens.append(("history day", app.screen))
        await app.press(.char("l"))
        screens.append(("quick-log", app.screen))
        await app.type("e")
        screens.append(("quick-log picker", app.screen))
        await app.press(.escape, .char("4"))
        screens.append(("body weight", app.screen))
        await app.press(.char("5"))
        screens.append(("settings", app.screen))
        if size.width >= 80 {
            // The payloads did reach the screens (as harmless text), so the checks below mean something.
            let all = screens.map { s in (0..<s.1.size.height).map { s.1.rowText($0) }.joined() }.joined()
            #expect(all.contains("owned") && all.contains("WWWWWWWWWW"), "the hostile names never showed")
        }
        for (name, screen) in screens {
            let found = Self.problems(screen)
            #expect(found.isEmpty, "\(name) at \(size): \(found.prefix(5))")
        }
    }

    /// From the keyboard: a paste of escapes and 10,000 characters into quick-log's notes is cleaned
    /// and cut, and the screen stays in its box.
    @Test func aHostilePasteIsCleanedAndCut() async throws {
        let app = try await AppDriver(size: Size(width: 80, height: 24), backend: DemoBackend(seed: .fixtures, environment: .fixed(AppDriver.now)))
        await app.press(.char("l"))
        for payload in Self.payloads { await app.send(.event(.paste(payload))) }
        guard case .quickLog(let q)? = app.state.modal else {
            Issue.record("quick-log is not open")
            return
        }
        #expect(q.exercise.text.count <= 120 && !q.exercise.text.unicodeScalars.contains { $0.properties.generalCategory == .control })
        #expect(Self.problems(app.screen).isEmpty, "\(Self.problems(app.screen).prefix(5))")
    }
}
