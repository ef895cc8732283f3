// max-elements caps each folded result and the running total of all folded
// results, in program order; a splat counts one element.
// RUN: nn-opt %s --fold-constants=max-elements=4 | FileCheck %s --check-prefix=FOUR
// RUN: nn-opt %s --fold-constants=max-elements=6 | FileCheck %s --check-prefix=SIX
// RUN: nn-opt %s --fold-constants=max-elements=10 | FileCheck %s --check-prefix=TEN
// RUN: nn-opt %s --fold-constants=max-elements=11 | FileCheck %s --check-prefix=ALL
// RUN: nn-opt %s --fold-constants=max-elements=0 | FileCheck %s --check-prefix=NONE

// 4: the sum (4) folds; the product (6) is too big; the splat would make 5.
// FOUR-LABEL: func.func @cap
// FOUR-NOT: "nn.add"
// FOUR: "nn.mul"
// FOUR: "nn.exp"
// 6: the sum folds; the product would make 10; the splat makes 5.
// SIX-LABEL: func.func @cap
// SIX-NOT: "nn.add"
// SIX: "nn.mul"
// SIX-NOT: "nn.exp"
// 10: the sum and the product fold (10); the splat would make 11.
// TEN-LABEL: func.func @cap
// TEN-NOT: "nn.add"
// TEN-NOT: "nn.mul"
// TEN: "nn.exp"
// ALL-LABEL: func.func @cap
// ALL-NOT: "nn.
// NONE-LABEL: func.func @cap
// NONE: "nn.add"
// NONE: "nn.mul"
// NONE: "nn.exp"
func.func @cap() -> (tensor<4xf32>, tensor<2x3xf32>, tensor<100xf32>) {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %b = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %s = arith.constant dense<0.0> : tensor<100xf32>
  %0 = "nn.add"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = "nn.mul"(%b, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = "nn.exp"(%s) : (tensor<100xf32>) -> tensor<100xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<2x3xf32>, tensor<100xf32>
}
