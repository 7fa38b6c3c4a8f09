#!/usr/bin/env python3
"""Writes Resources/demo/training.json: about six months of realistic training for the demo
backend, dated relative to today ("days_ago"). Deterministic (seeded): run it again and the file
is the same. Sets are written in the quick-log grammar, so the demo exercises the real parser.
After changing it run: python3 scripts/make-demo-fixture.py && scripts/embed-resources
"""
import json, random, os

rng = random.Random(42)
WEEKS = 26

def r25(x):  # round to 2.5 kg plates
    return round(x / 2.5) * 2.5

def fmt(x):
    return ("%g" % x)

def progress(start, end, week, deload_every=6):
    """Linear progression with a deload week every `deload_every` weeks."""
    base = start + (end - start) * week / (WEEKS - 1)
    if week % deload_every == deload_every - 1:
        base *= 0.9
    return base

def main_lift(name, start, end, week, reps=5, sets=3, warm=(0.5, 0.7)):
    top = r25(progress(start, end, week))
    out = ["w%sx8" % fmt(r25(top * warm[0])), "w%sx5" % fmt(r25(top * warm[1]))]
    for i in range(sets):
        rpe = ""
        if i == sets - 1 and rng.random() < 0.6:
            rpe = "@" + fmt(rng.choice([7, 7.5, 8, 8, 8.5, 9]))
        r = reps if rng.random() > 0.12 else reps - 1
        out.append("%sx%d%s" % (fmt(top), r, rpe))
    return {"exercise": name, "sets": out}

def accessory(name, start, end, week, reps=(8, 12), sets=3, unit="", step=2.5):
    w = round(progress(start, end, week) / step) * step
    out = []
    for i in range(sets):
        out.append("%s%sx%d" % (fmt(w), unit, rng.randint(*reps)))
    return {"exercise": name, "sets": out}

def bodyweight_lift(name, start_reps, end_reps, week, added_from=None, sets=3):
    reps = int(round(start_reps + (end_reps - start_reps) * week / (WEEKS - 1)))
    out = []
    for i in range(sets):
        r = max(3, reps - i)
        if added_from is not None and week >= added_from:
            out.append("bw+%sx%d" % (fmt(2.5 * (1 + (week - added_from) // 4)), max(3, r - 3)))
        else:
            out.append("bwx%d" % r)
    return {"exercise": name, "sets": out}

def push(week):
    return [main_lift("Bench Press", 72.5, 90, week),
            main_lift("Overhead Press", 42.5, 52.5, week, sets=3),
            accessory("Incline Dumbbell Press", 22, 30, week, step=2),
            accessory("Lateral Raises", 8, 12, week, reps=(12, 15), step=1),
            accessory("Tricep Pushdown", 25, 35, week, reps=(10, 12)),
            bodyweight_lift("Dips", 8, 14, week, added_from=16)]

def pull(week):
    first = main_lift("Deadlift", 130, 165, week, sets=1) if week % 2 == 0 else main_lift("Barbell Row", 60, 75, week)
    return [first,
            bodyweight_lift("Pull-ups", 6, 10, week, added_from=18),
            accessory("Face Pulls", 15, 22.5, week, reps=(12, 15)),
            accessory("Preacher Curl", 25, 32.5, week, reps=(8, 12)),
            accessory("Hammer Curls", 12, 16, week, reps=(10, 12), step=2)]

def legs(week):
    hold = 45 + week * 2
    plank = "+10kg 45s" if week >= 20 else ("1:%02d" % (hold - 60) if hold >= 60 else "%ds" % hold)
    return [main_lift("Squat", 100, 127.5, week),
            accessory("Romanian Deadlift", 80, 100, week, reps=(8, 10)),
            accessory("Leg Press", 300, 400, week, reps=(10, 12), unit="lb", step=10),
            bodyweight_lift("Hanging Leg Raises", 8, 15, week),
            {"exercise": "Plank", "sets": [plank, plank]}]

def cardio(week):
    kind = rng.choice(["run", "run", "row", "bike"])
    if kind == "run":
        secs = int(27.5 * 60 - week * 6 + rng.randint(-20, 20))
        return [{"exercise": "Running", "sets": ["5km %d:%02d" % (secs // 60, secs % 60)]}]
    if kind == "row":
        secs = int(8 * 60 + 20 - week * 2 + rng.randint(-5, 5))
        return [{"exercise": "Rowing", "sets": ["2000m %d:%02d" % (secs // 60, secs % 60)]}]
    return [{"exercise": "Cycling", "sets": ["%skm %dm" % (rng.choice([15, 20, 25]), rng.choice([35, 45, 55]))]}]

NOTES = ["Felt strong today.", "Slept badly, kept it easy.", "New belt.", "Gym was packed, supersetted.",
         "Left shoulder a bit tight.", "Great pump.", "Short on time."]

# Strength sessions are workouts (SPEC 8): push and legs from the user's routines below, so the
# plan walk has a "previous"; pull days alternate their first lift, so they are plain workouts.
WORKOUTS = {push: {"name": "Push", "routine": "Push + dips"}, pull: {"name": "Pull"},
            legs: {"name": "Legs", "routine": "Legs + core"}}
ROUTINES = [
    {"name": "Push + dips", "notes": "Add 2.5 kg to a main lift once all its sets reach 5.",
     "plan": "Bench Press 3x5 warm-ups; Overhead Press 3x5 warm-ups; Incline Dumbbell Press 3x8-12; "
             "Lateral Raises 3x12-15 + Tricep Pushdown 3x10-12; Dips 3x8-14"},
    {"name": "Legs + core", "plan": "Squat 3x5 warm-ups; Romanian Deadlift 3x8-10; Leg Press 3x10-12; "
                                    "Hanging Leg Raises 3x8-15; Plank 2x60s"},
]

sessions = []
# Week 0 is 25 weeks ago; today is the Thursday-like last day of week 25 at the latest.
for week in range(WEEKS):
    plan = [(0, push), (1, pull), (3, legs)]
    if week % 2 == 0:
        plan.append((5, push))
    else:
        plan.append((5, pull))
    plan.append((rng.choice([2, 4, 6]), cardio))
    for weekday, fn in plan:
        days_ago = (WEEKS - 1 - week) * 7 + (6 - weekday) - 4
        if days_ago <= 0:  # today holds only the session in progress below
            continue
        entries = fn(week)
        if rng.random() < 0.15:
            entries[0]["notes"] = rng.choice(NOTES)
        hour = rng.choice([6, 7, 12, 17, 18, 18, 19])
        session = {"days_ago": days_ago, "time": "%02d:%02d" % (hour, rng.choice([0, 10, 20, 30, 40, 50])),
                   "entries": entries}
        if fn in WORKOUTS:
            session["workout"] = WORKOUTS[fn]
        sessions.append(session)

# Today: a session in progress, started an hour ago.
sessions.append({"days_ago": 0, "minutes_ago": 60, "entries": push(WEEKS - 1)[:3],
                 "workout": {"name": "Push", "routine": "Push + dips", "open": True}})
sessions.sort(key=lambda s: (-s["days_ago"], s.get("time", "99")))

body = []
weight = 86.4
for d in range(WEEKS * 7 - 1, -1, -1):
    weight += -0.027 + rng.uniform(-0.25, 0.25) * 0.5
    if d % 3 == 0 or d == 0:
        body.append({"days_ago": d, "weight": round(weight, 1), "notes": "Morning, fasted" if d % 21 == 0 else None})

fixture = {
    "profile": {"unit": "kg", "goal_weight": 80, "default_pr_reps": 1},
    "custom_exercises": [
        {"id": "de300000-0000-4000-8000-000000000001", "name": "Dips", "muscle_group": "Triceps",
         "exercise_type": "strength", "uses_body_weight": True, "default_pr_reps": 5},
        {"id": "de300000-0000-4000-8000-000000000002", "name": "Preacher Curl", "muscle_group": "Biceps",
         "exercise_type": "strength", "uses_body_weight": False, "default_pr_reps": 8},
    ],
    "pinned_notes": {"Squat": "Belt on from 120 kg. Brace, then unrack; knees out.",
                     "Bench Press": "Grip: ring finger on the rings. Pause the first rep."},
    "routines": ROUTINES,
    "sessions": sessions,
    "body_weight": body,
}

path = os.path.join(os.path.dirname(__file__), "..", "Resources", "demo", "training.json")
with open(path, "w") as f:
    f.write("{\n")
    keys = list(fixture.keys())
    for i, k in enumerate(keys):
        v = fixture[k]
        if isinstance(v, list):
            f.write('  "%s": [\n' % k)
            f.write(",\n".join("    " + json.dumps(x, sort_keys=True, ensure_ascii=False) for x in v))
            f.write("\n  ]")
        else:
            f.write('  "%s": %s' % (k, json.dumps(v, sort_keys=True, ensure_ascii=False)))
        f.write(",\n" if i < len(keys) - 1 else "\n")
    f.write("}\n")
print("sessions:", len(sessions), "sets (before x-expansion):", sum(len(e["sets"]) for s in sessions for e in s["entries"]), "weigh-ins:", len(body))
