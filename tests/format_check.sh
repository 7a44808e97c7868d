#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Every C++ source of the project laid out as the committed .clang-format says (issue 11):
# clang-format --dry-run -Werror names each line that differs. To fix: clang-format -i FILE.
# Usage: format_check.sh CLANG_FORMAT SOURCE_DIR
clang_format=$1 source=$2
cd "$source" || exit 2
files=$(find libanalysis formats cluster tools tests python -name '*.cpp' -o -name '*.h' | sort)
[ -n "$files" ] || { echo "no sources under $source"; exit 2; }
# shellcheck disable=SC2086
if ! "$clang_format" --dry-run -Werror $files; then
  echo "the files above are not formatted: run clang-format -i on them"
  exit 1
fi
echo "$(echo "$files" | wc -l) files formatted"
