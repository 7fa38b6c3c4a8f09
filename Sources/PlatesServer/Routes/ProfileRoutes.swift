import Foundation
import Hummingbird
import PlatesCore

/// `/profile`, `/dashboard` (today at a glance, in the `tz` the client names) and
/// `/training-days` (the calendar: which local days of a range had sets).
extension API {
    func addProfileRoutes(_ routes: RouterGroup<ServerContext>) {
        on(routes, .get, "profile") { call throws(PlatesError) in
            try Envelope.ok(try await call.backend().profile())
        }
        on(routes, .patch, "profile") { call throws(PlatesError) in
            let patch = try call.decode(ProfilePatchBody.self).patch
            return try await call.write(Envelope.updated) { backend, receipt throws(PlatesError) in try await backend.updateProfile(patch, receipt: receipt)
            }
        }
        on(routes, .get, "dashboard") { call throws(PlatesError) in
            try Envelope.ok(try await call.backend().dashboard())
        }
        on(routes, .get, "training-days") { call throws(PlatesError) in
            let q = call.query
            let calendar = try q.calendar()
            guard let from = try q.date("from", calendar: calendar) else { throw .validation("‘from’ is missing: the calendar's first day.", field: "from") }
            guard let to = try q.date("to", calendar: calendar) else { throw .validation("‘to’ is missing: the calendar's last day.", field: "to") }
            return try Envelope.ok(try await call.backend().trainingDays(from: from, to: to))
        }
    }
}
