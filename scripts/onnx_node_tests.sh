#!/usr/bin/env bash
# Runs ONNX backend test folders (Debian's libonnx-testdata: model.onnx and
# test_data_set_*/{input,output}_*.pb) through nn-run: import in-process,
# run on the shipped inputs, compare with the shipped outputs at ONNX's own
# tolerance (rtol 1e-3, atol 1e-7; per-test exceptions below, each with its
# reason), and classify every failure by its reason.
#
#   scripts/onnx_node_tests.sh              check: every pinned test passes
#   scripts/onnx_node_tests.sh --update     rewrite the pinned list and the
#                                           report (docs/onnx-tests.md)
#   scripts/onnx_node_tests.sh --folder simple [--results FILE] [TEST...]
#
# Check mode fails when a test of the pinned list (test/onnx/node-pass.txt)
# does not pass, and names the tests that newly pass (run --update to pin
# them) without failing on them. Graph inputs that nn needs at compile time
# (a Reshape's shape, a Slice's starts) are offered to the importer from the
# test's own input files (nn-run --onnx-input-values-from-inputs: the input
# stays an argument, the value is used where nn needs a constant).
#
# Options: --nn-run PATH (default: build/bin/nn-run), --data DIR (the folder
# of test folders; default the node/ folder), --folder NAME (a sibling of
# node/: simple, pytorch-converted, pytorch-operator), --jobs N (default 2),
# --timeout SECONDS per nn-run (default 120), --pinned FILE, --doc FILE,
# --results FILE (one line per test: name, class, key, message; tab-separated).
# Needs bash and coreutils only.
set -euo pipefail
export LC_ALL=C

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
DATA_ROOT=/usr/share/libonnx-testdata/data
NN_RUN=$ROOT/build/bin/nn-run
FOLDER=node
DATA=
JOBS=2
TIMEOUT=120
PINNED=$ROOT/test/onnx/node-pass.txt
DOC=$ROOT/docs/onnx-tests.md
RESULTS=
UPDATE=0
TESTS=()

while [ $# -gt 0 ]; do
  case $1 in
  --update) UPDATE=1 ;;
  --nn-run) NN_RUN=$2; shift ;;
  --data) DATA=$2; shift ;;
  --folder) FOLDER=$2; shift ;;
  --jobs) JOBS=$2; shift ;;
  --timeout) TIMEOUT=$2; shift ;;
  --pinned) PINNED=$2; shift ;;
  --doc) DOC=$2; shift ;;
  --results) RESULTS=$2; shift ;;
  -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
  -*) echo "onnx_node_tests.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
  *) TESTS+=("$1") ;;
  esac
  shift
done
DATA=${DATA:-$DATA_ROOT/$FOLDER}
if [ ! -d "$DATA" ]; then
  echo "onnx_node_tests.sh: no test data at '$DATA' (Debian: libonnx-testdata)" >&2
  exit 2
fi
# A bare name is looked up on PATH (lit puts the build's tools there).
case $NN_RUN in */*) ;; *) NN_RUN=$(command -v "$NN_RUN" || echo "$NN_RUN") ;; esac
if [ ! -x "$NN_RUN" ]; then
  echo "onnx_node_tests.sh: no nn-run at '$NN_RUN' (build first, or --nn-run)" >&2
  exit 2
fi

# Per-test tolerances where ONNX's default is too tight for nn's arithmetic
# (each says why); "rtol atol".
tolerance() {
  case $1 in
  *) echo "1e-3 1e-7" ;;
  esac
}

# One test: prints "name<TAB>class<TAB>key<TAB>message" (class "pass" when
# every data set matches).
run_one() {
  local dir=$1 name log rc=0 ds tol
  name=$(basename "$dir")
  log=$(mktemp)
  tol=($(tolerance "$name"))
  for ds in "$dir"/test_data_set_*; do
    [ -d "$ds" ] || continue
    local inputs=() outputs=()
    mapfile -t inputs < <(ls "$ds"/input_*.pb 2>/dev/null | sort -V)
    mapfile -t outputs < <(ls "$ds"/output_*.pb 2>/dev/null | sort -V)
    local args=("$dir/model.onnx" --onnx-input-values-from-inputs
      --rtol "${tol[0]}" --atol "${tol[1]}")
    [ ${#inputs[@]} -eq 0 ] || args+=(--input "${inputs[@]}")
    [ ${#outputs[@]} -eq 0 ] || args+=(--check "${outputs[@]}")
    rc=0
    timeout -k 5 "$TIMEOUT" "$NN_RUN" "${args[@]}" >"$log" 2>&1 || rc=$?
    [ $rc -eq 0 ] || break
  done
  classify "$name" $rc "$log"
  rm -f "$log"
}

# The reason of a failure, from nn-run's exit status and messages.
classify() {
  local name=$1 rc=$2 log=$3 class key msg
  # The first message that says what went wrong, without the path prefix.
  msg=$(grep -m1 -E '^nn-run: |FAILED|first mismatch' "$log" |
    sed -E 's|^nn-run: [^ ]*model\.onnx: ||; s|^nn-run: ||' | tr '\t' ' ' |
    cut -c1-300 || true)
  if [ "$rc" -eq 0 ]; then
    class=pass key= msg=
  elif [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
    class=timeout key="over ${TIMEOUT} s"
  elif [ "$rc" -gt 128 ]; then
    class=crash key="signal $((rc - 128))"
    msg=$(tail -n 3 "$log" | tr '\n\t' '  ' | cut -c1-300)
  elif grep -q "op types\{0,1\} that nn cannot import" "$log"; then
    class=unsupported-op
    key=$(grep -E '^  [A-Za-z0-9_]+ \(domain ' "$log" | awk '{print $1}' |
      sort -u | paste -sd+ -)
  elif grep -qE "opset [0-9]+ of ai.onnx; nn imports|opset_import is missing" "$log"; then
    class=unsupported-opset key=$(grep -oE 'opset [0-9]+ of ai.onnx' "$log" | head -1)
    key=${key:-"no opset_import"}
  elif grep -qE "element type [A-Z0-9]+, which nn does not support|casts to [A-Z0-9]+, which nn|is not a tensor|nn-run cannot take" "$log"; then
    class=unsupported-type
    key=$(grep -oE "element type [A-Z0-9]+|casts to [A-Z0-9]+|is not a tensor" "$log" |
      head -1 | sed 's/element type //; s/casts to //; s/is not a tensor/sequence or optional/')
  elif grep -qiE "training" "$log"; then
    class=training-only key=$(op_of "$log")
  elif grep -qE "supported on values known at import time only" "$log"; then
    class=unsupported-variant key=$(op_of "$log")
  elif grep -qE "known at import time|must be (a )?constant|constant scalars|needs? (a |the )?(value|constant)|at compile time" "$log"; then
    class=needs-constant key=$(op_of "$log")
  elif grep -q "cannot import '" "$log"; then
    class=unsupported-variant key=$(op_of "$log")
  elif grep -qE "FAILED \(" "$log"; then
    class=wrong-numbers key=
  elif grep -qE "^nn-run: result #[0-9]+ is tensor<" "$log"; then
    class=wrong-type-or-shape key=
  elif grep -qE "failed a run-time check" "$log"; then
    class=runtime-check key=
  else
    class=lowering-or-run key=
  fi
  printf '%s\t%s\t%s\t%s\n' "$name" "$class" "$key" "$msg"
}

# The ONNX op named in an importer message "node 'x' (Op, opset N): ...".
op_of() {
  grep -m1 -oE "\(([A-Za-z0-9_]+), opset [0-9]+\)" "$1" | sed -E 's/\(([^,]*),.*/\1/' || true
}

export -f run_one classify op_of tolerance
export NN_RUN TIMEOUT

# Runs the test folders named on stdin (paths), JOBS at a time; the sorted
# result lines go to stdout.
run_all() {
  xargs -d '\n' -P "$JOBS" -I{} bash -c 'run_one "$1"' _ {} | sort
}

START=$(date +%s)
if [ ${#TESTS[@]} -eq 0 ]; then
  mapfile -t TESTS < <(ls "$DATA")
fi
OUT=$(mktemp)
OTHER=$(mktemp)
trap 'rm -f "$OUT" "$OTHER"' EXIT
printf '%s\n' "${TESTS[@]}" | sed "s|^|$DATA/|" | run_all >"$OUT"
ELAPSED=$(($(date +%s) - START))
[ -z "$RESULTS" ] || cp "$OUT" "$RESULTS"

TOTAL=$(wc -l <"$OUT")
PASSED=$(awk -F'\t' '$2 == "pass"' "$OUT" | wc -l)
echo "onnx_node_tests.sh: $FOLDER: $PASSED of $TOTAL tests pass (${ELAPSED} s, $JOBS jobs)"
awk -F'\t' '$2 != "pass" {n[$2]++} END {for (c in n) printf "  %-22s %d\n", c, n[c]}' "$OUT" | sort

# The report: counts by class, then each failing test under its reason.
write_doc() {
  {
    echo "# ONNX backend tests"
    echo
    echo "Generated by \`scripts/onnx_node_tests.sh --update\` (do not edit): every"
    echo "test folder of Debian's libonnx-testdata \`node/\` imported and run with"
    echo "\`nn-run MODEL.onnx --onnx-input-values-from-inputs --input ... --check ...\`"
    echo "at ONNX's tolerance (rtol 1e-3, atol 1e-7). The passing tests are pinned"
    echo "in \`test/onnx/node-pass.txt\`; see docs/testing.md."
    echo
    echo "**$PASSED of $TOTAL node tests pass.**"
    echo
    echo "| reason | tests |"
    echo "|---|---|"
    awk -F'\t' '{n[$2]++} END {for (c in n) printf "| %s | %d |\n", c, n[c]}' "$OUT" | sort
    echo
    echo "Reasons: *unsupported-op*: the importer has no converter for the op"
    echo "(grouped by op type); *unsupported-variant*: the op converts, but not"
    echo "with these attributes, outputs or ranks; *unsupported-type*: an element"
    echo "type nn lacks (UINT8, STRING, ...) or a sequence/optional value;"
    echo "*unsupported-opset*: opsets before 7; *training-only*: training-mode"
    echo "Dropout and BatchNormalization; *needs-constant*: a value nn needs at"
    echo "compile time is computed at run time in the model; *wrong-numbers*,"
    echo "*crash*, *timeout*, *lowering-or-run*: bugs (none expected)."
    for class in $(awk -F'\t' '$2 != "pass" {print $2}' "$OUT" | sort -u); do
      echo
      echo "## $class"
      echo
      list_failures "$class" "$OUT"
    done
    other_folders
  } >"$DOC"
}

# The failing tests of one class in results file $2, one line per key.
list_failures() {
  awk -F'\t' -v c="$1" '$2 == c {
      key = $3 == "" ? "-" : $3; tests[key] = tests[key] (tests[key] == "" ? "" : ", ") $1
      count[key]++; if (!(key in msg)) msg[key] = $4 }
    END { for (k in tests) printf "- **%s** (%d): %s%s\n", k, count[k], tests[k],
            (c == "unsupported-op" ? "" : " (e.g. `" msg[k] "`)") }' "$2" | sort
}

# The other folders of the test data, run the same way. The two PyTorch
# folders are pinned too (test/onnx/<folder>-pass.txt): they are what tests
# the importer's opsets 1 to 6.
other_folders() {
  local folder dir total passed
  echo
  echo "## The other folders"
  echo
  echo "Run the same way by \`--update\`. The passing tests of pytorch-converted"
  echo "and pytorch-operator (opset 6 models: they cover the importer's legacy"
  echo "opsets) are pinned in \`test/onnx/<folder>-pass.txt\` and checked by the"
  echo "test command; \`simple/\` repeats the node tests' ops on bigger graphs."
  echo "\`real/\` holds only \`data.json\` files (the URLs of model zoo models,"
  echo "which the package does not ship): nothing to run."
  for folder in simple pytorch-converted pytorch-operator; do
    dir=$DATA_ROOT/$folder
    [ -d "$dir" ] || continue
    ls -d "$dir"/*/ | sed 's|/$||' | run_all >"$OTHER"
    total=$(wc -l <"$OTHER")
    passed=$(awk -F'\t' '$2 == "pass"' "$OTHER" | wc -l)
    case $folder in
    pytorch-*)
      {
        echo "# The ONNX backend $folder tests that pass (scripts/onnx_node_tests.sh --update)."
        awk -F'\t' '$2 == "pass" {print $1}' "$OTHER"
      } >"$ROOT/test/onnx/$folder-pass.txt"
      ;;
    esac
    echo
    echo "### $folder: $passed of $total pass"
    echo
    for class in $(awk -F'\t' '$2 != "pass" {print $2}' "$OTHER" | sort -u); do
      echo "- *$class*:"
      list_failures "$class" "$OTHER" | sed 's/^/  /'
    done
  done
}

if [ $UPDATE -eq 1 ]; then
  mkdir -p "$(dirname "$PINNED")"
  {
    echo "# The ONNX backend node tests that pass (scripts/onnx_node_tests.sh --update)."
    awk -F'\t' '$2 == "pass" {print $1}' "$OUT"
  } >"$PINNED"
  write_doc
  echo "onnx_node_tests.sh: wrote $PINNED and $DOC"
  exit 0
fi

# Check: no pinned test may fail; new passes are reported only.
status=0
if [ -f "$PINNED" ]; then
  while IFS=$'\t' read -r name class key msg; do
    echo "onnx_node_tests.sh: FAIL: pinned test $name: $class${key:+ ($key)}: $msg"
    status=1
  done < <(grep -v '^#' "$PINNED" | sort | join -t$'\t' - <(awk -F'\t' '$2 != "pass"' "$OUT"))
  missing=$(grep -v '^#' "$PINNED" | sort | join -v1 -t$'\t' - <(cut -f1 "$OUT") || true)
  if [ ${#TESTS[@]} -eq "$(ls "$DATA" | wc -l)" ] && [ -n "$missing" ]; then
    echo "onnx_node_tests.sh: FAIL: pinned tests missing from $DATA: $missing"
    status=1
  fi
  new=$(awk -F'\t' '$2 == "pass" {print $1}' "$OUT" | join -v1 - <(grep -v '^#' "$PINNED" | sort) || true)
  if [ -n "$new" ]; then
    echo "onnx_node_tests.sh: newly passing (pin them with --update):" $new
  fi
fi
[ $status -eq 0 ] && echo "onnx_node_tests.sh: every pinned test passes"
exit $status
