"""nn against onnxruntime (and PyTorch eager), interleaved: for each model,
round after round, onnxruntime, PyTorch and each nn library take their turn,
and each side keeps its best median. On a machine whose speed swings from
one minute to the next (a shared L3), a one-pass table such as
run_models.py's can move by 2x; side by side in turn, the ratios hold.

    . /tmp/torchenv/nn-torch-env.sh
    "$NN_TORCH_PYTHON" bench/onnx/interleave.py --models /tmp/onnx-models \\
        --only resnet18,mobilenet_v2 [--variants fused,nhwc] [--build build] \\
        [--rounds 3] [--bench 40] [--threads 2] [--torch] [--work DIR]

Each variant is compiled once: nn-import-onnx, nn-opt --simplify-inference
[--convert-layout] --fuse-ops, nn-compile; nn-run LIB.so --random-inputs 1
--bench N times it (OMP_NUM_THREADS=--threads). onnxruntime runs in this
process, on random inputs of the model's shapes, as does PyTorch
(export_models.build_family, the architecture the export came from).
Prints one Markdown row per model: each side's best median in ms and nn's
ratios. Benchmarks only: CI runs none of it.
"""
import argparse
import os
import re
import subprocess
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from benchinfo import machine_line, revision  # noqa: E402

LAYOUT = {"fused": [], "nhwc": ["--convert-layout"]}


def run(cmd, env=None):
    p = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if p.returncode:
        raise RuntimeError(" ".join(cmd) + ":\n" + p.stderr[-2000:])
    return p.stdout


def compile_variant(a, model, variant, work):
    """The library of one variant of `model`; returns its path."""
    def binary(name):
        return os.path.join(a.build, "bin", name)

    ir = os.path.join(work, f"{variant}.in.mlirbc")
    fused = os.path.join(work, f"{variant}.mlirbc")
    lib = os.path.join(work, f"{variant}.so")
    run([binary("nn-import-onnx"), model, "-o", ir, "--emit-bytecode"])
    run([binary("nn-opt"), ir, "--simplify-inference", *LAYOUT[variant],
         "--fuse-ops", "--emit-bytecode", "-o", fused])
    run([binary("nn-compile"), fused, "-o", lib])
    return lib


def nn_median_ms(a, lib):
    env = dict(os.environ, OMP_NUM_THREADS=str(a.threads))
    out = run([os.path.join(a.build, "bin", "nn-run"), lib, "--random-inputs",
               "1", "--bench", str(a.bench)], env)
    m = re.search(r"median ([\d.]+) (s|ms|us)", out)
    scale = {"s": 1e3, "ms": 1.0, "us": 1e-3}[m.group(2)]
    return float(m.group(1)) * scale


def median_ms(fn, runs):
    fn()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return float(np.median(times)) * 1e3


def inputs_of(session):
    feeds = {}
    for i in session.get_inputs():
        shape = [d if isinstance(d, int) else 1 for d in i.shape]
        feeds[i.name] = (np.zeros(shape, np.int64) if "int" in i.type else
                         np.random.rand(*shape).astype(np.float32))
    return feeds


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--models", required=True)
    p.add_argument("--only", required=True, help="comma-separated models")
    p.add_argument("--variants", default="fused,nhwc")
    p.add_argument("--build", default="build")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--bench", type=int, default=40)
    p.add_argument("--threads", type=int, default=2)
    p.add_argument("--torch", action="store_true")
    p.add_argument("--work", default="/tmp/nn-interleave")
    a = p.parse_args()
    import onnxruntime as ort
    variants = a.variants.split(",")
    print(f"machine: {machine_line()}; nn {revision()}; {a.threads} threads; "
          f"best median of {a.rounds} interleaved rounds of {a.bench} calls")
    print()
    head = "| model | " + " | ".join(f"nn {v} ms" for v in variants)
    head += " | onnxruntime ms | " + " | ".join(f"{v} / ort" for v in variants)
    if a.torch:
        head += " | PyTorch ms | " + " | ".join(f"{v} / torch" for v in variants)
    print(head + " |")
    print("|---|" + "---:|" * (head.count("|") - 1))
    for name in a.only.split(","):
        model = os.path.join(a.models, name, "model.onnx")
        work = os.path.join(a.work, name)
        os.makedirs(work, exist_ok=True)
        libs = {v: compile_variant(a, model, v, work) for v in variants}
        so = ort.SessionOptions()
        so.intra_op_num_threads = a.threads
        so.inter_op_num_threads = 1
        session = ort.InferenceSession(model, so,
                                       providers=["CPUExecutionProvider"])
        feeds = inputs_of(session)
        torch_fn = None
        if a.torch:
            import torch
            sys.path.insert(0, HERE)
            import export_models
            torch.set_num_threads(a.threads)
            net, _ = export_models.build_family(name, 1)
            x = [torch.from_numpy(v) for v in feeds.values()]

            def torch_fn():
                with torch.inference_mode():
                    net(*x)
        best = {}
        for _ in range(a.rounds):
            sides = [("ort", lambda: median_ms(
                lambda: session.run(None, feeds), a.bench))]
            if torch_fn:
                sides.append(("torch", lambda: median_ms(torch_fn, a.bench)))
            sides += [(v, lambda v=v: nn_median_ms(a, libs[v]))
                      for v in variants]
            for side, measure in sides:
                t = measure()
                best[side] = min(best.get(side, t), t)
        row = [name] + [f"{best[v]:.3f}" for v in variants]
        row += [f"{best['ort']:.3f}"]
        row += [f"{best[v] / best['ort']:.2f}" for v in variants]
        if a.torch:
            row += [f"{best['torch']:.3f}"]
            row += [f"{best[v] / best['torch']:.2f}" for v in variants]
        print("| " + " | ".join(row) + " |", flush=True)


if __name__ == "__main__":
    main()
