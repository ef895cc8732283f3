#!/usr/bin/env python3
"""Hugging Face Transformers' BertModel from ONNX, compiled once for every
batch and sequence length, against the same model imported at each static
shape and against onnxruntime.

    python3 bench/onnx/hf_bert_bench.py --build build [--layers 2]
        [--shapes 1x32,1x128,4x128,1x384] [--runs 10] [--rounds 3]

It builds BertModel with the bert-base configuration (hidden 768, 12 heads,
FFN 3072, vocabulary 30522; random weights, `--layers` encoder layers) and
exports it as its users do (torch.onnx.export, dynamic_axes batch and
sequence, opset 17), then for each shape times, at 2 threads:
- nn fused, dynamic: `nn-import-onnx` (batch and sequence stay dynamic),
  `nn-opt --simplify-inference --fuse-ops`, `nn-run --bench N`: compiled
  once, sized by the inputs;
- nn fused, static: the same with `--input-shape` fixing both at import;
- nn as imported (unfused), dynamic and static: `nn-run model.onnx`;
- onnxruntime (CPU, intra-op threads 2), median of N.
nn's times are the best of `--rounds` medians of N calls, the four builds
alternating.
Outputs are compared with onnxruntime's. Needs torch, transformers,
onnxruntime and numpy (authoring and benchmarking only). The report goes to
stdout, progress to stderr.
"""

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from benchinfo import machine_line, revision  # noqa: E402


def export(path, layers):
    import torch
    from transformers import BertConfig, BertModel
    torch.manual_seed(0)
    bert = BertModel(BertConfig(num_hidden_layers=layers)).eval()

    class Hidden(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.bert = bert

        def forward(self, input_ids, attention_mask):
            return self.bert(input_ids=input_ids, attention_mask=attention_mask,
                             return_dict=False)[0]

    names = ["input_ids", "attention_mask"]
    axes = {n: {0: "batch", 1: "seq"} for n in names + ["hidden"]}
    example = (torch.zeros(1, 8, dtype=torch.int64),
               torch.ones(1, 8, dtype=torch.int64))
    torch.onnx.export(Hidden().eval(), example, path, input_names=names,
                      output_names=["hidden"], dynamic_axes=axes,
                      opset_version=17, dynamo=False)


def nn_time(nn_run, module, inputs, runs, extra=()):
    cmd = [nn_run, module, "--bench", str(runs), "--input", *inputs, *extra]
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode:
        sys.exit(f"{' '.join(cmd)} failed:\n{out.stderr}")
    m = re.search(r"median ([0-9.]+) (ms|us|s)", out.stdout)
    return float(m.group(1)) * {"ms": 1e-3, "us": 1e-6, "s": 1.0}[m.group(2)]


def shape_args(shape):
    if not shape:
        return []
    return ["--input-shape", f"input_ids={shape}",
            "--input-shape", f"attention_mask={shape}"]


def fused_module(build, model, work, shape=None):
    """The model imported (static at `shape`, else dynamic) and fused, as a
    user compiles it for speed."""
    name = shape or "dynamic"
    imported = os.path.join(work, f"bert_{name}.mlirbc")
    fused = os.path.join(work, f"bert_{name}.fused.mlir")
    for cmd in ([os.path.join(build, "bin", "nn-import-onnx"), model,
                 "--emit-bytecode", "-o", imported, *shape_args(shape)],
                [os.path.join(build, "bin", "nn-opt"), "--simplify-inference",
                 "--fuse-ops", imported, "-o", fused]):
        out = subprocess.run(cmd, capture_output=True, text=True)
        if out.returncode:
            sys.exit(f"{' '.join(cmd)} failed:\n{out.stderr}")
    return fused


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="build")
    ap.add_argument("--layers", type=int, default=2)
    ap.add_argument("--shapes", default="1x32,1x128,4x128,1x384")
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    import onnxruntime as ort
    nn_run = os.path.join(args.build, "bin", "nn-run")
    work = tempfile.mkdtemp(prefix="hf_bert_")
    model = os.path.join(work, "bert.onnx")
    print(f"exporting BertModel ({args.layers} layers) to {model}",
          file=sys.stderr)
    export(model, args.layers)
    options = ort.SessionOptions()
    options.intra_op_num_threads = 2
    options.inter_op_num_threads = 1
    session = ort.InferenceSession(model, options,
                                   providers=["CPUExecutionProvider"])
    rng = np.random.default_rng(1)
    print(f"{model}: import and fuse (dynamic)", file=sys.stderr)
    dynamic = fused_module(args.build, model, work)
    print(machine_line())
    print(f"revision {revision()}; BertModel bert-base, {args.layers} layers, "
          f"random weights; nn: best of {args.rounds} medians of "
          f"{args.runs}, onnxruntime: median of {args.runs}")
    print("| shape | fused dynamic ms | fused static ms | unfused dynamic ms "
          "| unfused static ms | onnxruntime ms | fused dynamic / static | "
          "unfused dynamic / static | fused dynamic / onnxruntime | "
          "max abs diff |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for shape in args.shapes.split(","):
        b, s = (int(v) for v in shape.split("x"))
        ids = rng.integers(0, 30522, (b, s)).astype(np.int64)
        mask = np.ones((b, s), np.int64)
        files = [os.path.join(work, f"{n}_{shape}.npy") for n in ("ids", "mask")]
        np.save(files[0], ids)
        np.save(files[1], mask)
        feeds = {"input_ids": ids, "attention_mask": mask}
        (ref,) = session.run(None, feeds)
        times = []
        for _ in range(args.runs + 1):
            t = time.perf_counter()
            session.run(None, feeds)
            times.append(time.perf_counter() - t)
        ort_s = statistics.median(times[1:])
        static = fused_module(args.build, model, work, shape)
        # The best of `rounds` medians, the builds alternating: one median
        # of 10 calls now and then caught a disturbance of 30%.
        runs = [(dynamic, ()), (static, ()), (model, ()),
                (model, shape_args(shape))]
        best = [float("inf")] * len(runs)
        for r in range(args.rounds):
            print(f"{shape}: nn, round {r + 1} of {args.rounds}",
                  file=sys.stderr)
            for i, (module, extra) in enumerate(runs):
                best[i] = min(best[i],
                              nn_time(nn_run, module, files, args.runs, extra))
        dyn, sta, udyn, usta = best
        os.remove(static)
        out = os.path.join(work, f"out_{shape}.npy")
        np.save(out, ref)
        check = subprocess.run([nn_run, dynamic, "--input", *files, "--check",
                                out, "--rtol", "1e-3", "--atol", "1e-4"],
                               capture_output=True, text=True).stdout
        m = re.search(r"max abs error ([0-9.e+-]+)", check)
        print(f"| {shape} | {dyn * 1e3:.2f} | {sta * 1e3:.2f} | "
              f"{udyn * 1e3:.2f} | {usta * 1e3:.2f} | {ort_s * 1e3:.2f} | "
              f"{dyn / sta:.2f}x | {udyn / usta:.2f}x | {dyn / ort_s:.2f}x | "
              f"{m.group(1) if m else '?'} |")
        sys.stdout.flush()

if __name__ == "__main__":
    main()
