#!/usr/bin/env python3
"""Times an nn-opt pass (by default --fuse-ops) against parse+verify+print.

    python3 bench/fuse_ops_bench.py --nn-opt build/bin/nn-opt \
        [--kinds cnn,transformer,chain] [--sizes 1563,3125,... | --max-ops 200000] \
        [--repeat 3] [--pass=--fuse-ops]

For each kind and size it generates a graph with bench/gen_graphs.py (cached
in a temporary folder by kind, size, seed and generator version) and times,
wall clock, `nn-opt FILE -o /dev/null` (the baseline: parse, verify, print)
and `nn-opt FILE <pass> -o /dev/null`, alternating the two commands in each
of --repeat rounds so that both see the same machine state. It prints a
Markdown table per kind and a verdict for the goal at about 100k ops: the
pass costs at most 1x the baseline on top of it, and its time grows by at
most 2.2x per doubling of the graph. Progress goes to stderr; the report
(command line, machine, tables, verdicts) to stdout.
"""

import argparse
import hashlib
import math
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # leave no __pycache__ in bench/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_graphs  # noqa: E402  (the generator sits next to this file)
from benchinfo import machine_line, revision  # noqa: E402

GOAL_OPS = 100000
GOAL_RATIO = 1.0
GOAL_GROWTH = 2.2


def default_sizes(max_ops):
    """Doubling sizes ending at max_ops, from the first one >= 1000: 1563 .. 200000 by default."""
    sizes, k = [], 0
    while True:
        n = int(max_ops / 2 ** k + 0.5)
        if n < 1000 and sizes:
            break
        sizes.append(n)
        k += 1
    return sorted(sizes)


def graph_file(cache_dir, kind, ops, seed):
    """Path of the cached graph for kind/ops/seed, generating it when missing."""
    path = os.path.join(cache_dir, f"{kind}-{ops}-s{seed}.mlir")
    if not os.path.exists(path):
        tmp = path + f".tmp{os.getpid()}"
        with open(tmp, "w") as f:
            f.write(gen_graphs.generate(kind, ops, seed))
        os.replace(tmp, path)
    return path


def run_timed(cmd, timeout):
    """Runs cmd once; returns its wall time in seconds. Raises RuntimeError on failure."""
    start = time.perf_counter()
    try:
        proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        raise RuntimeError(f"timed out after {timeout:g} s: {shlex.join(cmd)}")
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        err = proc.stderr.decode(errors="replace").strip().splitlines()[:5]
        raise RuntimeError(f"exit {proc.returncode}: {shlex.join(cmd)}\n  " + "\n  ".join(err))
    return elapsed


def measure(nn_opt, path, pass_args, repeat, timeout):
    """Median baseline time, median with-pass time and median paired difference, in seconds."""
    base_cmd = [nn_opt, path, "-o", os.devnull]
    pass_cmd = [nn_opt, path, *pass_args, "-o", os.devnull]
    run_timed(base_cmd, timeout)  # warm-up: page cache, and a check that both commands work
    run_timed(pass_cmd, timeout)
    base, full = [], []
    for r in range(repeat):
        # Alternate which command goes first, so neither always follows the other.
        if r % 2 == 0:
            b = run_timed(base_cmd, timeout)
            p = run_timed(pass_cmd, timeout)
        else:
            p = run_timed(pass_cmd, timeout)
            b = run_timed(base_cmd, timeout)
        base.append(b)
        full.append(p)
    only = statistics.median(p - b for p, b in zip(full, base))
    return statistics.median(base), statistics.median(full), only


def growth_per_doubling(t0, t1, n0, n1):
    """(t1/t0) scaled to one doubling of the op count, or None when it means nothing."""
    if t0 is None or t1 is None or t0 <= 0 or t1 <= 0 or n1 <= n0:
        return None
    return (t1 / t0) ** (1.0 / math.log2(n1 / n0))


def fmt(x, spec):
    return "n/a" if x is None else format(x, spec)


def bench_kind(args, kind, sizes, pass_args, cache_dir):
    """Measures one kind over all sizes; returns rows of (ops, base, full, only) or an error."""
    rows, error = [], None
    for n in sizes:
        t0 = time.perf_counter()
        path = graph_file(cache_dir, kind, n, args.seed)
        try:
            base, full, only = measure(args.nn_opt, path, pass_args, args.repeat, args.timeout)
        except RuntimeError as e:
            error = f"{n} ops: {e}"
            print(f"  {kind} {n}: FAILED: {e}", file=sys.stderr)
            break  # larger graphs would only fail or time out as well
        rows.append((n, base, full, only))
        print(f"  {kind:11} {n:7} ops: baseline {base:.3f} s, with pass {full:.3f} s "
              f"({time.perf_counter() - t0:.1f} s)", file=sys.stderr)
    return rows, error


def print_table(kind, rows):
    print(f"### {kind}\n")
    if not rows:
        print("No size measured.\n")
        return
    print("| ops | baseline s | with pass s | pass only s | pass only / baseline "
          "| pass-only growth / doubling | total growth / doubling |")
    print("|---:|---:|---:|---:|---:|---:|---:|")
    prev = None
    for n, base, full, only in rows:
        g_only = g_full = None
        if prev is not None:
            g_only = growth_per_doubling(prev[3], only, prev[0], n)
            g_full = growth_per_doubling(prev[2], full, prev[0], n)
        ratio = only / base if base > 0 else None
        print(f"| {n} | {base:.3f} | {full:.3f} | {only:.3f} | {fmt(ratio, '.2f')} "
              f"| {fmt(g_only, '.2f')} | {fmt(g_full, '.2f')} |")
        prev = (n, base, full, only)
    print()


def fitted_growth(points):
    """Growth per doubling from a least-squares fit of log2(time) on log2(ops), or None."""
    pts = [(math.log2(n), math.log2(t)) for n, t in points if t > 0]
    if len(pts) < 2:
        return None
    mx = sum(x for x, _ in pts) / len(pts)
    my = sum(y for _, y in pts) / len(pts)
    var = sum((x - mx) ** 2 for x, _ in pts)
    if var == 0:
        return None
    return 2 ** (sum((x - mx) * (y - my) for x, y in pts) / var)


def verdict(kind, rows, error):
    """One line: does the pass meet the goal at the size nearest 100k ops?

    The ratio is the one measured at that size. The growth is fitted to the
    pass-only times of every size from a quarter of it to twice it (25k,
    50k, 100k, 200k by default), so that one noisy row does not decide it;
    a power law t ~ n^k fitted there gives 2^k per doubling.
    """
    stopped = f"; stopped at {error.splitlines()[0]}" if error else ""
    if not rows:
        return f"- {kind}: FAIL: nothing measured{stopped}"
    i = min(range(len(rows)), key=lambda j: abs(math.log(rows[j][0] / GOAL_OPS)))
    n, base, _, only = rows[i]
    ratio = only / base
    window = [(m, o) for m, _, _, o in rows if n / 4 <= m <= 2 * n]
    growth = fitted_growth(window)
    ok = ratio <= GOAL_RATIO and growth is not None and growth <= GOAL_GROWTH
    if error and i == len(rows) - 1:
        ok = False  # the next size failed or timed out
    near = "" if 0.75 <= n / GOAL_OPS <= 1.5 else f" (the size nearest {GOAL_OPS}: indicative only)"
    fitted = ", ".join(str(m) for m, o in window if o > 0)
    return (f"- {kind}: {'PASS' if ok else 'FAIL'} at {n} ops{near}: pass only / baseline "
            f"{ratio:.2f} (goal <= {GOAL_RATIO:g}); pass-only growth per doubling "
            f"{fmt(growth, '.2f')}{'x' if growth else ''}, fitted over {fitted or 'nothing'} ops "
            f"(goal <= {GOAL_GROWTH:g}){stopped}")


def main():
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n")[0],
        epilog="Give the pass with '=' as it starts with dashes: --pass=--fuse-ops, "
               "or several words: --pass='--infer-shapes --cse'.")
    parser.add_argument("--nn-opt", default="build/bin/nn-opt", help="the driver (build/bin/nn-opt)")
    parser.add_argument("--kinds", default="cnn,transformer,chain",
                        help="comma-separated graph kinds (cnn,transformer,chain)")
    parser.add_argument("--sizes", help="comma-separated op counts (default: doubling up to --max-ops)")
    parser.add_argument("--max-ops", type=int, default=200000,
                        help="largest size; sizes halve from it down to >= 1000 (200000: 1563..200000)")
    parser.add_argument("--repeat", type=int, default=3, help="timed rounds per size (3)")
    parser.add_argument("--pass", dest="pass_args", default="--fuse-ops",
                        help="nn-opt arguments of the pass under test (--fuse-ops)")
    parser.add_argument("--seed", type=int, default=0, help="generator seed (0)")
    parser.add_argument("--timeout", type=float, default=300,
                        help="seconds one nn-opt run may take; larger sizes of that kind are skipped (300)")
    parser.add_argument("--cache-dir", help="where generated graphs are kept (a folder under $TMPDIR)")
    args = parser.parse_args()

    kinds = [k for k in args.kinds.split(",") if k]
    for k in kinds:
        if k not in gen_graphs.GENERATORS:
            parser.error(f"unknown kind {k!r}; choose from {', '.join(gen_graphs.GENERATORS)}")
    sizes = (sorted(int(s) for s in args.sizes.split(",") if s) if args.sizes
             else default_sizes(args.max_ops))
    if args.repeat < 1:
        parser.error("--repeat must be >= 1")
    pass_args = shlex.split(args.pass_args)
    if not os.access(args.nn_opt, os.X_OK):
        parser.error(f"{args.nn_opt} is not an executable; build nn-opt first")
    cache_dir = args.cache_dir
    if not cache_dir:
        with open(gen_graphs.__file__, "rb") as f:
            version = hashlib.sha256(f.read()).hexdigest()[:12]
        cache_dir = os.path.join(tempfile.gettempdir(), f"nn-bench-graphs-{version}")
    os.makedirs(cache_dir, exist_ok=True)

    start = time.perf_counter()
    results = {}
    for kind in kinds:
        print(f"{kind}:", file=sys.stderr)
        results[kind] = bench_kind(args, kind, sizes, pass_args, cache_dir)

    print("## nn-opt " + " ".join(pass_args) + " against parse+verify+print\n")
    print("Command: `python3 " + shlex.join(sys.argv) + "`  ")
    print(f"Machine: {machine_line()}  ")
    print(f"nn revision: {revision()}; wall-clock medians of {args.repeat} alternating runs; "
          f"pass only = median of the paired differences; growth is scaled to one doubling.\n")
    for kind in kinds:
        rows, error = results[kind]
        print_table(kind, rows)
        if error:
            print(f"Stopped at:\n\n```\n{error}\n```\n")
    print(f"Goal at ~{GOAL_OPS} ops: pass only / baseline <= {GOAL_RATIO:g} and pass-only time "
          f"growing <= {GOAL_GROWTH:g}x per doubling (a power law fitted from a quarter to twice "
          f"that size).\n")
    for kind in kinds:
        print(verdict(kind, *results[kind]))
    print(f"\nTotal benchmark time: {time.perf_counter() - start:.0f} s")
    return 1 if any(error for _, error in results.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
