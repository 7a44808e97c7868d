// SPDX-License-Identifier: Apache-2.0
// The module bornes._bornes, which the package bornes (python/bornes/) presents: the
// library's records, positions and solver as Python values.
#include "bindings.h"

PYBIND11_MODULE(_bornes, m) {
    m.doc() = "The bornes library (1000 Bornes records, positions and exact solver) for Python.";
    bornes::python::bindDiagnostics(m);
    bornes::python::bindHands(m);
    bornes::python::bindGames(m);
    bornes::python::bindPositions(m);
    bornes::python::bindSolving(m);
    bornes::python::bindEstimates(m);
    bornes::python::bindSelfPlay(m);
}
