// RUN: nn-opt %s --split-input-file --nn-simplify | FileCheck %s
// Idempotence: a second run changes nothing.
// RUN: nn-opt %s --split-input-file --nn-simplify | nn-opt --split-input-file --nn-simplify | FileCheck %s
// One round already reaches the fixpoint on every case here.
// RUN: nn-opt %s --split-input-file --nn-simplify=max-iterations=1 | FileCheck %s
// Nested in a pipeline, after --infer-shapes.
// RUN: nn-opt %s --split-input-file --pass-pipeline='builtin.module(infer-shapes, func.func(nn-simplify{max-iterations=3}))' | FileCheck %s --check-prefix=PIPE

// Integer zeros fold on either side of an add and on the right of a sub.
// CHECK-LABEL: func.func @int_zero
// CHECK-SAME: (%[[X:.*]]: tensor<4xi32>)
// CHECK-NOT: "nn.
// CHECK: return %[[X]], %[[X]], %[[X]]
func.func @int_zero(%x: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
  %zero = arith.constant dense<0> : tensor<4xi32>
  %0 = "nn.add"(%x, %zero) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %1 = "nn.add"(%zero, %x) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %2 = "nn.sub"(%x, %zero) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0, %1, %2 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}

// -----

// Float zeros fold where IEEE arithmetic makes them exact: x + -0.0,
// -0.0 + x, x - +0.0.
// CHECK-LABEL: func.func @float_zero
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NOT: "nn.
// CHECK: return %[[X]], %[[X]], %[[X]]
func.func @float_zero(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %nz = arith.constant dense<-0.0> : tensor<2x3xf32>
  %pz = arith.constant dense<0.0> : tensor<2x3xf32>
  %0 = "nn.add"(%x, %nz) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = "nn.add"(%nz, %x) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = "nn.sub"(%x, %pz) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// x + +0.0 and x - -0.0 turn -0.0 into +0.0: they stay.
// CHECK-LABEL: func.func @float_zero_kept
// CHECK: %[[A:.*]] = "nn.add"
// CHECK: %[[S:.*]] = "nn.sub"
// CHECK: return %[[A]], %[[S]]
func.func @float_zero_kept(%x: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %pz = arith.constant dense<0.0> : tensor<3xf32>
  %nz = arith.constant dense<-0.0> : tensor<3xf32>
  %0 = "nn.add"(%x, %pz) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %1 = "nn.sub"(%x, %nz) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %0, %1 : tensor<3xf32>, tensor<3xf32>
}

// -----

// x * 1, 1 * x and x / 1, for floats and integers, with constants that
// broadcast without growing x: a scalar tensor, a row, a trailing vector.
// CHECK-LABEL: func.func @one
// CHECK-SAME: (%[[X:.*]]: tensor<4x3xf16>, %[[I:.*]]: tensor<2x5xi64>)
// CHECK-NOT: "nn.
// CHECK: return %[[X]], %[[X]], %[[X]], %[[I]], %[[I]]
func.func @one(%x: tensor<4x3xf16>, %i: tensor<2x5xi64>) -> (tensor<4x3xf16>, tensor<4x3xf16>, tensor<4x3xf16>, tensor<2x5xi64>, tensor<2x5xi64>) {
  %scalar = arith.constant dense<1.0> : tensor<f16>
  %row = arith.constant dense<1.0> : tensor<1x3xf16>
  %vector = arith.constant dense<[1.0, 1.0, 1.0]> : tensor<3xf16>
  %ione = arith.constant dense<1> : tensor<1xi64>
  %0 = "nn.mul"(%x, %scalar) : (tensor<4x3xf16>, tensor<f16>) -> tensor<4x3xf16>
  %1 = "nn.mul"(%row, %0) : (tensor<1x3xf16>, tensor<4x3xf16>) -> tensor<4x3xf16>
  %2 = "nn.div"(%1, %vector) : (tensor<4x3xf16>, tensor<3xf16>) -> tensor<4x3xf16>
  %3 = "nn.mul"(%ione, %i) : (tensor<1xi64>, tensor<2x5xi64>) -> tensor<2x5xi64>
  %4 = "nn.div"(%i, %ione) : (tensor<2x5xi64>, tensor<1xi64>) -> tensor<2x5xi64>
  return %0, %1, %2, %3, %4 : tensor<4x3xf16>, tensor<4x3xf16>, tensor<4x3xf16>, tensor<2x5xi64>, tensor<2x5xi64>
}

// -----

// Constants other than the identity element, on the wrong side, or not all
// equal, leave the op alone.
// CHECK-LABEL: func.func @not_identities
// CHECK: "nn.add"(%[[X:.*]], %{{.*}})
// CHECK: "nn.mul"(%[[X]], %{{.*}})
// CHECK: "nn.sub"(%{{.*}}, %[[X]])
// CHECK: "nn.div"(%{{.*}}, %[[X]])
// CHECK: "nn.mul"(%[[X]], %{{.*}})
func.func @not_identities(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %one = arith.constant dense<1.0> : tensor<2xf32>
  %two = arith.constant dense<2.0> : tensor<2xf32>
  %zero = arith.constant dense<0.0> : tensor<2xf32>
  %mixed = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %0 = "nn.add"(%x, %one) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %1 = "nn.mul"(%x, %two) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %2 = "nn.sub"(%zero, %x) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %3 = "nn.div"(%one, %x) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %4 = "nn.mul"(%x, %mixed) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0, %1, %2, %3, %4 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}

// -----

// A constant that broadcasts x up, or might (x's ? could be 1), and a result
// type that differs from x's: the identity would change a type, so it stays.
// CHECK-LABEL: func.func @broadcast_changes_type
// CHECK: "nn.mul"{{.*}} -> tensor<4x3xf32>
// CHECK: "nn.add"{{.*}} -> tensor<?xi32>
// CHECK: "nn.add"{{.*}} -> tensor<1x1x3xf32>
// CHECK: "nn.mul"{{.*}} -> tensor<5xf32>
func.func @broadcast_changes_type(%x: tensor<3xf32>, %d: tensor<?xi32>, %y: tensor<?xf32>) -> (tensor<4x3xf32>, tensor<?xi32>, tensor<1x1x3xf32>, tensor<5xf32>) {
  %one = arith.constant dense<1.0> : tensor<4x3xf32>
  %izero = arith.constant dense<0> : tensor<5xi32>
  %nz = arith.constant dense<-0.0> : tensor<1x1x3xf32>
  %fone = arith.constant dense<1.0> : tensor<f32>
  %0 = "nn.mul"(%x, %one) : (tensor<3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  %1 = "nn.add"(%d, %izero) : (tensor<?xi32>, tensor<5xi32>) -> tensor<?xi32>
  %2 = "nn.add"(%nz, %x) : (tensor<1x1x3xf32>, tensor<3xf32>) -> tensor<1x1x3xf32>
  %3 = "nn.mul"(%y, %fone) : (tensor<?xf32>, tensor<f32>) -> tensor<5xf32>
  return %0, %1, %2, %3 : tensor<4x3xf32>, tensor<?xi32>, tensor<1x1x3xf32>, tensor<5xf32>
}

// -----

// relu is idempotent; neg and reciprocal are involutions.
// CHECK-LABEL: func.func @unary_chains
// CHECK-SAME: (%[[X:.*]]: tensor<8xf32>)
// CHECK-NEXT: %[[R:.*]] = "nn.relu"(%[[X]])
// CHECK-NEXT: %[[N:.*]] = "nn.neg"(%[[X]])
// CHECK-NEXT: return %[[R]], %[[X]], %[[N]], %[[X]]
func.func @unary_chains(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %r1 = "nn.relu"(%x) : (tensor<8xf32>) -> tensor<8xf32>
  %r2 = "nn.relu"(%r1) : (tensor<8xf32>) -> tensor<8xf32>
  %r3 = "nn.relu"(%r2) : (tensor<8xf32>) -> tensor<8xf32>
  %n1 = "nn.neg"(%x) : (tensor<8xf32>) -> tensor<8xf32>
  %n2 = "nn.neg"(%n1) : (tensor<8xf32>) -> tensor<8xf32>
  %n3 = "nn.neg"(%n2) : (tensor<8xf32>) -> tensor<8xf32>
  %c1 = "nn.reciprocal"(%x) : (tensor<8xf32>) -> tensor<8xf32>
  %c2 = "nn.reciprocal"(%c1) : (tensor<8xf32>) -> tensor<8xf32>
  return %r3, %n2, %n3, %c2 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// -----

// Integer negation wraps, so neg(neg(x)) is x for integers too; an inner op
// that is still used elsewhere stays.
// CHECK-LABEL: func.func @int_neg
// CHECK-SAME: (%[[X:.*]]: tensor<3xi8>)
// CHECK-NEXT: %[[N:.*]] = "nn.neg"(%[[X]])
// CHECK-NEXT: return %[[X]], %[[N]]
func.func @int_neg(%x: tensor<3xi8>) -> (tensor<3xi8>, tensor<3xi8>) {
  %0 = "nn.neg"(%x) : (tensor<3xi8>) -> tensor<3xi8>
  %1 = "nn.neg"(%0) : (tensor<3xi8>) -> tensor<3xi8>
  return %1, %0 : tensor<3xi8>, tensor<3xi8>
}

// -----

// A pair of transposes that cancels is x; one that does not becomes a single
// transpose with the composed permutation (p[j] = p1[p2[j]]).
// CHECK-LABEL: func.func @transposes
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>)
// CHECK-NEXT: %[[T:.*]] = "nn.transpose"(%[[X]]) {perm = array<i64: 2, 0, 1>} : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
// CHECK-NEXT: return %[[X]], %[[T]]
func.func @transposes(%x: tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<4x2x3xf32>) {
  %0 = "nn.transpose"(%x) {perm = array<i64: 2, 0, 1>} : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  %1 = "nn.transpose"(%0) {perm = array<i64: 1, 2, 0>} : (tensor<4x2x3xf32>) -> tensor<2x3x4xf32>
  %2 = "nn.transpose"(%x) {perm = array<i64: 1, 2, 0>} : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
  %3 = "nn.transpose"(%2) {perm = array<i64: 1, 2, 0>} : (tensor<3x4x2xf32>) -> tensor<4x2x3xf32>
  return %1, %3 : tensor<2x3x4xf32>, tensor<4x2x3xf32>
}

// -----

// A run of transposes collapses in one walk; an identity transpose goes; a
// transpose to the same type with a real permutation stays.
// CHECK-LABEL: func.func @transpose_run
// CHECK-SAME: (%[[X:.*]]: tensor<4x4xf32>)
// CHECK-NEXT: %[[T:.*]] = "nn.transpose"(%[[X]]) {perm = array<i64: 1, 0>} : (tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: return %[[T]], %[[X]], %[[T]]
func.func @transpose_run(%x: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %0 = "nn.transpose"(%x) {perm = array<i64: 1, 0>} : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = "nn.transpose"(%0) {perm = array<i64: 1, 0>} : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %2 = "nn.transpose"(%1) {perm = array<i64: 1, 0>} : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %3 = "nn.transpose"(%x) {perm = array<i64: 0, 1>} : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %2, %3, %0 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

// Reshapes compose; one back to the input's type is the input; a reshape to
// its own type goes when the type fixes the shape, and stays when it does
// not (tensor<?x?xf32> to itself may turn 2x6 into 3x4).
// CHECK-LABEL: func.func @reshapes
// CHECK-SAME: (%[[X:.*]]: tensor<2x6xf32>, %[[D:.*]]: tensor<?x?xf32>, %[[E:.*]]: tensor<?x4xf32>)
// CHECK-NEXT: %[[R:.*]] = "nn.reshape"(%[[X]]) : (tensor<2x6xf32>) -> tensor<4x3xf32>
// CHECK-NEXT: %[[K:.*]] = "nn.reshape"(%[[D]]) : (tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: return %[[R]], %[[X]], %[[K]], %[[E]]
func.func @reshapes(%x: tensor<2x6xf32>, %d: tensor<?x?xf32>, %e: tensor<?x4xf32>) -> (tensor<4x3xf32>, tensor<2x6xf32>, tensor<?x?xf32>, tensor<?x4xf32>) {
  %0 = "nn.reshape"(%x) : (tensor<2x6xf32>) -> tensor<12xf32>
  %1 = "nn.reshape"(%0) : (tensor<12xf32>) -> tensor<3x4xf32>
  %2 = "nn.reshape"(%1) : (tensor<3x4xf32>) -> tensor<4x3xf32>
  %3 = "nn.reshape"(%2) : (tensor<4x3xf32>) -> tensor<2x6xf32>
  %4 = "nn.reshape"(%d) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %5 = "nn.reshape"(%e) : (tensor<?x4xf32>) -> tensor<?x4xf32>
  return %2, %3, %4, %5 : tensor<4x3xf32>, tensor<2x6xf32>, tensor<?x?xf32>, tensor<?x4xf32>
}

// -----

// A reshape whose dims_from names another tensor's dims is no identity, even
// to its input's type (its sizes are that tensor's); one naming only dims
// elsewhere still composes with a view before it, and one naming its
// input's dims keeps that input.
// CHECK-LABEL: func.func @reshapes_dims_from
// CHECK-SAME: (%[[X:.*]]: tensor<?x64xf32>, %[[Y:.*]]: tensor<?x?x8xf32>, %[[Z:.*]]: tensor<?x?x64xf32>)
// CHECK-NEXT: %[[V:.*]] = "nn.reshape"(%[[X]]) : (tensor<?x64xf32>) -> tensor<?x4x16xf32>
// CHECK-NEXT: %[[A:.*]] = "nn.reshape"(%[[X]], %[[Y]]) {dims_from = array<i64: 1, 0, 1, 1, -1, -1, -1, -1>} : (tensor<?x64xf32>, tensor<?x?x8xf32>) -> tensor<?x?x4x16xf32>
// CHECK-NEXT: %[[B:.*]] = "nn.reshape"(%[[Z]], %[[Y]]) {dims_from = array<i64: 1, 0, 1, 1, -1, -1>} : (tensor<?x?x64xf32>, tensor<?x?x8xf32>) -> tensor<?x?x64xf32>
// CHECK-NEXT: %[[C:.*]] = "nn.reshape"(%[[V]]) {dims_from = array<i64: 0, 0, -1, -1>} : (tensor<?x4x16xf32>) -> tensor<?x64xf32>
// CHECK-NEXT: return %[[A]], %[[B]], %[[C]]
func.func @reshapes_dims_from(%x: tensor<?x64xf32>, %y: tensor<?x?x8xf32>, %z: tensor<?x?x64xf32>) -> (tensor<?x?x4x16xf32>, tensor<?x?x64xf32>, tensor<?x64xf32>) {
  %0 = "nn.reshape"(%x) : (tensor<?x64xf32>) -> tensor<?x4x16xf32>
  %1 = "nn.reshape"(%0, %y) {dims_from = array<i64: 1, 0, 1, 1, -1, -1, -1, -1>} : (tensor<?x4x16xf32>, tensor<?x?x8xf32>) -> tensor<?x?x4x16xf32>
  %2 = "nn.reshape"(%z, %y) {dims_from = array<i64: 1, 0, 1, 1, -1, -1>} : (tensor<?x?x64xf32>, tensor<?x?x8xf32>) -> tensor<?x?x64xf32>
  %3 = "nn.reshape"(%0) {dims_from = array<i64: 0, 0, -1, -1>} : (tensor<?x4x16xf32>) -> tensor<?x64xf32>
  return %1, %2, %3 : tensor<?x?x4x16xf32>, tensor<?x?x64xf32>, tensor<?x64xf32>
}

// -----

// identity and dropout are their input, and so is a cast to the same type;
// a real cast stays.
// CHECK-LABEL: func.func @removed
// CHECK-SAME: (%[[X:.*]]: tensor<2x2xf32>)
// CHECK-NEXT: %[[C:.*]] = "nn.cast"(%[[X]]) : (tensor<2x2xf32>) -> tensor<2x2xf16>
// CHECK-NEXT: return %[[X]], %[[C]]
func.func @removed(%x: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf16>) {
  %0 = "nn.identity"(%x) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %1 = "nn.dropout"(%0) {rate = 1.0e-01 : f32} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %2 = "nn.cast"(%1) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %3 = "nn.cast"(%2) : (tensor<2x2xf32>) -> tensor<2x2xf16>
  return %2, %3 : tensor<2x2xf32>, tensor<2x2xf16>
}

// -----

// An identity whose result type is more precise than its input keeps it.
// CHECK-LABEL: func.func @keeps_type
// CHECK: "nn.identity"{{.*}} : (tensor<?xf32>) -> tensor<3xf32>
// CHECK: "nn.relu"{{.*}} : (tensor<?xf32>) -> tensor<3xf32>
func.func @keeps_type(%x: tensor<?xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %0 = "nn.identity"(%x) : (tensor<?xf32>) -> tensor<3xf32>
  %1 = "nn.relu"(%x) : (tensor<?xf32>) -> tensor<?xf32>
  %2 = "nn.relu"(%1) : (tensor<?xf32>) -> tensor<3xf32>
  return %0, %2 : tensor<3xf32>, tensor<3xf32>
}

// -----

// Identical ops merge, and their users then merge in turn; ops that differ
// by an attribute, an operand order or a result type do not. nn.name is
// metadata: the earlier op survives with its own.
// CHECK-LABEL: func.func @cse
// CHECK-SAME: (%[[X:.*]]: tensor<2x4xf32>, %[[Y:.*]]: tensor<2x4xf32>)
// CHECK-NEXT: %[[E:.*]] = "nn.exp"(%[[X]]) {nn.name = "first"}
// CHECK-NEXT: %[[A:.*]] = "nn.add"(%[[E]], %[[Y]])
// CHECK-NEXT: %[[B:.*]] = "nn.add"(%[[Y]], %[[E]])
// CHECK-NEXT: %[[S1:.*]] = "nn.softmax"(%[[A]]) {axis = 0 : i64}
// CHECK-NEXT: %[[S2:.*]] = "nn.softmax"(%[[A]]) {axis = 1 : i64}
// CHECK-NEXT: %[[R1:.*]] = "nn.reshape"(%[[X]]) {{.*}} -> tensor<8xf32>
// CHECK-NEXT: %[[R2:.*]] = "nn.reshape"(%[[X]]) {{.*}} -> tensor<4x2xf32>
// CHECK-NEXT: return %[[A]], %[[A]], %[[B]], %[[S1]], %[[S2]], %[[R1]], %[[R2]]
func.func @cse(%x: tensor<2x4xf32>, %y: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<8xf32>, tensor<4x2xf32>) {
  %e1 = "nn.exp"(%x) {nn.name = "first"} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %e2 = "nn.exp"(%x) {nn.name = "second"} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %a1 = "nn.add"(%e1, %y) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %a2 = "nn.add"(%e2, %y) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %a3 = "nn.add"(%y, %e2) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %s1 = "nn.softmax"(%a1) {axis = 0 : i64} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %s2 = "nn.softmax"(%a2) {axis = 1 : i64} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %r1 = "nn.reshape"(%x) : (tensor<2x4xf32>) -> tensor<8xf32>
  %r2 = "nn.reshape"(%x) : (tensor<2x4xf32>) -> tensor<4x2xf32>
  return %a1, %a2, %a3, %s1, %s2, %r1, %r2 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<8xf32>, tensor<4x2xf32>
}

// -----

// An op inside a region merges with an identical op of an enclosing block;
// ops of sibling regions do not merge with each other, nor with an op after
// the region.
// CHECK-LABEL: func.func @regions
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %{{.*}}: i1)
// CHECK-NEXT: %[[R:.*]] = "nn.relu"(%[[X]])
// CHECK-NEXT: %[[IF:.*]] = scf.if
// CHECK-NEXT: %[[E1:.*]] = "nn.exp"(%[[R]])
// CHECK-NEXT: scf.yield %[[E1]]
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[E2:.*]] = "nn.exp"(%[[R]])
// CHECK-NEXT: scf.yield %[[E2]]
// CHECK-NEXT: }
// CHECK-NEXT: %[[E3:.*]] = "nn.exp"(%[[R]])
// CHECK-NEXT: return %[[IF]], %[[E3]]
func.func @regions(%x: tensor<4xf32>, %c: i1) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = "nn.relu"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %r = scf.if %c -> tensor<4xf32> {
    %1 = "nn.relu"(%x) : (tensor<4xf32>) -> tensor<4xf32>
    %2 = "nn.exp"(%1) : (tensor<4xf32>) -> tensor<4xf32>
    scf.yield %2 : tensor<4xf32>
  } else {
    %3 = "nn.exp"(%0) : (tensor<4xf32>) -> tensor<4xf32>
    scf.yield %3 : tensor<4xf32>
  }
  %4 = "nn.exp"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %r, %4 : tensor<4xf32>, tensor<4xf32>
}

// -----

// Unused nn ops go, a whole dead chain at once (the chain's rewrites leave
// more dead ops behind). Ops of other dialects are neither erased nor
// merged, even when unused or identical.
// CHECK-LABEL: func.func @dce
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<-0.000000e+00>
// CHECK-NEXT: %[[A1:.*]] = arith.addf %[[X]], %[[X]]
// CHECK-NEXT: %[[A2:.*]] = arith.addf %[[X]], %[[X]]
// CHECK-NEXT: %[[U:.*]] = arith.mulf %[[X]], %[[X]]
// CHECK-NEXT: return %[[A1]], %[[A2]]
func.func @dce(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %nz = arith.constant dense<-0.0> : tensor<4xf32>
  %0 = "nn.exp"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "nn.add"(%0, %nz) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = "nn.tanh"(%1) : (tensor<4xf32>) -> tensor<4xf32>
  %3 = "nn.mul"(%2, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %a1 = arith.addf %x, %x : tensor<4xf32>
  %a2 = arith.addf %x, %x : tensor<4xf32>
  %unused = arith.mulf %x, %x : tensor<4xf32>
  return %a1, %a2 : tensor<4xf32>, tensor<4xf32>
}

// -----

// Already simple IR is left exactly as it is.
// CHECK-LABEL: func.func @already_simple
// CHECK-SAME: (%[[X:.*]]: tensor<8x64xf32>, %[[W:.*]]: tensor<64x32xf32>, %[[B:.*]]: tensor<32xf32>)
// CHECK-NEXT: %[[M:.*]] = "nn.matmul"(%[[X]], %[[W]]) : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
// CHECK-NEXT: %[[A:.*]] = "nn.bias_add"(%[[M]], %[[B]]) {axis = 1 : i64} : (tensor<8x32xf32>, tensor<32xf32>) -> tensor<8x32xf32>
// CHECK-NEXT: %[[R:.*]] = "nn.relu"(%[[A]]) : (tensor<8x32xf32>) -> tensor<8x32xf32>
// CHECK-NEXT: %[[T:.*]] = "nn.transpose"(%[[R]]) {perm = array<i64: 1, 0>} : (tensor<8x32xf32>) -> tensor<32x8xf32>
// CHECK-NEXT: return %[[R]], %[[T]]
func.func @already_simple(%x: tensor<8x64xf32>, %w: tensor<64x32xf32>, %b: tensor<32xf32>) -> (tensor<8x32xf32>, tensor<32x8xf32>) {
  %0 = "nn.matmul"(%x, %w) : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
  %1 = "nn.bias_add"(%0, %b) {axis = 1 : i64} : (tensor<8x32xf32>, tensor<32xf32>) -> tensor<8x32xf32>
  %2 = "nn.relu"(%1) : (tensor<8x32xf32>) -> tensor<8x32xf32>
  %3 = "nn.transpose"(%2) {perm = array<i64: 1, 0>} : (tensor<8x32xf32>) -> tensor<32x8xf32>
  return %2, %3 : tensor<8x32xf32>, tensor<32x8xf32>
}

// -----

// Unranked types hide what a constant broadcasts to and whether two types
// agree: alone, the pass leaves this graph; after --infer-shapes, the
// identities fire.
// CHECK-LABEL: func.func @after_inference
// CHECK: "nn.mul"
// CHECK: "nn.identity"
// PIPE-LABEL: func.func @after_inference
// PIPE-SAME: (%[[X:.*]]: tensor<4x3xf32>) -> tensor<4x3xf32>
// PIPE-NEXT: %[[C:.*]] = arith.constant
// PIPE-NEXT: %[[R:.*]] = "nn.relu"(%[[X]]) : (tensor<4x3xf32>) -> tensor<4x3xf32>
// PIPE-NEXT: return %[[R]] : tensor<4x3xf32>
func.func @after_inference(%x: tensor<4x3xf32>) -> tensor<*xf32> {
  %one = arith.constant dense<1.0> : tensor<3xf32>
  %0 = "nn.relu"(%x) : (tensor<4x3xf32>) -> tensor<*xf32>
  %1 = "nn.mul"(%0, %one) : (tensor<*xf32>, tensor<3xf32>) -> tensor<*xf32>
  %2 = "nn.identity"(%1) : (tensor<*xf32>) -> tensor<?x3xf32>
  %3 = "nn.relu"(%2) : (tensor<?x3xf32>) -> tensor<*xf32>
  return %3 : tensor<*xf32>
}
