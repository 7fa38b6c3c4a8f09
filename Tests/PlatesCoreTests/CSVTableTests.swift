import PlatesCore
import PlatesTestSupport
import Testing

/// The CSV reader under the importers: the quirks of real exports (issue 5).
@Suite(.onTestThreads) struct CSVTableTests {
    @Test func strongClassicCommasWithQuotedNotesAndTrailingSpaces() throws {
        let text = """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2023-10-08 15:57:35,"Push, heavy",1h 11m,Bench Press (Barbell) ,1,100,5,0,0,"felt ""easy""
            next time 102.5",,8

            2023-10-08 15:57:35,"Push, heavy",1h 11m,Bench Press (Barbell) ,2,100,5,0,0,,,0
            """
        let table = try CSVTable(text: text)
        #expect(table.delimiter == ",")
        #expect(table.header.count == 12 && table.column("exercise name") == 3 && table.column(" RPE ") == 11)
        #expect(table.rows.count == 2)
        #expect(table.rows[0].line == 2 && table.rows[1].line == 5)
        #expect(table.rows[0].fields[1] == "Push, heavy")
        #expect(table.rows[0].fields[3] == "Bench Press (Barbell) ")
        #expect(table.rows[0].fields[9] == "felt \"easy\"\nnext time 102.5")
        #expect(table.rows[1].fields.count == 12)
    }

    @Test func strong2025SemicolonsEveryFieldQuotedWithBOMAndCRLF() throws {
        let text =
            "\u{FEFF}\"Workout #\";\"Date\";\"Weight (kg)\";\"Reps\"\r\n\"1\";\"2025-01-02 10:00:00\";\"12.900000000000034\";\"20.0\"\r\n\"1\";\"2025-01-02 10:00:00\";\"\";\"\"\r\n"
        let table = try CSVTable(text: text)
        #expect(table.delimiter == ";")
        #expect(table.header == ["Workout #", "Date", "Weight (kg)", "Reps"])
        #expect(table.rows.map(\.fields) == [["1", "2025-01-02 10:00:00", "12.900000000000034", "20.0"], ["1", "2025-01-02 10:00:00", "", ""]])
        #expect(table.rows.map(\.line) == [2, 3])
    }

    @Test func tabsAreSniffedToo() throws {
        let table = try CSVTable(text: "Date\tExercise\tWeight\n2024-01-01\tSquat\t100")
        #expect(table.delimiter == "\t" && table.rows == [.init(line: 2, fields: ["2024-01-01", "Squat", "100"])])
    }

    /// What a spreadsheet adds: `sep=;` above the header (so Excel opens the file right) and
    /// empty rows written as delimiters alone. The lines keep their numbers.
    @Test func aSeparatorLineAndEmptyRowsOfASpreadsheet() throws {
        let t = try CSVTable(text: "sep=;\r\nDate;Exercise;Reps\r\n;;\r\n2024-01-05;Squat, Back;5\r\n ; ;\r\n")
        #expect(t.delimiter == ";" && t.header == ["Date", "Exercise", "Reps"])
        #expect(t.rows == [CSVTable.Row(line: 4, fields: ["2024-01-05", "Squat, Back", "5"])])
        #expect(ImportFormat.detect("sep=,\nDate,Exercise,Category,Weight\n") == .fitnotes)
        // Only a whole `sep=` line is one: a header that starts so is a header.
        #expect(try CSVTable(text: "sep=x,b\n1,2\n").header == ["sep=x", "b"])
    }

    /// The header line alone decides, CRLF or not: rows full of decimal commas do not.
    @Test func theSniffStopsAtTheFirstLineEnd() throws {
        let table = try CSVTable(text: "Date;Weight\r\n2024-01-05;1,5,2,5,3,5\r\n2024-01-06;1,5,2,5\r\n")
        #expect(table.delimiter == ";" && table.rows.map(\.fields) == [["2024-01-05", "1,5,2,5,3,5"], ["2024-01-06", "1,5,2,5"]])
    }

    @Test func aDelimiterInsideQuotesDoesNotWinTheSniff() throws {
        let table = try CSVTable(text: "\"a;b;c;d\",e\n1,2")
        #expect(table.delimiter == "," && table.header == ["a;b;c;d", "e"])
    }

    @Test func brokenFilesSayWhere() {
        #expect(throws: CSVTable.Failure.empty) { try CSVTable(text: "") }
        #expect(throws: CSVTable.Failure.empty) { try CSVTable(text: "\u{FEFF}\n\n") }
        #expect(throws: CSVTable.Failure.unclosedQuote(line: 3)) { try CSVTable(text: "a,b\n1,2\n3,\"never closed\n4,5") }
        #expect(throws: CSVTable.Failure.textAfterQuote(line: 2, column: 6)) { try CSVTable(text: "a,b\n1,\"x\"y") }
    }

    @Test func binaryGarbageIsReadWithoutCrashing() throws {
        let garbage = String(decoding: (0..<2_000).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }, as: UTF8.self)
        // Either a clear failure or rows in file order: never a crash or a hang.
        do {
            let table = try CSVTable(text: garbage)
            #expect(zip(table.rows, table.rows.dropFirst()).allSatisfy { $0.line < $1.line })
        } catch {
            #expect(error != .empty)  // 2,000 bytes are not an empty file
        }
    }
}
