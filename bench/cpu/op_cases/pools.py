"""nn.max_pool_with_indices (ONNX MaxPool with its Indices output): a
ResNet stem's 3x3 stride-2 pool of a 1x64x112x112 map (3.2 MB). PyTorch's
max_pool2d(return_indices=True) gives per-plane indices; the plane offset
ONNX adds, (n * C + c) * H * W, is added to its result. And LpPool (p = 2)
as the importer composes it (x * x, an average pool with count_include_pad
times the window size, sqrt; a depthwise convolution with ones instead of
the pool, the form for dilations, is 9x slower than PyTorch here) against
torch's lp_pool2d. nn.max_pool2d on the same input, the values alone, is
timed beside max_pool_with_indices as its reference, and in NHWC against
PyTorch's channels-last kernel (the NCHW view of a channels-last tensor)."""


def cases(np, torch):
    rng = np.random.default_rng(18)
    x = rng.standard_normal((1, 64, 112, 112)).astype(np.float32)
    t, o = "tensor<1x64x112x112xf32>", "tensor<1x64x56x56"
    mlir = f"""func.func @main(%x: {t}) -> ({o}xf32>, {o}xi64>) {{
  %0:2 = "nn.max_pool_with_indices"(%x) {{kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>}} : ({t}) -> ({o}xf32>, {o}xi64>)
  return %0#0, %0#1 : {o}xf32>, {o}xi64>
}}"""
    offset = torch.arange(64, dtype=torch.int64).reshape(1, 64, 1, 1) * 112 * 112

    def pool(a):
        v, i = torch.nn.functional.max_pool2d(a, 3, 2, 1, return_indices=True)
        return v, i + offset

    lp = f"""func.func @main(%x: {t}) -> {o}xf32> {{
  %k = arith.constant dense<9.0> : tensor<f32>
  %0 = "nn.mul"(%x, %x) : ({t}, {t}) -> {t}
  %1 = "nn.avg_pool2d"(%0) {{kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, count_include_pad = true}} : ({t}) -> tensor<1x64x55x55xf32>
  %2 = "nn.mul"(%1, %k) : (tensor<1x64x55x55xf32>, tensor<f32>) -> tensor<1x64x55x55xf32>
  %3 = "nn.sqrt"(%2) : (tensor<1x64x55x55xf32>) -> tensor<1x64x55x55xf32>
  return %3 : tensor<1x64x55x55xf32>
}}""".replace(f"-> {o}xf32> {{", "-> tensor<1x64x55x55xf32> {")
    plain = f"""func.func @main(%x: {t}) -> {o}xf32> {{
  %0 = "nn.max_pool2d"(%x) {{kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>}} : ({t}) -> {o}xf32>
  return %0 : {o}xf32>
}}"""
    nhwc = f"""func.func @main(%x: tensor<1x112x112x64xf32>) -> tensor<1x56x56x64xf32> {{
  %0 = "nn.max_pool2d"(%x) {{kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, layout = "NHWC"}} : (tensor<1x112x112x64xf32>) -> tensor<1x56x56x64xf32>
  return %0 : tensor<1x56x56x64xf32>
}}"""
    x_nhwc = np.ascontiguousarray(x.transpose(0, 2, 3, 1))
    return [dict(name="max_pool_with_indices 1x64x112x112 3x3 s2",
                 mlir=mlir, inputs=[x], torch=pool, rtol=0, atol=0),
            dict(name="max_pool2d 1x64x112x112 3x3 s2 (values only)",
                 mlir=plain, inputs=[x], rtol=0, atol=0,
                 torch=lambda a: torch.nn.functional.max_pool2d(a, 3, 2, 1)),
            dict(name="max_pool2d NHWC 1x112x112x64 3x3 s2",
                 mlir=nhwc, inputs=[x_nhwc], rtol=0, atol=0,
                 torch=lambda a: torch.nn.functional.max_pool2d(
                     a.permute(0, 3, 1, 2), 3, 2, 1).permute(0, 2, 3, 1)),
            dict(name="lp_pool p=2 1x64x112x112 3x3 s2 (composed)", mlir=lp,
                 inputs=[x], torch=lambda a: torch.nn.functional.lp_pool2d(
                     a, 2, 3, 2), rtol=1e-4, atol=1e-5)]
