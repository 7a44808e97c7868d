// SPDX-License-Identifier: Apache-2.0
// A solver's Solution as bytes and back, to send it from the rank that solved it to rank 0:
// every field, moves by Move::raw(), integers little-endian so that the hosts of a run may
// differ. The bytes begin with a format version: ranks running different builds are told
// apart instead of misread.
#pragma once

#include <string>
#include <string_view>

#include "solver/search.h"

namespace bornes::cluster {

std::string encodeSolution(const Solution& solution);
// Throws ClusterError when `bytes` are not a Solution of this format.
Solution decodeSolution(std::string_view bytes);

}  // namespace bornes::cluster
