// SPDX-License-Identifier: Apache-2.0
#include "cluster/solution_codec.h"

#include <limits>

#include "cluster/cluster_error.h"
#include "cluster/wire.h"

namespace bornes::cluster {

namespace {

constexpr std::uint8_t kFormat = 2;  // 2: lineQuickest and lineMovesOfS (a batch's JSON line)

// The fields encoded below: a field added to these structures must be encoded too (the
// same members in the same order have the same size).
struct SolutionFields {
    bool solved;
    int value;
    std::string limitHit;
    std::vector<MoveValue> moves;
    std::vector<Move> best;
    bool bestComplete;
    std::vector<Move> line;
    bool lineComplete;
    bool lineQuickest;
    int lineMovesOfS;
    SearchStats stats;
};
static_assert(sizeof(SolutionFields) == sizeof(Solution), "a Solution field is not encoded");
static_assert(sizeof(SearchStats) == 9 * sizeof(std::uint64_t) + sizeof(double),
              "a SearchStats field is not encoded");
static_assert(sizeof(MoveValue) == 8, "a MoveValue field is not encoded");

// The move of that card, action, side and seat (Move's constructor is private).
Move moveOf(Card card, Action action, int side, int seat) {
    switch (action) {
        case Action::Play:
            return Move::play(card);
        case Action::Attack:
            return Move::attack(card, side);
        case Action::Discard:
            return Move::discard(card);
        case Action::CoupFourre:
            return Move::coupFourre(seat, card);
        case Action::DeclineCoupFourre:
            return Move::declineCoupFourre();
        case Action::DeclareAllonge:
            return Move::declareAllonge();
        case Action::DeclineAllonge:
            return Move::declineAllonge();
    }
    return Move{};
}

// Bits that the move they name does not give back (a card kind beyond D200, unused bits
// set) are no move.
Move moveFrom(std::uint16_t raw) {
    const Card card = cardAt(raw & 0x1f);
    const Move m =
        moveOf(card, static_cast<Action>((raw >> 5) & 0x7), (raw >> 8) & 0x3, (raw >> 10) & 0x7);
    if (index(card) >= kCardKinds || m.raw() != raw)
        throw ClusterError("malformed solution: no move has the bits " + std::to_string(raw));
    return m;
}

void writeMoves(ByteWriter& w, const std::vector<Move>& moves) {
    w.u64(moves.size());
    for (const Move m : moves) w.u16(m.raw());
}

std::vector<Move> readMoves(ByteReader& in, std::size_t bytes) {
    const std::uint64_t n = in.u64();
    if (n > bytes / 2) throw ClusterError("malformed solution: too many moves");
    std::vector<Move> moves;
    moves.reserve(static_cast<std::size_t>(n));
    for (std::uint64_t i = 0; i < n; ++i) moves.push_back(moveFrom(in.u16()));
    return moves;
}

int readInt(ByteReader& in) {
    const std::int64_t v = in.i64();
    if (v < std::numeric_limits<int>::min() || v > std::numeric_limits<int>::max())
        throw ClusterError("malformed solution: a value out of range");
    return static_cast<int>(v);
}

bool readBool(ByteReader& in) {
    const std::uint8_t v = in.u8();
    if (v > 1) throw ClusterError("malformed solution: a flag neither 0 nor 1");
    return v == 1;
}

}  // namespace

std::string encodeSolution(const Solution& s) {
    ByteWriter w;
    w.u8(kFormat);
    w.u8(s.solved);
    w.i64(s.value);
    w.text(s.limitHit);
    w.u64(s.moves.size());
    for (const MoveValue& m : s.moves) {
        w.u16(m.move.raw());
        w.u8(m.known);
        w.i64(m.value);
    }
    writeMoves(w, s.best);
    w.u8(s.bestComplete);
    writeMoves(w, s.line);
    w.u8(s.lineComplete);
    w.u8(s.lineQuickest);
    w.i64(s.lineMovesOfS);
    const SearchStats& t = s.stats;
    for (const std::uint64_t n : {t.nodes, t.tableProbes, t.tableHits, t.tableCuts, t.tableStores,
                                  t.boundCuts, t.cutoffs, t.probes, t.playoutMoves})
        w.u64(n);
    w.f64(t.seconds);
    return std::move(w.bytes());
}

Solution decodeSolution(std::string_view bytes) {
    ByteReader in(bytes);
    if (const std::uint8_t format = in.u8(); format != kFormat)
        throw ClusterError("a solution in format " + std::to_string(format) + ", not " +
                           std::to_string(kFormat) + ": every rank must run the same build");
    Solution s;
    s.solved = readBool(in);
    s.value = readInt(in);
    s.limitHit = in.text();
    const std::uint64_t n = in.u64();
    if (n > bytes.size() / 11) throw ClusterError("malformed solution: too many moves");
    for (std::uint64_t i = 0; i < n; ++i) {
        MoveValue m;
        m.move = moveFrom(in.u16());
        m.known = readBool(in);
        m.value = readInt(in);
        s.moves.push_back(m);
    }
    s.best = readMoves(in, bytes.size());
    s.bestComplete = readBool(in);
    s.line = readMoves(in, bytes.size());
    s.lineComplete = readBool(in);
    s.lineQuickest = readBool(in);
    s.lineMovesOfS = readInt(in);
    SearchStats& t = s.stats;
    for (std::uint64_t* field :
         {&t.nodes, &t.tableProbes, &t.tableHits, &t.tableCuts, &t.tableStores, &t.boundCuts,
          &t.cutoffs, &t.probes, &t.playoutMoves})
        *field = in.u64();
    t.seconds = in.f64();
    in.finish();
    return s;
}

}  // namespace bornes::cluster
