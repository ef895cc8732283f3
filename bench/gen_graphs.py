#!/usr/bin/env python3
"""Generates synthetic nn graphs for benchmarking nn-opt passes.

    python3 bench/gen_graphs.py --kind cnn|transformer|chain --ops N -o FILE.mlir [--seed S]

Writes one public `func.func @main` holding exactly N nn ops (N >= the size
of one block of the kind; the last few ops are relus that pad the count) in
MLIR's generic syntax, with static shapes and small tensors so that large
graphs stay small on disk. Weights are function arguments shared by every
block. The output depends only on the arguments (`--seed` picks among the
block variants), so the same command always writes the same file.

Kinds:
  cnn          residual blocks on 1x16x8x8 (NCHW): conv2d 3x3 pad 1, bias_add,
               relu, conv2d, bias_add, add (the residual), relu; now and then a
               shape-keeping max_pool2d (3x3, stride 1, pad 1) after a block.
  transformer  pre-norm encoder layers on 2x16x64 (4 heads of 16), as in
               examples/transformer_block.mlir: 25 nn ops a layer.
  chain        a long chain of elementwise and broadcast ops on 8x32 (relu,
               tanh, sigmoid, exp, gelu, scale, add and mul by an argument,
               bias_add) with occasional diamonds: one value used by two ops
               whose results rejoin with nn.add.
"""

import argparse
import random
import sys


class Emitter:
    """Collects the body of @main, numbering SSA values %0, %1, ... and counting nn ops."""

    def __init__(self):
        self.lines = []
        self.next_id = 0
        self.ops = 0

    def op(self, name, operands, operand_types, result_type, attrs=""):
        """Appends `%N = "nn.<name>"(operands) {attrs} : (types) -> result` and returns %N."""
        result = f"%{self.next_id}"
        self.next_id += 1
        self.ops += 1
        attr_text = f" {{{attrs}}}" if attrs else ""
        self.lines.append(
            f'  {result} = "nn.{name}"({", ".join(operands)}){attr_text} : '
            f'({", ".join(operand_types)}) -> {result_type}\n')
        return result


def pad_with_relus(em, value, ty, n_ops):
    """Adds relus after `value` until the body holds n_ops nn ops; returns the last value."""
    while em.ops < n_ops:
        value = em.op("relu", [value], [ty], ty)
    return value


# --- cnn ---------------------------------------------------------------------

CNN_X = "tensor<1x16x8x8xf32>"
CNN_W = "tensor<16x16x3x3xf32>"
CNN_B = "tensor<16xf32>"
CNN_WEIGHT_SETS = 4  # pairs of (weight, bias) for each of the two convolutions
CNN_BLOCK_OPS = 7
CONV_ATTRS = "padding = array<i64: 1, 1, 1, 1>"
POOL_ATTRS = ("kernel = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>")


def gen_cnn(em, n_ops, rng):
    """Residual blocks; returns (function arguments, result value, result type)."""
    args = [("%x", CNN_X)]
    for s in range(CNN_WEIGHT_SETS):
        args += [(f"%w{s}a", CNN_W), (f"%b{s}a", CNN_B),
                 (f"%w{s}b", CNN_W), (f"%b{s}b", CNN_B)]
    x, t = "%x", CNN_X
    while em.ops + CNN_BLOCK_OPS <= n_ops:
        s = rng.randrange(CNN_WEIGHT_SETS)
        h = em.op("conv2d", [x, f"%w{s}a"], [t, CNN_W], t, CONV_ATTRS)
        h = em.op("bias_add", [h, f"%b{s}a"], [t, CNN_B], t)
        h = em.op("relu", [h], [t], t)
        h = em.op("conv2d", [h, f"%w{s}b"], [t, CNN_W], t, CONV_ATTRS)
        h = em.op("bias_add", [h, f"%b{s}b"], [t, CNN_B], t)
        h = em.op("add", [h, x], [t, t], t)
        x = em.op("relu", [h], [t], t)
        if rng.random() < 0.1 and em.ops < n_ops:
            x = em.op("max_pool2d", [x], [t], t, POOL_ATTRS)
    return args, pad_with_relus(em, x, t, n_ops), t


# --- transformer -------------------------------------------------------------

TX = "tensor<2x16x64xf32>"          # [batch, sequence, model]
TX4 = "tensor<2x16x4x16xf32>"       # [batch, sequence, heads, head width]
TXH = "tensor<2x4x16x16xf32>"       # [batch, heads, sequence, head width]
TXS = "tensor<2x4x16x16xf32>"       # attention scores [batch, heads, seq, seq]
TXF = "tensor<2x16x256xf32>"        # feed-forward hidden
TV64 = "tensor<64xf32>"
TV256 = "tensor<256xf32>"
TW64 = "tensor<64x64xf32>"
TW1 = "tensor<64x256xf32>"
TW2 = "tensor<256x64xf32>"
TX_LAYER_OPS = 25
TX_WEIGHT_SETS = 2


def gen_transformer(em, n_ops, rng):
    """Pre-norm encoder layers; returns (function arguments, result value, result type)."""
    args = [("%x", TX)]
    for s in range(TX_WEIGHT_SETS):
        args += [(f"%ln1s{s}", TV64), (f"%ln1b{s}", TV64),
                 (f"%wq{s}", TW64), (f"%wk{s}", TW64), (f"%wv{s}", TW64),
                 (f"%wo{s}", TW64), (f"%ln2s{s}", TV64), (f"%ln2b{s}", TV64),
                 (f"%w1{s}", TW1), (f"%b1{s}", TV256),
                 (f"%w2{s}", TW2), (f"%b2{s}", TV64)]
    x = "%x"
    heads = "perm = array<i64: 0, 2, 1, 3>"
    keys = "perm = array<i64: 0, 2, 3, 1>"
    while em.ops + TX_LAYER_OPS <= n_ops:
        s = rng.randrange(TX_WEIGHT_SETS)
        ln1 = em.op("layer_norm", [x, f"%ln1s{s}", f"%ln1b{s}"], [TX, TV64, TV64], TX,
                    "axis = -1 : i64")
        q = em.op("matmul", [ln1, f"%wq{s}"], [TX, TW64], TX)
        k = em.op("matmul", [ln1, f"%wk{s}"], [TX, TW64], TX)
        v = em.op("matmul", [ln1, f"%wv{s}"], [TX, TW64], TX)
        q4 = em.op("reshape", [q], [TX], TX4)
        k4 = em.op("reshape", [k], [TX], TX4)
        v4 = em.op("reshape", [v], [TX], TX4)
        qh = em.op("transpose", [q4], [TX4], TXH, heads)
        kt = em.op("transpose", [k4], [TX4], TXH, keys)
        vh = em.op("transpose", [v4], [TX4], TXH, heads)
        scores = em.op("matmul", [qh, kt], [TXH, TXH], TXS)
        scaled = em.op("scale", [scores], [TXS], TXS, "scale = 2.500000e-01 : f32")
        attn = em.op("softmax", [scaled], [TXS], TXS, "axis = -1 : i64")
        ctx = em.op("matmul", [attn, vh], [TXS, TXH], TXH)
        ctx_t = em.op("transpose", [ctx], [TXH], TX4, heads)
        merged = em.op("reshape", [ctx_t], [TX4], TX)
        proj = em.op("matmul", [merged, f"%wo{s}"], [TX, TW64], TX)
        res1 = em.op("add", [x, proj], [TX, TX], TX)
        ln2 = em.op("layer_norm", [res1, f"%ln2s{s}", f"%ln2b{s}"], [TX, TV64, TV64], TX,
                    "axis = -1 : i64")
        h = em.op("matmul", [ln2, f"%w1{s}"], [TX, TW1], TXF)
        hb = em.op("bias_add", [h, f"%b1{s}"], [TXF, TV256], TXF, "axis = -1 : i64")
        ha = em.op("gelu", [hb], [TXF], TXF, 'approximate = "tanh"')
        o = em.op("matmul", [ha, f"%w2{s}"], [TXF, TW2], TX)
        ob = em.op("bias_add", [o, f"%b2{s}"], [TX, TV64], TX, "axis = -1 : i64")
        x = em.op("add", [res1, ob], [TX, TX], TX)
    return args, pad_with_relus(em, x, TX, n_ops), TX


# --- chain -------------------------------------------------------------------

CX = "tensor<8x32xf32>"
CV = "tensor<32xf32>"
CHAIN_ARGS = [("%x", CX), ("%c0", CX), ("%c1", CX), ("%v0", CV), ("%v1", CV)]


def chain_step(em, x, rng):
    """One elementwise or broadcast op on x, picked at random."""
    kind = rng.randrange(9)
    if kind == 0:
        return em.op("relu", [x], [CX], CX)
    if kind == 1:
        return em.op("tanh", [x], [CX], CX)
    if kind == 2:
        return em.op("sigmoid", [x], [CX], CX)
    if kind == 3:
        return em.op("exp", [x], [CX], CX)
    if kind == 4:
        return em.op("gelu", [x], [CX], CX)
    if kind == 5:
        return em.op("scale", [x], [CX], CX, "scale = 5.000000e-01 : f32, bias = 1.000000e+00 : f32")
    if kind == 6:
        return em.op("add", [x, rng.choice(["%c0", "%c1"])], [CX, CX], CX)
    if kind == 7:
        return em.op("mul", [x, rng.choice(["%v0", "%v1"])], [CX, CV], CX)
    return em.op("bias_add", [x, rng.choice(["%v0", "%v1"])], [CX, CV], CX, "axis = -1 : i64")


def gen_chain(em, n_ops, rng):
    """Elementwise chain with diamonds; returns (function arguments, result value, result type)."""
    x = "%x"
    while em.ops < n_ops:
        if rng.random() < 0.1 and em.ops + 6 <= n_ops:
            # A diamond: x feeds two short branches that rejoin.
            left = chain_step(em, x, rng)
            left = chain_step(em, left, rng)
            right = chain_step(em, x, rng)
            x = em.op("add", [left, right], [CX, CX], CX)
        else:
            x = chain_step(em, x, rng)
    return CHAIN_ARGS, x, CX


GENERATORS = {"cnn": gen_cnn, "transformer": gen_transformer, "chain": gen_chain}


def generate(kind, n_ops, seed=0):
    """Returns the text of a module with one @main of exactly n_ops nn ops."""
    em = Emitter()
    args, result, result_type = GENERATORS[kind](em, n_ops, random.Random(seed))
    header = (f"// Synthetic {kind} graph of {em.ops} nn ops, "
              f"from bench/gen_graphs.py --kind {kind} --ops {n_ops} --seed {seed}.\n")
    signature = ", ".join(f"{name}: {ty}" for name, ty in args)
    return "".join([header, f"func.func @main({signature}) -> {result_type} {{\n"]
                   + em.lines + [f"  return {result} : {result_type}\n", "}\n"])


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kind", required=True, choices=sorted(GENERATORS))
    parser.add_argument("--ops", required=True, type=int, help="number of nn ops (>= 25)")
    parser.add_argument("-o", "--output", required=True, help="output .mlir file ('-' for stdout)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    if args.ops < 1:
        parser.error("--ops must be positive")
    text = generate(args.kind, args.ops, args.seed)
    if args.output == "-":
        sys.stdout.write(text)
    else:
        with open(args.output, "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
