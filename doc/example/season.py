#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""A club's season of 1000 Bornes, read with the bornes module (doc/python.md).

    season.py [FILE ...] [--plot season.png] [--lead 300] [--lang fr]

Reads every game of the files (the bundled season by default), then:
  1. wins by seat and by player, each with its 95 % interval (Wilson's): a share of a few
     dozen games is an estimate, and the interval says how far it may be from the truth;
  2. a picture of both (matplotlib), for a page or a projector;
  3. the hands a side lost after leading by --lead km or more;
  4. one of them solved exactly from the moment the pile was short enough: could the side
     that led still have reached the target? (the exact solver, every card known; where the
     record hides cards, the odds over deals of the hidden ones, an estimate.)
"""
import argparse
import math
import os
import sys

import bornes

HERE = os.path.dirname(os.path.abspath(__file__))
SEASON = "club-season.mbn"
# Where the bundled season is: beside this script in the source tree, or among the installed
# package's examples (/usr/share/doc/python3-bornes/examples/).
DEFAULT_SEASONS = [os.path.join(HERE, "..", "..", "samples", "season", SEASON),
                   os.path.join(HERE, SEASON)]

WORDS = {
    "en": {
        "games": "{n} games read from {files}",
        "by_seat": "Wins by seat (the side holding the seat won the game)",
        "by_player": "Wins by player",
        "head": "                won / of     share   95 % interval",
        "seat": "seat {n}",
        "lost": "Hands lost after leading by {lead} km or more",
        "lost_line": "{event}, hand {hand}: side {side} ({who}) led by {lead} km "
                     "(after move {move}) and lost the hand {score}",
        "none_lost": "  none",
        "solve": "From hand {hand} of {event}: {pile} cards left in the pile, {player} to "
                 "move. Can side {side} still reach {target}?",
        "exact": "  {answer}: proved by the exact solver ({nodes} nodes); the moves that "
                 "keep it: {best}",
        "exact_no": "  {answer}, whatever the side plays: proved by the exact solver ({nodes} "
                    "nodes)",
        "unknown": "  the exact solver did not answer within {limit} s",
        "odds": "  cards are hidden: {samples} deals of them drawn, each solved exactly; at "
                "best {value} of reaching ({move}, over the {deals} deals where it could be "
                "played), 95 % interval [{low}, {high}] (an estimate)",
        "yes": "yes", "no": "no", "percent": "{0}%", "thousands": "",
        "plot": "picture written to {path}",
        "title": "Who wins? {n} games, 95 % intervals",
        "axis": "share of games won",
        "fair": "an even share",
        "bad": "season.py: {error}",
        "no_matplotlib": "--plot needs matplotlib (Debian's python3-matplotlib)",
    },
    "fr": {
        "games": "{n} parties lues dans {files}",
        "by_seat": "Victoires par place (le camp qui tient la place a gagné la partie)",
        "by_player": "Victoires par joueur",
        "head": "            gagnées / sur     part   intervalle à 95 %",
        "seat": "place {n}",
        "lost": "Mènes perdues après une avance de {lead} km ou plus",
        "lost_line": "{event}, mène {hand} : le camp {side} ({who}) menait de {lead} km "
                     "(après le coup {move}) et a perdu la mène {score}",
        "none_lost": "  aucune",
        "solve": "Depuis la mène {hand} de {event} : {pile} cartes dans la pioche, à "
                 "{player} de jouer. Le camp {side} peut-il encore atteindre {target} ?",
        "exact": "  {answer} : prouvé par le solveur exact ({nodes} nœuds) ; les coups qui "
                 "le gardent : {best}",
        "exact_no": "  {answer}, quoi que joue le camp : prouvé par le solveur exact ({nodes} "
                    "nœuds)",
        "unknown": "  le solveur exact n'a pas répondu en {limit} s",
        "odds": "  des cartes sont cachées : {samples} donnes de celles-ci tirées, chacune "
                "résolue exactement ; au mieux {value} d'y arriver ({move}, sur les {deals} "
                "donnes où il pouvait être joué), intervalle à 95 % [{low} ; {high}] (une "
                "estimation)",
        "yes": "oui", "no": "non", "percent": "{0}\u202f%", "thousands": "\u202f",
        "plot": "image écrite dans {path}",
        "title": "Qui gagne ? {n} parties, intervalles à 95 %",
        "axis": "part des parties gagnées",
        "fair": "part égale",
        "bad": "season.py : {error}",
        "no_matplotlib": "--plot a besoin de matplotlib (le paquet Debian python3-matplotlib)",
    },
}


def wilson(won, played, z=1.959963984540054):
    """Wilson's 95 % interval of a share won/played: within [0, 1], and not [p, p] at 0 %
    or 100 % of a few games."""
    if played == 0:
        return 0.0, 0.0
    p = won / played
    centre = (p + z * z / (2 * played)) / (1 + z * z / played)
    half = z * math.sqrt(p * (1 - p) / played + z * z / (4 * played * played)) / (1 + z * z / played)
    return max(0.0, centre - half), min(1.0, centre + half)


def percent(share, words):
    """A share as a person reads it: "33%", or "33 %" in French."""
    return words["percent"].format(round(100 * share))


def number(n, words):
    """A whole number as a person reads it: "1000", or "1 000" in French."""
    return f"{n:,}".replace(",", words["thousands"])


def winning_side(game):
    """The side letter that won the game, or None (a draw, a game not finished)."""
    return game.result if game.result and len(game.result) == 1 else None


def tally(games):
    """Games played and won, by seat (1, 2, ...) and by player."""
    by_seat, by_player = {}, {}
    for game in games:
        won = winning_side(game)
        if won is None:
            continue
        for seat, player in enumerate(game.players):
            side = side_of(game, seat)
            for table, key in ((by_seat, seat + 1), (by_player, player)):
                played, wins = table.get(key, (0, 0))
                table[key] = (played + 1, wins + (side == won))
    return by_seat, by_player


def side_of(game, seat):
    """A seat's side letter: the sides' players as [Sides] lists them."""
    name = game.players[seat]
    for letter, players in zip("ABC", game.sides):
        if name in players.split("/"):
            return letter
    raise ValueError(f"seat {seat + 1} has no side")


def print_table(title, rows, words, label):
    print(title)
    print("  " + words["head"])
    for key, (played, won) in rows:
        low, high = wilson(won, played)
        print(f"  {label(key):<12} {won:>4} / {played:<4} {percent(won / played, words):>7}   "
              f"[{percent(low, words)}, {percent(high, words)}]")
    print()


def leads(hand, sides):
    """The largest lead of each side during the hand (km over the best other side), and the
    move after which it was first reached."""
    best = {s: (0, 0) for s in sides}
    for move, position in enumerate(hand.positions()):
        distance = {s: position.distance(s) for s in sides}
        for s in sides:
            lead = distance[s] - max(distance[o] for o in sides if o != s)
            if lead > best[s][0]:
                best[s] = (lead, move)
    return best


def lost_from_a_lead(games, threshold):
    """(game, hand, side, lead, move) for each hand a side lost after leading by threshold."""
    found = []
    for game in games:
        sides = "ABC"[:len(game.sides)]
        for hand in game.hands:
            if len(hand.score) != len(sides):
                continue  # a hand not finished, or without its score
            for s, (lead, move) in leads(hand, sides).items():
                mine = hand.score[sides.index(s)]
                if lead >= threshold and mine < max(hand.score):
                    found.append((game, hand, s, lead, move))
    return found


def moment_to_solve(lost, short_pile=14):
    """A position from a hand lost from a lead, for the exact solver: after the lead, the
    leading side to move, as soon as the pile is down to `short_pile` cards (the solver's
    reach) in the first lost hand (largest lead first) where it gets there; else the
    shortest pile of the largest lead's hand."""
    moments = []
    for game, hand, side, lead, after in sorted(lost, key=lambda found: -found[3]):
        mine = [p for p in hand.positions()[after:] if not p.over and p.side_to_move == side]
        short = [p for p in mine if p.pile_size <= short_pile]
        if short:
            return game, hand, side, short[0]
        if mine:
            moments.append((game, hand, side, min(mine, key=lambda p: p.pile_size)))
    return moments[0] if moments else None


def solve_from(game, hand, side, position, words, limit=20.0):
    """Could `side` still reach the target from `position`? Exactly where every card is
    known; where the record hides cards, the odds over deals of them (an estimate)."""
    print(words["solve"].format(hand=hand.number, event=game.event, pile=position.pile_size,
                                player=position.to_move, side=side,
                                target=number(position.target, words)))
    try:
        solution = bornes.solve(position, question="reach", side=side, time_limit=limit)
    except ValueError:  # hidden cards: an estimate over deals of them
        odds = bornes.odds(position, question="reach", side=side, samples=100, seed=1,
                           time_limit=limit)
        # The best of the moves playable in at least half the deals: a move the hidden cards
        # rarely allow has a value over a few deals only (its interval says how wide).
        common = [m for m in odds.moves if 2 * m.deals >= odds.samples] or odds.moves
        best = max(common, key=lambda m: (m.value, m.deals))
        print(words["odds"].format(samples=odds.samples, deals=best.deals, move=best.move,
                                   value=percent(best.value, words),
                                   low=percent(best.low, words),
                                   high=percent(best.high, words)))
        return
    if solution.answer is None:
        print(words["unknown"].format(limit=limit))
    else:
        print(words["exact" if solution.answer else "exact_no"].format(
            answer=words["yes" if solution.answer else "no"], nodes=solution.nodes,
            best=", ".join(solution.best_moves)))


def plot(by_seat, by_player, games, path, words):
    """Two panels of bars with their intervals, by seat and by player, and the even share
    (one game in as many as there are sides) as a dashed line."""
    import matplotlib
    matplotlib.use("Agg")  # a file, no window
    import matplotlib.pyplot as plt

    panels = [(words["by_seat"].split(" (")[0], [(words["seat"].format(n=k), v)
                                                 for k, v in sorted(by_seat.items())]),
              (words["by_player"], sorted(by_player.items(),
                                          key=lambda kv: -kv[1][1] / kv[1][0]))]
    even = sum(1 / len(g.sides) for g in games) / len(games)
    fig, axes = plt.subplots(1, 2, figsize=(12, 5.5), width_ratios=[1, 2])
    for ax, (title, rows) in zip(axes, panels):
        names = [f"{k}\n{won}/{played}" for k, (played, won) in rows]
        shares = [won / played for _, (played, won) in rows]
        intervals = [wilson(won, played) for _, (played, won) in rows]
        below = [max(0.0, s - low) for s, (low, _) in zip(shares, intervals)]
        above = [max(0.0, high - s) for s, (_, high) in zip(shares, intervals)]
        ax.bar(names, shares, yerr=[below, above], capsize=6, color="#4C72B0")
        ax.axhline(even, color="#888888", linestyle="--", linewidth=1.5, label=words["fair"])
        ax.legend(fontsize=12, loc="upper right")
        ax.set_ylim(0, 1)
        ax.set_title(title, fontsize=15)
        ax.set_ylabel(words["axis"], fontsize=13)
        ax.tick_params(labelsize=12)
        ax.yaxis.set_major_formatter(matplotlib.ticker.FuncFormatter(
            lambda share, _: percent(share, words)))
    fig.suptitle(words["title"].format(n=len(games)), fontsize=17)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    print(words["plot"].format(path=path))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", help="record files (the bundled season by default)")
    parser.add_argument("--plot", metavar="PNG", help="write the picture there")
    parser.add_argument("--lead", type=int, default=300, help="km ahead that make a lead")
    parser.add_argument("--lang", choices=["en", "fr"], default="en")
    args = parser.parse_args()
    words = WORDS[args.lang]
    files = args.files or [next((f for f in DEFAULT_SEASONS if os.path.exists(f)),
                                DEFAULT_SEASONS[0])]
    try:
        games = [g for f in files for g in bornes.read_games(f, lang=args.lang)]
    except (OSError, bornes.NotationError) as error:
        print(words["bad"].format(error=error), file=sys.stderr)
        return 1
    print(words["games"].format(n=len(games), files=", ".join(files)))
    print()
    by_seat, by_player = tally(games)
    print_table(words["by_seat"], sorted(by_seat.items()), words,
                lambda k: words["seat"].format(n=k))
    print_table(words["by_player"],
                sorted(by_player.items(), key=lambda kv: (-kv[1][1] / kv[1][0], kv[0])),
                words, str)
    print(words["lost"].format(lead=args.lead))
    lost = lost_from_a_lead(games, args.lead)
    for game, hand, side, lead, move in lost:
        who = game.sides["ABC".index(side)]
        print("  " + words["lost_line"].format(event=game.event, hand=hand.number, side=side,
                                               who=who, lead=lead, move=move,
                                               score=" – ".join(map(str, hand.score))))
    if not lost:
        print(words["none_lost"])
    print()
    moment = moment_to_solve(lost)
    if moment:
        solve_from(*moment, words)
    if args.plot:
        try:
            plot(by_seat, by_player, games, args.plot, words)
        except ImportError:
            print(words["bad"].format(error=words["no_matplotlib"]), file=sys.stderr)
            return 1
        except OSError as error:
            print(words["bad"].format(error=error), file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
