import Foundation
import Hummingbird
import PlatesCore

/// `/account…`: the signed-in user's own account — see it, change the password, list and end
/// sessions, delete it with all its data.
extension API {
    func addAccountRoutes(_ routes: RouterGroup<ServerContext>) {
        on(routes, .get, "account") { call throws(PlatesError) in
            try Envelope.ok(try await call.api.accounts.account(of: try call.loggedIn()))
        }
        on(routes, .post, "account/password") { call throws(PlatesError) in
            let r = try call.decode(PasswordChangeBody.self)
            let caller = try call.loggedIn()
            // A stolen access token must not buy unlimited guesses at the password: the log-in
            // limit, by account; a right password gives the attempt back.
            let key = "password/" + caller.accountId
            if let wait = call.api.loginLimiter.take(key) { throw .rateLimited(retryAfter: wait) }
            let ended = try await call.api.accounts.changePassword(of: caller, current: r.currentPassword, new: r.newPassword)
            call.api.loginLimiter.refund(key)
            return try Envelope.ok(ended)
        }
        on(routes, .get, "account/sessions") { call throws(PlatesError) in
            try Envelope.ok(try await call.api.accounts.sessions(of: try call.loggedIn()))
        }
        on(routes, .delete, "account/sessions") { call throws(PlatesError) in
            try Envelope.ok(try await call.api.accounts.endAllSessions(of: try call.loggedIn()))
        }
        on(routes, .delete, "account/sessions/{id}") { call throws(PlatesError) in
            try await call.api.accounts.endSession(try call.id(), of: try call.loggedIn())
            return Envelope.noContent()
        }
        on(routes, .post, "account/delete") { call throws(PlatesError) in
            let r = try call.decode(AccountDeletionBody.self)
            let caller = try call.loggedIn()
            let key = "password/" + caller.accountId
            if let wait = call.api.loginLimiter.take(key) { throw .rateLimited(retryAfter: wait) }
            try await call.api.accounts.deleteAccount(of: caller, password: r.password)
            return Envelope.noContent()
        }
    }
}
