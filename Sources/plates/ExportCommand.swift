import ArgumentParser
import Foundation
import PlatesCore

/// `plates export --format csv|json [--output FILE]`: everything, in docs/export-format.md's schema.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export all exercises, sets, body weight and the profile as CSV or JSON (plates import reads it back).")

    enum Format: String, ExpressibleByArgument, CaseIterable { case csv, json }

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp("csv or json.", valueName: "csv|json"))
    var format: Format = .json

    @Option(help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"), completion: .file())
    var output: String?

    func run() async throws {
        try await CommandRunner.run(global) { backend, context throws(PlatesError) in
            let export = try await Exporter.collect(backend, now: context.environment.now())
            let text = format == .json ? try export.json() + "\n" : export.csv()
            guard let output else {
                Output.write(text)
                return
            }
            let path = (output as NSString).expandingTildeInPath
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw .validation("Cannot write \(output): \(error.localizedDescription)")
            }
            func counted(_ n: Int, _ what: String) -> String { "\(NumberText.grouped(n)) \(what)\(n == 1 ? "" : "s")" }
            let what = [counted(export.sets.count, "set"), counted(export.exercises.count, "exercise"), counted(export.bodyWeight.count, "weigh-in")]
            FileHandle.standardError.write(Data("Exported \(what.joined(separator: ", ")) to \(output)\n".utf8))
        }
    }
}
