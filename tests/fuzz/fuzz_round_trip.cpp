// SPDX-License-Identifier: Apache-2.0
// The canonical writer: every record read without a syntax error is completed and written;
// what must hold is that the written text reads back as one record without an error, that
// writing it again gives the same bytes, that the verdict (valid or not, lenient or strict
// by the input's last byte) does not change, and that nothing throws on the way.
#include "fuzz_check.h"
#include "notation/record_player.h"
#include "notation/record_reader.h"
#include "notation/record_writer.h"

using namespace bornes::formats;

namespace {

std::string canonical(const Record& record) {
    Record completed = record;
    completeRecord(completed);
    return writeRecord(completed);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = bornes::fuzz::textOf(data, size);
    PlayOptions options;
    options.strict = (bornes::fuzz::modeOf(data, size) & 1) != 0;
    std::vector<Diagnostic> problems;
    const std::vector<Record> records = readRecords(text, problems);
    if (hasError(problems)) return 0;  // a game cut by a syntax error is not written whole
    for (const Record& record : records) {
        std::vector<Diagnostic> verdict;
        const bool valid = playRecord(record, options, verdict).valid;
        const std::string first = canonical(record);

        std::vector<Diagnostic> reread;
        const std::vector<Record> back = readRecords(first, reread);
        if (hasError(reread) || back.size() != 1) std::fprintf(stderr, "%s", first.c_str());
        FUZZ_CHECK(!hasError(reread), "the canonical text does not read back");
        FUZZ_CHECK(back.size() == 1, "the canonical text reads as another number of games");
        std::vector<Diagnostic> verdictAgain;
        FUZZ_CHECK(playRecord(back.front(), options, verdictAgain).valid == valid,
                   "writing the record changed its verdict");
        FUZZ_CHECK(canonical(back.front()) == first, "writing twice gives other bytes");
    }
    return 0;
}
