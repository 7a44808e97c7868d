// SPDX-License-Identifier: Apache-2.0
// A reader's diagnostic as a Python value, and the exception that carries one.
#include <pybind11/stl.h>

#include "bindings.h"
#include "messages/message.h"

namespace bornes::python {

using formats::Diagnostic;
using formats::Language;

Language languageNamed(const std::string& code) {
    const auto lang = formats::parseLanguage(code);
    if (!lang) throw py::value_error("language must be 'en' or 'fr', not '" + code + "'");
    return *lang;
}

void raiseNotationError(const std::string& source, const Diagnostic& d, Language lang) {
    const py::object error = py::module_::import("bornes.errors").attr("NotationError");
    const py::object raised =
        error(d.text(lang), source, d.where.line, d.where.column,
              std::string(formats::messageCode(d.what.id)), formats::messageRule(d.what));
    PyErr_SetObject(error.ptr(), raised.ptr());
    throw py::error_already_set();
}

void bindDiagnostics(py::module_& m) {
    py::class_<Diagnostic>(m, "Diagnostic",
                           "A problem the reader or the rules found: its place, its severity, "
                           "its message (in English; text(lang) in another), its code and rule.")
        .def_property_readonly(
            "severity", [](const Diagnostic& d) { return std::string(severityName(d.severity)); },
            "'error' or 'warning'")
        .def_property_readonly(
            "line", [](const Diagnostic& d) { return d.where.line; }, "1-based line")
        .def_property_readonly(
            "column", [](const Diagnostic& d) { return d.where.column; }, "1-based column")
        .def_property_readonly(
            "code",
            [](const Diagnostic& d) { return std::string(formats::messageCode(d.what.id)); },
            "the message's stable code (the JSON schemas' list)")
        .def_property_readonly(
            "rule", [](const Diagnostic& d) { return formats::messageRule(d.what); },
            "the rule or section it cites ('§4', 'R5', 'notation'), or ''")
        .def_property_readonly(
            "message", [](const Diagnostic& d) { return d.text(Language::English); },
            "the message in English, with the rule it cites")
        .def(
            "text",
            [](const Diagnostic& d, const std::string& lang) {
                return d.text(languageNamed(lang));
            },
            py::arg("lang") = "en", "the message in 'en' or 'fr'")
        .def("__repr__", [](const Diagnostic& d) {
            return "<Diagnostic " + std::to_string(d.where.line) + ":" +
                   std::to_string(d.where.column) + " " + std::string(severityName(d.severity)) +
                   ": " + d.message + ">";
        });
}

}  // namespace bornes::python
