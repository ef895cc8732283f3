// --nn-vector-width: prefer_vector_width on every llvm.func with a body,
// so that LLVM's vectorizer uses the machine's widest vectors (it takes 256
// bits on AVX-512 CPUs otherwise); declarations and functions that have a
// width keep theirs; bits=0 sets nothing.
// RUN: nn-opt %s --split-input-file --nn-vector-width | FileCheck %s
// Idempotent.
// RUN: nn-opt %s --split-input-file --nn-vector-width | nn-opt --split-input-file --nn-vector-width | FileCheck %s
// RUN: nn-opt %s --split-input-file '--nn-vector-width=bits=256' | FileCheck %s --check-prefix=B256
// RUN: nn-opt %s --split-input-file '--nn-vector-width=bits=0' | FileCheck %s --check-prefix=NONE
// RUN: not nn-opt %s '--nn-vector-width=bits=-1' 2>&1 | FileCheck %s --check-prefix=BAD
// The CPU pipeline sets it (option vector-width, 512 by default).
// RUN: nn-opt %S/Inputs/cpu-softmax.mlir --nn-lower-to-llvm | FileCheck %s --check-prefix=PIPE
// RUN: nn-opt %S/Inputs/cpu-softmax.mlir '--nn-lower-to-llvm=vector-width=0' | FileCheck %s --check-prefix=PIPE0

// CHECK-LABEL: llvm.func @kernel
// CHECK-SAME: prefer_vector_width = "512"
// CHECK-LABEL: llvm.func @declared
// CHECK-NOT: prefer_vector_width
// CHECK-LABEL: llvm.func @chosen
// CHECK-SAME: prefer_vector_width = "128"
// B256: llvm.func @kernel{{.*}}prefer_vector_width = "256"
// B256: llvm.func @chosen{{.*}}prefer_vector_width = "128"
// NONE: llvm.func @kernel()
// NONE-NOT: prefer_vector_width = "512"
// BAD: 'nn-vector-width' option 'bits' must be a non-negative integer, not '-1'
// PIPE: llvm.func @main{{.*}}prefer_vector_width = "512"
// PIPE0-NOT: prefer_vector_width
llvm.func @kernel() {
  llvm.return
}
llvm.func @declared()
llvm.func @chosen() attributes {prefer_vector_width = "128"} {
  llvm.return
}
