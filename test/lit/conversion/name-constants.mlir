// --nn-name-constants (conversion/common/NameConstants.c): the private
// constant globals `__constant_*` that bufferization makes are renamed and
// reordered by their first read in the module, whatever order and suffixes
// bufferization gave them. A module with another symbol of that prefix is
// left alone. A second run changes nothing.
// RUN: nn-opt %s --split-input-file --nn-name-constants | FileCheck %s
// RUN: nn-opt %s --split-input-file --nn-name-constants --nn-name-constants | FileCheck %s
// RUN: not nn-opt %s --nn-name-constants=all=true 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: 'nn-name-constants' has no option 'all'; it takes no options

// Bufferization visited @second first: its shape became `__constant_2xi64`
// and @first's `__constant_2xi64_0`. By first read, @first's is the base
// name; one read by neither function (unused) goes last.
// CHECK-LABEL: module {
// CHECK-NEXT: memref.global "private" constant @__constant_2xi64 : memref<2xi64> = dense<[3, 4]>
// CHECK-NEXT: memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<1.000000e+00>
// CHECK-NEXT: memref.global "private" constant @__constant_2xi64_0 : memref<2xi64> = dense<[4, 3]>
// CHECK-NEXT: memref.global "private" constant @__constant_2xi64_1 : memref<2xi64> = dense<[6, 2]>
// CHECK-NEXT: func.func @first()
// CHECK-NEXT: memref.get_global @__constant_2xi64 : memref<2xi64>
// CHECK-NEXT: memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK-NEXT: memref.get_global @__constant_2xi64 : memref<2xi64>
// CHECK: func.func @second()
// CHECK-NEXT: memref.get_global @__constant_2xi64_0 : memref<2xi64>
// CHECK-NEXT: memref.get_global @__constant_4xf32 : memref<4xf32>
module {
  memref.global "private" constant @__constant_2xi64 : memref<2xi64> = dense<[4, 3]>
  memref.global "private" constant @__constant_2xi64_1 : memref<2xi64> = dense<[6, 2]>
  memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<1.0>
  memref.global "private" constant @__constant_2xi64_0 : memref<2xi64> = dense<[3, 4]>
  func.func @first() {
    %a = memref.get_global @__constant_2xi64_0 : memref<2xi64>
    %b = memref.get_global @__constant_4xf32 : memref<4xf32>
    %c = memref.get_global @__constant_2xi64_0 : memref<2xi64>
    return
  }
  func.func @second() {
    %a = memref.get_global @__constant_2xi64 : memref<2xi64>
    %b = memref.get_global @__constant_4xf32 : memref<4xf32>
    return
  }
}

// -----

// Globals read inside nested regions count in walk order; other symbols
// keep their place after the constants.
// CHECK-LABEL: module {
// CHECK-NEXT: func.func private @callee()
// CHECK-NEXT: memref.global "private" constant @__constant_1xi64 : memref<1xi64> = dense<7>
// CHECK-NEXT: memref.global "private" constant @__constant_1xi64_0 : memref<1xi64> = dense<5>
// CHECK-NEXT: memref.global @weights
// CHECK: scf.for
// CHECK-NEXT: memref.get_global @__constant_1xi64 : memref<1xi64>
// CHECK: memref.get_global @__constant_1xi64_0 : memref<1xi64>
module {
  func.func private @callee()
  memref.global "private" constant @__constant_1xi64 : memref<1xi64> = dense<5>
  memref.global "private" constant @__constant_1xi64_0 : memref<1xi64> = dense<7>
  memref.global @weights : memref<1xf32> = dense<0.0>
  func.func @loop(%n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %n step %c1 {
      %a = memref.get_global @__constant_1xi64_0 : memref<1xi64>
    }
    %b = memref.get_global @__constant_1xi64 : memref<1xi64>
    return
  }
}

// -----

// A symbol of the user's with the prefix (here a public global): a new name
// could clash with it, so nothing changes.
// CHECK-LABEL: module {
// CHECK-NEXT: memref.global "private" constant @__constant_2xi64 : memref<2xi64> = dense<[4, 3]>
// CHECK-NEXT: memref.global "private" constant @__constant_2xi64_0 : memref<2xi64> = dense<[3, 4]>
// CHECK-NEXT: memref.global @__constant_mine : memref<2xi64>
// CHECK: memref.get_global @__constant_2xi64_0
module {
  memref.global "private" constant @__constant_2xi64 : memref<2xi64> = dense<[4, 3]>
  memref.global "private" constant @__constant_2xi64_0 : memref<2xi64> = dense<[3, 4]>
  memref.global @__constant_mine : memref<2xi64> = dense<[1, 2]>
  func.func @f() {
    %a = memref.get_global @__constant_2xi64_0 : memref<2xi64>
    %b = memref.get_global @__constant_2xi64 : memref<2xi64>
    return
  }
}

// -----

// No constants: nothing to do.
// CHECK-LABEL: func.func @none(
// CHECK-NEXT: return
func.func @none(%a: memref<4xf32>) {
  return
}
