"""Plural forms end to end: the catalogues' Plural-Forms headers say what the game computes,
the extraction tool keeps every ``n_`` message's plural, and the texts a player reads with a
count (the pile taken, the winner's margin, the cards dealt, the canastas to go out, the
opening points) take the form of the count in every language."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from game.i18n import PLURAL_RULES, catalogue_path, parse_po, set_language
from game.rules import new_game

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import extract_messages  # noqa: E402


class CExpression:
    """gettext's plural expression (C syntax: ?:, ||, &&, comparisons, %, n), evaluated."""

    TOKEN = re.compile(r"\s*(\d+|n|\|\||&&|==|!=|>=|<=|[<>()?:%])")

    def __init__(self, text: str) -> None:
        self.tokens = self.TOKEN.findall(text)
        assert "".join(self.tokens) == re.sub(r"\s+", "", text), text

    def __call__(self, n: int) -> int:
        self.at, self.n = 0, n
        value = self.ternary()
        assert self.at == len(self.tokens)
        return value

    def peek(self) -> str | None:
        return self.tokens[self.at] if self.at < len(self.tokens) else None

    def take(self) -> str:
        self.at += 1
        return self.tokens[self.at - 1]

    def ternary(self) -> int:
        test = self.binary(0)
        if self.peek() != "?":
            return test
        self.take()
        yes = self.ternary()
        assert self.take() == ":"
        no = self.ternary()
        return yes if test else no

    LEVELS = (("||",), ("&&",), ("==", "!="), ("<", ">", "<=", ">="), ("%",))

    def binary(self, level: int) -> int:
        if level == len(self.LEVELS):
            return self.atom()
        value = self.binary(level + 1)
        while self.peek() in self.LEVELS[level]:
            op = self.take()
            right = self.binary(level + 1)
            value = {"||": lambda a, b: int(a or b), "&&": lambda a, b: int(a and b),
                     "==": lambda a, b: int(a == b), "!=": lambda a, b: int(a != b),
                     "<": lambda a, b: int(a < b), ">": lambda a, b: int(a > b),
                     "<=": lambda a, b: int(a <= b), ">=": lambda a, b: int(a >= b),
                     "%": lambda a, b: a % b}[op](value, right)
        return value

    def atom(self) -> int:
        token = self.take()
        if token == "(":
            value = self.ternary()
            assert self.take() == ")"
            return value
        return self.n if token == "n" else int(token)


@pytest.mark.parametrize("code", ["cs", "sk", "pl"])
def test_each_catalogues_plural_forms_header_says_what_the_game_computes(code: str) -> None:
    header = parse_po(catalogue_path(code).read_text(encoding="utf-8"))[0].msgstr
    line = next(x for x in header.splitlines() if x.startswith("Plural-Forms:"))
    assert line.removeprefix("Plural-Forms: ") == extract_messages.PLURAL_FORMS[code]
    nplurals = int(re.search(r"nplurals=(\d+)", line).group(1))  # type: ignore[union-attr]
    formula = CExpression(re.search(r"plural=(.*);", line).group(1))  # type: ignore[union-attr]
    for n in range(0, 1500):
        assert formula(n) == PLURAL_RULES[code](n) < nplurals, (code, n)


def test_the_extraction_keeps_every_plural_and_the_catalogues_all_their_forms() -> None:
    plurals = {key: m.plural for key, m in extract_messages.collect().items() if m.plural}
    assert len(plurals) >= 12  # the game's counted messages
    pot = {e.msgid: e for e in parse_po(extract_messages.POT_PATH.read_text(encoding="utf-8"))}
    for msgid, plural in plurals.items():
        assert pot[msgid].msgid_plural == plural
        assert sorted(pot[msgid].plural_strs) == [0, 1]  # English: one and other
    for code in ("cs", "sk", "pl"):
        po = {e.msgid: e for e in parse_po(catalogue_path(code).read_text(encoding="utf-8"))}
        for msgid in plurals:
            forms = po[msgid].plural_strs
            assert sorted(forms) == [0, 1, 2] and all(forms.values()), (code, msgid)


@pytest.mark.parametrize(("code", "counts"), [
    ("en", {1: "Anna took the pile (1 card).", 7: "Anna took the pile (7 cards)."}),
    ("cs", {1: "Anna: vzata hromádka (1 karta).", 3: "Anna: vzata hromádka (3 karty).",
            12: "Anna: vzata hromádka (12 karet)."}),
    ("sk", {1: "Anna: vzatá kôpka (1 karta).", 4: "Anna: vzatá kôpka (4 karty).",
            5: "Anna: vzatá kôpka (5 kariet)."}),
    ("pl", {1: "Anna: wzięto stos (1 karta).", 22: "Anna: wzięto stos (22 karty).",
            12: "Anna: wzięto stos (12 kart)."}),
])
def test_taking_the_pile_says_one_card_and_many_cards_rightly(
    code: str, counts: dict[int, str]
) -> None:
    """The table tells a pile taken beside the pile (game/ui/table_feed.py)."""
    from game.rules import Event, parse_cards
    from game.ui.table_feed import TableFeed

    set_language(code)
    for n, expected in counts.items():
        feed = TableFeed()
        feed.add(Event("took_pile", 1, 1, parse_cards(" ".join(["7H"] * n))))
        assert feed.lines(lambda _seat: "Anna", 0) == [(expected, 1)]


def test_the_winner_margin_and_the_game_summary_follow_the_count() -> None:
    from game.ui.scenes.new_game import game_summary
    from game.ui.scenes.scoring import margin_text

    set_language("cs")
    assert margin_text("we", 1) == "Vyhráváme o 1 bod!"
    assert margin_text("we", 3) == "Vyhráváme o 3 body!"
    assert margin_text("we", 1250) == "Vyhráváme o 1\u00a0250 bodů!"
    set_language("pl")
    assert margin_text("player", 24, "Anna") == "Anna wygrywa różnicą 24 punktów."
    assert margin_text("you", 1) == "Wygrywasz różnicą 1 punktu!"
    classic = new_game("classic", players=2, seed=1).rules
    assert "1 kanasta do wyjścia" in game_summary(classic, 4)
    assert "2 kanasty do wyjścia" in game_summary(classic, 2)
    set_language("en")
    assert "1 canasta to go out" in game_summary(classic, 4)
    assert "15 cards each" in game_summary(classic, 2)
