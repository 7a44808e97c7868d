// SPDX-License-Identifier: Apache-2.0
// Bytes in a fixed layout (little-endian integers, whatever the machine), so that
// the hosts of one run may differ. A ByteReader refuses anything short or left over.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "cluster/cluster_error.h"

namespace bornes::cluster {

class ByteWriter {
  public:
    void u8(std::uint8_t v) { bytes_.push_back(static_cast<char>(v)); }
    void u16(std::uint16_t v) { unsigned_(v, 2); }
    void u32(std::uint32_t v) { unsigned_(v, 4); }
    void u64(std::uint64_t v) { unsigned_(v, 8); }
    void i64(std::int64_t v) { u64(static_cast<std::uint64_t>(v)); }
    void f64(double v) { u64(std::bit_cast<std::uint64_t>(v)); }
    void text(std::string_view t) {
        u64(t.size());
        bytes_.append(t);
    }
    void rest(std::string_view t) { bytes_.append(t); }  // the last field: no length

    std::string& bytes() { return bytes_; }

  private:
    void unsigned_(std::uint64_t v, int n) {
        for (int i = 0; i < n; ++i) bytes_.push_back(static_cast<char>((v >> (8 * i)) & 0xff));
    }
    std::string bytes_;
};

class ByteReader {
  public:
    explicit ByteReader(std::string_view bytes) : bytes_(bytes) {}

    std::uint8_t u8() { return static_cast<std::uint8_t>(unsigned_(1)); }
    std::uint16_t u16() { return static_cast<std::uint16_t>(unsigned_(2)); }
    std::uint32_t u32() { return static_cast<std::uint32_t>(unsigned_(4)); }
    std::uint64_t u64() { return unsigned_(8); }
    std::int64_t i64() { return static_cast<std::int64_t>(u64()); }
    double f64() { return std::bit_cast<double>(u64()); }
    std::string text() {
        const std::uint64_t n = u64();
        need(n);
        std::string t(bytes_.substr(at_, static_cast<std::size_t>(n)));
        at_ += static_cast<std::size_t>(n);
        return t;
    }
    std::string rest() {
        std::string t(bytes_.substr(at_));
        at_ = bytes_.size();
        return t;
    }
    void finish() const {
        if (at_ != bytes_.size()) throw ClusterError("malformed message: bytes left over");
    }

  private:
    void need(std::uint64_t n) const {
        if (n > bytes_.size() - at_) throw ClusterError("malformed message: too short");
    }
    std::uint64_t unsigned_(int n) {
        need(static_cast<std::uint64_t>(n));
        std::uint64_t v = 0;
        for (int i = 0; i < n; ++i)
            v |= std::uint64_t{static_cast<unsigned char>(bytes_[at_++])} << (8 * i);
        return v;
    }
    std::string_view bytes_;
    std::size_t at_ = 0;
};

}  // namespace bornes::cluster
