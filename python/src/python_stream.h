// SPDX-License-Identifier: Apache-2.0
// A std::streambuf over a Python file object opened for reading, text or binary: the
// record reader reads a file of any size a chunk at a time, as the tools read theirs.
#pragma once

#include <pybind11/pybind11.h>

#include <optional>
#include <streambuf>
#include <string>

namespace bornes::python {

class PythonReadBuffer : public std::streambuf {
  public:
    explicit PythonReadBuffer(pybind11::object file) : file_(std::move(file)) {}

    // Raises what the file's read() raised, if it did: std::istream keeps none of it (it
    // sees an end of input).
    void raiseFailure();

  protected:
    int_type underflow() override;

  private:
    static constexpr std::size_t kChunk = 1 << 16;
    pybind11::object file_;
    std::string chunk_;
    std::optional<pybind11::error_already_set> failure_;
};

}  // namespace bornes::python
