#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# -o FILE never replaces what is not a regular file (issue 30): through /dev/stdout the
# output reaches the file the shell opened (and `>>` keeps what it held); a symbolic link is
# written through, the file it names replaced whole with its permissions, the link kept.
# Checked for a stream tool (bornes-select, OutputFile) and a picture tool (bornes-tree,
# writeOutput).
# Usage: output_links.sh BIN_DIR SAMPLES WORK_DIR
set -u
bin=$1 samples=$2 work=$3
games=$samples/games/2-players.mbn
fail() { echo "FAIL: $*"; exit 1; }
mkdir -p "$work" && cd "$work" || exit 1
rm -rf links && mkdir links && cd links || exit 1

"$bin/bornes-select" -o /dev/stdout "$games" > out.mbn || fail "select -o /dev/stdout: exit $?"
cmp -s out.mbn "$games" || fail "select -o /dev/stdout > out.mbn: the output is not in out.mbn"
printf 'kept\n' > log.mbn
"$bin/bornes-select" -o /dev/stdout "$games" >> log.mbn || fail "select >>: exit $?"
{ printf 'kept\n'; cat "$games"; } | cmp -s - log.mbn || fail "-o /dev/stdout >> log: what the log held is lost"
[ -L /dev/stdout ] || fail "/dev/stdout is no longer a link"
# /dev/fd/1 (a link in the directory /dev/fd -> /proc/self/fd), to a pipe and to a file
# appended to, and bash's >(...) (/dev/fd/63): the descriptor written, never a path.
"$bin/bornes-select" -o /dev/fd/1 "$games" | cmp -s - "$games" || fail "-o /dev/fd/1 | ...: not through the pipe"
printf 'kept\n' > fd.mbn
"$bin/bornes-select" -o /dev/fd/1 "$games" >> fd.mbn || fail "-o /dev/fd/1 >>: exit $?"
{ printf 'kept\n'; cat "$games"; } | cmp -s - fd.mbn || fail "-o /dev/fd/1 >> fd.mbn: what it held is lost"
bash -c "'$bin/bornes-select' -o >(cat > substituted.mbn) '$games'" || fail "-o >(...): exit $?"
sleep 0.2
cmp -s substituted.mbn "$games" || fail "-o >(...): not through the process substitution"

printf 'old season\n' > season.mbn && chmod 600 season.mbn
ln -s season.mbn latest.mbn
"$bin/bornes-select" -o latest.mbn "$games" || fail "select -o link: exit $?"
[ -L latest.mbn ] || fail "the link latest.mbn was replaced by a plain file"
cmp -s season.mbn "$games" || fail "the file the link names was not written"
[ "$(stat -c %a season.mbn)" = 600 ] || fail "the file's permissions were not kept: $(stat -c %a season.mbn)"
# Run as root, the file replaced keeps its owner, who can still read it.
if [ "$(id -u)" = 0 ]; then
  chown nobody season.mbn
  "$bin/bornes-select" -o latest.mbn "$games" || fail "select -o a file of nobody's: exit $?"
  [ "$(stat -c %U season.mbn)" = nobody ] || fail "the file's owner was not kept: $(stat -c %U season.mbn)"
fi

mkdir sub && ln -s ../season.mbn sub/relative.mbn
"$bin/bornes-tree" --file "$samples/puzzles/coup-fourre.txt" --id cf-decline -T dot -o sub/relative.mbn \
  || fail "tree -o relative link: exit $?"
[ -L sub/relative.mbn ] || fail "bornes-tree replaced the link sub/relative.mbn"
head -c 7 season.mbn | grep -q 'digraph' || fail "bornes-tree did not write through the relative link"
"$bin/bornes-tree" --file "$samples/puzzles/coup-fourre.txt" --id cf-decline -T dot -o /dev/stdout > tree.dot \
  || fail "tree -o /dev/stdout: exit $?"
cmp -s tree.dot season.mbn || fail "bornes-tree -o /dev/stdout > tree.dot: not in tree.dot"
ls | grep -q 'tmp-' && fail "a temporary file was left: $(ls)"
echo "links written through, /dev/stdout in place"
