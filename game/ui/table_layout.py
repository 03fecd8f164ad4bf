"""Where everything sits on the 1280x720 table, for 2, 3, 4, 6 and 8 players.

Pure geometry (pygame.Rect only, no drawing), so layouts are testable and cheap. The seat at
the bottom is the human's (seat 0 in demo mode); the others follow in playing order
clockwise: left, across the top, right. Partnerships share one meld area; the other sides'
areas share the top half, side by side in seating order: two at three players (each player
a side of their own) and six (three pairs), three at eight (four pairs) and at four players
all alone. Four sides need a taller score panel, so the left seat's plate moves down under it.
Five sides or more (Hand and Foot's "Everyone alone" at six or eight players) have no layout:
their score rows, info panel lines and meld areas would not fit.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygame import Rect

# Positions of the other seats in playing order after the bottom seat.
POSITIONS: dict[int, tuple[str, ...]] = {
    2: ("top",),
    3: ("left", "right"),
    4: ("left", "top", "right"),
    6: ("left", "top_left", "top", "top_right", "right"),
    8: ("left", "top_left", "top_centre_left", "top", "top_centre_right", "top_right", "right"),
}

PLATE_SIZE = (170, 92)
_PLATE_TOPLEFT: dict[str, tuple[int, int]] = {
    "left": (10, 168),
    "right": (1100, 168),
    "top": (555, 6),
    "top_left": (250, 6),
    "top_right": (860, 6),
    # Eight players: five plates across the top, 12 px apart and centred on the partner's
    # ("top"), between the score panel (right edge 178) and the Menu column (x 1110).
    "top_centre_left": (373, 6),
    "top_centre_right": (737, 6),
}
#: Where a position sits instead at a fuller table (eight players' top row is too tight for
#: the six-player corners at x 250 and 860).
_CROWDED_TOPLEFT: dict[int, dict[str, tuple[int, int]]] = {
    8: {"top_left": (191, 6), "top_right": (919, 6)},
}

MELD_X0, MELD_X1 = 190, 1092

#: The most sides the table has room for: four sides' score rows fill the taller score panel,
#: and four meld areas across the top are as narrow as melds stay readable.
MAX_SIDES = 4


def seats(players: int, sides: int) -> bool:
    """Whether the table has a layout for `players` playing as `sides` sides."""
    return players in POSITIONS and 0 < sides <= MAX_SIDES


#: How much larger the hand's and the melds' cards are in large-card mode (Settings).
LARGE_CARD_SCALE = 1.2
#: How far a selected card rises out of the hand (the hand's area has room for it).
HAND_LIFT = 24


@dataclass
class CardSizes:
    """Card widths in pixels (height is 7/5 of the width)."""

    hand: int = 84
    table: int = 66  # stock, pile, flying cards
    meld: int = 58
    back: int = 30  # opponents' fanned backs

    @classmethod
    def for_scale(cls, scale: float) -> CardSizes:
        # The stock and pile keep their size: the centre row between the meld rows has no
        # room for taller cards, and large-card mode is for reading the hand and the melds.
        return cls(round(84 * scale), 66, round(58 * scale), 30)


@dataclass
class TableLayout:
    players: int
    bottom: int
    teams: tuple[tuple[int, ...], ...]
    plates: dict[int, Rect] = field(default_factory=dict)  # other seats' name plates
    position: dict[int, str] = field(default_factory=dict)  # seat -> "left"/"top"/...
    meld_areas: dict[int, Rect] = field(default_factory=dict)  # team -> area
    stock: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    pile: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    prompt: Rect = field(default_factory=lambda: Rect(190, 290, 340, 96))
    message: Rect = field(default_factory=lambda: Rect(790, 290, 300, 96))
    hand: Rect = field(default_factory=lambda: Rect(190, 574, 902, 146))
    buttons: Rect = field(default_factory=lambda: Rect(1110, 300, 160, 412))
    scores: Rect = field(default_factory=lambda: Rect(10, 6, 168, 150))
    info: Rect = field(default_factory=lambda: Rect(10, 300, 168, 268))
    menu_button: Rect = field(default_factory=lambda: Rect(1120, 6, 150, 38))
    own_plate: Rect = field(default_factory=lambda: Rect(10, 578, 168, 134))  # bottom seat

    def team_of(self, seat: int) -> int:
        for index, seats in enumerate(self.teams):
            if seat in seats:
                return index
        raise ValueError(f"no seat {seat}")

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """Where a seat's cards come from and go to (its plate, or the hand's middle)."""
        if seat == self.bottom:
            return self.hand.centerx, self.hand.y + 60
        return self.plates[seat].center

    # -- the controls: a column of buttons on the right, Menu and Game log above it ----------
    def button_slot(self, index: int) -> Rect:
        """The index-th button of the right-hand column (Draw, Take pile, Meld...)."""
        return Rect(self.buttons.x, self.buttons.y + index * 52, self.buttons.w, 44)

    @property
    def log_button(self) -> Rect:
        """Under the menu button: beside it would cover the top-right plate at six players."""
        return self.menu_button.move(0, self.menu_button.h + 8)

    @property
    def acaba_button(self) -> Rect:
        """British only: under Menu and Game log, away from Discard."""
        return Rect(self.buttons.x, self.menu_button.bottom + 54, self.buttons.w, 40)

    @property
    def pace_button(self) -> Rect:
        """The bots' pace (slow, normal, fast): a low button just above the right-hand column,
        under the right-hand seat's plate."""
        return Rect(self.buttons.x, self.buttons.y - 34, self.buttons.w, 28)

    @property
    def feed(self) -> Rect:
        """The last moves in words, beside the pile (where the Yes/No panel opens)."""
        return self.message

    @property
    def question(self) -> Rect:
        """The Yes/No panel (a partner asks, acaba, sequence or group) over the message."""
        return self.message.inflate(30, 16)

    def answer_buttons(self) -> tuple[Rect, Rect]:
        """Yes and No, side by side in the question panel."""
        yes = Rect(0, 0, 124, 40)
        yes.midtop = (self.message.centerx - 70, self.message.y + 46)
        return yes, yes.move(140, 0)

    def side_piles(self, piles: int, back: int, label_w: int = 0) -> Rect:
        """Shared face-down piles (bonus piles, a face-down start), left of the stock; as wide
        as their name (`label_w`) needs."""
        w = max(90, piles * (back + 12) + 12, label_w + 8)
        return Rect(self.stock.x - 24 - w, self.stock.y + 4, w, back * 7 // 5 + 30)


def make_layout(
    players: int, bottom: int, teams: tuple[tuple[int, ...], ...], sizes: CardSizes
) -> TableLayout:
    """The layout for a table of `players` seen from seat `bottom`."""
    if players not in POSITIONS:
        raise ValueError(f"no table layout for {players} players")
    if not seats(players, len(teams)):
        raise ValueError(f"no table layout for {len(teams)} sides (at most {MAX_SIDES})")
    layout = TableLayout(players, bottom, teams)
    if len(teams) > 3:
        # A row of 32 px per side, as three sides have in the usual panel: four sides' names,
        # scores and points this hand would otherwise run into each other.
        layout.scores = Rect(10, 6, 168, 182)
    places = {**_PLATE_TOPLEFT, **_CROWDED_TOPLEFT.get(players, {})}
    for offset, name in enumerate(POSITIONS[players], start=1):
        seat = (bottom + offset) % players
        layout.position[seat] = name
        plate = Rect(places[name], PLATE_SIZE)
        if name == "left":  # under the score panel, however tall it is
            plate.y = max(plate.y, layout.scores.bottom + 10)
        layout.plates[seat] = plate

    # The centre row holds the stock and the pile; melds above (theirs) and below (ours).
    th = sizes.table * 7 // 5
    cy = 335
    layout.stock = Rect(0, 0, sizes.table, th)
    layout.stock.center = (600, cy)
    layout.pile = Rect(0, 0, sizes.table, th)
    layout.pile.center = (706, cy)

    # The hand's area holds a whole card lifted out of the fan, so a selected card never
    # reaches into the melds above; large cards take that room from the own meld area.
    lifted = sizes.hand * 7 // 5 + HAND_LIFT + 4
    if layout.hand.h < lifted:
        layout.hand = Rect(layout.hand.x, layout.hand.bottom - lifted, layout.hand.w, lifted)
    ours = layout.team_of(bottom)
    top_y, top_h = 104, 176
    low_y = 402
    low_h = min(168, layout.hand.y - 4 - low_y)
    layout.meld_areas[ours] = Rect(MELD_X0, low_y, MELD_X1 - MELD_X0, low_h)
    others = [t for t in range(len(teams)) if t != ours]
    if len(others) == 1:
        layout.meld_areas[others[0]] = Rect(MELD_X0, top_y, MELD_X1 - MELD_X0, top_h)
    else:
        # Each other side's area side by side across the top, in seating order (the side
        # that plays first after the bottom seat on the left).
        order = sorted(others, key=lambda t: (min((s - bottom) % players for s in teams[t])))
        gap = 16
        width = (MELD_X1 - MELD_X0 - gap * (len(order) - 1)) // len(order)
        for i, team in enumerate(order):
            x = MELD_X0 + i * (width + gap)
            layout.meld_areas[team] = Rect(x, top_y, width, top_h)
    return layout
