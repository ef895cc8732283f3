// Every tensor an nn op reads or writes has an element count, and a byte
// size at 8 bytes per element, that fit in 64 bits; the verifier checks it
// before any shape rule, so that passes, lowerings and runtimes may multiply
// the dimensions of a verified type without overflow. Huge but legal types
// verify; zero-size dimensions make any other size legal.
// RUN: nn-opt %s --split-input-file --verify-diagnostics

// A reshape between two types whose counts overflow used to verify (its
// element counts were not compared when they did not fit).
func.func @reshape(%x: tensor<4611686018427387904x4xf32>) -> tensor<2x4xf32> {
  // expected-error@+1 {{'nn.reshape' op operand #0 has type tensor<4611686018427387904x4xf32>, whose size does not fit in 64 bits (at 8 bytes per element)}}
  %0 = "nn.reshape"(%x) : (tensor<4611686018427387904x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// The count fits, the bytes at 8 per element do not.
func.func @bytes(%x: tensor<2305843009213693952xf32>) -> tensor<2305843009213693952xf32> {
  // expected-error@+2 {{'nn.relu' op operand #0 has type tensor<2305843009213693952xf32>, whose size does not fit in 64 bits (at 8 bytes per element)}}
  // expected-error@+1 {{'nn.relu' op result #0 has type tensor<2305843009213693952xf32>, whose size does not fit in 64 bits (at 8 bytes per element)}}
  %0 = "nn.relu"(%x) : (tensor<2305843009213693952xf32>) -> tensor<2305843009213693952xf32>
  return %0 : tensor<2305843009213693952xf32>
}

// -----

// A result is checked the same way.
func.func @result(%x: tensor<2x?xf32>) -> tensor<4294967296x4294967296xf32> {
  // expected-error@+1 {{'nn.broadcast_to' op result #0 has type tensor<4294967296x4294967296xf32>, whose size does not fit in 64 bits (at 8 bytes per element)}}
  %0 = "nn.broadcast_to"(%x) : (tensor<2x?xf32>) -> tensor<4294967296x4294967296xf32>
  return %0 : tensor<4294967296x4294967296xf32>
}

// -----

// Legal: the largest count whose bytes fit, a dynamic size next to static
// ones that fit, and a zero-size dimension next to sizes whose product
// overflows. (Static sizes that overflow alone are rejected whatever the
// dynamic ones.)
func.func @legal(%a: tensor<1152921504606846975xf32>, %b: tensor<?x1099511627776xf32>, %c: tensor<0x4294967296x4294967296xf32>) -> (tensor<1152921504606846975xf32>, tensor<?x1099511627776xf32>, tensor<0x4294967296x4294967296xf32>) {
  %0 = "nn.relu"(%a) : (tensor<1152921504606846975xf32>) -> tensor<1152921504606846975xf32>
  %1 = "nn.neg"(%b) : (tensor<?x1099511627776xf32>) -> tensor<?x1099511627776xf32>
  %2 = "nn.exp"(%c) : (tensor<0x4294967296x4294967296xf32>) -> tensor<0x4294967296x4294967296xf32>
  return %0, %1, %2 : tensor<1152921504606846975xf32>, tensor<?x1099511627776xf32>, tensor<0x4294967296x4294967296xf32>
}
