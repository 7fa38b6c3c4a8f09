import Foundation
import Hummingbird
import PlatesCore

/// `/workouts` (newest first, paged by `to`), `/workouts/current`, `/workouts/{id}` with its
/// `finish` and `plan`, `/sets/move`, and `/routines` (the user's, then the shipped ones).
extension API {
    func addTrainingRoutes(_ routes: RouterGroup<ServerContext>) {
        on(routes, .get, "workouts") { call throws(PlatesError) in
            let q = call.query
            let calendar = try q.calendar()
            let (from, to) = (try q.date("from", calendar: calendar), try q.date("to", calendar: calendar))
            return try Envelope.ok(try await call.backend().listWorkouts(from: from, to: to, limit: try q.limit()))
        }
        on(routes, .post, "workouts") { call throws(PlatesError) in
            let draft = try call.decode(WorkoutDraft.self)
            return try await call.write(Envelope.created) { backend, receipt throws(PlatesError) in
                try await backend.startWorkout(draft, receipt: receipt)
            }
        }
        // `{"workout": …}`, absent when none is open: a read that finds nothing is no error.
        on(routes, .get, "workouts/current") { call throws(PlatesError) in
            try Envelope.ok(CurrentWorkout(workout: try await call.backend().currentWorkout()))
        }
        on(routes, .get, "workouts/{id}") { call throws(PlatesError) in
            try Envelope.ok(try await call.backend().workout(id: try call.id()))
        }
        on(routes, .patch, "workouts/{id}") { call throws(PlatesError) in
            let id = try call.id()
            let patch = try call.decode(WorkoutPatchBody.self).patch
            return try await call.write(Envelope.updated) { backend, receipt throws(PlatesError) in
                try await backend.updateWorkout(id: id, patch, receipt: receipt)
            }
        }
        on(routes, .delete, "workouts/{id}") { call throws(PlatesError) in
            let id = try call.id()
            return try await call.write(Envelope.deleted) { backend, receipt throws(PlatesError) in
                try await backend.deleteWorkout(id: id, receipt: receipt)
            }
        }
        on(routes, .post, "workouts/{id}/finish") { call throws(PlatesError) in
            let id = try call.id()
            return try await call.write(Envelope.updated, events: { (workout: Workout) in [HookEvent(.workoutFinished, ["workout": workout])] }) {
                backend, receipt throws(PlatesError) in
                try await backend.finishWorkout(id: id, receipt: receipt)
            }
        }
        on(routes, .get, "workouts/{id}/plan") { call throws(PlatesError) in
            try Envelope.ok(PlanAnswer(plan: try await call.backend().plan(workoutId: try call.id())))
        }
        on(routes, .post, "sets/move") { call throws(PlatesError) in
            let move = try call.decode(MoveSetsBody.self)
            guard Limits.setsMovedAtOnce.contains(move.setIds.count) else {
                throw .validation("Move 1 to \(Limits.setsMovedAtOnce.upperBound) sets at once.", field: "set_ids")
            }
            return try await call.write(Envelope.deleted) { backend, receipt throws(PlatesError) in
                try await backend.moveSets(ids: move.setIds, toWorkout: move.workoutId, receipt: receipt)
            }
        }
        addRoutineRoutes(routes)
    }

    private func addRoutineRoutes(_ routes: RouterGroup<ServerContext>) {
        on(routes, .get, "routines") { call throws(PlatesError) in
            try Envelope.ok(try await call.backend().listRoutines())
        }
        on(routes, .post, "routines") { call throws(PlatesError) in
            let draft = try call.decode(RoutineDraft.self)
            return try await call.write(Envelope.created) { backend, receipt throws(PlatesError) in
                try await backend.createRoutine(draft, receipt: receipt)
            }
        }
        on(routes, .get, "routines/{id}") { call throws(PlatesError) in
            try Envelope.ok(try await call.backend().routine(id: try call.id()))
        }
        on(routes, .patch, "routines/{id}") { call throws(PlatesError) in
            let id = try call.id()
            let patch = try call.decode(RoutinePatchBody.self)
            return try await call.write(Envelope.updated) { backend, receipt throws(PlatesError) in
                try await backend.updateRoutine(id: id, patch.applied(to: try await backend.routine(id: id)), receipt: receipt)
            }
        }
        on(routes, .delete, "routines/{id}") { call throws(PlatesError) in
            let id = try call.id()
            return try await call.write(Envelope.deleted) { backend, receipt throws(PlatesError) in
                try await backend.deleteRoutine(id: id, receipt: receipt)
            }
        }
    }
}
