#!/usr/bin/env python3
"""Times nn-run (fused and unfused) against PyTorch eager and NumPy on the CPU.

    python3 bench/cpu/cpu_bench.py --build build [--repeat-scale 1.0] [--graphs ...]

For each of five graphs (an 8-op elementwise chain on 16M floats,
matmul+bias+gelu 1024^3, conv+bias+relu 1x64x56x56 3x3, layer_norm and
softmax on 4096x1024) it writes the graph as static-shaped .mlir (weights
are function arguments) and random inputs as .npy files (NumPy, seed 1),
then times, in one run and on the same inputs:

- unfused: `nn-run G.mlir --input ... --bench N`
- fused:   `nn-opt G.mlir --fuse-ops -o G.fused.mlir`, then the same on that
- torch:   the same graph in PyTorch eager (torch.from_numpy of the same
           arrays; the idiomatic eager ops: F.gelu(approximate='tanh'),
           F.conv2d, F.layer_norm, torch.softmax, the elementwise chain op by
           op) on os.cpu_count() threads, under torch.inference_mode(),
           median of N calls after one warm-up. Only when `import torch`
           works: bench/cpu/setup_torch.sh makes it work on a CPU-only
           machine. Without it the column is left out.
- numpy:   the same graph computed op by op in NumPy, each op materializing
           its result as an eager framework does (median of N calls after one
           warm-up).

It also measures memcpy bandwidth in the same run (numpy.copyto of a 256 MB
float32 array, GB/s counting bytes read + bytes written, median of 10). The
report (command line, machine, revision, a Markdown table and a verdict per
goal) goes to stdout; progress to stderr. Stdlib + NumPy (+ PyTorch when
importable).
"""

import argparse
import os
import re
import shlex
import statistics
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True

import numpy as np  # noqa: E402
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from benchinfo import machine_line, revision  # noqa: E402
import graphs  # noqa: E402  (bench/graphs.py: the IR shared with the GPU check)


def import_torch():
    """torch and torch.nn.functional, or (None, None) when torch does not import.

    The CUDA wheel on a CPU-only machine warns when it probes for a GPU; the
    benchmark only uses CPU tensors, so those warnings are noise here."""
    import warnings
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            import torch
            import torch.nn.functional as F
    except Exception as e:  # ImportError, or OSError from a missing CUDA library
        print(f"torch not available ({type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}); "
              "no PyTorch column (see bench/cpu/setup_torch.sh)", file=sys.stderr)
        return None, None
    torch.set_num_threads(os.cpu_count())
    return torch, F


torch, F = import_torch()

GOAL_MEMCPY_FRACTION = 0.7
NOISE = 0.05  # fused up to 5% slower than unfused is reported as within noise
MEMCPY_BYTES = 256 * 1024 * 1024

BENCH_RE = re.compile(r"bench @(\S+): (\d+) runs after 1 warm-up: median ([0-9.]+) (s|ms|us|ns), "
                      r"min ([0-9.]+) (s|ms|us|ns) per call, ([0-9.eE+-]+) GB/s \((\d+) bytes in\+out\)")
UNIT = {"s": 1.0, "ms": 1e-3, "us": 1e-6, "ns": 1e-9}


def t(shape):
    return "tensor<" + "x".join(str(d) for d in shape) + "xf32>"


# --- the graphs -------------------------------------------------------------

def ew_chain():
    n = 16 * 1024 * 1024
    mlir = graphs.ew_chain(n)[0]

    def numpy_fn(x):
        y = x * np.float32(0.5)
        y += np.float32(0.1)          # nn.scale: one op, two NumPy calls (the second in place)
        y = np.maximum(y, np.float32(0))
        y = y * x
        y = y + x
        y = np.abs(y)
        y = np.negative(y)
        y = np.maximum(y, x)
        z = y * np.float32(2)
        z -= np.float32(1)
        return z

    def torch_fn(x):
        y = x * 0.5
        y += 0.1                      # nn.scale as in NumPy: a multiply, then an in-place add
        y = torch.relu(y)
        y = y * x
        y = y + x
        y = torch.abs(y)
        y = torch.neg(y)
        y = torch.maximum(y, x)
        z = y * 2.0
        z -= 1.0
        return z
    return mlir, [[n]], numpy_fn, torch_fn


def matmul_bias_gelu():
    M = K = N = 1024
    mlir = f"""// matmul + bias + gelu (tanh approximation), 1024x1024x1024.
func.func @main(%a: {t([M, K])}, %w: {t([K, N])}, %b: {t([N])}) -> {t([M, N])} {{
  %0 = "nn.matmul"(%a, %w) : ({t([M, K])}, {t([K, N])}) -> {t([M, N])}
  %1 = "nn.bias_add"(%0, %b) {{axis = -1 : i64}} : ({t([M, N])}, {t([N])}) -> {t([M, N])}
  %2 = "nn.gelu"(%1) {{approximate = "tanh"}} : ({t([M, N])}) -> {t([M, N])}
  return %2 : {t([M, N])}
}}
"""
    c = np.float32(np.sqrt(2 / np.pi))

    def numpy_fn(a, w, b):
        y = a @ w
        y = y + b
        # gelu(approximate='tanh'), op by op as an eager framework without a gelu kernel
        inner = y * y
        inner = inner * y
        inner = inner * np.float32(0.044715)
        inner = inner + y
        inner = inner * c
        inner = np.tanh(inner)
        inner = inner + np.float32(1)
        out = y * inner
        return out * np.float32(0.5)

    def torch_fn(a, w, b):
        return F.gelu(torch.matmul(a, w) + b, approximate="tanh")
    return mlir, [[M, K], [K, N], [N]], numpy_fn, torch_fn


def conv_bias_relu():
    N, C, H, W, O = 1, 64, 56, 56, 64
    xs, ws, ys = [N, C, H, W], [O, C, 3, 3], [N, O, H, W]
    mlir = f"""// conv2d 3x3 (padding 1) + bias + relu, NCHW, 1x64x56x56 -> 1x64x56x56.
func.func @main(%x: {t(xs)}, %w: {t(ws)}, %b: {t([O])}) -> {t(ys)} {{
  %0 = "nn.conv2d"(%x, %w) {{padding = array<i64: 1, 1, 1, 1>}} : ({t(xs)}, {t(ws)}) -> {t(ys)}
  %1 = "nn.bias_add"(%0, %b) : ({t(ys)}, {t([O])}) -> {t(ys)}
  %2 = "nn.relu"(%1) : ({t(ys)}) -> {t(ys)}
  return %2 : {t(ys)}
}}
"""

    def numpy_fn(x, w, b):
        # im2col + GEMM (BLAS), the usual CPU convolution of an eager framework.
        xp = np.pad(x, ((0, 0), (0, 0), (1, 1), (1, 1)))
        cols = np.lib.stride_tricks.sliding_window_view(xp, (3, 3), axis=(2, 3))  # N,C,H,W,3,3
        cols = np.ascontiguousarray(cols.transpose(0, 2, 3, 1, 4, 5)).reshape(N * H * W, C * 9)
        y = cols @ w.reshape(O, C * 9).T                          # (N*H*W, O)
        y = np.ascontiguousarray(y.reshape(N, H, W, O).transpose(0, 3, 1, 2))
        y = y + b.reshape(1, O, 1, 1)
        return np.maximum(y, np.float32(0))

    def torch_fn(x, w, b):
        # The bias goes into conv2d, as nn.Conv2d passes it.
        return torch.relu(F.conv2d(x, w, b, padding=1))
    return mlir, [xs, ws, [O]], numpy_fn, torch_fn


def layer_norm():
    R, D = 4096, 1024
    mlir = graphs.layer_norm(R, D)[0]

    def numpy_fn(x, g, b):
        mean = x.mean(axis=-1, keepdims=True)
        d = x - mean
        var = (d * d).mean(axis=-1, keepdims=True)
        inv = 1 / np.sqrt(var + np.float32(1e-5))
        y = d * inv
        y = y * g
        return y + b

    def torch_fn(x, g, b):
        return F.layer_norm(x, (D,), g, b, eps=1e-5)
    return mlir, [[R, D], [D], [D]], numpy_fn, torch_fn


def softmax():
    R, D = 4096, 1024
    mlir = graphs.softmax(R, D)[0]

    def numpy_fn(x):
        m = x.max(axis=-1, keepdims=True)
        e = np.exp(x - m)
        s = e.sum(axis=-1, keepdims=True)
        return e / s

    def torch_fn(x):
        return torch.softmax(x, dim=-1)
    return mlir, [[R, D]], numpy_fn, torch_fn


# name -> (builder, memory-bound?, default --bench N, default rounds)
GRAPHS = {
    "ew_chain": (ew_chain, True, 20, 5),
    "matmul_bias_gelu": (matmul_bias_gelu, False, 3, 1),
    "conv_bias_relu": (conv_bias_relu, False, 5, 3),
    "layer_norm": (layer_norm, True, 20, 5),
    "softmax": (softmax, True, 20, 5),
}


# --- measuring --------------------------------------------------------------

def run(cmd, timeout):
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    if proc.returncode != 0:
        raise RuntimeError(f"exit {proc.returncode}: {shlex.join(cmd)}\n  "
                           + "\n  ".join(proc.stderr.strip().splitlines()[:5]))
    return proc.stdout


def nn_run_bench(nn_run, path, inputs, n, timeout):
    """(median seconds, GB/s, bytes) from nn-run's --bench line."""
    out = run([nn_run, path, "--input", *inputs, "--bench", str(n)], timeout)
    m = BENCH_RE.search(out)
    if not m:
        raise RuntimeError(f"no bench line in nn-run output:\n{out}")
    return float(m.group(3)) * UNIT[m.group(4)], float(m.group(7)), int(m.group(8))


def time_numpy(fn, args, n):
    fn(*args)  # warm-up
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        fn(*args)
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def time_torch(fn, args, n):
    with torch.inference_mode():
        return time_numpy(fn, args, n)


def rel_error(got, expected):
    return float(np.max(np.abs(got - expected)) / max(1e-30, float(np.max(np.abs(expected)))))


def memcpy_gbps(repeat=10):
    src = np.ones(MEMCPY_BYTES // 4, dtype=np.float32)
    dst = np.empty_like(src)
    np.copyto(dst, src)  # warm-up, faults the pages in
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        np.copyto(dst, src)
        times.append(time.perf_counter() - t0)
    return 2 * MEMCPY_BYTES / statistics.median(times) / 1e9


def max_rel_error(nn_run, path, inputs, expected, work, timeout):
    """Runs the graph once and compares with the NumPy result (a sanity check)."""
    out_path = os.path.join(work, "out.npy")
    run([nn_run, path, "--input", *inputs, "--output", out_path], timeout)
    return rel_error(np.load(out_path), expected)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default="build", help="build folder holding bin/nn-opt and bin/nn-run")
    ap.add_argument("--graphs", default=",".join(GRAPHS), help="comma-separated subset of " + ",".join(GRAPHS))
    ap.add_argument("--repeat-scale", type=float, default=1.0,
                    help="multiply every graph's --bench N by this (at least 1)")
    ap.add_argument("--rounds", type=int, default=0,
                    help="alternating rounds per graph (default: 5 for the memory-bound graphs, 3 for conv, 1 for matmul); figures are medians over rounds")
    ap.add_argument("--timeout", type=float, default=600, help="seconds one nn-run/nn-opt call may take")
    ap.add_argument("--work-dir", help="where to write graphs and inputs (default: a temporary folder)")
    args = ap.parse_args()

    nn_opt = os.path.join(args.build, "bin", "nn-opt")
    nn_run = os.path.join(args.build, "bin", "nn-run")
    names = [g for g in args.graphs.split(",") if g]
    for g in names:
        if g not in GRAPHS:
            ap.error(f"unknown graph {g}")
    work_ctx = tempfile.TemporaryDirectory(prefix="nn-cpu-bench-") if not args.work_dir else None
    work = args.work_dir or work_ctx.name
    os.makedirs(work, exist_ok=True)

    print("memcpy ...", file=sys.stderr)
    memcpy = memcpy_gbps()
    print(f"  memcpy {memcpy:.2f} GB/s", file=sys.stderr)

    rows, failed = [], False
    rng = np.random.default_rng(1)
    for g in names:
        builder, memory_bound, n, rounds = GRAPHS[g]
        n = max(1, round(n * args.repeat_scale))
        rounds = args.rounds or rounds
        mlir, shapes, numpy_fn, torch_fn = builder()
        path = os.path.join(work, f"{g}.mlir")
        fused = os.path.join(work, f"{g}.fused.mlir")
        with open(path, "w") as f:
            f.write(mlir)
        arrays = [rng.uniform(-1, 1, size=s).astype(np.float32) for s in shapes]
        inputs = []
        for i, a in enumerate(arrays):
            p = os.path.join(work, f"{g}.in{i}.npy")
            np.save(p, a)
            inputs.append(p)
        t0 = time.perf_counter()
        try:
            run([nn_opt, path, "--fuse-ops", "-o", fused], args.timeout)
            # A single-op graph comes out of --fuse-ops unchanged: then the
            # fused and unfused columns time the same IR and differ by noise.
            plain = os.path.join(work, f"{g}.plain.mlir")
            run([nn_opt, path, "-o", plain], args.timeout)
            with open(plain) as f1, open(fused) as f2:
                same_ir = f1.read() == f2.read()
            expected = numpy_fn(*arrays)
            err = max_rel_error(nn_run, fused, inputs, expected, work, args.timeout)
            if torch:
                targs = [torch.from_numpy(a) for a in arrays]
                with torch.inference_mode():
                    torch_err = rel_error(torch_fn(*targs).numpy(), expected)
            # Rounds alternate the order of the three timings so that none
            # always runs first or last on a busy machine; each figure is the
            # median over rounds of the per-round medians.
            unf, fus, nps, tos = [], [], [], []
            for r in range(rounds):
                order = ["unf", "fus", "np", "torch"] if r % 2 == 0 else ["torch", "np", "fus", "unf"]
                for what in order:
                    if what == "unf":
                        unf.append(nn_run_bench(nn_run, path, inputs, n, args.timeout))
                    elif what == "fus":
                        fus.append(nn_run_bench(nn_run, fused, inputs, n, args.timeout))
                    elif what == "np":
                        nps.append(time_numpy(numpy_fn, arrays, n))
                    elif torch:
                        tos.append(time_torch(torch_fn, targs, n))
            unf_s = statistics.median(x[0] for x in unf)
            fus_s = statistics.median(x[0] for x in fus)
            np_s = statistics.median(nps)
            torch_s = statistics.median(tos) if torch else None
            nbytes = unf[0][2]
            fus_gbps = nbytes / fus_s / 1e9
        except (RuntimeError, subprocess.TimeoutExpired) as e:
            print(f"  {g}: FAILED: {e}", file=sys.stderr)
            failed = True
            continue
        rows.append(dict(name=g, mem=memory_bound, n=n, rounds=rounds, same=same_ir, bytes=nbytes, unf=unf_s, fus=fus_s,
                         np=np_s, torch=torch_s, gbps=fus_gbps, err=err, torch_err=torch_err if torch else None))
        tmsg = f"torch {torch_s*1e3:.2f} ms, " if torch else ""
        print(f"  {g:17} N={n} x {rounds}: unfused {unf_s*1e3:.2f} ms, fused {fus_s*1e3:.2f} ms, "
              f"{tmsg}numpy {np_s*1e3:.2f} ms, max rel err vs numpy {err:.1e} "
              f"({time.perf_counter() - t0:.1f} s)", file=sys.stderr)

    cmd = shlex.join([sys.executable, *sys.argv])
    print(f"Command: `{cmd}`\n")
    tver = f"; PyTorch {torch.__version__} eager on {torch.get_num_threads()} threads" if torch else \
        "; PyTorch not importable (no torch column)"
    print(f"Machine: {machine_line()}; nn revision {revision()}; NumPy {np.__version__}{tver}\n")
    print(f"memcpy bandwidth (numpy.copyto, 256 MB, read + write bytes, median of 10): "
          f"**{memcpy:.2f} GB/s**\n")
    tcol = (" torch ms |", " fused speedup vs torch |", "---:|---:|") if torch else ("", "", "")
    print(f"| graph | bytes in+out | N x rounds | unfused ms | fused ms |{tcol[0]} numpy ms | fused GB/s "
          f"| fused / unfused speedup |{tcol[1]} fused speedup vs numpy | fraction of memcpy BW |")
    print(f"|---|---:|---:|---:|---:|{tcol[2]}---:|---:|---:|---:|---:|")
    for r in rows:
        frac = f"{r['gbps'] / memcpy:.2f}" if r["mem"] else "n/a (compute-bound)"
        tms = f" {r['torch']*1e3:.2f} |" if torch else ""
        tsp = f" {r['torch'] / r['fus']:.2f}x |" if torch else ""
        print(f"| {r['name']} | {r['bytes']} | {r['n']} x {r['rounds']} | {r['unf']*1e3:.2f} | {r['fus']*1e3:.2f} "
              f"|{tms} {r['np']*1e3:.2f} | {r['gbps']:.3g} | {r['unf'] / r['fus']:.2f}x{' (same IR)' if r['same'] else ''} "
              f"|{tsp} {r['np'] / r['fus']:.2f}x | {frac} |")
    print()
    print("Speedups above 1 mean fused nn-run is faster. \"same IR\": --fuse-ops left the graph "
          "unchanged (one op), so fused and unfused run the same code and differ only by noise. Max relative error of fused nn-run "
          "against the NumPy result: "
          + ", ".join(f"{r['name']} {r['err']:.1e}" for r in rows) + ".")
    if torch:
        print("Max relative error of PyTorch eager against the NumPy result: "
              + ", ".join(f"{r['name']} {r['torch_err']:.1e}" for r in rows) + ".")
    print()

    def verdict(ok):
        return "MET" if ok else "NOT MET"
    chain = [r for r in rows if r["name"] == "ew_chain"]
    if chain:
        f = chain[0]["gbps"] / memcpy
        print(f"- Fused elementwise chain >= {GOAL_MEMCPY_FRACTION}x memcpy bandwidth: "
              f"{verdict(f >= GOAL_MEMCPY_FRACTION)} ({chain[0]['gbps']:.2f} GB/s = {f:.2f}x of {memcpy:.2f} GB/s)")
    mem = [r for r in rows if r["mem"]]
    if mem:
        # The eager baseline is PyTorch when it imports, else NumPy standing in for it.
        base, label = ("torch", "PyTorch eager") if torch else ("np", "NumPy standing in for PyTorch eager")
        slow = [r for r in mem if r["fus"] >= r[base]]
        print(f"- Every memory-bound graph beats the eager baseline ({label}): "
              f"{verdict(not slow)} ("
              + ", ".join(f"{r['name']} {r[base] / r['fus']:.2f}x" for r in mem) + ")")
    if rows:
        # A graph --fuse-ops leaves unchanged runs the same code both ways: not slower by construction.
        slow = [r for r in rows if r["fus"] > r["unf"] and not r["same"]]
        noisy = [r for r in slow if r["fus"] <= r["unf"] * (1 + NOISE)]
        note = ""
        if slow and len(noisy) == len(slow):
            note = f" by the medians; MET within {NOISE:.0%} run-to-run noise"
        print(f"- Fused never slower than unfused: {verdict(not slow)}{note} ("
              + ", ".join(f"{r['name']} {r['unf'] / r['fus']:.2f}x" + (" same IR" if r["same"] else "")
                       for r in rows) + ")")
    if work_ctx:
        work_ctx.cleanup()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
