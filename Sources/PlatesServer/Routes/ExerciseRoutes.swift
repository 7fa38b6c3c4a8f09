import Foundation
import Hummingbird
import PlatesCore

/// `/exercises`, `/exercises/{id}` (its merge, and `/exercises/unmerge` taking one back), its records and progress, `/exercise-summaries` and `/exercise-aliases` (listed, added, dropped).
extension API {
    func addExerciseRoutes(_ routes: RouterGroup<ServerContext>) {
        on(routes, .get, "exercises") { call throws(PlatesError) in
            let (skip, limit) = (try call.query.skip(), try call.query.limit())
            return try Envelope.ok(Page.slice(try await call.backend().listExercises(), skip: skip, limit: limit))
        }
        on(routes, .post, "exercises") { call throws(PlatesError) in
            let draft = try call.decode(ExerciseBody.self).draft
            return try await call.write(Envelope.created) { backend, receipt throws(PlatesError) in
                try await backend.createExercise(draft, receipt: receipt)
            }
        }
        on(routes, .get, "exercises/{id}") { call throws(PlatesError) in
            try Envelope.ok(try await call.backend().exercise(id: try call.id()))
        }
        on(routes, .patch, "exercises/{id}") { call throws(PlatesError) in
            let patch = try call.decode(ExercisePatchBody.self).patch
            let id = try call.id()
            return try await call.write(Envelope.updated) { backend, receipt throws(PlatesError) in
                try await backend.updateExercise(id: id, patch, receipt: receipt)
            }
        }
        // Answers what was removed, so a client can put it back (`POST /exercises/restore`).
        on(routes, .delete, "exercises/{id}") { call throws(PlatesError) in
            let id = try call.id()
            let withSets = try call.query.bool("with_sets")
            return try await call.write(Envelope.updated) { backend, receipt throws(PlatesError) in
                try await backend.deleteExercise(id: id, withSets: withSets, receipt: receipt)
            }
        }
        on(routes, .post, "exercises/restore") { call throws(PlatesError) in
            let removal = try call.decode(ExerciseRemoval.self)
            guard removal.sets.count <= Limits.setsAtOnce.upperBound else {
                throw .validation(
                    "Send at most \(Limits.setsAtOnce.upperBound) sets with the exercise; restore the rest with POST /sets/restore.", field: "sets")
            }
            return try await call.write({ (_: Void) throws(PlatesError) in try Envelope.created(removal) }) {
                backend, receipt throws(PlatesError) in try await backend.restoreExercise(removal, receipt: receipt)
            }
        }
        on(routes, .post, "exercises/{id}/merge") { call throws(PlatesError) in
            let id = try call.id()
            let into = try call.decode(ExerciseMergeBody.self).into
            return try await call.write(Envelope.updated) { backend, receipt throws(PlatesError) in
                try await backend.mergeExercise(id: id, into: into, receipt: receipt)
            }
        }
        // The merge's answer sent back: it carries the ids of every set that moved, so it may be
        // as large as an import.
        on(routes, .post, "exercises/unmerge", body: importBody) { call throws(PlatesError) in
            let merge = try call.decode(ExerciseMergeResult.self)
            return try await call.write(Envelope.created) { backend, receipt throws(PlatesError) in
                try await backend.unmergeExercise(merge, receipt: receipt)
            }
        }
        on(routes, .get, "exercises/{id}/records") { call throws(PlatesError) in
            try Envelope.ok(try await call.backend().records(exerciseId: try call.id()))
        }
        on(routes, .get, "exercises/{id}/progress") { call throws(PlatesError) in
            let reps = try call.query.int("min_reps", default: 1, in: 1...Limits.reps.upperBound)
            let name = try call.query.given("measure") ?? "weight"
            guard let measure = ProgressMeasure(queryName: name, minReps: reps) else {
                throw .validation("‘measure’ must be weight, e1rm, hold, pace or volume.", field: "measure")
            }
            return try Envelope.ok(try await call.backend().progress(exerciseId: try call.id(), measure: measure))
        }
        on(routes, .get, "exercise-summaries") { call throws(PlatesError) in
            try Envelope.ok(try await call.backend().exerciseSummaries())
        }
        on(routes, .get, "exercise-aliases") { call throws(PlatesError) in
            try Envelope.ok(ExerciseAlias.list(try await call.backend().exerciseAliases()))
        }
        on(routes, .post, "exercise-aliases") { call throws(PlatesError) in
            let alias = try call.decode(ExerciseAlias.self)
            return try await call.write(Envelope.created) { backend, receipt throws(PlatesError) in
                try await backend.addExerciseAlias(alias.name, exerciseId: alias.exerciseId, receipt: receipt)
            }
        }
        // The name in the query: another name may be longer than a path's segment takes.
        on(routes, .delete, "exercise-aliases") { call throws(PlatesError) in
            guard let name = try call.query.given("name") else { throw .validation("Say which other name: ?name=…", field: "name") }
            return try await call.write(Envelope.updated) { backend, receipt throws(PlatesError) in
                try await backend.deleteExerciseAlias(name, receipt: receipt)
            }
        }
    }
}
