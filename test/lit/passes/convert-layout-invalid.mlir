// Bad options are a clear error and a non-zero exit, before any input is
// read.
// RUN: not nn-opt %s --convert-layout=to=NCWH 2>&1 | FileCheck %s --check-prefix=VALUE
// VALUE: nn-opt: cannot add pass '--convert-layout': 'convert-layout' option 'to' must be NHWC or NCHW, not 'NCWH'
// RUN: not nn-opt %s --convert-layout=to=nhwc 2>&1 | FileCheck %s --check-prefix=CASE
// CASE: 'convert-layout' option 'to' must be NHWC or NCHW, not 'nhwc'
// RUN: not nn-opt %s --pass-pipeline='builtin.module(func.func(convert-layout{from=NCHW}))' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: 'convert-layout' has no option 'from'; its options are to

// A layout the registry does not know is rejected by the verifier before the
// pass runs, at the op.
// RUN: nn-opt %s --convert-layout --verify-diagnostics

func.func @bad_layout(%x: tensor<1x2x5x5xf32>, %w: tensor<3x2x3x3xf32>) -> tensor<1x3x3x3xf32> {
  // expected-error@+1 {{'nn.conv2d' op attribute 'layout' must be one of NCHW|NHWC, but is "NCWH"}}
  %0 = "nn.conv2d"(%x, %w) {layout = "NCWH"} : (tensor<1x2x5x5xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x3x3xf32>
  return %0 : tensor<1x3x3x3xf32>
}
