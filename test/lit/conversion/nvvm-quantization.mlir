// A quantize -> dequantize chain through the CUDA pipeline: --fuse-ops
// makes one kernel of the two (both are `broadcast` ops), which divides,
// rounds half to even, adds the per-channel zero point, saturates to i8
// and dequantizes with a per-tensor f16 scale (the difference in i32, the
// product in f32, truncated to f16), 16 elements a thread.
// RUN: nn-opt %s --fuse-ops --nn-lower-to-nvvm="stage=kernels" | FileCheck %s
// CHECK-LABEL: func.func private @fused_quantize_dequantize(
// CHECK:         gpu.launch_func @fused_quantize_dequantize_kernel::@fused_quantize_dequantize_kernel
// CHECK-NOT:     gpu.launch_func
// CHECK:       gpu.module @fused_quantize_dequantize_kernel {
// CHECK:         %[[X:.*]] = vector.load %{{.*}} : memref<4x64xf32>, vector<16xf32>
// CHECK-NEXT:    %[[S:.*]] = vector.load %{{.*}} : memref<64xf32>, vector<16xf32>
// CHECK-NEXT:    %[[Z:.*]] = vector.load %{{.*}} : memref<64xi8>, vector<16xi8>
// CHECK-NEXT:    %[[DS:.*]] = memref.load %{{.*}}[] : memref<f16>
// CHECK-NEXT:    %[[DZ:.*]] = memref.load %{{.*}}[] : memref<i8>
// CHECK-NEXT:    %[[Q:.*]] = arith.divf %[[X]], %[[S]] : vector<16xf32>
// CHECK-NEXT:    %[[R:.*]] = math.roundeven %[[Q]] : vector<16xf32>
// CHECK-NEXT:    %[[ZF:.*]] = arith.sitofp %[[Z]] : vector<16xi8> to vector<16xf32>
// CHECK-NEXT:    %[[SUM:.*]] = arith.addf %[[R]], %[[ZF]] fastmath<contract> : vector<16xf32>
// CHECK:         arith.cmpf oge, %[[SUM]], %{{.*}} : vector<16xf32>
// CHECK:         %[[I8:.*]] = arith.fptosi %{{.*}} : vector<16xf32> to vector<16xi8>
// CHECK-NEXT:    vector.broadcast
// CHECK-NEXT:    %[[HI:.*]] = arith.select %{{.*}}, %{{.*}}, %[[I8]] : vector<16xi1>, vector<16xi8>
// CHECK-NEXT:    vector.broadcast
// CHECK-NEXT:    %[[QI:.*]] = arith.select %{{.*}}, %{{.*}}, %[[HI]] : vector<16xi1>, vector<16xi8>
// CHECK-NEXT:    %[[WX:.*]] = arith.extsi %[[QI]] : vector<16xi8> to vector<16xi32>
// CHECK-NEXT:    %[[WZ:.*]] = arith.extsi %[[DZ]] : i8 to i32
// CHECK-NEXT:    %[[WZV:.*]] = vector.broadcast %[[WZ]] : i32 to vector<16xi32>
// CHECK-NEXT:    %[[D:.*]] = arith.subi %[[WX]], %[[WZV]] : vector<16xi32>
// CHECK-NEXT:    %[[DF:.*]] = arith.sitofp %[[D]] : vector<16xi32> to vector<16xf32>
// CHECK-NEXT:    %[[SF:.*]] = arith.extf %[[DS]] : f16 to f32
// CHECK-NEXT:    %[[SFV:.*]] = vector.broadcast %[[SF]] : f32 to vector<16xf32>
// CHECK-NEXT:    %[[Y:.*]] = arith.mulf %[[DF]], %[[SFV]] fastmath<contract> : vector<16xf32>
// CHECK-NEXT:    %[[YH:.*]] = arith.truncf %[[Y]] : vector<16xf32> to vector<16xf16>
// CHECK-NEXT:    vector.store %[[YH]], %{{.*}} : memref<4x64xf16>, vector<16xf16>

// The PTX assembles: round to nearest even (cvt.rni), the saturating
// conversion's compares and the round-toward-zero conversion, the integer
// difference and the conversion to f16.
// REQUIRES: ptxas
// RUN: nn-opt %s --fuse-ops --nn-lower-to-nvvm="chip=sm_90 format=isa" -o %t.mlir
// RUN: %python %S/Inputs/nvvm-ptxas.py %ptxas sm_90 %t.mlir %t.ptx | FileCheck %s --check-prefix=PTXAS
// PTXAS: 1 kernels, 0 failed
// RUN: cat %t.ptx/* | FileCheck %s --check-prefix=PTX
// PTX-DAG: div.rn.f32
// PTX-DAG: cvt.rni.f32.f32
// PTX-DAG: setp.ge.f32
// PTX-DAG: setp.lt.f32
// PTX-DAG: cvt.rzi.s16.f32
// PTX-DAG: sub.s32
// PTX-DAG: mul.f32
// PTX-DAG: cvt.rn.f16x2.f32

func.func @main(%x: tensor<4x64xf32>, %s: tensor<64xf32>, %z: tensor<64xi8>, %ds: tensor<f16>, %dz: tensor<i8>) -> tensor<4x64xf16> {
  %q = "nn.quantize"(%x, %s, %z) : (tensor<4x64xf32>, tensor<64xf32>, tensor<64xi8>) -> tensor<4x64xi8>
  %d = "nn.dequantize"(%q, %ds, %dz) : (tensor<4x64xi8>, tensor<f16>, tensor<i8>) -> tensor<4x64xf16>
  return %d : tensor<4x64xf16>
}
