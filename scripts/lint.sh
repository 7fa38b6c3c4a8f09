#!/usr/bin/env bash
# The style check CI runs: swift format (the toolchain's) with .swift-format, on every Swift file
# but the generated ones (scripts/embed-resources writes those). Any finding fails.
# To fix what it finds: scripts/lint.sh --fix (formats the files in place).
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(find Sources Tests Package.swift -name '*.swift' -not -path '*/Generated/*' | sort)
if [ "${1:-}" = "--fix" ]; then
  swift format format --in-place --parallel "${files[@]}"
fi
swift format lint --strict --parallel "${files[@]}"
echo "swift format: ${#files[@]} files, no findings"
