#!/usr/bin/env python3
"""Times the run-time check of gather indices: checks on against checks off.

    python3 bench/cpu/gather_bench.py --build build [--rounds 15] [--runs 200]
                                      [--threads N] [--baseline-nn-run OTHER/bin/nn-run]

For each case it writes one nn.gather as static-shaped .mlir (the table and
the indices are function arguments, so nothing is folded) and its inputs as
.npy files (NumPy, seed 1, indices in range, a quarter of them negative),
then times in one run, on the same inputs and the same file:

- off:  `nn-run G.mlir --runtime-checks=false --input ... --bench RUNS`
        (indices clamped into range, nothing reported)
- on:   `nn-run G.mlir --input ... --bench RUNS` (the default: clamped and
        checked, the entry writes a status)
- base: only with --baseline-nn-run: that nn-run (a build from before the
        checks, which neither clamps nor checks) on the same file and inputs

The two (three) configurations alternate, ROUNDS times each, and each keeps
the fastest per-call time nn-run reports (`min`) over its rounds: the
fastest run is the one least disturbed by other work on the machine. The
cost is on/off - 1; the goal is under 2% on every case. --threads sets
OMP_NUM_THREADS for every call (default: unset, all cores): on a machine
that others use, one thread is far steadier, since a parallel loop waits
for its slowest thread.

Cases: an embedding lookup (a 30522x768 f32 table, BERT's vocabulary, with
128 and 512 indices), a gather along a middle axis (32x4096x64, 512
indices along axis 1) and one along the last axis (1024x1024, 512 indices
along axis 1: every element read has its own index), and a tiny gather
(512 indices into a 1024x1 table) where the check is most of the work, so
that on - off is the check's own cost in microseconds. The report (command line, machine, revision, a Markdown
table and a verdict) goes to stdout; progress to stderr. Stdlib + NumPy.
"""

import argparse
import os
import re
import shlex
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True

import numpy as np  # noqa: E402
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from benchinfo import machine_line, revision  # noqa: E402

GOAL = 0.02  # the check may cost at most 2%

BENCH_RE = re.compile(r"bench @\S+: \d+ runs after 1 warm-up: median ([0-9.]+) (s|ms|us|ns), "
                      r"min ([0-9.]+) (s|ms|us|ns) per call")
UNIT = {"s": 1.0, "ms": 1e-3, "us": 1e-6, "ns": 1e-9}

# name, data shape, number of indices, axis
CASES = [
    ("embedding 30522x768, 128 indices", (30522, 768), 128, 0),
    ("embedding 30522x768, 512 indices", (30522, 768), 512, 0),
    ("middle axis 32x4096x64, 512 indices", (32, 4096, 64), 512, 1),
    ("last axis 1024x1024, 512 indices", (1024, 1024), 512, 1),
    # The check's own cost: so little to gather that the check is most of it.
    ("tiny 1024x1, 512 indices", (1024, 1), 512, 0),
]


def tensor(shape, element):
    return "tensor<" + "x".join(str(d) for d in shape) + "x" + element + ">"


def gather_ir(shape, count, axis):
    result = shape[:axis] + (count,) + shape[axis + 1:]
    data, idx, out = tensor(shape, "f32"), tensor((count,), "i64"), tensor(result, "f32")
    return (f"func.func @main(%d: {data}, %i: {idx}) -> {out} {{\n"
            f"  %0 = \"nn.gather\"(%d, %i) {{axis = {axis} : i64}} : ({data}, {idx}) -> {out}\n"
            f"  return %0 : {out}\n}}\n")


def write_case(directory, index, shape, count, axis):
    rng = np.random.default_rng(1)
    n = shape[axis]
    indices = rng.integers(0, n, size=count, dtype=np.int64)
    negative = rng.random(count) < 0.25
    indices[negative] -= n  # the same rows, counted from the end
    paths = [os.path.join(directory, f"case{index}_{name}") for name in ("g.mlir", "data.npy", "idx.npy")]
    with open(paths[0], "w") as f:
        f.write(gather_ir(shape, count, axis))
    np.save(paths[1], rng.standard_normal(shape, dtype=np.float32))
    np.save(paths[2], indices)
    return paths


def time_call(nn_run, mlir, inputs, runs, extra, env):
    cmd = [nn_run, mlir, "--input", *inputs, "--bench", str(runs), *extra]
    out = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if out.returncode != 0:
        sys.exit(f"failed ({out.returncode}): {shlex.join(cmd)}\n{out.stderr}")
    m = BENCH_RE.search(out.stdout)
    if not m:
        sys.exit(f"no bench line in the output of {shlex.join(cmd)}:\n{out.stdout}")
    return float(m.group(3)) * UNIT[m.group(4)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build", default="build", help="the build folder with bin/nn-run")
    parser.add_argument("--rounds", type=int, default=15, help="alternating rounds per configuration")
    parser.add_argument("--runs", type=int, default=200, help="calls per nn-run --bench")
    parser.add_argument("--threads", type=int, help="OMP_NUM_THREADS for the calls (default: all cores)")
    parser.add_argument("--baseline-nn-run", help="an nn-run from before the checks, for a third column")
    args = parser.parse_args()
    nn_run = os.path.join(args.build, "bin", "nn-run")
    env = dict(os.environ)
    if args.threads:
        env["OMP_NUM_THREADS"] = str(args.threads)
    configs = [("off", nn_run, ["--runtime-checks=false"]), ("on", nn_run, [])]
    if args.baseline_nn_run:
        configs.append(("base", args.baseline_nn_run, []))

    rows = []
    with tempfile.TemporaryDirectory(prefix="nn-gather-bench-") as directory:
        for index, (name, shape, count, axis) in enumerate(CASES):
            mlir, data, idx = write_case(directory, index, shape, count, axis)
            best = {label: float("inf") for label, _, _ in configs}
            for r in range(args.rounds):
                for label, binary, extra in configs:
                    best[label] = min(best[label], time_call(binary, mlir, [data, idx], args.runs, extra, env))
                print(f"{name}: round {r + 1}/{args.rounds}: " +
                      ", ".join(f"{k} {v * 1e6:.1f} us" for k, v in best.items()), file=sys.stderr)
            rows.append((name, best))

    print(f"command: {shlex.join(sys.argv)}")
    print(f"machine: {machine_line()}")
    print(f"revision: {revision()}")
    threads = args.threads or "all (OMP_NUM_THREADS unset)"
    print(f"fastest per-call time of {args.rounds} rounds x {args.runs} calls each, configurations "
          f"alternating; threads: {threads}\n")
    base = args.baseline_nn_run is not None
    print("| case | checks off (us) | checks on (us) | on - off (us) | cost of the check |" +
          (" before checks (us) |" if base else ""))
    print("|---|---:|---:|---:|---:|" + ("---:|" if base else ""))
    worst = 0.0
    for name, best in rows:
        cost = best["on"] / best["off"] - 1
        if not name.startswith("tiny"):  # there the check is the work
            worst = max(worst, cost)
        line = (f"| {name} | {best['off'] * 1e6:.1f} | {best['on'] * 1e6:.1f} | "
                f"{(best['on'] - best['off']) * 1e6:+.2f} | {cost * 100:+.2f}% |")
        if base:
            line += f" {best['base'] * 1e6:.1f} |"
        print(line)
    verdict = "met" if worst < GOAL else "NOT met"
    print(f"\ngoal (the check costs under {GOAL * 100:.0f}% on every case): {verdict} "
          f"(worst {worst * 100:+.2f}%)")


if __name__ == "__main__":
    main()
