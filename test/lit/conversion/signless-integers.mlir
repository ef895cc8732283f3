// RUN: nn-opt %s --split-input-file --nn-signless-integers | FileCheck %s
// RUN: nn-opt %s --split-input-file --nn-signless-integers --nn-signless-integers | FileCheck %s

// --nn-signless-integers renames every unsigned type to its signless twin:
// arguments, results, function types, calls, constants (same bits). Run
// twice it changes nothing more (second RUN line); IR without unsigned
// types is left as it is.

// CHECK-LABEL: func.func @callee(
// CHECK-SAME:    %{{.*}}: tensor<2xi8>) -> tensor<2xi8>
// CHECK-LABEL: func.func @renamed(
// CHECK-SAME:    %[[A:.*]]: tensor<2xi8>, %[[M:.*]]: memref<3xi16>) -> (tensor<2xi8>, tensor<2xi64>)
// CHECK-DAG:     arith.constant dense<[-1, 1]> : tensor<2xi8>
// CHECK-DAG:     arith.constant dense<-1> : tensor<2xi64>
// CHECK:         %[[C:.*]] = call @callee(%[[A]]) : (tensor<2xi8>) -> tensor<2xi8>
// CHECK-NOT:     ui
func.func @callee(%a: tensor<2xui8>) -> tensor<2xui8> {
  return %a : tensor<2xui8>
}
func.func @renamed(%a: tensor<2xui8>, %m: memref<3xui16>) -> (tensor<2xui8>, tensor<2xui64>) {
  %c = arith.constant dense<[255, 1]> : tensor<2xui8>
  %d = arith.constant dense<18446744073709551615> : tensor<2xui64>
  %0 = call @callee(%a) : (tensor<2xui8>) -> tensor<2xui8>
  return %0, %d : tensor<2xui8>, tensor<2xui64>
}

// -----

// No unsigned type: nothing changes.
// CHECK-LABEL: func.func @signless(
// CHECK-SAME:    %{{.*}}: tensor<2xi8>) -> tensor<2xi8>
// CHECK-NEXT:    arith.constant dense<[-1, 1]> : tensor<2xi8>
func.func @signless(%a: tensor<2xi8>) -> tensor<2xi8> {
  %c = arith.constant dense<[255, 1]> : tensor<2xi8>
  return %c : tensor<2xi8>
}
