"""Ops the ONNX importer writes as compositions of nn ops (Selu, Softsign):
what the imported graph costs once --fuse-ops makes it one kernel."""

N = 4096 * 1024  # 16 MB of f32 per tensor


def cases(np, torch):
    x = np.random.default_rng(1).standard_normal((4096, 1024)).astype(np.float32)
    t = "tensor<4096x1024xf32>"
    selu = f"""func.func @main(%x: {t}) -> {t} {{
  %0 = "nn.elu"(%x) {{alpha = 1.67326319 : f32}} : ({t}) -> {t}
  %g = arith.constant dense<1.05070102> : tensor<f32>
  %1 = "nn.mul"(%0, %g) : ({t}, tensor<f32>) -> {t}
  return %1 : {t}
}}"""
    softsign = f"""func.func @main(%x: {t}) -> {t} {{
  %one = arith.constant dense<1.0> : tensor<f32>
  %0 = "nn.abs"(%x) : ({t}) -> {t}
  %1 = "nn.add"(%0, %one) : ({t}, tensor<f32>) -> {t}
  %2 = "nn.div"(%x, %1) : ({t}, {t}) -> {t}
  return %2 : {t}
}}"""
    return [
        dict(name="selu 4096x1024 (elu, mul)", mlir=selu, inputs=[x],
             torch=torch.nn.functional.selu),
        dict(name="softsign 4096x1024 (abs, add, div)", mlir=softsign,
             inputs=[x], torch=torch.nn.functional.softsign),
    ]
