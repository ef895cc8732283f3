"""The elementwise ops other than the transcendentals of math.py: the
activations (relu, sigmoid, silu, softplus, hardswish, hardsigmoid,
leaky_relu, elu, clip), the simple unary ops (neg, abs, reciprocal, floor,
ceil, round, sqrt, rsqrt), pow, and issue 20's 8-op chain with sigmoid and
tanh (one kernel once fused), on 16M f32 elements (64 MB in, 64 MB out;
pow reads two inputs): issue 20's "every unary op at 0.7x memcpy
bandwidth, and not slower than PyTorch". Inputs span each function's
interesting range: [-6, 6], the positive floats of [1e-3, 1e3] for sqrt,
rsqrt and pow's base, [-2, 2] for pow's exponent."""

SHAPE = (4096, 4096)


def cases(np, torch):
    r = np.random.default_rng(21)
    dims = "x".join(str(d) for d in SHAPE)
    t = f"tensor<{dims}xf32>"
    x = r.uniform(-6, 6, SHAPE).astype(np.float32)
    pos = np.exp(r.uniform(np.log(1e-3), np.log(1e3), SHAPE)).astype(np.float32)
    exponent = r.uniform(-2, 2, SHAPE).astype(np.float32)
    F = torch.nn.functional

    def unary(op, attrs=""):
        return f"""func.func @main(%x: {t}) -> {t} {{
  %0 = "nn.{op}"(%x) {attrs}: ({t}) -> {t}
  return %0 : {t}
}}"""

    def case(op, torch_fn, inputs=None, attrs="", label=None):
        return dict(name=f"{label or op} {dims}", mlir=unary(op, attrs),
                    inputs=inputs or [x], torch=torch_fn)

    # Issue 20's 8-op chain with sigmoid and tanh: one kernel once fused.
    chain_mlir = f"""func.func @main(%x: {t}) -> {t} {{
  %0 = "nn.scale"(%x) {{scale = 5.000000e-01 : f32, bias = 1.000000e-01 : f32}} : ({t}) -> {t}
  %1 = "nn.sigmoid"(%0) : ({t}) -> {t}
  %2 = "nn.mul"(%1, %x) : ({t}, {t}) -> {t}
  %3 = "nn.tanh"(%2) : ({t}) -> {t}
  %4 = "nn.add"(%3, %x) : ({t}, {t}) -> {t}
  %5 = "nn.relu"(%4) : ({t}) -> {t}
  %6 = "nn.maximum"(%5, %1) : ({t}, {t}) -> {t}
  %7 = "nn.scale"(%6) {{scale = 2.000000e+00 : f32, bias = -1.000000e+00 : f32}} : ({t}) -> {t}
  return %7 : {t}
}}"""

    def chain(a):
        s = torch.sigmoid(a * 0.5 + 0.1)
        y = torch.relu(torch.tanh(s * a) + a)
        return torch.maximum(y, s) * 2.0 - 1.0

    pow_mlir = f"""func.func @main(%x: {t}, %y: {t}) -> {t} {{
  %0 = "nn.pow"(%x, %y) : ({t}, {t}) -> {t}
  return %0 : {t}
}}"""
    return [
        case("relu", torch.relu),
        case("sigmoid", torch.sigmoid),
        case("silu", F.silu),
        case("softplus", F.softplus),
        case("hardswish", F.hardswish),
        case("hardsigmoid", F.hardsigmoid),
        case("leaky_relu", lambda a: F.leaky_relu(a, 0.01)),
        case("elu", F.elu),
        case("clip", lambda a: torch.clamp(a, -1.0, 1.0),
             attrs="{min = -1.0 : f32, max = 1.0 : f32} ", label="clip [-1, 1]"),
        case("neg", torch.neg),
        case("abs", torch.abs),
        case("reciprocal", torch.reciprocal),
        case("floor", torch.floor),
        case("ceil", torch.ceil),
        case("round", torch.round),
        case("sqrt", torch.sqrt, inputs=[pos]),
        case("rsqrt", torch.rsqrt, inputs=[pos]),
        dict(name=f"pow {dims} (tensor exponent)", mlir=pow_mlir,
             inputs=[pos, exponent], torch=torch.pow),
        dict(name=f"8-op chain with sigmoid and tanh {dims}", mlir=chain_mlir,
             inputs=[x], torch=chain),
    ]
