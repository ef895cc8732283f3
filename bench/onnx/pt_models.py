#!/usr/bin/env python3
"""Issue 18's PyTorch models, exported to ONNX and run with nn against a reference.

Four models with random weights from a fixed seed (lstm_lm.py is the fifth):

  unet           a 3-level U-Net: Conv3x3 + GroupNorm(8) + ReLU blocks,
                 MaxPool down, ConvTranspose2d(k2, s2) up, skip concats;
                 input 1x3x128x128, 32/64/128 channels, 2 output classes.
  detect         a detection-style head: a strided conv backbone, per-anchor
                 class scores and boxes, torch.topk over the anchors and
                 torch.gather (GatherElements) of the boxes and labels;
                 input 1x3x256x256, 3 anchors per cell, top 100.
  gpt2           a GPT-2-style decoder block: LayerNorm, causal attention
                 written with torch.einsum and a torch.tril mask, a GELU MLP;
                 sequence 128, d 768, 12 heads.
  resnet18_int8  torchvision's resnet18 (random weights, calibrated
                 BatchNorm) exported in fp32 and quantized with onnxruntime's
                 quantize_static (int8 activations and weights, per-
                 channel weights, 4 random calibration batches) in QDQ
                 format (resnet18_int8: QuantizeLinear/DequantizeLinear
                 around float ops) and QOperator format (resnet18_int8_qoperator:
                 QLinearConv and com.microsoft QLinearAdd,
                 QLinearGlobalAveragePool, QGemm); nn is checked against
                 onnxruntime on each quantized model.

    . /tmp/torchenv/nn-torch-env.sh     # after sh bench/onnx/setup.sh
    "$NN_TORCH_PYTHON" bench/onnx/pt_models.py --out /tmp/pt-models            # all four
    "$NN_TORCH_PYTHON" bench/onnx/pt_models.py --out /tmp/pt-models --model gpt2
    "$NN_TORCH_PYTHON" bench/onnx/pt_models.py --ci                             # the tiny CI models

Each model goes to OUT/NAME (backend-test layout: model.onnx,
test_data_set_0/input_N.npy, output_N.npy); `nn-run --check` compares with
the reference (PyTorch's outputs within rtol 1e-4, atol 1e-5; for the int8
model onnxruntime's, see INT8_NOTE), then the script prints the error and
nn's, PyTorch's (or onnxruntime's) time per run at 2 threads. --ci writes the
tiny variants of the models that have one into
test/lit/import/Inputs/models/tiny_NAME (each under 100 KB; the same torch
writes the same bytes), which test/lit/import/pt-models.test runs.
"""

import argparse
import os
import subprocess
import sys
import time

import numpy as np

import common

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CI_DIR = os.path.join(REPO, "test", "lit", "import", "Inputs", "models")

INT8_NOTE = """\
int8 tolerance: every activation is requantized to int8 after each conv,
add and pool. Where a value sits within float rounding of a half step
(x / scale = k + 0.4999975, say), nn's f32 convolution (summed in another
order than onnxruntime's) can round it the other way: one step of that
tensor's scale. Such flips are rare in the first layers (1 of 802816
elements after the first conv) but feed the next layers, where they move
other values across a half step, and the residual adds carry them on; by
layer4 thousands of elements differ by a few steps. onnxruntime itself shows
the same spread between its optimized (integer QLinearConv) and unoptimized
(float Q/DQ as written) runs. The output is the dequantized int8 logits of
the last Gemm: the check is |nn - ort| <= 2 output scales (--int8-steps),
and the script prints how many elements differ, next to onnxruntime's own
spread."""


# --------------------------------------------------------------------------
# The models


def randomize_norm_affine(model, kind, name):
    """Gives every `kind` norm layer a random scale (0.5-1.5) and bias: their
    init is 1 and 0, which would leave the affine part untested."""
    import torch

    gen = torch.Generator().manual_seed(common.seed_of(name) + 2)
    for m in model.modules():
        if isinstance(m, kind):
            with torch.no_grad():
                m.weight.copy_(torch.rand(m.weight.shape, generator=gen) + 0.5)
                m.bias.copy_(torch.randn(m.bias.shape, generator=gen) * 0.1)
    return model


def build_unet(ch=32, groups=8, classes=2):
    import torch
    from torch import nn

    def block(cin, cout):
        return nn.Sequential(
            nn.Conv2d(cin, cout, 3, padding=1, bias=False), nn.GroupNorm(groups, cout), nn.ReLU(),
            nn.Conv2d(cout, cout, 3, padding=1, bias=False), nn.GroupNorm(groups, cout), nn.ReLU())

    class UNet(nn.Module):
        def __init__(self):
            super().__init__()
            self.enc1, self.enc2 = block(3, ch), block(ch, 2 * ch)
            self.mid = block(2 * ch, 4 * ch)
            self.up2 = nn.ConvTranspose2d(4 * ch, 2 * ch, 2, stride=2)
            self.dec2 = block(4 * ch, 2 * ch)
            self.up1 = nn.ConvTranspose2d(2 * ch, ch, 2, stride=2)
            self.dec1 = block(2 * ch, ch)
            self.head = nn.Conv2d(ch, classes, 1)
            self.pool = nn.MaxPool2d(2)

        def forward(self, x):
            e1 = self.enc1(x)
            e2 = self.enc2(self.pool(e1))
            m = self.mid(self.pool(e2))
            d2 = self.dec2(torch.cat([self.up2(m), e2], 1))
            d1 = self.dec1(torch.cat([self.up1(d2), e1], 1))
            return self.head(d1)

    torch.manual_seed(common.seed_of("unet"))
    model = UNet()
    return randomize_norm_affine(model, nn.GroupNorm, "unet").eval()


def build_detect(ch=32, anchors=3, classes=8, k=100):
    import torch
    from torch import nn

    class DetectionHead(nn.Module):
        """Scores and boxes per anchor; the top k anchors by best class score."""

        def __init__(self):
            super().__init__()
            self.backbone = nn.Sequential(
                nn.Conv2d(3, ch, 3, stride=2, padding=1), nn.ReLU(),
                nn.Conv2d(ch, 2 * ch, 3, stride=2, padding=1), nn.ReLU(),
                nn.Conv2d(2 * ch, 2 * ch, 3, stride=2, padding=1), nn.ReLU())
            self.cls = nn.Conv2d(2 * ch, anchors * classes, 1)
            self.box = nn.Conv2d(2 * ch, anchors * 4, 1)

        def forward(self, x):
            f = self.backbone(x)
            n = x.shape[0]
            logits = self.cls(f).permute(0, 2, 3, 1).reshape(n, -1, classes)
            boxes = self.box(f).permute(0, 2, 3, 1).reshape(n, -1, 4)
            best, label = torch.sigmoid(logits).max(dim=2)        # [n, anchors]
            scores, idx = torch.topk(best, k, dim=1)              # TopK
            picked = torch.gather(boxes, 1, idx.unsqueeze(-1).expand(-1, -1, 4))  # GatherElements
            labels = torch.gather(label, 1, idx)                  # GatherElements
            return scores, picked, labels

    torch.manual_seed(common.seed_of("detect"))
    return DetectionHead().eval()


def build_gpt2(d=768, heads=12, seq=128):
    import torch
    from torch import nn

    class Block(nn.Module):
        """GPT-2's block: x + attn(ln1(x)), then + mlp(ln2(x))."""

        def __init__(self):
            super().__init__()
            self.ln1, self.ln2 = nn.LayerNorm(d), nn.LayerNorm(d)
            self.qkv, self.proj = nn.Linear(d, 3 * d), nn.Linear(d, d)
            self.fc, self.out = nn.Linear(d, 4 * d), nn.Linear(4 * d, d)
            self.gelu = nn.GELU(approximate="tanh")

        def forward(self, x):
            b, t, _ = x.shape
            q, k, v = self.qkv(self.ln1(x)).split(d, dim=2)
            q, k, v = (z.reshape(b, t, heads, d // heads) for z in (q, k, v))
            att = torch.einsum("bthd,bshd->bhts", q, k) * (d // heads) ** -0.5
            # The mask is made from the scores (not a constant of the trace), so
            # that the exporter keeps the Trilu instead of folding it.
            causal = torch.tril(torch.ones_like(att)) > 0
            att = torch.softmax(att.masked_fill(~causal, float("-inf")), dim=-1)
            y = torch.einsum("bhts,bshd->bthd", att, v).reshape(b, t, d)
            x = x + self.proj(y)
            return x + self.out(self.gelu(self.fc(self.ln2(x))))

    torch.manual_seed(common.seed_of("gpt2"))
    model = Block()
    return randomize_norm_affine(model, nn.LayerNorm, "gpt2").eval()


# name -> (builder kwargs full, kwargs tiny or None, input shape full, tiny, opset)
MODELS = {
    "unet": dict(build=build_unet, full={}, tiny=dict(ch=4, groups=2), shape=(1, 3, 128, 128),
                 tiny_shape=(1, 3, 16, 16), opset=17),
    "detect": dict(build=build_detect, full={}, tiny=dict(ch=8, anchors=2, classes=3, k=10),
                   shape=(1, 3, 256, 256), tiny_shape=(1, 3, 32, 32), opset=17),
    "gpt2": dict(build=build_gpt2, full={}, tiny=dict(d=32, heads=4, seq=8), shape=(1, 128, 768),
                 tiny_shape=(1, 8, 32), opset=20),
}


# --------------------------------------------------------------------------
# Export and run


def export(name, out_dir, tiny=False):
    """Exports MODELS[name] with PyTorch's outputs as the test data."""
    import torch

    spec = MODELS[name]
    model = spec["build"](**(spec["tiny"] if tiny else spec["full"]))
    shape = spec["tiny_shape"] if tiny else spec["shape"]
    rng = np.random.default_rng(common.seed_of(name) + 1)
    x = rng.standard_normal(shape).astype(np.float32)
    with torch.no_grad():
        outs = model(torch.from_numpy(x))
    outs = [o.numpy() for o in (outs if isinstance(outs, tuple) else (outs,))]
    out_names = tuple(f"output_{i}" for i in range(len(outs)))
    os.makedirs(out_dir, exist_ok=True)
    path = os.path.join(out_dir, "model.onnx")
    common.export_torchscript(model, [torch.from_numpy(x)], path, opset=spec["opset"],
                              output_names=out_names)
    common.check_model(path)
    common.write_test_data(out_dir, path, [x], outs)
    max_abs, max_rel = common.ort_check(path, [x], outs)
    print(f"{path}: {os.path.getsize(path)} bytes; {op_list(path)}; onnxruntime vs PyTorch: "
          f"max abs {max_abs:.2g}, rel {max_rel:.2g}")
    return model, path, [x], outs


def op_list(path):
    return common.op_summary(common.census(path))


def fused_path(path, passes=()):
    suffix = "".join(p.replace("--", "-") for p in passes)
    return os.path.join(os.path.dirname(path), f"model{suffix}.fused.mlir")


def nn_prepare(path, passes=()):
    """Imports the model and fuses it: returns the fused .mlir (what is checked and timed).

    nn-run on a .onnx runs the graph as imported, each op its own loop nest;
    `nn-opt --simplify-inference --fuse-ops` is the pipeline a deployment
    runs (as bench/onnx/run_models.py does); `passes` run before it
    (--fuse-quantized for a QDQ model).
    """
    d = os.path.dirname(path)
    bin_dir = os.path.dirname(ARGS.nn_run)
    ir, fused = os.path.join(d, "model.mlirbc"), fused_path(path, passes)
    start = time.perf_counter()
    subprocess.run([os.path.join(bin_dir, "nn-import-onnx"), path, "--emit-bytecode", "-o", ir],
                   check=True)
    subprocess.run([os.path.join(bin_dir, "nn-opt"), *passes, "--simplify-inference",
                    "--fuse-ops", ir, "-o", fused], check=True)
    print(f"import + fuse: {time.perf_counter() - start:.1f} s")
    return fused


ENV = dict(os.environ, OMP_NUM_THREADS="2")


def nn_check(path, inputs, expected, rtol, atol, passes=()):
    """nn-run --check of the fused model; returns (returncode, max abs error per output, outputs)."""
    d = os.path.dirname(path)
    data = os.path.join(d, "test_data_set_0")
    ins = [os.path.join(data, f"input_{i}.npy") for i in range(len(inputs))]
    got = [os.path.join(d, f"nn_output_{i}.npy") for i in range(len(expected))]
    exp = [os.path.join(data, f"output_{i}.npy") for i in range(len(expected))]
    fused = nn_prepare(path, passes)
    cmd = [ARGS.nn_run, fused, "--input", *ins, "--output", *got, "--check", *exp,
           "--rtol", str(rtol), "--atol", str(atol)]
    print(" ".join(cmd))
    start = time.perf_counter()
    r = subprocess.run(cmd, capture_output=True, text=True, env=ENV)
    print(r.stdout + r.stderr, end="")
    print(f"nn-run (compile, one run): {time.perf_counter() - start:.1f} s")
    errs = []
    for p, e in zip(got, expected):
        if os.path.exists(p):
            g = np.load(p)
            errs.append(float(np.max(np.abs(g.astype(np.float64) - e.astype(np.float64))))
                        if e.size else 0.0)
    return r.returncode, errs, [np.load(p) for p in got if os.path.exists(p)]


def nn_bench(path, n_inputs, passes=()):
    d = os.path.dirname(path)
    data = os.path.join(d, "test_data_set_0")
    ins = [os.path.join(data, f"input_{i}.npy") for i in range(n_inputs)]
    r = subprocess.run([ARGS.nn_run, fused_path(path, passes), "--input", *ins,
                        "--bench", str(ARGS.runs)], capture_output=True, text=True, env=ENV)
    print(r.stdout + r.stderr, end="")


def time_it(fn):
    for _ in range(3):
        fn()
    start = time.perf_counter()
    for _ in range(ARGS.runs):
        fn()
    return (time.perf_counter() - start) / ARGS.runs * 1e3


def run_float(name):
    import torch

    model, path, inputs, outs = export(name, os.path.join(ARGS.out, name))
    rc, errs, _ = nn_check(path, inputs, outs, rtol=1e-4, atol=1e-5)
    print(f"{name}: nn vs PyTorch max abs error per output: "
          + ", ".join(f"{e:.2g}" for e in errs))
    nn_bench(path, len(inputs))
    torch.set_num_threads(2)
    xs = [torch.from_numpy(x) for x in inputs]
    with torch.no_grad():
        ms = time_it(lambda: model(*xs))
    print(f"PyTorch eager (2 threads): {ms:.3f} ms per run")
    return rc


# --------------------------------------------------------------------------
# int8 ResNet-18


def run_resnet18_int8():
    import onnxruntime as ort
    import torch
    import torchvision
    from onnxruntime import quantization as q

    d = os.path.join(ARGS.out, "resnet18_int8")
    os.makedirs(d, exist_ok=True)
    torch.manual_seed(common.seed_of("resnet18"))
    model = torchvision.models.resnet18(weights=None)
    gen = torch.Generator().manual_seed(common.seed_of("resnet18") + 1)
    common.randomize_batchnorm_affine(model, gen)
    common.calibrate_batchnorm(model, (1, 3, 224, 224), gen)
    fp32 = os.path.join(d, "model_fp32.onnx")
    x = np.random.default_rng(common.seed_of("resnet18_int8")).standard_normal(
        (1, 3, 224, 224)).astype(np.float32)
    common.export_torchscript(model, [torch.from_numpy(x)], fp32, opset=17)
    # onnxruntime's recommended pre-processing (shape inference, graph
    # optimization) before static quantization.
    pre = os.path.join(d, "model_pre.onnx")
    q.quant_pre_process(fp32, pre)

    class Batches(q.CalibrationDataReader):
        def __init__(self, n=ARGS.calib_batches):
            rng = np.random.default_rng(common.seed_of("resnet18_int8") + 1)
            self.it = iter([{"input": rng.standard_normal((1, 3, 224, 224)).astype(np.float32)}
                            for _ in range(n)])

        def get_next(self):
            return next(self.it, None)

    torch.set_num_threads(2)
    xt = torch.from_numpy(x)
    with torch.no_grad():
        pt = model(xt).numpy()
        ms = time_it(lambda: model(xt))
    print(f"PyTorch eager fp32 (2 threads): {ms:.3f} ms per run")
    rc = 0
    for fmt in ARGS.int8_formats.split(","):
        print(f"-- {fmt}")
        fd = d if fmt == "qdq" else d + "_" + fmt
        os.makedirs(fd, exist_ok=True)
        path = os.path.join(fd, "model.onnx")
        q.quantize_static(pre, path, Batches(),
                          quant_format={"qdq": q.QuantFormat.QDQ,
                                        "qoperator": q.QuantFormat.QOperator}[fmt],
                          activation_type=q.QuantType.QInt8, weight_type=q.QuantType.QInt8,
                          per_channel=True, calibrate_method=q.CalibrationMethod.MinMax)
        rc = check_int8(path, x, pt) or rc
    return rc


def check_int8(path, x, pt):
    """nn against onnxruntime on one quantized model; onnxruntime's times."""
    import onnxruntime as ort

    d = os.path.dirname(path)
    print(f"{path}: {os.path.getsize(path)} bytes; {op_list(path)}")
    so = ort.SessionOptions()
    so.intra_op_num_threads, so.inter_op_num_threads = 2, 1
    sess = ort.InferenceSession(path, so, providers=["CPUExecutionProvider"])
    ref = sess.run(None, {"input": x})[0]
    print(f"onnxruntime int8 vs PyTorch fp32: max abs {np.max(np.abs(ref - pt)):.3g} "
          f"(of max |logit| {np.max(np.abs(pt)):.3g}); same top-1: "
          f"{int(np.argmax(ref)) == int(np.argmax(pt))}")
    # onnxruntime's own spread: the same model with graph optimizations off
    # (for QDQ: each Q/DQ and Conv in float as written instead of the fused
    # integer kernels of the default level).
    so0 = ort.SessionOptions()
    so0.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    ref0 = ort.InferenceSession(path, so0, providers=["CPUExecutionProvider"]).run(
        None, {"input": x})[0]
    common.write_test_data(d, path, [x], [ref])
    scale = output_scale(path)
    spread = np.rint(np.abs(ref0.astype(np.float64) - ref) / scale).astype(np.int64)
    print(f"onnxruntime unoptimized vs optimized: {spread.max()} steps; elements differing: "
          f"{int(np.count_nonzero(spread))} of {spread.size}")
    # Each model runs twice: as imported and after --fuse-quantized, the
    # pass a deployment of a QDQ model runs (its convolutions and Gemm then
    # sum in i32, its max pool runs on int8; a QOperator model has little
    # for it to do).
    rc = 0
    for passes in [(), ("--fuse-quantized",)]:
        print(f"-- nn-opt {' '.join(passes + ('--simplify-inference', '--fuse-ops'))}")
        r, errs, got = nn_check(path, [x], [ref], rtol=0,
                                atol=ARGS.int8_steps * scale * 1.001, passes=passes)
        rc = rc or r
        if got:
            diff = np.abs(got[0].astype(np.float64) - ref.astype(np.float64))
            steps = np.rint(diff / scale).astype(np.int64)
            print(f"{os.path.basename(d)}: output scale {scale:.4g}; nn vs onnxruntime max abs "
                  f"{diff.max():.4g} ({steps.max()} steps); elements differing: "
                  f"{int(np.count_nonzero(steps))} of {steps.size} "
                  f"(by 1 step: {int(np.count_nonzero(steps == 1))}); same top-1: "
                  f"{int(np.argmax(got[0])) == int(np.argmax(ref))}")
        nn_bench(path, 1, passes)
    ms = time_it(lambda: sess.run(None, {"input": x}))
    print(f"onnxruntime int8 (2 threads): {ms:.3f} ms per run")
    return rc


def output_scale(path):
    """The scale of the DequantizeLinear that produces the graph output."""
    import onnx
    from onnx import numpy_helper

    m = onnx.load(path)
    inits = {t.name: numpy_helper.to_array(t) for t in m.graph.initializer}
    out = m.graph.output[0].name
    for n in m.graph.node:
        if out in n.output and n.op_type == "DequantizeLinear":
            return float(inits[n.input[1]])
    raise RuntimeError(f"{path}: the output does not come from a DequantizeLinear")


# --------------------------------------------------------------------------


def main():
    global ARGS
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default="/tmp/pt-models")
    ap.add_argument("--model", default="all",
                    help="comma-separated: " + ", ".join([*MODELS, "resnet18_int8"]) + " (default all)")
    ap.add_argument("--ci", action="store_true", help="write the tiny CI models")
    ap.add_argument("--runs", type=int, default=10, help="timed runs (after warm-up)")
    ap.add_argument("--calib-batches", type=int, default=4)
    ap.add_argument("--int8-formats", default="qdq,qoperator",
                    help="quantize_static formats of resnet18_int8: qdq, qoperator or both")
    ap.add_argument("--int8-steps", type=int, default=2,
                    help="--check tolerance of the int8 model, in output quantization steps")
    ap.add_argument("--nn-run", default=os.path.join(REPO, "build", "bin", "nn-run"))
    ARGS = ap.parse_args()
    names = [*MODELS, "resnet18_int8"] if ARGS.model == "all" else ARGS.model.split(",")
    if ARGS.ci:
        for name in names:
            if name not in MODELS or MODELS[name]["tiny"] is None:
                continue
            d = os.path.join(CI_DIR, f"tiny_{name}")
            export(name, d, tiny=True)
            size = os.path.getsize(os.path.join(d, "model.onnx"))
            if size > 100_000:
                sys.exit(f"tiny_{name}: {size} bytes, over 100 KB")
        return
    rc = 0
    for name in names:
        print(f"== {name}")
        if name == "resnet18_int8":
            print(INT8_NOTE)
        r = run_resnet18_int8() if name == "resnet18_int8" else run_float(name)
        rc = rc or r
    sys.exit(rc)


if __name__ == "__main__":
    main()
