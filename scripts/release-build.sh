#!/usr/bin/env bash
# The release `plates` as shipped and benchmarked (docs/performance.md, "The release build"):
#   - the Swift libraries linked in (--static-swift-stdlib): no Swift runtime needed where it runs;
#   - linked by lld with packed relative relocations (DT_RELR): the loader reads 16 KB of them,
#     not 2 MB, and the binary stays position-independent;
#   - the functions a session runs placed first (scripts/plates.order, made by
#     scripts/order-file.py): the code a session touches fits in fewer pages, so fewer are read
#     in and counted in its memory;
#   - no dynamic symbol table for the whole program (--no-export-dynamic): nothing loads symbols
#     from it, and the loader no longer searches it for every library symbol.
# Output: .build-release/release/plates (or under --scratch-path when given). Extra arguments go
# to `swift build` (e.g. -v). SwiftPM does not see the order file as an input: after changing it,
# delete the binary so it is linked again.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=(--scratch-path .build-release)
for arg in "$@"; do [[ $arg == --scratch-path* ]] && scratch=(); done
exec swift build -c release --static-swift-stdlib --product plates "${scratch[@]}" \
    -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs \
    -Xlinker "--symbol-ordering-file=$PWD/scripts/plates.order" -Xlinker --no-warn-symbol-ordering \
    -Xlinker --no-export-dynamic "$@"
