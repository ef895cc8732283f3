// An entry with dynamic dims whose body is several blocks: its sizes are
// not followed past the first, so nn refuses to compile it.
func.func @main(%x: tensor<?xf32>) -> tensor<?xf32> {
  cf.br ^bb1
^bb1:
  %0 = "nn.exp"(%x) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
