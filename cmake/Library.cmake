# SPDX-License-Identifier: Apache-2.0
# The library other programs link (doc/library.md, the -dev package): the engine, the
# players, the solver and the analyses (libanalysis/), and the reading, writing and playing
# of records (formats/ text, messages, notation), as static libraries with their headers
# under include/bornes/ (#include <bornes/engine/position.h>), found by find_package(bornes)
# (target bornes::bornes) and by pkg-config bornes. The rest of formats/ (replay, JSON, pictures, reports) stays inside the
# tools: its API is theirs.
include(CMakePackageConfigHelpers)

set(BORNES_LIBRARIES libanalysis_engine libanalysis_players libanalysis_solver
    libanalysis_analysis formats_text formats_messages formats_notation)
add_library(bornes_all INTERFACE)
set_target_properties(bornes_all PROPERTIES EXPORT_NAME bornes)
target_link_libraries(bornes_all INTERFACE ${BORNES_LIBRARIES})
install(TARGETS ${BORNES_LIBRARIES} bornes_all EXPORT bornesTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT dev)

# The headers under include/bornes/, and only include/ on a program's path (the targets'
# INSTALL_INTERFACE, bornes.pc): #include <bornes/engine/position.h>. The source tree names
# them by folder ("engine/position.h"); cmake/StageHeaders.cmake stages a copy in the build
# tree with their includes of one another prefixed by bornes/, and that copy is installed.
set(BORNES_HEADER_FOLDERS "")
set(BORNES_HEADER_SOURCES "")
foreach(folder engine players solver analysis)
  list(APPEND BORNES_HEADER_FOLDERS "${folder}=${PROJECT_SOURCE_DIR}/libanalysis/${folder}")
endforeach()
foreach(folder text messages notation)
  list(APPEND BORNES_HEADER_FOLDERS "${folder}=${PROJECT_SOURCE_DIR}/formats/${folder}")
endforeach()
foreach(pair IN LISTS BORNES_HEADER_FOLDERS)
  string(REGEX REPLACE "^[^=]*=" "" dir "${pair}")
  file(GLOB headers CONFIGURE_DEPENDS "${dir}/*.h" "${dir}/*.def")
  list(APPEND BORNES_HEADER_SOURCES ${headers})
endforeach()
set(BORNES_HEADER_STAGE ${PROJECT_BINARY_DIR}/include)
list(JOIN BORNES_HEADER_FOLDERS "|" folders)
add_custom_command(
  OUTPUT ${BORNES_HEADER_STAGE}/bornes.stamp
  COMMAND ${CMAKE_COMMAND} -DSTAGE=${BORNES_HEADER_STAGE} -DFOLDERS=${folders}
          -DSTAMP=${BORNES_HEADER_STAGE}/bornes.stamp -P ${PROJECT_SOURCE_DIR}/cmake/StageHeaders.cmake
  DEPENDS ${BORNES_HEADER_SOURCES} ${PROJECT_SOURCE_DIR}/cmake/StageHeaders.cmake
  COMMENT "Staging the installed headers under include/bornes/" VERBATIM)
add_custom_target(bornes_headers ALL DEPENDS ${BORNES_HEADER_STAGE}/bornes.stamp)
install(DIRECTORY ${BORNES_HEADER_STAGE}/bornes DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
        COMPONENT dev)

set(BORNES_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/bornes)
install(EXPORT bornesTargets NAMESPACE bornes:: DESTINATION ${BORNES_CMAKE_DIR} COMPONENT dev)
configure_package_config_file(cmake/bornesConfig.cmake.in
                              ${CMAKE_CURRENT_BINARY_DIR}/bornesConfig.cmake
                              INSTALL_DESTINATION ${BORNES_CMAKE_DIR})
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/bornesConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/bornesConfig.cmake
              ${CMAKE_CURRENT_BINARY_DIR}/bornesConfigVersion.cmake
        DESTINATION ${BORNES_CMAKE_DIR} COMPONENT dev)

# pkg-config: the libraries in link order, ICU for the words' plurals and accents.
# Relocatable: the prefix found from where the file lies (cmake --install --prefix anywhere).
file(RELATIVE_PATH BORNES_PC_UP /${CMAKE_INSTALL_LIBDIR}/pkgconfig /)
string(REGEX REPLACE "/$" "" BORNES_PC_UP "${BORNES_PC_UP}")
configure_file(cmake/bornes.pc.in ${CMAKE_CURRENT_BINARY_DIR}/bornes.pc @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/bornes.pc
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig COMPONENT dev)

# The library's documentation: this page, the example and the README of the tools' JSON
# schemas, in share/doc/bornes/library/ as libbornes-dev has them in its own doc folder.
# Debian installs them there itself (debian/libbornes-dev.docs), hence the switch.
option(BORNES_INSTALL_LIBRARY_DOCS "install doc/library.md, its example and the schemas' README" ON)
if(BORNES_INSTALL_LIBRARY_DOCS)
  set(BORNES_LIBRARY_DOCDIR ${CMAKE_INSTALL_DOCDIR}/library)
  install(FILES doc/library.md DESTINATION ${BORNES_LIBRARY_DOCDIR} COMPONENT dev)
  install(FILES doc/example/CMakeLists.txt doc/example/replay_and_solve.cpp
          DESTINATION ${BORNES_LIBRARY_DOCDIR}/example COMPONENT dev)
  install(FILES formats/json/schemas/README.md DESTINATION ${BORNES_LIBRARY_DOCDIR}/schemas
          COMPONENT dev)
endif()
