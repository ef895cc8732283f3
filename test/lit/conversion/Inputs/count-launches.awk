# Reads --nn-lower-to-nvvm=stage=kernels output and prints, for the tests,
# how many nn.fused functions it has, how many of them launch exactly one
# kernel, and how many kernels the public functions launch for the ops
# --fuse-ops left there.
/^  func\.func/ {
  fused = $2 == "private" && $0 ~ /nn\.fused/
  name = fused ? $3 : $2
  sub(/\(.*/, "", name)
  if (fused) groups[name] = 0
}
/gpu\.launch_func/ {
  if (name in groups) groups[name]++
  else caller++
}
END {
  n = 0; one = 0
  for (g in groups) { n++; if (groups[g] == 1) one++; else print "group " g ": " groups[g] " launches" }
  printf "%d groups, %d of one launch; %d launches outside groups\n", n, one, caller
}
