#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The bash completion of the tools (tools/completion/bornes.bash, issue 23), driven as bash
# drives it: COMP_WORDS and COMP_CWORD set, the function called, COMPREPLY read.
# - every option each tool's --help lists at the start of a line is offered after "--";
# - the words of --format, --lang, -q, -T, --view, --hide, --ruleset, --without, --solve and
#   bornes-stats' --form are offered, and each is named in the tool's --help (the script lists
#   them: it must not fall behind);
# - file names after a file option and for the arguments.
# Usage: completion.sh SCRIPT BIN_DIR WORK_DIR
set -uo pipefail
script=$1 bin=$2 work=$3
[[ -r /usr/share/bash-completion/bash_completion ]] ||
  { echo "bash-completion is not installed (package bash-completion)"; exit 1; }
# shellcheck disable=SC1091
source /usr/share/bash-completion/bash_completion
# shellcheck disable=SC1090
source "$script"
export PATH=$bin:$PATH LC_ALL=C.UTF-8
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# The completions of a command line whose last word is being typed.
complete_line() {
  local line=$1
  read -r -a COMP_WORDS <<<"$line"
  [[ $line == *" " ]] && COMP_WORDS+=("")
  COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
  COMP_LINE=$line COMP_POINT=${#line}
  COMPREPLY=()
  _bornes
  printf '%s\n' "${COMPREPLY[@]}" | sort
}

tools=(bornes-play bornes-bench bornes-validate bornes-replay bornes-solve bornes-tree bornes-diagram bornes-annotate bornes-stats bornes-select bornes-puzzles)
for tool in "${tools[@]}"; do
  offered=$(complete_line "$tool --")
  # The options --help lists, each at the start of its line: "  -q [ --question ] Q", "  --odds".
  listed=$("$tool" --help | sed -nE 's/^  (-[A-Za-z] \[ )?(--[a-z][a-z0-9-]*).*/\2/p')
  for option in $listed; do
    grep -qx -- "$option" <<<"$offered" || fail "$tool --: $option not offered"
  done
  help=$("$tool" --help | tr '\n' ' ')
  for option in --format --lang -q -T --view --hide --ruleset --without --solve --form; do
    grep -q -- "[ [] *$option[ ,]" <<<" $help" || continue
    # -q is --quiet, which takes no word, for bornes-play and bornes-validate.
    [[ $option == -q && $help != *"--question"* ]] && continue
    values=$(_bornes_values "$tool" "$option")
    [[ -n $values ]] || { fail "$tool $option: no words offered"; continue; }
    [[ $(complete_line "$tool $option " | tr '\n' ' ') == "$(tr ' ' '\n' <<<"$values" | sort | tr '\n' ' ')" ]] ||
      fail "$tool $option: offered $(complete_line "$tool $option " | tr '\n' ' ')"
    for value in $values; do
      [[ $value == *,* ]] && continue
      grep -qw -- "$value" <<<"$help" || fail "$tool $option $value: not named in its --help"
    done
    # And the other way: every format its --help describes is offered.
    if [[ $option == --format ]]; then
      described=$("$tool" --help | sed -n '/^  --format/,/^  -/p' | sed '$d' | grep -owE 'notation|text|json|jsonl|svg|png|pdf|dot' | sort -u)
      for value in $described; do
        grep -qw -- "$value" <<<"$values" || fail "$tool --format: $value described, not offered"
      done
    fi
  done
done

# Files: after a file option, and for the records.
dir=$(mktemp -d "$work/completion.XXXXXX")
trap 'rm -rf "$dir"' EXIT
touch "$dir/story.svg" "$dir/season.mbn"
cd "$dir" || exit 1
[[ $(complete_line "bornes-annotate --chart st") == "story.svg" ]] || fail "--chart st: $(complete_line "bornes-annotate --chart st")"
[[ $(complete_line "bornes-annotate se") == "season.mbn" ]] || fail "bornes-annotate se: $(complete_line "bornes-annotate se")"
[[ $(complete_line "bornes-annotate --view p") == "player" ]] || fail "--view p"
[[ $(complete_line "bornes-diagram --per") == "--per-page" ]] || fail "bornes-diagram --per: $(complete_line "bornes-diagram --per")"
[[ $(complete_line "bornes-solve -q c") == "couronnement" ]] || fail "bornes-solve -q c"
[[ $(complete_line "bornes-annotate -q c") == "" ]] || fail "bornes-annotate -q c offers couronnement"

if ((failures)); then exit 1; fi
echo "completion: ${#tools[@]} tools, their options, words and files"
