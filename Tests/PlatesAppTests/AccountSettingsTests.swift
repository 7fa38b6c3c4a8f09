import Foundation
import PlatesApp
import PlatesCore
import PlatesTestSupport
import TermUI
import Testing

/// Settings on a server account (issue 21, "Accounts"): the account, its sessions, and rows to
/// change the password, log out everywhere and delete the account; none of them on local data.
@Suite(.onTestThreads) struct AccountSettingsTests {
    let reducer = Reducer(environment: .fixed(AppDriver.now))
    static let account = "lifter@example.com"
    static let sessions = [
        AccountSession(id: "s1", startedAt: AppDriver.now, lastActiveAt: AppDriver.now, client: "plates/0.1.0 (Linux; laptop)", current: true),
        AccountSession(id: "s2", startedAt: nil, lastActiveAt: nil, client: nil, current: false),
    ]

    /// Settings open on a server account, its profile and sessions loaded.
    func settings(account: String? = account) -> (AppState, [Effect]) {
        var s = AppState(
            size: Size(width: 100, height: 30), isDemo: false, backendDescription: "Server · http://127.0.0.1:8080", account: account)
        s.profile = .loaded(Profile(unit: .kg))
        let effects = reducer.reduce(&s, .event(.key(.char("5"))))
        _ = reducer.reduce(&s, .sessionsLoaded(.success(Self.sessions)))
        return (s, effects)
    }

    func screen(_ s: AppState) -> String { AppView.render(s, ViewContext(.fixed(AppDriver.now))).framedRows.joined(separator: "\n") }

    /// Rows: unit, PR reps, import, plates kg, plates lb, rest alarm, weekly goal, then the account's:
    /// new token, revoke token (7, 8), change password, log out everywhere, delete (9, 10, 11).
    func choose(_ row: Int, _ s: inout AppState) -> [Effect] {
        for _ in 0..<row { _ = reducer.reduce(&s, .event(.key(.char("j")))) }
        return reducer.reduce(&s, .event(.key(.enter)))
    }

    @Test func theAccountRowsAndSessionsShowOnlyOnAServerAccount() {
        let (s, effects) = settings()
        #expect(effects.contains(.loadSessions))
        let text = screen(s)
        for row in ["Change password", "Log out everywhere", "Delete account", "Account  lifter@example.com", "2 live"] {
            #expect(text.contains(row), "\(row)")
        }
        #expect(text.contains("plates/0.1.0 (Linux; laptop)  ← this one") && text.contains("?  unknown client"), "\(text)")

        let (local, localEffects) = settings(account: nil)
        #expect(!localEffects.contains(.loadSessions))
        #expect(!screen(local).contains("Change password") && !screen(local).contains("Sessions"))
    }

    @Test func aNewPasswordIsTypedTwiceAndNeverShown() {
        var (s, _) = settings()
        #expect(choose(9, &s).isEmpty)
        _ = reducer.reduce(&s, .event(.paste("old secret")))
        _ = reducer.reduce(&s, .event(.key(.tab)))
        _ = reducer.reduce(&s, .event(.paste("Deadlift at dawn")))
        _ = reducer.reduce(&s, .event(.key(.tab)))
        _ = reducer.reduce(&s, .event(.paste("Deadlift at noon")))
        #expect(!screen(s).contains("Deadlift") && screen(s).contains("••••••••"))
        #expect(reducer.reduce(&s, .event(.key(.enter))).isEmpty)
        guard case .form(var f)? = s.modal else {
            Issue.record("the form closed")
            return
        }
        #expect(f.error == "The two new passwords differ.")
        f.fields[2].value.set("Deadlift at dawn")
        s.modal = .form(f)
        #expect(reducer.reduce(&s, .event(.key(.enter))) == [.changePassword(current: "old secret", new: "Deadlift at dawn")])

        // The server said no: the form stays, with its words.
        _ = reducer.reduce(&s, .saveFailed(.validation("The current password is wrong.", field: "current_password")))
        guard case .form(let refused)? = s.modal else {
            Issue.record("the form closed on a refusal")
            return
        }
        #expect(refused.error == "The current password is wrong." && !refused.saving)

        #expect(reducer.reduce(&s, .accountChanged(.passwordChanged(SessionsEnded(endedSessions: 1)))) == [.loadSessions])
        #expect(s.modal == nil && s.toast?.message == "✓ Password changed · 1 other session ended" && !s.shouldQuit)
    }

    @Test func loggingOutEverywhereAsksThenCloses() {
        var (s, _) = settings()
        #expect(choose(10, &s).isEmpty)
        #expect(screen(s).contains("Log out everywhere?"))
        #expect(reducer.reduce(&s, .event(.key(.char("y")))) == [.logOutEverywhere])
        _ = reducer.reduce(&s, .accountChanged(.loggedOutEverywhere(SessionsEnded(endedSessions: 3))))
        #expect(s.shouldQuit && s.farewell?.hasPrefix("Logged out everywhere (3 sessions).") == true)

        var (kept, _) = settings()
        _ = choose(10, &kept)
        #expect(reducer.reduce(&kept, .event(.key(.char("n")))).isEmpty)
        #expect(kept.modal == nil && !kept.shouldQuit)
    }

    @Test func deletingTheAccountNeedsItsEmailAndPassword() {
        var (s, _) = settings()
        #expect(choose(11, &s).isEmpty)
        #expect(screen(s).contains("Deletes lifter@example.com and all its sets") && screen(s).contains("enter deletes it for good"))
        _ = reducer.reduce(&s, .event(.paste("someone@example.com")))
        _ = reducer.reduce(&s, .event(.key(.tab)))
        _ = reducer.reduce(&s, .event(.paste("hunter22")))
        #expect(reducer.reduce(&s, .event(.key(.enter))).isEmpty)
        guard case .form(var f)? = s.modal else {
            Issue.record("the form closed")
            return
        }
        #expect(f.error?.contains("Type the account's e-mail") == true)
        f.fields[0].value.set(" Lifter@Example.com ")
        s.modal = .form(f)
        #expect(reducer.reduce(&s, .event(.key(.enter))) == [.deleteAccount(password: "hunter22")])
        _ = reducer.reduce(&s, .accountChanged(.deleted))
        #expect(s.shouldQuit && s.farewell == "Deleted lifter@example.com and all its data from the server. plates uses the local database again.")
    }

    @Test func localDataHasNoAccountToManage() async {
        let runner = EffectRunner(backend: AppDriver.sharedDemo)
        guard case .sessionsLoaded(.failure(.validation(let message, _))) = await runner.run(.loadSessions) else {
            Issue.record("sessions loaded from local data")
            return
        }
        #expect(message.contains("no account"))
        #expect(await runner.run(.logOutEverywhere) == .saveFailed(.validation(message)))
    }
}
