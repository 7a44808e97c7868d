// SPDX-License-Identifier: Apache-2.0
// The luck of a recorded hand's draws (issue 31; analysis/luck.h), where the record shows
// them: each draw a player made at its turn, what the card did to its side's expected score
// against the mean over the cards it could have drawn, summed per player; and the hand's
// swing for side A (its score difference at the end less its expected one before the first
// draw) split into what its draws brought less its opponents' draws, and the rest — the play,
// its mistakes and its good moves against the heuristic's expectation (HandLuck::fromPlay).
// With three sides each opponent's draw is weighed twice: for its own side (the player's
// luck) and for side A (the swing's split), for the same deals. Estimates, never proofs.
#pragma once

#include <ostream>

#include "bornes-annotate/decision_marks.h"
#include "json/json_writer.h"
#include "notation/record.h"
#include "text/language.h"

namespace bornes::formats {

// The luck of `hand`'s draws, its decisions' positions as the collector kept them; `rules`:
// the hand's scoring. Draws hidden ("+?"): said by the status, nothing weighed.
HandLuck luckOfHand(const Record& record, const HandAnnotation& hand, const ScoringRules& rules,
                    Solver& solver, const AnnotateRequest& request);

// The hand's luck as text (nothing without --luck).
void writeLuckText(std::ostream& out, const Record& record, const HandAnnotation& hand,
                   Language lang);
// "luck": its object, or null without --luck.
void writeLuckJson(JsonWriter& json, const Record& record, const HandAnnotation& hand);

}  // namespace bornes::formats
