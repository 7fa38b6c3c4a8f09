#!/usr/bin/env bash
# Installs plates: the release build, its man page and its bash, zsh and fish completions.
#
#   scripts/install.sh [PREFIX]          # default: /usr/local as root, ~/.local otherwise
#   scripts/install.sh --binary PATH [PREFIX]   # install an already built binary (CI, tests)
#
# Puts, under PREFIX:
#   bin/plates                                   scripts/release-build.sh's binary
#   share/man/man1/plates.1, plates.log.1, …     swift-argument-parser's generate-manual, a page
#                                                per command (man plates.log)
#   share/bash-completion/completions/plates     loaded by bash-completion on first use
#   share/zsh/site-functions/_plates             on zsh's $fpath when PREFIX is /usr/local
#   share/fish/vendor_completions.d/plates.fish  read by fish from PREFIX/share
# and prints what to add to the shell's setup where PREFIX is not searched by default.
set -euo pipefail
cd "$(dirname "$0")/.."

binary=""
if [[ ${1:-} == --binary ]]; then binary="$2"; shift 2; fi
if [[ $# -gt 0 ]]; then prefix="$1"; elif [[ $(id -u) == 0 ]]; then prefix=/usr/local; else prefix="$HOME/.local"; fi
mkdir -p "$prefix"
prefix="$(cd "$prefix" && pwd)"

if [[ -z $binary ]]; then
  echo "Building plates (release; a first build takes several minutes)…"
  scripts/release-build.sh >/dev/null
  binary=.build-release/release/plates
fi

# generate-manual is swift-argument-parser's own tool; it asks the binary for its commands
# (--experimental-dump-help) and writes mdoc. Built on its own so that nothing else is rebuilt.
echo "Writing the man page…"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
if ! swift build --product generate-manual --scratch-path .build-tools >"$work/build.log" 2>&1; then
  cat "$work/build.log"; exit 1
fi
.build-tools/debug/generate-manual "$binary" --output-directory "$work" --multi-page --section 1 \
    --date "$(date -u +%Y-%m-%d)" --authors "The Plates developers" >/dev/null
# A blank line of a command's discussion is a paragraph break; mdoc wants .Pp, not an empty line.
sed -i 's/^$/.Pp/' "$work"/*.1

install -D -m 755 "$binary" "$prefix/bin/plates"
for page in "$work"/*.1; do install -D -m 644 "$page" "$prefix/share/man/man1/$(basename "$page")"; done
"$binary" --generate-completion-script bash > "$work/plates.bash"
"$binary" --generate-completion-script zsh > "$work/_plates"
"$binary" --generate-completion-script fish > "$work/plates.fish"
install -D -m 644 "$work/plates.bash" "$prefix/share/bash-completion/completions/plates"
install -D -m 644 "$work/_plates" "$prefix/share/zsh/site-functions/_plates"
install -D -m 644 "$work/plates.fish" "$prefix/share/fish/vendor_completions.d/plates.fish"

echo "Installed plates $("$prefix/bin/plates" --version) under $prefix:"
echo "  $prefix/bin/plates"
echo "  $prefix/share/man/man1/plates.1 and a page per command ($(ls "$work"/*.1 | wc -l) pages)"
echo "  completions for bash, zsh and fish under $prefix/share"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "Add $prefix/bin to PATH: export PATH=\"$prefix/bin:\$PATH\"" ;; esac
if [[ $prefix != /usr/local && $prefix != /usr ]]; then
  echo "zsh: add fpath=($prefix/share/zsh/site-functions \$fpath) before compinit in ~/.zshrc"
  echo "bash: bash-completion reads $prefix/share when XDG_DATA_DIRS names it (~/.local/share always)"
fi
