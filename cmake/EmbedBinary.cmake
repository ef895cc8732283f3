# cmake -DINPUT=FILE -DOUTPUT=FILE.inc -DNAME=kName -P EmbedBinary.cmake
#
# Writes FILE's bytes as a C array, `static const unsigned char NAME[]`,
# for a file produced by the build (configure-time texts use
# nn_embed_texts in tools/nn-compile). The output is rewritten only when it
# changes, so that what includes it is not rebuilt for nothing.
foreach(var INPUT OUTPUT NAME)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "EmbedBinary.cmake: -D${var}= is missing")
  endif()
endforeach()
file(READ "${INPUT}" hex HEX)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
file(WRITE "${OUTPUT}.tmp"
  "static const unsigned char ${NAME}[] = {\n${bytes}};\n")
configure_file("${OUTPUT}.tmp" "${OUTPUT}" COPYONLY)
file(REMOVE "${OUTPUT}.tmp")
