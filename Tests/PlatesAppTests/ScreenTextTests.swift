import Foundation
import PlatesApp
import PlatesCore
import PlatesDemo
import PlatesTestSupport
import TermUI
import Testing

/// Issue 19, item 5: in lb the body-weight cards and the dashboard showed "190.038 lb",
/// "−9.039 lb", "goal 176.37 lb". One rule everywhere: a converted or computed weight shows one
/// decimal at most. Every snapshot screen is rendered in lb and in kg, at both sizes.
@Suite(.onTestThreads) struct DisplayRoundingTests {
    @Test(arguments: [WeightUnit.lb, .kg])
    func noScreenShowsAWeightWithMoreThanOneDecimal(unit: WeightUnit) async throws {
        let backend = try DemoBackend(seed: .fixtures, environment: .fixed(AppDriver.now))
        _ = try await backend.updateProfile(ProfilePatch(unit: unit))
        let pattern = try Regex("[0-9]+[.,][0-9]{2,} ?(kg|lb)")
        var offenders: [String] = []
        for screen in SnapshotTests.screens where screen.name != "import-report" {
            for size in SnapshotTests.sizes {
                let app = try await AppDriver(size: size, backend: backend)
                for key in screen.keys { await app.press(key) }
                for line in app.text.split(separator: "\n") where line.contains(pattern) {
                    offenders.append("\(screen.name) \(size.width)x\(size.height): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(offenders.isEmpty, "\(offenders.prefix(12).joined(separator: "\n"))")
    }
}

/// Issue 19, item 10: two body-weight entries on one day showed no time.
@Suite(.onTestThreads) struct BodyWeightEntryTimeTests {
    @Test func aDayWithTwoWeighInsShowsTheirTimes() async throws {
        let backend = try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now))
        _ = try await backend.addBodyWeight(BodyWeightDraft(weight: 81.2, unit: .kg, date: AppDriver.fixedDate("2026-11-21 07:05")))
        _ = try await backend.addBodyWeight(BodyWeightDraft(weight: 82.4, unit: .kg, date: AppDriver.fixedDate("2026-11-21 11:40")))
        _ = try await backend.addBodyWeight(BodyWeightDraft(weight: 81.9, unit: .kg, date: AppDriver.fixedDate("2026-11-19 07:00")))
        let app = try await AppDriver(size: Size(width: 80, height: 24), backend: backend)
        await app.press(.char("4"))
        #expect(app.contains("Sat 21 Nov 11:40") && app.contains("Sat 21 Nov 07:05"))
        #expect(app.contains("Thu 19 Nov") && !app.contains("Thu 19 Nov 07:00"))  // one entry that day: no time
    }
}

/// Issue 19, item 19: hints list only keys that act, and no sign turns into a wrong one in ASCII.
@Suite(.onTestThreads) struct HintTests {
    @Test func hintsNameOnlyKeysThatAct() async throws {
        let app = try await AppDriver(backend: AppDriver.sharedDemo)
        await app.press(.char("4"), .char("t"))  // the goal form: one field
        let bottom = app.text.split(separator: "\n").last.map(String.init) ?? ""
        #expect(bottom.contains("enter save") && !bottom.contains("next field"))
        await app.press(.escape, .char("a"))  // the add form: three fields
        #expect(app.text.split(separator: "\n").last?.contains("tab next field") == true)
        await app.press(.escape, .char("3"))  // history: a day is selected, not a set
        #expect(app.text.split(separator: "\n").last?.contains("e edit") == false)
        await app.press(.char("j"))
        #expect(app.text.split(separator: "\n").last?.contains("e edit") == true)
    }

    /// The dashboard's help listed `w` twice: "workout" under This screen, "workout (F ends it)"
    /// under Everywhere. A key of both, doing the same, is listed once, under Everywhere; the
    /// dashboard's hint line still names it.
    @Test func aKeyOfTheScreenThatWorksEverywhereIsListedOnce() {
        for context in [KeyContext.dashboard, .exercises, .exerciseDetail, .history, .bodyWeight, .settings] {
            let keys = KeyBindings.help(context).flatMap(\.keys).filter { !$0.label.isEmpty }.map(\.key)
            #expect(Set(keys).count == keys.count, "\(context): \(keys)")
        }
        #expect(KeyBindings.help(.dashboard).flatMap(\.keys).contains { $0.key == "w" && $0.label == "workout (F ends it)" })
        #expect(KeyBindings.hints(.dashboard).contains { $0.key == "w" })
    }

    @Test func theProgressTitleNeedsNoSignASCIIWouldChange() async throws {
        let app = try await AppDriver(size: Size(width: 120, height: 40), backend: AppDriver.sharedDemo)
        await app.press(.char("2"), .char("j"), .char("j"), .enter)
        #expect(app.contains("Progress · 5+ reps") && !app.contains("≥"))
    }
}

/// Issue 19, item 14: the "✓ Logged" toast was drawn over the screen's bottom box border.
@Suite(.onTestThreads) struct ToastPlacementTests {
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 40, height: 12)])
    func theToastLivesInTheStatusLine(size: Size) async throws {
        let backend = try DemoBackend(seed: .fixtures, environment: .fixed(AppDriver.now))
        let app = try await AppDriver(size: size, backend: backend)
        let before = app.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        await app.press(.char("l"))
        await app.type("bench 100x5")
        await app.press(.enter)
        let rows = app.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(app.state.toast?.message.hasPrefix("✓ Logged") == true)
        #expect(rows.last?.contains("✓ Logged") == true, "\(rows.last ?? "")")
        // Every box border above the status line is drawn as before the toast.
        #expect(rows[rows.count - 2] == before[before.count - 2] || !rows[rows.count - 2].contains("Logged"))
        #expect(!rows.dropLast().contains { $0.contains("✓ Logged") })
    }
}

/// Issue 19, item 13: `?` was cut at 80×24 on the exercise list, detail and history (it lost `q`,
/// `esc` and how to close), and showed four keys at 40×12. It flows into two columns, and scrolls
/// where even that does not fit.
@Suite(.onTestThreads) struct HelpLayoutTests {
    static let screens: [(String, [Key])] = [("exercises", [.char("2")]), ("detail", [.char("2"), .char("j"), .enter]), ("history", [.char("3")])]

    @Test func atEightyByTwentyFourEveryKeyAndHowToCloseShow() async throws {
        for (name, keys) in Self.screens {
            let app = try await AppDriver(size: Size(width: 80, height: 24), backend: AppDriver.sharedDemo)
            for key in keys { await app.press(key) }
            await app.press(.char("?"))
            for label in ["quit", "back", "help", "esc or ? closes", "redo"] {
                #expect(app.contains(label), "\(name): \(label)")
            }
        }
    }

    @Test func atFortyByTwelveItScrollsToEveryKey() async throws {
        let app = try await AppDriver(size: Size(width: 40, height: 12), backend: AppDriver.sharedDemo)
        await app.press(.char("2"), .char("?"))
        #expect(app.contains("j/k scroll · esc or ? closes"))
        var seen = Set<String>()
        for _ in 0..<40 {
            for line in app.text.split(separator: "\n") { seen.insert(String(line)) }
            await app.press(.char("j"))
        }
        let all = seen.joined(separator: "\n")
        for label in ["open", "search", "add", "log set", "quit", "back", "page up"] { #expect(all.contains(label), "\(label)") }
        await app.press(.char("g"))
        #expect(app.contains("This screen"))
        await app.press(.escape)
        #expect(app.state.modal == nil)
    }
}

/// Issue 19, items 17 and 18: the exercise list's values at 120 columns; colours that say the same.
@Suite(.onTestThreads) struct ColourAndWidthTests {
    @Test func everyMuscleGroupHasItsOwn256Colour() {
        let colours = MuscleGroup.allCases.map { Theme.muscle($0).foreground.nearest256 }
        #expect(Set(colours).count == MuscleGroup.allCases.count, "\(colours)")
    }

    @Test func at120ColumnsTheValuesShowWhole() async throws {
        let app = try await AppDriver(size: Size(width: 120, height: 40), backend: AppDriver.sharedDemo)
        await app.press(.char("2"))
        let dips = try #require(app.text.split(separator: "\n").first { $0.contains("Dips") })
        #expect(dips.contains("BW + 7.5 kg × 9") && !dips.contains("×…"), "\(dips)")
    }

    @Test func withoutColourTheBodyWeightChangeSaysWhichWay() async throws {
        let wide = try await AppDriver(size: Size(width: 130, height: 40), backend: AppDriver.sharedDemo)
        await wide.press(.char("4"))
        #expect(wide.contains("−3.9 kg ✓ toward goal"))
        let narrow = try await AppDriver(size: Size(width: 80, height: 24), backend: AppDriver.sharedDemo)
        await narrow.press(.char("4"))
        #expect(narrow.contains("−3.9 kg ✓"))
    }

    /// The first weigh-in after setting a goal said "±0 kg ✗ away from goal"; a second at the
    /// same weight is not away from it either.
    @Test func aWeightThatHasNotMovedIsNotAwayFromTheGoal() async throws {
        let backend = try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now))
        _ = try await backend.updateProfile(ProfilePatch(goalWeight: 75))
        _ = try await backend.addBodyWeight(BodyWeightDraft(weight: 81.4, unit: .kg, date: AppDriver.fixedDate("2026-11-20 07:00")))
        let app = try await AppDriver(size: Size(width: 130, height: 40), backend: backend)
        await app.press(.char("4"))
        #expect(app.contains("±0 kg") && !app.contains("✗") && !app.contains("away from goal"), "\(app.text)")
        _ = try await backend.addBodyWeight(BodyWeightDraft(weight: 81.4, unit: .kg, date: AppDriver.fixedDate("2026-11-21 07:00")))
        let again = try await AppDriver(size: Size(width: 130, height: 40), backend: backend)
        await again.press(.char("4"))
        #expect(again.contains("±0 kg ✗ not toward goal") && !again.contains("away from goal"), "\(again.text)")
        await again.press(.char("1"))
        #expect(again.contains("(not toward goal)"), "\(again.text)")
    }
}
