#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# check_layers.py on a small tree with one breach of each kind: it must name all six, each
# at its line, pass over bornes-bench's include of another command's folder, and exit 1.
# Usage: catches_breaches.sh PYTHON CHECK_LAYERS
set -u
python=$1 check=$2
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
mkdir -p "$root/libanalysis/engine" "$root/formats/text" "$root/formats/notation" \
         "$root/formats/json" "$root/formats/replay" "$root/cluster" "$root/tools/common" \
         "$root/tools/bornes-replay" "$root/tools/bornes-solve" "$root/tools/bornes-bench"
: > "$root/cluster/wire.h"
: > "$root/tools/bornes-replay/replay_session.h"
: > "$root/tools/bornes-solve/solution_report.h"
: > "$root/formats/notation/record.h"
: > "$root/formats/json/json_writer.h"
: > "$root/formats/replay/transcript.h"
printf '#include <string>\n#include "notation/record.h"\n' > "$root/formats/text/numbers.cpp"
printf '#include "json/json_writer.h"\n' > "$root/libanalysis/engine/card.cpp"
printf '#include "replay/transcript.h"\n#include "transcript.h"\n' > "$root/formats/replay/hand_frames.cpp"
printf '#include "wire.h"\n' > "$root/cluster/broadcast.cpp"
printf '#include "bornes-replay/replay_session.h"\n' > "$root/tools/bornes-bench/benchmark.cpp"
printf '#include "bornes-replay/replay_session.h"\n' > "$root/tools/bornes-solve/odds_report.cpp"
printf '#include "bornes-solve/solution_report.h"\n#include "tools/common/x.h"\n' > "$root/tools/common/errors.cpp"
"$python" "$check" "$root"
echo "exit $?"
