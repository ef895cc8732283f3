// max-bytes caps the bytes an evaluation touches: each folded op's operands
// and results at full size, and their running total. A reduction of a huge
// splat has a small result (max-elements lets it through) but would make the
// JIT build the whole splat: a 200-byte input once made the pass allocate
// 1.6 GB.
// RUN: nn-opt %s --split-input-file --fold-constants | FileCheck %s
// RUN: nn-opt %s --split-input-file --fold-constants=max-bytes=47 | FileCheck %s --check-prefix=UNDER
// RUN: nn-opt %s --split-input-file --fold-constants=max-bytes=48 | FileCheck %s --check-prefix=AT
// RUN: not nn-opt %s --fold-constants=max-bytes=-1 2>&1 | FileCheck %s --check-prefix=NEGATIVE

// CHECK-LABEL: func.func @huge_splat
// CHECK: "nn.reduce_sum"
func.func @huge_splat() -> tensor<20000xf32> {
  %s = arith.constant dense<1.0> : tensor<20000x20000xf32>
  %0 = "nn.reduce_sum"(%s) {axes = array<i64: 1>} : (tensor<20000x20000xf32>) -> tensor<20000xf32>
  return %0 : tensor<20000xf32>
}

// -----

// Two 16-byte operands and a 16-byte result: 48 bytes.
// CHECK-LABEL: func.func @cap
// CHECK-NOT: "nn.add"
// UNDER-LABEL: func.func @cap
// UNDER: "nn.add"
// AT-LABEL: func.func @cap
// AT-NOT: "nn.add"
// AT: arith.constant dense<[2.000000e+00, 4.000000e+00, 6.000000e+00, 8.000000e+00]>
func.func @cap() -> tensor<4xf32> {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %0 = "nn.add"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// NEGATIVE: max-bytes
