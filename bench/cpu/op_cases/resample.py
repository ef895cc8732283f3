"""Benchmark cases of the resampling ops (nn.resize, nn.grid_sample) for
bench/cpu/op_bench.py: a bilinear 2x upsample of a 64-channel feature map
(what segmentation heads do), a nearest 2x upsample (FPN top-down paths) and
bilinear grid sampling (spatial transformers, deformable attention)."""


def cases(np, torch):
    F = torch.nn.functional
    rng = np.random.default_rng(18)

    def rand(*shape, low=-1.0, high=1.0):
        return rng.uniform(low, high, shape).astype(np.float32)

    return [
        dict(name="resize bilinear 1x64x64x64 -> 128x128",
             mlir="func.func @main(%x: tensor<1x64x64x64xf32>) -> "
                  "tensor<1x64x128x128xf32> {\n"
                  "  %0 = \"nn.resize\"(%x) {mode = \"linear\"} : "
                  "(tensor<1x64x64x64xf32>) -> tensor<1x64x128x128xf32>\n"
                  "  return %0 : tensor<1x64x128x128xf32>\n}",
             inputs=[rand(1, 64, 64, 64)],
             torch=lambda x: F.interpolate(x, size=(128, 128),
                                           mode="bilinear",
                                           align_corners=False)),
        dict(name="resize nearest 2x 1x256x32x32",
             mlir="func.func @main(%x: tensor<1x256x32x32xf32>) -> "
                  "tensor<1x256x64x64xf32> {\n"
                  "  %0 = \"nn.resize\"(%x) {coordinate_transformation_mode"
                  " = \"asymmetric\", nearest_mode = \"floor\"} : "
                  "(tensor<1x256x32x32xf32>) -> tensor<1x256x64x64xf32>\n"
                  "  return %0 : tensor<1x256x64x64xf32>\n}",
             inputs=[rand(1, 256, 32, 32)],
             torch=lambda x: F.interpolate(x, scale_factor=2,
                                           mode="nearest")),
        dict(name="grid_sample bilinear 1x32x64x64, grid 64x64",
             mlir="func.func @main(%x: tensor<1x32x64x64xf32>, "
                  "%g: tensor<1x64x64x2xf32>) -> tensor<1x32x64x64xf32> {\n"
                  "  %0 = \"nn.grid_sample\"(%x, %g) : "
                  "(tensor<1x32x64x64xf32>, tensor<1x64x64x2xf32>) -> "
                  "tensor<1x32x64x64xf32>\n"
                  "  return %0 : tensor<1x32x64x64xf32>\n}",
             inputs=[rand(1, 32, 64, 64), rand(1, 64, 64, 2, low=-1.1,
                                              high=1.1)],
             torch=lambda x, g: F.grid_sample(x, g, mode="bilinear",
                                              padding_mode="zeros",
                                              align_corners=False)),
    ]
