// The JSON the tools print (--format json) against the schemas of formats/schemas/, checked
// with RapidJSON's own validator (draft-04): bornes-play and bornes-replay (replay.schema.json),
// bornes-replay --turn (moment.schema.json), bornes-validate (validation.schema.json),
// bornes-solve (solve.schema.json). The
// tools are run as a user would run them. Besides the shape, a few values are checked, and what
// a schema cannot say (positions that agree with the seats, score sheets and totals that add
// up); documents that break the schemas must be rejected, so that the schemas have teeth.
#include <gtest/gtest.h>
#include <rapidjson/document.h>
#include <rapidjson/error/en.h>
#include <rapidjson/pointer.h>
#include <rapidjson/schema.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;
using rapidjson::Document;
using rapidjson::Pointer;
using rapidjson::SizeType;
using rapidjson::Value;

const fs::path kSource = BORNES_SOURCE_DIR;
const fs::path kBin = BORNES_BIN_DIR;
const fs::path kWorkedExample = kSource / "samples" / "worked-example.mbn";

// --- running the tools ---------------------------------------------------------------------

std::string quoted(const std::string& s) {
    std::string out = "'";
    for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

struct Output {
    std::string out;  // standard output (standard error is dropped)
    int status = -1;  // exit status
};

// Runs a tool of BORNES_BIN_DIR with arguments already quoted for the shell.
Output run(const std::string& tool, const std::string& arguments) {
    const std::string command = quoted((kBin / tool).string()) + " " + arguments + " 2>/dev/null";
    Output r;
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) return r;
    char buffer[65536];
    std::size_t n;
    while ((n = fread(buffer, 1, sizeof buffer, pipe)) > 0) r.out.append(buffer, n);
    const int status = pclose(pipe);
    r.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return r;
}

std::string readFile(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// A file in the temporary directory, removed at the end of the test.
class TempFile {
  public:
    TempFile(const std::string& name, const std::string& text)
        : path_(fs::temp_directory_path() /
                ("bornes-json-schema-" + std::to_string(getpid()) + "-" + name)) {
        std::ofstream(path_, std::ios::binary) << text;
    }
    ~TempFile() {
        std::error_code ignored;
        fs::remove(path_, ignored);
    }
    TempFile(const TempFile&) = delete;
    TempFile& operator=(const TempFile&) = delete;
    const fs::path& path() const { return path_; }

  private:
    fs::path path_;
};

// --- JSON helpers ----------------------------------------------------------------------------

std::string toJson(const Value& v, std::size_t limit = 600) {
    rapidjson::StringBuffer buffer;
    rapidjson::Writer<rapidjson::StringBuffer> writer(buffer);
    v.Accept(writer);
    std::string text = buffer.GetString();
    if (text.size() > limit) text = text.substr(0, limit) + "...";
    return text;
}

// Parses text as one JSON document; "" when it is, the reason otherwise.
std::string parse(Document& doc, const std::string& text) {
    doc.Parse(text.c_str());
    if (!doc.HasParseError()) return "";
    return std::string("not JSON: ") + rapidjson::GetParseError_En(doc.GetParseError()) +
           " at offset " + std::to_string(doc.GetErrorOffset()) + " of " +
           std::to_string(text.size());
}

const Value* at(const Value& root, const char* pointer) {
    return Pointer(pointer).Get(root);
}

std::string str(const Value* v) {
    if (!v) return "<missing>";
    return v->IsString() ? std::string(v->GetString(), v->GetStringLength())
                         : "<" + toJson(*v) + ">";
}

int integer(const Value* v) {
    return v && v->IsInt() ? v->GetInt() : -999999;
}

// --- the schemas -----------------------------------------------------------------------------

class Schema {
  public:
    explicit Schema(const std::string& name) {
        const fs::path path = kSource / "formats" / "schemas" / (name + ".schema.json");
        const std::string text = readFile(path);
        if (text.empty()) {
            error_ = "cannot read " + path.string();
            return;
        }
        error_ = parse(document_, text);
        if (error_.empty()) schema_ = std::make_unique<rapidjson::SchemaDocument>(document_);
    }
    const std::string& error() const { return error_; }     // why the schema could not be loaded
    const Document& document() const { return document_; }  // the schema as JSON
    const rapidjson::SchemaDocument* schema() const { return schema_.get(); }

  private:
    Document document_;
    std::unique_ptr<rapidjson::SchemaDocument> schema_;
    std::string error_;
};

const Schema& schemaNamed(const std::string& name) {
    static std::map<std::string, std::unique_ptr<Schema>> schemas;
    auto& s = schemas[name];
    if (!s) s = std::make_unique<Schema>(name);
    return *s;
}

// "" when doc is valid against the schema; otherwise where and why it is not.
std::string violations(const std::string& schemaName, const Value& doc) {
    const Schema& schema = schemaNamed(schemaName);
    if (!schema.schema()) return schemaName + ".schema.json: " + schema.error();
    rapidjson::SchemaValidator validator(*schema.schema());
    if (doc.Accept(validator)) return "";
    rapidjson::StringBuffer schemaPointer, documentPointer;
    validator.GetInvalidSchemaPointer().StringifyUriFragment(schemaPointer);
    validator.GetInvalidDocumentPointer().StringifyUriFragment(documentPointer);
    std::string why = "document " + std::string(documentPointer.GetString()) + " breaks " +
                      schemaName + ".schema.json" + schemaPointer.GetString() + " (keyword '" +
                      validator.GetInvalidSchemaKeyword() + "')";
    if (const Value* bad = validator.GetInvalidDocumentPointer().Get(doc))
        why += "\n  the value: " + toJson(*bad);
    return why;
}

// Parses a tool's output and validates it: "" when both succeed.
std::string check(const std::string& schemaName, const std::string& text, Document& doc) {
    const std::string notJson = parse(doc, text);
    if (!notJson.empty()) return notJson + "\n  the output begins: " + text.substr(0, 300);
    return violations(schemaName, doc);
}

// --- consistency of a replay document --------------------------------------------------------

const char* const kScoreParts[] = {
    "distance",     "safetyPoints",          "coupFourrePoints", "handWon", "couronnement",
    "noTwoHundred", "noHundredNoTwoHundred", "allonge",          "capot"};

// What schemas cannot say: positions that agree with the game's seats and sides, distances
// that add up, hands that end where their score sheet says, totals that sum the hands.
std::vector<std::string> inconsistencies(const Value& doc, bool wholeGames) {
    std::vector<std::string> found;
    auto note = [&](const std::string& where, const std::string& what) {
        if (found.size() < 20) found.push_back(where + ": " + what);
    };
    SizeType g = 0;
    for (const Value& game : doc["games"].GetArray()) {
        const std::string gameAt = "/games/" + std::to_string(g++);
        const Value& seats = game["seats"];
        const Value& sides = game["sides"];
        std::vector<long> sums(sides.Size(), 0);
        auto checkPosition = [&](const Value& pos, const std::string& where) {
            if (pos["hands"].Size() != seats.Size()) note(where, "a hand per seat expected");
            for (SizeType i = 0; i < pos["hands"].Size() && i < seats.Size(); ++i)
                if (pos["hands"][i]["player"] != seats[i]) note(where, "hands not in seat order");
            if (pos["tableaux"].Size() != sides.Size()) note(where, "a tableau per side expected");
            for (SizeType i = 0; i < pos["tableaux"].Size() && i < sides.Size(); ++i) {
                const Value& t = pos["tableaux"][i];
                if (t["side"] != sides[i]["side"]) note(where, "tableaux not in side order");
                std::string players;
                for (const Value& seat : sides[i]["seats"].GetArray())
                    players += (players.empty() ? "" : "/") + str(&seat);
                if (str(&t["players"]) != players)
                    note(where, "tableau players " + str(&t["players"]) + ", not " + players);
                long km = 0;
                for (const Value& d : t["distanceCards"].GetArray()) km += d.GetInt();
                if (km != t["distance"].GetInt())
                    note(where, "distance is not the sum of the distance cards");
            }
        };
        SizeType h = 0;
        for (const Value& hand : game["hands"].GetArray()) {
            const std::string handAt = gameAt + "/hands/" + std::to_string(h++);
            checkPosition(hand["start"], handAt + "/start");
            const Value* last = &hand["start"];
            SizeType s = 0;
            for (const Value& step : hand["steps"].GetArray()) {
                const std::string stepAt = handAt + "/steps/" + std::to_string(s++);
                bool seated = false;
                for (const Value& seat : seats.GetArray())
                    seated = seated || seat == step["player"];
                if (!seated) note(stepAt, "player " + str(&step["player"]) + " has no seat");
                checkPosition(step["after"], stepAt + "/after");
                last = &step["after"];
            }
            const Value& end = hand["end"];
            if (end.IsNull()) continue;
            if (str(&(*last)["decision"]) != "over" || (*last)["winner"] != end["winner"])
                note(handAt, "the last position is not over with the winner of the score sheet");
            if (end["score"].Size() != sides.Size()) note(handAt, "a score per side expected");
            for (SizeType i = 0; i < end["score"].Size() && i < sides.Size(); ++i) {
                const Value& score = end["score"][i];
                long total = 0;
                for (const char* part : kScoreParts) total += score[part].GetInt();
                if (total != score["total"].GetInt())
                    note(handAt + "/end/score/" + std::to_string(i), "total is not the sum");
                sums[i] += score["total"].GetInt();
            }
        }
        const Value& totals = game["totals"];
        for (SizeType i = 0; i < totals.Size() && i < sums.size(); ++i)
            if (totals[i].GetInt() != sums[i])
                note(gameAt + "/totals/" + std::to_string(i),
                     std::to_string(totals[i].GetInt()) + ", but the finished hands add up to " +
                         std::to_string(sums[i]));
        if (wholeGames && str(&game["status"]) == "playing")
            note(gameAt, "a whole game is still playing");
        if (str(&game["status"]) == "won") {
            const int winner = str(&game["winner"])[0] - 'A';
            for (const Value& t : totals.GetArray())
                if (t.GetInt() > totals[static_cast<SizeType>(winner)].GetInt())
                    note(gameAt, "the winner has not the highest total");
        }
    }
    return found;
}

std::string joined(const std::vector<std::string>& lines) {
    std::string out;
    for (const std::string& line : lines) out += "\n  " + line;
    return out;
}

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
    for (const char* name : {"replay", "moment", "validation", "solve"}) {
        SCOPED_TRACE(name);
        const Schema& schema = schemaNamed(name);
        ASSERT_NE(schema.schema(), nullptr) << schema.error();
        EXPECT_EQ(str(at(schema.document(), "/$schema")),
                  "http://json-schema.org/draft-04/schema#");
        std::vector<std::string> problems;
        expectDescribed(schema.document(), "#", problems);
        EXPECT_TRUE(problems.empty()) << joined(problems);
    }
}

// moment.schema.json repeats the definitions of replay.schema.json: they must not drift apart.
TEST(JsonSchema, TheMomentSchemaRepeatsTheReplayDefinitions) {
    const Schema& replay = schemaNamed("replay");
    const Schema& moment = schemaNamed("moment");
    ASSERT_TRUE(replay.schema() && moment.schema()) << replay.error() << moment.error();
    for (const auto& d : moment.document()["definitions"].GetObject()) {
        SCOPED_TRACE(d.name.GetString());
        const Value* same =
            at(replay.document(), ("/definitions/" + std::string(d.name.GetString())).c_str());
        ASSERT_NE(same, nullptr);
        EXPECT_TRUE(*same == d.value);
    }
    EXPECT_TRUE(moment.document()["definitions"].HasMember("position"));
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
    ASSERT_EQ(check("replay", r.out, doc), "") << "bornes-play " << c.arguments;
    ASSERT_EQ(doc["games"].Size(), static_cast<SizeType>(c.games));
    for (const Value& game : doc["games"].GetArray()) {
        EXPECT_TRUE(game["valid"].GetBool());
        EXPECT_GE(game["hands"].Size(), 1u);
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
    ASSERT_EQ(check("replay", r.out, doc), "");
    ASSERT_EQ(doc["games"].Size(), 1u);
    EXPECT_EQ(str(at(doc, "/games/0/event")), "Worked example of the Dujardin booklet");
    EXPECT_EQ(str(at(doc, "/games/0/players")), "4");
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
    ASSERT_EQ(check("replay", r.out, doc), "");
    EXPECT_TRUE(at(doc, "/games/0/valid")->IsTrue());
    EXPECT_EQ(str(at(doc, "/games/0/hands/0/steps/0/action")), "attack-taken-back");
    EXPECT_EQ(str(at(doc, "/games/0/hands/0/steps/0/side")), "B");
    EXPECT_TRUE(at(doc, "/games/0/hands/0/steps/0/irregular")->IsTrue());
    EXPECT_EQ(str(at(doc, "/games/0/hands/0/steps/4/action")), "take-back");
    EXPECT_EQ(str(at(doc, "/games/0/hands/0/steps/4/card")), "200");
    EXPECT_EQ(at(doc, "/games/0/diagnostics")->Size(), 5u);
}

// RULES.md §11: after turn 18, Paul's team rolls at 225 km with Puncture-Proof as coup-fourré;
// Janine's team is stopped by a Stop, Driving Ace on its table; Janine to play.
TEST(JsonSchema, MomentAfterTurn18OfTheWorkedExample) {
    const Output r =
        run("bornes-replay", "--turn 18 --format json " + quoted(kWorkedExample.string()));
    EXPECT_EQ(r.status, 0);
    Document doc;
    ASSERT_EQ(check("moment", r.out, doc), "");
    EXPECT_EQ(integer(at(doc, "/game")), 1);
    EXPECT_EQ(integer(at(doc, "/hand")), 1);
    EXPECT_EQ(integer(at(doc, "/turn")), 18);
    EXPECT_EQ(str(at(doc, "/position/decision")), "turn");
    EXPECT_EQ(str(at(doc, "/position/player")), "Janine");
    EXPECT_EQ(str(at(doc, "/position/tableaux/0/side")), "A");
    EXPECT_EQ(integer(at(doc, "/position/tableaux/0/distance")), 225);
    EXPECT_TRUE(at(doc, "/position/tableaux/0/rolling")->IsTrue());
    Document safeties;
    ASSERT_EQ(parse(safeties, R"([{"card":"INC","coupFourre":true}])"), "");
    ASSERT_NE(at(doc, "/position/tableaux/0/safeties"), nullptr);
    EXPECT_TRUE(*at(doc, "/position/tableaux/0/safeties") == safeties)
        << toJson(*at(doc, "/position/tableaux/0/safeties"));
    EXPECT_EQ(str(at(doc, "/position/tableaux/1/battle")), "STOP");
    EXPECT_EQ(str(at(doc, "/position/tableaux/1/under")), "VERT");
    EXPECT_EQ(str(at(doc, "/position/tableaux/1/safeties/0/card")), "AS");
    EXPECT_EQ(
        str(at(doc, "/position/position")),
        "4 1000 dujardin ESS,?x5/ESS,100,?x5/ESS,?x5/ROUE,?x5 ?x60 CREV,VERT,ROUE,25x2,50x2,75,100 "
        "VERT:-:25,200:INC*:LIM,ACC,VERT,FIN,REP/STOP<VERT:-:-:AS:- turn:2");

    // The same position as after the last step of turn 18 in the whole replay.
    const Output replay = run("bornes-replay", "--format json " + quoted(kWorkedExample.string()));
    Document whole;
    ASSERT_EQ(check("replay", replay.out, whole), "");
    const Value* after = nullptr;
    for (const Value& step : (*at(whole, "/games/0/hands/0/steps")).GetArray())
        if (integer(&step["turn"]) == 18) after = &step["after"];
    ASSERT_NE(after, nullptr);
    EXPECT_TRUE(*after == doc["position"]) << toJson(*after) << "\n" << toJson(doc["position"]);
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
    ASSERT_EQ(check("replay", r.out, doc), "");
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
    ASSERT_EQ(check("replay", r.out, doc), "");
    EXPECT_TRUE(at(doc, "/games/0/valid")->IsFalse());
    EXPECT_EQ(str(at(doc, "/games/0/diagnostics/0/rule")), "§3, R16");
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
    ASSERT_EQ(check("validation", r.out, doc), "");
    ASSERT_EQ(at(doc, "/files")->Size(), 1u);
    EXPECT_EQ(str(at(doc, "/files/0/file")), kWorkedExample.string());
    EXPECT_TRUE(at(doc, "/files/0/error")->IsNull());
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
    ASSERT_EQ(check("validation", r.out, doc), "");
    EXPECT_TRUE(at(doc, "/files/0/error")->IsNull());
    EXPECT_TRUE(at(doc, "/files/0/games/0/valid")->IsFalse());
    const Value& diagnostics = *at(doc, "/files/0/games/0/diagnostics");
    ASSERT_GE(diagnostics.Size(), 1u);
    const Value& last = diagnostics[diagnostics.Size() - 1];
    EXPECT_EQ(str(&last["severity"]), "error");
    EXPECT_EQ(str(&last["rule"]), "§4");
    EXPECT_EQ(integer(&last["line"]), 21);
    EXPECT_EQ(integer(&last["column"]), 10);
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
    ASSERT_EQ(check("validation", r.out, doc), "");
    ASSERT_EQ(at(doc, "/files")->Size(), 2u);
    EXPECT_EQ(str(at(doc, "/files/0/file")), missing.string());
    ASSERT_TRUE(at(doc, "/files/0/error")->IsString());
    EXPECT_NE(str(at(doc, "/files/0/error")), "");
    EXPECT_EQ(at(doc, "/files/0/games")->Size(), 0u);
    EXPECT_TRUE(at(doc, "/files/1/error")->IsNull());
    EXPECT_EQ(integer(at(doc, "/summary/games")), 1);
}

// --- the schemas have teeth ------------------------------------------------------------------

struct Breakage {
    const char* what;
    const char* pointer;
    const char* value;  // JSON text; nullptr: remove the member or element
};

// Each breakage, applied alone to a valid document, must make it invalid.
void expectEachRejected(const std::string& schemaName, const Document& valid,
                        const std::vector<Breakage>& breakages) {
    ASSERT_EQ(violations(schemaName, valid), "") << "the unbroken document";
    for (const Breakage& b : breakages) {
        SCOPED_TRACE(b.what);
        Document doc;
        doc.CopyFrom(valid, doc.GetAllocator());
        if (b.value) {  // set, or add
            Document value(&doc.GetAllocator());
            ASSERT_EQ(parse(value, b.value), "");
            Pointer(b.pointer).Set(doc, value);
        } else {
            ASSERT_TRUE(Pointer(b.pointer).Erase(doc)) << b.pointer;
        }
        EXPECT_NE(violations(schemaName, doc), "")
            << b.pointer << " = " << (b.value ? b.value : "(removed)");
    }
}

TEST(JsonSchema, BrokenReplayDocumentsAreRejected) {
    Document doc;
    ASSERT_EQ(
        check("replay",
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
             R"([{"line":1,"column":1,"severity":"error","message":"m","rule":""}])"},
            {"a side D", "/games/0/sides/1/side", "\"D\""},
            {"a negative total", "/games/0/totals/0", "-100"},
        });
}

TEST(JsonSchema, BrokenMomentAndValidationDocumentsAreRejected) {
    Document moment;
    ASSERT_EQ(
        check(
            "moment",
            run("bornes-replay", "--turn 18 --format json " + quoted(kWorkedExample.string())).out,
            moment),
        "");
    expectEachRejected(
        "moment", moment,
        {
            {"a decision that is not one", "/position/decision", "\"dance\""},
            {"a turn before the start", "/turn", "-1"},
            {"a Roll among the safeties", "/position/tableaux/0/safeties/0/card", "\"VERT\""},
            {"no position", "/position", nullptr},
        });

    const TempFile broken("broken-teeth.mbn", brokenWorkedExample());
    Document report;
    ASSERT_EQ(check("validation",
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
    ASSERT_TRUE(doc.IsArray()) << "--file gives an array, however many puzzles it holds";
    ASSERT_EQ(doc.Size(), 1u);
    EXPECT_EQ(str(at(doc, "/0/id")), "score-800");
    EXPECT_EQ(str(at(doc, "/0/question")), "score");
    EXPECT_EQ(str(at(doc, "/0/side")), "A");
    EXPECT_EQ(integer(at(doc, "/0/target")), 700);
    EXPECT_EQ(str(at(doc, "/0/answer")), "800");
    EXPECT_EQ(integer(at(doc, "/0/value")), 800);
    EXPECT_EQ(str(at(doc, "/0/expected")), "800");
    EXPECT_EQ(str(at(doc, "/0/verdict")), "agree");
    EXPECT_EQ(str(at(doc, "/0/best/0")), "50");
    EXPECT_EQ(str(at(doc, "/0/line")), "1. P1: 50 noallonge");
    ASSERT_EQ(at(doc, "/0/moves")->Size(), 2u);
    EXPECT_EQ(str(at(doc, "/0/moves/1/move")), "-50");
    EXPECT_EQ(integer(at(doc, "/0/moves/1/value")),
              -750);  // 600 + 100 (exhaustion) against 650 - 0
    EXPECT_GT(integer(at(doc, "/0/stats/nodes")), 0);
}

TEST(JsonSchema, SolveSeveralPuzzlesAndABatch) {
    Document several;
    ASSERT_EQ(
        check("solve",
              run("bornes-solve", "--format json --file " + quoted(kSmallPuzzles.string())).out,
              several),
        "");
    ASSERT_TRUE(several.IsArray());
    EXPECT_EQ(several.Size(), 3u);
    const Output r = run("bornes-solve", "--format json --batch " + quoted(kSmallPuzzles.string()));
    EXPECT_EQ(r.status, 0);
    Document batch;
    ASSERT_EQ(check("solve", r.out, batch), "");
    EXPECT_EQ(integer(at(batch, "/summary/puzzles")), 3);
    EXPECT_EQ(integer(at(batch, "/summary/agree")), 3);
    EXPECT_EQ(str(at(batch, "/puzzles/2/answer")), "no");
    EXPECT_TRUE(at(batch, "/puzzles/2/line")->IsNull()) << "a batch gives answers, not lines";
}

TEST(JsonSchema, SolveWithinALimitIsUnknown) {
    const TempFile game("solve-limit.mbn", run("bornes-play", "-p 2 -s 7").out);
    const Output r = run("bornes-solve", "--format json -q score --max-nodes 1000 --record " +
                                             quoted(game.path().string()) + " --turn 30");
    EXPECT_EQ(r.status, 1);
    Document doc;
    ASSERT_EQ(check("solve", r.out, doc), "");
    EXPECT_FALSE(at(doc, "/solved")->GetBool());
    EXPECT_EQ(str(at(doc, "/answer")), "unknown");
    EXPECT_TRUE(at(doc, "/value")->IsNull());
    EXPECT_EQ(str(at(doc, "/limit")), "nodes");
    EXPECT_TRUE(at(doc, "/line")->IsNull());
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
                           {"a question that is not one", "/0/question", "\"win\""},
                           {"a side D", "/0/side", "\"D\""},
                           {"an answer in words", "/0/answer", "\"maybe\""},
                           {"a verdict that is not one", "/0/verdict", "\"perhaps\""},
                           {"no value", "/0/value", nullptr},
                           {"a move without its value", "/0/moves/0/value", nullptr},
                           {"negative nodes", "/0/stats/nodes", "-5"},
                           {"an unknown member", "/0/colour", "\"red\""},
                       });
}

}  // namespace
