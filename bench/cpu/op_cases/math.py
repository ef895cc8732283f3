"""The transcendentals computed as vector arithmetic (issue 20's first
part: --nn-expand-math's exp, log, erf, tanh and the two GELU forms, and
asin, acos and atan; nn.sin and nn.cos, conversion/linalg/SinCos.c), on
16M f32 elements (64 MB in, 64 MB out: against the run's memcpy bandwidth,
a call at copy speed takes 128 MB / memcpy GB/s). Inputs span each
function's interesting range, log's the positive floats of [1e-3, 1e3],
asin's and acos's [-1, 1]."""

SHAPE = (4096, 4096)


def cases(np, torch):
    r = np.random.default_rng(20)
    dims = "x".join(str(d) for d in SHAPE)
    t = f"tensor<{dims}xf32>"
    x = r.uniform(-6, 6, SHAPE).astype(np.float32)
    pos = np.exp(r.uniform(np.log(1e-3), np.log(1e3), SHAPE)).astype(np.float32)
    unit = r.uniform(-1, 1, SHAPE).astype(np.float32)
    F = torch.nn.functional

    def unary(op, attrs=""):
        return f"""func.func @main(%x: {t}) -> {t} {{
  %0 = "nn.{op}"(%x) {attrs}: ({t}) -> {t}
  return %0 : {t}
}}"""

    return [
        dict(name=f"exp {dims}", mlir=unary("exp"), inputs=[x], torch=torch.exp),
        dict(name=f"log {dims}", mlir=unary("log"), inputs=[pos], torch=torch.log),
        dict(name=f"erf {dims}", mlir=unary("erf"), inputs=[x], torch=torch.erf),
        dict(name=f"tanh {dims}", mlir=unary("tanh"), inputs=[x], torch=torch.tanh),
        dict(name=f"sin {dims}", mlir=unary("sin"), inputs=[x], torch=torch.sin),
        dict(name=f"cos {dims}", mlir=unary("cos"), inputs=[x], torch=torch.cos),
        dict(name=f"asin {dims}", mlir=unary("asin"), inputs=[unit], torch=torch.asin),
        dict(name=f"acos {dims}", mlir=unary("acos"), inputs=[unit], torch=torch.acos),
        dict(name=f"atan {dims}", mlir=unary("atan"), inputs=[x], torch=torch.atan),
        dict(name=f"gelu {dims} (erf)", mlir=unary("gelu"), inputs=[x], torch=F.gelu),
        dict(name=f"gelu {dims} (tanh)", mlir=unary("gelu", '{approximate = "tanh"} '),
             inputs=[x], torch=lambda a: F.gelu(a, approximate="tanh")),
    ]
