import Foundation
import Hummingbird
import PlatesCore

/// `/profile` and `/dashboard` (today at a glance, in the `tz` the client names).
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
    }
}
