import Foundation
import Hummingbird
import PlatesCore

/// `/body-weight` (newest first), `/body-weight/stats`, `/body-weight/{id}`.
extension API {
    func addBodyWeightRoutes(_ router: Router<ServerContext>, _ table: inout [RouteEntry]) {
        add(router, &table, .get, "/body-weight") { call throws(PlatesError) in
            try Envelope.ok(try await call.backend().listBodyWeight(skip: try call.query.skip(), limit: try call.query.limit()))
        }
        add(router, &table, .post, "/body-weight") { call throws(PlatesError) in
            let r = try call.decode(BodyWeightCreateRequest.self), backend = try call.backend()
            var unit = r.unit
            if unit == nil { unit = try await backend.profile().unit }
            let draft = BodyWeightDraft(weight: r.weight, unit: unit ?? .kg, date: r.date ?? call.api.now(), notes: r.notes)
            return try Envelope.created(try await backend.addBodyWeight(draft))
        }
        add(router, &table, .get, "/body-weight/stats") { call throws(PlatesError) in
            try Envelope.ok(try await call.backend().bodyWeightStats())
        }
        add(router, &table, .patch, "/body-weight/{id}") { call throws(PlatesError) in
            let backend = try call.backend(), id = try call.id()
            let patch = try call.decode(BodyWeightPatchRequest.self)
            let current = try await backend.bodyWeightEntry(id: id)
            return try Envelope.ok(try await backend.updateBodyWeight(id: id, patch.applied(to: current.draft)))
        }
        add(router, &table, .delete, "/body-weight/{id}") { call throws(PlatesError) in
            try await call.backend().deleteBodyWeight(id: try call.id())
            return Envelope.noContent()
        }
    }
}
