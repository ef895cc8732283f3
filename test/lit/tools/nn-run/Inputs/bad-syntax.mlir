func.func @main() {
  %0 = arith.bogus
  return
}
