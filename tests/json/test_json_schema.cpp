// SPDX-License-Identifier: Apache-2.0
// The JSON the tools print (--format json) against the schemas of formats/json/schemas/, checked
// with RapidJSON's own validator (draft-04): bornes-play and bornes-replay (replay.schema.json),
// bornes-replay --turn (moment.schema.json), bornes-validate (validation.schema.json),
// bornes-solve (solve.schema.json). The
// tools are run as a user would run them. Besides the shape, a few values are checked, and what
// a schema cannot say (positions that agree with the seats, score sheets and totals that add
// up); documents that break the schemas must be rejected, so that the schemas have teeth.
#include "json_check.h"

namespace {

using namespace bornes::json_test;

// --- the schemas themselves ------------------------------------------------------------------

// Every object a document holds is closed, every property described and required.
void expectDescribed(const Value& schema, const std::string& where,
                     std::vector<std::string>& problems) {
    if (schema.IsArray()) {
        for (SizeType i = 0; i < schema.Size(); ++i)
            expectDescribed(schema[i], where + "/" + std::to_string(i), problems);
        return;
    }
    if (!schema.IsObject()) return;
    const bool closed =
        schema.HasMember("additionalProperties") && schema["additionalProperties"].IsFalse();
    if (closed) {
        const Value& properties = schema["properties"];
        const Value& required = schema["required"];
        if (!schema.HasMember("description")) problems.push_back(where + ": no description");
        for (const auto& p : properties.GetObject()) {
            const std::string name = p.name.GetString();
            if (!p.value.HasMember("description"))
                problems.push_back(where + "/properties/" + name + ": no description");
            bool listed = false;
            for (const Value& r : required.GetArray()) listed = listed || r == p.name;
            if (!listed) problems.push_back(where + ": " + name + " is not required");
        }
        if (required.Size() != properties.MemberCount())
            problems.push_back(where + ": required lists unknown properties");
    } else if (schema.HasMember("properties") && schema.HasMember("type") &&
               str(&schema["type"]) == "object") {
        problems.push_back(where + ": an object schema without additionalProperties: false");
    }
    for (const auto& member : schema.GetObject())
        expectDescribed(member.value, where + "/" + member.name.GetString(), problems);
}

TEST(JsonSchema, SchemasAreDraft04WithEveryPropertyDescribed) {
    for (const std::string name :
         {"replay", "moment", "validation", "solve", "odds", "annotation", "stats"}) {
        SCOPED_TRACE(name);
        const Schema& schema = schemaNamed(name);
        ASSERT_NE(schema.schema(), nullptr) << schema.error();
        EXPECT_EQ(str(at(schema.document(), "/$schema")),
                  "http://json-schema.org/draft-04/schema#");
        // The URI scheme of formats/json/schemas/README.md, under draft-04's "id" and later
        // drafts' "$id".
        const std::string uri = "https://bornes.example.org/schemas/v1/" + name + ".schema.json";
        EXPECT_EQ(str(at(schema.document(), "/id")), uri);
        EXPECT_EQ(str(at(schema.document(), "/$id")), uri);
        std::vector<std::string> problems;
        expectDescribed(schema.document(), "#", problems);
        EXPECT_TRUE(problems.empty()) << joined(problems);
    }
}

// moment.schema.json repeats the definitions of replay.schema.json for positions, and
// validation.schema.json its diagnostics and tags: they must not drift apart (a member added
// to a diagnostic is added to both).
TEST(JsonSchema, SchemasRepeatTheReplayDefinitions) {
    const Schema& replay = schemaNamed("replay");
    ASSERT_NE(replay.schema(), nullptr) << replay.error();
    const std::map<std::string, std::vector<std::string>> own = {
        {"moment", {"momentDocument", "moment", "momentLine"}},
        {"validation",
         {"document", "summary", "gameLine", "fileErrorLine", "summaryLine", "file", "game",
          "verdict"}}};
    for (const auto& [name, ownDefinitions] : own) {
        const Schema& schema = schemaNamed(name);
        ASSERT_NE(schema.schema(), nullptr) << schema.error();
        for (const auto& d : schema.document()["definitions"].GetObject()) {
            const std::string definition = d.name.GetString();
            SCOPED_TRACE(name + "#" + definition);
            if (std::find(ownDefinitions.begin(), ownDefinitions.end(), definition) !=
                ownDefinitions.end())
                continue;
            const Value* same = at(replay.document(), ("/definitions/" + definition).c_str());
            ASSERT_NE(same, nullptr);
            EXPECT_TRUE(*same == d.value);
        }
    }
    EXPECT_TRUE(schemaNamed("moment").document()["definitions"].HasMember("position"));
    EXPECT_TRUE(schemaNamed("validation").document()["definitions"].HasMember("diagnostic"));
}

// A JSON line is an object of the document with the format, the version and its kind first:
// the line's definition lists the object's members in order, each referring to the object's.
TEST(JsonSchema, EachLineIsAnObjectOfTheDocument) {
    struct Line {
        const char* schema;
        const char* line;
        const char* object;
    };
    for (const Line& l :
         {Line{"replay", "gameLine", "game"}, Line{"moment", "momentLine", "moment"},
          Line{"validation", "gameLine", "game"}, Line{"validation", "summaryLine", "summary"}}) {
        SCOPED_TRACE(std::string(l.schema) + "#" + l.line);
        const Value& definitions = schemaNamed(l.schema).document()["definitions"];
        ASSERT_TRUE(definitions.HasMember(l.line) && definitions.HasMember(l.object));
        const Value& line = definitions[l.line];
        const Value& object = definitions[l.object];
        std::vector<std::string> expected = {"format", "version", "kind"};
        for (const auto& p : object["properties"].GetObject())
            expected.emplace_back(p.name.GetString());
        std::vector<std::string> members;
        for (const auto& p : line["properties"].GetObject()) {
            const std::string name = p.name.GetString();
            members.push_back(name);
            if (members.size() > 3) {
                EXPECT_EQ(str(at(p.value, "/$ref")),
                          "#/definitions/" + std::string(l.object) + "/properties/" + name);
            }
        }
        EXPECT_EQ(members, expected);
        EXPECT_EQ(line["required"].Size(), expected.size());
        if (object.HasMember("allOf")) {
            EXPECT_TRUE(line["allOf"] == object["allOf"]);
        }
    }
}

// --- bornes-play ---------------------------------------------------------------------------

struct PlayCase {
    const char* name;
    const char* arguments;
    int games;
};

class PlayJson : public testing::TestWithParam<PlayCase> {};

TEST_P(PlayJson, MatchesTheReplaySchema) {
    const PlayCase& c = GetParam();
    const Output r = run("bornes-play", std::string(c.arguments) + " --format json");
    ASSERT_EQ(r.status, 0) << "bornes-play " << c.arguments;
    Document doc;
    ASSERT_EQ(check("replay#document", r.out, doc), "") << "bornes-play " << c.arguments;
    ASSERT_EQ(doc["games"].Size(), static_cast<SizeType>(c.games));
    long index = 0;
    for (const Value& game : doc["games"].GetArray()) {
        EXPECT_TRUE(game["valid"].GetBool());
        EXPECT_GE(game["hands"].Size(), 1u);
        EXPECT_TRUE(game["file"].IsNull()) << "a generated game comes from no file";
        EXPECT_EQ(integer(&game["game"]), ++index);
    }
    const auto problems = inconsistencies(doc, true);
    EXPECT_TRUE(problems.empty()) << "bornes-play " << c.arguments << joined(problems);
}

INSTANTIATE_TEST_SUITE_P(
    Forms, PlayJson,
    testing::Values(
        PlayCase{"Two", "--players 2 --seed 1", 1}, PlayCase{"TwoSeed2", "--players 2 --seed 2", 1},
        PlayCase{"Three", "--players 3 --seed 1", 1},
        PlayCase{"ThreeSeed2", "--players 3 --seed 2", 1},
        PlayCase{"Four", "--players 4 --seed 1", 1},
        PlayCase{"FourSeed2", "--players 4 --seed 2", 1},
        PlayCase{"Six", "--players 6 --seed 1", 1}, PlayCase{"SixSeed2", "--players 6 --seed 2", 1},
        PlayCase{"SixTwoTeams", "--players 6 --six 2x3 --seed 1", 1},
        PlayCase{"SixTwoTeamsSeed2", "--players 6 --six 2x3 --seed 2", 1},
        PlayCase{"FourDrawsHidden", "--players 4 --hide draws --seed 3", 1},
        PlayCase{"SixDrawsHidden", "--players 6 --hide draws --seed 3", 1},
        PlayCase{"ThreeCardsHidden", "--players 3 --hide cards --seed 3", 1},
        PlayCase{"SixTwoTeamsCardsHidden", "--players 6 --six 2x3 --hide cards --seed 3", 1},
        PlayCase{"TwoParkerWithBonus",
                 "--players 2 --ruleset parker --bonus-no-100-no-200 500 --seed 4", 1},
        PlayCase{"FourTwoGames", "--players 4 --games 2 --seed 5", 2}),
    [](const testing::TestParamInfo<PlayCase>& p) { return std::string(p.param.name); });

// --- bornes-replay ---------------------------------------------------------------------------

TEST(JsonSchema, ReplayOfTheWorkedExample) {
    const Output r = run("bornes-replay", "--format json " + quoted(kWorkedExample.string()));
    EXPECT_EQ(r.status, 0);
    Document doc;
    ASSERT_EQ(check("replay#document", r.out, doc), "");
    EXPECT_EQ(str(at(doc, "/format")), "bornes-replay");
    EXPECT_EQ(integer(at(doc, "/version")), 1);
    ASSERT_EQ(doc["games"].Size(), 1u);
    EXPECT_EQ(str(at(doc, "/games/0/file")), kWorkedExample.string());
    EXPECT_EQ(integer(at(doc, "/games/0/game")), 1);
    EXPECT_EQ(str(at(doc, "/games/0/event")), "Worked example of the Dujardin booklet");
    EXPECT_EQ(integer(at(doc, "/games/0/players")), 4) << "a number, not text";
    EXPECT_EQ(str(at(doc, "/games/0/form")), "4");
    EXPECT_TRUE(at(doc, "/games/0/date")->IsNull()) << "the booklet's record has no [Date]";
    EXPECT_EQ(str(at(doc, "/games/0/tags/Seats")), "Paul Janine Paulette Jean");
    EXPECT_EQ(str(at(doc, "/games/0/tags/Result")), "*");
    EXPECT_EQ(at(doc, "/games/0/tags/Date"), nullptr) << "a tag the record does not have";
    EXPECT_EQ(toJson(*at(doc, "/games/0/hands/0/start/tableaux/1/players")),
              R"(["Janine","Jean"])");
    EXPECT_FALSE(at(doc, "/games/0/compact")->GetBool());
    EXPECT_TRUE(at(doc, "/games/0/valid")->IsTrue());
    EXPECT_EQ(str(at(doc, "/games/0/status")), "playing");
    ASSERT_EQ(at(doc, "/games/0/hands")->Size(), 1u);
    EXPECT_EQ(integer(at(doc, "/games/0/hands/0/hand")), 1);
    EXPECT_EQ(str(at(doc, "/games/0/hands/0/dealer")), "Jean");
    EXPECT_EQ(str(at(doc, "/games/0/hands/0/start/player")), "Paul");
    EXPECT_TRUE(at(doc, "/games/0/hands/0/end")->IsNull()) << "the booklet's hand is not finished";
    // Turn 16: Jean's Flat Tire, Paulette's coup-fourré with Puncture-Proof.
    int coupsFourres = 0;
    for (const Value& step : (*at(doc, "/games/0/hands/0/steps")).GetArray())
        if (str(&step["action"]) == "coup-fourre") {
            ++coupsFourres;
            EXPECT_EQ(integer(&step["turn"]), 16);
            EXPECT_EQ(str(&step["player"]), "Paulette");
            EXPECT_EQ(str(&step["card"]), "INC");
        }
    EXPECT_EQ(coupsFourres, 1);
    const auto problems = inconsistencies(doc, false);
    EXPECT_TRUE(problems.empty()) << joined(problems);
}

// The irregularities sample: a hazard taken back names the side it was played on, a
// take-back names its card, and every step is marked irregular.
TEST(JsonSchema, ReplayOfTheIrregularitiesSample) {
    const Output r =
        run("bornes-replay",
            "--format json " + quoted((kSource / "samples" / "irregular.mbn").string()));
    EXPECT_EQ(r.status, 0);
    Document doc;
    ASSERT_EQ(check("replay#document", r.out, doc), "");
    EXPECT_TRUE(at(doc, "/games/0/valid")->IsTrue());
    EXPECT_EQ(str(at(doc, "/games/0/hands/0/steps/0/action")), "attack-taken-back");
    EXPECT_EQ(str(at(doc, "/games/0/hands/0/steps/0/side")), "B");
    EXPECT_TRUE(at(doc, "/games/0/hands/0/steps/0/irregular")->IsTrue());
    EXPECT_EQ(str(at(doc, "/games/0/hands/0/steps/4/action")), "take-back");
    EXPECT_EQ(str(at(doc, "/games/0/hands/0/steps/4/card")), "200");
    // Lines 11 to 15 hold turns 1 to 5 of hand 1, one irregularity each (§10).
    const Value& diagnostics = *at(doc, "/games/0/diagnostics");
    ASSERT_EQ(diagnostics.Size(), 5u);
    const char* codes[] = {"attack-on-safety", "extra-draw", "past-target", "skipped-draw",
                           "took-back"};
    for (SizeType i = 0; i < diagnostics.Size(); ++i) {
        EXPECT_EQ(integer(&diagnostics[i]["hand"]), 1);
        EXPECT_EQ(integer(&diagnostics[i]["turn"]), static_cast<int>(i) + 1);
        EXPECT_EQ(str(&diagnostics[i]["code"]), codes[i]);
    }
}

// RULES.md §11: after turn 18, Paul's team rolls at 225 km with Puncture-Proof as coup-fourré;
// Janine's team is stopped by a Stop, Driving Ace on its table; Janine to play.
TEST(JsonSchema, MomentAfterTurn18OfTheWorkedExample) {
    const Output r =
        run("bornes-replay", "--turn 18 --format json " + quoted(kWorkedExample.string()));
    EXPECT_EQ(r.status, 0);
    Document doc;
    ASSERT_EQ(check("moment#momentDocument", r.out, doc), "");
    EXPECT_EQ(str(at(doc, "/format")), "bornes-moment");
    ASSERT_EQ(at(doc, "/moments")->Size(), 1u);
    const Value& moment = *at(doc, "/moments/0");
    EXPECT_EQ(str(at(moment, "/file")), kWorkedExample.string());
    EXPECT_EQ(integer(at(moment, "/game")), 1);
    EXPECT_EQ(integer(at(moment, "/hand")), 1);
    EXPECT_EQ(integer(at(moment, "/turn")), 18);
    EXPECT_EQ(str(at(moment, "/position/decision")), "turn");
    EXPECT_EQ(str(at(moment, "/position/player")), "Janine");
    EXPECT_EQ(str(at(moment, "/position/tableaux/0/side")), "A");
    EXPECT_EQ(integer(at(moment, "/position/tableaux/0/distance")), 225);
    EXPECT_TRUE(at(moment, "/position/tableaux/0/rolling")->IsTrue());
    Document safeties;
    ASSERT_EQ(parse(safeties, R"([{"card":"INC","coupFourre":true}])"), "");
    ASSERT_NE(at(moment, "/position/tableaux/0/safeties"), nullptr);
    EXPECT_TRUE(*at(moment, "/position/tableaux/0/safeties") == safeties)
        << toJson(*at(moment, "/position/tableaux/0/safeties"));
    EXPECT_EQ(str(at(moment, "/position/tableaux/1/battle")), "STOP");
    EXPECT_EQ(str(at(moment, "/position/tableaux/1/under")), "VERT");
    EXPECT_EQ(str(at(moment, "/position/tableaux/1/safeties/0/card")), "AS");
    EXPECT_EQ(
        str(at(moment, "/position/position")),
        "4 1000 dujardin ESS,?x5/ESS,100,?x5/ESS,?x5/ROUE,?x5 ?x60 CREV,VERT,ROUE,25x2,50x2,75,100 "
        "VERT:-:25,200:INC*:LIM,ACC,VERT,FIN,REP/STOP<VERT:-:-:AS:- turn:2");

    // The same position as after the last step of turn 18 in the whole replay.
    const Output replay = run("bornes-replay", "--format json " + quoted(kWorkedExample.string()));
    Document whole;
    ASSERT_EQ(check("replay#document", replay.out, whole), "");
    const Value* after = nullptr;
    for (const Value& step : (*at(whole, "/games/0/hands/0/steps")).GetArray())
        if (integer(&step["turn"]) == 18) after = &step["after"];
    ASSERT_NE(after, nullptr);
    EXPECT_TRUE(*after == moment["position"]) << toJson(*after) << "\n"
                                              << toJson(moment["position"]);
}

// The worked example with "5. Paul: 25" made "5. Paul: 100": illegal under the Speed Limit (§4).
std::string brokenWorkedExample() {
    std::string text = readFile(kWorkedExample);
    const std::size_t where = text.find("5. Paul: 25");
    if (where != std::string::npos) text.replace(where, 11, "5. Paul: 100");
    return text;
}

TEST(JsonSchema, ReplayOfABrokenRecord) {
    const std::string text = brokenWorkedExample();
    ASSERT_NE(text.find("5. Paul: 100"), std::string::npos);
    const TempFile broken("broken-replay.mbn", text);
    const Output r = run("bornes-replay", "--format json " + quoted(broken.path().string()));
    Document doc;
    ASSERT_EQ(check("replay#document", r.out, doc), "");
    EXPECT_TRUE(at(doc, "/games/0/valid")->IsFalse());
    const Value& diagnostics = *at(doc, "/games/0/diagnostics");
    ASSERT_EQ(diagnostics.Size(), 1u);
    EXPECT_EQ(str(&diagnostics[0]["severity"]), "error");
    EXPECT_EQ(str(&diagnostics[0]["rule"]), "§4");
    EXPECT_EQ(integer(&diagnostics[0]["line"]), 21);
    EXPECT_TRUE(at(doc, "/games/0/hands/0/end")->IsNull());
    // bornes-replay --help: "Exit status: 0 success, 1 an invalid record"; the text format does so.
    EXPECT_EQ(r.status, 1) << "bornes-replay --format json on an invalid record";
    EXPECT_EQ(
        run("bornes-replay", "--format text " + quoted(broken.path().string()) + " >/dev/null")
            .status,
        1);
}

// A game whose second hand is out of order: the first hand was finished and scored, and the
// game's totals are the sum of the finished hands.
TEST(JsonSchema, ReplayOfARecordBrokenInItsSecondHand) {
    const Output play = run("bornes-play", "--players 2 --seed 7");
    ASSERT_EQ(play.status, 0);
    std::string text = play.out;
    const std::size_t second = text.find("[Hand \"2\"]\n[Dealer \"P2\"]");
    ASSERT_NE(second, std::string::npos) << text.substr(0, 2000);
    text.replace(text.find("\"P2\"", second), 4,
                 "\"P1\"");  // the deal passes to the left: P2, not P1
    const TempFile broken("broken-second-hand.mbn", text);
    const Output r = run("bornes-replay", "--format json " + quoted(broken.path().string()));
    Document doc;
    ASSERT_EQ(check("replay#document", r.out, doc), "");
    EXPECT_TRUE(at(doc, "/games/0/valid")->IsFalse());
    EXPECT_EQ(str(at(doc, "/games/0/diagnostics/0/rule")), "§3, R16");
    // On the [Dealer] tag of hand 2: in a hand, on no turn.
    EXPECT_EQ(str(at(doc, "/games/0/diagnostics/0/code")), "wrong-dealer");
    EXPECT_EQ(integer(at(doc, "/games/0/diagnostics/0/hand")), 2);
    EXPECT_TRUE(at(doc, "/games/0/diagnostics/0/turn")->IsNull());
    ASSERT_EQ(at(doc, "/games/0/hands")->Size(), 1u);
    ASSERT_TRUE(at(doc, "/games/0/hands/0/end")->IsObject());
    const auto problems = inconsistencies(doc, false);
    EXPECT_TRUE(problems.empty()) << joined(problems);
}

// --- bornes-validate -------------------------------------------------------------------------

TEST(JsonSchema, ValidationOfTheWorkedExample) {
    const Output r = run("bornes-validate", "--format json " + quoted(kWorkedExample.string()));
    EXPECT_EQ(r.status, 0);
    Document doc;
    ASSERT_EQ(check("validation#document", r.out, doc), "");
    EXPECT_EQ(str(at(doc, "/format")), "bornes-validation");
    EXPECT_EQ(integer(at(doc, "/version")), 1);
    ASSERT_EQ(at(doc, "/files")->Size(), 1u);
    EXPECT_EQ(str(at(doc, "/files/0/file")), kWorkedExample.string());
    EXPECT_TRUE(at(doc, "/files/0/error")->IsNull());
    EXPECT_EQ(str(at(doc, "/files/0/games/0/file")), kWorkedExample.string());
    EXPECT_EQ(str(at(doc, "/files/0/games/0/tags/Sides")), "A: Paul/Paulette; B: Janine/Jean");
    EXPECT_TRUE(at(doc, "/files/0/games/0/valid")->IsTrue());
    EXPECT_EQ(integer(at(doc, "/files/0/games/0/line")), 1);
    EXPECT_EQ(integer(at(doc, "/files/0/games/0/moves")), 23);
    EXPECT_EQ(integer(at(doc, "/files/0/games/0/hands")), 0);
    EXPECT_EQ(integer(at(doc, "/summary/games")), 1);
    EXPECT_EQ(integer(at(doc, "/summary/valid")), 1);
    EXPECT_EQ(integer(at(doc, "/summary/invalid")), 0);
    EXPECT_EQ(integer(at(doc, "/summary/moves")), 23);
}

TEST(JsonSchema, ValidationOfABrokenRecord) {
    const TempFile broken("broken-validate.mbn", brokenWorkedExample());
    const Output r = run("bornes-validate", "--format json " + quoted(broken.path().string()));
    EXPECT_EQ(r.status, 1);
    Document doc;
    ASSERT_EQ(check("validation#document", r.out, doc), "");
    EXPECT_TRUE(at(doc, "/files/0/error")->IsNull());
    EXPECT_TRUE(at(doc, "/files/0/games/0/valid")->IsFalse());
    const Value& diagnostics = *at(doc, "/files/0/games/0/diagnostics");
    ASSERT_GE(diagnostics.Size(), 1u);
    const Value& last = diagnostics[diagnostics.Size() - 1];
    EXPECT_EQ(str(&last["severity"]), "error");
    EXPECT_EQ(str(&last["rule"]), "§4");
    EXPECT_EQ(integer(&last["line"]), 21);
    EXPECT_EQ(integer(&last["column"]), 10);
    EXPECT_EQ(integer(&last["hand"]), 1);
    EXPECT_EQ(integer(&last["turn"]), 5);
    EXPECT_EQ(str(&last["message"]).find("(§4)"), std::string::npos)
        << "the rule is split off the message";
    EXPECT_EQ(integer(at(doc, "/summary/games")), 1);
    EXPECT_EQ(integer(at(doc, "/summary/invalid")), 1);
}

TEST(JsonSchema, ValidationOfAMissingFile) {
    const fs::path missing = fs::temp_directory_path() /
                             ("bornes-json-schema-" + std::to_string(getpid()) + "-missing.mbn");
    const Output r = run("bornes-validate", "--format json " + quoted(missing.string()) + " " +
                                                quoted(kWorkedExample.string()));
    EXPECT_EQ(r.status, 2);
    Document doc;
    ASSERT_EQ(check("validation#document", r.out, doc), "");
    ASSERT_EQ(at(doc, "/files")->Size(), 2u);
    EXPECT_EQ(str(at(doc, "/files/0/file")), missing.string());
    EXPECT_EQ(str(at(doc, "/files/0/error")), "No such file or directory");
    EXPECT_EQ(at(doc, "/files/0/games")->Size(), 0u);
    EXPECT_TRUE(at(doc, "/files/1/error")->IsNull());
    EXPECT_EQ(integer(at(doc, "/summary/games")), 1);
}

// --- the schemas have teeth ------------------------------------------------------------------

TEST(JsonSchema, BrokenReplayDocumentsAreRejected) {
    Document doc;
    ASSERT_EQ(
        check("replay#document",
              run("bornes-replay", "--format json " + quoted(kWorkedExample.string())).out, doc),
        "");
    const std::string start = str(at(doc, "/games/0/hands/0/start/position"));
    const std::string fivePlayers = "\"5" + start.substr(1) + "\"";
    const std::string unknownCard = "\"" + start.substr(0, 16) + "JOKER," + start.substr(16) + "\"";
    expectEachRejected(
        "replay", doc,
        {
            {"a decision that is not one", "/games/0/hands/0/steps/0/after/decision", "\"dance\""},
            {"a position line of five players", "/games/0/hands/0/start/position",
             fivePlayers.c_str()},
            {"a position line with an unknown card", "/games/0/hands/0/start/position",
             unknownCard.c_str()},
            {"an unknown card in a hand", "/games/0/hands/0/start/hands/0/cards/0", "\"JOKER\""},
            {"an unknown card drawn written ?", "/games/0/hands/0/steps/0/draws/0", "\"?\""},
            {"an attack with a Roll and no side", "/games/0/hands/0/steps/0/action", "\"attack\""},
            {"a discard onto a side", "/games/0/hands/0/steps/2/side", "\"A\""},
            {"an implied play", "/games/0/hands/0/steps/0/implied", "true"},
            {"a glyph written as $3", "/games/0/hands/0/steps/0/annotation", "\"$3\""},
            {"an empty comment", "/games/0/hands/0/steps/0/comment", "\"\""},
            {"a turn without a player", "/games/0/hands/0/steps/0/after/player", "null"},
            {"a winner before the end", "/games/0/hands/0/steps/0/after/winner", "\"A\""},
            {"a Speed Limit on the battle pile", "/games/0/hands/0/start/tableaux/0/battle",
             "\"LIM\""},
            {"a card under nothing", "/games/0/hands/0/steps/0/after/tableaux/1/under", "\"VERT\""},
            {"a Roll that does not roll", "/games/0/hands/0/steps/0/after/tableaux/0/rolling",
             "false"},
            {"30 km", "/games/0/hands/0/steps/0/after/tableaux/0/distance", "30"},
            {"a step without its turn", "/games/0/hands/0/steps/0/turn", nullptr},
            {"an extra property", "/games/0/hands/0/steps/0/extra", "1"},
            {"a four-player game with three seats", "/games/0/seats/3", nullptr},
            {"a game won by nobody", "/games/0/status", "\"won\""},
            {"an invalid game without an error", "/games/0/valid", "false"},
            {"a valid game with an error", "/games/0/diagnostics",
             R"([{"line":1,"column":1,"severity":"error","message":"m","rule":null}])"},
            {"a side D", "/games/0/sides/1/side", "\"D\""},
            {"a negative total", "/games/0/totals/0", "-100"},
            {"no format", "/format", nullptr},
            {"another format", "/format", "\"bornes-validation\""},
            {"version 2", "/version", "2"},
            {"a kind in the document", "/kind", "\"game\""},
            {"the number of players as text", "/games/0/players", "\"4\""},
            {"a form that is not the players'", "/games/0/form", "\"6x2x3\""},
            {"a side's players as text", "/games/0/hands/0/start/tableaux/0/players",
             "\"Paul/Paulette\""},
            {"an empty date for none", "/games/0/date", "\"\""},
            {"a rule cited as empty", "/games/0/diagnostics",
             R"([{"line":1,"column":1,"severity":"warning","message":"m","rule":""}])"},
            {"tags without the event", "/games/0/tags/Event", nullptr},
            {"a tag given as a number", "/games/0/tags/Target", "1000"},
            {"a game numbered 0", "/games/0/game", "0"},
            {"compact with positions", "/games/0/compact", "true"},
            {"a position left out without compact", "/games/0/hands/0/steps/3/after", "null"},
        });
}

TEST(JsonSchema, BrokenMomentAndValidationDocumentsAreRejected) {
    Document moment;
    ASSERT_EQ(
        check(
            "moment#momentDocument",
            run("bornes-replay", "--turn 18 --format json " + quoted(kWorkedExample.string())).out,
            moment),
        "");
    expectEachRejected(
        "moment", moment,
        {
            {"a decision that is not one", "/moments/0/position/decision", "\"dance\""},
            {"a turn before the start", "/moments/0/turn", "-1"},
            {"a Roll among the safeties", "/moments/0/position/tableaux/0/safeties/0/card",
             "\"VERT\""},
            {"no position", "/moments/0/position", nullptr},
            {"no file", "/moments/0/file", nullptr},
            {"a replay's format", "/format", "\"bornes-replay\""},
        });

    const TempFile broken("broken-teeth.mbn", brokenWorkedExample());
    Document report;
    ASSERT_EQ(check("validation#document",
                    run("bornes-validate", "--format json " + quoted(broken.path().string())).out,
                    report),
              "");
    expectEachRejected(
        "validation", report,
        {
            {"a severity that is not one", "/files/0/games/0/diagnostics/0/severity", "\"fatal\""},
            {"an invalid game without an error", "/files/0/games/0/diagnostics", "[]"},
            {"an unreadable file with games", "/files/0/error", "\"cannot open the file\""},
            {"negative moves", "/summary/moves", "-1"},
            {"a summary without its games", "/summary/games", nullptr},
            {"no version", "/version", nullptr},
            {"a game without its file", "/files/0/games/0/file", nullptr},
            {"a game without its tags", "/files/0/games/0/tags", nullptr},
        });
}

// --- bornes-solve ----------------------------------------------------------------------------

const fs::path kSmallPuzzles = kSource / "tests" / "data" / "puzzles-small.txt";

TEST(JsonSchema, SolveOnePuzzleInFull) {
    const Output r = run("bornes-solve", "--format json --all-moves --stats --file " +
                                             quoted(kSmallPuzzles.string()) + " --id score-800");
    EXPECT_EQ(r.status, 0);
    Document doc;
    ASSERT_EQ(check("solve", r.out, doc), "");
    EXPECT_EQ(str(at(doc, "/format")), "bornes-solve");
    EXPECT_EQ(integer(at(doc, "/version")), 1);
    EXPECT_TRUE(at(doc, "/summary")->IsNull()) << "a summary is a batch's";
    ASSERT_EQ(at(doc, "/puzzles")->Size(), 1u);
    EXPECT_EQ(str(at(doc, "/puzzles/0/id")), "score-800");
    EXPECT_EQ(str(at(doc, "/puzzles/0/question")), "score");
    EXPECT_EQ(str(at(doc, "/puzzles/0/side")), "A");
    EXPECT_EQ(integer(at(doc, "/puzzles/0/target")), 700);
    EXPECT_EQ(str(at(doc, "/puzzles/0/answer")), "800");
    EXPECT_EQ(integer(at(doc, "/puzzles/0/value")), 800);
    EXPECT_EQ(str(at(doc, "/puzzles/0/expected")), "800");
    EXPECT_EQ(integer(at(doc, "/puzzles/0/expectedValue")), 800);
    EXPECT_EQ(str(at(doc, "/puzzles/0/verdict")), "agree");
    EXPECT_EQ(str(at(doc, "/puzzles/0/best/0")), "50");
    EXPECT_EQ(str(at(doc, "/puzzles/0/line")), "1. P1: 50 noallonge");
    ASSERT_EQ(at(doc, "/puzzles/0/moves")->Size(), 2u);
    EXPECT_EQ(str(at(doc, "/puzzles/0/moves/1/move")), "-50");
    EXPECT_EQ(integer(at(doc, "/puzzles/0/moves/1/value")),
              -750);  // 600 + 100 (exhaustion) against 650 - 0
    EXPECT_GT(integer(at(doc, "/puzzles/0/stats/nodes")), 0);
}

TEST(JsonSchema, SolveSeveralPuzzlesAndABatch) {
    Document several;
    ASSERT_EQ(
        check("solve",
              run("bornes-solve", "--format json --file " + quoted(kSmallPuzzles.string())).out,
              several),
        "");
    EXPECT_EQ(at(several, "/puzzles")->Size(), 3u);
    EXPECT_TRUE(at(several, "/summary")->IsNull());
    const Output r = run("bornes-solve", "--format json --batch " + quoted(kSmallPuzzles.string()));
    EXPECT_EQ(r.status, 0);
    Document batch;
    ASSERT_EQ(check("solve", r.out, batch), "");
    EXPECT_EQ(integer(at(batch, "/summary/puzzles")), 3);
    EXPECT_EQ(integer(at(batch, "/summary/agree")), 3);
    EXPECT_EQ(str(at(batch, "/puzzles/2/answer")), "no");
    // The principal line, the one solving the puzzle alone gives (issue 32).
    EXPECT_TRUE(*at(batch, "/puzzles/2/line") == *at(several, "/puzzles/2/line"));
    EXPECT_TRUE(at(batch, "/puzzles/2/line")->IsString());
}

TEST(JsonSchema, SolveWithinALimitIsUnknown) {
    const TempFile game("solve-limit.mbn", run("bornes-play", "-p 2 -s 7").out);
    const Output r = run("bornes-solve", "--format json -q score --max-nodes 1000 --record " +
                                             quoted(game.path().string()) + " --turn 30");
    EXPECT_EQ(r.status, 1);
    Document doc;
    ASSERT_EQ(check("solve", r.out, doc), "");
    EXPECT_FALSE(at(doc, "/puzzles/0/solved")->GetBool());
    EXPECT_EQ(str(at(doc, "/puzzles/0/answer")), "unknown");
    EXPECT_TRUE(at(doc, "/puzzles/0/value")->IsNull());
    EXPECT_EQ(str(at(doc, "/puzzles/0/limit")), "nodes");
    EXPECT_TRUE(at(doc, "/puzzles/0/line")->IsNull());
}

TEST(JsonSchema, BrokenSolveDocumentsAreRejected) {
    Document doc;
    ASSERT_EQ(check("solve",
                    run("bornes-solve", "--format json --all-moves --stats --file " +
                                            quoted(kSmallPuzzles.string()) + " --id reach-yes")
                        .out,
                    doc),
              "");
    expectEachRejected("solve", doc,
                       {
                           {"a question that is not one", "/puzzles/0/question", "\"win\""},
                           {"a side D", "/puzzles/0/side", "\"D\""},
                           {"an answer in words", "/puzzles/0/answer", "\"maybe\""},
                           {"a verdict that is not one", "/puzzles/0/verdict", "\"perhaps\""},
                           {"no value", "/puzzles/0/value", nullptr},
                           {"an expected value in words", "/puzzles/0/expectedValue", "\"yes\""},
                           {"a move without its value", "/puzzles/0/moves/0/value", nullptr},
                           {"negative nodes", "/puzzles/0/stats/nodes", "-5"},
                           {"an unknown member", "/puzzles/0/colour", "\"red\""},
                           {"a bare puzzle, the document's members missing", "/format", nullptr},
                           {"no summary", "/summary", nullptr},
                           {"an empty note for none", "/puzzles/0/note", "\"\""},
                       });
}

}  // namespace
