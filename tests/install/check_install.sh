#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Installs bornes as a user would, and checks the result (tests/install/).
#   check_install.sh prefix  BUILD_DIR SOURCE_DIR WORK_DIR VERSION
#     cmake --install into a temporary prefix; the installed tools run, the man pages read
#     with man -l, the schemas and docs in place.
# Everything is written under a temporary directory of WORK_DIR (in the build tree), removed
# at the end. CMAKE names the cmake to use (default: from PATH). The Debian packages:
# check_debian.sh.
set -euo pipefail

if (($# != 5)); then
  echo "usage: $0 prefix BUILD_DIR SOURCE_DIR WORK_DIR VERSION" >&2
  exit 2
fi
mode=$1 build=$2 source=$3 work=$4 version=$5
cmake=${CMAKE:-cmake}
# The tools speak the language of the locale: the checks read English.
export LC_ALL=C.UTF-8

fail() {
  echo "check_install.sh ($mode): FAIL: $*" >&2
  exit 1
}
ok() { echo "ok: $*"; }

[[ -f $build/cmake_install.cmake ]] || fail "'$build' is not a configured build tree (no cmake_install.cmake)"
mkdir -p "$work"
tmp=$(mktemp -d "$work/$mode.XXXXXX")
# An install rewrites the tree's install_manifest.txt: the one of a real
# install, if any, is put back at the end, and none is left behind otherwise.
manifest=$build/install_manifest.txt
[[ -e $manifest ]] && cp -p "$manifest" "$tmp/install_manifest.saved"
cleanup() {
  if [[ -e $tmp/install_manifest.saved ]]; then
    mv -f "$tmp/install_manifest.saved" "$manifest"
  else
    rm -f "$manifest"
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT

# The pages and schemas expected: those of the source tree (a page added since the last
# configure is installed by the next build, which re-globs man/).
shopt -s nullglob
pages=("$source"/man/*.[1-8])
schemas=("$source"/formats/json/schemas/*.json)
shopt -u nullglob
((${#pages[@]})) || fail "no man page found in $source/man"
((${#schemas[@]})) || fail "no schema found in $source/formats/json/schemas"

check_prefix() {
  local prefix=$tmp/prefix log=$tmp/install.log
  "$cmake" --install "$build" --prefix "$prefix" >"$log" 2>&1 ||
    { cat "$log" >&2; fail "cmake --install $build --prefix $prefix failed"; }
  ok "cmake --install --prefix $prefix"

  # The tools, run from the prefix: nothing of the build tree needed (no RPATH into it).
  local tool
  for tool in bornes-play bornes-bench bornes-validate bornes-replay bornes-solve bornes-tree bornes-diagram bornes-annotate bornes-stats bornes-select bornes-puzzles; do
    [[ -x $prefix/bin/$tool ]] || fail "$prefix/bin/$tool is not installed"
    if command -v readelf >/dev/null && readelf -d "$prefix/bin/$tool" | grep -Eq '\((RPATH|RUNPATH)\)'; then
      fail "$prefix/bin/$tool has an RPATH: $(readelf -d "$prefix/bin/$tool" | grep -E 'R(UN)?PATH')"
    fi
  done
  ok "11 tools in bin/, without RPATH"

  local out
  for tool in bornes-play bornes-bench bornes-validate bornes-replay bornes-solve bornes-tree bornes-diagram bornes-annotate bornes-stats bornes-select bornes-puzzles; do
    out=$("$prefix/bin/$tool" --version) || fail "bin/$tool --version exited with $?"
    [[ $out == "$tool (bornes) $version" ]] ||
      fail "bin/$tool --version printed '$out', not '$tool (bornes) $version'"
  done
  ok "bin/* --version: the project's version, e.g. $out"
  out=$("$prefix/bin/bornes-validate" "$source/samples/worked-example.mbn") ||
    fail "bin/bornes-validate samples/worked-example.mbn exited with $? (expected 0): $out"
  [[ $out == *"1 valid, 0 invalid"* ]] || fail "bin/bornes-validate samples/worked-example.mbn printed '$out'"
  ok "bin/bornes-validate samples/worked-example.mbn: $out"

  local schema
  for schema in "${schemas[@]}"; do
    [[ -s $prefix/share/bornes/schemas/${schema##*/} ]] ||
      fail "schema ${schema##*/} not installed in $prefix/share/bornes/schemas"
  done
  ok "${#schemas[@]} schemas in share/bornes/schemas"

  local doc
  local docs=(README.md NOTATION.md)
  [[ -f $source/doc/rules.md ]] && docs+=(rules.md)
  for doc in "${docs[@]}"; do
    [[ -s $prefix/share/doc/bornes/$doc ]] || fail "$doc not installed in $prefix/share/doc/bornes"
  done
  ok "docs in share/doc/bornes: ${docs[*]}"
  # The library's (cmake/Library.cmake), as libbornes-dev holds them: installed name, source.
  local -A library=([library.md]=doc/library.md [example/CMakeLists.txt]=doc/example/CMakeLists.txt
    [example/replay_and_solve.cpp]=doc/example/replay_and_solve.cpp
    [schemas/README.md]=formats/json/schemas/README.md)
  for doc in "${!library[@]}"; do
    cmp -s "$prefix/share/doc/bornes/library/$doc" "$source/${library[$doc]}" ||
      fail "${library[$doc]} not installed as share/doc/bornes/library/$doc"
  done
  ok "the library's page, example and schemas' README in share/doc/bornes/library"

  # The Python package, when the build has it: imported from the prefix alone.
  if [[ -f $build/python/bornes/__init__.py ]]; then
    local site
    site=$(find "$prefix/lib" -path '*/dist-packages/bornes/__init__.py' -printf '%h\n' | head -1)
    [[ -n $site ]] || fail "the Python package bornes is not installed under $prefix/lib"
    out=$(cd "$tmp" && PYTHONPATH=${site%/bornes} /usr/bin/python3 -c "
import bornes
assert bornes.__file__.startswith('$prefix'), bornes.__file__
game = next(bornes.read_games('$source/samples/worked-example.mbn'))
print(game.players[0], len(game.hands[0].moves))" 2>&1) ||
      fail "the installed Python package does not run: $out"
    [[ $out == "Paul 21" ]] || fail "the installed Python package read '$out', not 'Paul 21'"
    ok "the Python package in ${site#$prefix/}: imported, a record read"
  fi

  # Every page in its section; one page of each section read with man -l.
  command -v man >/dev/null || fail "man is not installed (package man-db)"
  local page name section installed seen=" "
  for page in "${pages[@]}"; do
    name=${page##*/}
    section=${name##*.}
    installed=$prefix/share/man/man$section/$name
    [[ -s $installed ]] || fail "man page $name not installed as $installed"
    [[ $seen == *" $section "* ]] && continue
    seen+="$section "
    out=$(MANPAGER=cat MANWIDTH=80 man -l "$installed" 2>&1) || fail "man -l $installed exited with $?: $out"
    grep -q '^NAME' <<<"$out" || fail "man -l $installed shows no NAME section: $(head -5 <<<"$out")"
    grep -q "${name%.*}" <<<"$out" || fail "man -l $installed does not name ${name%.*}: $(head -5 <<<"$out")"
    ok "man -l share/man/man$section/$name: $(grep -A1 '^NAME' <<<"$out" | tail -1 | sed 's/^ *//')"
  done
  ok "${#pages[@]} man pages installed"

  check_library "$prefix"
}

# The library (doc/library.md): doc/example built against the prefix with find_package and
# with pkg-config, and run on a sample: the record replayed to the totals its [Scores] tag
# gives, and a position where the side to move reaches 700 with the 200 it holds.
check_library() {
  local prefix=$1 ex=$tmp/example log=$tmp/example.log
  local line="2 700 dujardin 200,100,75,50,25x2,ESS/PANNE,STOP,ROUE,25x2,VERT PANNE,VERT * VERT:-:200,100x2,50x2:-:-/VERT:-:200x2,100x2:-:- turn:1"
  local record=$source/samples/games/2-players.mbn
  local scores
  scores=$(sed -n 's/^\[Scores "\(.*\)"\]$/\1/p' "$record" | head -1)
  local want="  side A: ${scores% *}"$'\n'"  side B: ${scores#* }"
  # A sanitizer build installs instrumented libraries: a program links them with the same
  # runtime.
  local sanitize=()
  grep -q '^BORNES_SANITIZE:BOOL=ON$' "$build/CMakeCache.txt" && sanitize=(-fsanitize=address,undefined)
  "$cmake" -S "$source/doc/example" -B "$ex" -DCMAKE_PREFIX_PATH="$prefix" \
    -DCMAKE_CXX_FLAGS="${sanitize[*]}" -DCMAKE_EXE_LINKER_FLAGS="${sanitize[*]}" >"$log" 2>&1 &&
    "$cmake" --build "$ex" >>"$log" 2>&1 || { cat "$log" >&2; fail "doc/example does not build against $prefix (find_package)"; }
  local pc
  pc=$(find "$prefix" -name bornes.pc | head -1)
  [[ -n $pc ]] || fail "no bornes.pc installed under $prefix"
  command -v pkg-config >/dev/null || fail "pkg-config not found"
  # shellcheck disable=SC2046
  c++ -O1 "${sanitize[@]}" "$source/doc/example/replay_and_solve.cpp" \
    $(PKG_CONFIG_PATH=${pc%/*} pkg-config --cflags --libs bornes) -o "$tmp/example-pc" 2>>"$log" ||
    { cat "$log" >&2; fail "doc/example does not build with pkg-config --cflags --libs bornes"; }
  check_headers "$prefix" "$pc"
  local program out
  for program in "$ex/replay_and_solve" "$tmp/example-pc"; do
    out=$("$program" "$record" "$line") || fail "${program##*/} exited with $?: $out"
    grep -q ": 167 moves, 4 hands, valid$" <<<"$out" || fail "${program##*/} did not replay the record: $out"
    grep -qF "$want" <<<"$out" || fail "${program##*/}: totals not those of [Scores \"$scores\"]: $out"
    grep -q "^side A can reach 700: yes" <<<"$out" || fail "${program##*/} did not solve the position: $out"
  done
  ok "the library: doc/example built with find_package(bornes) and with pkg-config, run: $(head -1 <<<"$out")"
}

# The headers under include/bornes/ and nothing else in include/ (no engine/, text/,
# messages/ of bornes beside another project's); every one of them, named with the bornes/
# prefix, compiles with the include directories of the CMake target and of bornes.pc alone,
# and no header of bornes is reachable without the prefix.
check_headers() {
  local prefix=$1 pc=$2 include=$1/include hd=$tmp/headers log=$tmp/headers.log
  [[ -d $include/bornes ]] || fail "no include/bornes/ in $prefix"
  local entry
  for entry in "$include"/*; do
    [[ $entry == "$include/bornes" ]] || fail "include/${entry##*/} installed at the top of include/, not under include/bornes/"
  done
  local headers=()
  mapfile -t headers < <(cd "$include" && find bornes -name '*.h' | sort)
  ((${#headers[@]} > 20)) || fail "only ${#headers[@]} headers under include/bornes/"
  mkdir -p "$hd"
  {
    printf '#include <%s>\n' "${headers[@]}"
    printf '#if __has_include(<%s>)\n#error "%s reachable without the bornes/ prefix"\n#endif\n' \
      engine/position.h engine/position.h notation/record.h notation/record.h text/utf8.h text/utf8.h
    echo 'int main() { return 0; }'
  } >"$hd/headers.cpp"
  cat >"$hd/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.25)
project(bornes_headers LANGUAGES CXX)
find_package(bornes 0.1 REQUIRED)
add_executable(headers headers.cpp)
target_link_libraries(headers PRIVATE bornes::bornes)
CMAKE
  "$cmake" -S "$hd" -B "$hd/build" -DCMAKE_PREFIX_PATH="$prefix" >"$log" 2>&1 &&
    "$cmake" --build "$hd/build" >>"$log" 2>&1 ||
    { tail -n 30 "$log" >&2; fail "the installed headers do not compile as <bornes/...> with bornes::bornes"; }
  # shellcheck disable=SC2046
  c++ -fsyntax-only "$hd/headers.cpp" $(PKG_CONFIG_PATH=${pc%/*} pkg-config --cflags bornes) 2>>"$log" ||
    { tail -n 30 "$log" >&2; fail "the installed headers do not compile as <bornes/...> with pkg-config --cflags bornes"; }
  ok "${#headers[@]} headers under include/bornes/ alone, each compiling as <bornes/...> (find_package and pkg-config)"
}

case $mode in
  prefix) check_prefix ;;
  *) echo "$0: the mode is prefix, not '$mode'" >&2; exit 2 ;;
esac
echo "check_install.sh ($mode): all checks passed"
