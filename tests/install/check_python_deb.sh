#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# python3-bornes (issue 34), as check_debian.sh built it: what it holds and depends on, then
# the package used where it is installed, never from the source tree: extracted into an empty
# root, Debian's python3 imports it from there and runs its example on the season it ships;
# as root, installed with dpkg on this machine (its dependencies checked by dpkg), imported
# from /usr/lib/python3/dist-packages and the example run from its installed place, then
# removed.
# Usage: check_python_deb.sh PACKAGE.deb WORK_DIR
set -euo pipefail
deb=$1 work=$2
fail() { echo "check_python_deb.sh: FAIL: $*" >&2; exit 1; }
ok() { echo "ok: $*"; }

depends=$(dpkg-deb -f "$deb" Depends)
for dep in "python3 (>= 3" "python3 (<< 3" libicu72 libstdc++6; do
  grep -qF "$dep" <<<"$depends" || fail "python3-bornes does not depend on $dep: $depends"
done
ok "python3-bornes Depends: $depends"
site=./usr/lib/python3/dist-packages/bornes
examples=./usr/share/doc/python3-bornes/examples
contents=$(dpkg-deb -c "$deb")
for f in "$site/__init__.py" "$site/errors.py" "$site/_bornes.pyi" "$site/py.typed" \
         "$site/_bornes.cpython-3" "$examples/season.py" "$examples/club-season.mbn" \
         ./usr/share/doc/python3-bornes/python.md ./usr/share/doc/python3-bornes/copyright; do
  grep -qF " $f" <<<"$contents" || fail "python3-bornes lacks $f"
done
ok "python3-bornes holds the package, its stubs, doc/python.md, the example and its season"

# The example, run from a folder of its own with no PYTHONPATH: it prints the season's count
# and writes its picture.
run_example() {  # ROOT (where the package's files are) LABEL
  local root=$1 label=$2 out=$work/python-example
  rm -rf "$out" && mkdir -p "$out"
  (cd "$out" && env -u PYTHONPATH PYTHONPATH="${3:-}" /usr/bin/python3 \
     "$root/usr/share/doc/python3-bornes/examples/season.py" --plot "$out/season.png") \
     >"$out/stdout" 2>"$out/stderr" || { cat "$out/stderr" >&2; fail "$label: the example failed"; }
  grep -q "^24 games read from .*club-season.mbn" "$out/stdout" ||
    fail "$label: the example did not read its season: $(head -3 "$out/stdout")"
  [[ $(head -c 4 "$out/season.png" | od -An -c | tr -d ' ') == "211PNG" ]] ||
    fail "$label: the example wrote no picture"
}

root=$work/python-root && rm -rf "$root" && dpkg-deb -x "$deb" "$root"
where=$(cd / && PYTHONPATH="$root/usr/lib/python3/dist-packages" /usr/bin/python3 -c \
  'import bornes; print(bornes.__file__)')
[[ $where == "$root/usr/lib/python3/dist-packages/bornes/__init__.py" ]] ||
  fail "imported bornes from $where, not from the extracted package"
run_example "$root" "extracted" "$root/usr/lib/python3/dist-packages"
ok "python3-bornes extracted into an empty root: imported from there, its example run"

if [[ $(id -u) -ne 0 ]]; then
  echo "check_python_deb.sh: not root: python3-bornes not installed with dpkg"
  exit 0
fi
if dpkg-query -W -f='${Status}' python3-bornes 2>/dev/null | grep -q "install ok installed"; then
  echo "check_python_deb.sh: python3-bornes already installed here: not installed again"
  exit 0
fi
trap 'dpkg -r python3-bornes >/dev/null 2>&1 || true' EXIT
dpkg -i "$deb" >"$work/python-dpkg.log" 2>&1 ||
  { cat "$work/python-dpkg.log" >&2; fail "dpkg -i python3-bornes failed"; }
where=$(cd / && env -u PYTHONPATH /usr/bin/python3 -c 'import bornes; print(bornes.__file__)')
[[ $where == /usr/lib/python3/dist-packages/bornes/__init__.py ]] ||
  fail "installed, bornes imports from $where"
run_example "" "installed"
dpkg -r python3-bornes >>"$work/python-dpkg.log" 2>&1 || fail "dpkg -r python3-bornes failed"
trap - EXIT
ok "python3-bornes installed with dpkg: imported from /usr/lib/python3/dist-packages, its example run, removed"
