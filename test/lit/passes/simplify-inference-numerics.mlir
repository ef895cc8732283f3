// Numerics of --simplify-inference: each conv/matmul + batch_norm + relu
// graph is run before and after the pass and checked against NumPy.
// Generated with its inputs and expected outputs by
// Inputs/make_simplify_inference.py; do not edit.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: nn-opt %s --simplify-inference -o %t/simplified.mlir
// RUN: FileCheck %s --check-prefix=FOLDED --input-file=%t/simplified.mlir
// RUN: nn-run %s --entry nchw_groups --input %S/Inputs/si_nchw_groups_in0.npy --check %S/Inputs/si_nchw_groups_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %t/simplified.mlir --entry nchw_groups --input %S/Inputs/si_nchw_groups_in0.npy --check %S/Inputs/si_nchw_groups_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry nhwc_stride --input %S/Inputs/si_nhwc_stride_in0.npy --check %S/Inputs/si_nhwc_stride_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %t/simplified.mlir --entry nhwc_stride --input %S/Inputs/si_nhwc_stride_in0.npy --check %S/Inputs/si_nhwc_stride_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul --input %S/Inputs/si_matmul_in0.npy --check %S/Inputs/si_matmul_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %t/simplified.mlir --entry matmul --input %S/Inputs/si_matmul_in0.npy --check %S/Inputs/si_matmul_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry stat_args --input %S/Inputs/si_stat_args_in0.npy %S/Inputs/si_stat_args_in1.npy %S/Inputs/si_stat_args_in2.npy %S/Inputs/si_stat_args_in3.npy %S/Inputs/si_stat_args_in4.npy --check %S/Inputs/si_stat_args_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %t/simplified.mlir --entry stat_args --input %S/Inputs/si_stat_args_in0.npy %S/Inputs/si_stat_args_in1.npy %S/Inputs/si_stat_args_in2.npy %S/Inputs/si_stat_args_in3.npy %S/Inputs/si_stat_args_in4.npy --check %S/Inputs/si_stat_args_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// OK: ok

// The three graphs with constant weights lose their batch norm; the
// one with statistics as arguments computes them with nn ops.
// FOLDED-LABEL: func.func @nchw_groups
// FOLDED-NOT: nn.batch_norm
// FOLDED-LABEL: func.func @nhwc_stride
// FOLDED-NOT: nn.batch_norm
// FOLDED-LABEL: func.func @matmul
// FOLDED-NOT: nn.batch_norm
// FOLDED-LABEL: func.func @stat_args
// FOLDED: nn.rsqrt

func.func @nchw_groups(%x: tensor<1x4x5x5xf32>) -> tensor<1x6x5x5xf32> {
  %w = arith.constant dense<[[[[-0.448475599, 0.624685168, 0.599559426], [0.623428226, 0.670454681, -0.747423112], [-0.283723742, -0.420626312, -0.0113699585]], [[-0.999870539, 0.911462486, 0.886628687], [-0.794488609, -0.691828549, 0.817898393], [-0.558061004, -0.520175338, 0.471161097]]], [[[-0.202149257, 0.959856451, -0.539936423], [0.767552137, 0.241931647, 0.249998555], [0.759981036, -0.0159621499, 0.380594313]], [[-0.605540156, -0.74507761, 0.795500875], [-0.544932902, -0.835862875, 0.612389922], [0.564188719, -0.296646923, -0.605036557]]], [[[0.289591402, -0.286702931, -0.902793527], [0.639561832, -0.0462593697, -0.0834989175], [-0.380666614, -0.150163621, -0.217654884]], [[-0.322910309, -0.574749768, -0.862870812], [0.182783782, -0.709709942, 0.480141342], [0.136619568, -0.924131632, 0.414383709]]], [[[0.289760292, 0.102473505, -0.0216728691], [0.407205194, -0.294137686, -0.696958721], [0.946028709, 0.597129583, 0.0481487811]], [[-0.384608477, -0.958277583, 0.0179649331], [0.708019137, 0.195061669, 0.762046754], [0.545337439, 0.335786939, -0.753323734]]], [[[0.439718366, 0.485561818, -0.323789448], [0.651162565, 0.667272329, 0.60928309], [0.857019424, -0.742700517, 0.410623789]], [[-0.47126174, 0.598754704, 0.530995309], [-0.946314514, 0.422825634, 0.317484796], [-0.258904457, 0.222325459, -0.775169849]]], [[[0.299631745, -0.00914507266, 0.533525705], [0.0181708597, -0.383714885, -0.969252706], [-0.522248805, 0.0849738047, 0.102158695]], [[-0.197308332, -0.515927255, 0.146559373], [0.777627587, 0.531995118, -0.6289711], [0.114745632, -0.152370721, -0.27475515]]]]> : tensor<6x2x3x3xf32>
  %b = arith.constant dense<[-0.707919538, -0.245591268, 0.235336602, 0.528620541, -0.317048967, 0.553235352]> : tensor<6xf32>
  %c = "nn.conv2d"(%x, %w) {groups = 2 : i64, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x4x5x5xf32>, tensor<6x2x3x3xf32>) -> tensor<1x6x5x5xf32>
  %cb = "nn.bias_add"(%c, %b) {axis = 1 : i64} : (tensor<1x6x5x5xf32>, tensor<6xf32>) -> tensor<1x6x5x5xf32>
  %scale = arith.constant dense<[1.7429198, 0.619751036, 0.62547189, 1.9481374, 1.76141107, 0.826466262]> : tensor<6xf32>
  %bias = arith.constant dense<[-0.0410106108, 0.674380243, -0.806704402, -0.428187639, 0.854392052, -0.301064909]> : tensor<6xf32>
  %mean = arith.constant dense<[-0.21573554, 0.350565791, 0.147919685, 0.450829625, -0.347049803, 0.352230936]> : tensor<6xf32>
  %var = arith.constant dense<[0.763381839, 1.35961604, 1.97228599, 0.175832927, 0.668916225, 0.596736968]> : tensor<6xf32>
  %y = "nn.batch_norm"(%cb, %scale, %bias, %mean, %var) {axis = 1 : i64, epsilon = 1.0e-03 : f32} : (tensor<1x6x5x5xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> tensor<1x6x5x5xf32>
  %r = "nn.relu"(%y) : (tensor<1x6x5x5xf32>) -> tensor<1x6x5x5xf32>
  return %r : tensor<1x6x5x5xf32>
}

func.func @nhwc_stride(%x: tensor<2x6x6x3xf32>) -> tensor<2x2x2x4xf32> {
  %w = arith.constant dense<[[[[-0.326061279, 0.656175077, -0.900536656, 0.558003902], [0.973311484, 0.701414406, 0.779377759, -0.11167904], [-0.966111124, 0.395273119, 0.648830354, -0.269962013]], [[0.737821162, -0.805000842, -0.332642019, -0.780446053], [0.73065269, 0.316298872, 0.349326313, -0.294367105], [-0.276435316, 0.561445713, 0.110226773, 0.496675968]], [[0.879483521, -0.42116648, -0.31948784, -0.886644602], [-0.515982151, -0.0912970155, -0.809636891, -0.0771998763], [0.579543352, 0.357394367, 0.0807255208, -0.529789448]]], [[[-0.338643909, 0.162045717, -0.284332484, -0.333700418], [0.388793737, 0.0715985149, 0.336868495, -0.560615063], [0.430442631, 0.074972339, 0.841506779, 0.906361282]], [[-0.326585561, -0.098926194, 0.465836227, 0.863000154], [-0.301643103, -0.481042445, -0.970052421, -0.963339627], [-0.191813752, -0.130763501, -0.711014271, -0.407578528]], [[0.571736991, -0.249308348, -0.563262224, -0.853687406], [-0.76174897, -0.757861316, -0.0701917633, -0.549227357], [-0.250080973, 0.13668561, -0.356974423, -0.654721498]]], [[[0.777660131, -0.57101506, 0.772630036, -0.60587424], [0.578543365, 0.11210417, 0.0850278214, 0.899733007], [-0.352025032, 0.259169906, -0.945300221, -0.239587605]], [[0.919336319, 0.720974624, -0.347588956, -0.628565431], [0.182379335, 0.285784155, 0.729067743, -0.156052709], [-0.843513727, -0.974233925, -0.363705933, -0.549611151]], [[0.187883571, -0.0700000897, -0.011017072, -0.890786111], [-0.738297403, 0.740735769, 0.76227051, 0.694906473], [0.61815989, 0.25923577, -0.377230316, 0.513272583]]]]> : tensor<3x3x3x4xf32>
  %c = "nn.conv2d"(%x, %w) {layout = "NHWC", strides = array<i64: 2, 2>} : (tensor<2x6x6x3xf32>, tensor<3x3x3x4xf32>) -> tensor<2x2x2x4xf32>
  %scale = arith.constant dense<[1.51440787, 1.29622591, 1.53579152, 1.34785688]> : tensor<4xf32>
  %bias = arith.constant dense<[-0.080260627, 0.146644428, 0.17751427, 0.434762359]> : tensor<4xf32>
  %mean = arith.constant dense<[-0.243934274, 0.413397133, 0.192248687, 0.23922801]> : tensor<4xf32>
  %var = arith.constant dense<[1.92828691, 1.27417815, 1.66815913, 1.33042383]> : tensor<4xf32>
  %y = "nn.batch_norm"(%c, %scale, %bias, %mean, %var) {axis = -1 : i64, epsilon = 1.0e-03 : f32} : (tensor<2x2x2x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<2x2x2x4xf32>
  %r = "nn.relu"(%y) : (tensor<2x2x2x4xf32>) -> tensor<2x2x2x4xf32>
  return %r : tensor<2x2x2x4xf32>
}

func.func @matmul(%x: tensor<3x5xf32>) -> tensor<3x4xf32> {
  %w = arith.constant dense<[[-0.729993045, 0.957226336, -0.38456887, -0.259099394, -0.46016264], [-0.760590494, -0.999496162, -0.969660759, -0.842182994, -0.921353519], [0.719652712, -0.723881066, -0.0128190713, 0.769720376, -0.770184875], [-0.457626164, -0.378475666, 0.488978028, 0.899676561, 0.7073102]]> : tensor<4x5xf32>
  %c = "nn.matmul"(%x, %w) {transpose_b = true} : (tensor<3x5xf32>, tensor<4x5xf32>) -> tensor<3x4xf32>
  %scale = arith.constant dense<[0.947942436, 1.2306298, 0.553368568, 0.795370281]> : tensor<4xf32>
  %bias = arith.constant dense<[-0.262781143, 0.226570696, -0.393110722, 0.842106462]> : tensor<4xf32>
  %mean = arith.constant dense<[0.238211647, 0.330708683, 0.398358881, 0.477991194]> : tensor<4xf32>
  %var = arith.constant dense<[0.48161, 1.09901667, 0.957895756, 0.461961597]> : tensor<4xf32>
  %y = "nn.batch_norm"(%c, %scale, %bias, %mean, %var) {axis = 1 : i64, epsilon = 1.0e-03 : f32} : (tensor<3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<3x4xf32>
  %r = "nn.relu"(%y) : (tensor<3x4xf32>) -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

func.func @stat_args(%x: tensor<2x3x4x4xf32>, %scale: tensor<3xf32>, %bias: tensor<3xf32>, %mean: tensor<3xf32>, %var: tensor<3xf32>) -> tensor<2x3x4x4xf32> {
  %y = "nn.batch_norm"(%x, %scale, %bias, %mean, %var) {epsilon = 1.0e-03 : f32} : (tensor<2x3x4x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3x4x4xf32>
  %r = "nn.relu"(%y) : (tensor<2x3x4x4xf32>) -> tensor<2x3x4x4xf32>
  return %r : tensor<2x3x4x4xf32>
}
