#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The Debian packages (debian/, issue 23), built as Debian builds them and checked:
#   dpkg-buildpackage -us -uc -b in a copy of the source tree (its tracked files), then
#   lintian on every package (no error, no warning: each is fixed or overridden in debian/
#   with its reason), then what the packages hold and depend on: bornes without Open MPI,
#   bornes-mpi with it, the library (its headers under /usr/include/bornes/ only, its page,
#   example and the schemas' README), the man pages in both languages, the completions, the
#   examples, hardened binaries; python3-bornes (issue 34) installed into an empty root and,
#   as root, with dpkg on this machine: Python imports it and runs its example there.
# Usage: check_debian.sh SOURCE_DIR WORK_DIR    (the packages are left in WORK_DIR/debs)
set -euo pipefail
source=$1 work=$2
version=$(dpkg-parsechangelog -l "$source/debian/changelog" -S Version)
fail() { echo "check_debian.sh: FAIL: $*" >&2; exit 1; }
ok() { echo "ok: $*"; }

rm -rf "$work/debs" && mkdir -p "$work/debs"
tree=$work/debs/bornes-$version
mkdir -p "$tree"
(cd "$source" && git ls-files -z | xargs -0 cp --parents -t "$tree")
log=$work/debs/build.log
(cd "$tree" && dpkg-buildpackage -us -uc -b -j"${JOBS:-2}") >"$log" 2>&1 ||
  { tail -n 40 "$log" >&2; fail "dpkg-buildpackage -us -uc -b failed (see $log)"; }
arch=$(dpkg --print-architecture)
changes=$work/debs/bornes_${version}_${arch}.changes
[[ -f $changes ]] || fail "no $changes"
ok "dpkg-buildpackage -us -uc -b: $(cd "$work/debs" && ls ./*.deb | tr '\n' ' ')"

# lintian: nothing at error or warning level; the info tags are shown.
lintian --fail-on error,warning --display-info "$changes" >"$work/debs/lintian.txt" 2>&1 ||
  { cat "$work/debs/lintian.txt" >&2; fail "lintian reports errors or warnings"; }
ok "lintian --fail-on error,warning: $(grep -c . "$work/debs/lintian.txt" || true) lines of information"

deb() { echo "$work/debs/${1}_${version}_${arch}.deb"; }
for p in bornes bornes-mpi libbornes-dev python3-bornes; do [[ -f $(deb "$p") ]] || fail "no package $p"; done
depends=$(dpkg-deb -f "$(deb bornes)" Depends)
grep -q openmpi <<<"$depends" && fail "bornes depends on Open MPI: $depends"
for lib in libicu72 libboost-program-options1.74.0 libgvc6 libcairo2; do
  grep -q "$lib" <<<"$depends" || fail "bornes does not depend on $lib: $depends"
done
ok "bornes Depends: $depends"
mpi=$(dpkg-deb -f "$(deb bornes-mpi)" Depends)
grep -q "openmpi-bin" <<<"$mpi" && grep -q "bornes (= $version)" <<<"$mpi" ||
  fail "bornes-mpi Depends: $mpi"
ok "bornes-mpi Depends: $mpi"

contents=$(dpkg-deb -c "$(deb bornes)")
for f in ./usr/bin/bornes-validate ./usr/share/man/man1/bornes-validate.1.gz \
         ./usr/share/man/fr/man1/bornes-validate.1.gz ./usr/share/man/man5/bornes-notation.5.gz \
         ./usr/share/bash-completion/completions/bornes-annotate \
         ./usr/share/doc/bornes/examples/samples/worked-example.mbn \
         ./usr/share/doc/bornes/copyright ./usr/share/bornes/schemas/annotation.schema.json; do
  grep -q " $f\( ->.*\)\?$" <<<"$contents" || fail "bornes lacks $f"
done
ok "bornes holds the tools, man pages in English and French, completions, examples, schemas"
grep -q "./usr/bin/bornes-solve-mpi$" <<<"$(dpkg-deb -c "$(deb bornes-mpi)")" || fail "bornes-mpi lacks bornes-solve-mpi"
dev=$(dpkg-deb -c "$(deb libbornes-dev)")
for f in ./usr/include/bornes/engine/position.h "/libbornes_engine.a" "/cmake/bornes/bornesConfig.cmake" \
         "/pkgconfig/bornes.pc"; do
  grep -q -- "$f" <<<"$dev" || fail "libbornes-dev lacks $f"
done
# The headers under include/bornes/ only (#include <bornes/engine/position.h>, doc/library.md).
others=$(grep -o ' \./usr/include/[^/]*/' <<<"$dev" | sort -u | grep -v '/usr/include/bornes/$' || true)
[[ -z $others ]] || fail "libbornes-dev installs headers outside /usr/include/bornes/: $others"
# Its documentation (debian/libbornes-dev.docs, .examples, rules): the library's page, the
# example, the JSON schemas' README; dh_compress may have compressed the pages.
doc=./usr/share/doc/libbornes-dev
for f in "$doc/library.md" "$doc/examples/CMakeLists.txt" "$doc/examples/replay_and_solve.cpp" \
         "$doc/schemas/README.md"; do
  grep -q -- " $f\(\.gz\)\?$" <<<"$dev" || fail "libbornes-dev lacks $f"
done
xd=$work/debs/xdev && rm -rf "$xd" && dpkg-deb -x "$(deb libbornes-dev)" "$xd"
pcfile=$(find "$xd" -name bornes.pc | head -1)
grep -q '^includedir=${prefix}/include$' "$pcfile" ||
  fail "bornes.pc does not put /usr/include alone on the path: $(grep '^includedir=' "$pcfile")"
ok "libbornes-dev holds the headers (under /usr/include/bornes/ only), the libraries, the CMake and pkg-config files, doc/library.md, the example, the schemas' README"

# Hardened: position independent, bound now, read-only relocations.
x=$work/debs/x && rm -rf "$x" && dpkg-deb -x "$(deb bornes)" "$x"
dynamic=$(readelf -d "$x/usr/bin/bornes-solve")
grep -q "BIND_NOW" <<<"$dynamic" && grep -q "PIE" <<<"$dynamic" ||
  fail "bornes-solve is not hardened (BIND_NOW, PIE): $dynamic"
readelf -lW "$x/usr/bin/bornes-solve" | grep -q GNU_RELRO || fail "bornes-solve has no RELRO"
ok "bornes-solve: PIE, BIND_NOW, RELRO"
"$(dirname "$0")/check_python_deb.sh" "$(deb python3-bornes)" "$work/debs"
echo "check_debian.sh: all checks passed"
