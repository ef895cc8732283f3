#!/usr/bin/env python3
"""Writes the seed corpora of the fuzz targets (test/fuzz/corpus/<target>/).

Run from anywhere; rerun after changing how a target decodes its bytes, and
commit the result. Deterministic: the same files every time.

- parse_pipeline: small nn modules from test/lit and examples/ (one
  `// -----` case each, comments dropped), each behind a first byte choosing
  passes (test/fuzz/parse_pipeline.c), a few modules with several choices.
- npy: valid .npy files of every dtype, rank 0 to 3, header versions 1.0 to
  3.0, and a few near misses.
- register_op, builder: random bytes, which those targets decode into
  definitions and calls; libFuzzer's mutations start from there.
- import_onnx: small ONNX models that import, one per set of op types, from
  Debian's ONNX backend test data (/usr/share/libonnx-testdata, when
  installed: the corpus keeps the files as they were otherwise), the CI
  models of test/lit/import/Inputs/models, the hostile models of
  test/lit/import/Inputs/hostile, and an If nested 10 deep (nest.py).
"""

import glob
import os
import random
import re
import shutil
import struct
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "test", "fuzz", "corpus")


def reset(target):
    """Empties the target's corpus of seeds; inputs that once made it fail
    (regress-*) stay."""
    path = os.path.join(CORPUS, target)
    os.makedirs(path, exist_ok=True)
    for name in os.listdir(path):
        if not name.startswith("regress-"):
            os.remove(os.path.join(path, name))
    return path


def mlir_cases():
    """(name, text) of every small `// -----` case that uses nn ops."""
    files = sorted(glob.glob(os.path.join(ROOT, "examples", "*.mlir")))
    files += sorted(glob.glob(os.path.join(ROOT, "test", "lit", "**", "*.mlir"),
                              recursive=True))
    for path in files:
        with open(path) as f:
            text = f.read()
        for i, case in enumerate(re.split(r"^// -----.*$", text, flags=re.M)):
            lines = [l for l in case.splitlines() if not l.lstrip().startswith("//")]
            body = "\n".join(lines).strip() + "\n"
            limit = 4096 if "examples" in path else 2048
            if "\"nn." in body and len(body) <= limit and "expected-" not in case:
                name = os.path.relpath(path, ROOT).replace("/", "_")
                yield "%s_%d" % (name[:-5], i), body


def parse_pipeline():
    out = reset("parse_pipeline")
    rng = random.Random(1)
    cases = list(mlir_cases())
    # Every example, and an even spread of the rest, up to 48 files.
    chosen = [c for c in cases if c[0].startswith("examples_")]
    rest = [c for c in cases if not c[0].startswith("examples_")]
    step = max(1, len(rest) // (40 - len(chosen)))
    chosen += rest[::step][: 40 - len(chosen)]
    # The graph passes without fold-constants, mostly; every pass sometimes.
    for name, body in chosen:
        bits = rng.choice([0x6F, 0x6F, 0x2F, 0x43, 0xEF, 0x01, 0x10, 0xFF])
        with open(os.path.join(out, name), "wb") as f:
            f.write(bytes([bits]) + body.encode())


def npy_file(descr, shape, data, version=1):
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" % (
        descr, "".join("%d, " % d for d in shape) if len(shape) != 1 else "%d," % shape[0])
    prefix = 10 if version == 1 else 12
    padded = header + " " * ((64 - (prefix + len(header) + 1) % 64) % 64) + "\n"
    head = b"\x93NUMPY" + bytes([version, 0])
    head += struct.pack("<H" if version == 1 else "<I", len(padded))
    encoding = "latin1" if version < 3 else "utf8"
    return head + padded.encode(encoding) + data


def npy():
    out = reset("npy")
    dtypes = [("<f4", 4), ("<f8", 8), ("<f2", 2), ("<i8", 8), ("<i4", 4),
              ("|i1", 1), ("|b1", 1), ("<V2", 2)]
    shapes = [(), (3,), (2, 3), (1, 2, 2), (0,), (2, 0, 3)]
    rng = random.Random(2)
    n = 0
    for descr, size in dtypes:
        for shape in rng.sample(shapes, 3):
            count = 1
            for d in shape:
                count *= d
            if descr == "|b1":
                data = bytes(rng.randint(0, 1) for _ in range(count))
            else:
                data = bytes(rng.randrange(256) for _ in range(count * size))
            version = rng.choice([1, 1, 2, 3])
            with open(os.path.join(out, "%02d_%s" % (n, descr[1:])), "wb") as f:
                f.write(npy_file(descr, shape, data, version))
            n += 1
    near = {
        "truncated_data": npy_file("<f4", (4,), b"\0" * 12),
        "extra_data": npy_file("<f4", (1,), b"\0" * 5),
        "fortran": npy_file("<f4", (2,), b"\0" * 8).replace(b"False", b"True "),
        "big_endian": npy_file(">f4", (2,), b"\0" * 8),
        "huge_shape": npy_file("<f4", (1 << 40, 1 << 30), b""),
        "bad_bool": npy_file("|b1", (2,), b"\x00\x02"),
        "rank9": npy_file("<i4", (1,) * 9, b"\0" * 4),
        "version4": npy_file("<f4", (1,), b"\0" * 4)[:6] + b"\x04\x00" +
                    npy_file("<f4", (1,), b"\0" * 4)[8:],
    }
    for name, data in sorted(near.items()):
        with open(os.path.join(out, name), "wb") as f:
            f.write(data)


def random_bytes(target, seed, count=32):
    out = reset(target)
    rng = random.Random(seed)
    for i in range(count):
        size = rng.choice([8, 16, 32, 64, 128, 256])
        with open(os.path.join(out, "%02d" % i), "wb") as f:
            f.write(bytes(rng.randrange(256) for _ in range(size)))


# Node tests that import, the smallest of each set of op types (names
# without "test_").
NODE_TESTS = """
    abs add_bcast and2d argmax_default_axis_example
    argmin_default_axis_example averagepool_1d_default
    basic_conv_with_padding batchnorm_example cast_DOUBLE_to_FLOAT
    ceil_example celu_expanded clip_default_inbounds concat_1d_axis_0
    constant cos_example div_example dropout_default_old equal_bcast erf
    exp_example flatten_default_axis floor_example gather_negative_indices
    gemm_default_no_bias greater_bcast greater_equal_bcast
    greater_equal_expanded hardswish hardswish_expanded identity
    leakyrelu_default less_bcast less_equal_bcast less_equal_expanded
    log_example logsoftmax_axis_0_expanded logsoftmax_example_1 matmul_2d
    max_one_input maxpool_1d_default mean_one_input min_one_input
    mul_example neg_example or2d pow_example prelu_broadcast
    reciprocal_example reduce_max_default_axes_keepdim_example
    reduce_mean_default_axes_keepdims_random
    reduce_min_default_axes_keepdims_random
    reduce_prod_default_axes_keepdims_random relu round shape
    sigmoid_example sin_example size softmax_axis_0_expanded
    softmax_example split_equal_parts_2d sqrt_example sub_example
    sum_one_input tanh_example transpose_default triu unsqueeze_axis_3
    where_example
""".split()
NODE_DATA = "/usr/share/libonnx-testdata/data/node"


def import_onnx():
    if not os.path.isdir(NODE_DATA):
        print("make_corpus.py: %s missing: import_onnx left as it is" % NODE_DATA)
        return
    out = reset("import_onnx")
    for name in NODE_TESTS:
        shutil.copy(os.path.join(NODE_DATA, "test_" + name, "model.onnx"),
                    os.path.join(out, "node_" + name))
    models = os.path.join(ROOT, "test", "lit", "import", "Inputs", "models")
    for name in ["mlp_dynbatch", "tiny_cnn", "tiny_transformer_op17",
                 "tiny_attention_dyn", "tiny_posids_dyn", "tiny_causal_dyn",
                 "hf_bert_dyn"]:
        shutil.copy(os.path.join(models, name, "model.onnx"),
                    os.path.join(out, "model_" + name))
    hostile = os.path.join(ROOT, "test", "lit", "import", "Inputs", "hostile")
    for path in sorted(glob.glob(os.path.join(hostile, "*.onnx"))):
        shutil.copy(path, os.path.join(out, "hostile_" +
                                       os.path.basename(path)[:-5]))
    subprocess.run([sys.executable, os.path.join(hostile, "nest.py"), "if",
                    "10", os.path.join(out, "nested_if_10")], check=True)


if __name__ == "__main__":
    parse_pipeline()
    npy()
    random_bytes("register_op", 3)
    random_bytes("builder", 4)
    import_onnx()
