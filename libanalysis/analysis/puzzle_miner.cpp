// SPDX-License-Identifier: Apache-2.0
#include "analysis/puzzle_miner.h"

#include <algorithm>
#include <array>

#include "engine/movegen.h"
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
bool rightOfWayActs(const Position& pos) {
    for (int s = 0; s < pos.table().sides; ++s) {
        const Tableau& t = pos.tableau(s);
        if (t.has(Card::RightOfWay) && (t.battleTop == Card::None || isHazard(t.battleTop)))
            return true;
    }
    return false;
}

bool laysSafety(Move m) {
    return (m.action() == Action::Play || m.action() == Action::CoupFourre) && isSafety(m.card());
}

Themes themesOf(const Position& pos, const MinedPuzzle& p, const std::vector<MoveClass>& classes,
                const std::vector<Move>& line) {
    Themes t = 0;
    const int side = p.query.side;
    const Move a = p.answer;
    if (pos.phase() == Phase::CoupFourre || a.action() == Action::CoupFourre)
        t |= themeBit(Theme::CoupFourre);
    if (pos.phase() == Phase::Allonge || pos.allongeSide() != kNoSide)
        t |= themeBit(Theme::Allonge);
    Position end = pos;
    for (Move m : line) {
        if (end.over()) break;
        end.apply(m);
    }
    if (p.query.question == Question::Couronnement || (end.winner() == side && end.crowned()))
        t |= themeBit(Theme::Couronnement);
    for (int seat = 0; seat < pos.table().players; ++seat)
        if (pos.hand(seat).count(Card::D200) > 0 &&
            pos.tableau(pos.table().sideOf(seat)).twoHundreds() == 2)
            t |= themeBit(Theme::ThirdTwoHundred);
    if (pos.table().sides == 3 && a.action() == Action::Attack) t |= themeBit(Theme::Leader);
    const bool safetyLoses = std::any_of(classes.begin(), classes.end(), [&](const MoveClass& c) {
        return c.value < p.value && laysSafety(c.moves.front());
    });
    if (holdsSafety(pos) && !laysSafety(a) && safetyLoses) t |= themeBit(Theme::HoldSafety);
    if ((laysSafety(a) && a.card() == Card::RightOfWay) || rightOfWayActs(pos))
        t |= themeBit(Theme::RightOfWay);
    if (p.query.question == Question::Score)
        for (int s = 0; s < pos.table().sides; ++s)
            if (s != side && pos.tableau(s).distance == 0) t |= themeBit(Theme::Capot);
    if (pos.pileSize() == 0) t |= themeBit(Theme::PlayOut);
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
    p.themes = themesOf(pos, p, classes, root.line);
    result.puzzle = p;
    result.verdict = MiningVerdict::Puzzle;
    return result;
}

}  // namespace bornes
