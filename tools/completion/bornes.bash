# SPDX-License-Identifier: Apache-2.0
# bash completion for the bornes tools (bash-completion's dynamic loading: installed once per
# tool name under share/bash-completion/completions/). The options come from the tool's own
# --help, so that they never fall behind it; the values of the options that take words
# (--format, --lang, -q, -T, ...) are listed here, as each tool's --help names them (the test
# completion.values checks them against it); files for the rest.

# The options of a tool, read from its --help once per shell.
_bornes_options() {
    local tool=$1 var
    var="_bornes_opts_${tool//-/_}"
    if [[ -z ${!var-} ]]; then
        printf -v "$var" '%s' "$(LC_ALL=C "$tool" --help 2>/dev/null |
            grep -oE '(^|[ [])--?[A-Za-z][A-Za-z0-9-]*' | sed 's/^[ []//' | sort -u | tr '\n' ' ')"
    fi
    printf '%s' "${!var}"
}

# The words an option takes, for a tool; nothing when it takes a file or a number.
_bornes_values() {
    local tool=$1 option=$2
    case $option in
        --format)
            case $tool in
                bornes-validate) echo "text json jsonl" ;;
                bornes-replay) echo "text json jsonl notation" ;;
                bornes-play) echo "notation text json jsonl" ;;
                bornes-solve) echo "text json jsonl notation" ;;
                bornes-annotate) echo "notation text json jsonl" ;;
                bornes-stats) echo "text json jsonl" ;;
            esac ;;
        --lang) echo "en fr" ;;
        -q | --question)
            # -q is --quiet for bornes-play and bornes-validate.
            case $tool in
                bornes-annotate | bornes-bench) echo "reach score" ;;
                bornes-solve | bornes-tree | bornes-puzzles) echo "reach couronnement score" ;;
            esac ;;
        -T | --type)
            case $tool in
                bornes-stats) echo "svg png pdf" ;;
                *) echo "svg png pdf dot" ;;
            esac ;;
        --theme) echo "coup-fourre couronnement third-200 leader hold-safety right-of-way allonge capot play-out" ;;
        --view) echo "all player" ;;
        --hide) echo "none draws cards" ;;
        --ruleset) echo "dujardin parker" ;;
        --six) echo "3x2 2x3" ;;
        --form) [[ $tool == bornes-stats ]] && echo "2 3 4 6 6x2x3" ;;
        -p | --players) echo "2 3 4 6" ;;
        --solve) echo "a b c d2 d4 e all" ;;
        --without) echo "table bounds race fire tempo merge order abstraction finishing proof-numbers score-from-reach early-stop table-reuse" ;;
        --with) echo "playouts" ;;
        --seats) echo "random heuristic random,heuristic heuristic,random" ;;
    esac
}

_bornes() {
    local cur prev words cword
    _init_completion || return
    local tool=${words[0]##*/}
    local values
    values=$(_bornes_values "$tool" "$prev")
    if [[ -n $values ]]; then
        mapfile -t COMPREPLY < <(compgen -W "$values" -- "$cur")
        return
    fi
    case $prev in
        -o | --output | --chart | --page | --batch | --file | -f | --record | --annotate | --render)
            _filedir
            return ;;
    esac
    if [[ $cur == -* ]]; then
        mapfile -t COMPREPLY < <(compgen -W "$(_bornes_options "$tool")" -- "$cur")
        return
    fi
    _filedir
}

complete -F _bornes bornes-play bornes-bench bornes-validate bornes-replay bornes-solve \
    bornes-tree bornes-diagram bornes-annotate bornes-stats bornes-select bornes-puzzles bornes-solve-mpi bornes-annotate-mpi
