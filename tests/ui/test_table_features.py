"""Table features on built positions: asking the partner both ways, the frozen pile, the
opening minimum and staged points, drag to reorder, large cards, card settings, variants."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from test_table import RandomBot, card_point, click, drag, select, settle  # noqa: I001

from game.rules import GameRecord, GameState, read_position
from game.ui.app import App
from game.ui.config import GameConfig
from game.ui.scenes.table import TableScene
from game.ui.table_layout import CardSizes, make_layout

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "test-artifacts" / "screenshots" / "table-features"

ASK = """
variant = "classic"
players = 4
turn = {turn}
phase = "play"
hands = [{hands}]
stock = "5H JC 9D 9H"
discard = "4S"
melded_seats = [0, 2]
[melds]
0 = ["QS QS QD QD QH QH QC", "8D 8C 8H"]
"""


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))


def table_at(state: GameState, app: App | None = None, human: int | None = 0,
             **settings: Any) -> tuple[App, TableScene]:
    """A table showing `state` (the record only serves the autosave)."""
    if app is None:
        app = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False, **settings})
    config = GameConfig(state.rules.id, state.players, human, {}, {}, seed=1)
    record = GameRecord.start(config.variant, config.players, 1, {})[0]
    table = TableScene(app, config, record=record, state=state)
    app.scenes.clear()
    app.scenes.push(table)
    table.enter()
    settle(app, 2)
    return app, table


def shot(app: App, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(SHOTS / f"{name}.png"))


def test_asking_the_partner_shows_the_bots_answer() -> None:
    state = read_position(ASK.format(turn=0, hands='"KS KD KC 9S 8S", "5C", "6D", "7H"'))
    app, table = table_at(state)  # real bots (game.ai) at every other seat
    assert table.buttons["ask"].enabled
    click(app, table.buttons["ask"].rect.center)
    for _ in range(200):
        settle(app, 1)
        if table.state.phase != "answer" and table.state.to_act == 0:
            break
    assert table.state.asked in ("yes", "no")
    # The feed beside the pile says who answered what.
    newest, seat = table.feed.lines(table.name, table.bottom)[-1]
    assert seat == 2 and "answered" in newest and newest.startswith(table.name(2))
    shot(app, "asked-partner")


def test_asking_by_key_without_a_canasta_says_what_going_out_needs() -> None:
    # The Ask button is greyed out, but the A key still asks: the refusal says why.
    state = read_position(ASK.format(turn=0, hands='"KS KD KC 9S 8S", "5C", "6D", "7H"')
                          .replace('"QS QS QD QD QH QH QC", ', ""))
    app, table = table_at(state)
    assert not table.buttons["ask"].enabled
    app.tick(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a")])
    assert table.message_error and table.state is state
    assert "your side needs a canasta to go out" in table.message


def test_british_asks_before_drawing_and_the_answer_holds_for_the_turn() -> None:
    # Acaba may be said before drawing, so its question may be asked then too: the Ask
    # button works in the draw phase, the feed words the question with acaba, the bot partner
    # answers, and the seat is back to drawing with the answer said on the prompt.
    state = read_position({"variant": "british", "hands": ["4C 9D 7S", "4D 5S", "5C 8H", "4H TD"],
                           "stock": "8C 8D 7H 6H", "discard": "8S"})
    app, table = table_at(state)
    assert table.state.phase == "draw" and table.buttons["ask"].enabled
    click(app, table.buttons["ask"].rect.center)
    for _ in range(200):
        settle(app, 1)
        if table.state.phase != "answer" and table.state.to_act == 0:
            break
    assert table.state.phase == "draw" and table.state.asked in ("yes", "no")
    lines = [line for line, _ in table.feed.lines(table.name, table.bottom)]
    assert any("asked to go out or say acaba" in line for line in lines), lines
    said = "said yes: say acaba" if table.state.asked == "yes" else "said no: no acaba"
    assert said in table.panels.prompt()
    assert table.buttons["draw"].enabled and not table.buttons["ask"].enabled
    shot(app, "british-asked-before-drawing")


@pytest.mark.parametrize("how", ["button", "key"])
def test_a_bot_asking_the_human_gets_a_yes_no_panel(how: str) -> None:
    # Seat 2 (the partner, a bot) can go out; it asks; the human answers.
    state = read_position(ASK.format(turn=2, hands='"5C 6C", "5D", "KS KD KC 9S 8S", "7H"'))
    ask = next(a for a in state.legal_actions() if a.kind == "ask")
    state = state.apply(ask)[0]
    assert state.phase == "answer" and state.to_act == 0
    app, table = table_at(state)
    assert table._question_panel() is not None
    assert table._active_buttons() == [table.yes_button, table.no_button]
    shot(app, "partner-asks")
    if how == "button":
        click(app, table.no_button.rect.center)
        assert table.state.asked == "no"
    else:
        app.tick(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_y, mod=0)])
        assert table.state.asked == "yes"
    assert table._question_panel() is None


def test_frozen_pile_shows_the_sideways_wild_card() -> None:
    state = read_position("""
variant = "classic"
players = 2
turn = 0
phase = "draw"
hands = ["KS KD 9S 8S 7H", "5C 6D 7D"]
stock = "5H JC 9D 9H"
discard = "4S 5D 2C 9C TD"
""")
    assert state.pile_frozen
    app, table = table_at(state)
    piece = table._layers.pieces["pile"]
    # The sideways card makes the pile piece wider than an upright card at its centre row.
    cols = pygame.mask.from_surface(piece.image).get_bounding_rects()
    assert cols and max(r.w for r in cols) > table.sizes.table + 16
    shot(app, "frozen-pile")


def test_opening_minimum_and_staged_points_are_shown() -> None:
    state = read_position("""
variant = "classic"
players = 2
turn = 0
phase = "play"
hands = ["KS KD KC 9S 8S 7H AS AD AH", "5C 6D 7D"]
stock = "5H JC 9D 9H"
discard = "4S"
""")
    app, table = table_at(state)
    assert table._opening_progress() == (0, 50)
    select(app, table, tuple(c for c in state.hands[0] if c.rank in "KA"))
    assert table._opening_progress() == (90, 50)
    info = table._layers.pieces["side0"].key
    assert "needs 50 to open" in str(info)
    shot(app, "opening-staged")
    click(app, table.buttons["meld"].rect.center)
    settle(app)
    assert table.state.melds[0]
    assert table._opening_progress() is None


def test_drag_reorders_the_hand() -> None:
    app = App(pygame.Surface((1280, 720)), turbo=True, bot_factory=lambda lv, s: RandomBot(s))
    app.start_game(GameConfig("classic", 2, 0, {}, {}, seed=4))
    table = app.scenes.top
    assert isinstance(table, TableScene)
    settle(app, 5)
    first = table.hand.items[0]
    last = table.hand.items[-1]
    drag(app, card_point(table, first), (last.x + table.sizes.hand - 4, last.y + 40))
    assert table.hand.items[-1] is first and not table.hand.auto_sort
    assert not first.selected  # a drag is not a click


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_large_cards_keep_areas_apart(players: int) -> None:
    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"large_cards": True})
    app.start_game(GameConfig("classic", players, 0, {}, {}, seed=2))
    table = app.scenes.top
    assert isinstance(table, TableScene)
    sizes = table.sizes
    assert sizes.hand > CardSizes().hand
    lay = make_layout(players, 0, table.state.teams, sizes)
    rects = (list(lay.plates.values()) + list(lay.meld_areas.values())
             + [lay.hand, lay.scores, lay.info, lay.own_plate, lay.buttons])
    screen = pygame.Rect(0, 0, 1280, 720)
    for i, a in enumerate(rects):
        assert screen.contains(a)
        for b in rects[i + 1:]:
            assert not a.colliderect(b), (a, b)
    # Stock and pile with their labels stay between the two meld rows, clear of each other.
    stock, pile = lay.stock.inflate(8, 30), lay.pile.inflate(8, 30)
    assert not stock.colliderect(pile)
    low = lay.meld_areas[table.state.team_of(0)]
    assert lay.stock.bottom + 20 <= low.y + 4
    # A hand of 30 cards fits the hand area.
    assert table.hand.card_width == sizes.hand
    settle(app, 3)
    for item in table.hand.items:
        assert lay.hand.x - 1 <= item.x and item.x + sizes.hand <= lay.hand.right + 1
        assert lay.hand.y <= item.y and item.y + sizes.hand * 7 // 5 <= 720
    if players == 4:
        shot(app, "large-cards-4p")


def test_card_settings_reach_the_table() -> None:
    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False})
    app.start_game(GameConfig("classic", 4, 0, {}, {}, seed=2))
    table = app.scenes.top
    assert isinstance(table, TableScene)
    settle(app, 3)
    art = app.card_art(table.sizes.hand)
    assert not art.four_colour
    app.settings["four_colour"] = True
    app.settings["card_back"] = "red"
    app.save_settings()
    settle(app, 2)
    art = app.card_art(table.sizes.hand)
    assert art.four_colour and art.back == "red"
    back = app.card_art(table.sizes.back)
    assert back.back == "red"
    shot(app, "four-colour-red-back")


SAMBA = """
variant = "samba"
players = 4
turn = 0
phase = "play"
hands = ["7H 4S 5S 6S KD KC 9C", "5C 6C", "6D 7D", "7C 8C"]
stock = "5H JC 9D 9H"
discard = "4D"
melded_seats = [0]
[melds]
0 = ["7S 7D 7C", "8H 9H TH"]
"""


def test_a_run_of_one_suit_melds_as_a_sequence_with_clicks() -> None:
    app, table = table_at(read_position(SAMBA))
    select(app, table, tuple(c for c in table.state.hands[0] if str(c) in ("4S", "5S", "6S")))
    click(app, table.buttons["meld"].rect.center)
    settle(app)
    seqs = [m for m in table.state.melds[0] if m.kind == "sequence"]
    assert len(seqs) == 2, table.message
    shot(app, "samba-sequences")


@pytest.mark.parametrize("pick", ["sequence", "group"])
def test_an_ambiguous_card_offers_sequence_or_group(pick: str) -> None:
    app, table = table_at(read_position(SAMBA))
    select(app, table, tuple(c for c in table.state.hands[0] if str(c) == "7H"))
    click(app, table.buttons["meld"].rect.center)
    assert table.choice and table._question_panel() is not None
    assert table.yes_button.label == "Sequence"
    if pick == "sequence":
        shot(app, "sequence-or-group")
    click(app, (table.yes_button if pick == "sequence" else table.no_button).rect.center)
    settle(app)
    melds = table.state.melds[0]
    seq = next(m for m in melds if m.kind == "sequence")
    sevens = next(m for m in melds if m.rank == "7")
    assert (len(seq.cards), len(sevens.cards)) == ((4, 3) if pick == "sequence" else (3, 4))
    assert not table.choice


def test_acaba_button_asks_for_confirmation() -> None:
    state = read_position("""
variant = "british"
players = 4
turn = 0
phase = "draw"
scores = [1200, 800]
hands = ["KS KD 5C", "4C", "4D", "4H"]
stock = "8C 8D"
discard = "9H"
""")
    app, table = table_at(state)
    assert "acaba" in table._layers.order[-1] or "button-acaba" in table._layers.pieces
    click(app, table.buttons["acaba"].rect.center)
    assert table.confirm_acaba and not table.state.is_hand_over
    shot(app, "acaba-confirm")
    app.tick(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0)])
    assert not table.confirm_acaba and not table.state.is_hand_over
    click(app, table.buttons["acaba"].rect.center)
    click(app, table.yes_button.rect.center)
    assert table.state.is_hand_over and table.state.ended_by == "acaba"
    # Classic has no acaba: no button.
    app2, classic = table_at(read_position(ASK.format(turn=0, hands='"KS 5C", "5C", "6D", "7H"')))
    assert "button-acaba" not in classic._layers.pieces


@pytest.mark.parametrize(("players", "question"), [
    (2, "Your opponent scores 1,500."), (3, "Every other player scores 1,500."),
    (4, "The other side scores 1,500."), (6, "The other side scores 1,500."),
])
def test_the_acaba_question_names_who_scores(players: int, question: str) -> None:
    from game.rules import new_game

    state = new_game("british", players, seed=4)
    _app, table = table_at(state)
    table.dialogs.confirm_acaba = True
    found = table.dialogs.question()
    assert found is not None and found[0].endswith(question)
    after, _events = state.apply("acaba")
    winners = [t for t, total in enumerate(after.result.totals) if total == 1500]
    assert len(winners) == len(state.teams) - 1


@pytest.mark.parametrize("kind,label", [("samba", "Samba!"), ("escalera", "Escalera!"),
                                        ("bolivia", "Bolivia!"), ("wild", "Wild canasta!"),
                                        ("natural", "Natural canasta!")])
def test_canasta_banners_name_the_kind(kind: str, label: str) -> None:
    from game.rules import Event

    app, table = table_at(read_position(SAMBA))
    table._add_event_step(Event("canasta", 0, 0, (), "SEQ", data=kind), [])
    table.anim.update(0.01)
    assert table.banners and table.banners[-1].text == label


def test_side_piles_are_drawn_with_counts() -> None:
    from game.rules import parse_cards

    state = read_position(SAMBA)
    state = state.replace(side_piles=(parse_cards("5H 6H 7H 8H"), parse_cards("5D 6D 7D")))
    app, table = table_at(state)
    piece = table._layers.pieces["sidepiles"]
    key: Any = piece.key
    assert key[0] == (4, 3)
    assert not piece.rect.colliderect(table.layout.stock)
    shot(app, "side-piles")


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_corner_buttons_clear_the_plates(players: int) -> None:
    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False})
    app.start_game(GameConfig("british", players if players != 3 else 2, 0, {}, {}, seed=2))
    table = app.scenes.top
    assert isinstance(table, TableScene)
    corner = [table.menu_button.rect, table.log_button.rect, table.buttons["acaba"].rect]
    # Acaba (British) and a special hand (Modern American) share their slot: never both.
    assert table.buttons["special"].rect == table.buttons["acaba"].rect
    column = [b.rect for k, b in table.buttons.items() if k not in ("acaba", "special")]
    for rect in corner:
        for plate in table.layout.plates.values():
            assert not rect.colliderect(plate.inflate(10, 10)), (rect, plate)
        for other in corner + column:
            assert other is rect or not rect.colliderect(other), (rect, other)


@pytest.mark.parametrize("variant", ["hand-and-foot", "ponytail", "american", "spanish"])
def test_side_piles_of_the_variants(variant: str) -> None:
    from game.rules import variant_names

    if variant not in variant_names():
        pytest.skip(f"{variant} is not registered yet")
    from game.rules import new_game

    state = new_game(variant, 4, seed=3)
    app, table = table_at(state)
    if variant in ("hand-and-foot", "ponytail"):
        assert "sidepiles" not in table._layers.pieces  # on the plates instead
        for seat in range(4):
            assert table._seat_pile(seat) == len(state.side_piles[seat]) > 0
        assert table._pile_notes()[0].endswith(": 4")
    else:
        piece = table._layers.pieces["sidepiles"]
        key: Any = piece.key
        assert key[0] == tuple(len(p) for p in state.side_piles)
    shot(app, f"side-piles-{variant}")


def test_a_samba_is_squared_and_named() -> None:
    state = read_position(SAMBA.replace('"8H 9H TH"', '"4H 5H 6H 7H 8H 9H TH"').replace(
        '"7S 7D 7C"', '"7S 7D 7C 2C"'))
    app, table = table_at(state)
    seq = next(m for m in table.state.melds[0] if m.kind == "sequence")
    assert seq.is_canasta and table.state.rules.canasta_kind(seq) == "samba"
    from game.ui.meld_draw import display_cards

    assert [c.rank for c in display_cards(seq, list(seq.cards))] == list("456789T")
    shot(app, "samba-canasta")


def test_the_layer_repaints_only_what_changed_and_matches_a_full_redraw() -> None:
    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False},
              bot_factory=lambda lv, s: RandomBot(s))
    app.start_game(GameConfig("classic", 4, 0, {}, {}, seed=12))
    table = app.scenes.top
    assert isinstance(table, TableScene)
    settle(app, 5)
    layers = table._layers
    # Nothing changes: nothing is rendered again.
    before = layers.renders
    settle(app, 3)
    assert layers.renders == before
    # Hovering a button renders that button alone.
    hint = table.buttons["sort"]
    app.tick(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=hint.rect.center, rel=(0, 0),
                                         buttons=(0, 0, 0), touch=False)])
    assert layers.renders == before + 1
    # Play on; then the kept layer must equal one drawn from scratch.
    for _ in range(300):
        settle(app, 1)
        if table.my_turn():
            table.play(table.state.legal_actions()[-1])
        if table.actions_played > 30 or table.state.is_hand_over:
            break
    settle(app, 2)
    table.draw(app.screen)
    assert layers.layer is not None
    kept = layers.layer.copy()
    layers.reset()
    table.draw(app.screen)  # the same state drawn from scratch (no update in between)
    assert layers.layer is not None
    fresh = layers.layer
    diff = sum(1 for x in range(0, 1280, 4) for y in range(0, 720, 4)
               if kept.get_at((x, y)) != fresh.get_at((x, y)))
    assert diff == 0


THREES_FIRST = """
variant = "classic"
players = 4
turn = 0
phase = "play"
hands = ["3S 3C 3S QS QD QC 8S", "4C", "4D", "4H"]
stock = "5H 6H 9D 9H"
discard = "9C"
melded_seats = [0]
[melds]
0 = ["KS KH KC KD KS KH KC"]
"""


def test_black_threes_melded_first_bind_the_player_to_go_out_at_the_table() -> None:
    # Black threes may open the going-out turn; after them a discard that keeps cards is
    # refused with the reason, and the player goes out with the rest.
    app, table = table_at(read_position(THREES_FIRST))
    hand = table.state.hands[0]
    select(app, table, tuple(c for c in hand if c.is_black_three))
    click(app, table.buttons["meld"].rect.center)
    settle(app)
    assert any(m.rank == "3" for m in table.state.melds[0]), table.message
    assert table.panels.prompt().startswith("Your turn: you must go out now")
    item = next(i for i in table.hand.items if str(i.card) == "QS")
    drag(app, card_point(table, item), table.layout.pile.center)
    settle(app)
    assert table.message_error and "black threes are down" in table.message
    assert len(table.state.hands[0]) == 4
    select(app, table, tuple(c for c in table.state.hands[0] if c.rank == "Q"))
    click(app, table.buttons["meld"].rect.center)
    settle(app)
    item = next(i for i in table.hand.items if str(i.card) == "8S")
    drag(app, card_point(table, item), table.layout.pile.center)
    settle(app, 30)
    assert table.state.is_hand_over and table.state.went_out == 0

