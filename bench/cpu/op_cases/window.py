"""The 3-D and transposed window ops and LRN (conversion/linalg/
LowerWindow.c, import/onnx/ops/Window.c) against PyTorch eager: conv3d on a
video-sized block, the U-Net/DCGAN upsampler (conv_transpose2d, kernel 4,
stride 2, pad 1) and the dense conv2d of its multiply count (the floor of
its phase lowering), max_pool3d, and LRN as the importer composes it."""


def t(shape):
    return "tensor<%sxf32>" % "x".join(str(d) for d in shape)


def cases(np, torch):
    rng = np.random.default_rng(18)
    F = torch.nn.functional

    def rand(*shape):
        return rng.standard_normal(shape).astype(np.float32)

    out = []

    x, w = rand(1, 16, 16, 32, 32), rand(16, 16, 3, 3, 3)
    y = (1, 16, 16, 32, 32)
    out.append(dict(
        name="conv3d 1x16x16x32x32 16 3x3x3 pad 1",
        mlir=f"""func.func @main(%x: {t(x.shape)}, %w: {t(w.shape)}) -> {t(y)} {{
  %0 = "nn.conv3d"(%x, %w) {{padding = array<i64: 1, 1, 1, 1, 1, 1>}} : ({t(x.shape)}, {t(w.shape)}) -> {t(y)}
  return %0 : {t(y)}
}}""",
        inputs=[x, w],
        torch=lambda a, b: F.conv3d(a, b, padding=1),
        rtol=1e-3, atol=1e-3))

    x, w = rand(1, 64, 32, 32), rand(64, 64, 4, 4)
    y = (1, 64, 64, 64)
    out.append(dict(
        name="conv_transpose2d 1x64x32x32 -> 64 4x4 stride 2 pad 1",
        mlir=f"""func.func @main(%x: {t(x.shape)}, %w: {t(w.shape)}) -> {t(y)} {{
  %0 = "nn.conv_transpose2d"(%x, %w) {{strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>}} : ({t(x.shape)}, {t(w.shape)}) -> {t(y)}
  return %0 : {t(y)}
}}""",
        inputs=[x, w],
        torch=lambda a, b: F.conv_transpose2d(a, b, stride=2, padding=1),
        rtol=1e-3, atol=1e-3))

    # The floor of the transposed one: its 4 phases are 2x2 convolutions of
    # the 32x32 input, together the multiplies of this one dense conv2d.
    x, w = rand(1, 64, 65, 65), rand(64, 64, 2, 2)
    y = (1, 64, 64, 64)
    out.append(dict(
        name="conv2d 1x64x65x65 -> 64 2x2 (conv_transpose2d's multiplies)",
        mlir=f"""func.func @main(%x: {t(x.shape)}, %w: {t(w.shape)}) -> {t(y)} {{
  %0 = "nn.conv2d"(%x, %w) : ({t(x.shape)}, {t(w.shape)}) -> {t(y)}
  return %0 : {t(y)}
}}""",
        inputs=[x, w],
        torch=lambda a, b: F.conv2d(a, b),
        rtol=1e-3, atol=1e-3))

    x = rand(1, 32, 16, 64, 64)
    y = (1, 32, 8, 32, 32)
    out.append(dict(
        name="max_pool3d 1x32x16x64x64 3x3x3 stride 2 pad 1",
        mlir=f"""func.func @main(%x: {t(x.shape)}) -> {t(y)} {{
  %0 = "nn.max_pool3d"(%x) {{kernel = array<i64: 3, 3, 3>, strides = array<i64: 2, 2, 2>, padding = array<i64: 1, 1, 1, 1, 1, 1>}} : ({t(x.shape)}) -> {t(y)}
  return %0 : {t(y)}
}}""",
        inputs=[x],
        torch=lambda a: F.max_pool3d(a, 3, 2, 1)))

    # LRN as import/onnx/ops/Window.c writes it (AlexNet's size 5).
    shape, plane = (1, 96, 55, 55), (1, 1, 96, 55 * 55)
    x = rand(*shape)
    s, p = t(shape), t(plane)
    out.append(dict(
        name="LRN 1x96x55x55 size 5",
        mlir=f"""func.func @main(%x: {s}) -> {s} {{
  %alpha = arith.constant dense<1.0e-04> : tensor<f32>
  %bias = arith.constant dense<2.0> : tensor<f32>
  %beta = arith.constant dense<0.75> : tensor<f32>
  %0 = "nn.mul"(%x, %x) : ({s}, {s}) -> {s}
  %1 = "nn.reshape"(%0) : ({s}) -> {p}
  %2 = "nn.avg_pool2d"(%1) {{kernel = array<i64: 5, 1>, padding = array<i64: 2, 0, 2, 0>, count_include_pad = true}} : ({p}) -> {p}
  %3 = "nn.reshape"(%2) : ({p}) -> {s}
  %4 = "nn.mul"(%3, %alpha) : ({s}, tensor<f32>) -> {s}
  %5 = "nn.add"(%4, %bias) : ({s}, tensor<f32>) -> {s}
  %6 = "nn.pow"(%5, %beta) : ({s}, tensor<f32>) -> {s}
  %7 = "nn.div"(%x, %6) : ({s}, {s}) -> {s}
  return %7 : {s}
}}""",
        inputs=[x],
        torch=lambda a: F.local_response_norm(a, 5, alpha=1e-4, beta=0.75,
                                              k=2.0),
        rtol=1e-4, atol=1e-5))
    return out
