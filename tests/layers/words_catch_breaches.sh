#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# check_words.py on a small tree with an inline pair of each shape it knows: it must name
# each at its line, and exit 1; the same tree through the catalogue passes.
# Usage: words_catch_breaches.sh PYTHON CHECK_WORDS
set -u
python=$1 check=$2
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
mkdir -p "$root/formats/reports" "$root/tools"
printf 'a = fr(lang) ? "oui" : "yes";\nb = word(WordId::Yes, lang);\n' > "$root/formats/reports/x.cpp"
printf 'c = french ? std::string("non") : "no";\nd = lang == Language::French ? "a" : "b";\n' \
    > "$root/tools/y.cpp"
"$python" "$check" "$root"
echo "exit $?"
printf 'b = word(WordId::Yes, lang);\n' > "$root/formats/reports/x.cpp"
rm "$root/tools/y.cpp"
"$python" "$check" "$root"
echo "exit $?"
