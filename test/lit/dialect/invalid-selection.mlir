// RUN: nn-opt %s --split-input-file --verify-diagnostics

// Negative cases of the data-dependent selections (nnInferNonZero,
// nnInferNonMaxSuppression): every rule, and result types that disagree
// with the bound.

func.func @non_zero_rank0(%arg0: tensor<f32>) -> (tensor<0x1xi64>, tensor<i64>) {
  // expected-error@+1 {{'nn.non_zero' op input rank (0) must be at least 1}}
  %0:2 = "nn.non_zero"(%arg0) : (tensor<f32>) -> (tensor<0x1xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<0x1xi64>, tensor<i64>
}

// -----

func.func @non_zero_wrong_bound(%arg0: tensor<2x3xf32>) -> (tensor<2x5xi64>, tensor<i64>) {
  // expected-error@+1 {{'nn.non_zero' op result #0 type tensor<2x5xi64> does not match the inferred type tensor<2x6xi64>: dimension 1 is 5, expected 6}}
  %0:2 = "nn.non_zero"(%arg0) : (tensor<2x3xf32>) -> (tensor<2x5xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<2x5xi64>, tensor<i64>
}

// -----

func.func @nms_rank(%b: tensor<6x4xf32>, %s: tensor<1x1x6xf32>) -> (tensor<0x3xi64>, tensor<i64>) {
  // expected-error@+1 {{'nn.non_max_suppression' op boxes (rank 2) and scores (rank 3) must both have rank 3}}
  %0:2 = "nn.non_max_suppression"(%b, %s) : (tensor<6x4xf32>, tensor<1x1x6xf32>) -> (tensor<0x3xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<0x3xi64>, tensor<i64>
}

// -----

// The bound B*C*K needs B and C (the box count may be dynamic).
func.func @nms_dynamic(%b: tensor<?x6x4xf32>, %s: tensor<1x1x6xf32>) -> (tensor<0x3xi64>, tensor<i64>) {
  // expected-error@+1 {{'nn.non_max_suppression' op boxes and scores must have static batches, classes and coordinates: the bound on the result depends on them (the box count may be dynamic)}}
  %0:2 = "nn.non_max_suppression"(%b, %s) : (tensor<?x6x4xf32>, tensor<1x1x6xf32>) -> (tensor<0x3xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<0x3xi64>, tensor<i64>
}

// -----

func.func @nms_box_size(%b: tensor<1x6x5xf32>, %s: tensor<1x1x6xf32>) -> (tensor<0x3xi64>, tensor<i64>) {
  // expected-error@+1 {{'nn.non_max_suppression' op boxes dimension 2 (5) must be 4}}
  %0:2 = "nn.non_max_suppression"(%b, %s) : (tensor<1x6x5xf32>, tensor<1x1x6xf32>) -> (tensor<0x3xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<0x3xi64>, tensor<i64>
}

// -----

func.func @nms_batches(%b: tensor<2x6x4xf32>, %s: tensor<1x1x6xf32>) -> (tensor<0x3xi64>, tensor<i64>) {
  // expected-error@+1 {{'nn.non_max_suppression' op scores batches (1) must equal boxes batches (2)}}
  %0:2 = "nn.non_max_suppression"(%b, %s) : (tensor<2x6x4xf32>, tensor<1x1x6xf32>) -> (tensor<0x3xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<0x3xi64>, tensor<i64>
}

// -----

func.func @nms_boxes(%b: tensor<1x6x4xf32>, %s: tensor<1x1x7xf32>) -> (tensor<0x3xi64>, tensor<i64>) {
  // expected-error@+1 {{'nn.non_max_suppression' op scores boxes (7) must equal boxes boxes (6)}}
  %0:2 = "nn.non_max_suppression"(%b, %s) : (tensor<1x6x4xf32>, tensor<1x1x7xf32>) -> (tensor<0x3xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<0x3xi64>, tensor<i64>
}

// -----

func.func @nms_negative_k(%b: tensor<1x6x4xf32>, %s: tensor<1x1x6xf32>) -> (tensor<0x3xi64>, tensor<i64>) {
  // expected-error@+1 {{'nn.non_max_suppression' op max_output_boxes_per_class (-1) must be >= 0}}
  %0:2 = "nn.non_max_suppression"(%b, %s) {max_output_boxes_per_class = -1 : i64} : (tensor<1x6x4xf32>, tensor<1x1x6xf32>) -> (tensor<0x3xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<0x3xi64>, tensor<i64>
}

// -----

func.func @nms_iou(%b: tensor<1x6x4xf32>, %s: tensor<1x1x6xf32>) -> (tensor<0x3xi64>, tensor<i64>) {
  // expected-error@+1 {{'nn.non_max_suppression' op iou_threshold (1.5) must be in [0, 1]}}
  %0:2 = "nn.non_max_suppression"(%b, %s) {iou_threshold = 1.5 : f32} : (tensor<1x6x4xf32>, tensor<1x1x6xf32>) -> (tensor<0x3xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<0x3xi64>, tensor<i64>
}

// -----

func.func @nms_center(%b: tensor<1x6x4xf32>, %s: tensor<1x1x6xf32>) -> (tensor<0x3xi64>, tensor<i64>) {
  // expected-error@+1 {{'nn.non_max_suppression' op center_point_box (2) must be 0 or 1}}
  %0:2 = "nn.non_max_suppression"(%b, %s) {center_point_box = 2 : i64} : (tensor<1x6x4xf32>, tensor<1x1x6xf32>) -> (tensor<0x3xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<0x3xi64>, tensor<i64>
}

// -----

func.func @nms_score_nan(%b: tensor<1x6x4xf32>, %s: tensor<1x1x6xf32>) -> (tensor<0x3xi64>, tensor<i64>) {
  // expected-error@+1 {{'nn.non_max_suppression' op score_threshold must not be NaN}}
  %0:2 = "nn.non_max_suppression"(%b, %s) {score_threshold = 0x7FC00000 : f32} : (tensor<1x6x4xf32>, tensor<1x1x6xf32>) -> (tensor<0x3xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<0x3xi64>, tensor<i64>
}

// -----

func.func @nms_f16(%b: tensor<1x6x4xf16>, %s: tensor<1x1x6xf32>) -> (tensor<0x3xi64>, tensor<i64>) {
  // expected-error@+1 {{'nn.non_max_suppression' op operand #0 ('boxes') has element type f16; allowed: f32}}
  %0:2 = "nn.non_max_suppression"(%b, %s) : (tensor<1x6x4xf16>, tensor<1x1x6xf32>) -> (tensor<0x3xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<0x3xi64>, tensor<i64>
}

// -----

func.func @nms_wrong_bound(%b: tensor<1x6x4xf32>, %s: tensor<1x2x6xf32>) -> (tensor<6x3xi64>, tensor<i64>) {
  // expected-error@+1 {{'nn.non_max_suppression' op result #0 type tensor<6x3xi64> does not match the inferred type tensor<8x3xi64>: dimension 0 is 6, expected 8}}
  %0:2 = "nn.non_max_suppression"(%b, %s) {max_output_boxes_per_class = 4 : i64} : (tensor<1x6x4xf32>, tensor<1x2x6xf32>) -> (tensor<6x3xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<6x3xi64>, tensor<i64>
}
