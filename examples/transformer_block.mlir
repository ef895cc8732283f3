// A transformer encoder layer (pre-norm, 4 heads of 16, sequence 16, model
// width 64, batch 2) as an importer would emit it: the intermediate results
// are left unranked, tensor<*xf32>. `nn-opt --infer-shapes` fills them in
// from the registry's shape rules; ./scripts/demo.sh shows it.
func.func @main(%x: tensor<2x16x64xf32>,
                %ln1_scale: tensor<64xf32>, %ln1_bias: tensor<64xf32>,
                %wq: tensor<64x64xf32>, %wk: tensor<64x64xf32>,
                %wv: tensor<64x64xf32>, %wo: tensor<64x64xf32>,
                %ln2_scale: tensor<64xf32>, %ln2_bias: tensor<64xf32>,
                %w1: tensor<64x256xf32>, %b1: tensor<256xf32>,
                %w2: tensor<256x64xf32>, %b2: tensor<64xf32>) -> tensor<*xf32> {
  // Self-attention.
  %ln1 = "nn.layer_norm"(%x, %ln1_scale, %ln1_bias) {axis = -1 : i64} : (tensor<2x16x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<*xf32>
  %q = "nn.matmul"(%ln1, %wq) : (tensor<*xf32>, tensor<64x64xf32>) -> tensor<*xf32>
  %k = "nn.matmul"(%ln1, %wk) : (tensor<*xf32>, tensor<64x64xf32>) -> tensor<*xf32>
  %v = "nn.matmul"(%ln1, %wv) : (tensor<*xf32>, tensor<64x64xf32>) -> tensor<*xf32>
  %q4 = "nn.reshape"(%q) : (tensor<*xf32>) -> tensor<2x16x4x16xf32>
  %k4 = "nn.reshape"(%k) : (tensor<*xf32>) -> tensor<2x16x4x16xf32>
  %v4 = "nn.reshape"(%v) : (tensor<*xf32>) -> tensor<2x16x4x16xf32>
  %qh = "nn.transpose"(%q4) {perm = array<i64: 0, 2, 1, 3>} : (tensor<2x16x4x16xf32>) -> tensor<*xf32>
  %kt = "nn.transpose"(%k4) {perm = array<i64: 0, 2, 3, 1>} : (tensor<2x16x4x16xf32>) -> tensor<*xf32>
  %vh = "nn.transpose"(%v4) {perm = array<i64: 0, 2, 1, 3>} : (tensor<2x16x4x16xf32>) -> tensor<*xf32>
  %scores = "nn.matmul"(%qh, %kt) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  %scaled = "nn.scale"(%scores) {scale = 0.25 : f32} : (tensor<*xf32>) -> tensor<*xf32>
  %attn = "nn.softmax"(%scaled) {axis = -1 : i64} : (tensor<*xf32>) -> tensor<*xf32>
  %ctx = "nn.matmul"(%attn, %vh) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  %ctx_t = "nn.transpose"(%ctx) {perm = array<i64: 0, 2, 1, 3>} : (tensor<*xf32>) -> tensor<2x16x4x16xf32>
  %merged = "nn.reshape"(%ctx_t) : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
  %proj = "nn.matmul"(%merged, %wo) : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<*xf32>
  %res1 = "nn.add"(%x, %proj) : (tensor<2x16x64xf32>, tensor<*xf32>) -> tensor<*xf32>
  // Feed-forward.
  %ln2 = "nn.layer_norm"(%res1, %ln2_scale, %ln2_bias) {axis = -1 : i64} : (tensor<*xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<*xf32>
  %h = "nn.matmul"(%ln2, %w1) : (tensor<*xf32>, tensor<64x256xf32>) -> tensor<*xf32>
  %hb = "nn.bias_add"(%h, %b1) {axis = -1 : i64} : (tensor<*xf32>, tensor<256xf32>) -> tensor<*xf32>
  %ha = "nn.gelu"(%hb) {approximate = "tanh"} : (tensor<*xf32>) -> tensor<*xf32>
  %o = "nn.matmul"(%ha, %w2) : (tensor<*xf32>, tensor<256x64xf32>) -> tensor<*xf32>
  %ob = "nn.bias_add"(%o, %b2) {axis = -1 : i64} : (tensor<*xf32>, tensor<64xf32>) -> tensor<*xf32>
  %out = "nn.add"(%res1, %ob) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %out : tensor<*xf32>
}
