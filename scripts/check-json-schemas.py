#!/usr/bin/env python3
"""Checks each command's --json output against docs/json/cli.schema.json with Python's jsonschema
(installed with schemathesis), beside the Swift check in CommandLineJSONTests: the schema must be a
valid 2020-12 schema, and the demo's output must follow it. Usage: check-json-schemas.py PLATES"""
import json
import subprocess
import sys

import jsonschema

plates = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/plates"
schema = json.load(open("docs/json/cli.schema.json"))
jsonschema.Draft202012Validator.check_schema(schema)
commands = {
    "sets": ["sets", "--limit", "300"],
    "bodyweight-list": ["bodyweight", "list", "--limit", "200"],
    "exercises": ["exercises"],
    "prs": ["prs"],
    "prs-exercise": ["prs", "bench"],
}
failed = 0
for definition, args in commands.items():
    out = subprocess.run([plates, "--demo", *args, "--json"], capture_output=True, text=True, check=True).stdout
    validator = jsonschema.Draft202012Validator(dict(schema, **{"$ref": "#/$defs/" + definition}),
                                                format_checker=jsonschema.FormatChecker())
    errors = list(validator.iter_errors(json.loads(out)))
    print(f"{definition}: {len(errors)} problems")
    for e in errors[:5]:
        print(f"  {e.json_path}: {e.message}")
    failed += len(errors)
sys.exit(1 if failed else 0)
