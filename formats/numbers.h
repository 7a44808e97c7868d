// Numbers as each language prints them (ICU): "1 000" in French, "1,000" in English.
#pragma once

#include <string>

#include "language.h"

namespace bornes::formats {

std::string formatNumber(long value, Language lang);

}  // namespace bornes::formats
