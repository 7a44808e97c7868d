#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Sets up bornes on Debian 12: installs the packages it needs (only those missing, with
# apt-get, as root or through sudo), then configures and builds into ./build.
#   BUILD_DIR=dir  build elsewhere          JOBS=n  parallel build jobs (default 2)
#   extra arguments go to cmake, e.g. ./setup.sh -DBORNES_SANITIZE=ON
set -euo pipefail
cd "$(dirname "$0")"

packages=(
  g++ cmake make pkg-config          # compiler and build
  ccache                             # ... what was compiled once is not compiled again
  libboost-program-options-dev       # command lines
  rapidjson-dev                      # JSON in and out
  libicu-dev                         # card names, accents, case, locale numbers
  libgraphviz-dev                    # graphs and rendering (cgraph, gvc)
  libcairo2-dev                      # the hand's story chart (SVG, PNG, PDF)
  fonts-dejavu-core                  # the pictures' fonts (DejaVu Sans, with French accents)
  libgtest-dev libgmock-dev          # tests
  mandoc                             # man page checks
  python3                            # test helpers (pictures parsed as XML)
  chromium chromium-driver           # the step-through page tested in a real browser
  python3-selenium                   # ... driven through WebDriver
  clang libclang-rt-14-dev           # the fuzz targets (libFuzzer, tests/fuzz/run.sh)
  clang-format                       # the code's layout, checked by a test (.clang-format)
  dpkg-dev                           # the .deb's dependencies (dpkg-shlibdeps, through cpack)
  man-db                             # installed man pages read in the install test (man -l)
  bash-completion                    # the tools' completion, tested as bash drives it
  debhelper lintian                  # the Debian packages (debian/), checked by lintian in CI
  dh-python                          # ... python3-bornes's dependencies (dh_python3)
  libopenmpi-dev openmpi-bin         # bornes-solve --batch across machines (MPI, cluster/)
  python3-dev pybind11-dev           # the Python module (python/, doc/python.md)
  python3-pytest                     # ... and its tests (tests/python/)
  python3-matplotlib                 # ... and its example's plots (doc/example/season.py)
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup.sh: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -q
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

build="${BUILD_DIR:-build}"
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null
cmake --build "$build" -j"${JOBS:-2}"
