#!/usr/bin/env python3
"""Exports real models from PyTorch to ONNX, with reference inputs and outputs.

For end-to-end tests and benchmarks of nn-import-onnx. Weights are random
(torchvision's init with a fixed seed; no weights are downloaded), the CNNs'
BatchNorm running statistics are calibrated on random batches in train mode
so that they are far from the 0/1 defaults, and each model comes out in the
ONNX backend-test layout:

    OUT/MODEL/model.onnx
    OUT/MODEL/test_data_set_0/input_0.pb  input_0.npy    (random input)
    OUT/MODEL/test_data_set_0/output_0.pb output_0.npy   (PyTorch's output)
    OUT/MODEL/export_info.json                           (how it was made, ORT check)

Every model is checked with onnx.checker (full_check) and run with
onnxruntime (2 threads) against PyTorch's output. A summary table is printed
and the op census (op types, attributes, operands) written to
OUT/model_ops.md (or --census FILE).

The models (select with --models, comma-separated fnmatch patterns):

    CNN in {resnet18, mobilenet_v2, squeezenet1_0, densenet121, resnet50}, input 1x3x224x224:
      CNN           the exporter's default opset; a BatchNorm that follows a Conv is folded
                    into it by the exporter (densenet's BN-ReLU-Conv BatchNorms stay)
      CNN_op13      opset 13
      CNN_bn        default opset, BatchNormalization kept (TrainingMode.PRESERVE);
                    not for squeezenet1_0, which has no BatchNorm
    swin_t, maxvit_t, fcn_resnet50, deeplabv3_mobilenet_v3_large, lraspp_mobilenet_v3_large
                        issue 18's torchvision models, default opset, input 1x3x224x224
                        (BatchNorm calibrated as for the CNNs); the segmentation models
                        are wrapped to return their "out" tensor (1x21x224x224)
    resnet18_dynbatch   default opset, dim 0 of input and output a dim_param "batch"
                        (test data with batch 2)
    transformer_op13, transformer_op17, transformer
                        nn.TransformerEncoderLayer(d_model=256, nhead=4, dim_feedforward=1024,
                        batch_first=True) in eval mode, input 1x128x256; the last at the
                        default opset. At opset 13, scaled_dot_product_attention is exported
                        as MatMul/Softmax/MatMul (no exporter symbolic below opset 14).
    bert_layer          nn.TransformerEncoderLayer(d_model=768, nhead=12, dim_feedforward=3072,
                        batch_first=True, activation="gelu"): a BERT-base encoder layer at
                        sequence 128 (input 1x128x768), default opset (issue 19's model)
    --dynamo adds MODEL_dynamo for every selected model except the _bn and _op13 ones: the
             same model through the torch.export-based exporter (dynamo=True); a pattern
             naming "dynamo" (--models 'resnet18_dynamo') selects them without it.

What came out with torch 2.15.0, onnx 1.23.2 (read back with onnx.load):
the TorchScript exporter's default opset is 20 (IR version 9); opset 13 gives
IR 7, opset 17 IR 8; the dynamo exporter writes IR 10. The TorchScript
exporter is deprecated since torch 2.9 (a DeprecationWarning, silenced here)
but present and working.

    . /tmp/torchenv/nn-torch-env.sh     # after sh bench/onnx/setup.sh
    "$NN_TORCH_PYTHON" bench/onnx/export_models.py --out /tmp/onnx-models
    "$NN_TORCH_PYTHON" bench/onnx/export_models.py --out /tmp/onnx-models --dynamo
    "$NN_TORCH_PYTHON" bench/onnx/export_models.py --out /tmp/m --models 'resnet18*,transformer_op17'
"""

import argparse
import fnmatch
import json
import os
import sys
import time
import traceback
import warnings
from dataclasses import dataclass

import numpy as np

import common

CNNS = ["resnet18", "mobilenet_v2", "squeezenet1_0", "densenet121", "resnet50"]
# Issue 18's torchvision models that today's op set could not import:
# swin_t (Mod, ScatterND in the shifted-window mask), maxvit_t (Einsum) and
# three segmentation models (Resize). All at 1x3x224x224 (the classifiers'
# size; the segmentation models take any size, and 224 keeps them quick).
ISSUE18_CLASSIFIERS = ["swin_t", "maxvit_t"]
SEGMENTATION = ["fcn_resnet50", "deeplabv3_mobilenet_v3_large", "lraspp_mobilenet_v3_large"]
# Issue 19's grouped convolutions in a whole model: ResNeXt-50 (32 groups
# of 4 to 32 channels).
GROUPED = ["resnext50_32x4d"]
CNN_INPUT = (1, 3, 224, 224)
TRANSFORMER_INPUT = (1, 128, 256)
BERT_INPUT = (1, 128, 768)


@dataclass
class Variant:
    name: str          # output folder name
    family: str        # the model (weights, input): variants of one family share both
    opset: int = None  # None: the exporter's default
    keep_bn: bool = False
    dynamic_batch: bool = False
    dynamo: bool = False


def all_variants(dynamo):
    vs = []
    for cnn in CNNS:
        vs += [Variant(cnn, cnn), Variant(f"{cnn}_op13", cnn, opset=13)]
        if cnn != "squeezenet1_0":  # squeezenet has no BatchNorm: _bn would be the same file
            vs.append(Variant(f"{cnn}_bn", cnn, keep_bn=True))
    vs.append(Variant("resnet18_dynbatch", "resnet18", dynamic_batch=True))
    vs += [Variant(m, m) for m in ISSUE18_CLASSIFIERS + GROUPED + SEGMENTATION]
    vs += [Variant("transformer_op13", "transformer", opset=13),
           Variant("transformer_op17", "transformer", opset=17),
           Variant("transformer", "transformer"),
           Variant("bert_layer", "bert_layer")]
    if dynamo:
        # The dynamo exporter starts at opset 18 and converts down: to 17 it
        # works, to 13 the ONNX version converter fails (ReduceMean axes,
        # LayerNormalization) and the file stays at 18, so no _op13_dynamo.
        vs += [Variant(v.name + "_dynamo", v.family, v.opset, False, v.dynamic_batch, True)
               for v in list(vs) if not v.keep_bn and (v.opset is None or v.opset >= 17)]
    return vs


def build_family(family, calib_batches):
    """The eval-mode model and its input shape for a family, seeded by name."""
    import torch
    import torchvision

    torch.manual_seed(common.seed_of(family))
    gen = torch.Generator().manual_seed(common.seed_of(family) + 1)
    if family in ("transformer", "bert_layer"):
        class Encoder(torch.nn.Module):
            # forward(x) only: the TorchScript exporter turns the layer's own
            # default arguments (is_causal=False) into tensors, which then
            # reach scaled_dot_product_attention and fail.
            def __init__(self):
                super().__init__()
                if family == "transformer":
                    self.layer = torch.nn.TransformerEncoderLayer(
                        d_model=256, nhead=4, dim_feedforward=1024, batch_first=True)
                else:  # BERT-base's sizes and activation
                    self.layer = torch.nn.TransformerEncoderLayer(
                        d_model=768, nhead=12, dim_feedforward=3072, batch_first=True,
                        activation="gelu")

            def forward(self, x):
                return self.layer(x)

        return Encoder().eval(), (TRANSFORMER_INPUT if family == "transformer"
                                  else BERT_INPUT)
    if family in SEGMENTATION:
        class Out(torch.nn.Module):
            # The segmentation models return a dict ({"out": ...} and, for
            # fcn/deeplabv3, "aux" when aux_loss): export the "out" tensor.
            def __init__(self, net):
                super().__init__()
                self.net = net

            def forward(self, x):
                return self.net(x)["out"]

        net = getattr(torchvision.models.segmentation, family)(weights=None, weights_backbone=None)
        common.randomize_batchnorm_affine(net, gen)
        common.calibrate_batchnorm(net, CNN_INPUT, gen, batches=calib_batches)
        return Out(net).eval(), CNN_INPUT
    model = getattr(torchvision.models, family)(weights=None)
    common.randomize_batchnorm_affine(model, gen)
    common.calibrate_batchnorm(model, CNN_INPUT, gen, batches=calib_batches)
    return model, CNN_INPUT


def make_input(family, shape):
    rng = np.random.default_rng(common.seed_of(family) + 2)
    return rng.standard_normal(shape, dtype=np.float32)


def export_one(v, model, shape, out_dir):
    """Exports one variant, writes its test data, checks it; returns its info dict."""
    import torch

    if v.dynamic_batch:
        shape = (2,) + tuple(shape[1:])  # test data with batch 2 proves the dim is dynamic
    x = make_input(v.family, shape)
    xt = torch.from_numpy(x)
    with torch.no_grad():
        ref = model(xt).numpy()
    d = os.path.join(out_dir, v.name)
    os.makedirs(d, exist_ok=True)
    path = os.path.join(d, "model.onnx")
    # Trace with a batch-1 example even for the dynamic variant: the test
    # data's batch 2 must then go through the dim_param.
    example = torch.from_numpy(make_input(v.family, (1,) + tuple(shape[1:])))
    t0 = time.time()
    with common.sdpa_as_math(v.family == "transformer" and v.opset is not None and v.opset < 14):
        if v.dynamo:
            common.export_dynamo(model, [example], path, v.opset, v.dynamic_batch)
        else:
            common.export_torchscript(model, [example], path, v.opset, v.keep_bn, v.dynamic_batch)
    export_s = time.time() - t0
    common.check_model(path)
    common.write_test_data(d, path, [x], [ref])
    max_abs, max_rel = common.ort_check(path, [x], [ref])
    info = {
        "source": f"{v.family} ({'dynamo' if v.dynamo else 'TorchScript'} exporter)",
        "exporter": ("torch.onnx.export(dynamo=True)" if v.dynamo
                     else "torch.onnx.export(dynamo=False, do_constant_folding=True"
                     + (", training=PRESERVE" if v.keep_bn else "")
                     + (", dynamic_axes batch" if v.dynamic_batch else "") + ")"),
        "requested_opset": v.opset or "default",
        "seed": common.seed_of(v.family),
        "input_shape": list(shape),
        "torch": torch.__version__,
        "ort_max_abs": max_abs,
        "ort_max_rel": max_rel,
        "export_seconds": round(export_s, 2),
    }
    notes = []
    if v.family not in ("transformer", "bert_layer") and not v.dynamo:
        # The eval peephole folds a BatchNorm into the Conv before it; the
        # pre-activation BatchNorms of densenet (BN-ReLU-Conv) stay.
        notes.append("BatchNorm kept (PRESERVE)" if v.keep_bn
                     else "BatchNorm after a Conv folded into it by the exporter")
    if v.family == "transformer" and v.opset is not None and v.opset < 14:
        notes.append("SDPA written as MatMul/Softmax/MatMul")
    if v.dynamic_batch:
        notes.append("test data batch 2")
    info["notes"] = ", ".join(notes)
    common.write_info(d, info)
    return info


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", help="output folder (one subfolder per model); required unless --list")
    ap.add_argument("--models", default="*",
                    help="comma-separated names or fnmatch patterns (default: all); --list shows them")
    ap.add_argument("--dynamo", action="store_true",
                    help="also export each selected model with the dynamo exporter (MODEL_dynamo)")
    ap.add_argument("--list", action="store_true", help="list the model names and exit")
    ap.add_argument("--calib-batches", type=int, default=3,
                    help="random batches (of 4) for the BatchNorm calibration (default 3)")
    ap.add_argument("--census", help="where to write the op census (default OUT/model_ops.md)")
    args = ap.parse_args()

    variants = all_variants(True)
    if args.list:
        print("\n".join(v.name for v in variants))
        return 0
    if not args.out:
        ap.error("--out is required")
    pats = [p.strip() for p in args.models.split(",") if p.strip()]
    chosen = [v for v in variants
              if any(fnmatch.fnmatchcase(v.name, p) for p in pats)
              and (args.dynamo or not v.dynamo or any("dynamo" in p for p in pats))]
    unknown = [p for p in pats if not any(fnmatch.fnmatchcase(v.name, p) for v in variants)]
    if unknown:
        print(f"export_models: no model matches {', '.join(unknown)} (--list shows them)", file=sys.stderr)
        return 2

    import torch

    warnings.filterwarnings("ignore", category=DeprecationWarning)  # the TorchScript exporter
    warnings.filterwarnings("ignore", message=".*CUDA.*")          # the stubbed CUDA driver
    torch.backends.mha.set_fastpath_enabled(False)  # eager reference = exported math
    torch.set_num_threads(2)
    os.makedirs(args.out, exist_ok=True)

    models = {}
    failed = []
    entries = []
    for v in chosen:
        print(f"export_models: {v.name} ...", file=sys.stderr, flush=True)
        try:
            if v.family not in models:
                models[v.family] = build_family(v.family, args.calib_batches)
            model, shape = models[v.family]
            info = export_one(v, model, shape, args.out)
        except Exception:  # noqa: BLE001 - report every model, fail at the end
            traceback.print_exc()
            failed.append(v.name)
            continue
        c = common.census(os.path.join(args.out, v.name, "model.onnx"))
        entries.append((v.name, c, info))
        print(f"export_models: {v.name}: opset {c['opset']}, IR {c['ir_version']}, "
              f"{common.human_size(c['size'])}, ORT max abs {info['ort_max_abs']:.2e} "
              f"rel {info['ort_max_rel']:.2e}", file=sys.stderr, flush=True)

    # The summary table (Markdown).
    print("| model | opset | IR | size | nodes | ORT max abs | ORT max rel | op types |")
    print("|---|---|---|---|---|---|---|---|")
    for name, c, info in entries:
        print(f"| {name} | {c['opset']} | {c['ir_version']} | {common.human_size(c['size'])} | "
              f"{c['nodes']} | {info['ort_max_abs']:.2e} | {info['ort_max_rel']:.2e} | "
              f"{common.op_summary(c)} |")
    census_path = args.census or os.path.join(args.out, "model_ops.md")
    with open(census_path, "w") as f:
        f.write(common.census_markdown(
            entries, "ONNX op census of the exported models",
            "Written by bench/onnx/export_models.py (torch " + torch.__version__ + ")."))
        f.write("\n")
    with open(os.path.join(args.out, "summary.json"), "w") as f:
        json.dump({n: dict(info, opset=c["opset"], ir_version=c["ir_version"], size=c["size"],
                           nodes=c["nodes"], ops=dict(c["ops"]))
                   for n, c, info in entries}, f, indent=1, sort_keys=True)
    print(f"export_models: census in {census_path}", file=sys.stderr)
    if failed:
        print(f"export_models: FAILED: {', '.join(failed)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
