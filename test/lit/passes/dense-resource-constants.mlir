// Weights the graph builder (nn-c/Builder.h) stores as dense_resource blobs
// are constants to the passes too: their values are read from the blob.
// RUN: nn-opt %s --split-input-file --simplify-inference | FileCheck %s --check-prefix=SIMPLIFY
// RUN: nn-opt %s --split-input-file --convert-layout | FileCheck %s --check-prefix=LAYOUT

// The batch norm (scale 2, bias 1, mean 0, var 1 - 1e-5: a factor of 2) is
// folded into the resource weight: [1, 2, 3, 4] becomes [2, 4, 6, 8].
// SIMPLIFY-LABEL: func.func @conv_bn_resource
// SIMPLIFY: %[[W:.*]] = arith.constant dense<{{.*}}2.000000e+00{{.*}}4.000000e+00{{.*}}6.000000e+00{{.*}}8.000000e+00{{.*}}> : tensor<2x2x1x1xf32>
// SIMPLIFY: "nn.conv2d"(%arg0, %[[W]])
// SIMPLIFY-NOT: nn.batch_norm
// SIMPLIFY: "nn.bias_add"

// --convert-layout permutes the blob's values into an HWIO constant rather
// than transposing the weight at run time.
// LAYOUT-LABEL: func.func @conv_bn_resource
// LAYOUT: "nn.transpose"(%arg0)
// LAYOUT: arith.constant dense<{{.*}}1.000000e+00, 3.000000e+00], {{.*}}2.000000e+00, 4.000000e+00{{.*}}> : tensor<1x1x2x2xf32>
// LAYOUT-NOT: tensor<2x2x1x1xf32>
// LAYOUT: "nn.transpose"
// LAYOUT-NEXT: return
func.func @conv_bn_resource(%x: tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> {
  %w = arith.constant dense_resource<weights> : tensor<2x2x1x1xf32>
  %scale = arith.constant dense<2.0> : tensor<2xf32>
  %bias = arith.constant dense<1.0> : tensor<2xf32>
  %mean = arith.constant dense<0.0> : tensor<2xf32>
  %var = arith.constant dense<0.99999> : tensor<2xf32>
  %0 = "nn.conv2d"(%x, %w) : (tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x4x4xf32>
  %1 = "nn.batch_norm"(%0, %scale, %bias, %mean, %var) : (tensor<1x2x4x4xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x2x4x4xf32>
  return %1 : tensor<1x2x4x4xf32>
}

{-#
  dialect_resources: {
    builtin: {
      weights: "0x040000000000803F000000400000404000008040"
    }
  }
#-}
