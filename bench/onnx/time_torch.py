#!/usr/bin/env python3
"""PyTorch eager's time per inference for exported models, the third column
next to run_models.py's nn and onnxruntime times.

Rebuilds each model's family exactly as export_models.py did (same seeds,
same BatchNorm calibration), checks that it still gives the exported
reference output (so the timed model is the exported one), and times
`model(x)` under torch.no_grad() at --threads intra-op threads: one warm-up
call, then the median of --runs calls. Prints a Markdown table.

    . /tmp/torchenv/nn-torch-env.sh
    "$NN_TORCH_PYTHON" bench/onnx/time_torch.py --models /tmp/onnx-models \\
        --only 'swin_t,maxvit_t' [--runs 5] [--threads 2]

Benchmarks only: CI runs none of it.
"""
import argparse
import fnmatch
import os
import sys
import time
import warnings

import numpy as np

import common
import export_models


def family_of(folder):
    """The family a model folder was exported from (export_info.json's
    'source' is 'FAMILY (... exporter)')."""
    return common.read_info(folder).get("source", "").split(" ")[0]


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--models", default="/tmp/onnx-models")
    p.add_argument("--only", default="*", help="comma-separated names or fnmatch patterns")
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--threads", type=int, default=2)
    a = p.parse_args()

    import torch

    warnings.filterwarnings("ignore")
    torch.backends.mha.set_fastpath_enabled(False)  # as in export_models.py
    torch.set_num_threads(a.threads)
    pats = a.only.split(",")
    names = sorted(n for n in os.listdir(a.models)
                   if os.path.isfile(os.path.join(a.models, n, "model.onnx"))
                   and any(fnmatch.fnmatch(n, q) for q in pats))
    print(f"torch {torch.__version__}, {a.threads} threads, median of {a.runs}")
    print()
    print("| model | torch ms/inf | max abs diff to the exported output |")
    print("|---|---|---|")
    built = {}
    for name in names:
        folder = os.path.join(a.models, name)
        fam = family_of(folder)
        if fam not in built:
            built[fam] = export_models.build_family(fam, 3)[0]
        model = built[fam]
        data = os.path.join(folder, "test_data_set_0")
        x = torch.from_numpy(np.load(os.path.join(data, "input_0.npy")))
        ref = np.load(os.path.join(data, "output_0.npy"))
        with torch.no_grad():
            got = model(x).numpy()
            times = []
            for _ in range(a.runs):
                t = time.perf_counter()
                model(x)
                times.append(time.perf_counter() - t)
        diff = float(np.max(np.abs(got - ref)))
        print(f"| {name} | {np.median(times) * 1e3:.1f} | {diff:.1e} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
