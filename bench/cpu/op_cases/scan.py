"""The scans and sorts (nn.cumsum, nn.top_k) and the compositions the ONNX
importer writes for GroupNormalization and Einsum (import/onnx/ops/Math.c):
a cumsum along each axis of 16 MB, a classifier head's top 5 of 1000, a
diffusion U-Net's GroupNorm, attention scores from Einsum."""


def cases(np, torch):
    rng = np.random.default_rng(18)
    x = rng.standard_normal((4096, 1024)).astype(np.float32)
    t = "tensor<4096x1024xf32>"

    def cumsum(axis):
        return f"""func.func @main(%x: {t}) -> {t} {{
  %0 = "nn.cumsum"(%x) {{axis = {axis} : i64}} : ({t}) -> {t}
  return %0 : {t}
}}"""

    logits = rng.standard_normal((256, 1000)).astype(np.float32)
    top_k = """func.func @main(%x: tensor<256x1000xf32>) -> (tensor<256x5xf32>, tensor<256x5xi64>) {
  %0:2 = "nn.top_k"(%x) {k = 5 : i64} : (tensor<256x1000xf32>) -> (tensor<256x5xf32>, tensor<256x5xi64>)
  return %0#0, %0#1 : tensor<256x5xf32>, tensor<256x5xi64>
}"""

    # GroupNormalization (opset 21) as the importer writes it.
    g = rng.standard_normal((1, 320, 64, 64)).astype(np.float32)
    scale = rng.standard_normal(320).astype(np.float32)
    bias = rng.standard_normal(320).astype(np.float32)
    x4, xg = "tensor<1x320x64x64xf32>", "tensor<1x32x40960xf32>"
    r, r3 = "tensor<1x32xf32>", "tensor<1x32x1xf32>"
    p, m, c = "tensor<32x10xf32>", "tensor<1x32x10xf32>", "tensor<320x1xf32>"
    group_norm = f"""func.func @main(%x: {x4}, %s: tensor<320xf32>, %b: tensor<320xf32>) -> {x4} {{
  %eps = arith.constant dense<1.0e-05> : tensor<f32>
  %0 = "nn.reshape"(%x) : ({x4}) -> {xg}
  %1 = "nn.reduce_mean"(%0) {{axes = array<i64: 2>, keepdims = false}} : ({xg}) -> {r}
  %2 = "nn.reshape"(%1) : ({r}) -> {r3}
  %3 = "nn.sub"(%0, %2) : ({xg}, {r3}) -> {xg}
  %4 = "nn.mul"(%3, %3) : ({xg}, {xg}) -> {xg}
  %5 = "nn.reduce_mean"(%4) {{axes = array<i64: 2>, keepdims = false}} : ({xg}) -> {r}
  %6 = "nn.add"(%5, %eps) : ({r}, tensor<f32>) -> {r}
  %7 = "nn.rsqrt"(%6) : ({r}) -> {r}
  %8 = "nn.reshape"(%7) : ({r}) -> {r3}
  %9 = "nn.reshape"(%s) : (tensor<320xf32>) -> {p}
  %10 = "nn.reshape"(%b) : (tensor<320xf32>) -> {p}
  %11 = "nn.mul"(%8, %9) : ({r3}, {p}) -> {m}
  %12 = "nn.mul"(%2, %11) : ({r3}, {m}) -> {m}
  %13 = "nn.sub"(%10, %12) : ({p}, {m}) -> {m}
  %14 = "nn.reshape"(%x) : ({x4}) -> tensor<320x4096xf32>
  %15 = "nn.reshape"(%11) : ({m}) -> {c}
  %16 = "nn.reshape"(%13) : ({m}) -> {c}
  %17 = "nn.mul"(%14, %15) : (tensor<320x4096xf32>, {c}) -> tensor<320x4096xf32>
  %18 = "nn.add"(%17, %16) : (tensor<320x4096xf32>, {c}) -> tensor<320x4096xf32>
  %19 = "nn.reshape"(%18) : (tensor<320x4096xf32>) -> {x4}
  return %19 : {x4}
}}"""

    # Einsum "bhqd,bhkd->bhqk" as the importer writes it.
    q = rng.standard_normal((8, 12, 256, 64)).astype(np.float32)
    k = rng.standard_normal((8, 12, 256, 64)).astype(np.float32)
    qt, st = "tensor<8x12x256x64xf32>", "tensor<8x12x256x256xf32>"
    einsum = f"""func.func @main(%q: {qt}, %k: {qt}) -> {st} {{
  %0 = "nn.transpose"(%k) {{perm = array<i64: 0, 1, 3, 2>}} : ({qt}) -> tensor<8x12x64x256xf32>
  %1 = "nn.reshape"(%0) : (tensor<8x12x64x256xf32>) -> tensor<96x64x256xf32>
  %2 = "nn.reshape"(%q) : ({qt}) -> tensor<96x256x64xf32>
  %3 = "nn.matmul"(%2, %1) : (tensor<96x256x64xf32>, tensor<96x64x256xf32>) -> tensor<96x256x256xf32>
  %4 = "nn.reshape"(%3) : (tensor<96x256x256xf32>) -> {st}
  return %4 : {st}
}}"""

    gn = torch.nn.functional.group_norm
    return [
        dict(name="cumsum 4096x1024 axis 0", mlir=cumsum(0), inputs=[x],
             torch=lambda a: torch.cumsum(a, 0), rtol=1e-3, atol=1e-3),
        dict(name="cumsum 4096x1024 axis 1", mlir=cumsum(1), inputs=[x],
             torch=lambda a: torch.cumsum(a, 1), rtol=1e-3, atol=1e-3),
        dict(name="top_k k=5 256x1000", mlir=top_k, inputs=[logits],
             torch=lambda a: tuple(torch.topk(a, 5))),
        dict(name="group_norm 1x320x64x64 32 groups (composed)",
             mlir=group_norm, inputs=[g, scale, bias],
             torch=lambda a, s, b: gn(a, 32, s, b, 1e-5),
             rtol=1e-3, atol=1e-4),
        dict(name="einsum bhqd,bhkd->bhqk 8x12x256x64 (composed)",
             mlir=einsum, inputs=[q, k],
             torch=lambda a, b: torch.einsum("bhqd,bhkd->bhqk", a, b),
             rtol=1e-3, atol=1e-3),
    ]
