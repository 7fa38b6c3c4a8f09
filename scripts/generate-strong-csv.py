#!/usr/bin/env python3
"""A deterministic Strong 2025-style export for import benchmarks (docs/performance.md).

Usage: scripts/generate-strong-csv.py [ROWS] > strong.csv   (default 50,000 rows)
25 rows per workout (5 exercises x a warm-up and 4 sets), a workout every 1-3 days from 2012,
20 exercises (Plank timed, Running cardio, Pull Up and Chin Up body weight), seeded: the same
file every time.
"""
import datetime
import random
import sys

rows_wanted = int(sys.argv[1]) if len(sys.argv) > 1 else 50_000
random.seed(7)
names = ["Squat (Barbell)", "Bench Press (Barbell)", "Deadlift (Barbell)", "Overhead Press (Barbell)", "Pull Up",
         "Bent Over Row (Barbell)", "Lat Pulldown (Cable)", "Bicep Curl (Dumbbell)", "Triceps Pushdown (Cable)", "Leg Press",
         "Lateral Raise (Dumbbell)", "Plank", "Running", "Incline Bench Press (Dumbbell)", "Romanian Deadlift (Barbell)",
         "Hip Thrust (Barbell)", "Face Pull (Cable)", "Chin Up", "Leg Extension (Machine)", "Seated Calf Raise"]
out = ['"Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (kg)";"Reps";"RPE";'
       '"Distance (meters)";"Seconds";"Notes";"Workout Notes"']
day = datetime.datetime(2012, 1, 5, 7, 30)
workout = rows = 0
while rows < rows_wanted:
    workout += 1
    day += datetime.timedelta(days=random.choice([1, 2, 2, 3]))
    for exercise in random.sample(names, 5):
        for i in range(5):
            if rows >= rows_wanted:
                break
            order = "W" if i == 0 else str(i)
            if exercise == "Plank":
                weight, reps, distance, seconds = "", "", "", "60"
            elif exercise == "Running":
                weight, reps, distance, seconds = "", "", "5000", "1500"
            elif exercise in ("Pull Up", "Chin Up"):
                weight, reps, distance, seconds = "", str(random.randint(5, 12)), "", ""
            else:
                weight, reps, distance, seconds = str(round(random.uniform(20, 180) / 2.5) * 2.5), str(random.randint(3, 12)), "", ""
            fields = [workout, day.strftime("%Y-%m-%d %H:%M:%S"), "Workout %d" % workout, 3600, exercise, order, weight, reps,
                      random.choice(["", "8", "8.5"]), distance, seconds, "", ""]
            out.append(";".join('"%s"' % f for f in fields))
            rows += 1
sys.stdout.write("\n".join(out) + "\n")
