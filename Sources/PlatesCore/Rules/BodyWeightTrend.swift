import Foundation

/// The trend under the day-to-day noise of weigh-ins (water, salt, a late meal): a moving average
/// over the last days, drawn with the entries on the body-weight chart.
public enum BodyWeightTrend {
    public static let days = 7

    /// The least the chart's weight axis spans: 2 kg or 4 lb, a few days' water. Closer
    /// weigh-ins (81.6 then 81.5) drew a line from the top of the chart to its bottom.
    public static func chartSpan(_ unit: WeightUnit) -> Double { unit == .lb ? 4 : 2 }

    /// For each local day with an entry, oldest first: the mean over the days of the window ending
    /// that day (`days` calendar days, so a daylight-saving switch is still one day) that have
    /// entries, each day counted once as the mean of its own weigh-ins. Values in `unit`.
    public static func movingAverage(
        _ entries: [BodyWeightEntry], days: Int = days, unit: WeightUnit, calendar: Calendar
    ) -> [ProgressPoint] {
        // Each day's mean, oldest first.
        var daily: [(day: Date, sum: Double, count: Int)] = []
        for entry in entries.sorted(by: { $0.date < $1.date }) {
            let day = LocalDay.interval(of: entry.date, calendar: calendar).start
            let value = entry.unit.convert(entry.weight, to: unit)
            if daily.last?.day == day {
                daily[daily.count - 1].sum += value
                daily[daily.count - 1].count += 1
            } else {
                daily.append((day, value, 1))
            }
        }
        var points: [ProgressPoint] = []
        var first = 0
        var windowSum = 0.0
        for (i, today) in daily.enumerated() {
            windowSum += today.sum / Double(today.count)
            let windowStart = calendar.date(byAdding: .day, value: -(days - 1), to: today.day)!
            while daily[first].day < windowStart {
                windowSum -= daily[first].sum / Double(daily[first].count)
                first += 1
            }
            points.append(ProgressPoint(day: today.day, value: windowSum / Double(i - first + 1), unit: unit))
        }
        return points
    }
}
