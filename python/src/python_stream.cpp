// SPDX-License-Identifier: Apache-2.0
#include "python_stream.h"

namespace bornes::python {

namespace py = pybind11;

PythonReadBuffer::int_type PythonReadBuffer::underflow() {
    if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
    // Called with the GIL held: the reader runs in the Python thread that iterates.
    if (failure_) return traits_type::eof();
    try {
        const py::object read = file_.attr("read")(kChunk);
        if (!py::isinstance<py::bytes>(read) && !py::isinstance<py::str>(read))
            throw py::type_error("the file's read() gave neither bytes nor str");
        chunk_ = read.cast<std::string>();  // a str as UTF-8, as the notation is
    } catch (py::error_already_set& e) {
        failure_.emplace(std::move(e));
        return traits_type::eof();
    } catch (const py::builtin_exception& e) {
        e.set_error();
        failure_.emplace();
        return traits_type::eof();
    }
    if (chunk_.empty()) return traits_type::eof();
    setg(chunk_.data(), chunk_.data(), chunk_.data() + chunk_.size());
    return traits_type::to_int_type(*gptr());
}

void PythonReadBuffer::raiseFailure() {
    if (!failure_) return;
    py::error_already_set failure = std::move(*failure_);
    failure_.reset();
    throw failure;
}

}  // namespace bornes::python
