import Foundation
import PlatesApp
import PlatesCore
import PlatesTestSupport
import TermUI
import Testing

/// Settings' API token rows on a server account: the list with each one's last use, a new token
/// whose secret is shown once, and revoking one.
@Suite(.onTestThreads) struct TokenSettingsTests {
    let reducer = Reducer(environment: .fixed(AppDriver.now))
    let accountTests = AccountSettingsTests()
    static let tokens = [
        APIToken(id: "t1", name: "grafana", scope: .read, createdAt: AppDriver.now, lastUsedAt: AppDriver.now),
        APIToken(id: "t2", name: "logger", scope: .write, createdAt: AppDriver.now, lastUsedAt: nil),
    ]

    @Test func theTokensAreListedWithTheirLastUse() {
        var (s, effects) = accountTests.settings()
        #expect(effects.contains(.tokens(.load)))
        #expect(accountTests.screen(s).contains("API tokens  loading…"))
        _ = reducer.reduce(&s, .tokens(.loaded(.success(Self.tokens))))
        let text = accountTests.screen(s)
        #expect(text.contains("API tokens  2 live") && text.contains("grafana  read  last used") && text.contains("logger  write  never used"), "\(text)")
        #expect(text.contains("New API token") && text.contains("Revoke API token"))
        let (local, localEffects) = accountTests.settings(account: nil)
        #expect(!localEffects.contains(.tokens(.load)) && !accountTests.screen(local).contains("API token"))
    }

    @Test func aNewTokenIsNamedScopedAndItsSecretShownOnce() {
        var (s, _) = accountTests.settings()
        #expect(accountTests.choose(7, &s).isEmpty)
        // A blank name is refused in the form.
        #expect(reducer.reduce(&s, .event(.key(.enter))).isEmpty)
        guard case .form(let blank)? = s.modal else {
            Issue.record("the form closed")
            return
        }
        #expect(blank.error?.contains("Name the token") == true)
        _ = reducer.reduce(&s, .event(.paste("cron backup")))
        _ = reducer.reduce(&s, .event(.key(.tab)))
        _ = reducer.reduce(&s, .event(.key(.right)))
        #expect(reducer.reduce(&s, .event(.key(.enter))) == [.tokens(.create(name: "cron backup", scope: .write))])

        // The server refused (a name taken): the form stays with its words.
        _ = reducer.reduce(&s, .tokens(.created(.failure(.conflict("You already have a token named ‘cron backup’")))))
        guard case .form(let refused)? = s.modal else {
            Issue.record("the form closed on a refusal")
            return
        }
        #expect(refused.error?.contains("already") == true && !refused.saving)

        let secret = "plates_pat_" + String(repeating: "x", count: 43)
        let made = CreatedToken(token: APIToken(id: "t3", name: "cron backup", scope: .write, createdAt: AppDriver.now, lastUsedAt: nil), secret: secret)
        #expect(reducer.reduce(&s, .tokens(.created(.success(made)))) == [.tokens(.load)])
        let shown = accountTests.screen(s)
        #expect(shown.contains(secret) && shown.contains("not shown again"), "\(shown)")
        _ = reducer.reduce(&s, .event(.key(.escape)))
        #expect(s.modal == nil && !accountTests.screen(s).contains(secret))
    }

    @Test func aTokenIsChosenAndRevoked() {
        var (s, _) = accountTests.settings()
        _ = accountTests.choose(8, &s)
        #expect(s.modal == nil && s.toast?.message == "No API tokens to revoke")
        _ = reducer.reduce(&s, .tokens(.loaded(.success(Self.tokens))))
        for _ in 0..<8 { _ = reducer.reduce(&s, .event(.key(.char("k")))) }
        _ = accountTests.choose(8, &s)
        _ = reducer.reduce(&s, .event(.key(.right)))
        #expect(reducer.reduce(&s, .event(.key(.enter))) == [.tokens(.revoke(Self.tokens[1]))])
        #expect(reducer.reduce(&s, .tokens(.revoked(.success(Self.tokens[1])))) == [.tokens(.load)])
        #expect(s.modal == nil && s.toast?.message == "✓ Revoked ‘logger’")
    }
}
