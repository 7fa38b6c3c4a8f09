import Foundation
import Hummingbird
import PlatesCore

/// `/sets` (newest first, filtered by exercise and date range), `/sets/batch`, `/sets/restore`,
/// `/sets/last` (the set logged last), `/sets/{id}`.
extension API {
    func addSetRoutes(_ routes: RouterGroup<ServerContext>) {
        on(routes, .get, "sets") { call throws(PlatesError) in
            let q = call.query
            let calendar = try q.calendar()
            let query = SetQuery(
                exerciseId: try q.string("exercise_id"), from: try q.date("from", calendar: calendar),
                to: try q.date("to", calendar: calendar), skip: try q.skip(), limit: try q.limit())
            return try Envelope.ok(try await call.backend().listSets(query))
        }
        on(routes, .post, "sets") { call throws(PlatesError) in
            let draft = try call.decode(SetDraft.self, now: call.api.now())
            return try await call.write(
                { (result: LogResult) throws(PlatesError) in
                    guard let set = result.sets.first else { throw .internal("the set was not stored") }
                    return try Envelope.created(set)
                }, events: HookEvent.logged
            ) { backend, receipt throws(PlatesError) in try await backend.logSets([draft], receipt: receipt) }
        }
        on(routes, .post, "sets/batch") { call throws(PlatesError) in
            let batch = try call.decode(SetBatchBody.self, now: call.api.now())
            guard Limits.setsAtOnce.contains(batch.sets.count) else {
                throw .validation("Send 1 to \(Limits.setsAtOnce.upperBound) sets at once.", field: "sets")
            }
            let drafts = batch.sets
            return try await call.write(Envelope.created, events: HookEvent.logged) { backend, receipt throws(PlatesError) in
                try await backend.logSets(drafts, receipt: receipt)
            }
        }
        on(routes, .post, "sets/restore") { call throws(PlatesError) in
            let sets = try call.decode(SetRestoreBody.self).sets
            guard Limits.setsAtOnce.contains(sets.count) else {
                throw .validation("Send 1 to \(Limits.setsAtOnce.upperBound) sets at once.", field: "sets")
            }
            for set in sets { _ = try Validator.restoredID(set.id) }
            return try await call.write({ (_: Void) throws(PlatesError) in try Envelope.created(RestoredSets(sets: sets)) }) {
                backend, receipt throws(PlatesError) in try await backend.restoreSets(sets, receipt: receipt)
            }
        }
        on(routes, .get, "sets/last") { call throws(PlatesError) in
            try Envelope.ok(LastLoggedSet(set: try await call.backend().lastLoggedSet()))
        }
        on(routes, .get, "sets/{id}") { call throws(PlatesError) in
            try Envelope.ok(try await call.backend().set(id: try call.id()))
        }
        on(routes, .patch, "sets/{id}") { call throws(PlatesError) in
            let id = try call.id()
            let patch = try call.decode(SetPatchBody.self)
            return try await call.write(Envelope.updated) { backend, receipt throws(PlatesError) in
                let current = try await backend.set(id: id)
                return try await backend.updateSet(id: id, patch.applied(to: current.draft), receipt: receipt)
            }
        }
        on(routes, .delete, "sets/{id}") { call throws(PlatesError) in
            let id = try call.id()
            return try await call.write(Envelope.deleted) { backend, receipt throws(PlatesError) in try await backend.deleteSet(id: id, receipt: receipt) }
        }
    }
}

/// What `POST /sets/restore` answers: the sets as stored again.
struct RestoredSets: Encodable, Sendable {
    var sets: [WorkoutSet]
}
