import Foundation
import Hummingbird
import PlatesCore

/// `/exercises`, `/exercises/{id}`, its records and progress, and `/exercise-summaries`.
extension API {
    func addExerciseRoutes(_ routes: RouterGroup<ServerContext>) {
        routes.get("exercises", use: handle { call throws(PlatesError) in
            let (skip, limit) = (try call.query.skip(), try call.query.limit())
            return try Envelope.ok(Page.slice(try await call.backend().listExercises(), skip: skip, limit: limit))
        })
        routes.post("exercises", use: handle { call throws(PlatesError) in
            let draft = try call.decode(ExerciseCreateRequest.self).draft
            return try await call.write(Envelope.created) { backend, receipt throws(PlatesError) in try await backend.createExercise(draft, receipt: receipt) }
        })
        routes.get("exercises/{id}", use: handle { call throws(PlatesError) in
            try Envelope.ok(try await call.backend().exercise(id: try call.id()))
        })
        routes.patch("exercises/{id}", use: handle { call throws(PlatesError) in
            let patch = try call.decode(ExercisePatchRequest.self).patch, id = try call.id()
            return try await call.write(Envelope.updated) { backend, receipt throws(PlatesError) in try await backend.updateExercise(id: id, patch, receipt: receipt) }
        })
        // Answers what was removed, so a client can put it back (`POST /exercises/restore`).
        routes.delete("exercises/{id}", use: handle { call throws(PlatesError) in
            let id = try call.id(), withSets = try call.query.bool("with_sets")
            return try await call.write(Envelope.updated) { backend, receipt throws(PlatesError) in
                try await backend.deleteExercise(id: id, withSets: withSets, receipt: receipt)
            }
        })
        routes.post("exercises/restore", use: handle { call throws(PlatesError) in
            let removal = try call.decode(ExerciseRestoreRequest.self).removal
            guard removal.sets.count <= Limits.setsAtOnce.upperBound else {
                throw .validation("Send at most \(Limits.setsAtOnce.upperBound) sets with the exercise; restore the rest with POST /sets/restore.", field: "sets")
            }
            return try await call.write({ (_: Void) throws(PlatesError) in try Envelope.created(removal) }) {
                backend, receipt throws(PlatesError) in try await backend.restoreExercise(removal, receipt: receipt)
            }
        })
        routes.post("exercises/{id}/merge", use: handle { call throws(PlatesError) in
            let id = try call.id(), into = try call.decode(ExerciseMergeRequest.self).into
            return try await call.write(Envelope.updated) { backend, receipt throws(PlatesError) in
                try await backend.mergeExercise(id: id, into: into, receipt: receipt)
            }
        })
        routes.get("exercises/{id}/records", use: handle { call throws(PlatesError) in
            try Envelope.ok(try await call.backend().records(exerciseId: try call.id()))
        })
        routes.get("exercises/{id}/progress", use: handle { call throws(PlatesError) in
            let reps = try call.query.int("min_reps", default: 1, in: 1...Limits.reps.upperBound)
            return try Envelope.ok(try await call.backend().progress(exerciseId: try call.id(), minReps: reps))
        })
        routes.get("exercise-summaries", use: handle { call throws(PlatesError) in
            try Envelope.ok(try await call.backend().exerciseSummaries())
        })
    }
}
