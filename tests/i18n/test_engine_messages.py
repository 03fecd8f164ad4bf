"""The engine's refusals and the hint bot's reasons reach the player in their language: each is
a code with its values, rendered from the catalogue entry of that code in every language, with
every part (cards, rank names, nested reasons) in that language too."""

from __future__ import annotations

import string
from typing import Any

import pytest

from game import i18n
from game.ai.reasons import HINTS, HintReason
from game.i18n import CONTEXT_SEP, _, catalogue_path, parse_po, set_language
from game.i18n_engine import reason_text
from game.rules import IllegalActionError, NotationError, new_game, parse_card, parse_cards
from game.rules.american import SPECIAL_HAND_LABELS
from game.rules.reasons import REFUSALS, Reason
from game.ui.table_moves import SELECTION, SelectionReason

from .refusals import engine_refusals

LANGUAGES = ("cs", "sk", "pl")
CATALOGUES: tuple[tuple[type[Reason], dict[str, str]], ...] = (
    (Reason, REFUSALS), (HintReason, HINTS), (SelectionReason, SELECTION))
#: A value for each placeholder, as the engine passes it.
SAMPLE: dict[str, Any] = {
    "card": parse_card("KH"), "top": parse_card("QS"), "first": parse_card("9D"),
    "other": parse_card("8C"), "card2": parse_card("KH"), "cards": parse_cards("2S JK"),
    "names": "K", "rank": "Q", "count": 5, "code": "K", "kind": "acaba",
    "title": "Samba", "missing": ("a mixed canasta", "a canasta of wild cards"),
    "error": Reason("group.many_wilds", n=3), "why": HintReason("hint.pair", names="7"),
}


def _sample(cls: type[Reason], code: str, template: str) -> Reason:
    fields = {f for _lit, f, _spec, _conv in string.Formatter().parse(template) if f}
    return cls(code, **{f: SAMPLE.get(f, 7) for f in fields})


def every_reason() -> list[Reason]:
    return [_sample(cls, code, text) for cls, table in CATALOGUES for code, text in table.items()]


def test_english_is_the_engines_own_text() -> None:
    for reason in (*every_reason(), *engine_refusals(2)):
        assert reason_text(reason) == str(reason)
    assert len(engine_refusals(2)) > 200


def test_a_rank_in_the_singular() -> None:
    texts = [str(Reason("pile.one_natural", rank=r)) for r in ("6", "K", "JK")]
    assert [t.split("natural ")[1].split(" ")[0] for t in texts] == ["six", "king", "joker"]


def test_a_refusal_is_a_code_with_its_values() -> None:
    state = new_game("classic", players=4, seed=3)
    with pytest.raises(IllegalActionError) as raised:
        state.apply("discard 5H")
    assert raised.value.code == "turn.start" and isinstance(raised.value, ValueError)
    error = IllegalActionError(Reason("opening.short", minimum=90, value=65))
    assert error.code == "opening.short" and error.params == {"minimum": 90, "value": 65}
    assert str(error) == "Your side needs 90 points to open; these melds count 65."


def test_a_clause_is_refused_as_a_sentence() -> None:
    error = IllegalActionError(Reason("seq.no_wilds"))
    assert error.code == "seq.no_wilds"
    assert str(error) == "A sequence holds no wild cards."
    set_language("cs")
    assert reason_text(error) == reason_text(error.reason)[:1].upper() + \
        reason_text(error.reason)[1:] + "."


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_code_has_its_own_catalogue_entry(code: str) -> None:
    path = catalogue_path(code)
    entries = {(e.msgctxt, e.msgid): e.msgstr for e in parse_po(path.read_text("utf-8"))}
    for _cls, table in CATALOGUES:
        for key, text in table.items():
            assert entries.get((key, text)), f"{code}: no translation for {key}"


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_text_comes_from_the_entry_of_its_code(
    code: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    set_language(code)
    reason = Reason("pile.frozen", names="K")
    before = reason_text(reason)
    monkeypatch.setitem(i18n._catalogue, "pile.frozen" + CONTEXT_SEP + reason.template,
                        "{names_gen}!")
    assert reason_text(reason) != before
    assert reason_text(reason) == i18n.p_("genitive", "kings") + "!"
    # A clause read on its own is a sentence: a capital letter first, a full stop at the end.
    assert reason_text(Reason("sentence", error=reason)) == reason_text(reason).title() + "."


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_reason_is_translated_with_its_parts(code: str) -> None:
    set_language(code)
    for reason in (*every_reason(), *engine_refusals(2)):
        out = reason_text(reason)
        if reason.code != "sentence":
            assert out != str(reason), reason
        assert "{" not in out and "}" not in out, out
        for english in (" the pile", " your hand", "kings", " meld "):
            assert english not in out, (reason, out)


@pytest.mark.parametrize(("code", "reason", "expected"), [
    ("cs", Reason("sentence", error=Reason("opening.short", minimum=50, value=30)),
     "Vaše strana potřebuje k prvnímu vyložení 50 bodů; tato vyložení mají 30."),
    ("pl", Reason("pile.frozen", names="K"),
     "Stos jest zamrożony: aby go wziąć, potrzebujesz naturalnej pary (króle)."),
    ("sk", Reason("meld.cannot_add", cards=parse_cards("2S JK"), names="K",
                  error=Reason("group.many_wilds", n=3)),
     "K vášmu vyloženiu kráľov nemožno pridať 2 (piky), žolík: vyloženie smie mať najviac "
     "tento počet divokých kariet: 3."),
    ("cs", Reason("pile.cannot_add", cards=parse_cards("QS QD"), top=parse_card("QH"),
                  names="Q", error=Reason("ponytail.closed_max")),
     "K vašemu vyložení dam nelze přidat Q (piky), Q (káry) spolu s kartou Q (srdce) z "
     "hromádky: vyložení má nanejvýš sedm karet: kanasta je uzavřená."),
    ("pl", Reason("meld.wrong_target", cards=parse_cards("5H 4H"), names="6"),
     "Do wyłożenia szóstek nie można dołożyć 5 kier, 4 kier."),
    ("cs", HintReason("hint.take_pile", count=6, why=HintReason("hint.pair", names="K")),
     "Vezměte hromádku (6 karet): máte pár (králové)."),
    ("pl", HintReason("hint.safest", card=parse_card("9H")),
     "Odrzuć 9 kier: to najbezpieczniejsza karta, której możesz się pozbyć."),
])
def test_examples(code: str, reason: Reason, expected: str) -> None:
    set_language(code)
    assert reason_text(reason) == expected


def test_a_text_without_a_code_is_wrapped_in_a_translated_sentence() -> None:
    set_language("cs")
    assert reason_text("Something new.") == "Tento tah není dovolen (Something new.)."
    assert reason_text(ValueError("x")) == "Tento tah není dovolen (x)."


def test_codes_are_unknown_to_no_one() -> None:
    with pytest.raises(ValueError, match="no reason"):
        Reason("no.such.code")
    with pytest.raises(ValueError, match="no reason"):
        HintReason("pile.empty")  # a refusal's code is not a hint's


def test_what_to_type_stays_in_notation_when_the_table_names_cards_its_own_way() -> None:
    """The table writes 7♦; an example of what to type is written as typed, every card of it."""
    set_language("cs")
    reason = Reason("seq.which_meld", card=parse_card("7D"), names="7", code="7",
                    other=parse_card("7D"), card2=parse_card("7D"))
    out = reason_text(reason, lambda text: text.replace("D", "♦"))
    assert out.startswith("7♦ ") and "'7: 7D'" in out and "'seq: 7D'" in out


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_special_hand_names_each_special_hand_as_the_score_names_it(code: str) -> None:
    set_language(code)
    text = reason_text(Reason("american.special_none"))
    for label in SPECIAL_HAND_LABELS.values():
        assert _(label).split(": ", 1)[1] in text, (label, text)


#: A move that could not be read, in every language: it says so, and what was expected.
UNREADABLE = {
    "en": "This move could not be read: 'dicsard' is not a move: start with draw, pickup, meld, "
          "discard, ask, yes, no or deal (acaba in British Canasta; lay and special in Modern "
          "American).",
    "cs": "Tento tah nelze přečíst: 'dicsard' není tah: začněte slovem draw, pickup, meld, "
          "discard, ask, yes, no nebo deal (v britské kanastě také acaba, v moderní americké "
          "kanastě lay a special).",
    "sk": "Tento ťah sa nedá prečítať: 'dicsard' nie je ťah: začnite slovom draw, pickup, meld, "
          "discard, ask, yes, no alebo deal (v britskej kanaste aj acaba, v modernej americkej "
          "kanaste lay a special).",
    "pl": "Nie da się odczytać tego ruchu: 'dicsard' to nie ruch: zacznij od draw, pickup, "
          "meld, discard, ask, yes, no lub deal (w kanaście brytyjskiej także acaba, w "
          "nowoczesnej kanaście amerykańskiej lay i special).",
}


@pytest.mark.parametrize("code", ["en", *LANGUAGES])
def test_a_move_that_cannot_be_read_says_so_in_the_players_language(code: str) -> None:
    state = new_game("classic", players=4, seed=3)
    set_language(code)
    for text in ("meld K:", "pickup ZZ", "meld 7C | | 7D", "draw 7C", "", "meld X: 7C"):
        with pytest.raises(NotationError) as raised:
            state.apply(text)
        out = reason_text(raised.value)
        assert out.startswith(UNREADABLE[code].split(":")[0] + ": "), out
        if code != "en":  # no English left inside the translated sentence
            for english in ("is not", "write", "needs", "like", "takes"):
                assert english not in out, out
    with pytest.raises(NotationError) as raised:
        state.apply("dicsard 5H")
    assert reason_text(raised.value) == UNREADABLE[code]


def test_the_canastas_still_missing_are_listed_with_and_before_the_last() -> None:
    missing = ("a natural canasta of sevens", "a mixed canasta", "a canasta of wild cards")
    reason = Reason("ponytail.missing", missing=missing)
    assert str(reason) == ("your side still needs a natural canasta of sevens, a mixed canasta "
                           "and a canasta of wild cards to go out")
    assert str(Reason("ponytail.missing", missing=missing[:1])).endswith("of sevens to go out")
    try:
        set_language("cs")
        czech = reason_text(reason)
        assert f" {_('a mixed canasta')} a {_('a canasta of wild cards')}" in czech
    finally:
        set_language("en")
