// RUN: nn-opt %s --split-input-file --infer-shapes=annotate-dims=true | FileCheck %s
// Idempotence: a second run writes the same facts.
// RUN: nn-opt %s --split-input-file --infer-shapes=annotate-dims=true --infer-shapes=annotate-dims=true | FileCheck %s
// The facts of a graph are the same before and after --fuse-ops: calls are
// followed into the fused functions.
// RUN: nn-opt %s --split-input-file --fuse-ops --infer-shapes=annotate-dims=true | FileCheck %s --check-prefix=FUSED

// Shape facts: the size of every dynamic dim, in terms of the inputs' dims,
// by the names their nn.dims give; and the equalities entries check.

// CHECK-LABEL: func.func @named
// CHECK: "nn.matmul"{{.*}}nn.dims = ["batch", "seq", "4"]
// CHECK: "nn.transpose"{{.*}}nn.dims = ["batch", "4", "seq"]
func.func @named(%x: tensor<?x?x8xf32> {nn.dims = ["batch", "seq", ""]},
                 %w: tensor<8x4xf32>) -> tensor<?x4x?xf32> {
  %0 = "nn.matmul"(%x, %w) : (tensor<?x?x8xf32>, tensor<8x4xf32>) -> tensor<?x?x4xf32>
  %1 = "nn.transpose"(%0) {perm = array<i64: 0, 2, 1>} : (tensor<?x?x4xf32>) -> tensor<?x4x?xf32>
  return %1 : tensor<?x4x?xf32>
}

// -----

// Two dynamic sizes an op needs equal become one (a check), and a dynamic
// size broadcast against a static one takes its value (another check).
// CHECK-LABEL: func.func @checks
// CHECK-SAME: nn.dim_checks = ["input#0[0] == input#1[0]", "input#0[0] == 3"]
// CHECK: "nn.add"{{.*}}nn.dims = ["3", "4"]
// CHECK: "nn.mul"
// CHECK-NOT: nn.dims
// FUSED-LABEL: func.func @checks
// FUSED-SAME: nn.dim_checks = ["input#0[0] == input#1[0]", "input#0[0] == 3"]
func.func @checks(%x: tensor<?x4xf32>, %y: tensor<?x4xf32>,
                  %z: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = "nn.add"(%x, %y) : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  %1 = "nn.mul"(%0, %z) : (tensor<?x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %1 : tensor<3x4xf32>
}

// -----

// Dims of one name are one size, checked; dims the rule keeps keep it.
// CHECK-LABEL: func.func @names
// CHECK-SAME: nn.dim_checks = ["input#0[0] (n) == input#1[0] (n)"]
// CHECK: "nn.add"{{.*}}nn.dims = ["n", "4"]
// CHECK: "nn.reduce_sum"{{.*}}nn.dims = ["n", "1"]
// CHECK: "nn.sub"{{.*}}nn.dims = ["n", "4"]
// FUSED-LABEL: func.func @names
// FUSED-SAME: nn.dim_checks = ["input#0[0] (n) == input#1[0] (n)"]
// FUSED: call @fused_add_relu
// FUSED: "nn.reduce_sum"{{.*}}nn.dims = ["n", "1"]
func.func @names(%x: tensor<?x4xf32> {nn.dims = ["n", ""]},
                 %y: tensor<?x4xf32> {nn.dims = ["n", ""]}) -> tensor<?x4xf32> {
  %0 = "nn.add"(%x, %y) : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  %1 = "nn.relu"(%0) : (tensor<?x4xf32>) -> tensor<?x4xf32>
  %2 = "nn.reduce_sum"(%1) {axes = array<i64: 1>, keepdims = true} : (tensor<?x4xf32>) -> tensor<?x1xf32>
  %3 = "nn.sub"(%1, %2) : (tensor<?x4xf32>, tensor<?x1xf32>) -> tensor<?x4xf32>
  return %3 : tensor<?x4xf32>
}

// -----

// A size no shape rule gives (tensor.cast has none) is unknown.
// CHECK-LABEL: func.func @unknown
// CHECK: "nn.exp"{{.*}}nn.dims = ["unknown#0"]
func.func @unknown(%x: tensor<4xf32>) -> tensor<?xf32> {
  %0 = tensor.cast %x : tensor<4xf32> to tensor<?xf32>
  %1 = "nn.exp"(%0) : (tensor<?xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}

// -----

// Static shapes: nothing to say.
// CHECK-LABEL: func.func @static
// CHECK-NOT: nn.dim
// CHECK: return
func.func @static(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = "nn.exp"(%x) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// Reshapes keep the leading dims whose types agree, while the rest can be
// sized; one dynamic dim after them takes the elements left over.
// CHECK-LABEL: func.func @reshapes
// CHECK-NOT: nn.dim_checks
// CHECK: "nn.reshape"{{.*}}nn.dims = ["b", "s", "4", "16"]
// CHECK: "nn.reshape"{{.*}}nn.dims = ["(b * s)", "64"]
// CHECK: "nn.reshape"{{.*}}nn.dims = ["b", "(s * 64)"]
// A `?` the rule cannot size stays unknown.
// CHECK: "nn.reshape"{{.*}}nn.dims = ["unknown#2", "unknown#3", "64"]
func.func @reshapes(%x: tensor<?x?x64xf32> {nn.dims = ["b", "s", ""]}) -> (tensor<?x?x4x16xf32>, tensor<?x64xf32>, tensor<?x?xf32>, tensor<?x?x64xf32>) {
  %0 = "nn.reshape"(%x) : (tensor<?x?x64xf32>) -> tensor<?x?x4x16xf32>
  %1 = "nn.reshape"(%x) : (tensor<?x?x64xf32>) -> tensor<?x64xf32>
  %2 = "nn.reshape"(%x) : (tensor<?x?x64xf32>) -> tensor<?x?xf32>
  %3 = "nn.reshape"(%1) : (tensor<?x64xf32>) -> tensor<?x?x64xf32>
  return %0, %1, %2, %3 : tensor<?x?x4x16xf32>, tensor<?x64xf32>, tensor<?x?xf32>, tensor<?x?x64xf32>
}

// -----

// A concatenation sums the concatenated dims; a broadcast keeps a dynamic
// size (it is never broadcast) and the target's static ones.
// CHECK-LABEL: func.func @concat_broadcast
// CHECK-SAME: nn.dim_checks = ["input#0[1] (w) == input#1[1]"]
// CHECK: "nn.broadcast_to"{{.*}}nn.dims = ["2", "(a + input#1[0])", "w"]
func.func @concat_broadcast(%x: tensor<?x?xf32> {nn.dims = ["a", "w"]}, %y: tensor<?x?xf32>) -> tensor<2x?x?xf32> {
  %0 = tensor.concat dim(0) %x, %y : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = "nn.broadcast_to"(%0) : (tensor<?x?xf32>) -> tensor<2x?x?xf32>
  return %1 : tensor<2x?x?xf32>
}

// -----

// A split along a dynamic dim: each part is a third of it, and the entry
// checks that 3 divides it; a constant pad adds its pads; a slice taking
// all of a dynamic dim keeps its size, and one taking part of it has a
// size only the run knows.
// CHECK-LABEL: func.func @movement
// CHECK-SAME: nn.dim_checks = ["(input#0[0] (rows) mod 3) == 0"]
// CHECK: "nn.split"{{.*}}nn.dims = {{\[}}["(rows floordiv 3)", "4"], ["(rows floordiv 3)", "4"], ["(rows floordiv 3)", "4"]]
// CHECK: "nn.pad"{{.*}}nn.dims = ["((rows floordiv 3) + 3)", "4"]
// CHECK: "nn.slice"{{.*}}nn.dims = ["rows", "2"]
// CHECK: "nn.slice"{{.*}}nn.dims = ["unknown#1", "4"]
func.func @movement(%x: tensor<?x4xf32> {nn.dims = ["rows", ""]})
    -> (tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x2xf32>, tensor<?x4xf32>) {
  %p:3 = "nn.split"(%x) {axis = 0 : i64} : (tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>)
  %0 = "nn.pad"(%p#0) {pads = array<i64: 1, 0, 2, 0>} : (tensor<?x4xf32>) -> tensor<?x4xf32>
  %1 = "nn.slice"(%x) {starts = array<i64: 0, 1>, ends = array<i64: 9223372036854775807, 3>} : (tensor<?x4xf32>) -> tensor<?x2xf32>
  %2 = "nn.slice"(%x) {starts = array<i64: 1, 0>, ends = array<i64: 9223372036854775807, 4>} : (tensor<?x4xf32>) -> tensor<?x4xf32>
  return %p#1, %0, %1, %2 : tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x2xf32>, tensor<?x4xf32>
}

// -----

// A dynamic slope or scale is never broadcast: it must have one value per
// channel, checked before the call.
// CHECK-LABEL: func.func @per_channel
// CHECK-SAME: nn.dim_checks = ["input#1[0] == 6", "input#2[0] == 6", "input#3[0] == 6"]
func.func @per_channel(%x: tensor<?x6xf32>, %a: tensor<?xf32>, %s: tensor<?xf32>, %z: tensor<?xi8>) -> (tensor<?x6xf32>, tensor<?x6xi8>) {
  %y = "nn.prelu"(%x, %a) : (tensor<?x6xf32>, tensor<?xf32>) -> tensor<?x6xf32>
  %q = "nn.quantize"(%x, %s, %z) : (tensor<?x6xf32>, tensor<?xf32>, tensor<?xi8>) -> tensor<?x6xi8>
  return %y, %q : tensor<?x6xf32>, tensor<?x6xi8>
}

// -----

// Positions no longer than the data off the axis are equal to it where a
// size is dynamic (a gather or scatter never reads or writes past the
// data); a scatter's updates have the positions' shape; a grid's batch is
// the image's; the boxes' count is the scores'.
// CHECK-LABEL: func.func @positions
// CHECK-SAME: nn.dim_checks = ["input#0[0] == input#1[0]", "input#2[0] == input#0[0]", "input#3[0] == input#4[0]", "input#6[1] == input#5[2]"]
// CHECK: "nn.gather_elements"{{.*}}nn.dims = ["input#0[0]", "3"]
// CHECK: "nn.scatter_elements"{{.*}}nn.dims = ["input#0[0]", "8"]
// CHECK: "nn.grid_sample"{{.*}}nn.dims = ["input#3[0]", "2", "3", "5"]
// CHECK: "nn.non_zero"{{.*}}nn.dims = {{\[\["2", "\(input#0\[0\] \* 8\)"\], \[\]\]}}
func.func @positions(%d: tensor<?x8xf32>, %i: tensor<?x3xi64>, %u: tensor<?x3xf32>,
                     %x: tensor<?x2x3x5xf32>, %g: tensor<?x3x5x2xf32>,
                     %s: tensor<1x1x?xf32>, %b: tensor<1x?x4xf32>)
    -> (tensor<?x3xf32>, tensor<?x8xf32>, tensor<?x2x3x5xf32>, tensor<2x?xi64>, tensor<3x3xi64>) {
  %0 = "nn.gather_elements"(%d, %i) {axis = 1 : i64} : (tensor<?x8xf32>, tensor<?x3xi64>) -> tensor<?x3xf32>
  %1 = "nn.scatter_elements"(%d, %i, %u) {axis = 1 : i64} : (tensor<?x8xf32>, tensor<?x3xi64>, tensor<?x3xf32>) -> tensor<?x8xf32>
  %2 = "nn.grid_sample"(%x, %g) : (tensor<?x2x3x5xf32>, tensor<?x3x5x2xf32>) -> tensor<?x2x3x5xf32>
  %3:2 = "nn.non_zero"(%d) : (tensor<?x8xf32>) -> (tensor<2x?xi64>, tensor<i64>)
  %4:2 = "nn.non_max_suppression"(%b, %s) {max_output_boxes_per_class = 3 : i64} : (tensor<1x?x4xf32>, tensor<1x1x?xf32>) -> (tensor<3x3xi64>, tensor<i64>)
  return %0, %1, %2, %3#0, %4#0 : tensor<?x3xf32>, tensor<?x8xf32>, tensor<?x2x3x5xf32>, tensor<2x?xi64>, tensor<3x3xi64>
}

// -----

// A reshape's dims_from names the sizes: those of another tensor (their
// product must be the input's, checked), or the input's own (the leftover
// dim then takes the dims it does not name).
// CHECK-LABEL: func.func @reshape_dims_from
// CHECK-SAME: nn.dim_checks = ["(input#0[0] * 64) == ((input#1[0] * input#1[1]) * 64)"]
// CHECK: "nn.reshape"{{.*}}nn.dims = ["input#1[0]", "input#1[1]", "4", "16"]
// CHECK: "nn.reshape"{{.*}}nn.dims = ["input#1[0]", "(input#1[1] * 64)"]
func.func @reshape_dims_from(%x: tensor<?x64xf32>, %y: tensor<?x?x8xf32>) -> (tensor<?x?x4x16xf32>, tensor<?x?xf32>) {
  %0 = "nn.reshape"(%x, %y) {dims_from = array<i64: 1, 0, 1, 1, -1, -1, -1, -1>} : (tensor<?x64xf32>, tensor<?x?x8xf32>) -> tensor<?x?x4x16xf32>
  %1 = "nn.reshape"(%0) {dims_from = array<i64: 0, 0, -1, -1>} : (tensor<?x?x4x16xf32>) -> tensor<?x?xf32>
  return %0, %1 : tensor<?x?x4x16xf32>, tensor<?x?xf32>
}

// -----

// A slice's end and a broadcast's sizes named by ends_from and dims_from: a
// named size must equal the input's size it meets (but a 1, broadcast).
// CHECK-LABEL: func.func @named_ends_and_sizes
// CHECK-SAME: nn.dim_checks = ["input#1[1] == input#2[1]"]
// CHECK: "nn.slice"{{.*}}nn.dims = ["1", "input#1[1]"]
// CHECK: "nn.broadcast_to"{{.*}}nn.dims = ["input#1[0]", "input#1[1]"]
// CHECK: "nn.broadcast_to"{{.*}}nn.dims = ["input#1[0]", "input#1[1]"]
func.func @named_ends_and_sizes(%t: tensor<1x64xi64>, %x: tensor<?x?x32xf32>, %m: tensor<1x?xi64>) -> (tensor<?x?xi64>, tensor<?x?xi64>) {
  %0 = "nn.slice"(%t, %x) {starts = array<i64: 0, 0>, ends = array<i64: 1, 64>, ends_from = array<i64: -1, -1, 1, 1>} : (tensor<1x64xi64>, tensor<?x?x32xf32>) -> tensor<1x?xi64>
  %1 = "nn.broadcast_to"(%0, %x) {dims_from = array<i64: 1, 0, 1, 1>} : (tensor<1x?xi64>, tensor<?x?x32xf32>) -> tensor<?x?xi64>
  %2 = "nn.broadcast_to"(%m, %x) {dims_from = array<i64: 1, 0, 1, 1>} : (tensor<1x?xi64>, tensor<?x?x32xf32>) -> tensor<?x?xi64>
  return %1, %2 : tensor<?x?xi64>, tensor<?x?xi64>
}

// -----

// A leftover beside sizes of another tensor is the input's static elements
// over the result's (64 / 16); the products must then agree, checked. The
// result type says the 4 (the ops after it see a static size).
// CHECK-LABEL: func.func @reshape_leftover_elsewhere
// CHECK-SAME: nn.dim_checks = ["((input#0[0] * input#0[1]) * 64) == ((input#1[0] * input#1[1]) * 64)"]
// CHECK: "nn.reshape"{{.*}}nn.dims = ["input#1[0]", "input#1[1]", "4", "16"]{{.*}} -> tensor<?x?x4x16xf32>
func.func @reshape_leftover_elsewhere(%x: tensor<?x?x64xf32>, %y: tensor<?x?xi64>) -> tensor<?x?x?x16xf32> {
  %0 = "nn.reshape"(%x, %y) {dims_from = array<i64: 1, 0, 1, 1, -1, -1, -1, -1>} : (tensor<?x?x64xf32>, tensor<?x?xi64>) -> tensor<?x?x?x16xf32>
  return %0 : tensor<?x?x?x16xf32>
}
