// nn passes and upstream passes mix freely, as flags (in command-line order)
// or in a textual pipeline with nested anchors.

// RUN: nn-opt %s --cse --nn-verify --canonicalize --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLAGS
// FLAGS: IR Dump After CSE (cse)
// FLAGS: IR Dump After NNVerify (nn-verify)
// FLAGS: IR Dump After Canonicalizer (canonicalize)

// RUN: nn-opt %s --pass-pipeline='builtin.module(func.func(nn-verify, canonicalize{max-iterations=1}), cse, nn-verify)' --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPE
// PIPE: IR Dump After NNVerify (nn-verify)
// PIPE-NEXT: func.func @main
// PIPE: IR Dump After Canonicalizer (canonicalize)
// PIPE-NEXT: func.func @main
// PIPE: IR Dump After CSE (cse)
// PIPE-NEXT: module {
// PIPE: IR Dump After NNVerify (nn-verify)
// PIPE-NEXT: module {

// A pass that runs only on func.func is nested for you when given as a flag,
// as mlir-opt does.
// RUN: nn-opt %s --promote-buffers-to-stack --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEST
// NEST: IR Dump After PromoteBuffersToStackPass (promote-buffers-to-stack)
// NEST-NEXT: func.func @main

// Upstream pass options given as a flag value.
// RUN: nn-opt %s --canonicalize="max-iterations=1 top-down=false" | FileCheck %s

// --mlir-timing reports every pass.
// RUN: nn-opt %s --nn-verify --cse --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIME
// TIME: Execution time report
// TIME: NNVerify
// TIME: CSE

// CHECK-LABEL: func.func @main
// CHECK: "nn.exp"
// CHECK-NOT: "nn.exp"
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "nn.exp"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
