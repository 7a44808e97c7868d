#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# check_spdx.py on a small tree: a source with its licence line, a script with it on its
# second line (after #!), a header and a man page without it. It must name the two without,
# each at line 1, and exit 1.
# Usage: spdx_catches_breaches.sh PYTHON CHECK_SPDX
set -u
python=$1 check=$2
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
mkdir -p "$root/tools" "$root/man"
printf '// SPDX-License-Identifier: Apache-2.0\n' > "$root/tools/a.cpp"
printf '#!/bin/sh\n# SPDX-License-Identifier: Apache-2.0\n' > "$root/setup.sh"
printf '// a file\n' > "$root/tools/b.h"
printf '.Dd\n' > "$root/man/x.1"
"$python" "$check" "$root"
echo "exit $?"
