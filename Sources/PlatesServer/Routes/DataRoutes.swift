import Foundation
import Hummingbird
import PlatesCore

/// `/export` and `/import`: a user's whole data as a Plates export file, and an export file
/// (Plates, Strong, Hevy, FitNotes) read into the account, or its import taken back
/// (`undo=true`) — what `plates export` and `plates import [--undo]` do with a local database.
extension API {
    func addDataRoutes(_ routes: RouterGroup<ServerContext>) {
        on(routes, .get, "export") { call throws(PlatesError) in
            let format = try call.query.given("format") ?? "json"
            guard format == "json" || format == "csv" else { throw .validation("‘format’ must be json or csv.", field: "format") }
            let now = call.api.now()
            let export = try await Exporter.collect(try call.backend(), now: now)
            let text = format == "json" ? try export.json() + "\n" : export.csv()
            let day = WireDates.formatDay(now, calendar: try call.query.calendar())
            return Answer(
                status: .ok, body: Data(text.utf8),
                file: (type: format == "json" ? "application/json; charset=utf-8" : "text/csv; charset=utf-8", name: "plates-\(day).\(format)"))
        }
        // Not through `handle`: the body is a file of any type and up to `maxImportBytes`; an
        // import is its own idempotency (the same file again adds nothing).
        routes.on("import", method: .post) { [self] request, context in
            let body = try await importBody.bytes(request, timeout: configuration.importTimeout)
            return try await importFile(Call(request: request, context: context, body: body, api: self)).response
        }
    }

    func importFile(_ call: Call) async throws(PlatesError) -> Answer {
        let q = call.query
        var format: ImportFormat?
        if let name = try q.given("format") {
            guard let known = ImportFormat(rawValue: name) else {
                throw .validation("‘format’ must be one of \(ImportFormat.allCases.map(\.rawValue).joined(separator: ", ")).", field: "format")
            }
            format = known
        }
        var unit = WeightUnit.kg
        if let name = try q.given("unit") {
            guard let known = WeightUnit(rawValue: name) else { throw .validation("‘unit’ must be kg or lb.", field: "unit") }
            unit = known
        }
        let dryRun = try q.bool("dry_run")
        let undo = try q.bool("undo")
        guard !call.body.isEmpty else { throw .validation("Send the export file as the request's body.", field: "body") }
        let text = try ImportBytes.decode(call.body, name: "The file")
        guard let importing = try call.backend() as? any ImportingBackend else { throw .internal("this storage cannot import") }
        let environment = PlatesEnvironment(now: now, calendar: try q.calendar())
        if undo {
            // The import taken back (`ImportUndo`): the client has shown the dry run's list first.
            let found = try await ImportUndo.find(Importer.Request(text: text, format: format, unit: unit), in: importing, environment: environment)
            let removed = dryRun || found.isEmpty ? nil : try await ImportUndo.remove(found, from: importing)
            return try Envelope.ok(ImportAnswer(undoing: found, removed: removed), status: .ok)
        }
        let report = try await Importer.run(Importer.Request(text: text, format: format, unit: unit, dryRun: dryRun), into: importing, environment: environment)
        return try Envelope.ok(ImportAnswer(report), status: dryRun ? .ok : .created)
    }
}
