#!/usr/bin/env python3
"""Writes Tests/Fixtures/import/quirks/: small exports that carry the quirks real Strong, Hevy and
FitNotes files carry (issue 18), one file per quirk. Run it after changing it; the tests read the
files it writes. Each file says in its name what it holds; docs/import.md lists the rules."""
import pathlib

out = pathlib.Path(__file__).resolve().parent.parent / "Tests/Fixtures/import/quirks"
out.mkdir(parents=True, exist_ok=True)

STRONG = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"

def strong_row(date, exercise, order, weight, reps, seconds="0", notes="", rpe=""):
    def quoted(text):  # Strong quotes a field that holds a comma
        return f'"{text}"' if "," in text else text
    return f"{date},Pull Day,1h,{quoted(exercise)},{order},{weight},{reps},0,{seconds},{quoted(notes)},,{rpe}\n"

# 1. Blank and 0 weights beside loaded sets: chin-ups with and without a belt, dips, a leg press
#    logged at 0 (Leg Press is in the catalogue, with a load), and an all-zero row (not done).
blank = STRONG
blank += strong_row("2025-01-06 18:00:00", "Chin Up", "1", "", "8")
blank += strong_row("2025-01-06 18:00:00", "Chin Up", "2", "0", "7")
blank += strong_row("2025-01-06 18:00:00", "Chin Up", "3", "10", "5")
blank += strong_row("2025-01-06 18:00:00", "Dips", "1", "", "12")
blank += strong_row("2025-01-06 18:00:00", "Leg Press", "1", "100", "10")
blank += strong_row("2025-01-06 18:00:00", "Leg Press", "2", "0", "15")
blank += strong_row("2025-01-06 18:00:00", "Leg Press", "3", "0", "0")
(out / "strong-blank-and-zero-weights.csv").write_text(blank, encoding="utf-8")

# 1b. Assisted exercises: the weight is the machine's assistance (more is easier). Strong's
#     "Pull Up (Assisted)" with three levels, a Hevy-style "Assisted Dip" with a blank, and plain
#     pull-ups at body weight.
assisted = STRONG
assisted += strong_row("2025-01-06 18:00:00", "Pull Up (Assisted)", "1", "30", "8")
assisted += strong_row("2025-01-06 18:00:00", "Pull Up (Assisted)", "2", "20", "8")
assisted += strong_row("2025-01-13 18:00:00", "Pull Up (Assisted)", "1", "12.9", "8")
assisted += strong_row("2025-01-13 18:00:00", "Assisted Dip", "1", "", "10")
assisted += strong_row("2025-01-13 18:00:00", "Assisted Dip", "2", "25", "10")
assisted += strong_row("2025-01-13 18:00:00", "Pull Up", "1", "", "5")
(out / "strong-assisted.csv").write_text(assisted, encoding="utf-8")

# 2. Old FitNotes: names with commas, unquoted, so rows have more fields than the header.
fitnotes_old = "Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time\n"
fitnotes_old += "2019-06-01,BB Row, One Arm,Back,40.0,10,,,\n"
fitnotes_old += "2019-06-01,Curl, Hammer, Rope,Biceps,25.0,12,,,\n"
fitnotes_old += "2019-06-01,Deadlift,Back,140.0,5,,,\n"
(out / "fitnotes-old-unquoted-commas.csv").write_text(fitnotes_old, encoding="utf-8")

# 3 and 4. Local times that some zones skip: 02:30 on Europe's spring-forward night (2025-03-30),
#    and Chile's (America/Santiago skips 2025-09-07 00:00-01:00). Imported again under other zones.
dst = STRONG
dst += strong_row("2025-03-30 02:30:00", "Squat", "1", "100", "5")
dst += strong_row("2025-03-30 02:30:00", "Squat", "2", "100", "5")
dst += strong_row("2025-09-07 00:00:00", "Bench Press", "1", "80", "8")
dst += strong_row("2025-09-07 00:30:00", "Bench Press", "1", "82.5", "6")
dst += strong_row("2025-10-26 02:30:00", "Deadlift", "1", "150", "3")  # Europe repeats 02:00-03:00
(out / "strong-dst-gaps.csv").write_text(dst, encoding="utf-8")
fitnotes_dst = "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment\n"
fitnotes_dst += "2025-09-07,Squat,Legs,100.0,kgs,5,,,,\n"
fitnotes_dst += "2025-03-30,Squat,Legs,102.5,kgs,5,,,,\n"
(out / "fitnotes-dst-days.csv").write_text(fitnotes_dst, encoding="utf-8")

# 6. Rows that do not fit the matched exercise's type: weight x reps under the built-in timed
#    Plank; a row with 0 reps and a comment (skipped by a rule, counted under its reason).
misfit = STRONG
misfit += strong_row("2025-02-01 10:00:00", "Plank", "1", "0", "0", seconds="60")
misfit += strong_row("2025-02-01 10:00:00", "Plank", "2", "20", "10")
misfit += strong_row("2025-02-01 10:00:00", "Plank", "3", "20", "12")
misfit += strong_row("2025-02-01 10:00:00", "Squat", "1", "100", "0", notes="failed, spotter took it")
(out / "strong-rows-of-another-type.csv").write_text(misfit, encoding="utf-8")

# 9. A spreadsheet's "Unicode text": UTF-16 little-endian with a byte-order mark, and without one.
small = STRONG + strong_row("2025-04-01 18:00:00", "Bench Press", "1", "90", "5", notes="Müller's bar")
(out / "strong-utf16le-bom.csv").write_bytes(b"\xff\xfe" + small.encode("utf-16-le"))
(out / "strong-utf16le-no-bom.csv").write_bytes(small.encode("utf-16-le"))
# 10. Saved by Excel on Windows: Windows-1252, whose curly quotes and dashes (0x80-0x9F) Latin-1
#     reads as control characters (‘Farmer’s Walk’ became ‘Farmers Walk’).
windows = "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment\n"
windows += "2024-01-05,Farmer’s Walk,Forearms,40.0,kgs,1,,,,\"Grip “failed” at 30 m\"\n"
windows += "2024-01-05,Curl – Hammer,Biceps,20.0,kgs,10,,,,Café après\n"
(out / "fitnotes-windows-1252.csv").write_bytes(windows.encode("cp1252"))
# 11. An export opened in a spreadsheet and saved again: every date in the machine's short format.
#     German Excel: `;` between fields, day.month.year, decimal commas, CRLF. American: a Strong
#     file with month/day/year and a 12-hour time without seconds. British: day/month/year whose
#     days never pass 12 — only the dates running in order say which number is the month.
german = "Date;Exercise;Category;Weight;Weight Unit;Reps;Distance;Distance Unit;Time;Comment\r\n"
german += "05.01.2024;Flat Barbell Bench Press;Chest;102,5;kgs;5;;;;\r\n"
german += "05.01.2024;Flat Barbell Bench Press;Chest;102,5;kgs;5;;;;\r\n"
german += "08.01.2024;Squat;Legs;140;kgs;3;;;;\r\n"
(out / "fitnotes-resaved-german-excel.csv").write_bytes(german.encode("cp1252"))
american = STRONG
american += strong_row("1/13/2025 6:05 PM", "Squat (Barbell)", "1", "100", "5")
american += strong_row("1/13/2025 6:05 PM", "Squat (Barbell)", "2", "100", "5")
american += strong_row("2/3/2025 7:30 AM", "Bench Press (Barbell)", "1", "80", "8")
(out / "strong-resaved-american-excel.csv").write_text(american, encoding="utf-8")
british = "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment\n"
for day in ["02/01/2024", "04/01/2024", "09/01/2024", "11/01/2024", "01/02/2024", "06/02/2024"]:
    british += f"{day},Squat,Legs,100.0,kgs,5,,,,\n"
(out / "fitnotes-resaved-british-dates.csv").write_text(british, encoding="utf-8")
# 12. Excel's own additions: a `sep=,` line above the header, and empty rows written as commas alone.
excel = "sep=,\r\nDate,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment\r\n"
excel += "2024-01-05,Squat,Legs,100.0,kgs,5,,,,\r\n,,,,,,,,,\r\n2024-01-06,Deadlift,Back,140.0,kgs,3,,,,\r\n,,,,,,,,,\r\n,,,,,,,,,\r\n"
(out / "fitnotes-excel-sep-line-and-empty-rows.csv").write_text(excel, encoding="utf-8", newline="")
# 13. A log kept in a spreadsheet, no app's export (SheetReader). American: pounds in the header,
#     month/day/year, a workout column, warm-ups marked W, a name with a comma (quoted), BW and
#     BW+25, a "Sets" column, a column Plates has no field for (Tempo).
us = "Date,Workout,Exercise,Set Type,Sets,Weight (lbs),Reps,RPE,Tempo,Notes\r\n"
us += "10/1/2025,Upper A,Bench Press,W,1,95,10,,,\r\n10/1/2025,Upper A,Bench Press,,3,185,5,8,3010,\r\n"
us += '10/1/2025,Upper A,"Row, Barbell",,3,155,8,,,"grip, wide"\r\n'
us += "10/3/2025,Lower A,Squat,,2,225,5,8.5,,\r\n10/13/2025,Upper B,Chin-ups,,2,BW,8,,,\r\n10/13/2025,Upper B,Chin-ups,,1,BW+25,5,,,belt\r\n"
(out / "sheet-american-pounds.csv").write_text(us, encoding="utf-8", newline="")
# German: a byte-order mark, `;`, day.month.year with and without a time, decimal commas, the
# names in German, a unit column, the day and the exercise written on their first row only, an
# empty row between days and a row of totals.
de = "\ufeffDatum;Übung;Sätze;Wdh;Gewicht;Einheit;Notiz\r\n"
de += "05.01.2026 18:30;Kniebeuge;1;5;102,5;kg;\r\n;;1;5;102,5;kg;\r\n;Bankdrücken;3;8;70;kg;schwer\r\n;;;;;;\r\n"
de += "07.01.2026;Klimmzüge;3;6;;;\r\n;Gesamt;;;;;\r\nSumme;;;;;;\r\n"
(out / "sheet-german-excel.csv").write_text(de, encoding="utf-8", newline="")
# Unitless weights (read in --unit), a blank line between days, sets at their own times.
plain = "date,exercise,weight,reps\n2026-03-29 07:10,Deadlift,140,3\n2026-03-29 07:20,Deadlift,150,2\n\n2026-03-31,Overhead Press,50,5\n"
(out / "sheet-plain-unitless.csv").write_text(plain, encoding="utf-8")
# 14. A sheet's `Time` column, both ways people use it. A runner's and a rower's log: the time
#     each took (25:30, 1:45:00, one of them 22:40, which a clock could show too), distances with
#     their units in the cell (5 km, 10k, 3.1 mi, 2000 m), a blank line. A lifter's log: the
#     time of day each set was done, in 24 h and 12 h, on the night clocks skip (US, 8 March).
runs = "Date,Exercise,Distance,Time,Notes\n2026-02-01,Running,5 km,25:30,\n2026-02-03,Running,10k,52:10,windy\n"
runs += "2026-02-05,Running,3.1 mi,22:40,\n\n2026-02-08,Running,21.1 km,1:45:00,half\n2026-02-09,Rowing,2000 m,7:30,\n"
(out / "sheet-runner-times.csv").write_text(runs, encoding="utf-8")
clock = "Date,Time,Exercise,Weight,Reps\r\n3/7/2026,6:30 PM,Squat,225 lb,5\r\n3/7/2026,18:35,Squat,225 lb,5\r\n"
clock += "3/8/2026,2:30 AM,Bench Press,185 lb,5\r\n3/14/2026,7:05 am,Bench Press,185 lb,5\r\n"
(out / "sheet-times-of-day.csv").write_text(clock, encoding="utf-8", newline="")
# 15. A body-weight log kept in a sheet: German Excel (a byte-order mark, `;`, day.month.year,
#     decimal commas, a unit in one cell), a day with no weight (ill), a note, a time of day.
bw = "\ufeffDatum;Uhrzeit;Körpergewicht;Notiz\r\n01.01.2026;07:30;82,5 kg;nach Weihnachten\r\n08.01.2026;07:10;82,1;\r\n"
bw += "15.01.2026;;;krank\r\n29.03.2026;02:30;81,4;Zeitumstellung\r\n"
(out / "sheet-body-weight-german.csv").write_text(bw, encoding="utf-8", newline="")
print(f"wrote {len(list(out.iterdir()))} files to {out}")
