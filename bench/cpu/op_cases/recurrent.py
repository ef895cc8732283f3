"""LSTM and GRU layers as nn-import-onnx unrolls them (import/onnx/ops/
Recurrent.c): one input projection matmul for all steps, then per step the
recurrent matmul, the gate slices and the state update, which --fuse-ops
groups into a few kernels per step. Against torch.nn.LSTM / torch.nn.GRU
with the same weights (the graphs below take their gates in PyTorch's order,
so the same arrays feed both sides; ONNX's order changes only the slices).
"""

SEQ, BATCH, HIDDEN = 64, 1, 256


def _op(result, name, operands, types, out, attrs=""):
    attrs = f" {{{attrs}}}" if attrs else ""
    return (f'  {result} = "{name}"({", ".join(operands)}){attrs} : '
            f'({", ".join(types)}) -> {out}')


def _graph(cell):
    """The unrolled layer: x [seq, batch, hidden] -> y [seq, batch, hidden]."""
    gates = 4 if cell == "lstm" else 3
    S, B, H, G = SEQ, BATCH, HIDDEN, gates * HIDDEN
    x, w, r = f"tensor<{S}x{B}x{H}xf32>", f"tensor<{G}x{H}xf32>", f"tensor<{G}x{H}xf32>"
    b, state, row = f"tensor<{G}xf32>", f"tensor<{B}x{H}xf32>", f"tensor<{B}x{G}xf32>"
    proj = f"tensor<{S * B}x{G}xf32>"
    mm = "transpose_a = false, transpose_b = true"
    args = f"%x: {x}, %w: {w}, %r: {r}, %bi: {b}"
    if cell == "gru":
        args += f", %bh: {b}"
    lines = [f"func.func @main({args}) -> {x} {{",
             _op("%x2", "nn.reshape", ["%x"], [x], f"tensor<{S * B}x{H}xf32>"),
             _op("%p0", "nn.matmul", ["%x2", "%w"], [f"tensor<{S * B}x{H}xf32>", w], proj, mm),
             _op("%p", "nn.bias_add", ["%p0", "%bi"], [proj, b], proj, "axis = 1 : i64"),
             f"  %h0 = arith.constant dense<0.0> : {state}",
             f"  %c0 = arith.constant dense<0.0> : {state}"]
    if cell == "gru":
        lines.append(f"  %one = arith.constant dense<1.0> : tensor<f32>")

    def gate(src, t, k):
        return _op(f"%g{k}_{t}", "nn.slice", [src], [row], state,
                   f"starts = array<i64: 0, {k * H}>, ends = array<i64: {B}, {(k + 1) * H}>")

    ys = []
    for t in range(S):
        h, c = ("%h0", "%c0") if t == 0 else (f"%h{t}", f"%c{t}")
        lines.append(_op(f"%xt{t}", "nn.slice", ["%p"], [proj], row,
                         f"starts = array<i64: {t * B}, 0>, ends = array<i64: {(t + 1) * B}, {G}>"))
        lines.append(_op(f"%m{t}", "nn.matmul", [h, "%r"], [state, r], row, mm))
        n = t + 1
        if cell == "lstm":
            # PyTorch's order: i, f, g, o.
            lines.append(_op(f"%s{t}", "nn.add", [f"%xt{t}", f"%m{t}"], [row, row], row))
            lines += [gate(f"%s{t}", t, k) for k in range(4)]
            lines += [_op(f"%i{t}", "nn.sigmoid", [f"%g0_{t}"], [state], state),
                      _op(f"%f{t}", "nn.sigmoid", [f"%g1_{t}"], [state], state),
                      _op(f"%cc{t}", "nn.tanh", [f"%g2_{t}"], [state], state),
                      _op(f"%o{t}", "nn.sigmoid", [f"%g3_{t}"], [state], state),
                      _op(f"%fc{t}", "nn.mul", [f"%f{t}", c], [state, state], state),
                      _op(f"%ic{t}", "nn.mul", [f"%i{t}", f"%cc{t}"], [state, state], state),
                      _op(f"%c{n}", "nn.add", [f"%fc{t}", f"%ic{t}"], [state, state], state),
                      _op(f"%tc{t}", "nn.tanh", [f"%c{n}"], [state], state),
                      _op(f"%h{n}", "nn.mul", [f"%o{t}", f"%tc{t}"], [state, state], state)]
        else:
            # PyTorch's order r, z, n; its n gate is ONNX's linear_before_reset.
            lines.append(_op(f"%mb{t}", "nn.bias_add", [f"%m{t}", "%bh"], [row, b], row,
                             "axis = 1 : i64"))
            lines += [gate(f"%xt{t}", t, k) for k in range(3)]
            lines += [_op(f"%q{k}_{t}", "nn.slice", [f"%mb{t}"], [row], state,
                          f"starts = array<i64: 0, {k * H}>, ends = array<i64: {B}, {(k + 1) * H}>")
                      for k in range(3)]
            lines += [_op(f"%ra{t}", "nn.add", [f"%g0_{t}", f"%q0_{t}"], [state, state], state),
                      _op(f"%rr{t}", "nn.sigmoid", [f"%ra{t}"], [state], state),
                      _op(f"%za{t}", "nn.add", [f"%g1_{t}", f"%q1_{t}"], [state, state], state),
                      _op(f"%z{t}", "nn.sigmoid", [f"%za{t}"], [state], state),
                      _op(f"%rq{t}", "nn.mul", [f"%rr{t}", f"%q2_{t}"], [state, state], state),
                      _op(f"%na{t}", "nn.add", [f"%g2_{t}", f"%rq{t}"], [state, state], state),
                      _op(f"%n{t}", "nn.tanh", [f"%na{t}"], [state], state),
                      _op(f"%k{t}", "nn.sub", ["%one", f"%z{t}"], ["tensor<f32>", state], state),
                      _op(f"%kn{t}", "nn.mul", [f"%k{t}", f"%n{t}"], [state, state], state),
                      _op(f"%zh{t}", "nn.mul", [f"%z{t}", h], [state, state], state),
                      _op(f"%h{n}", "nn.add", [f"%kn{t}", f"%zh{t}"], [state, state], state)]
        lines.append(_op(f"%y{t}", "nn.reshape", [f"%h{n}"], [state], f"tensor<1x{B}x{H}xf32>"))
        ys.append(f"%y{t}")
    lines.append(f'  %y = "tensor.concat"({", ".join(ys)}) <{{dim = 0 : i64}}> : '
                 f'({", ".join([f"tensor<1x{B}x{H}xf32>"] * S)}) -> {x}')
    lines.append(f"  return %y : {x}")
    lines.append("}")
    return "\n".join(lines)


def cases(np, torch):
    rng = np.random.default_rng(18)
    out = []
    for cell, module in (("lstm", torch.nn.LSTM), ("gru", torch.nn.GRU)):
        torch.manual_seed(18)
        layer = module(HIDDEN, HIDDEN).eval()
        x = rng.standard_normal((SEQ, BATCH, HIDDEN)).astype(np.float32)
        w = layer.weight_ih_l0.detach().numpy().copy()
        r = layer.weight_hh_l0.detach().numpy().copy()
        bi = layer.bias_ih_l0.detach().numpy().copy()
        bh = layer.bias_hh_l0.detach().numpy().copy()
        # LSTM's biases add up front; GRU's hidden bias stays inside r * (...).
        inputs = [x, w, r, bi + bh] if cell == "lstm" else [x, w, r, bi, bh]
        out.append(dict(
            name=f"{cell} seq {SEQ} batch {BATCH} hidden {HIDDEN} (unrolled)",
            mlir=_graph(cell), inputs=inputs,
            torch=lambda x, *_, layer=layer: layer(x)[0],
            rtol=1e-4, atol=1e-5))
    return out
