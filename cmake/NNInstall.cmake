# `cmake --install build --prefix P`: what a framework builds against.
#
#   P/include/nn-c/*.h                public headers
#   P/lib/libnn.so.*, libnn.a         the library (cmake/NNLibrary.cmake)
#   P/lib/libnnrt.so.*                the CUDA runtime (runtime/nnrt/)
#   P/include/nnrt/nnrt.h             its header
#   P/lib/libNNPlugin.so              passes for stock mlir-opt (plugin/)
#   P/bin/nn-opt, nn-run              tools (tools/*/)
#   P/share/nn/nn.irdl.mlir           the dialect for mlir-opt --irdl-file
#   P/lib/cmake/NN/                   find_package(NN CONFIG): NN::nn, NN::nnrt
#   P/lib/pkgconfig/nn.pc, nnrt.pc    pkg-config --cflags --libs nn (nnrt)
#
# MLIR is not installed with nn: the package points at the LLVM 22 it was
# built against (absolute paths), whose headers and libraries a consumer uses
# too. test/lit/install/ installs into a temporary prefix and builds a
# consumer against it both ways.
include(CMakePackageConfigHelpers)

set(NN_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/NN)

install(DIRECTORY ${PROJECT_SOURCE_DIR}/capi/include/nn-c
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.h")

# NN::nn is libnn.so, NN::nn_static libnn.a; both carry NN::mlir, MLIR's
# include directory and link dependencies (nn_mlir, top-level CMakeLists.txt).
# NN::nnrt is libnnrt.so, the CUDA runtime that compiled programs need
# (runtime/nnrt/): no MLIR, its header in include/nnrt/.
set_target_properties(nn_mlir PROPERTIES EXPORT_NAME mlir)
install(TARGETS nn nn_static nn_mlir nnrt EXPORT NNTargets
  PUBLIC_HEADER DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/nnrt)
install(EXPORT NNTargets NAMESPACE NN:: DESTINATION ${NN_CMAKE_DIR})

configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/NNConfig.cmake.in
  ${PROJECT_BINARY_DIR}/cmake/NNConfig.cmake
  INSTALL_DESTINATION ${NN_CMAKE_DIR}
  PATH_VARS CMAKE_INSTALL_INCLUDEDIR CMAKE_INSTALL_LIBDIR
    CMAKE_INSTALL_DATADIR)
# 0.x: a new minor version may break the API (the SONAME says the same).
write_basic_package_version_file(${PROJECT_BINARY_DIR}/cmake/NNConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/cmake/NNConfig.cmake
  ${PROJECT_BINARY_DIR}/cmake/NNConfigVersion.cmake
  DESTINATION ${NN_CMAKE_DIR})

# nn.pc locates the prefix from its own directory (${pcfiledir}), so the
# prefix given to `cmake --install` need not be known at configure time.
set(NN_PC_DIR ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
file(RELATIVE_PATH NN_PC_TO_PREFIX /${NN_PC_DIR} /)
string(REGEX REPLACE "/$" "" NN_PC_TO_PREFIX "${NN_PC_TO_PREFIX}")
# The consumer's own MLIR C API calls need the C API archives, as for NN::nn.
set(NN_PC_MLIR_CAPI_ARCHIVES)
foreach(archive ${NN_MLIR_CAPI_ARCHIVES})
  get_filename_component(name ${archive} NAME)
  string(APPEND NN_PC_MLIR_CAPI_ARCHIVES " \${mlir_libdir}/${name}")
endforeach()
configure_file(${PROJECT_SOURCE_DIR}/cmake/nn.pc.in
  ${PROJECT_BINARY_DIR}/cmake/nn.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/cmake/nn.pc DESTINATION ${NN_PC_DIR})
configure_file(${PROJECT_SOURCE_DIR}/runtime/nnrt/nnrt.pc.in
  ${PROJECT_BINARY_DIR}/cmake/nnrt.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/cmake/nnrt.pc DESTINATION ${NN_PC_DIR})
