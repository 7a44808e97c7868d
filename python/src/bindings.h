// SPDX-License-Identifier: Apache-2.0
// The Python module's parts (doc/python.md): each binds one concept of the library and is
// called once by the module's initialisation (module.cpp).
#pragma once

#include <pybind11/pybind11.h>

#include <string>

#include "messages/diagnostic.h"
#include "text/language.h"

namespace bornes::python {

namespace py = pybind11;

void bindDiagnostics(py::module_& m);
void bindGames(py::module_& m);
void bindHands(py::module_& m);
void bindPositions(py::module_& m);
void bindSolving(py::module_& m);
void bindEstimates(py::module_& m);
void bindSelfPlay(py::module_& m);

// The language a Python caller names ("en", "fr"), or ValueError.
formats::Language languageNamed(const std::string& code);

// Raises bornes.NotationError for `d` read from `source` (its place, its message in `lang`,
// its code and rule).
[[noreturn]] void raiseNotationError(const std::string& source, const formats::Diagnostic& d,
                                     formats::Language lang);

}  // namespace bornes::python
