#!/usr/bin/env python3
"""An LSTM language model exported from PyTorch, run with nn against PyTorch.

The model: nn.Embedding, a 2-layer nn.LSTM (batch_first), nn.Linear head
over the vocabulary; random weights from a fixed seed; input token ids
[batch 2, seq 16] (int64). PyTorch's exporter writes each layer as one
ONNX LSTM node (with Slice/Concat-reordered gates folded to constants),
which nn-import-onnx unrolls over the 16 steps (docs/onnx.md).

    . /tmp/torchenv/nn-torch-env.sh     # after sh bench/onnx/setup.sh
    "$NN_TORCH_PYTHON" bench/onnx/lstm_lm.py --out /tmp/lstm-lm            # vocab 1000, hidden 256
    "$NN_TORCH_PYTHON" bench/onnx/lstm_lm.py --ci                           # the tiny CI model

The first form exports the full-size model into OUT/lstm_lm (backend-test
layout: model.onnx, test_data_set_0/input_0.npy, output_0.npy), runs
`nn-run --check` with rtol 1e-4 (atol 1e-5) against PyTorch's logits, and
prints the result and both times. --ci writes a tiny model (vocab 50, embed
16, hidden 24, under 100 KB) into test/lit/import/Inputs/models/tiny_lstm_lm,
which test/lit/import/lstm-lm.test runs; the same torch writes the same
bytes.
"""

import argparse
import os
import subprocess
import sys
import time

import numpy as np

import common

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CI_OUT = os.path.join(REPO, "test", "lit", "import", "Inputs", "models", "tiny_lstm_lm")
BATCH, SEQ = 2, 16


def build(vocab, embed, hidden, layers=2):
    import torch

    class LanguageModel(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.embedding = torch.nn.Embedding(vocab, embed)
            self.lstm = torch.nn.LSTM(embed, hidden, num_layers=layers, batch_first=True)
            self.head = torch.nn.Linear(hidden, vocab)

        def forward(self, tokens):
            out, _ = self.lstm(self.embedding(tokens))
            return self.head(out)

    torch.manual_seed(common.seed_of("lstm_lm"))
    return LanguageModel().eval()


def export(out_dir, vocab, embed, hidden):
    import torch

    model = build(vocab, embed, hidden)
    os.makedirs(out_dir, exist_ok=True)
    path = os.path.join(out_dir, "model.onnx")
    rng = np.random.default_rng(common.seed_of("lstm_lm") + 1)
    tokens = rng.integers(0, vocab, (BATCH, SEQ), dtype=np.int64)
    with torch.no_grad():
        logits = model(torch.from_numpy(tokens)).numpy()
    common.export_torchscript(model, [torch.from_numpy(tokens)], path, opset=17,
                              input_names=("tokens",), output_names=("logits",))
    common.check_model(path)
    common.write_test_data(out_dir, path, [tokens], [logits])
    max_abs, max_rel = common.ort_check(path, [tokens], [logits])
    print(f"{path}: {os.path.getsize(path)} bytes; onnxruntime vs PyTorch: "
          f"max abs {max_abs:.2g}, rel {max_rel:.2g}")
    return model, path, tokens, logits


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default="/tmp/lstm-lm")
    ap.add_argument("--ci", action="store_true", help="write the tiny CI model")
    ap.add_argument("--nn-run", default=os.path.join(REPO, "build", "bin", "nn-run"))
    args = ap.parse_args()
    if args.ci:
        export(CI_OUT, vocab=50, embed=16, hidden=24)
        size = os.path.getsize(os.path.join(CI_OUT, "model.onnx"))
        if size > 100_000:
            sys.exit(f"tiny_lstm_lm: {size} bytes, over 100 KB")
        return
    import torch

    d = os.path.join(args.out, "lstm_lm")
    model, path, tokens, logits = export(d, vocab=1000, embed=128, hidden=256)
    data = os.path.join(d, "test_data_set_0")
    cmd = [args.nn_run, path, "--input", os.path.join(data, "input_0.npy"),
           "--check", os.path.join(data, "output_0.npy"), "--rtol", "1e-4", "--atol", "1e-5"]
    print(" ".join(cmd))
    r = subprocess.run(cmd, capture_output=True, text=True)
    print(r.stdout + r.stderr, end="")
    bench = subprocess.run([args.nn_run, path, "--input", os.path.join(data, "input_0.npy"),
                            "--bench", "20"], capture_output=True, text=True)
    print(bench.stdout + bench.stderr, end="")
    torch.set_num_threads(2)
    x = torch.from_numpy(tokens)
    with torch.no_grad():
        for _ in range(3):
            model(x)
        start = time.perf_counter()
        for _ in range(20):
            model(x)
    print(f"PyTorch eager (2 threads): {(time.perf_counter() - start) / 20 * 1e3:.3f} ms per run")
    sys.exit(r.returncode)


if __name__ == "__main__":
    main()
