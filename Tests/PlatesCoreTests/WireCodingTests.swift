import Foundation
import PlatesTestSupport
import Testing

@testable import PlatesCore

@Suite(.onTestThreads) struct WireCodingTests {
    @Test func setsEncodeSnakeCaseWithMillisecondTimestamps() throws {
        let set = Make.set(102.5, 5, "2026-11-21 18:05", exercise: "ex-1", id: "set-1")
        let json = try WireCoding.string(set)
        #expect(
            json
                == #"{"created_at":"2026-11-21T18:05:00.000Z","date":"2026-11-21T18:05:00.000Z","exercise_id":"ex-1","id":"set-1","kind":"normal","reps":5,"weight":102.5,"weight_unit":"kg"}"#
        )
    }

    @Test func timestampsDecodeWithAndWithoutFractionalSeconds() throws {
        #expect(WireDates.parse("2026-11-21T18:05:00.250Z")?.timeIntervalSince1970 == 1_795_284_300.25)
        #expect(WireDates.parse("2026-11-21T18:05:00Z")?.timeIntervalSince1970 == 1_795_284_300)
        #expect(WireDates.parse("2026-11-21T19:05:00+01:00")?.timeIntervalSince1970 == 1_795_284_300)
        #expect(WireDates.parse("21/11/2026") == nil)
    }

    /// Dates that do not exist are refused, not rolled over into another day (Foundation's ISO 8601
    /// parser reads 2025-02-30 as 2 March and T25:00 as the next day's 01:00).
    @Test(arguments: [
        "2025-02-30T10:00:00Z", "2025-04-31T10:00:00Z", "2025-02-29T10:00:00Z", "2026-13-01T10:00:00Z", "2026-00-10T10:00:00Z",
        "2026-11-00T10:00:00Z", "2026-11-21T25:00:00Z", "2026-11-21T24:00:00Z", "2026-11-21T23:61:00Z", "2026-11-21T23:59:60Z",
        "2026-11-21T10:00:00+25:00", "2026-11-21T10:00:00+01:60", "2026-11-21 10:00:00Z", "2026-11-21T10:00Z", "+2026-11-21T10:00:00Z",
        "2026-11-21T10:00:00.Z", "2026-11-21T10:00:00.5", "２０２６-11-21T10:00:00Z",
    ])
    func timestampsThatDoNotExistAreRefused(text: String) {
        #expect(WireDates.parse(text) == nil)
    }

    @Test func realEdgesOfTheCalendarAreRead() {
        #expect(WireDates.parse("2024-02-29T23:59:59.999Z") != nil)  // a leap day
        #expect(WireDates.parse("2000-02-29T00:00:00Z") != nil)  // a leap year by the 400 rule
        #expect(WireDates.parse("1900-02-29T00:00:00Z") == nil)  // not a leap year
        #expect(WireDates.parse("2026-11-21T00:30:00+14:00")?.timeIntervalSince1970 == WireDates.parse("2026-11-20T10:30:00Z")?.timeIntervalSince1970)
        #expect(WireDates.parse("2026-03-29T01:30:00-09:30") != nil)
        #expect(WireDates.parse("2026-11-21T18:05:00.2Z")?.timeIntervalSince1970 == 1_795_284_300.2)
    }

    @Test func dateOnlyFieldsAreLocalDays() {
        let tokyo = Calendar.plates(timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        let day = WireDates.parseDay("2026-11-21", calendar: tokyo)!
        #expect(WireDates.formatDay(day, calendar: tokyo) == "2026-11-21")
        #expect(WireDates.parseDay("2026-02-30", calendar: tokyo) == nil)
        #expect(WireDates.parseDay("2026-1-1", calendar: tokyo) == nil)
    }

    @Test func aSampleSetFromTheServerDecodes() throws {
        let json = #"""
            {"success": true, "data": {"id": "a1", "exercise_id": "b45e0000-0000-4000-8000-000000000001", "weight": 225,
             "weight_unit": "lb", "reps": 5, "kind": "warmup", "rpe": 7.5, "date": "2026-11-20T07:00:00Z",
             "notes": "ok", "created_at": "2026-11-20T07:00:01.123Z"}}
            """#
        let envelope = try WireCoding.decode(SuccessEnvelope<WorkoutSet>.self, from: Data(json.utf8))
        #expect(envelope.success && envelope.data?.weightUnit == .lb && envelope.data?.kind == .warmup && envelope.data?.rpe == 7.5)
        #expect(abs(envelope.data!.createdAt.timeIntervalSince1970 - 1_795_158_001.123) < 1e-6)
    }

    @Test func aPageDecodes() throws {
        let json = #"{"success":true,"data":{"items":[],"skip":0,"limit":50,"total":0}}"#
        let page = try WireCoding.decode(SuccessEnvelope<Page<WorkoutSet>>.self, from: Data(json.utf8)).data
        #expect(page == Page(items: [], skip: 0, limit: 50, total: 0))
    }

    @Test func failureEnvelopesRoundTripToTheTypedError() throws {
        let body = FailureEnvelope(.validation("Reps must be between 1 and 1000 (got 0).", field: "reps"), requestId: "req-1")
        let json = try WireCoding.string(body)
        #expect(
            json
                == #"{"error":{"code":"VALIDATION_ERROR","details":{"reps":"Reps must be between 1 and 1000 (got 0)."},"message":"Reps must be between 1 and 1000 (got 0).","request_id":"req-1"},"success":false}"#
        )
        let decoded = try WireCoding.decode(FailureEnvelope.self, from: Data(json.utf8))
        #expect(decoded.platesError() == .validation("Reps must be between 1 and 1000 (got 0).", field: "reps"))
    }

    @Test(arguments: [
        ("UNAUTHORIZED", 401), ("FORBIDDEN", 403), ("NOT_FOUND", 404), ("CONFLICT", 409), ("RATE_LIMITED", 429), ("INTERNAL_ERROR", 500),
    ])
    func everyCodeMapsToItsStatus(code: String, status: Int) throws {
        let json = #"{"success":false,"error":{"code":"\#(code)","message":"m","request_id":"r"}}"#
        let error = try WireCoding.decode(FailureEnvelope.self, from: Data(json.utf8)).platesError(retryAfter: 30)
        #expect(error.httpStatus == status)
        #expect(error.code == code)
        #expect(!error.message.isEmpty)
    }

    @Test func rateLimitsCarryRetryAfter() {
        #expect(PlatesError.rateLimited(retryAfter: 30).message.contains("30 s"))
    }

    @Test func decodingErrorsNameTheField() {
        #expect {
            _ = try WireCoding.decode(WorkoutSet.self, from: Data(#"{"id":"x"}"#.utf8))
        } throws: { e in (e as? PlatesError).map { if case .decoding(let m) = $0 { return m.contains("missing field") } else { return false } } ?? false }
        #expect(throws: PlatesError.self) { try WireCoding.decode(WorkoutSet.self, from: Data("not json".utf8)) }
    }

    @Test func everyErrorHasAnActionableMessage() {
        let errors: [PlatesError] = [
            .validation("v"), .notFound(what: "set", id: "x"), .conflict("c"), .unauthorized(""),
            .forbidden("f"), .rateLimited(retryAfter: nil), .network("n"), .decoding("d"), .internal("i"),
        ]
        for e in errors { #expect(e.message.count > 0 && e.code.count > 0) }
        #expect(PlatesError.unauthorized("").message.contains("log in again"))
        #expect(PlatesError.notFound(what: "set", id: "x").message == "No set with id x: it may have been deleted.")
    }
}
