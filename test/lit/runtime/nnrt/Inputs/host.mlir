// Host code using every gpu op that gpu-to-llvm turns into mgpu* calls:
// binaries (cubin and PTX), launches, allocation, copies, fills (32 and 16
// bits), two streams joined through an event, host registration.
module attributes {gpu.container_module} {
  gpu.binary @kernels [#gpu.object<#nvvm.target, "BLOB">]
  gpu.binary @kjit [#gpu.object<#nvvm.target, assembly = "PTX">]
  func.func @f(%m: memref<16xf32>, %n: index, %h: memref<?xf16>, %u: memref<*xf32>) {
    %c1 = arith.constant 1 : index
    gpu.host_register %u : memref<*xf32>
    %t = gpu.wait async
    %s = gpu.wait async
    %z = arith.constant 0.0 : f16
    %s1 = gpu.memset async [%s] %h, %z : memref<?xf16>, f16
    %d, %t1 = gpu.alloc async [%t] (%n) : memref<?xf32>
    %t2 = gpu.memcpy async [%t1] %d, %m : memref<?xf32>, memref<16xf32>
    %c0 = arith.constant 0.0 : f32
    %j = gpu.wait async [%t2, %s1]
    %t3 = gpu.memset async [%j] %d, %c0 : memref<?xf32>, f32
    %t4 = gpu.launch_func async [%t3] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%d : memref<?xf32>)
    %t5 = gpu.launch_func async [%t4] @kjit::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%d : memref<?xf32>)
    %t6 = gpu.dealloc async [%t5] %d : memref<?xf32>
    gpu.wait [%t6]
    gpu.host_unregister %u : memref<*xf32>
    return
  }
}
