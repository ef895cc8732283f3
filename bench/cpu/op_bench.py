#!/usr/bin/env python3
"""Times each op of the registry's newer families against PyTorch eager on the CPU.

    python3 bench/cpu/op_bench.py --build build [--family indexing,window] \\
        [--filter cumsum] [--runs 20]

The cases live in bench/cpu/op_cases/<family>.py, one file per op family,
each defining `cases(np, torch)`: a list of dicts

    dict(name="gather_elements 1024x1024 axis 1",
         mlir="func.func @main(...) -> ... { ... }",   # the nn graph
         inputs=[numpy arrays],                        # its arguments
         torch=lambda *tensors: ...,                   # the eager equivalent
         rtol=1e-4, atol=1e-5)                         # optional

For each case, in one run and on the same inputs: PyTorch computes the
reference (torch.from_numpy of the inputs, under torch.inference_mode, on 2
threads); nn-opt --fuse-ops groups the graph; nn-run checks its outputs
against the reference (a case that computes wrong numbers is reported, not
timed) and times it with --bench N; PyTorch is timed the same way (median
of N calls after one warm-up). The memcpy bandwidth of the machine (NumPy,
256 MB) is measured in the same run. The report (command line, machine,
revision, a Markdown table with nn time / PyTorch time, and the cases over
the 2x goal of issue 18) goes to stdout; progress to stderr.

Needs NumPy and PyTorch (bench/cpu/setup_torch.sh makes a CPU-only venv).
"""

import argparse
import glob
import importlib.util
import os
import shlex
import sys
import tempfile

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, ".."))

import numpy as np  # noqa: E402
import cpu_bench  # noqa: E402  (run, nn_run_bench, time_torch, memcpy_gbps)
from benchinfo import machine_line, revision  # noqa: E402

GOAL_RATIO = 2.0  # issue 18: no new op more than 2x slower than PyTorch eager
THREADS = 2


def load_families(names):
    """{family: module} for bench/cpu/op_cases/*.py, or the named ones.

    A case file that sets OP_BENCH_DEFAULT = False (one with its own driver,
    such as contractions.py) is loaded only when named."""
    paths = sorted(glob.glob(os.path.join(HERE, "op_cases", "*.py")))
    families = {}
    for path in paths:
        family = os.path.splitext(os.path.basename(path))[0]
        if family.startswith("_") or (names and family not in names):
            continue
        spec = importlib.util.spec_from_file_location("op_cases_" + family, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        if names or getattr(module, "OP_BENCH_DEFAULT", True):
            families[family] = module
    missing = set(names or ()) - set(families)
    if missing:
        raise SystemExit("op_bench.py: no case file for " + ", ".join(sorted(missing)))
    return families


def reference(torch, case):
    """The case's outputs computed by PyTorch, as NumPy arrays."""
    with torch.inference_mode():
        out = case["torch"](*[torch.from_numpy(np.ascontiguousarray(a)) for a in case["inputs"]])
    outs = out if isinstance(out, (tuple, list)) else (out,)
    return [o.detach().numpy() for o in outs]


def bench_case(torch, nn_opt, nn_run, case, work, runs, timeout):
    """(nn seconds, torch seconds, problem or None) for one case."""
    graph = os.path.join(work, "graph.mlir")
    fused = os.path.join(work, "fused.mlir")
    with open(graph, "w") as f:
        f.write(case["mlir"])
    inputs = []
    for i, a in enumerate(case["inputs"]):
        inputs.append(os.path.join(work, f"in{i}.npy"))
        np.save(inputs[-1], a)
    expected = []
    for i, a in enumerate(reference(torch, case)):
        expected.append(os.path.join(work, f"out{i}.npy"))
        np.save(expected[-1], a)
    cpu_bench.run([nn_opt, graph, "--fuse-ops", "-o", fused], timeout)
    check = [nn_run, fused, "--input", *inputs, "--check", *expected,
             "--rtol", str(case.get("rtol", 1e-4)), "--atol", str(case.get("atol", 1e-5))]
    try:
        cpu_bench.run(check, timeout)
    except RuntimeError as e:
        return None, None, "wrong numbers or failure: " + str(e).splitlines()[-1].strip()
    nn_time, _, _ = cpu_bench.nn_run_bench(nn_run, fused, inputs, runs, timeout)
    tensors = [torch.from_numpy(np.ascontiguousarray(a)) for a in case["inputs"]]
    torch_time = cpu_bench.time_torch(case["torch"], tensors, runs)
    return nn_time, torch_time, None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default="build", help="build folder holding bin/nn-opt and bin/nn-run")
    ap.add_argument("--family", default="", help="comma-separated case files of op_cases/ (default: all)")
    ap.add_argument("--filter", default="", help="only the cases whose name contains this")
    ap.add_argument("--runs", type=int, default=20, help="timed calls per side (after one warm-up)")
    ap.add_argument("--timeout", type=float, default=600, help="seconds one nn-opt/nn-run call may take")
    args = ap.parse_args()

    torch = cpu_bench.torch
    if torch is None:
        raise SystemExit("op_bench.py needs PyTorch (bench/cpu/setup_torch.sh)")
    torch.set_num_threads(THREADS)
    os.environ.setdefault("OMP_NUM_THREADS", str(THREADS))
    nn_opt = os.path.join(args.build, "bin", "nn-opt")
    nn_run = os.path.join(args.build, "bin", "nn-run")
    families = load_families([f for f in args.family.split(",") if f])

    print("memcpy ...", file=sys.stderr)
    memcpy = cpu_bench.memcpy_gbps()
    rows, over, wrong = [], [], []
    with tempfile.TemporaryDirectory(prefix="nn-op-bench-") as work:
        for family, module in families.items():
            for case in module.cases(np, torch):
                if args.filter and args.filter not in case["name"]:
                    continue
                print(f"{family}: {case['name']} ...", file=sys.stderr)
                nn_time, torch_time, problem = bench_case(
                    torch, nn_opt, nn_run, case, work, args.runs, args.timeout)
                if problem:
                    wrong.append(f"{family}: {case['name']}: {problem}")
                    rows.append(f"| {family} | {case['name']} | - | - | - | {problem} |")
                    continue
                ratio = nn_time / torch_time
                if ratio > GOAL_RATIO:
                    over.append(f"{case['name']} ({ratio:.2f}x)")
                rows.append(f"| {family} | {case['name']} | {nn_time * 1e3:.3f} | "
                            f"{torch_time * 1e3:.3f} | {ratio:.2f}x | ok |")

    print(f"Command: `python3 bench/cpu/op_bench.py {shlex.join(sys.argv[1:])}`  ")
    print(f"Machine: {machine_line()}  ")
    print(f"Revision: {revision()}; PyTorch {torch.__version__} on {THREADS} threads; "
          f"memcpy {memcpy:.1f} GB/s (read + write)\n")
    print("| family | case | nn ms | PyTorch ms | nn / PyTorch | numbers |")
    print("|---|---|---|---|---|---|")
    print("\n".join(rows))
    print(f"\nOver {GOAL_RATIO:g}x PyTorch: " + (", ".join(over) if over else "none"))
    if wrong:
        print("Failed: " + "; ".join(wrong))
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
