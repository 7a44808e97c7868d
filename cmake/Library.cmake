# SPDX-License-Identifier: Apache-2.0
# The library other programs link (doc/library.md, the -dev package): the engine, the
# players, the solver and the analyses (libanalysis/), and the reading, writing and playing
# of records (formats/ text, messages, notation), as static libraries with their headers
# under include/bornes/, found by find_package(bornes) (target bornes::bornes) and by
# pkg-config bornes. The rest of formats/ (replay, JSON, pictures, reports) stays inside the
# tools: its API is theirs.
include(CMakePackageConfigHelpers)

set(BORNES_LIBRARIES libanalysis_engine libanalysis_players libanalysis_solver
    libanalysis_analysis formats_text formats_messages formats_notation)
add_library(bornes_all INTERFACE)
set_target_properties(bornes_all PROPERTIES EXPORT_NAME bornes)
target_link_libraries(bornes_all INTERFACE ${BORNES_LIBRARIES})
install(TARGETS ${BORNES_LIBRARIES} bornes_all EXPORT bornesTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT dev)

# The headers, each folder as the includes name it: #include "engine/position.h".
foreach(folder engine players solver analysis)
  install(DIRECTORY libanalysis/${folder} DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/bornes
          COMPONENT dev FILES_MATCHING PATTERN "*.h")
endforeach()
foreach(folder text messages notation)
  install(DIRECTORY formats/${folder} DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/bornes
          COMPONENT dev FILES_MATCHING PATTERN "*.h" PATTERN "*.def")
endforeach()

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
