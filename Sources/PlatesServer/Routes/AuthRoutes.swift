import Foundation
import Hummingbird
import Logging
import PlatesCore

/// `/health` and `/auth/*`: sign up, log in (rate-limited on failures), refresh, log out.
extension API {
    func addAuthRoutes(_ routes: RouterGroup<ServerContext>) {
        on(routes, .get, "health") { _ throws(PlatesError) in
            try Envelope.ok(["status": "ok"])
        }
        on(routes, .post, "auth/signup") { call throws(PlatesError) in
            let api = call.api
            let r = try call.decode(AccountBody.self).validated()
            var invite: String?
            switch api.configuration.signups {
            case .open: break
            case .closed: throw .forbidden("This server takes no new accounts: ask the person who runs it.")
            case .invite:
                guard let code = r.invite?.trimmingCharacters(in: .whitespaces), !code.isEmpty else {
                    throw .validation("This server takes new accounts by invitation: give your invite code.", field: "invite")
                }
                invite = code
            }
            // Taken before bcrypt and never given back: each sign-up costs a hash, the work a
            // flood of them would make every log-in wait for.
            if let wait = api.signupLimiter.take(call.context.clientAddress) { throw .rateLimited(retryAfter: wait) }
            return try Envelope.created(try await api.accounts.signUp(email: r.email, password: r.password, name: r.name, invite: invite, client: call.client))
        }
        on(routes, .post, "auth/login") { call throws(PlatesError) in
            let r = try call.decode(AccountBody.self)
            let api = call.api
            // Each attempt takes its tokens before the password is checked (20 guesses sent at
            // once must not all reach bcrypt), and a right password gives them back.
            let address = call.context.clientAddress
            let pair = address + "/" + AccountStore.emailKey(r.email)
            if let wait = api.loginLimiter.take(pair) {
                api.logFailedLogIn(from: address, as: r.email, "too many attempts")
                throw .rateLimited(retryAfter: wait)
            }
            if let wait = api.addressLimiter.take(address) {
                api.loginLimiter.refund(pair)
                api.logFailedLogIn(from: address, as: r.email, "too many attempts")
                throw .rateLimited(retryAfter: wait)
            }
            guard r.password.count <= 1024, let session = try await api.accounts.logIn(email: r.email, password: r.password, client: call.client) else {
                api.logFailedLogIn(from: address, as: r.email, "wrong e-mail or password")
                throw .unauthorized("The e-mail or the password is wrong.")
            }
            api.loginLimiter.refund(pair)
            api.addressLimiter.refund(address)
            return try Envelope.ok(session)
        }
        on(routes, .post, "auth/refresh") { call throws(PlatesError) in
            let r = try call.decode(RefreshBody.self)
            return try Envelope.ok(try await call.api.accounts.refresh(r.refreshToken, client: call.client))
        }
        on(routes, .post, "auth/logout") { call throws(PlatesError) in
            let r = try call.decode(RefreshBody.self)
            try await call.api.accounts.logOut(r.refreshToken)
            return Envelope.noContent()
        }
    }
}

extension API {
    /// One warning line per failed log-in, which the fail2ban filter in deploy/fail2ban reads:
    /// `failed log-in from ADDRESS as E-MAIL: REASON`. The e-mail is the client's text: anything
    /// but letters, digits and `@._+-` becomes `?`, so a crafted one cannot forge a line.
    func logFailedLogIn(from address: String, as email: String, _ reason: String) {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@._+-")
        let shown = String(email.prefix(100).map { allowed.contains($0) ? $0 : "?" })
        logger.warning("failed log-in from \(address) as \(shown.isEmpty ? "?" : shown): \(reason)")
    }
}
