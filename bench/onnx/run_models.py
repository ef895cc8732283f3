"""Real models end to end: import each exported ONNX model with nn-import-onnx,
run it with nn-run (unfused; fused with nn-opt --simplify-inference
--fuse-ops; and nhwc, the same with --convert-layout first), compare with PyTorch's output, and time onnxruntime at 2 threads
as the baseline (and, with --torch, PyTorch eager on the same architecture).

Prints one Markdown table row per model and variant: import time and peak
RSS (/usr/bin/time -v), the IR's size, nn-run's compile+first-run time and
peak RSS, the time per inference (nn-run --bench, and onnxruntime), and the
largest absolute and relative error against PyTorch's output.

    . /tmp/torchenv/nn-torch-env.sh
    "$NN_TORCH_PYTHON" bench/onnx/run_models.py --models /tmp/onnx-models \\
        [--only 'resnet18*,transformer*'] [--variants unfused,fused,nhwc] \\
        [--build build] [--work /tmp/nn-onnx-run] [--bench 5] [--threads 2] [--text]

The models come from export_models.py (OUT/MODEL/model.onnx and
test_data_set_0/{input_0,output_0}.npy). resnet18_dynbatch runs at batch 1,
2 and 8 (--input-shape input=Nx3x224x224); its reference output is batch 2,
so batch 1 takes the first sample and batch 8 the batch repeated four times
(the models are in eval mode: samples are independent).
Benchmarks only: CI runs none of it.
"""
import argparse
import fnmatch
import json
import os
import re
import subprocess
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from benchinfo import machine_line, revision  # noqa: E402

DEFAULT_MODELS = [
    "resnet18", "mobilenet_v2", "squeezenet1_0", "densenet121", "resnet50",
    "transformer_op13", "transformer_op17", "transformer", "bert_layer",
    "resnet18_bn", "mobilenet_v2_bn", "densenet121_bn", "resnet50_bn",
    "resnet18_op13", "mobilenet_v2_op13", "squeezenet1_0_op13",
    "densenet121_op13", "resnet50_op13",
    "resnet18_dynbatch@1", "resnet18_dynbatch@2", "resnet18_dynbatch@8",
    # issue 18's torchvision models
    "swin_t", "maxvit_t", "fcn_resnet50", "deeplabv3_mobilenet_v3_large",
    "lraspp_mobilenet_v3_large",
]


def timed(cmd, env=None, cpu=None):
    """Runs cmd under /usr/bin/time -v: (returncode, stdout, stderr,
    seconds, peak RSS in MB); the CPU seconds (user + system) go to
    cpu[0] when given (wall time lies on a loaded machine)."""
    full = ["/usr/bin/time", "-v"] + cmd
    start = time.perf_counter()
    p = subprocess.run(full, capture_output=True, text=True, env=env)
    seconds = time.perf_counter() - start
    m = re.search(r"Maximum resident set size \(kbytes\): (\d+)", p.stderr)
    rss = int(m.group(1)) / 1024 if m else float("nan")
    if cpu is not None:
        cpu[:] = [sum(float(x) for x in re.findall(
            r"(?:User|System) time \(seconds\): ([\d.]+)", p.stderr))]
    return p.returncode, p.stdout, p.stderr, seconds, rss


def load_case(models_dir, spec):
    """(model folder, batch or None, input array, reference output)."""
    name, _, batch = spec.partition("@")
    folder = os.path.join(models_dir, name)
    data = os.path.join(folder, "test_data_set_0")
    x = np.load(os.path.join(data, "input_0.npy"))
    y = np.load(os.path.join(data, "output_0.npy"))
    if batch:
        b = int(batch)
        if b <= x.shape[0]:
            x, y = x[:b], y[:b]
        else:
            reps = -(-b // x.shape[0])
            x = np.concatenate([x] * reps)[:b]
            y = np.concatenate([y] * reps)[:b]
    return folder, int(batch) if batch else None, np.ascontiguousarray(x), y


def input_name(model_path):
    import onnx
    m = onnx.load(model_path, load_external_data=False)
    inits = {i.name for i in m.graph.initializer}
    return [i.name for i in m.graph.input if i.name not in inits][0]


def errors(got, want):
    diff = np.abs(got.astype(np.float64) - want.astype(np.float64))
    max_abs = float(diff.max())
    max_rel = float((diff / np.maximum(np.abs(want), 1e-6)).max())
    return max_abs, max_rel


def ort_time(model_path, x, threads, runs):
    import onnxruntime as ort
    so = ort.SessionOptions()
    so.intra_op_num_threads = threads
    so.inter_op_num_threads = 1
    s = ort.InferenceSession(model_path, so, providers=["CPUExecutionProvider"])
    name = s.get_inputs()[0].name
    s.run(None, {name: x})
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        s.run(None, {name: x})
        times.append(time.perf_counter() - t)
    return float(np.median(times))


def torch_time(family, x, threads, runs):
    """PyTorch eager's median time per inference of the model family the
    export came from (export_models.build_family: the same architecture,
    random weights), on `threads` threads."""
    import torch
    sys.path.insert(0, HERE)
    import export_models
    torch.set_num_threads(threads)
    model, _ = export_models.build_family(family, 1)
    t = torch.from_numpy(x)
    with torch.inference_mode():
        model(t)
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            model(t)
            times.append(time.perf_counter() - start)
    return float(np.median(times))


def bench_seconds(text):
    m = re.search(r"median ([\d.]+) (s|ms|us|ns)", text)
    if not m:
        return float("nan")
    scale = {"s": 1, "ms": 1e-3, "us": 1e-6, "ns": 1e-9}[m.group(2)]
    return float(m.group(1)) * scale


def run_case(a, spec, variant, ort_cache):
    folder, batch, x, y = load_case(a.models, spec)
    model = os.path.join(folder, "model.onnx")
    tag = spec.replace("@", "_b")
    work = os.path.join(a.work, tag)
    os.makedirs(work, exist_ok=True)
    xin = os.path.join(work, "input.npy")
    np.save(xin, x)
    row = {"model": spec, "variant": variant,
           "model_mb": os.path.getsize(model) / 2**20}
    ext = ".mlirbc" if a.bytecode else ".mlir"
    ir = os.path.join(work, "m" + ext)
    cmd = [os.path.join(a.build, "bin", "nn-import-onnx"), model, "-o", ir]
    if a.bytecode:
        cmd.append("--emit-bytecode")
    if batch:
        cmd += ["--input-shape", f"{input_name(model)}={batch}x3x224x224"]
    rc, _, err, row["import_s"], row["import_mb"] = timed(cmd)
    if rc:
        row["error"] = "import: " + err.strip().splitlines()[-1]
        return row
    row["ir_mb"] = os.path.getsize(ir) / 2**20
    env = dict(os.environ, OMP_NUM_THREADS=str(a.threads))
    if variant in ("fused", "nhwc"):
        # Text: nn-opt reads bytecode but writes only text (for now). nhwc:
        # the convolutions in NHWC (--convert-layout), whose weights the
        # CPU pipeline packs at compile time.
        fused = os.path.join(work, "f.mlir")
        layout = ["--convert-layout"] if variant == "nhwc" else []
        cmd = [os.path.join(a.build, "bin", "nn-opt"), "--simplify-inference",
               *layout, "--fuse-ops", ir, "-o", fused]
        rc, _, err, row["opt_s"], row["opt_mb"] = timed(cmd)
        if rc:
            row["error"] = "nn-opt: " + err.strip()[-300:]
            return row
        ir = fused
    out = os.path.join(work, f"out_{variant}.npy")
    cmd = [os.path.join(a.build, "bin", "nn-run"), ir, "--input", xin,
           "--output", out]
    cpu = []
    rc, _, err, row["run_s"], row["run_mb"] = timed(cmd, env, cpu)
    row["run_cpu_s"] = cpu[0] if cpu else float("nan")
    if rc:
        row["error"] = "nn-run: " + err.strip()[-300:]
        return row
    got = np.load(out)
    row["max_abs"], row["max_rel"] = errors(got, y)
    # The goal: within 1e-4, absolute or relative to the value.
    row["ok"] = bool(np.all(np.abs(got - y) <= 1e-4 + 1e-4 * np.abs(y)))
    if a.bench and variant in a.bench_variants.split(","):
        cmd = [os.path.join(a.build, "bin", "nn-run"), ir, "--input", xin,
               "--bench", str(a.bench)]
        p = subprocess.run(cmd, capture_output=True, text=True, env=env)
        row["nn_infer_s"] = bench_seconds(p.stdout)
    if a.ort:
        if tag not in ort_cache:
            ort_cache[tag] = ort_time(model, x, a.threads, max(a.bench, 5))
        row["ort_infer_s"] = ort_cache[tag]
    if a.torch:
        key = "torch " + tag
        if key not in ort_cache:
            family = spec.split("@")[0].split("_dynbatch")[0]
            for suffix in ("_op13", "_op17", "_bn", "_dynamo"):
                family = family.replace(suffix, "")
            ort_cache[key] = torch_time(family, x, a.threads, max(a.bench, 5))
        row["torch_infer_s"] = ort_cache[key]
    return row


def fmt(v, spec):
    return "" if v is None or (isinstance(v, float) and np.isnan(v)) else format(v, spec)


def print_row(r):
    ratio = torch_ratio = None
    if r.get("nn_infer_s") and r.get("ort_infer_s"):
        ratio = r["nn_infer_s"] / r["ort_infer_s"]
    if r.get("nn_infer_s") and r.get("torch_infer_s"):
        torch_ratio = r["nn_infer_s"] / r["torch_infer_s"]
    cells = [r["model"], r["variant"], fmt(r["model_mb"], ".1f"),
             fmt(r.get("import_s"), ".2f"), fmt(r.get("import_mb"), ".0f"),
             fmt(r.get("ir_mb"), ".1f"),
             fmt(r.get("run_s"), ".1f"), fmt(r.get("run_cpu_s"), ".1f"),
             fmt(r.get("run_mb"), ".0f"),
             fmt(r.get("nn_infer_s", float("nan")) * 1e3, ".1f"),
             fmt(r.get("ort_infer_s", float("nan")) * 1e3, ".1f"),
             fmt(ratio, ".2f"),
             fmt(r.get("torch_infer_s", float("nan")) * 1e3, ".1f"),
             fmt(torch_ratio, ".2f"),
             fmt(r.get("max_abs"), ".1e"), fmt(r.get("max_rel"), ".1e"),
             {True: "yes", False: "NO"}.get(r.get("ok"), ""),
             r.get("error", "")]
    print("| " + " | ".join(cells) + " |", flush=True)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--models", default="/tmp/onnx-models",
                   help="the folder of export_models.py's output")
    p.add_argument("--only", default="*",
                   help="comma-separated names or fnmatch patterns")
    p.add_argument("--variants", default="unfused,fused")
    p.add_argument("--build", default=os.path.join(HERE, "..", "..", "build"))
    p.add_argument("--work", default="/tmp/nn-onnx-run")
    p.add_argument("--bench", type=int, default=5,
                   help="timed nn-run calls (0: no time per inference)")
    p.add_argument("--bench-variants", default="fused,nhwc",
                   help="the variants timed per inference (unfused runs "
                        "are slow: plain loops)")
    p.add_argument("--threads", type=int, default=2,
                   help="OMP_NUM_THREADS of nn-run, threads of onnxruntime")
    p.add_argument("--no-ort", dest="ort", action="store_false")
    p.add_argument("--torch", action="store_true",
                   help="also time PyTorch eager on the model's architecture "
                        "(random weights; export_models.build_family)")
    p.add_argument("--text", dest="bytecode", action="store_false",
                   help="import as text (default: --emit-bytecode, which "
                        "nn-opt and nn-run read)")
    p.add_argument("--json", help="also write the rows here")
    a = p.parse_args()
    a.build = os.path.abspath(a.build)
    pats = a.only.split(",")
    specs = [s for s in DEFAULT_MODELS
             if any(fnmatch.fnmatch(s, q) or fnmatch.fnmatch(s.split("@")[0], q)
                    for q in pats)]
    print(f"machine: {machine_line()}; nn {revision()}; "
          f"{a.threads} threads; IR as {'bytecode' if a.bytecode else 'text'}")
    print()
    print("| model | variant | .onnx MB | import s | import MB | IR MB | "
          "nn-run compile+1st run s | its CPU s | nn-run MB | nn ms/inf | ort ms/inf | "
          "nn/ort | torch ms/inf | nn/torch | max abs err | max rel err | "
          "within 1e-4 | error |")
    print("|" + "---|" * 18)
    rows, ort_cache = [], {}
    for spec in specs:
        for variant in a.variants.split(","):
            r = run_case(a, spec, variant, ort_cache)
            rows.append(r)
            print_row(r)
    if a.json:
        with open(a.json, "w") as f:
            json.dump(rows, f, indent=1)
    bad = [r for r in rows if "error" in r or not r.get("ok")]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
