import Foundation
import PlatesTestSupport
import Testing

@testable import PlatesCore

/// An export opened in a spreadsheet and saved again has every date in the machine's short
/// format (`05.01.2024`, `1/13/2025 6:05 PM`, `02/01/2024`): each was refused as "not a date this
/// importer reads", the whole file with it.
@Suite(.onTestThreads) struct SpreadsheetDateTests {
    static func iso(_ date: Date) -> String { date.formatted(.iso8601) }

    static func dates(_ batch: ImportBatch, _ name: String) -> [String] {
        ImportQuirkTests.sets(batch, name).map { iso($0.date) }
    }

    @Test func theShortFormatsOfSpreadsheetsRead() throws {
        func read(_ text: String, _ order: SpreadsheetDate.Order) -> String? {
            SpreadsheetDate(text)?.seconds(in: order).map { Self.iso(Date(timeIntervalSince1970: $0)) }
        }
        #expect(read("05.01.2024", .dayMonth) == "2024-01-05T00:00:00Z")
        #expect(read("05.01.2024.", .dayMonth) == "2024-01-05T00:00:00Z")
        #expect(read("1/13/2025 6:05 PM", .monthDay) == "2025-01-13T18:05:00Z")
        #expect(read("1/13/25 12:30 am", .monthDay) == "2025-01-13T00:30:00Z")
        #expect(read("13/01/2025 18:05:09", .dayMonth) == "2025-01-13T18:05:09Z")
        #expect(read("2024/01/05 07:48", .yearMonthDay) == "2024-01-05T07:48:00Z")
        #expect(read("13/01/2025", .monthDay) == nil)
        for notOne in ["2024-01-05", "15 Sep 2025, 07:48", "05.01.2024 24:00", "1/13/2025 13:00 PM", "05/01", "5/1/2024 9", "a/b/2024", ""] {
            #expect(SpreadsheetDate(notOne)?.seconds(in: .dayMonth) == nil, "\(notOne)")
        }
    }

    @Test func aFileSavedAgainByASpreadsheetImportsOnTheSameDays() throws {
        let (german, report) = try ImportQuirkTests.plan(try Self.quirk("fitnotes-resaved-german-excel.csv"))
        #expect(report.setsInFile == 3)
        #expect(Self.dates(german, "Bench Press") == ["2024-01-05T12:00:00Z", "2024-01-05T12:00:01Z"])
        #expect(ImportQuirkTests.sets(german, "Bench Press").map(\.weight) == [102.5, 102.5])
        #expect(Self.dates(german, "Squat") == ["2024-01-08T12:00:00Z"])

        let (american, _) = try ImportQuirkTests.plan(try Self.quirk("strong-resaved-american-excel.csv"))
        #expect(Self.dates(american, "Squat") == ["2025-01-13T18:05:00Z", "2025-01-13T18:05:01Z"])
        #expect(Self.dates(american, "Bench Press") == ["2025-02-03T07:30:00Z"])

        // No day passes 12: the order the dates run in says the first number is the day.
        let (british, _) = try ImportQuirkTests.plan(try Self.quirk("fitnotes-resaved-british-dates.csv"))
        #expect(
            Self.dates(british, "Squat").map { String($0.prefix(10)) }
                == ["2024-01-02", "2024-01-04", "2024-01-09", "2024-01-11", "2024-02-01", "2024-02-06"])
    }

    /// The ids come from the time as written: the file as the app wrote it, then as the
    /// spreadsheet saved it, is one import.
    @Test func theSameSetsSavedAgainByASpreadsheetAreFoundAgain() throws {
        let header = "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment\n"
        let (original, _) = try ImportQuirkTests.plan(header + "2024-01-05,Squat,Legs,100.0,kgs,5,,,,\n2024-01-13,Squat,Legs,105.0,kgs,5,,,,\n")
        let (resaved, _) = try ImportQuirkTests.plan(header + "1/5/2024,Squat,Legs,100,kgs,5,,,,\n1/13/2024,Squat,Legs,105,kgs,5,,,,\n")
        #expect(original.sets.map(\.id) == resaved.sets.map(\.id))
    }

    @Test func datesThatCouldBeEitherOrderAreRefusedWithWhatToDo() {
        let header = "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment\n"
        // A day whose numbers are the same both ways is not ambiguous (it was refused as such).
        #expect(throws: Never.self) { try ImportQuirkTests.plan(header + "05/05/2024,Squat,Legs,100,kgs,5,,,,\n") }
        #expect {
            try ImportQuirkTests.plan(header + "01/02/2024,Squat,Legs,100,kgs,5,,,,\n01/02/2024,Squat,Legs,100,kgs,5,,,,\n")
        } throws: { error in
            let failure = error as? ImportFailure
            return failure?.line == 2 && failure?.column == "Date" && failure?.reason.hasPrefix("‘01/02/2024’ could be day/month or month/day") == true
                && failure?.reason.contains("YYYY-MM-DD") == true
        }
        #expect {
            try ImportQuirkTests.plan(header + "13/01/2024,Squat,Legs,100,kgs,5,,,,\n01/14/2024,Squat,Legs,100,kgs,5,,,,\n")
        } throws: { error in
            (error as? ImportFailure)?.reason.contains("both day first and month first") == true
        }
    }

    static func quirk(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/import/quirks/\(name)")
        return try ImportBytes.decode(try Data(contentsOf: url), name: name)
    }
}
