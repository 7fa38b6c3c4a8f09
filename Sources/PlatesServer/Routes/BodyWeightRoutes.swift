import Foundation
import Hummingbird
import PlatesCore

/// `/body-weight` (newest first), `/body-weight/stats`, `/body-weight/{id}`.
extension API {
    func addBodyWeightRoutes(_ routes: RouterGroup<ServerContext>) {
        on(routes, .get, "body-weight") { call throws(PlatesError) in
            try Envelope.ok(try await call.backend().listBodyWeight(skip: try call.query.skip(), limit: try call.query.limit()))
        }
        on(routes, .post, "body-weight") { call throws(PlatesError) in
            let r = try call.decode(BodyWeightBody.self)
            guard let weight = r.weight else { throw .validation("Invalid request: missing field ‘weight’", field: "weight") }
            let date = r.date ?? call.api.now()
            return try await call.write(Envelope.created, events: { (entry: BodyWeightEntry) in [HookEvent(.bodyWeightAdded, ["entry": entry])] }) {
                backend, receipt throws(PlatesError) in
                var unit = r.unit
                if unit == nil { unit = try await backend.profile().unit }
                return try await backend.addBodyWeight(BodyWeightDraft(weight: weight, unit: unit ?? .kg, date: date, notes: r.notes.value), receipt: receipt)
            }
        }
        on(routes, .get, "body-weight/stats") { call throws(PlatesError) in
            try Envelope.ok(try await call.backend().bodyWeightStats())
        }
        on(routes, .patch, "body-weight/{id}") { call throws(PlatesError) in
            let id = try call.id()
            let patch = try call.decode(BodyWeightBody.self)
            return try await call.write(Envelope.updated) { backend, receipt throws(PlatesError) in
                let current = try await backend.bodyWeightEntry(id: id)
                return try await backend.updateBodyWeight(id: id, patch.applied(to: current.draft), receipt: receipt)
            }
        }
        on(routes, .delete, "body-weight/{id}") { call throws(PlatesError) in
            let id = try call.id()
            return try await call.write(Envelope.deleted) { backend, receipt throws(PlatesError) in
                try await backend.deleteBodyWeight(id: id, receipt: receipt)
            }
        }
    }
}
