// SPDX-License-Identifier: Apache-2.0
// What the JSON tests share (tests/json/test_json_schema.cpp, tests/json/): running the tools as a
// user would, parsing their output, and validating it against the schemas of
// formats/json/schemas/ with RapidJSON's own validator (draft-04).
#pragma once

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

namespace bornes::json_test {

namespace fs = std::filesystem;
using rapidjson::Document;
using rapidjson::Pointer;
using rapidjson::SizeType;
using rapidjson::Value;

inline const fs::path kSource = BORNES_SOURCE_DIR;
inline const fs::path kBin = BORNES_BIN_DIR;
inline const fs::path kWorkedExample = kSource / "samples" / "worked-example.mbn";

// --- running the tools ---------------------------------------------------------------------

inline std::string quoted(const std::string& s) {
    std::string out = "'";
    for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

struct Output {
    std::string out;  // standard output (standard error is dropped)
    int status = -1;  // exit status
};

// Runs a tool of BORNES_BIN_DIR with arguments already quoted for the shell.
inline Output run(const std::string& tool, const std::string& arguments) {
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

inline std::string readFile(const fs::path& path) {
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

inline std::string toJson(const Value& v, std::size_t limit = 600) {
    rapidjson::StringBuffer buffer;
    rapidjson::Writer<rapidjson::StringBuffer> writer(buffer);
    v.Accept(writer);
    std::string text = buffer.GetString();
    if (text.size() > limit) text = text.substr(0, limit) + "...";
    return text;
}

// Parses text as one JSON document; "" when it is, the reason otherwise.
inline std::string parse(Document& doc, const std::string& text) {
    doc.Parse(text.c_str());
    if (!doc.HasParseError()) return "";
    return std::string("not JSON: ") + rapidjson::GetParseError_En(doc.GetParseError()) +
           " at offset " + std::to_string(doc.GetErrorOffset()) + " of " +
           std::to_string(text.size());
}

inline const Value* at(const Value& root, const char* pointer) {
    return Pointer(pointer).Get(root);
}

inline std::string str(const Value* v) {
    if (!v) return "<missing>";
    return v->IsString() ? std::string(v->GetString(), v->GetStringLength())
                         : "<" + toJson(*v) + ">";
}

inline int integer(const Value* v) {
    return v && v->IsInt() ? v->GetInt() : -999999;
}

// --- the schemas -----------------------------------------------------------------------------

class Schema {
  public:
    // `name`: replay, moment, validation, solve; "replay#gameLine": the schema with its root
    // replaced by that definition, for messages that point into it (a root oneOf says only
    // that no variant matched).
    explicit Schema(const std::string& name) {
        const std::size_t hash = name.find('#');
        const std::string file = name.substr(0, hash);
        const fs::path path = kSource / "formats" / "json" / "schemas" / (file + ".schema.json");
        const std::string text = readFile(path);
        if (text.empty()) {
            error_ = "cannot read " + path.string();
            return;
        }
        error_ = parse(document_, text);
        if (!error_.empty()) return;
        if (hash != std::string::npos) {
            const std::string ref = "#/definitions/" + name.substr(hash + 1);
            if (!Pointer(ref.substr(1).c_str()).Get(document_)) {
                error_ = "no " + ref + " in " + file + ".schema.json";
                return;
            }
            auto& a = document_.GetAllocator();
            document_.RemoveMember("oneOf");
            document_.AddMember("$ref", Value(ref.c_str(), a), a);
        }
        schema_ = std::make_unique<rapidjson::SchemaDocument>(document_);
    }
    const std::string& error() const { return error_; }     // why the schema could not be loaded
    const Document& document() const { return document_; }  // the schema as JSON
    const rapidjson::SchemaDocument* schema() const { return schema_.get(); }

  private:
    Document document_;
    std::unique_ptr<rapidjson::SchemaDocument> schema_;
    std::string error_;
};

inline const Schema& schemaNamed(const std::string& name) {
    static std::map<std::string, std::unique_ptr<Schema>> schemas;
    auto& s = schemas[name];
    if (!s) s = std::make_unique<Schema>(name);
    return *s;
}

// "" when doc is valid against the schema; otherwise where and why it is not. With
// "name#definition", doc must be valid against that definition and the whole schema.
inline std::string violations(const std::string& schemaName, const Value& doc) {
    const Schema& schema = schemaNamed(schemaName);
    if (!schema.schema()) return schemaName + ".schema.json: " + schema.error();
    rapidjson::SchemaValidator validator(*schema.schema());
    if (doc.Accept(validator)) {
        const std::size_t hash = schemaName.find('#');
        return hash == std::string::npos ? "" : violations(schemaName.substr(0, hash), doc);
    }
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
inline std::string check(const std::string& schemaName, const std::string& text, Document& doc) {
    const std::string notJson = parse(doc, text);
    if (!notJson.empty()) return notJson + "\n  the output begins: " + text.substr(0, 300);
    return violations(schemaName, doc);
}

// Parses JSON Lines: every line (each ending with a newline) one document, validated
// against the definition its "kind" names in `definitionOf` (kind -> definition of
// `schemaName`). "" when all are; else the first problem, with its line number.
inline std::string checkLines(const std::string& schemaName,
                              const std::map<std::string, std::string>& definitionOf,
                              const std::string& text, std::vector<Document>& lines) {
    if (!text.empty() && text.back() != '\n') return "the last line has no newline";
    std::istringstream in(text);
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        const std::string where = "line " + std::to_string(++number) + ": ";
        Document& doc = lines.emplace_back();
        if (const std::string why = parse(doc, line); !why.empty())
            return where + why + "\n  the line begins: " + line.substr(0, 300);
        const Value* kind = doc.IsObject() ? at(doc, "/kind") : nullptr;
        const auto definition = definitionOf.find(str(kind));
        if (definition == definitionOf.end()) return where + "no known kind: " + str(kind);
        if (const std::string why = violations(schemaName + "#" + definition->second, doc);
            !why.empty())
            return where + why;
    }
    return "";
}

// A line without the members that make it a document of its own: what is left is the
// object the --format json document holds.
inline Document objectOf(const Value& line) {
    Document object;
    object.CopyFrom(line, object.GetAllocator());
    for (const char* member : {"format", "version", "kind"}) object.RemoveMember(member);
    return object;
}

// Each line is the document's object at the same place, with the format, version and kind.
inline void expectLinesAreTheDocuments(const std::vector<Document>& lines, const Value& objects,
                                       const char* format) {
    ASSERT_EQ(lines.size(), objects.Size());
    for (SizeType i = 0; i < objects.Size(); ++i) {
        SCOPED_TRACE("line " + std::to_string(i + 1));
        EXPECT_EQ(str(at(lines[i], "/format")), format);
        EXPECT_EQ(integer(at(lines[i], "/version")), 1);
        EXPECT_TRUE(objectOf(lines[i]) == objects[i]) << toJson(objectOf(lines[i])) << "\n"
                                                      << toJson(objects[i]);
    }
}

inline std::string joined(const std::vector<std::string>& lines) {
    std::string out;
    for (const std::string& line : lines) out += "\n  " + line;
    return out;
}

// --- consistency of a replay document --------------------------------------------------------

inline const char* const kScoreParts[] = {
    "distance",     "safetyPoints",          "coupFourrePoints", "handWon", "couronnement",
    "noTwoHundred", "noHundredNoTwoHundred", "allonge",          "capot"};

// What schemas cannot say: positions that agree with the game's seats and sides, distances
// that add up, hands that end where their score sheet says, totals that sum the hands.
// `game`: a game of a document, or a game line (gameAt says which, for the messages).
inline void gameInconsistencies(const Value& game, const std::string& gameAt, bool wholeGames,
                                std::vector<std::string>& found) {
    auto note = [&](const std::string& where, const std::string& what) {
        if (found.size() < 20) found.push_back(where + ": " + what);
    };
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
            if (t["players"] != sides[i]["seats"])
                note(where, "tableau players " + toJson(t["players"]) + ", not the side's " +
                                toJson(sides[i]["seats"]));
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
            for (const Value& seat : seats.GetArray()) seated = seated || seat == step["player"];
            if (!seated) note(stepAt, "player " + str(&step["player"]) + " has no seat");
            if (step["after"].IsNull()) continue;  // --compact
            checkPosition(step["after"], stepAt + "/after");
            last = &step["after"];
        }
        const Value& end = hand["end"];
        if (end.IsNull()) continue;
        if (!game["compact"].IsTrue() &&  // with --compact the steps have no position
            (str(&(*last)["decision"]) != "over" || (*last)["winner"] != end["winner"]))
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

inline std::vector<std::string> inconsistencies(const Value& doc, bool wholeGames) {
    std::vector<std::string> found;
    SizeType g = 0;
    for (const Value& game : doc["games"].GetArray())
        gameInconsistencies(game, "/games/" + std::to_string(g++), wholeGames, found);
    return found;
}

// --- the schemas have teeth ------------------------------------------------------------------

struct Breakage {
    const char* what;
    const char* pointer;
    const char* value;  // JSON text; nullptr: remove the member or element
};

// Each breakage, applied alone to a valid document, must make it invalid for the whole
// schema (not only for the definition named after a '#').
inline void expectEachRejected(const std::string& schemaName, const Document& valid,
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
        EXPECT_NE(violations(schemaName.substr(0, schemaName.find('#')), doc), "")
            << b.pointer << " = " << (b.value ? b.value : "(removed)");
    }
}

}  // namespace bornes::json_test
