# SPDX-License-Identifier: Apache-2.0
# The Debian package: cpack --config build/CPackConfig.cmake writes bornes_VERSION_ARCH.deb
# from what cmake --install installs (the tools, the man pages, the schemas, the docs), under
# /usr. Its Depends are computed by dpkg-shlibdeps (package dpkg-dev) from the libraries the
# tools link: ICU, Boost.Program_options, Graphviz, libstdc++ (and the sanitizers' runtimes
# in a BORNES_SANITIZE build).
set(CPACK_GENERATOR DEB)
set(CPACK_VERBATIM_VARIABLES ON)
set(CPACK_PACKAGE_NAME bornes)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "bornes maintainers <maintainers@users.noreply.a-seed-af6dacab.example>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
# The long description, in lines of under 80 columns (each a line of the control file).
set(CPACK_PACKAGE_DESCRIPTION [[
Command-line tools for the card game 1000 Bornes: play games between
computer players, validate and replay game records in the bornes notation,
solve positions exactly, and draw decision trees, table diagrams and
step-through pages. With man pages and the JSON schemas of the outputs.]])
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The pictures are drawn in DejaVu Sans (README, "Pictures").
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS fonts-dejavu-core)

# A source package (package_source) leaves out the build trees and the fuzzers' findings.
set(CPACK_SOURCE_IGNORE_FILES "/\\.git/" "/build[^/]*/" "/\\.cache/"
    "/crash-" "/leak-" "/timeout-" "/oom-")

include(CPack)
