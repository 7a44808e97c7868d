# SPDX-License-Identifier: Apache-2.0
# The installed headers, staged in the build tree as they are installed (cmake/Library.cmake):
# each folder under bornes/, and each include of a library header prefixed the same way, so
# that "engine/position.h" in the source tree reads "bornes/engine/position.h" installed.
# A program then puts only include/ on its path and writes #include <bornes/engine/position.h>:
# nothing of bornes is reachable by a generic name (engine/, text/, messages/).
#   cmake -DSTAGE=dir -DFOLDERS="engine=/src/libanalysis/engine|text=/src/formats/text|..."
#         -DSTAMP=file -P StageHeaders.cmake
# The stage is rebuilt whole each time: a header removed from the tree leaves none behind.
file(REMOVE_RECURSE "${STAGE}/bornes")
string(REPLACE "|" ";" FOLDERS "${FOLDERS}")
set(names "")
foreach(pair IN LISTS FOLDERS)
  string(REGEX REPLACE "=.*" "" name "${pair}")
  list(APPEND names "${name}")
endforeach()
list(JOIN names "|" alternatives)
foreach(pair IN LISTS FOLDERS)
  string(REGEX REPLACE "=.*" "" name "${pair}")
  string(REGEX REPLACE "^[^=]*=" "" dir "${pair}")
  file(GLOB headers "${dir}/*.h" "${dir}/*.def")
  foreach(header IN LISTS headers)
    file(READ "${header}" text)
    string(REGEX REPLACE "(#[ \t]*include[ \t]+\")(${alternatives})/" "\\1bornes/\\2/" text "${text}")
    get_filename_component(file "${header}" NAME)
    file(WRITE "${STAGE}/bornes/${name}/${file}" "${text}")
  endforeach()
endforeach()
file(TOUCH "${STAMP}")
