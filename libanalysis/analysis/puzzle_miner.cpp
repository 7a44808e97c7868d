// SPDX-License-Identifier: Apache-2.0
#include "analysis/puzzle_miner.h"

#include <algorithm>
#include <array>

#include "engine/movegen.h"
#include "engine/position_setup.h"
#include "solver/move_order.h"
#include "solver/search_state.h"

namespace bornes {

namespace {

constexpr std::array<std::string_view, kThemes> kThemeNames = {
    "coup-fourre",  "couronnement", "third-200", "leader",   "hold-safety",
    "right-of-way", "allonge",      "capot",     "play-out",
};

// The moves in classes of the same effect: the discards of dead cards (move_order.h) are one.
struct MoveClass {
    std::vector<Move> moves;
    int value = 0;
    bool known = true;
};

std::vector<MoveClass> classesOf(const Position& pos, const Solution& all) {
    const SearchDeal deal = SearchDeal::of(pos);
    const SearchState state(pos, deal);
    const std::uint32_t dead = deadKinds(state, pos.sideToMove());
    std::vector<MoveClass> classes;
    int deadClass = -1;
    for (const MoveValue& mv : all.moves) {
        const bool isDead = mv.move.action() == Action::Discard && (dead & bit(mv.move.card()));
        if (isDead && deadClass >= 0) {
            MoveClass& c = classes[static_cast<std::size_t>(deadClass)];
            c.moves.push_back(mv.move);
            c.value = std::max(c.value, mv.value);
            c.known = c.known && mv.known;
            continue;
        }
        if (isDead) deadClass = static_cast<int>(classes.size());
        classes.push_back({{mv.move}, mv.value, mv.known});
    }
    return classes;
}

bool holdsSafety(const Position& pos) {
    for (int k = 0; k < kSafeties; ++k)
        if (pos.hand(pos.toMove()).count(cardAt(index(Card::RightOfWay) + k)) > 0) return true;
    return false;
}

// A side with Right of Way laid whose battle pile is empty or topped by a hazard: where its
// own rules act (rolling without a Roll, a remedy alone putting it back on the road, §4).
bool rightOfWayActs(const Tableau& t) {
    return t.has(Card::RightOfWay) && (t.battleTop == Card::None || isHazard(t.battleTop));
}

bool laysSafety(Move m) {
    return (m.action() == Action::Play || m.action() == Action::CoupFourre) && isSafety(m.card());
}

// What the themes read of the winning line: the answer, then best play to the line's end.
struct LineSeen {
    Position end;
    bool allongeDeclared = false;  // an allonge is declared on it (declining it, which ends
                                   // the hand, is no more than the winning move's end)
    bool playOutRule = false;      // with the pile empty: a player out of cards passed over, a
                                   // safety laid without an extra turn (R3), an end by exhaustion
};

LineSeen seeLine(const Position& pos, const std::vector<Move>& line) {
    LineSeen seen{pos};
    Position& at = seen.end;
    for (Move m : line) {
        if (at.over()) break;
        seen.allongeDeclared = seen.allongeDeclared || m.action() == Action::DeclareAllonge;
        if (at.pileSize() == 0 && laysSafety(m)) seen.playOutRule = true;
        at.apply(m);
        // Passed over: out of cards while the others play on (not the allonge decision of a
        // side that has just reached the target with its last card).
        for (int seat = 0; seat < at.table().players && at.phase() == Phase::Turn; ++seat)
            if (at.pileSize() == 0 && at.hand(seat).empty()) seen.playOutRule = true;
    }
    if (at.over() && at.winner() == kNoSide && at.pileSize() == 0) seen.playOutRule = true;
    return seen;
}

// The position with `side`'s third 200 made live: one 200 fewer on its table for the same
// kilometres, made up of distance cards from the discard pile (the 200 goes there), nothing
// else changed. None when the discard pile cannot make up the 200 km.
std::optional<Position> withLiveThird200(const Position& pos, int side) {
    PositionSetup s = describe(pos);
    std::vector<Card>& distance = s.sides[static_cast<std::size_t>(side)].distance;
    const auto it = std::find(distance.begin(), distance.end(), Card::D200);
    if (it == distance.end()) return std::nullopt;
    const auto held = [&](Card c) {
        return static_cast<int>(std::count(s.discard.begin(), s.discard.end(), c));
    };
    for (int a = std::min(2, held(Card::D100)); a >= 0; --a)
        for (int b = std::min(2, held(Card::D75)); b >= 0; --b)
            for (int c = std::min(4, held(Card::D50)); c >= 0; --c) {
                const int d = (200 - 100 * a - 75 * b - 50 * c) / 25;
                if (100 * a + 75 * b + 50 * c + 25 * d != 200 || d < 0 || d > held(Card::D25))
                    continue;
                distance.erase(it);
                for (const auto& [card, n] : {std::pair{Card::D100, a}, std::pair{Card::D75, b},
                                              std::pair{Card::D50, c}, std::pair{Card::D25, d}})
                    for (int k = 0; k < n; ++k) {
                        s.discard.erase(std::find(s.discard.begin(), s.discard.end(), card));
                        distance.push_back(card);
                    }
                s.discard.push_back(Card::D200);
                return buildPosition(s).position;
            }
    return std::nullopt;
}

// Whether the answer turns on a dead third 200 (§4) held by a player of `side`: with the 200
// live the answer would no longer be the one best move (it stops winning, or another move
// does as well). A search of its own, in tables of its own: the miner's are left as they were.
bool turnsOnThird200(const Solver& solver, const Position& pos, const MinedPuzzle& p, int side,
                     const SearchLimits& limits, SearchStats& stats) {
    const std::optional<Position> live = withLiveThird200(pos, side);
    if (!live) return false;
    Solver own(8 << 20, solver.options());
    const Solution all = own.solve(*live, {p.query, false, true, false, 0, limits});
    stats += all.stats;
    if (!all.solved) return false;
    const auto answer = std::find_if(all.moves.begin(), all.moves.end(),
                                     [&](const MoveValue& mv) { return mv.move == p.answer; });
    if (answer == all.moves.end() || !answer->known) return false;
    if (p.query.boolean() && answer->value != 1) return true;
    return std::any_of(all.moves.begin(), all.moves.end(), [&](const MoveValue& mv) {
        return mv.known && mv.value >= answer->value &&
               std::find(p.merged.begin(), p.merged.end(), mv.move) == p.merged.end();
    });
}

// The third 200 (§4): a side has two 200s down and one of its players holds the dead third,
// and the answer is about it: it throws that 200 away, or with the 200 live it would not be
// the answer (the hazard goes elsewhere, the waiting move would lose...).
bool thirdTwoHundred(const Solver& solver, const Position& pos, const MinedPuzzle& p,
                     const SearchLimits& limits, SearchStats& stats) {
    const Table& table = pos.table();
    for (int side = 0; side < table.sides; ++side) {
        if (pos.tableau(side).twoHundreds() != 2) continue;
        bool held = false;
        for (int seat = 0; seat < table.players; ++seat)
            held = held || (table.sideOf(seat) == side && pos.hand(seat).count(Card::D200) > 0);
        if (!held) continue;
        if (side == p.query.side && p.answer.action() == Action::Discard &&
            p.answer.card() == Card::D200)
            return true;
        if (turnsOnThird200(solver, pos, p, side, limits, stats)) return true;
    }
    return false;
}

// The leader (R11): three sides, the answer is a hazard, and the same hazard could have gone
// on the other opposing side (a losing move: which side to hit is the point).
bool choosesTheSide(const Position& pos, Move a) {
    if (pos.table().sides != 3 || a.action() != Action::Attack) return false;
    for (Move m : legalMoves(pos))
        if (m.action() == Action::Attack && m.card() == a.card() && !(m == a)) return true;
    return false;
}

// Right of Way (§4): the answer lays it, or goes on the battle pile of a side whose Right of
// Way acts there: a remedy that alone puts it back on the road, a hazard on a side rolling
// with no Roll.
bool touchesRightOfWay(const Position& pos, Move a) {
    if (laysSafety(a)) return a.card() == Card::RightOfWay;
    if (a.action() == Action::Attack) return rightOfWayActs(pos.tableau(a.side()));
    return a.action() == Action::Play && isRemedy(a.card()) &&
           rightOfWayActs(pos.tableau(pos.sideToMove()));
}

// Each theme names only what the answer touches: the winning move, the winning line it opens
// (`line`, the answer first) and the losing moves it refutes; what is merely on the table is
// not a theme. Each rule is said again in bornes-puzzles(1).
Themes themesOf(const Solver& solver, const Position& pos, const MinedPuzzle& p,
                const std::vector<MoveClass>& classes, const std::vector<Move>& line,
                const SearchLimits& limits, SearchStats& stats) {
    Themes t = 0;
    const int side = p.query.side;
    const Move a = p.answer;
    const auto tag = [&t](Theme theme, bool on) {
        if (on) t |= themeBit(theme);
    };
    const LineSeen seen = seeLine(pos, line);
    tag(Theme::CoupFourre, pos.phase() == Phase::CoupFourre || a.action() == Action::CoupFourre);
    // Asked a win that must be a couronnement (its question's row), or the line ends in one.
    const QuestionTraits& asked = questionTraits(p.query.question);
    tag(Theme::Couronnement, asked.finish == Finish::YesWithPileEmpty ||
                                 (seen.end.winner() == side && seen.end.crowned()));
    tag(Theme::ThirdTwoHundred, thirdTwoHundred(solver, pos, p, limits, stats));
    tag(Theme::Leader, choosesTheSide(pos, a));
    const bool safetyLoses = std::any_of(classes.begin(), classes.end(), [&](const MoveClass& c) {
        return c.value < p.value && laysSafety(c.moves.front());
    });
    tag(Theme::HoldSafety, holdsSafety(pos) && !laysSafety(a) && safetyLoses);
    tag(Theme::RightOfWay, touchesRightOfWay(pos, a));
    // The allonge: decided now or declared on the line, or, asked the score, a declared allonge
    // that the line ends failed (its 200 points for the declarer's opponents are in the answer's
    // value).
    const int declarer = seen.end.allongeSide();
    tag(Theme::Allonge, pos.phase() == Phase::Allonge || seen.allongeDeclared ||
                            (!asked.yesNo && declarer != kNoSide && seen.end.over() &&
                             seen.end.winner() != declarer));
    // The capot (R13): asked the points, and the line ends with an opposing side at 0 km.
    for (int s = 0; s < pos.table().sides; ++s)
        tag(Theme::Capot, !asked.yesNo && s != side && seen.end.tableau(s).distance == 0);
    // The play-out (§6, R9): the answer is played with the pile empty, and its line rests on
    // it: S plays on from a hand nothing refills (two decisions or more), or the play-out's
    // own rules act (seeLine); not an answer that settles the hand by itself.
    tag(Theme::PlayOut, pos.pileSize() == 0 && (p.quickest >= 2 || seen.playOutRule));
    return t;
}

// Whether `m` ends the hand at once with what the question asks (a win in one move), or, for
// score, ends it at all or reaches the target.
bool endsAtOnce(const Position& pos, Move m, const Query& q) {
    Position after = pos;
    after.apply(m);
    switch (q.question) {
        case Question::Reach:
            return after.reached(q.side);
        case Question::Couronnement:
            return after.over() && endValue(after, q) == 1;
        case Question::Score:
            // Reaching the target is a win in one move, whatever the allonge decision after.
            return after.over() || after.reached(q.side);
    }
    return false;
}

}  // namespace

std::string_view themeName(Theme t) {
    return kThemeNames[static_cast<std::size_t>(t)];
}

std::optional<Theme> parseTheme(std::string_view name) {
    for (int i = 0; i < kThemes; ++i)
        if (kThemeNames[static_cast<std::size_t>(i)] == name) return static_cast<Theme>(i);
    return std::nullopt;
}

int difficultyOf(int quickest, int losing, int pile) {
    return std::min(5, 1 + (quickest >= 3) + (quickest >= 5) + (losing >= 3) + (pile >= 3));
}

MiningResult minePosition(Solver& solver, const Position& pos, const MiningRequest& request) {
    MiningResult result;
    if (!perfectInformation(pos)) return result.verdict = MiningVerdict::Hidden, result;
    const MoveList legal = legalMoves(pos);
    if (legal.size() <= 1) return result.verdict = MiningVerdict::Forced, result;
    MinedPuzzle p;
    p.query = Query{request.question, pos.sideToMove(), request.rules};
    SolveRequest ask{p.query, false, false, true, 0, request.limits};
    const Solution root = solver.solve(pos, ask);
    result.stats += root.stats;
    if (!root.solved) return result.verdict = MiningVerdict::Unsolved, result;
    if (root.stats.nodes <= 1) return result.verdict = MiningVerdict::Bound, result;
    if (p.query.boolean() && root.value != 1) return result.verdict = MiningVerdict::NoWin, result;
    ask.allMoves = true;
    ask.line = false;
    const Solution all = solver.solve(pos, ask);
    result.stats += all.stats;
    if (!all.solved) return result.verdict = MiningVerdict::Unsolved, result;
    std::vector<MoveClass> classes = classesOf(pos, all);
    if (std::any_of(classes.begin(), classes.end(), [](const MoveClass& c) { return !c.known; }))
        return result.verdict = MiningVerdict::Unsolved, result;
    std::stable_sort(classes.begin(), classes.end(),
                     [](const MoveClass& a, const MoveClass& b) { return a.value > b.value; });
    const bool sharp = classes.size() == 1 ||
                       (p.query.boolean() ? classes[1].value < classes[0].value
                                          : classes[0].value - classes[1].value >= request.margin);
    if (classes.size() < 2 || !sharp) return result.verdict = MiningVerdict::NotSharp, result;
    p.value = classes[0].value;
    p.merged = classes[0].moves;
    // The answer on the principal line when it is of the winning class, else the class's first.
    p.answer = !root.line.empty() && std::find(p.merged.begin(), p.merged.end(),
                                               root.line.front()) != p.merged.end()
                   ? root.line.front()
                   : p.merged.front();
    if (endsAtOnce(pos, p.answer, p.query)) return result.verdict = MiningVerdict::WinInOne, result;
    p.moves = static_cast<int>(classes.size());
    p.runnerUp = classes[1].value;
    p.losing = static_cast<int>(std::count_if(
        classes.begin(), classes.end(), [&](const MoveClass& c) { return c.value < p.value; }));
    p.nodes = root.stats.nodes;
    p.quickest = std::max(1, root.lineMovesOfS);
    p.difficulty = difficultyOf(p.quickest, p.losing, pos.pileSize());
    p.themes = themesOf(solver, pos, p, classes, root.line, request.limits, result.stats);
    result.puzzle = p;
    result.verdict = MiningVerdict::Puzzle;
    return result;
}

}  // namespace bornes
