#!/usr/bin/env python3
"""The GPU check of issue 7: runs on a GPU machine what bench/gpu/prepare.sh built.

    python3 bench/gpu/gpu_bench.py [--artifacts .gpubench] [--repeat 50]

In one run, on one GPU:

1. every example graph (nn-compile --target cuda) runs through nnrt-run on
   the runners' --random-inputs 3 inputs and is checked against the CPU
   result computed where it was built (--check, rtol 1e-3, atol 1e-4), and
   each of the CI's small ONNX models (weights as constants, resident on
   the device) on its exported input against PyTorch's output;
2. the device-to-device copy bandwidth is measured (torch: y.copy_(x) on
   256 MB, bytes read + written, CUDA events, median of --repeat);
3. each graph of graphs.py runs through nnrt-run on NumPy inputs (seed 1)
   written as .npy: its output is compared with PyTorch's on the same
   inputs, then `nnrt-run --bench N` gives the median time per call and
   GB/s (bytes of inputs + outputs over the median); the matmul and the
   convolution TFLOP/s;
4. the same graphs run in PyTorch eager on the GPU (CUDA events, median of
   --repeat after a warm-up): cuBLAS and cuDNN for the matmul and the
   convolution, with TF32 off (nn computes exact f32); matmul_cublaslt is
   the same matmul compiled with --matmul-library cublaslt (nn's call of
   cuBLASLt, exact f32 too), matmul_f16_cublaslt the same in f16 (tensor
   cores, f32 accumulation on both sides; checked within 1e-2);
   conv_cublaslt and conv_f16_cublaslt the convolution on cuBLASLt (an
   im2col gather kernel, then the call), against cuDNN's in f32 and f16;
5. each ONNX model prepare.sh compiled (NN_GPU_MODELS) runs on its exported
   input, checked against PyTorch's exported output (rtol 1e-3, atol 1e-4)
   and timed with `nnrt-run --bench`, next to the same model (rebuilt by
   bench/onnx/export_models.py, same seeded weights) in PyTorch eager and
   under torch.compile (--no-torch-compile leaves that out).

The report (Markdown: machine, revision, a table, a verdict per goal) goes
to stdout and to --report; progress to stderr. Needs python3 with NumPy and
PyTorch (the GPU machine's image has both); needs no MLIR.
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from graphs import COMPUTE, DTYPES, FLOPS, GOALS, GRAPHS, MAX_REL_ERROR  # noqa: E402

BENCH_RE = re.compile(r"median ([0-9.]+) (s|ms|us|ns), min ([0-9.]+) (s|ms|us|ns) per call, "
                      r"([0-9.eE+-]+) GB/s \((\d+) bytes in\+out\)")
UNIT = {"s": 1.0, "ms": 1e-3, "us": 1e-6, "ns": 1e-9}
COPY_BYTES = 256 * 1024 * 1024


def log(msg):
    print(msg, file=sys.stderr, flush=True)


def run(cmd, timeout=300):
    proc = subprocess.run(cmd, capture_output=True, text=True, errors="replace", timeout=timeout)
    return proc.returncode, proc.stdout + proc.stderr


def cuda_time(torch, fn, repeat):
    """Median milliseconds of fn() between CUDA events, after one warm-up."""
    fn()
    torch.cuda.synchronize()
    times = []
    for _ in range(repeat):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end))
    return statistics.median(times)


def run_models(art, runner, repeat, out, torch, compile_too):
    """Step 5; False when a model fails or computes wrong numbers."""
    models = os.path.join(art, "models")
    if not os.path.isdir(models):
        return True
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "onnx"))
    import export_models  # noqa: E402

    ok = True
    out("| model | GPU vs PyTorch's output | nn ms | torch eager ms | nn time / eager time "
        "| torch.compile ms | nn time / compiled time |")
    out("|---|---|---:|---:|---:|---:|---:|")
    for name in sorted(os.listdir(models)):
        d = os.path.join(models, name)
        so, x = os.path.join(d, "model.so"), os.path.join(d, "input_0.npy")
        rc, text = run([runner, so, "--device", "cuda", "--input", x, "--check",
                        os.path.join(d, "output_0.npy"), "--rtol", "1e-3", "--atol", "1e-4"])
        check = "; ".join(l.strip() for l in text.splitlines() if "result #" in l) or text.strip()[-300:]
        bench_rc, bench = run([runner, so, "--device", "cuda", "--input", x, "--bench", str(repeat)])
        m = BENCH_RE.search(bench)
        nn_ms = float(m.group(1)) * UNIT[m.group(2)] * 1e3 if bench_rc == 0 and m else None
        model, shape = export_models.build_family(name, 1)
        model = model.cuda().eval()
        tx = torch.randn(*shape).cuda()
        with torch.inference_mode():
            torch_ms = cuda_time(torch, lambda: model(tx), repeat)
        compiled_ms = None
        if compile_too:
            try:
                compiled = torch.compile(model)
                with torch.inference_mode():
                    compiled(tx)  # compiles
                    compiled_ms = cuda_time(torch, lambda: compiled(tx), repeat)
            except Exception as e:  # no Triton, an unsupported op: say so
                log(f"{name}: torch.compile failed: {type(e).__name__}: {e}")
        ok &= rc == 0 and nn_ms is not None
        nn_text = f"{nn_ms:.3f}" if nn_ms is not None else "FAILED"
        ratio = f"{nn_ms / torch_ms:.2f}x" if nn_ms is not None else ""
        compiled_text = f"{compiled_ms:.3f}" if compiled_ms is not None else "n/a"
        compiled_ratio = (f"{nn_ms / compiled_ms:.2f}x"
                          if nn_ms is not None and compiled_ms is not None else "")
        out(f"| {name} | {'ok' if rc == 0 else f'FAILED (exit {rc})'}: {check} | {nn_text} "
            f"| {torch_ms:.3f} | {ratio} | {compiled_text} | {compiled_ratio} |")
        log(f"{name}: {nn_text} ms, torch {torch_ms:.3f} ms, compiled {compiled_text} ms")
        del model, tx
        torch.cuda.empty_cache()
    out()
    return ok


def find_cublaslt(torch):
    """The cuBLASLt the libraries compiled with --matmul-library cublaslt load:
    NNRT_LIBCUBLASLT if set, else the system's if the loader finds it, else
    the one PyTorch's wheel brings (nvidia/cublas/lib or torch/lib)."""
    if os.environ.get("NNRT_LIBCUBLASLT"):
        return os.environ["NNRT_LIBCUBLASLT"]
    import ctypes
    import glob
    for name in ("libcublasLt.so.13", "libcublasLt.so.12"):
        try:
            ctypes.CDLL(name)
            return None  # libnnrt finds it the same way
        except OSError:
            pass
    site = os.path.dirname(os.path.dirname(torch.__file__))
    for pattern in ("nvidia/cublas/lib/libcublasLt.so.*", "nvidia/cu*/lib/libcublasLt.so.*",
                    "torch/lib/libcublasLt*.so*"):
        found = sorted(glob.glob(os.path.join(site, pattern)))
        if found:
            return found[-1]
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--artifacts", default=".gpubench", help="what prepare.sh wrote")
    ap.add_argument("--repeat", type=int, default=50, help="timed calls per measurement")
    ap.add_argument("--report", help="also write the report to this file")
    ap.add_argument("--no-torch-compile", action="store_true",
                    help="time the models in PyTorch eager only (torch.compile takes a minute per model)")
    args = ap.parse_args()

    import numpy as np
    import torch
    import torch.nn.functional as F

    art = os.path.abspath(args.artifacts)
    runner = os.path.join(art, "nnrt-run")
    lines, failed = [], False

    def out(text=""):
        lines.append(text)
        print(text, flush=True)

    cublaslt = find_cublaslt(torch)
    if cublaslt:
        os.environ["NNRT_LIBCUBLASLT"] = cublaslt  # the runners inherit it
    revision = open(os.path.join(art, "REVISION")).read().strip()
    chip = open(os.path.join(art, "CHIP")).read().strip()
    props = torch.cuda.get_device_properties(0)
    out(f"Machine: {props.name}, {props.multi_processor_count} SMs, "
        f"{props.total_memory / 2**30:.0f} GiB; PyTorch {torch.__version__}; "
        f"nn revision {revision}, kernels for {chip}; cuBLASLt "
        f"{cublaslt or 'from the loader path'}")
    out()

    # 1. Examples against the CPU.
    out("| example | GPU vs CPU, or vs PyTorch (nnrt-run --check) |")
    out("|---|---|")
    for so in sorted(f for f in os.listdir(art) if f.startswith("ex_") and f.endswith(".so")):
        name = so[:-3]
        rc, text = run([runner, os.path.join(art, so), "--device", "cuda", "--random-inputs", "3",
                        "--check", os.path.join(art, f"{name}.expected.npy"), "--rtol", "1e-3", "--atol", "1e-4"])
        verdict = "ok" if rc == 0 else f"FAILED (exit {rc})"
        failed |= rc != 0
        detail = "; ".join(l.strip() for l in text.splitlines() if "result #" in l) or text.strip()[-300:]
        out(f"| {name[3:]} | {verdict}: {detail} |")
        log(f"{name}: {verdict}")
    for so in sorted(f for f in os.listdir(art) if f.startswith("onnx_") and f.endswith(".so")):
        name = so[:-3]
        rc, text = run([runner, os.path.join(art, so), "--device", "cuda", "--input",
                        os.path.join(art, f"{name}.input.npy"), "--check",
                        os.path.join(art, f"{name}.expected.npy"), "--rtol", "1e-3", "--atol", "1e-4"])
        verdict = "ok" if rc == 0 else f"FAILED (exit {rc})"
        failed |= rc != 0
        detail = "; ".join(l.strip() for l in text.splitlines() if "result #" in l) or text.strip()[-300:]
        out(f"| {name[5:]} (ONNX, vs PyTorch) | {verdict}: {detail} |")
        log(f"{name}: {verdict}")
    out()

    # 2. Copy bandwidth.
    src = torch.ones(COPY_BYTES // 4, device="cuda")
    dst = torch.empty_like(src)
    copy_ms = cuda_time(torch, lambda: dst.copy_(src), args.repeat)
    copy_gbps = 2 * COPY_BYTES / (copy_ms * 1e-3) / 1e9
    out(f"Device-to-device copy (torch copy_, 256 MB, read + write bytes, median of {args.repeat}): "
        f"**{copy_gbps:.0f} GB/s**")
    out()
    del src, dst

    # 3 and 4. The memory-bound graphs.
    torch.backends.cuda.matmul.allow_tf32 = False  # nn computes exact f32
    torch.backends.cudnn.allow_tf32 = False
    # f16 products accumulate in f32, as nn's (CUBLAS_COMPUTE_32F) do.
    torch.backends.cuda.matmul.allow_fp16_reduced_precision_reduction = False
    out("| graph | bytes in+out | nn ms | nn GB/s (TFLOP/s) | fraction of copy BW (of torch's speed) "
        "| goal | torch eager ms | nn speedup vs torch | max rel err vs torch |")
    out("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    verdicts = []
    rng = np.random.default_rng(1)
    with tempfile.TemporaryDirectory(prefix="nn-gpu-bench-") as work:
        for name, (builder, kind) in GRAPHS.items():
            _, shapes, torch_fn = builder()
            dtype = DTYPES.get(name, "float32")
            arrays = [rng.uniform(-1, 1, size=s).astype(dtype) for s in shapes]
            inputs = []
            for i, a in enumerate(arrays):
                inputs.append(os.path.join(work, f"{name}.in{i}.npy"))
                np.save(inputs[-1], a)
            result = os.path.join(work, f"{name}.out.npy")
            so = os.path.join(art, f"{name}.so")
            rc, text = run([runner, so, "--device", "cuda", "--input", *inputs, "--output", result])
            bench_rc, bench = run([runner, so, "--device", "cuda", "--input", *inputs,
                                   "--bench", str(args.repeat)])
            m = BENCH_RE.search(bench)
            targs = [torch.from_numpy(a).cuda() for a in arrays]
            with torch.inference_mode():
                expected = torch_fn(torch, F, *targs)
                torch_ms = cuda_time(torch, lambda: torch_fn(torch, F, *targs), args.repeat)
            expected = expected.cpu().numpy()
            if rc != 0 or bench_rc != 0 or not m:
                failed = True
                out(f"| {name} | | FAILED | | | {GOALS[kind]} | {torch_ms:.3f} | | "
                    f"{(text + bench).strip().splitlines()[-1] if (text + bench).strip() else ''} |")
                continue
            # max |diff| / max |expected|, in f64 whatever the graph's type.
            got, want = np.load(result).astype(np.float64), expected.astype(np.float64)
            err = float(np.max(np.abs(got - want)) / max(1e-30, float(np.max(np.abs(want)))))
            nn_ms = float(m.group(1)) * UNIT[m.group(2)] * 1e3
            gbps = float(m.group(5))
            if kind in COMPUTE:
                # Against the library: the fraction of its speed.
                frac = torch_ms / nn_ms
                speed = f"({FLOPS[kind](*shapes) / (nn_ms * 1e-3) / 1e12:.1f})"
            else:
                frac = gbps / copy_gbps
                speed = f"{gbps:.0f}"
            wrong = err >= MAX_REL_ERROR[dtype]
            verdicts.append((name, kind, frac >= GOALS[kind], torch_ms / nn_ms > 1, err, wrong))
            failed |= wrong
            out(f"| {name} | {m.group(6)} | {nn_ms:.3f} | {speed} | {frac:.2f} | {GOALS[kind]} "
                f"| {torch_ms:.3f} | {torch_ms / nn_ms:.2f}x | {err:.1e} |")
            log(f"{name}: {nn_ms:.3f} ms, {speed} ({frac:.2f} of the goal's reference), "
                f"torch {torch_ms:.3f} ms")
            del targs
            torch.cuda.empty_cache()
    out()
    failed |= not run_models(art, runner, args.repeat, out, torch, not args.no_torch_compile)
    for name, kind, bw, beats, err, wrong in verdicts:
        if wrong:
            out(f"- {name}: WRONG RESULTS (max rel error {err:.1e} against PyTorch); its timing counts for nothing")
            continue
        reference = "PyTorch's speed (cuBLAS/cuDNN)" if kind in COMPUTE else "copy bandwidth"
        out(f"- {name}: {'MET' if bw else 'NOT MET'} ({kind} kernels >= {GOALS[kind]}x {reference}); "
            f"{'beats' if beats else 'does NOT beat'} PyTorch eager")
    if args.report:
        with open(args.report, "w") as f:
            f.write("\n".join(lines) + "\n")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
