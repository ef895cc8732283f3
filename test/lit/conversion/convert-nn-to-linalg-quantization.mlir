// RUN: nn-opt %s --split-input-file --convert-nn-to-linalg | FileCheck %s

// nn.quantize and nn.dequantize lower to one linalg.generic each: the
// scale and zero point read no index per tensor (rank 0), index 0 (one
// element, whatever the axis) or the index along `axis` (per channel).
// Quantize divides and rounds half to even in the input's type, adds the
// zero point in a float type that holds it exactly, and converts with
// saturation (NaN to 0); dequantize subtracts in integers, multiplies in
// f32 (f64 for an f64 scale) and truncates to an f16 or bf16 scale's type.

// Per tensor, rank 0, an unsigned zero point: uitofp, fptoui, bounds 0 and
// 256 (255 is -1 as signless i8 bits).
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[SCALAR:.*]] = affine_map<(d0, d1) -> ()>
// CHECK-LABEL: func.func @quantize_scalar_ui8(
// CHECK-SAME:    %[[X:.*]]: tensor<2x3xf32>, %[[S:.*]]: tensor<f32>, %[[Z:.*]]: tensor<i8>) -> tensor<2x3xi8>
// CHECK:         %[[INIT:.*]] = tensor.empty() : tensor<2x3xi8>
// CHECK:         %[[R:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[SCALAR]], #[[SCALAR]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%[[X]], %[[S]], %[[Z]] : tensor<2x3xf32>, tensor<f32>, tensor<i8>) outs(%[[INIT]] : tensor<2x3xi8>)
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %[[SC:.*]]: f32, %[[ZP:.*]]: i8, %{{.*}}: i8):
// CHECK-NEXT:      %[[Q:.*]] = arith.divf %[[IN]], %[[SC]] : f32
// CHECK-NEXT:      %[[RND:.*]] = math.roundeven %[[Q]] : f32
// CHECK-NEXT:      %[[ZF:.*]] = arith.uitofp %[[ZP]] : i8 to f32
// CHECK-NEXT:      %[[SUM:.*]] = arith.addf %[[RND]], %[[ZF]] : f32
// CHECK-DAG:       %[[LO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG:       %[[HI:.*]] = arith.constant 2.560000e+02 : f32
// CHECK:           %[[ABOVE:.*]] = arith.cmpf oge, %[[SUM]], %[[HI]] : f32
// CHECK-NEXT:      %[[BELOW:.*]] = arith.cmpf olt, %[[SUM]], %[[LO]] : f32
// CHECK-NEXT:      %[[LT:.*]] = arith.cmpf olt, %[[SUM]], %[[HI]] : f32
// CHECK-NEXT:      %[[GE:.*]] = arith.cmpf oge, %[[SUM]], %[[LO]] : f32
// CHECK-NEXT:      %[[IN_RANGE:.*]] = arith.andi %[[GE]], %[[LT]] : i1
// CHECK-NEXT:      %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:      %[[SAFE:.*]] = arith.select %[[IN_RANGE]], %[[SUM]], %[[ZERO]] : f32
// CHECK-NEXT:      %[[INT:.*]] = arith.fptoui %[[SAFE]] : f32 to i8
// CHECK-NEXT:      %[[MAX:.*]] = arith.constant -1 : i8
// CHECK-NEXT:      %[[SAT_HI:.*]] = arith.select %[[ABOVE]], %[[MAX]], %[[INT]] : i8
// CHECK-NEXT:      %[[MIN:.*]] = arith.constant 0 : i8
// CHECK-NEXT:      %[[SAT:.*]] = arith.select %[[BELOW]], %[[MIN]], %[[SAT_HI]] : i8
// CHECK-NEXT:      linalg.yield %[[SAT]] : i8
// CHECK:         return %[[R]]
// CHECK-NOT:     linalg.generic
func.func @quantize_scalar_ui8(%x: tensor<2x3xf32>, %s: tensor<f32>, %z: tensor<ui8>) -> tensor<2x3xui8> {
  %0 = "nn.quantize"(%x, %s, %z) : (tensor<2x3xf32>, tensor<f32>, tensor<ui8>) -> tensor<2x3xui8>
  return %0 : tensor<2x3xui8>
}

// -----

// One element: index 0, also for an axis out of range (which per tensor
// plays no part). A signed zero point: sitofp, fptosi, bounds -128 and 128.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[FIRST:.*]] = affine_map<(d0, d1) -> (0)>
// CHECK-LABEL: func.func @quantize_one_element_i8(
// CHECK:         linalg.generic {indexing_maps = [#[[ID]], #[[FIRST]], #[[FIRST]], #[[ID]]]
// CHECK:           %[[ZF:.*]] = arith.sitofp %{{.*}} : i8 to f32
// CHECK-NEXT:      %[[SUM:.*]] = arith.addf %{{.*}}, %[[ZF]] : f32
// CHECK-DAG:       arith.constant -1.280000e+02 : f32
// CHECK-DAG:       arith.constant 1.280000e+02 : f32
// CHECK:           arith.fptosi %{{.*}} : f32 to i8
// CHECK:           arith.constant 127 : i8
// CHECK:           arith.constant -128 : i8
// CHECK:         linalg.generic {indexing_maps = [#[[ID]], #[[FIRST]], #[[FIRST]], #[[ID]]]
// CHECK:           arith.fptosi %{{.*}} : f32 to i8
// CHECK-NOT:     linalg.generic
func.func @quantize_one_element_i8(%x: tensor<2x3xf32>, %s: tensor<1xf32>, %z: tensor<1xi8>) -> (tensor<2x3xi8>, tensor<2x3xi8>) {
  %0 = "nn.quantize"(%x, %s, %z) : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<2x3xi8>
  %1 = "nn.quantize"(%x, %s, %z) {axis = -5 : i64} : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<2x3xi8>
  return %0, %1 : tensor<2x3xi8>, tensor<2x3xi8>
}

// -----

// Per channel: along axis 1 (the default), 0 and -1 (the last of three).
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[D0:.*]] = affine_map<(d0, d1, d2) -> (d0)>
// CHECK-DAG: #[[D1:.*]] = affine_map<(d0, d1, d2) -> (d1)>
// CHECK-DAG: #[[D2:.*]] = affine_map<(d0, d1, d2) -> (d2)>
// CHECK-LABEL: func.func @quantize_per_channel(
// CHECK-SAME:    %[[X:.*]]: tensor<4x3x2xf32>, %[[S3:.*]]: tensor<3xf32>, %[[Z3:.*]]: tensor<3xi16>, %[[S4:.*]]: tensor<4xf32>, %[[Z4:.*]]: tensor<4xi16>, %[[S2:.*]]: tensor<2xf32>, %[[Z2:.*]]: tensor<2xi16>)
// CHECK:         linalg.generic {indexing_maps = [#[[ID]], #[[D1]], #[[D1]], #[[ID]]], {{.*}} ins(%[[X]], %[[S3]], %[[Z3]] :
// CHECK:           arith.fptosi %{{.*}} : f32 to i16
// CHECK:         linalg.generic {indexing_maps = [#[[ID]], #[[D0]], #[[D0]], #[[ID]]], {{.*}} ins(%[[X]], %[[S4]], %[[Z4]] :
// CHECK:         linalg.generic {indexing_maps = [#[[ID]], #[[D2]], #[[D2]], #[[ID]]], {{.*}} ins(%[[X]], %[[S2]], %[[Z2]] :
// CHECK-NOT:     linalg.generic
func.func @quantize_per_channel(%x: tensor<4x3x2xf32>, %s3: tensor<3xf32>, %z3: tensor<3xi16>, %s4: tensor<4xf32>, %z4: tensor<4xi16>, %s2: tensor<2xf32>, %z2: tensor<2xi16>) -> (tensor<4x3x2xi16>, tensor<4x3x2xi16>, tensor<4x3x2xi16>) {
  %0 = "nn.quantize"(%x, %s3, %z3) : (tensor<4x3x2xf32>, tensor<3xf32>, tensor<3xi16>) -> tensor<4x3x2xi16>
  %1 = "nn.quantize"(%x, %s4, %z4) {axis = 0 : i64} : (tensor<4x3x2xf32>, tensor<4xf32>, tensor<4xi16>) -> tensor<4x3x2xi16>
  %2 = "nn.quantize"(%x, %s2, %z2) {axis = -1 : i64} : (tensor<4x3x2xf32>, tensor<2xf32>, tensor<2xi16>) -> tensor<4x3x2xi16>
  return %0, %1, %2 : tensor<4x3x2xi16>, tensor<4x3x2xi16>, tensor<4x3x2xi16>
}

// -----

// The sum's type holds every zero point exactly: f32 for an i16 zero point
// on f16 and bf16 (11 and 8 significand bits), f64 for a 32-bit one on f32;
// f16 with an i8 zero point and bf16 with a ui8 one stay (f16's range check
// widens to f32, bf16's does not).
// CHECK-LABEL: func.func @quantize_sum_types(
// CHECK:         ^bb0(%[[A:.*]]: f16, %[[AS:.*]]: f16, %[[AZ:.*]]: i16, %{{.*}}: i16):
// CHECK-NEXT:      %[[AQ:.*]] = arith.divf %[[A]], %[[AS]] : f16
// CHECK-NEXT:      %[[AR:.*]] = math.roundeven %[[AQ]] : f16
// CHECK-NEXT:      %[[AW:.*]] = arith.extf %[[AR]] : f16 to f32
// CHECK-NEXT:      %[[AZF:.*]] = arith.sitofp %[[AZ]] : i16 to f32
// CHECK-NEXT:      arith.addf %[[AW]], %[[AZF]] : f32
// CHECK:           arith.fptosi %{{.*}} : f32 to i16
// CHECK:         ^bb0(%[[B:.*]]: bf16, %[[BS:.*]]: bf16, %[[BZ:.*]]: i16, %{{.*}}: i16):
// CHECK-NEXT:      %[[BQ:.*]] = arith.divf %[[B]], %[[BS]] : bf16
// CHECK-NEXT:      %[[BR:.*]] = math.roundeven %[[BQ]] : bf16
// CHECK-NEXT:      %[[BW:.*]] = arith.extf %[[BR]] : bf16 to f32
// CHECK-NEXT:      %[[BZF:.*]] = arith.uitofp %[[BZ]] : i16 to f32
// CHECK-NEXT:      arith.addf %[[BW]], %[[BZF]] : f32
// CHECK:           arith.fptoui %{{.*}} : f32 to i16
// CHECK:         ^bb0(%[[C:.*]]: f32, %[[CS:.*]]: f32, %[[CZ:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT:      %[[CQ:.*]] = arith.divf %[[C]], %[[CS]] : f32
// CHECK-NEXT:      %[[CR:.*]] = math.roundeven %[[CQ]] : f32
// CHECK-NEXT:      %[[CW:.*]] = arith.extf %[[CR]] : f32 to f64
// CHECK-NEXT:      %[[CZF:.*]] = arith.sitofp %[[CZ]] : i32 to f64
// CHECK-NEXT:      arith.addf %[[CW]], %[[CZF]] : f64
// CHECK-DAG:       arith.constant 0xC1E0000000000000 : f64
// CHECK-DAG:       arith.constant 0x41E0000000000000 : f64
// CHECK:           arith.fptosi %{{.*}} : f64 to i32
// CHECK:         ^bb0(%[[D:.*]]: f64, %[[DS:.*]]: f64, %[[DZ:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT:      %[[DQ:.*]] = arith.divf %[[D]], %[[DS]] : f64
// CHECK-NEXT:      %[[DR:.*]] = math.roundeven %[[DQ]] : f64
// CHECK-NEXT:      %[[DZF:.*]] = arith.uitofp %[[DZ]] : i32 to f64
// CHECK-NEXT:      arith.addf %[[DR]], %[[DZF]] : f64
// CHECK:           arith.fptoui %{{.*}} : f64 to i32
// CHECK:         ^bb0(%[[E:.*]]: f16, %[[ES:.*]]: f16, %[[EZ:.*]]: i8, %{{.*}}: i8):
// CHECK-NEXT:      %[[EQ:.*]] = arith.divf %[[E]], %[[ES]] : f16
// CHECK-NEXT:      %[[ER:.*]] = math.roundeven %[[EQ]] : f16
// CHECK-NEXT:      %[[EZF:.*]] = arith.sitofp %[[EZ]] : i8 to f16
// CHECK-NEXT:      %[[ESUM:.*]] = arith.addf %[[ER]], %[[EZF]] : f16
// CHECK-NEXT:      arith.extf %[[ESUM]] : f16 to f32
// CHECK:           arith.fptosi %{{.*}} : f32 to i8
// CHECK:         ^bb0(%[[F:.*]]: bf16, %[[FS:.*]]: bf16, %[[FZ:.*]]: i8, %{{.*}}: i8):
// CHECK-NEXT:      %[[FQ:.*]] = arith.divf %[[F]], %[[FS]] : bf16
// CHECK-NEXT:      %[[FR:.*]] = math.roundeven %[[FQ]] : bf16
// CHECK-NEXT:      %[[FZF:.*]] = arith.uitofp %[[FZ]] : i8 to bf16
// CHECK-NEXT:      %[[FSUM:.*]] = arith.addf %[[FR]], %[[FZF]] : bf16
// CHECK-NOT:       arith.extf
// CHECK:           arith.fptoui %{{.*}} : bf16 to i8
func.func @quantize_sum_types(%a: tensor<4xf16>, %as: tensor<f16>, %az: tensor<i16>, %b: tensor<4xbf16>, %bs: tensor<bf16>, %bz: tensor<ui16>, %c: tensor<4xf32>, %cs: tensor<f32>, %cz: tensor<i32>, %d: tensor<4xf64>, %ds: tensor<f64>, %dz: tensor<ui32>, %ez: tensor<i8>, %fz: tensor<ui8>) -> (tensor<4xi16>, tensor<4xui16>, tensor<4xi32>, tensor<4xui32>, tensor<4xi8>, tensor<4xui8>) {
  %0 = "nn.quantize"(%a, %as, %az) : (tensor<4xf16>, tensor<f16>, tensor<i16>) -> tensor<4xi16>
  %1 = "nn.quantize"(%b, %bs, %bz) : (tensor<4xbf16>, tensor<bf16>, tensor<ui16>) -> tensor<4xui16>
  %2 = "nn.quantize"(%c, %cs, %cz) : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xi32>
  %3 = "nn.quantize"(%d, %ds, %dz) : (tensor<4xf64>, tensor<f64>, tensor<ui32>) -> tensor<4xui32>
  %4 = "nn.quantize"(%a, %as, %ez) : (tensor<4xf16>, tensor<f16>, tensor<i8>) -> tensor<4xi8>
  %5 = "nn.quantize"(%b, %bs, %fz) : (tensor<4xbf16>, tensor<bf16>, tensor<ui8>) -> tensor<4xui8>
  return %0, %1, %2, %3, %4, %5 : tensor<4xi16>, tensor<4xui16>, tensor<4xi32>, tensor<4xui32>, tensor<4xi8>, tensor<4xui8>
}

// -----

// Dequantize per tensor with an f32 scale: the difference in i32, one
// conversion, the product in f32, nothing truncated.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[SCALAR:.*]] = affine_map<(d0, d1) -> ()>
// CHECK-LABEL: func.func @dequantize_scalar_i8(
// CHECK-SAME:    %[[X:.*]]: tensor<2x3xi8>, %[[S:.*]]: tensor<f32>, %[[Z:.*]]: tensor<i8>) -> tensor<2x3xf32>
// CHECK:         %[[INIT:.*]] = tensor.empty() : tensor<2x3xf32>
// CHECK:         %[[R:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[SCALAR]], #[[SCALAR]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%[[X]], %[[S]], %[[Z]] : tensor<2x3xi8>, tensor<f32>, tensor<i8>) outs(%[[INIT]] : tensor<2x3xf32>)
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i8, %[[SC:.*]]: f32, %[[ZP:.*]]: i8, %{{.*}}: f32):
// CHECK-NEXT:      %[[WX:.*]] = arith.extsi %[[IN]] : i8 to i32
// CHECK-NEXT:      %[[WZ:.*]] = arith.extsi %[[ZP]] : i8 to i32
// CHECK-NEXT:      %[[DIFF:.*]] = arith.subi %[[WX]], %[[WZ]] : i32
// CHECK-NEXT:      %[[DF:.*]] = arith.sitofp %[[DIFF]] : i32 to f32
// CHECK-NEXT:      %[[Y:.*]] = arith.mulf %[[DF]], %[[SC]] : f32
// CHECK-NEXT:      linalg.yield %[[Y]] : f32
// CHECK:         return %[[R]]
// CHECK-NOT:     linalg.generic
func.func @dequantize_scalar_i8(%x: tensor<2x3xi8>, %s: tensor<f32>, %z: tensor<i8>) -> tensor<2x3xf32> {
  %0 = "nn.dequantize"(%x, %s, %z) : (tensor<2x3xi8>, tensor<f32>, tensor<i8>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// f16 and bf16 scales: extended to f32, the product truncated; an f64 scale
// keeps everything in f64; a 32-bit input subtracts in i64 (extui for an
// unsigned one). Per channel along 0, one element, rank 0.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[D0:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG: #[[FIRST:.*]] = affine_map<(d0, d1) -> (0)>
// CHECK-DAG: #[[SCALAR:.*]] = affine_map<(d0, d1) -> ()>
// CHECK-LABEL: func.func @dequantize_scale_types(
// CHECK:         linalg.generic {indexing_maps = [#[[ID]], #[[D0]], #[[D0]], #[[ID]]]
// CHECK-NEXT:    ^bb0(%[[A:.*]]: i16, %[[AS:.*]]: f16, %[[AZ:.*]]: i16, %{{.*}}: f16):
// CHECK-NEXT:      %[[AWX:.*]] = arith.extsi %[[A]] : i16 to i32
// CHECK-NEXT:      %[[AWZ:.*]] = arith.extsi %[[AZ]] : i16 to i32
// CHECK-NEXT:      %[[AD:.*]] = arith.subi %[[AWX]], %[[AWZ]] : i32
// CHECK-NEXT:      %[[ADF:.*]] = arith.sitofp %[[AD]] : i32 to f32
// CHECK-NEXT:      %[[ASF:.*]] = arith.extf %[[AS]] : f16 to f32
// CHECK-NEXT:      %[[AY:.*]] = arith.mulf %[[ADF]], %[[ASF]] : f32
// CHECK-NEXT:      %[[AT:.*]] = arith.truncf %[[AY]] : f32 to f16
// CHECK-NEXT:      linalg.yield %[[AT]] : f16
// CHECK:         linalg.generic {indexing_maps = [#[[ID]], #[[FIRST]], #[[FIRST]], #[[ID]]]
// CHECK-NEXT:    ^bb0(%[[B:.*]]: i8, %[[BS:.*]]: bf16, %[[BZ:.*]]: i8, %{{.*}}: bf16):
// CHECK-NEXT:      %[[BWX:.*]] = arith.extui %[[B]] : i8 to i32
// CHECK-NEXT:      %[[BWZ:.*]] = arith.extui %[[BZ]] : i8 to i32
// CHECK-NEXT:      %[[BD:.*]] = arith.subi %[[BWX]], %[[BWZ]] : i32
// CHECK-NEXT:      %[[BDF:.*]] = arith.sitofp %[[BD]] : i32 to f32
// CHECK-NEXT:      %[[BSF:.*]] = arith.extf %[[BS]] : bf16 to f32
// CHECK-NEXT:      %[[BY:.*]] = arith.mulf %[[BDF]], %[[BSF]] : f32
// CHECK-NEXT:      %[[BT:.*]] = arith.truncf %[[BY]] : f32 to bf16
// CHECK-NEXT:      linalg.yield %[[BT]] : bf16
// CHECK:         linalg.generic {indexing_maps = [#[[ID]], #[[SCALAR]], #[[SCALAR]], #[[ID]]]
// CHECK-NEXT:    ^bb0(%[[C:.*]]: i32, %[[CS:.*]]: f64, %[[CZ:.*]]: i32, %{{.*}}: f64):
// CHECK-NEXT:      %[[CWX:.*]] = arith.extui %[[C]] : i32 to i64
// CHECK-NEXT:      %[[CWZ:.*]] = arith.extui %[[CZ]] : i32 to i64
// CHECK-NEXT:      %[[CD:.*]] = arith.subi %[[CWX]], %[[CWZ]] : i64
// CHECK-NEXT:      %[[CDF:.*]] = arith.sitofp %[[CD]] : i64 to f64
// CHECK-NEXT:      %[[CY:.*]] = arith.mulf %[[CDF]], %[[CS]] : f64
// CHECK-NEXT:      linalg.yield %[[CY]] : f64
// CHECK:         linalg.generic {indexing_maps = [#[[ID]], #[[SCALAR]], #[[SCALAR]], #[[ID]]]
// CHECK-NEXT:    ^bb0(%[[D:.*]]: i32, %[[DS:.*]]: f32, %[[DZ:.*]]: i32, %{{.*}}: f32):
// CHECK-NEXT:      %[[DWX:.*]] = arith.extsi %[[D]] : i32 to i64
// CHECK-NEXT:      %[[DWZ:.*]] = arith.extsi %[[DZ]] : i32 to i64
// CHECK-NEXT:      %[[DD:.*]] = arith.subi %[[DWX]], %[[DWZ]] : i64
// CHECK-NEXT:      %[[DDF:.*]] = arith.sitofp %[[DD]] : i64 to f32
// CHECK-NEXT:      %[[DY:.*]] = arith.mulf %[[DDF]], %[[DS]] : f32
// CHECK-NEXT:      linalg.yield %[[DY]] : f32
// CHECK-NOT:     linalg.generic
func.func @dequantize_scale_types(%a: tensor<2x3xi16>, %as: tensor<2xf16>, %az: tensor<2xi16>, %b: tensor<2x3xui8>, %bs: tensor<1xbf16>, %bz: tensor<1xui8>, %c: tensor<2x3xui32>, %cs: tensor<f64>, %cz: tensor<ui32>, %d: tensor<2x3xi32>, %ds: tensor<f32>, %dz: tensor<i32>) -> (tensor<2x3xf16>, tensor<2x3xbf16>, tensor<2x3xf64>, tensor<2x3xf32>) {
  %0 = "nn.dequantize"(%a, %as, %az) {axis = 0 : i64} : (tensor<2x3xi16>, tensor<2xf16>, tensor<2xi16>) -> tensor<2x3xf16>
  %1 = "nn.dequantize"(%b, %bs, %bz) : (tensor<2x3xui8>, tensor<1xbf16>, tensor<1xui8>) -> tensor<2x3xbf16>
  %2 = "nn.dequantize"(%c, %cs, %cz) : (tensor<2x3xui32>, tensor<f64>, tensor<ui32>) -> tensor<2x3xf64>
  %3 = "nn.dequantize"(%d, %ds, %dz) : (tensor<2x3xi32>, tensor<f32>, tensor<i32>) -> tensor<2x3xf32>
  return %0, %1, %2, %3 : tensor<2x3xf16>, tensor<2x3xbf16>, tensor<2x3xf64>, tensor<2x3xf32>
}
