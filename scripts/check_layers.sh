#!/bin/bash
# Checks that includes point down nn's layers and that no files include or
# call each other in a circle (DESIGN.md section 12). Prints every violation
# and exits non-zero if there is one. Usage: scripts/check_layers.sh [root]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
exec python3 "$here/check_layers.py" "${1:-$here/..}"
