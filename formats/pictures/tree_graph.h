// SPDX-License-Identifier: Apache-2.0
// The picture of a solved decision tree (libanalysis/analysis/decision_tree.h) as a Graphviz graph:
// one node per decision, coloured by the side that decides (a legend says which), showing
// the state that matters (each side's battle and speed tops, distance and safeties, the
// decider's hand, the cards left in the pile) and its value; one edge per move (or forced
// sequence) in French or English, best first, the principal line bold, refuted moves
// dashed; leaves at the end of the hand show its score sheet.
#pragma once

#include <string>

#include "analysis/decision_tree.h"
#include "pictures/graphviz.h"
#include "puzzles/solved_puzzle.h"
#include "text/language.h"

namespace bornes::formats {

// `puzzle` gives the question, the side, the names and the title; its solution is unused.
void drawDecisionTree(Graph& graph, const DecisionTree& tree, const SolvedPuzzle& puzzle,
                      Language lang);

std::string sideTint(int side);

}  // namespace bornes::formats
