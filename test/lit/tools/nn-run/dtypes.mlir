// Every element type nn-run passes, rank 0 included, through returned
// arguments: what is written reads back as the same dtype and shape.
// RUN: rm -rf %t && mkdir -p %t
// RUN: nn-run %s --random-inputs 5 | FileCheck %s
// RUN: nn-run %s --random-inputs 5 --output %t/h.npy %t/b.npy %t/c.npy %t/d.npy %t/f.npy
// RUN: nn-run %s --input %t/h.npy %t/b.npy %t/c.npy %t/d.npy %t/f.npy --check %t/h.npy %t/b.npy %t/c.npy %t/d.npy %t/f.npy --atol 0 --rtol 0 | FileCheck %s --check-prefix=SAME

// CHECK: result #0: float16 [3]:
// CHECK: result #1: bool [2, 2]:
// CHECK: result #2: int64 []:
// CHECK: result #3: int8 [4]:
// CHECK: result #4: float64 [1, 2]:
// SAME-COUNT-5: max abs error 0, max rel error 0 (rtol 0, atol 0): ok

func.func @main(%h: tensor<3xf16>, %b: tensor<2x2xi1>, %c: tensor<i64>, %d: tensor<4xi8>, %f: tensor<1x2xf64>)
    -> (tensor<3xf16>, tensor<2x2xi1>, tensor<i64>, tensor<4xi8>, tensor<1x2xf64>) {
  return %h, %b, %c, %d, %f : tensor<3xf16>, tensor<2x2xi1>, tensor<i64>, tensor<4xi8>, tensor<1x2xf64>
}
