"""What the parts of the table share: the game in progress as the table shows it.

The table scene (game/ui/scenes/table.py) owns the game and hands itself to each of its parts
as a :class:`TableContext`:

* ``table_input``: pointer, touch and keys, turned into what the player means;
* ``table_commands``: what the player means, turned into engine actions (or a refusal);
* ``table_dialogs``: the Yes/No question panel and the overlays (game log, keys, scoring);
* ``table_motion``: the engine's events, turned into card flights, sounds and banners;
* ``table_panels``: the plates, the score and info panels, the prompt and the buttons;
* ``table_view``: the whole frame, drawn from the pieces above.

A part reads the state live from the context (the state, the layout and the hand change under
it) and changes the game only through :meth:`TableContext.play`, so one action always takes the
same path: applied, recorded, saved, logged, animated.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from game.rules import Action, GameState
from game.ui.animations import AnimationQueue, Banner
from game.ui.config import GameConfig
from game.ui.hand_view import HandItem, HandView
from game.ui.table_feed import TableFeed
from game.ui.table_layout import CardSizes, TableLayout
from game.ui.table_message import TableMessage


class TableLesson(Protocol):
    """A guided lesson steering the table (game/ui/tutorial.py): the one seam where the table
    asks it before the human's moves, tells it every move, and lets it draw over the table."""

    def refusal(self, action: Action | None) -> str | None:
        """None when the human may play ``action`` now, else a friendly word to show instead
        (``action`` None: a move the table could not build; the engine's reason is not shown)."""
        ...

    def played(self, seat: int, action: Action) -> None:
        """A move was played (by any seat)."""
        ...

    def bot(self, seat: int) -> Any:
        """The computer player for ``seat`` (it plays the lesson's script)."""
        ...

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Sees every event before the table; True when it used it."""
        ...

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None:
        """Draws over the finished table frame."""
        ...

    def hint(self) -> None:
        """Hint, the lesson's way."""
        ...

    def hand_scored(self) -> None:
        """The hand's score was shown and closed (the table deals no next hand)."""
        ...


class TableContext(Protocol):
    """The table as its parts see it (the table scene is the one implementation)."""

    app: Any  #: the App: settings, sounds, card art, the scene stack
    config: GameConfig
    state: GameState  #: the current engine state (replaced by every action)
    human: int | None  #: the seat whose hand is shown (pass-and-play: changes); None: attract
    humans: tuple[int, ...]  #: every seat a person plays (more than one: pass-and-play)
    bottom: int  #: the seat drawn at the bottom (the human's, else seat 0)
    sizes: CardSizes
    layout: TableLayout
    hand: HandView  #: the bottom seat's cards as drawn, with the selection
    #: TableHandOrders (table_hand_order.py): each person's order of their cards, saved
    orders: Any
    anim: AnimationQueue
    banners: list[Banner]  #: words over the table ("Canasta!") while they fade
    note: TableMessage  #: what the table tells the human, above the hand
    feed: TableFeed  #: the last turns in words, beside the pile
    lesson: TableLesson | None  #: the guided first game's lesson, when one steers the table
    #: Watching a recorded game: its driver (game/ui/replay_driver.py), else None.
    replay: Any

    @property
    def message(self) -> str:
        """The message shown to the human now: a refusal, a warning, a hint ("" if none)."""
        ...

    @property
    def message_error(self) -> bool:
        """Whether the message is a refusal (shown in its own colour, its cards marked)."""
        ...

    def play(self, action: Action | str) -> bool:
        """Apply an action for the seat to act; show the engine's reason if it is refused."""
        ...

    def take_back(self) -> None:
        """Undo: take back what may be taken back now, or say why nothing may."""
        ...

    def can_take_back(self) -> bool:
        """Whether Undo would take something back now."""
        ...

    def view_from(self, seat: int) -> None:
        """Pass-and-play: show the table from ``seat`` (its player now holds the device)."""
        ...

    def say(self, message: str, error: bool = False, cards: list[HandItem] | None = None,
            pile: bool = False) -> None:
        """Show a message above the hand; a refusal (``error``) marks the cards it refused
        (the selected ones unless given) and, for a taking of the pile, the pile."""
        ...

    def my_turn(self) -> bool:
        """The human may act now (their turn, no cards in the air, the hand not over)."""
        ...

    def legal_kinds(self) -> set[str]:
        """Kinds of the human's legal actions now (empty when it is not their turn)."""
        ...

    def name(self, seat: int) -> str:
        """A seat's name as the human sees it ("You", "Left opponent"...)."""
        ...

    def side_name(self, team: int) -> str:
        """A side's name as the human sees it ("Your side", "Their side", "Side 3"...)."""
        ...

    def dur(self, seconds: float) -> float:
        """An animation time scaled by the speed setting (zero in turbo or reduced motion)."""
        ...

    @property
    def still(self) -> bool:
        """Reduced motion (or turbo): cards jump, the hand snaps, banners do not zoom."""
        ...
