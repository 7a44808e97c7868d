// SPDX-License-Identifier: Apache-2.0
#include "bornes-annotate/hand_story.h"

#include <algorithm>
#include <cmath>

#include "bornes-annotate/annotate_session.h"
#include "bornes-annotate/player_summary.h"
#include "messages/words.h"
#include "notation/record_writer.h"
#include "pictures/storyboard_page.h"
#include "replay/hand_frames.h"
#include "text/numbers.h"

namespace bornes::formats {

int fewestDealsShown(const Decision& d) {
    return d.engine == Engine::Odds ? kFewestDeals : kFewestRolloutDeals;
}

namespace {

// An estimate of the move played: estimated, or forced where rollouts met only that move
// (its value is still worth a point on the story).
bool estimatedAfter(const Decision& d) {
    return d.playedOdds && (d.status == Decision::Status::Estimated ||
                            (d.status == Decision::Status::Forced && d.rollouts));
}

}  // namespace

std::optional<int> tooFewDeals(const Decision& d) {
    // Rollouts stopped (by the time) before the fewest deals leave the decision unsolved.
    if (d.status == Decision::Status::Unsolved && d.engine == Engine::Rollout &&
        d.deals < kFewestRolloutDeals)
        return d.deals;
    if (d.status == Decision::Status::Estimated && !d.playedOdds) return 0;
    if (!estimatedAfter(d) || d.playedOdds->deals >= fewestDealsShown(d)) return std::nullopt;
    return d.playedOdds->deals;
}

std::optional<ValueShown> shownAfter(const Decision& d) {
    if (d.status == Decision::Status::Solved) {
        const auto v = static_cast<double>(d.valueAfter);
        return ValueShown{v, v, v, 0, true};
    }
    if (!estimatedAfter(d) || tooFewDeals(d)) return std::nullopt;
    ValueShown shown{d.playedOdds->mean(), 0, 0, d.playedOdds->deals, false};
    // The judge gives each move weighed its interval (Judgement::Candidate).
    for (const Decision::Candidate& c : d.candidates)
        if (c.move == d.played) shown.low = c.low, shown.high = c.high;
    return shown;
}

std::string valueText(Question question, double value, Language lang) {
    if (questionTraits(question).yesNo) return percentText(value, 0, lang);
    const long rounded = std::lround(value);
    return (rounded > 0 ? "+" : "") + say(WordId::Number, lang, rounded);
}

std::string valueText(Question question, double value, double low, double high, Language lang) {
    // The ends in the value's unit, without the sign of per cent: "62 % [55, 69]".
    const auto end = [&](double v) {
        return questionTraits(question).yesNo ? formatDecimal(100 * v, 0, lang)
                                              : valueText(question, v, lang);
    };
    return say(WordId::ValueInterval, lang, valueText(question, value, lang), end(low), end(high));
}

std::optional<double> valueAfter(const Decision& d) {
    if (const std::optional<ValueShown> v = shownAfter(d)) return v->value;
    return std::nullopt;
}

namespace {

// The targets a hand's decisions aimed at, in order: "700", or "700, then 1000" after an
// allonge.
std::string targets(const HandAnnotation& h, Language lang) {
    std::string text = say(WordId::Number, lang, h.target);
    int last = h.target;
    for (const Decision& d : h.decisions)
        if (d.before && d.before->target() != last) {
            last = d.before->target();
            text += say(WordId::ChartThen, lang, last);
        }
    return text;
}

// What the bands of a chart are, when it has estimates: their interval, the engine and the
// deals ("400", "30 to 8 000").
std::string bandCaption(const std::vector<HandStory>& hands, bool playouts, Language lang) {
    int fewest = 0, most = 0;
    for (const HandStory& h : hands)
        for (const StoryPoint& p : h.points)
            if (!p.proved) {
                fewest = fewest ? std::min(fewest, p.deals) : p.deals;
                most = std::max(most, p.deals);
            }
    if (!most) return {};
    const std::string deals = fewest == most ? say(WordId::Number, lang, most)
                                             : say(WordId::ChartRange, lang, fewest, most);
    return say(playouts ? WordId::ChartBandPlayouts : WordId::ChartBandOdds, lang, deals);
}

// The draws --luck weighed, each the drawing side's value once the card is in its hand.
void drawsOf(const HandAnnotation& h, bool score, HandStory& story) {
    if (!h.luck || h.luck->status != HandLuck::Status::Weighed) return;
    for (const HandLuck::Draw& d : h.luck->shown) {
        const double value = score ? d.score : d.reach;
        story.draws.push_back({d.decision, d.side, value, {}, value, value, h.luck->deals, false});
    }
}

}  // namespace

StoryChart storyChart(const Record& record, const std::vector<HandAnnotation>& hands,
                      Language lang) {
    StoryChart chart;
    chart.score = !hands.empty() && !questionTraits(hands.front().question).yesNo;
    for (int side = 0; side < record.rules.table.sides; ++side)
        chart.sides.push_back(say(WordId::DiagramSide, lang, std::string(1, sideLetter(side)),
                                  record.sideName(side)));
    chart.axisTurns = word(WordId::ChartTurns, lang);
    chart.lang = lang;
    bool playouts = false;
    for (const HandAnnotation& h : hands) {
        HandStory story;
        story.title = chart.score ? say(WordId::ChartHandScore, lang, h.hand + 1)
                                  : say(WordId::ChartHandReach, lang, h.hand + 1, targets(h, lang));
        for (const Decision& d : h.decisions) {
            const int index = static_cast<int>(story.turns.size());
            story.turns.push_back(d.turn);
            story.sides.push_back(d.side);
            if (const std::optional<ValueShown> v = shownAfter(d)) {
                story.points.push_back({index, d.side, v->value, markGlyph(d.mark), v->low, v->high,
                                        v->deals, v->proved});
                playouts = playouts || (!v->proved && d.engine != Engine::Odds);
            }
        }
        drawsOf(h, chart.score, story);
        if (!story.draws.empty())
            chart.drawCaption = say(WordId::ChartDraws, lang, formatNumber(h.luck->deals, lang));
        chart.hands.push_back(std::move(story));
    }
    chart.bandCaption = bandCaption(chart.hands, playouts, lang);
    return chart;
}

namespace {

// A move's value as the page lists it: reach solved, yes or no; reach estimated, its
// chances and deals; score, the difference (its mean when estimated).
std::string candidateValue(const HandAnnotation& h, const Decision& d, const Decision::Candidate& c,
                           Language lang) {
    if (d.status == Decision::Status::Solved)
        return questionTraits(h.question).yesNo
                   ? std::string(word(c.value > 0 ? WordId::Yes : WordId::No, lang))
                   : valueText(h.question, c.value, lang);
    // An estimate: with its interval and deals, or not at all from too few deals (a move
    // legal in one deal of the hundred is not 100 % for having reached in it).
    if (c.deals < fewestDealsShown(d)) return say(WordId::PageNotWorkedOut, lang, c.deals);
    return say(WordId::PageOddsOver, lang, valueText(h.question, c.value, c.low, c.high, lang),
               c.deals);
}

FrameJudgement judgementOf(const HandAnnotation& h, const Decision& d, double x, Language lang) {
    FrameJudgement j;
    j.mark = markGlyph(d.mark);
    j.verdict = d.mark == Mark::None ? judgementText(h, d, lang) : decisionComment(h, d, lang);
    j.heading = questionTraits(h.question).yesNo
                    ? say(WordId::PageChancesOf, lang, d.before ? d.before->target() : h.target)
                    : std::string(word(WordId::PageScoreOf, lang));
    for (const Decision::Candidate& c : d.candidates) {
        if (c.move == d.played) j.played = static_cast<int>(j.candidates.size());
        j.candidates.emplace_back(moveWord(c.move), candidateValue(h, d, c, lang));
    }
    j.cursor = x;
    return j;
}

// The judgement of each frame of `frames` that shows a decision of `h` (by its turn, seat and
// move, in the order of play).
std::vector<std::optional<FrameJudgement>> judgedFrames(const HandFrames& frames,
                                                        const HandAnnotation& h,
                                                        const ChartGeometry::Panel& panel,
                                                        Language lang) {
    std::vector<std::optional<FrameJudgement>> judged(frames.frames.size());
    std::size_t next = 0;
    for (std::size_t i = 0; i < frames.frames.size() && next < h.decisions.size(); ++i) {
        const Frame& f = frames.frames[i];
        if (f.seat < 0 || f.draw) continue;
        for (std::size_t k = next; k < h.decisions.size(); ++k) {
            const Decision& d = h.decisions[k];
            if (d.turn != f.turn || d.seat != f.seat || !(d.played == f.move)) continue;
            judged[i] = judgementOf(h, d, panel.x[k], lang);
            next = k + 1;
            break;
        }
    }
    return judged;
}

// Each player's decisions in the hand (player_summary.h: those not forced), their marks,
// the mean points they lost a decision, and those not worked out (unsolved, or estimated
// over too few deals), beside the score sheet: where each one won or lost it.
std::vector<std::vector<std::string>> playersSummary(const Record& record, const HandAnnotation& h,
                                                     Language lang) {
    std::vector<std::vector<std::string>> rows{
        {word(WordId::PagePlayer, lang), word(WordId::PageDecisions, lang)}};
    for (Mark m : {Mark::Blunder, Mark::Mistake, Mark::Dubious, Mark::Good})
        rows.front().push_back(markGlyph(m));
    rows.front().push_back(word(WordId::PageLost, lang));
    rows.front().push_back(word(WordId::PageUnworked, lang));
    const auto shown = [](int count) { return count ? std::to_string(count) : std::string(); };
    for (const PlayerSummary& p : summarizePlayers(record, {h})) {
        int unworked = 0;
        for (const Decision& d : h.decisions)
            unworked += d.seat == p.seat &&
                        (d.status == Decision::Status::Unsolved || tooFewDeals(d).has_value());
        rows.push_back({record.seatName(p.seat) + " (" + sideLetter(p.side) + ")",
                        std::to_string(p.decisions), shown(p.blunders), shown(p.mistakes),
                        shown(p.dubious), shown(p.good),
                        p.inPoints  ? formatDecimal(std::round(p.meanPointsLost()), 0, lang)
                        : p.inReach ? percentText(p.meanReachLost(), 0, lang)
                                    : std::string(),
                        shown(unworked)});
    }
    return rows;
}

}  // namespace

std::string analysisPageOf(const Record& record, const std::vector<HandAnnotation>& hands,
                           const std::vector<HandFrames>& frames, int game, Language lang,
                           std::string& error) {
    std::vector<HandPage> pages;
    const HandFrames none;
    for (const HandAnnotation& h : hands) {
        const std::size_t at = static_cast<std::size_t>(h.hand);
        const HandFrames& hand = at < frames.size() ? frames[at] : none;
        StoryChart chart = storyChart(record, {h}, lang);
        chart.panelHeight = 300;  // wide and low under the table, its words read as large
        const ChartGeometry geometry = chartGeometry(chart);
        Picture svg = drawStoryChart(chart, PictureType::Svg);
        if (!svg.error.empty()) {
            error = svg.error;
            return {};
        }
        HandPage page;
        page.hand = &hand;
        page.names = &h.names;
        page.judged = judgedFrames(hand, h, geometry.panels.front(), lang);
        page.chartSvg = std::move(svg.bytes);
        page.chartTop = geometry.panels.front().top;
        page.chartBottom = geometry.panels.front().bottom;
        page.players = playersSummary(record, h, lang);
        pages.push_back(std::move(page));
    }
    const std::string title = say(WordId::SummaryGame, lang, game, record.event);
    std::string page = analysisPage(pages, record, title, lang);
    if (page.empty()) error = "Graphviz could not draw the table";
    return page;
}

}  // namespace bornes::formats
