#!/usr/bin/env python3
"""Writes the small ONNX test models that CI imports (CI runs no PyTorch).

Each model is exported from PyTorch with fixed seeds and random weights and
stored in the ONNX backend-test layout, the files committed under
test/lit/import/Inputs/models/:

    NAME/model.onnx
    NAME/test_data_set_0/input_0.pb  input_0.npy    (a random input)
    NAME/test_data_set_0/output_0.pb output_0.npy   (PyTorch's output)

The models (all well under 300 KB):

    tiny_cnn            opset 20 (the exporter's default), input 1x3x32x32: conv3x3 + BatchNorm + ReLU
                        + maxpool, a residual block with a grouped conv (groups=4) and a depthwise
                        conv (groups=16), global average pool, flatten, Linear (Gemm). BatchNorm
                        folded into the convs by the exporter, as in every eval-mode export.
    tiny_cnn_bn         the same model at opset 13 with BatchNormalization nodes kept
                        (TrainingMode.PRESERVE on the eval-mode model).
    tiny_transformer_op13, tiny_transformer_op17
                        nn.TransformerEncoderLayer(d_model=32, nhead=2, dim_feedforward=64,
                        batch_first=True), eval, input 1x8x32: the Shape->Gather->Unsqueeze->
                        Concat->Reshape chains of the attention heads; LayerNormalization at 17,
                        its ReduceMean/Sub/Pow/Sqrt/Div decomposition at 13.
    mlp_dynbatch        opset 17, Linear(16,32)-ReLU-Linear(32,32)-ReLU-Linear(32,8), input
                        [batch, 16] with dim_param "batch"; the test data has batch 3.

The output is deterministic: the same torch version writes the same bytes
(the script's --check mode re-exports into a temporary folder and compares).
Each model is checked with onnx.checker (full_check) and onnxruntime.

    . /tmp/torchenv/nn-torch-env.sh     # after sh bench/onnx/setup.sh
    "$NN_TORCH_PYTHON" bench/onnx/make_ci_models.py               # writes test/lit/import/Inputs/models
    "$NN_TORCH_PYTHON" bench/onnx/make_ci_models.py --check       # re-export and compare with those files
"""

import argparse
import filecmp
import os
import shutil
import sys
import tempfile
import warnings

import numpy as np

import common

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_OUT = os.path.join(REPO, "test", "lit", "import", "Inputs", "models")
MAX_BYTES = 300 * 1024


def tiny_cnn():
    import torch
    from torch import nn

    class TinyCNN(nn.Module):
        def __init__(self):
            super().__init__()
            self.stem = nn.Sequential(nn.Conv2d(3, 16, 3, padding=1, bias=False), nn.BatchNorm2d(16),
                                      nn.ReLU(), nn.MaxPool2d(2))
            # The residual branch: grouped 3x3, BN, ReLU, depthwise 3x3, BN.
            self.branch = nn.Sequential(nn.Conv2d(16, 16, 3, padding=1, groups=4, bias=False),
                                        nn.BatchNorm2d(16), nn.ReLU(),
                                        nn.Conv2d(16, 16, 3, padding=1, groups=16, bias=False),
                                        nn.BatchNorm2d(16))
            self.relu = nn.ReLU()
            self.pool = nn.AdaptiveAvgPool2d(1)
            self.fc = nn.Linear(16, 10)

        def forward(self, x):
            x = self.stem(x)
            x = self.relu(x + self.branch(x))
            return self.fc(torch.flatten(self.pool(x), 1))

    return TinyCNN()


def tiny_transformer():
    import torch

    class Encoder(torch.nn.Module):
        # forward(x) only: see export_models.py (the exporter would turn the
        # layer's is_causal=False default into a tensor).
        def __init__(self):
            super().__init__()
            self.layer = torch.nn.TransformerEncoderLayer(d_model=32, nhead=2, dim_feedforward=64,
                                                          batch_first=True)

        def forward(self, x):
            return self.layer(x)

    return Encoder()


def mlp():
    from torch import nn

    return nn.Sequential(nn.Linear(16, 32), nn.ReLU(), nn.Linear(32, 32), nn.ReLU(), nn.Linear(32, 8))


# name: (family, builder, example input shape, test input shape, export options)
MODELS = {
    "tiny_cnn": ("tiny_cnn", tiny_cnn, (1, 3, 32, 32), (1, 3, 32, 32), dict(opset=20)),
    "tiny_cnn_bn": ("tiny_cnn", tiny_cnn, (1, 3, 32, 32), (1, 3, 32, 32), dict(opset=13, keep_bn=True)),
    "tiny_transformer_op13": ("tiny_transformer", tiny_transformer, (1, 8, 32), (1, 8, 32), dict(opset=13)),
    "tiny_transformer_op17": ("tiny_transformer", tiny_transformer, (1, 8, 32), (1, 8, 32), dict(opset=17)),
    "mlp_dynbatch": ("mlp", mlp, (1, 16), (3, 16), dict(opset=17, dynamic_batch=True)),
}


NOTES = {
    "tiny_cnn": "BatchNorm folded into the convs by the exporter",
    "tiny_cnn_bn": "BatchNorm kept (PRESERVE)",
    "tiny_transformer_op13": "SDPA written as MatMul/Softmax/MatMul",
    "tiny_transformer_op17": "",
    "mlp_dynbatch": "test data batch 3",
}


def build(family, builder, shape):
    """The eval-mode model of a family: seeded init, BatchNorm randomized and calibrated."""
    import torch

    torch.manual_seed(common.seed_of(family))
    gen = torch.Generator().manual_seed(common.seed_of(family) + 1)
    model = builder()
    if any(isinstance(m, torch.nn.BatchNorm2d) for m in model.modules()):
        common.randomize_batchnorm_affine(model, gen)
        common.calibrate_batchnorm(model, shape, gen, batches=4, batch_size=8)
    return model.eval()


def write_all(out):
    import torch

    models = {}
    rows = []
    for name, (family, builder, ex_shape, shape, opts) in MODELS.items():
        if family not in models:
            models[family] = build(family, builder, ex_shape)
        model = models[family]
        d = os.path.join(out, name)
        if os.path.isdir(d):
            shutil.rmtree(d)
        os.makedirs(d)
        path = os.path.join(d, "model.onnx")
        rng = np.random.default_rng(common.seed_of(family) + 2)
        x = rng.standard_normal(shape, dtype=np.float32)
        example = torch.from_numpy(rng.standard_normal(ex_shape, dtype=np.float32))
        with torch.no_grad():
            ref = model(torch.from_numpy(x)).numpy()
        with common.sdpa_as_math(family == "tiny_transformer" and opts["opset"] < 14):
            common.export_torchscript(model, [example], path, **opts)
        common.check_model(path)
        common.write_test_data(d, path, [x], [ref])
        size = os.path.getsize(path)
        if size > MAX_BYTES:
            raise RuntimeError(f"{name}: {size} bytes, over the {MAX_BYTES} limit")
        max_abs, max_rel = common.ort_check(path, [x], [ref])
        # Only what the script fixes (no ORT numbers: they may vary by machine,
        # and the committed files must regenerate byte for byte).
        common.write_info(d, {
            "source": "make_ci_models.py",
            "exporter": "torch.onnx.export(dynamo=False, do_constant_folding=True"
                        + (", training=PRESERVE" if opts.get("keep_bn") else "")
                        + (", dynamic_axes batch" if opts.get("dynamic_batch") else "") + ")",
            "requested_opset": opts["opset"],
            "seed": common.seed_of(family),
            "input_shape": list(shape),
            "notes": NOTES[name],
        })
        c = common.census(path)
        rows.append((name, c, max_abs, max_rel))
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default=DEFAULT_OUT, help=f"output folder (default {DEFAULT_OUT})")
    ap.add_argument("--check", action="store_true",
                    help="export into a temporary folder and compare byte for byte with --out")
    args = ap.parse_args()

    import torch

    warnings.filterwarnings("ignore", category=DeprecationWarning)  # the TorchScript exporter
    warnings.filterwarnings("ignore", message=".*CUDA.*")
    torch.backends.mha.set_fastpath_enabled(False)
    torch.set_num_threads(1)  # the reference outputs do not depend on the thread count

    out = tempfile.mkdtemp(prefix="nn-ci-models-") if args.check else args.out
    rows = write_all(out)
    print("| model | opset | IR | size | nodes | ORT max abs | ORT max rel | op types |")
    print("|---|---|---|---|---|---|---|---|")
    for name, c, max_abs, max_rel in rows:
        print(f"| {name} | {c['opset']} | {c['ir_version']} | {c['size']} B | {c['nodes']} | "
              f"{max_abs:.2e} | {max_rel:.2e} | {common.op_summary(c)} |")
    if not args.check:
        return 0
    bad = []
    for name in MODELS:
        data = [os.path.join("test_data_set_0", f"{k}_0.{e}")
                for k in ("input", "output") for e in ("pb", "npy")]
        for rel in ["model.onnx", "export_info.json"] + data:
            a, b = os.path.join(out, name, rel), os.path.join(args.out, name, rel)
            if not (os.path.exists(b) and filecmp.cmp(a, b, shallow=False)):
                bad.append(os.path.join(name, rel))
    shutil.rmtree(out)
    if bad:
        print("make_ci_models: differ from the committed files: " + ", ".join(bad), file=sys.stderr)
        return 1
    print("make_ci_models: the committed files are reproduced byte for byte", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
