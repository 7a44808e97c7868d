// SPDX-License-Identifier: Apache-2.0
#include "bornes-select/condition.h"

#include "bornes-select/fields.h"

#include <algorithm>

#include "messages/suggest.h"
#include "notation/game_date.h"
#include "text/name_folding.h"
#include "text/utf8.h"

namespace bornes::formats {

namespace {

using Type = FieldType;

Type typeOf(Field f) {
    return traitsOf(f).type;
}

constexpr std::string_view kTagPrefix = "tag:";
constexpr int kMaxDepth = 100;
constexpr std::size_t kLongestField = 64;
constexpr long long kMaxNumber = 1'000'000;

struct Token {
    enum class Kind : std::uint8_t { Word, Quoted, Comparison, Open, Close, End };
    Kind kind = Kind::End;
    std::string text;
    int column = 1;
};

// A mistake, told at its column.
struct Mistake {
    Diagnostic problem;
};

template <typename... Args>
[[noreturn]] void fail(int column, MessageId id, Args&&... args) {
    throw Mistake{{Severity::Error, {1, column}, Message(id, std::forward<Args>(args)...)}};
}

// The column of a byte: characters count, not bytes (a caret under "é" lines up).
int columnAt(std::string_view text, std::size_t byte) {
    int column = 1;
    for (std::size_t i = 0; i < byte && i < text.size(); ++i)
        column += (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80;
    return column;
}

bool isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

bool endsWord(char c) {
    return isBlank(c) || c == '(' || c == ')' || c == '"' || c == '=' || c == '!' || c == '<' ||
           c == '>' || c == '~';
}

std::vector<Token> tokensOf(std::string_view text) {
    std::vector<Token> tokens;
    int column = 1;
    std::size_t i = 0;
    // Columns count characters, not bytes: a caret under "é" lines up.
    auto advance = [&](std::size_t to) {
        for (; i < to; ++i) column += (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80;
    };
    while (i < text.size()) {
        const char c = text[i];
        if (isBlank(c)) {
            advance(i + 1);
            continue;
        }
        Token t;
        t.column = column;
        std::size_t end = i + 1;
        if (c == '(' || c == ')') {
            t.kind = c == '(' ? Token::Kind::Open : Token::Kind::Close;
        } else if (c == '"') {
            end = text.find('"', i + 1);
            if (end == std::string_view::npos) fail(column, MessageId::ConditionQuoteNotClosed);
            t.kind = Token::Kind::Quoted;
            t.text = text.substr(i + 1, end - i - 1);
            ++end;
        } else if (c == '=' || c == '!' || c == '<' || c == '>' || c == '~') {
            t.kind = Token::Kind::Comparison;
            if (end < text.size() && text[end] == '=' && c != '~') ++end;
        } else {
            t.kind = Token::Kind::Word;
            while (end < text.size() && !endsWord(text[end])) ++end;
        }
        if (t.kind != Token::Kind::Quoted) t.text = text.substr(i, end - i);
        tokens.push_back(std::move(t));
        advance(end);
    }
    tokens.push_back({Token::Kind::End, "", column});
    return tokens;
}

std::optional<Comparison> comparisonOf(std::string_view op) {
    if (op == "=" || op == "==") return Comparison::Equal;
    if (op == "!=") return Comparison::NotEqual;
    if (op == "<") return Comparison::Less;
    if (op == "<=") return Comparison::LessOrEqual;
    if (op == ">") return Comparison::Greater;
    if (op == ">=") return Comparison::GreaterOrEqual;
    if (op == "~") return Comparison::Contains;
    return std::nullopt;
}

bool isOrdering(Comparison c) {
    return c != Comparison::Equal && c != Comparison::NotEqual && c != Comparison::Contains;
}

// A whole number up to kMaxNumber, leading zeros or not ("0007" is 7, however many zeros).
std::optional<long long> wholeNumber(std::string_view text) {
    if (text.empty() || text.find_first_not_of("0123456789") != std::string_view::npos)
        return std::nullopt;
    text.remove_prefix(std::min(text.find_first_not_of('0'), text.size() - 1));
    if (text.size() > 7) return std::nullopt;
    long long n = 0;
    for (char c : text) n = n * 10 + (c - '0');
    if (n > kMaxNumber) return std::nullopt;
    return n;
}

class Parser {
  public:
    explicit Parser(std::string_view text) : tokens_(tokensOf(text)) {}

    Condition whole() {
        if (peek().kind == Token::Kind::End) fail(1, MessageId::ConditionEmpty);
        Condition c = anyOf(0);
        if (peek().kind != Token::Kind::End)
            fail(peek().column, MessageId::ConditionUnexpected, peek().text);
        return c;
    }

  private:
    const Token& peek() const { return tokens_[next_]; }
    const Token& take() { return tokens_[next_ < tokens_.size() - 1 ? next_++ : next_]; }
    bool keyword(std::string_view english, std::string_view french) const {
        if (peek().kind != Token::Kind::Word) return false;
        const std::string folded = foldName(peek().text);
        return folded == english || folded == french;
    }

    Condition joined(Condition::Kind kind, Condition first, const auto& more, int depth,
                     std::string_view english, std::string_view french) {
        std::vector<Condition> operands;
        operands.push_back(std::move(first));
        while (keyword(english, french)) {
            take();
            operands.push_back(more(depth));
        }
        if (operands.size() == 1) return std::move(operands.front());
        Condition c;
        c.kind = kind;
        c.operands = std::move(operands);
        return c;
    }
    Condition anyOf(int depth) {
        const auto term = [this](int d) { return allOf(d); };
        return joined(Condition::Kind::Or, allOf(depth), term, depth, "or", "ou");
    }
    Condition allOf(int depth) {
        const auto factor = [this](int d) { return unary(d); };
        return joined(Condition::Kind::And, unary(depth), factor, depth, "and", "et");
    }
    Condition unary(int depth) {
        if (depth >= kMaxDepth) fail(peek().column, MessageId::ConditionTooDeep);
        if (keyword("not", "non")) {
            take();
            Condition c;
            c.kind = Condition::Kind::Not;
            c.operands.push_back(unary(depth + 1));
            return c;
        }
        if (peek().kind == Token::Kind::Open) {
            const int column = take().column;
            Condition c = anyOf(depth + 1);
            if (peek().kind != Token::Kind::Close) {
                if (peek().kind == Token::Kind::End)
                    fail(column, MessageId::ConditionParenNotClosed);
                fail(peek().column, MessageId::ConditionUnexpected, peek().text);
            }
            take();
            return c;
        }
        return test();
    }

    Condition test();
    void scorer(Condition& c, const Token& field);
    void value(Condition& c, const Token& field, const Token& value);

    std::vector<Token> tokens_;
    std::size_t next_ = 0;
};

Field fieldNamed(const Token& word, std::string& tagName) {
    if (word.kind != Token::Kind::Word)
        fail(word.column, MessageId::ConditionExpectedTest, word.text);
    if (word.text.size() > kTagPrefix.size() && word.text.starts_with(kTagPrefix)) {
        tagName = word.text.substr(kTagPrefix.size());
        return Field::Tag;
    }
    // No field is long: a long word is not worth folding or comparing.
    if (word.text.size() > kLongestField)
        fail(word.column, MessageId::ConditionUnknownField,
             word.text.substr(0, kLongestField) + "...", "");
    const std::string folded = foldName(word.text);
    for (std::string_view keyword : {"and", "or", "not", "et", "ou", "non"})
        if (folded == keyword) fail(word.column, MessageId::ConditionExpectedTest, word.text);
    if (const std::optional<Field> field = fieldOfName(folded)) return *field;
    std::string near = nearest(folded, everyFieldName());
    for (char& c : near) c = c == ' ' ? '-' : c;
    fail(word.column, MessageId::ConditionUnknownField, word.text, near);
}

// The fields a side scores: "by" goes with them.
bool takesScorer(Field f) {
    return traitsOf(f).by != FieldBy::No;
}

Condition Parser::test() {
    const Token field = take();
    Condition c;
    c.field = fieldNamed(field, c.tagName);
    const Type type = typeOf(c.field);
    if (keyword("by", "par")) scorer(c, field);
    if (peek().kind != Token::Kind::Comparison) {
        // A count alone asks whether it happened at all: "couronnement" is couronnement >= 1.
        if (type != Type::Count)
            fail(field.column, MessageId::ConditionNeedsComparison, field.text);
        c.comparison = Comparison::GreaterOrEqual;
        c.number = 1;
        return c;
    }
    const Token op = take();
    const std::optional<Comparison> comparison = comparisonOf(op.text);
    if (!comparison) fail(op.column, MessageId::ConditionExpectedTest, op.text);
    c.comparison = *comparison;
    const Token v = take();
    if (v.kind != Token::Kind::Word && v.kind != Token::Kind::Quoted)
        fail(v.column, MessageId::ConditionNeedsValue, op.text);
    value(c, field, v);
    // What each type compares with: text by = != ~, the rest by = != and order (a form and
    // a result by = and != only).
    const bool ordered = type == Type::Number || type == Type::Count || type == Type::Date ||
                         (type == Type::Players && c.text.empty());
    if ((c.comparison == Comparison::Contains && type != Type::Text) ||
        (isOrdering(c.comparison) && !ordered))
        fail(op.column, MessageId::ConditionNotComparable, field.text,
             ordered              ? "= != < <= > >="
             : type == Type::Text ? "= != ~"
                                  : "= !=",
             op.text);
    return c;
}

// "by WHO" after a field: winner, loser, game-winner (French too), a side letter, or a
// player's name; a name in quotes is always a name (a player called "Winner" or "A").
void Parser::scorer(Condition& c, const Token& field) {
    const Token by = take();
    if (!takesScorer(c.field)) fail(by.column, MessageId::ConditionNotBySide, field.text, by.text);
    const Token who = take();
    if (who.kind != Token::Kind::Word && who.kind != Token::Kind::Quoted)
        fail(who.kind == Token::Kind::End ? by.column : who.column, MessageId::ConditionNeedsScorer,
             by.text);
    const std::string folded = foldName(who.text);
    c.by.kind = Scorer::Kind::Player;
    if (who.kind == Token::Kind::Word) {
        if (const std::optional<Scorer::Kind> kind = scorerOfName(folded)) c.by.kind = *kind;
        if (folded.size() == 1 && folded[0] >= 'a' && folded[0] <= 'c') {
            c.by.kind = Scorer::Kind::Side;
            c.by.side = folded[0] - 'a';
        }
    }
    if (c.by.kind == Scorer::Kind::Player) {
        if (folded.empty()) fail(who.column, MessageId::ConditionNeedsScorer, by.text);
        c.by.name = folded;
        c.written = who.text;
        c.valueColumn = who.column;
    }
}

void Parser::value(Condition& c, const Token& field, const Token& v) {
    const std::string folded = foldName(v.text);
    if (c.written.empty()) {
        c.written = v.text;
        c.valueColumn = v.column;
    }
    switch (typeOf(c.field)) {
        case Type::Text:
            c.text = folded;
            return;
        case Type::Date: {
            // By its parts, as a game's [Date] is read: "2026.3" is March 2026.
            // Every part given is known: "2026.??.15" would compare the year alone.
            const std::optional<DateReading> date = readGameDate(v.text);
            if (!date || v.text.find('?') != std::string::npos)
                fail(v.column, MessageId::ConditionNotDate, v.text);
            c.date = date->date;
            c.text = v.text;
            return;
        }
        case Type::Ruleset:
            if (folded != "dujardin" && folded != "parker")
                fail(v.column, MessageId::ConditionNotChoice, field.text, "dujardin, parker",
                     v.text);
            c.text = folded;
            return;
        case Type::Result:
            c.text = v.text == "*" ? "*" : folded == "nulle" || folded == "nul" ? "draw" : folded;
            if (c.text != "a" && c.text != "b" && c.text != "c" && c.text != "draw" &&
                c.text != "*")
                fail(v.column, MessageId::ConditionNotChoice, field.text, "A, B, C, draw, *",
                     v.text);
            return;
        case Type::Players: {
            const std::optional<long long> n = wholeNumber(v.text);
            if (folded == "6x2x3") {
                c.text = folded;
                c.number = 6;
            } else if (n && (*n == 2 || *n == 3 || *n == 4 || *n == 6)) {
                c.number = *n;
            } else {
                fail(v.column, MessageId::ConditionNotChoice, field.text, "2, 3, 4, 6, 6x2x3",
                     v.text);
            }
            return;
        }
        default: {
            const std::optional<long long> n = wholeNumber(v.text);
            if (!n) fail(v.column, MessageId::ConditionNotNumber, field.text, v.text);
            c.number = *n;
        }
    }
}

}  // namespace

std::optional<Condition> parseCondition(std::string_view text, Diagnostic& problem) {
    try {
        // A condition is UTF-8, as the records are: what is not is refused at its column.
        if (const std::size_t bad = invalidUtf8At(text); bad != std::string_view::npos)
            fail(columnAt(text, bad), MessageId::ConditionInvalidUtf8);
        return Parser(text).whole();
    } catch (const Mistake& m) {
        problem = m.problem;
        return std::nullopt;
    }
}

bool needsPlay(const Condition& condition) {
    if (condition.kind != Condition::Kind::Test) {
        for (const Condition& c : condition.operands)
            if (needsPlay(c)) return true;
        return false;
    }
    return traitsOf(condition.field).needs == FieldNeeds::Play;
}

namespace {

bool anyTest(const Condition& condition, const auto& test) {
    if (condition.kind == Condition::Kind::Test) return test(condition);
    return std::any_of(condition.operands.begin(), condition.operands.end(),
                       [&](const Condition& c) { return anyTest(c, test); });
}

}  // namespace

bool countsEverySideBesideWinner(const Condition& condition) {
    const bool winner =
        anyTest(condition, [](const Condition& c) { return traitsOf(c.field).asksWinner; });
    // The counts (every side's when no "by" names one), not the total of the winner.
    const bool everySide = anyTest(condition, [](const Condition& c) {
        const FieldBy by = traitsOf(c.field).by;
        return (by == FieldBy::Sum || by == FieldBy::Largest) && c.by.kind == Scorer::Kind::Anyone;
    });
    return winner && everySide;
}

bool asksAbout(const Condition& condition, Field field) {
    return anyTest(condition, [field](const Condition& c) { return c.field == field; });
}

Condition allOf(std::vector<Condition> conditions) {
    if (conditions.size() == 1) return std::move(conditions.front());
    Condition c;
    c.kind = Condition::Kind::And;
    c.operands = std::move(conditions);
    return c;
}

}  // namespace bornes::formats
