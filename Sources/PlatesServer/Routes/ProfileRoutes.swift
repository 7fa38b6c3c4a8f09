import Foundation
import Hummingbird
import PlatesCore

/// `/profile` and `/dashboard` (today at a glance, in the `tz` the client names).
extension API {
    func addProfileRoutes(_ router: Router<ServerContext>, _ table: inout [RouteEntry]) {
        add(router, &table, .get, "/profile") { call throws(PlatesError) in
            try Envelope.ok(try await call.backend().profile())
        }
        add(router, &table, .patch, "/profile") { call throws(PlatesError) in
            let patch = try call.decode(ProfilePatchRequest.self).patch
            return try await call.write(Envelope.updated) { backend, receipt throws(PlatesError) in try await backend.updateProfile(patch, receipt: receipt) }
        }
        add(router, &table, .get, "/dashboard") { call throws(PlatesError) in
            try Envelope.ok(try await call.backend().dashboard())
        }
    }
}
