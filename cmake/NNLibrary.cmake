# libnn, shared (libnn.so) and static (libnn.a), built from the project's
# component libraries (support/, dialect/, conversion/, passes/, capi/, and
# later runtime/).
#
# Each component is an OBJECT library declared with nn_add_component() in its
# own folder; the function also adds the component's objects to both libnn
# targets. So a new source file is one line in its folder's nn_add_component()
# list, and a new component folder is one add_subdirectory() plus one
# nn_add_component() call. Object libraries rather than whole-archive linking
# of per-folder archives because CMake can then build libnn.a directly (no
# archive merging) and each object is compiled once, position-independent, for
# both libraries.
#
# A component's C++ file (dialect/Inliner.cpp) is compiled without RTTI: it
# needs no typeinfo of MLIR's classes, so it links whether or not LLVM was
# built with RTTI (Debian's LLVM 22 is), where RTTI here would need LLVM's.
# libnn stays a C library: linked by the C compiler, with libstdc++ named in
# nn_mlir's link line.
#
# The components are compiled with -fvisibility=hidden, so libnn.so exports
# only what the public headers mark NN_CAPI_EXPORTED (nn-c/Support.h: default
# visibility). Only the components: the tools gain nothing from it, and in the
# sanitized build nn-run compiled that way made LeakSanitizer's tracer crash
# at exit (on a bogus dynamic-TLS range of one of its threads). The MLIR C API
# archives it links (nn_mlir) are hidden with --exclude-libs: a consumer links
# its own copy of the C API (NN::nn carries the archives), and both copies are
# thin wrappers over the one shared libMLIR.so, so IR crosses between them.
#
# The project's tools, tests and the plugin link libnn.a (nn_static): they use
# internal functions too, which stay reachable in a static link.

add_library(nn SHARED)
add_library(nn_static STATIC)
foreach(lib nn nn_static)
  # No sources of their own, only the components' objects.
  set_target_properties(${lib} PROPERTIES LINKER_LANGUAGE C OUTPUT_NAME nn)
  target_include_directories(${lib} PUBLIC
    $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/capi/include>
    $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
  # PUBLIC: libnn needs MLIR to link, and a consumer needs MLIR's headers and
  # the C API for its own mlir* calls.
  target_link_libraries(${lib} PUBLIC nn_mlir)
endforeach()

# In 0.x releases any minor version may break the ABI, so the SONAME carries
# major.minor: libnn.so.0.1.
set_target_properties(nn PROPERTIES
  VERSION ${PROJECT_VERSION}
  SOVERSION ${PROJECT_VERSION_MAJOR}.${PROJECT_VERSION_MINOR})
target_link_options(nn PRIVATE -Wl,--exclude-libs,ALL)
if(NOT NN_ENABLE_SANITIZERS AND NOT NN_ENABLE_FUZZING)
  # Every symbol resolved at link time; sanitizer runtimes break this rule.
  target_link_options(nn PRIVATE -Wl,-z,defs)
endif()

# nn_add_component(<name> <sources>...): a component of libnn.
function(nn_add_component name)
  add_library(${name} OBJECT ${ARGN})
  set_target_properties(${name} PROPERTIES
    POSITION_INDEPENDENT_CODE ON
    C_VISIBILITY_PRESET hidden
    CXX_VISIBILITY_PRESET hidden
    VISIBILITY_INLINES_HIDDEN ON)
  target_compile_options(${name} PRIVATE $<$<COMPILE_LANGUAGE:CXX>:-fno-rtti>)
  target_link_libraries(${name} PUBLIC nn_mlir)
  target_sources(nn PRIVATE $<TARGET_OBJECTS:${name}>)
  target_sources(nn_static PRIVATE $<TARGET_OBJECTS:${name}>)
endfunction()
