#!/usr/bin/env python3
"""Times the matmuls and convolutions of issue 19 against PyTorch eager and the machine's FMA peak.

    . /tmp/torchenv/nn-torch-env.sh
    "$NN_TORCH_PYTHON" bench/cpu/contraction_bench.py --build build [--filter matmul] [--runs 10]

The cases are bench/cpu/op_cases/contractions.py (op_bench.py's format, plus
each case's kind and flop count). Each case goes through op_bench.py's
bench_case: PyTorch computes the reference, `nn-opt --fuse-ops` groups the
graph, `nn-run --check` compares nn's result with PyTorch's (a case that
computes wrong numbers is reported, not timed), then both sides are timed
on the same inputs (median of N calls after one warm-up, 2 threads or
--threads). With
--rounds R that is done R times, one case after the other, and each side
keeps its fastest median: on a shared machine a busy moment only slows a
round down.

In the same run the driver compiles bench/cpu/fma_peak.c with
`cc -O2 -pthread` and runs it on 1 thread and on T = 2 (--threads) threads
at once, at the start and again at the end. The peak the fractions are
taken of is the larger of T x the best 1-thread figure and the best
T-thread one: on a shared machine the T-thread loop comes out low whenever
another job holds a CPU, the 1-thread one much less (see main). It also
measures memcpy bandwidth (op_bench's).

For each case: nn and PyTorch milliseconds, nn time / PyTorch time, GFLOP/s
of both (2*M*N*K for a matmul, 2*N*F*OH*OW*C*KH*KW/groups for a
convolution), the fraction of the FMA peak each reaches, and the goals of
issue 19: a matmul at most 1.25x PyTorch's time (0.8x its speed), a
convolution at most 1/0.7x (0.7x its speed), and matmul 2048^3 at least 75%
of the FMA peak. The report (command line, machine, revisions, peak, memcpy,
the load average at the start and the end, a Markdown table) goes to stdout; progress to stderr. Exit status 1 when a
case computes wrong numbers or fails.
"""

import argparse
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import numpy as np  # noqa: E402
import op_bench  # noqa: E402  (load_families, bench_case, THREADS; cpu_bench, benchinfo)
from op_bench import cpu_bench, machine_line, revision  # noqa: E402

# Issue 19's goals: speed relative to PyTorch (nn time / PyTorch time at most
# 1 / speed) per kind of case, and the fraction of the FMA peak for the cases
# that name one (matmul 2048^3).
SPEED_GOAL = {"matmul": 0.8, "conv": 0.7}
PEAK_RE = re.compile(r"fma_peak isa=(\S+) threads=(\d+) gflops=([0-9.]+)")


def build_fma_peak(work, cc):
    """Compiles fma_peak.c into `work`; returns the binary's path."""
    exe = os.path.join(work, "fma_peak")
    cpu_bench.run([cc, "-O2", "-pthread", os.path.join(HERE, "fma_peak.c"), "-o", exe], 120)
    return exe


def fma_peak(exe, threads):
    """(isa, {threads: GFLOP/s}) from one fma_peak run on 1 and `threads` threads."""
    out = cpu_bench.run([exe, *sorted({"1", str(threads)})], 120)
    found = PEAK_RE.findall(out)
    if not found:
        raise RuntimeError("no fma_peak line in:\n" + out)
    return found[0][0], {int(n): float(g) for _, n, g in found}


def build_revision(build):
    """The revision checked out in the sources `build` was configured from
    (CMakeCache.txt), and when its nn-run was last linked: the build may be
    newer or older than the checkout's HEAD, so the report gives both."""
    try:
        with open(os.path.join(build, "CMakeCache.txt")) as f:
            src = next(line.split("=", 1)[1].strip() for line in f
                       if line.startswith("CMAKE_HOME_DIRECTORY:"))
        out = subprocess.run(["git", "-C", src, "log", "-1", "--format=%h %cd %s", "--date=iso"],
                             capture_output=True, text=True, timeout=10)
        linked = time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime(
            os.path.getmtime(os.path.join(build, "bin", "nn-run"))))
        return f"{src} at {out.stdout.strip() or 'unknown'} (bin/nn-run linked {linked})"
    except (OSError, StopIteration, subprocess.SubprocessError):
        return "unknown"


def goal(case, ratio, nn_gflops, peak):
    """'met' / 'not met' with the goals checked, for one timed case."""
    speed = SPEED_GOAL[case["kind"]]
    parts = [(ratio <= 1 / speed, f"{speed:g}x PyTorch")]
    if "peak_goal" in case:
        parts.append((nn_gflops >= case["peak_goal"] * peak, f"{case['peak_goal']:.0%} of peak"))
    if all(p[0] for p in parts):
        return "met (" + ", ".join(p[1] for p in parts) + ")"
    return "**not met** (" + ", ".join(p[1] + (": met" if p[0] else ": not met") for p in parts) + ")"


def row(case, nn_time, torch_time, peak):
    """The table row of a timed case, and whether it met its goals."""
    ratio = nn_time / torch_time
    nn_gf, torch_gf = case["flops"] / nn_time / 1e9, case["flops"] / torch_time / 1e9
    verdict = goal(case, ratio, nn_gf, peak)
    return (f"| {case['name']} | {nn_time * 1e3:.3f} | {torch_time * 1e3:.3f} | {ratio:.2f}x | "
            f"{nn_gf:.1f} | {torch_gf:.1f} | {nn_gf / peak:.1%} | {torch_gf / peak:.1%} | {verdict} | ok |",
            verdict.startswith("met"))


def time_case(torch, nn_opt, nn_run, case, work, args):
    """op_bench.bench_case --rounds times: (fastest nn, fastest torch, problem)."""
    nn_times, torch_times = [], []
    for _ in range(args.rounds):
        nn_time, torch_time, problem = op_bench.bench_case(
            torch, nn_opt, nn_run, case, work, args.runs, args.timeout)
        if problem:
            return None, None, problem
        nn_times.append(nn_time)
        torch_times.append(torch_time)
    return min(nn_times), min(torch_times), None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default="build", help="build folder holding bin/nn-opt and bin/nn-run")
    ap.add_argument("--filter", default="", help="only the cases whose name contains this")
    ap.add_argument("--runs", type=int, default=10, help="timed calls per side (after one warm-up)")
    ap.add_argument("--timeout", type=float, default=600, help="seconds one nn-opt/nn-run call may take")
    ap.add_argument("--threads", type=int, default=op_bench.THREADS,
                    help="threads of both sides (OMP_NUM_THREADS, torch.set_num_threads) and of the peak")
    ap.add_argument("--rounds", type=int, default=3,
                    help="time each case this many times; each side keeps its fastest median")
    ap.add_argument("--cc", default="cc", help="C compiler for fma_peak.c")
    ap.add_argument("--set", choices=["issue19", "resnet50"], default="issue19",
                    help="the cases: issue 19's matmuls and convolutions, or ResNet-50's convolutions "
                         "one by one (with bias and ReLU)")
    args = ap.parse_args()

    torch = cpu_bench.torch
    if torch is None:
        raise SystemExit("contraction_bench.py needs PyTorch (bench/cpu/setup_torch.sh)")
    threads = args.threads
    torch.set_num_threads(threads)
    os.environ["OMP_NUM_THREADS"] = str(threads)
    nn_opt = os.path.join(args.build, "bin", "nn-opt")
    nn_run = os.path.join(args.build, "bin", "nn-run")
    module = op_bench.load_families(["contractions"])["contractions"]
    every = module.cases(np, torch) if args.set == "issue19" else module.resnet50_cases(np, torch)
    cases = [c for c in every if args.filter in c["name"]]

    rows, missed, wrong = [], [], []
    load_start = os.getloadavg()[0]
    built_from = build_revision(args.build)  # before the run: the checkout may move on
    with tempfile.TemporaryDirectory(prefix="nn-contraction-bench-") as work:
        exe = build_fma_peak(work, args.cc)
        print("FMA peak ...", file=sys.stderr)
        isa, first = fma_peak(exe, threads)
        print(f"  {isa}: " + ", ".join(f"{n} threads {g:.1f} GFLOP/s" for n, g in first.items()),
              file=sys.stderr)
        print("memcpy ...", file=sys.stderr)
        memcpy = cpu_bench.memcpy_gbps()
        for case in cases:
            print(f"{case['name']} ...", file=sys.stderr)
            nn_time, torch_time, problem = time_case(torch, nn_opt, nn_run, case, work, args)
            if problem:
                print(f"  {problem}", file=sys.stderr)
                wrong.append(f"{case['name']}: {problem}")
                rows.append((case, None, None, problem))
                continue
            print(f"  nn {nn_time * 1e3:.3f} ms, PyTorch {torch_time * 1e3:.3f} ms", file=sys.stderr)
            rows.append((case, nn_time, torch_time, None))
        print("FMA peak again ...", file=sys.stderr)
        _, last = fma_peak(exe, threads)
    load_end = os.getloadavg()[0]
    # On a busy machine the T-thread loop comes out low (a thread waits for a
    # CPU), the 1-thread one much less: T x the best 1-thread figure is the
    # peak of T idle, independent cores. The T-thread figure stays in the
    # report: on an idle machine it shows whether the CPUs share FMA units
    # (SMT siblings: then it is no higher than the 1-thread one).
    measured = max(first[threads], last[threads])
    single = max(first[1], last[1])
    peak = max(measured, threads * single)

    print(f"Command: `python3 bench/cpu/contraction_bench.py {shlex.join(sys.argv[1:])}`  ")
    print(f"Machine: {machine_line()}  ")
    print(f"Revision: bench {revision()}; nn-opt/nn-run from {args.build}, "
          f"built from {built_from}; PyTorch {torch.__version__} on {threads} thread{'s' if threads > 1 else ''}  ")
    if threads == 1:
        print(f"FMA peak (fma_peak.c, {isa}, f32): {peak:.1f} GFLOP/s on 1 thread, the fractions' denominator "
              f"(the better of {first[1]:.1f} at the start and {last[1]:.1f} at the end)  ")
    else:
        print(f"FMA peak (fma_peak.c, {isa}, f32): {peak:.1f} GFLOP/s on {threads} threads, the fractions' "
              f"denominator: the larger of {threads} x the best 1-thread figure ({threads * single:.1f}) and the "
              f"best {threads}-thread one ({measured:.1f}). Measured at the start and the end: 1 thread "
              f"{first[1]:.1f}, {last[1]:.1f}; {threads} threads at once {first[threads]:.1f}, "
              f"{last[threads]:.1f}  ")
    print(f"memcpy {memcpy:.1f} GB/s (read + write); load average {load_start:.2f} at the start, "
          f"{load_end:.2f} at the end; {args.runs} calls per side, fastest median of {args.rounds} rounds\n")
    print("| case | nn ms | PyTorch ms | nn / PyTorch | nn GFLOP/s | PyTorch GFLOP/s "
          "| nn % of peak | PyTorch % of peak | goal | numbers |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---|---|")
    for case, nn_time, torch_time, problem in rows:
        if problem:
            print(f"| {case['name']} | - | - | - | - | - | - | - | - | {problem} |")
            continue
        line, ok = row(case, nn_time, torch_time, peak)
        print(line)
        if not ok:
            missed.append(case["name"])
    print("\nGoals (issue 19): matmuls at least 0.8x PyTorch's speed (nn time at most 1.25x), "
          "convolutions at least 0.7x (at most 1.43x), matmul 2048^3 at least 75% of the FMA peak.  ")
    print("Not met: " + (", ".join(missed) if missed else "none") + "  ")
    over = [c["name"] for c, n, t, p in rows if not p and c["flops"] / min(n, t) / 1e9 > peak]
    if over:
        print("Above the FMA peak (fma_peak ran at a busier moment): " + ", ".join(over) + "  ")
    if wrong:
        print("Failed: " + "; ".join(wrong))
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
