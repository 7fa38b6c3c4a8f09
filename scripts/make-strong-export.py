#!/usr/bin/env python3
"""Writes a Strong export (classic layout) of N sets, for the import's scale figure (issue 18):
scripts/make-strong-export.py 100000 /tmp/strong-100k.csv. Four sessions a week of the app's
standard exercise names, some custom ones, warm-ups, blank and 0 weights, notes with commas."""
import random
import sys
from datetime import datetime, timedelta

count = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
path = sys.argv[2] if len(sys.argv) > 2 else f"/tmp/strong-{count}.csv"
random.seed(18)
names = ["Bench Press (Barbell)", "Squat (Barbell)", "Deadlift (Barbell)", "Overhead Press (Barbell)",
         "Bent Over Row (Barbell)", "Pull Up", "Chin Up", "Lat Pulldown (Cable)", "Leg Press", "Lateral Raise (Dumbbell)",
         "Bicep Curl (Barbell)", "Triceps Pushdown (Cable - Straight Bar)", "Incline Bench Press (Dumbbell)",
         "Romanian Deadlift (Barbell)", "Hip Thrust (Barbell)", "Seated Cable Row", "Dips", "Face Pull (Cable)"]
# Four sessions a week of about 27 sets, ending last week.
sessions = count // 27 + 2
start = datetime.now().replace(hour=18, minute=0, second=0, microsecond=0) - timedelta(days=sessions * 7 // 4 + 7)
with open(path, "w", encoding="utf-8") as out:
    out.write("Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n")
    written, day = 0, 0
    while written < count:
        when = start + timedelta(days=day * 7 // 4, minutes=random.randint(0, 120))
        stamp = when.strftime("%Y-%m-%d %H:%M:%S")
        for name in random.sample(names, 6):
            order = 0
            for s in range(random.randint(3, 6)):
                if written >= count:
                    break
                warm = s == 0 and random.random() < 0.5
                order_text = "W" if warm else str(order + 1)
                if not warm:
                    order += 1
                bodyweight = name in ("Pull Up", "Chin Up", "Dips")
                weight = "" if bodyweight and random.random() < 0.6 else str(round(random.uniform(20, 160) / 2.5) * 2.5)
                reps = str(random.randint(3, 12))
                notes = '"felt good, fast"' if random.random() < 0.02 else ""
                rpe = str(random.choice([7, 7.5, 8, 8.5, 9])) if random.random() < 0.3 else ""
                out.write(f"{stamp},Session {day},1h 5m,{name},{order_text},{weight},{reps},0,0,{notes},,{rpe}\n")
                written += 1
        day += 1
print(f"wrote {count} sets to {path}")
