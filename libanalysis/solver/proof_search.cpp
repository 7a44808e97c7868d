// SPDX-License-Identifier: Apache-2.0
#include "solver/proof_search.h"

#include <algorithm>
#include <bit>
#include <optional>
#include <vector>

#include "solver/alpha_beta.h"
#include "solver/bounds.h"
#include "solver/outlook.h"

namespace bornes {

namespace {

constexpr std::uint32_t kInf = kInfiniteProof;
constexpr ProofNumbers kProved{0, kInf};
constexpr ProofNumbers kDisproved{kInf, 0};

std::uint32_t saturatingAdd(std::uint32_t a, std::uint32_t b) {
    const std::uint64_t sum = std::uint64_t{a} + b;
    return sum >= kInf ? kInf - 1 : static_cast<std::uint32_t>(sum);
}

class ProofNumberSearch {
  public:
    ProofNumberSearch(SearchContext& ctx, int gamma, const ProofSettings& settings)
        : ctx_(ctx), q_(ctx.query()), gamma_(gamma), settings_(settings) {
        // The numbers depend on the bound asked: their key says it.
        gammaKey_ =
            static_cast<std::uint64_t>(static_cast<std::uint32_t>(gamma)) * 0x9e3779b97f4a7c15ULL;
        children_.reserve(4096);
    }

    ProofResult run(const SearchState& root) {
        const std::uint64_t key = ctx_.keyOf(root);
        ProofNumbers n = evaluate(root, key);
        while (n.proof != 0 && n.disproof != 0 && !ctx_.aborted()) n = mid(root, key, kInf, kInf);
        if (n.proof == 0) return ProofResult::Proved;
        if (n.disproof == 0) return ProofResult::Disproved;
        return ProofResult::Unknown;
    }

  private:
    struct Child {
        SearchState state;
        std::uint64_t key;
        ProofNumbers numbers;
        Move move;
    };

    // Settled states go to the transposition table as bounds: every search finds them.
    void settle(const SearchState& s, std::uint64_t key, bool proved, Move move) {
        if (!ctx_.options().table || s.phase() != Phase::Turn) return;
        if (proved)
            ctx_.table().store(key, gamma_, kNoBound, move, 1);
        else
            ctx_.table().store(key, -kNoBound, gamma_ - 1, move, 1);
    }

    // The numbers of a state met for the first time in this visit of its parent: settled,
    // known to a table, settled by the bounds or a small alpha-beta, or a fresh leaf.
    ProofNumbers evaluate(const SearchState& s, std::uint64_t key) {
        int v = 0;
        if (ctx_.settled(s, v)) return v >= gamma_ ? kProved : kDisproved;
        const bool turn = s.phase() == Phase::Turn;
        if (ctx_.options().table && turn)
            if (const TableEntry* e = ctx_.table().find(key)) {
                if (e->lower >= gamma_) return kProved;
                if (e->upper < gamma_) return kDisproved;
            }
        if (const ProofEntry* e = ctx_.proofs().find(key ^ gammaKey_))
            return {e->proof, e->disproof};
        if (ctx_.countNode()) return {1, 1};
        if (ctx_.options().bounds) {
            Outlook outlook(s, ctx_.options().tempo);
            const ValueBounds b = quickBounds(outlook, q_, gamma_, raceBounds(ctx_.options()));
            if (b.lower >= gamma_ || b.upper < gamma_) {
                ++ctx_.stats().boundCuts;
                return b.lower >= gamma_ ? kProved : kDisproved;
            }
        }
        if (settings_.leafBudget) {
            const std::optional<int> r = alphaBeta(ctx_, s, gamma_, settings_.leafBudget);
            if (r) return *r >= gamma_ ? kProved : kDisproved;
        }
        // Kept, so that the leaf is not searched again each time its parent is visited.
        const ProofNumbers n = settings_.playouts.playouts > 0
                                   ? playoutNumbers(ctx_, s, gamma_, key, settings_.playouts)
                                   : ProofNumbers{1, 1};
        if (!ctx_.aborted()) ctx_.proofs().store(key ^ gammaKey_, n, Move{}, 0);
        return n;
    }

    ProofNumbers mid(const SearchState& s, std::uint64_t key, std::uint32_t thProof,
                     std::uint32_t thDisproof) {
        const std::uint64_t nodesBefore = ctx_.stats().nodes;
        if (ctx_.countNode()) return {1, 1};
        const bool orNode = s.sideToMove() == q_.side;
        Move hint{};
        if (const ProofEntry* e = ctx_.proofs().find(key ^ gammaKey_)) hint = e->move;
        Outlook outlook(s, ctx_.options().tempo);
        std::optional<Relevance> relevance;
        if (s.phase() == Phase::Turn) relevance.emplace(outlook, q_, ctx_.options().finishing);
        const MoveList moves = orderedMoves(outlook, q_, hint, ctx_.order(),
                                            relevance ? &relevance->hand(s.toMove()) : nullptr);
        const std::size_t first = children_.size();
        for (Move m : moves) {
            Child c;
            c.state = s;
            c.state.apply(m);
            c.key = ctx_.keyOf(c.state);
            c.move = m;
            c.numbers = evaluate(c.state, c.key);
            children_.push_back(c);
            // A proved move of S, or a disproving move of its opponents, settles the state.
            if (orNode ? c.numbers.proof == 0 : c.numbers.disproof == 0) break;
            if (ctx_.aborted()) break;
        }
        ProofNumbers n{1, 1};
        Move bestMove{};
        for (;;) {
            // The state's numbers from its children's.
            std::uint32_t minProof = kInf, minDisproof = kInf, sumProof = 0, sumDisproof = 0;
            std::size_t best = first;
            std::uint32_t second = kInf;
            for (std::size_t i = first; i < children_.size(); ++i) {
                const ProofNumbers& c = children_[i].numbers;
                sumProof = c.proof >= kInf ? kInf : saturatingAdd(sumProof, c.proof);
                sumDisproof = c.disproof >= kInf ? kInf : saturatingAdd(sumDisproof, c.disproof);
                const std::uint32_t rank = orNode ? c.proof : c.disproof;
                const std::uint32_t bestKey = orNode ? minProof : minDisproof;
                if (rank < bestKey) {
                    second = bestKey;
                    best = i;
                } else if (rank < second) {
                    second = rank;
                }
                minProof = std::min(minProof, c.proof);
                minDisproof = std::min(minDisproof, c.disproof);
            }
            // Sums: once a child is infinite the sum is (a disproved move of S counts for
            // nothing in the disproof of the state, an infinite one proves the others').
            if (orNode) {
                n = {minProof, sumDisproof};
                if (sumDisproof >= kInf) n.disproof = kInf;
            } else {
                n = {sumProof, minDisproof};
                if (sumProof >= kInf) n.proof = kInf;
            }
            bestMove = children_[best].move;
            if (n.proof == 0 || n.disproof == 0) break;
            if (n.proof >= thProof || n.disproof >= thDisproof || ctx_.aborted()) break;
            Child& c = children_[best];
            const auto widen = [&](std::uint32_t x) {
                const double w = static_cast<double>(x) * (1.0 + settings_.epsilon);
                return w >= kInf ? kInf : std::max(x + 1, static_cast<std::uint32_t>(w));
            };
            std::uint32_t childProof, childDisproof;
            if (orNode) {
                childProof = std::min(thProof, widen(second));
                childDisproof = thDisproof >= kInf
                                    ? kInf
                                    : saturatingAdd(thDisproof - n.disproof, c.numbers.disproof);
            } else {
                childDisproof = std::min(thDisproof, widen(second));
                childProof =
                    thProof >= kInf ? kInf : saturatingAdd(thProof - n.proof, c.numbers.proof);
            }
            const SearchState childState = c.state;
            const std::uint64_t childKey = c.key;
            const ProofNumbers r = mid(childState, childKey, childProof, childDisproof);
            children_[best].numbers = r;
        }
        children_.resize(first);
        const int work = static_cast<int>(std::bit_width(ctx_.stats().nodes - nodesBefore));
        if (!ctx_.aborted()) {
            if (n.proof == 0 || n.disproof == 0)
                settle(s, key, n.proof == 0, bestMove);
            else
                ctx_.proofs().store(key ^ gammaKey_, n, bestMove, work);
        }
        return n;
    }

    SearchContext& ctx_;
    const Query& q_;
    int gamma_;
    ProofSettings settings_;
    std::uint64_t gammaKey_;
    std::vector<Child> children_;
};

}  // namespace

ProofResult proofNumberSearch(SearchContext& ctx, const SearchState& s, int gamma,
                              const ProofSettings& settings) {
    ProofNumberSearch search(ctx, gamma, settings);
    return search.run(s);
}

}  // namespace bornes
