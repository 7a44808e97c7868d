#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# check_layers.py on a small tree with one breach of each kind: it must name all three,
# each at its line, and exit 1.
# Usage: catches_breaches.sh PYTHON CHECK_LAYERS
set -u
python=$1 check=$2
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
mkdir -p "$root/libanalysis/engine" "$root/formats/text" "$root/formats/notation" \
         "$root/formats/json" "$root/formats/replay"
: > "$root/formats/notation/record.h"
: > "$root/formats/json/json_writer.h"
: > "$root/formats/replay/transcript.h"
printf '#include <string>\n#include "notation/record.h"\n' > "$root/formats/text/numbers.cpp"
printf '#include "json/json_writer.h"\n' > "$root/libanalysis/engine/card.cpp"
printf '#include "replay/transcript.h"\n#include "transcript.h"\n' > "$root/formats/replay/hand_frames.cpp"
"$python" "$check" "$root"
echo "exit $?"
