#!/usr/bin/env python3
"""One compiled model for every batch and sequence length: dynamic against
static shapes, and against PyTorch eager.

    python3 bench/cpu/dynamic_bench.py --build build [--models bert,gpt2]
        [--shapes 1x32,1x128,4x32,4x128,8x128,1x384,8x384] [--runs 20]
        [--rounds 3] [--torch] [--fuse]

For each model (a BERT-base encoder layer, post-norm, 12 heads of 64, FFN
3072; a GPT-2-small decoder block, pre-norm, with a causal mask) it writes
the model as nn IR twice: once with dynamic batch and sequence
(tensor<?x?x768xf32>, the inputs' nn.dims naming them "batch" and "seq"),
once per shape with those dims static. Weights are function arguments, in
both, so that neither packs them at compile time. For each shape it times
`nn-run FILE --random-inputs 1 --bench N` of the dynamic model (sized with
--input-shape) and of the static one, alternating them `--rounds` times
(the best median of each is kept: this machine's noise is a few percent
at a few milliseconds), and reports dynamic / static. With
--torch (PyTorch importable: bench/cpu/setup_torch.sh), the same layer in
PyTorch eager (torch.nn.functional; 2 threads, inference_mode, median of N)
is timed too. With --resnet MODEL.onnx (ResNet-18 exported with a dynamic
batch), the model is also timed at batch 1 and 8 against the same model
imported with the batch fixed (--input-shape), and the outputs compared.
With --fuse, both builds are first fused (`nn-opt --fuse-ops`), as a
deployment would compile them. The machine's limits are measured in the
same run, first: the FMA peak on
1 and 2 threads (bench/cpu/fma_peak.c, as contraction_bench.py does) and
memcpy bandwidth; each block's row gives the dynamic build's GFLOP/s (its
matmuls' FLOPs: 2 * (4 * 768^2 + 2 * 768 * 3072) per token, and 4 * seq *
768 per token for attention) and its share of the 2-thread peak.
The report goes to stdout, progress to stderr.
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from benchinfo import machine_line, revision  # noqa: E402

D, HEADS, HEAD, FF = 768, 12, 64, 3072


def weights_bert():
    return [("wq", f"{D}x{D}"), ("bq", f"{D}"), ("wk", f"{D}x{D}"),
            ("bk", f"{D}"), ("wv", f"{D}x{D}"), ("bv", f"{D}"),
            ("wo", f"{D}x{D}"), ("bo", f"{D}"), ("g1", f"{D}"), ("be1", f"{D}"),
            ("w1", f"{D}x{FF}"), ("b1", f"{FF}"), ("w2", f"{FF}x{D}"),
            ("b2", f"{D}"), ("g2", f"{D}"), ("be2", f"{D}")]


def attention(b, s, x, mask, mask_type):
    """Lines of self-attention on %x (B x S x D) with an additive mask."""
    t = lambda shape: f"tensor<{shape}xf32>"
    bsd, bshh = t(f"{b}x{s}x{D}"), t(f"{b}x{s}x{HEADS}x{HEAD}")
    bhsh, bhhs = t(f"{b}x{HEADS}x{s}x{HEAD}"), t(f"{b}x{HEADS}x{HEAD}x{s}")
    bhss = t(f"{b}x{HEADS}x{s}x{s}")
    lines = []
    for name in "qkv":
        lines += [
            f'%{name}0 = "nn.matmul"({x}, %w{name}) : ({bsd}, {t(f"{D}x{D}")}) -> {bsd}',
            f'%{name}1 = "nn.bias_add"(%{name}0, %b{name}) {{axis = 2 : i64}} : ({bsd}, {t(D)}) -> {bsd}',
            f'%{name}2 = "nn.reshape"(%{name}1) : ({bsd}) -> {bshh}',
        ]
    lines += [
        f'%qh = "nn.transpose"(%q2) {{perm = array<i64: 0, 2, 1, 3>}} : ({bshh}) -> {bhsh}',
        f'%kt = "nn.transpose"(%k2) {{perm = array<i64: 0, 2, 3, 1>}} : ({bshh}) -> {bhhs}',
        f'%vh = "nn.transpose"(%v2) {{perm = array<i64: 0, 2, 1, 3>}} : ({bshh}) -> {bhsh}',
        f'%sc = "nn.matmul"(%qh, %kt) : ({bhsh}, {bhhs}) -> {bhss}',
        f'%ss = "nn.scale"(%sc) {{scale = 0.125 : f32}} : ({bhss}) -> {bhss}',
        f'%sm = "nn.add"(%ss, {mask}) : ({bhss}, {mask_type}) -> {bhss}',
        f'%p = "nn.softmax"(%sm) {{axis = -1 : i64}} : ({bhss}) -> {bhss}',
        f'%c = "nn.matmul"(%p, %vh) : ({bhss}, {bhsh}) -> {bhsh}',
        f'%ct = "nn.transpose"(%c) {{perm = array<i64: 0, 2, 1, 3>}} : ({bhsh}) -> {bshh}',
        f'%cm = "nn.reshape"(%ct) : ({bshh}) -> {bsd}',
        f'%o0 = "nn.matmul"(%cm, %wo) : ({bsd}, {t(f"{D}x{D}")}) -> {bsd}',
        f'%attn = "nn.bias_add"(%o0, %bo) {{axis = 2 : i64}} : ({bsd}, {t(D)}) -> {bsd}',
    ]
    return lines


def mlp(b, s, x, out):
    t = lambda shape: f"tensor<{shape}xf32>"
    bsd, bsf = t(f"{b}x{s}x{D}"), t(f"{b}x{s}x{FF}")
    return [
        f'%f0 = "nn.matmul"({x}, %w1) : ({bsd}, {t(f"{D}x{FF}")}) -> {bsf}',
        f'%f1 = "nn.bias_add"(%f0, %b1) {{axis = 2 : i64}} : ({bsf}, {t(FF)}) -> {bsf}',
        f'%f2 = "nn.gelu"(%f1) : ({bsf}) -> {bsf}',
        f'%f3 = "nn.matmul"(%f2, %w2) : ({bsf}, {t(f"{FF}x{D}")}) -> {bsd}',
        f'%{out} = "nn.bias_add"(%f3, %b2) {{axis = 2 : i64}} : ({bsd}, {t(D)}) -> {bsd}',
    ]


def layer_norm(b, s, x, g, be, out):
    t = f"tensor<{b}x{s}x{D}xf32>"
    return [f'%{out} = "nn.layer_norm"({x}, %{g}, %{be}) {{axis = 2 : i64, '
            f'epsilon = 1.0e-5 : f32}} : ({t}, tensor<{D}xf32>, '
            f'tensor<{D}xf32>) -> {t}']


def model(name, b, s):
    """The nn IR of `name` with batch `b` and sequence `s` ('?': dynamic)."""
    bsd = f"tensor<{b}x{s}x{D}xf32>"
    names = ' {nn.dims = ["batch", "seq", ""]}' if b == "?" else ""
    if name == "bert":
        mask_type = f"tensor<{b}x1x1x{s}xf32>"
        mask_names = ' {nn.dims = ["batch", "", "", "seq"]}' if b == "?" else ""
        body = attention(b, s, "%x", "%mask", mask_type)
        body += [f'%r1 = "nn.add"(%x, %attn) : ({bsd}, {bsd}) -> {bsd}']
        body += layer_norm(b, s, "%r1", "g1", "be1", "h1")
        body += mlp(b, s, "%h1", "ff")
        body += [f'%r2 = "nn.add"(%h1, %ff) : ({bsd}, {bsd}) -> {bsd}']
        body += layer_norm(b, s, "%r2", "g2", "be2", "y")
    else:  # gpt2: pre-norm, causal mask [seq, seq]
        mask_type = f"tensor<{s}x{s}xf32>"
        mask_names = ' {nn.dims = ["seq", "seq"]}' if b == "?" else ""
        body = layer_norm(b, s, "%x", "g1", "be1", "a")
        body += attention(b, s, "%a", "%mask", mask_type)
        body += [f'%r1 = "nn.add"(%x, %attn) : ({bsd}, {bsd}) -> {bsd}']
        body += layer_norm(b, s, "%r1", "g2", "be2", "m")
        body += mlp(b, s, "%m", "ff")
        body += [f'%y = "nn.add"(%r1, %ff) : ({bsd}, {bsd}) -> {bsd}']
    args = [f"%x: {bsd}{names}", f"%mask: {mask_type}{mask_names}"]
    args += [f"%{w}: tensor<{shape}xf32>" for w, shape in weights_bert()]
    return ("func.func @main(" + ", ".join(args) + f") -> {bsd} {{\n  " +
            "\n  ".join(body) + f"\n  return %y : {bsd}\n}}\n")


def run_nn(nn_run, path, runs, shapes, extra=None):
    cmd = [nn_run, path, "--bench", str(runs)]
    if extra is None:
        cmd += ["--random-inputs", "1"]
        for i, dims in enumerate(shapes):
            cmd += ["--input-shape", f"{i}={dims}"]
    else:
        cmd += extra
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode:
        sys.exit(f"{' '.join(cmd)} failed:\n{out.stderr}")
    m = re.search(r"median ([0-9.]+) (ms|us|s)", out.stdout)
    scale = {"ms": 1e-3, "us": 1e-6, "s": 1.0}[m.group(2)]
    return float(m.group(1)) * scale


def fuse(nn_opt, path):
    """`path` fused by nn-opt --fuse-ops, in a file beside it."""
    fused = path.replace(".mlir", "_fused.mlir")
    subprocess.run([nn_opt, path, "--fuse-ops", "-o", fused], check=True)
    return fused


def time_torch(name, b, s, runs):
    import torch
    import torch.nn.functional as F
    torch.set_num_threads(os.cpu_count())
    g = torch.Generator().manual_seed(1)
    r = lambda *shape: torch.rand(*shape, generator=g) * 2 - 1
    x = r(b, s, D)
    w = {k: r(*[int(v) for v in shape.split("x")]) for k, shape in weights_bert()}
    mask = torch.zeros(b, 1, 1, s) if name == "bert" else torch.triu(
        torch.full((s, s), -1e9), 1)

    def attn(h):
        q = (h @ w["wq"] + w["bq"]).view(b, s, HEADS, HEAD).transpose(1, 2)
        k = (h @ w["wk"] + w["bk"]).view(b, s, HEADS, HEAD).transpose(1, 2)
        v = (h @ w["wv"] + w["bv"]).view(b, s, HEADS, HEAD).transpose(1, 2)
        p = torch.softmax(q @ k.transpose(-1, -2) * 0.125 + mask, dim=-1)
        c = (p @ v).transpose(1, 2).reshape(b, s, D)
        return c @ w["wo"] + w["bo"]

    def ffn(h):
        return F.gelu(h @ w["w1"] + w["b1"]) @ w["w2"] + w["b2"]

    def ln(h, i):
        return F.layer_norm(h, (D,), w[f"g{i}"], w[f"be{i}"], eps=1e-5)

    def bert():
        h1 = ln(x + attn(x), 1)
        return ln(h1 + ffn(h1), 2)

    def gpt2():
        r1 = x + attn(ln(x, 1))
        return r1 + ffn(ln(r1, 2))

    f = bert if name == "bert" else gpt2
    times = []
    with torch.inference_mode():
        f()
        for _ in range(runs):
            start = time.perf_counter()
            f()
            times.append(time.perf_counter() - start)
    return statistics.median(times)


def resnet(nn_run, model, name, runs, rounds, tmp):
    """ResNet-18 imported with a dynamic batch, at batch 1 and 8, against the
    same model imported with the batch fixed; and the largest difference
    between their outputs."""
    import numpy as np
    print("\n| model | batch | dynamic (ms) | static (ms) | dynamic / static "
          "| max abs difference |")
    print("|---|---|---:|---:|---:|---:|")
    for b in (1, 8):
        x = os.path.join(tmp, f"x{b}.npy")
        np.save(x, np.random.default_rng(b).standard_normal(
            (b, 3, 224, 224)).astype(np.float32))
        static = ["--input-shape", f"{name}={b}x3x224x224", "--input", x]
        dyn, sta = [], []
        for _ in range(rounds):
            print(f"resnet18 batch {b} ...", file=sys.stderr)
            dyn.append(run_nn(nn_run, model, runs, [], ["--input", x]))
            sta.append(run_nn(nn_run, model, runs, [], static))
        outs = []
        for args in (["--input", x], static):
            y = os.path.join(tmp, f"y{len(outs)}.npy")
            subprocess.run([nn_run, model, "--output", y] + args, check=True,
                           capture_output=True)
            outs.append(np.load(y))
        diff = float(np.abs(outs[0] - outs[1]).max())
        d, st = min(dyn), min(sta)
        print(f"| resnet18 | {b} | {d * 1e3:.2f} | {st * 1e3:.2f} | "
              f"{d / st:.2f}x | {diff:.1e} |", flush=True)


def block_flops(b, s):
    """The FLOPs of one BERT or GPT-2 block's matmuls on b x s tokens."""
    return b * s * (2 * (4 * D * D + 2 * D * FF) + 4 * s * D)


def machine_limits(work):
    """(2-thread FMA GFLOP/s, report line), measured now."""
    here = os.path.dirname(os.path.abspath(__file__))
    sys.path.insert(0, here)
    import contraction_bench  # noqa: E402  (numpy: the torch environment)
    from op_bench import cpu_bench  # noqa: E402
    print("FMA peak ...", file=sys.stderr)
    exe = contraction_bench.build_fma_peak(work, os.environ.get("CC", "cc"))
    isa, peaks = contraction_bench.fma_peak(exe, 2)
    print("memcpy ...", file=sys.stderr)
    memcpy = cpu_bench.memcpy_gbps()
    line = (f"Measured first in this run: FMA peak ({isa}) "
            + ", ".join(f"{g:.0f} GFLOP/s on {n} thread{'s' if n > 1 else ''}"
                        for n, g in sorted(peaks.items()))
            + f"; memcpy {memcpy:.1f} GB/s.")
    return peaks[max(peaks)], line


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default="build")
    parser.add_argument("--models", default="bert,gpt2")
    parser.add_argument("--shapes", default="1x32,1x128,4x32,4x128,8x128,1x384,8x384")
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--torch", action="store_true")
    parser.add_argument("--fuse", action="store_true",
                        help="fuse both builds with nn-opt --fuse-ops first")
    parser.add_argument("--resnet", help="ResNet-18 exported with a dynamic "
                        "batch (bench/onnx/export_models.py --models "
                        "resnet18_dynbatch): also time it at batch 1 and 8")
    parser.add_argument("--resnet-input", default="input",
                        help="the model's input name")
    args = parser.parse_args()
    nn_run = os.path.join(args.build, "bin", "nn-run")
    nn_opt = os.path.join(args.build, "bin", "nn-opt")
    shapes = [tuple(int(v) for v in s.split("x")) for s in args.shapes.split(",")]
    print(f"`{' '.join(sys.argv)}`\n\n{machine_line()}, {revision()}\n")
    with tempfile.TemporaryDirectory() as tmp:
        peak, line = machine_limits(tmp)
        print(line + "\n")
        print("| model | batch x seq | dynamic (ms) | static (ms) | dynamic / static |"
              + " dynamic GFLOP/s | of peak |"
              + (" torch (ms) | dynamic / torch |" if args.torch else ""))
        print("|---|---|---:|---:|---:|---:|---:|" + ("---:|---:|" if args.torch else ""))
        for name in args.models.split(","):
            dynamic = os.path.join(tmp, f"{name}_dynamic.mlir")
            with open(dynamic, "w") as f:
                f.write(model(name, "?", "?"))
            if args.fuse:
                dynamic = fuse(nn_opt, dynamic)
            for b, s in shapes:
                static = os.path.join(tmp, f"{name}_{b}x{s}.mlir")
                with open(static, "w") as f:
                    f.write(model(name, b, s))
                if args.fuse:
                    static = fuse(nn_opt, static)
                mask = f"{b}x1x1x{s}" if name == "bert" else f"{s}x{s}"
                dyn, sta = [], []
                for _ in range(args.rounds):
                    print(f"{name} {b}x{s} ...", file=sys.stderr)
                    dyn.append(run_nn(nn_run, dynamic, args.runs, [f"{b}x{s}x{D}", mask]))
                    sta.append(run_nn(nn_run, static, args.runs, []))
                d, st = min(dyn), min(sta)
                gflops = block_flops(b, s) / d * 1e-9
                row = (f"| {name} | {b}x{s} | {d * 1e3:.2f} | {st * 1e3:.2f} | {d / st:.2f}x |"
                       f" {gflops:.0f} | {gflops / peak:.0%} |")
                if args.torch:
                    t = time_torch(name, b, s, args.runs)
                    row += f" {t * 1e3:.2f} | {d / t:.2f}x |"
                print(row, flush=True)
        if args.resnet:
            resnet(nn_run, args.resnet, args.resnet_input, args.runs,
                   args.rounds, tmp)


if __name__ == "__main__":
    main()
