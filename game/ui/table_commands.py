"""What the player means, turned into engine actions: draw, take the pile, meld (or lay
threes down), discard, ask the partner, sort, hint, acaba, a special hand.

The buttons, the keys and clicks on the table all end here, so each intention has one
meaning however it was expressed. A command reads the selection in the hand, builds the
action (game/ui/table_moves.py) and plays it; when the engine refuses, its reason is shown in
the player's language and nothing changes.
"""

from __future__ import annotations

from game.ai.hint import hint
from game.i18n import _
from game.rules import Action, Card
from game.rules.reasons import Reason
from game.ui.hand_view import HandItem
from game.ui.rich_text import reason_label
from game.ui.table_context import TableContext
from game.ui.table_dialogs import TableDialogs
from game.ui.table_moves import (
    discard_danger,
    meld_action,
    meld_choices,
    meld_readings,
    pickup_readings,
)


class TableCommands:
    """The human's intentions at the table (each does nothing when it is not their turn)."""

    def __init__(self, table: TableContext, dialogs: TableDialogs) -> None:
        self.table = table
        self.dialogs = dialogs
        self.warned: Card | None = None  # the risky discard already warned about once
        self.hinted: Action | None = None  # the hint's move, done by a click on its cards

    def played(self) -> None:
        """An action was played: a new discard deserves a new warning, and the hint was for
        the moment before."""
        self.warned = None
        self.hinted = None

    def refuse(self, reason: Reason | BaseException | str | None,
               cards: list[HandItem] | None = None, pile: bool = False) -> None:
        """Show why an action cannot be played (the engine's reason, in the player's
        language; in a lesson, the lesson's own word instead), marking the cards refused (the
        selected ones unless given) and, for the pile, the pile."""
        lesson = self.table.lesson
        word = lesson.refusal(None) if lesson is not None else None
        self.table.say(word or reason_label(reason or ""), error=True, cards=cards, pile=pile)
        self.table.app.sounds.play("error")

    def draw(self) -> None:
        if self.table.my_turn():
            self.table.play(Action("draw"))

    def pickup(self) -> None:
        t = self.table
        if not t.my_turn():
            return
        hinted = self.hinted_move("pickup")
        if hinted is not None:
            t.play(hinted)
            return
        readings, reason = pickup_readings(t.state, t.hand.selected_cards())
        if not readings:
            self.refuse(reason, pile=True)
        elif len(readings) > 1:
            self.dialogs.open_readings(readings)  # where the wild cards go is the player's
        else:
            t.play(readings[0])

    def meld(self, target: str | None = None) -> None:
        """Meld the selected cards, or add them to the own meld of rank ``target``."""
        t = self.table
        if not t.my_turn():
            return
        if target is None:
            choices = meld_choices(t.state, t.hand.selected_cards())
            if choices:
                self.dialogs.open_choice(choices)
                return
            hinted = self.hinted_move("meld")
            if hinted is not None:
                t.play(hinted)
                return
            readings, reason = meld_readings(t.state, t.hand.selected_cards())
            if len(readings) > 1:
                self.dialogs.open_readings(readings)  # where the wild cards go is the player's
                return
            action = readings[0] if readings else None
        else:
            action, reason = meld_action(t.state, t.hand.selected_cards(), target)
        if action is None:
            self.refuse(reason)
            return
        t.play(action)

    def hinted_move(self, kind: str) -> Action | None:
        """The hint's move, when the cards selected are the ones the hint lifted for it: a
        click then does what the hint said (where its wild cards go included)."""
        hinted = self.hinted
        if hinted is None or hinted.kind != kind:
            return None
        if sorted(hinted.cards) != sorted(self.table.hand.selected_cards()):
            return None
        return hinted if self.table.state.is_legal(hinted) else None

    def discard(self, item: HandItem | None = None) -> None:
        """Discard ``item`` (dragged to the pile) or the one selected card; a card the next
        opponent could take the pile with is only thrown when asked twice (a setting)."""
        t = self.table
        if not t.my_turn():
            return
        items = [item] if item is not None else t.hand.selected
        cards = [it.card for it in items]
        if len(cards) != 1:
            t.say(_("Select exactly one card to discard."), error=True)
            return
        c = cards[0]
        danger = discard_danger(t.state, c)
        if (
            danger is not None
            and t.app.settings.get("discard_warning", True)
            and self.warned is not c
        ):
            self.warned = c
            t.say(_("Careful: {name} could take the pile with that card. "
                    "Discard it again to confirm.").format(name=t.name(danger)), error=True,
                  cards=items)
            return
        t.play(Action("discard", card=c))

    def ask(self) -> None:
        if self.table.my_turn():
            self.table.play(Action("ask"))

    def sort(self) -> None:
        self.table.hand.sort()
        self.table.orders.arranged()  # Continue must not bring back the order sorted away
        self.table.app.sounds.play("click")

    def hint(self) -> None:
        """The normal computer player's move with its reason; its cards are lifted."""
        t = self.table
        if not t.my_turn() or t.human is None:
            return
        if t.lesson is not None:
            t.lesson.hint()
            return
        action, reason = hint(t.state.player_view(t.human))
        self.hinted = action
        t.say(_("Hint: {reason}").format(reason=reason_label(reason)))
        # Lift the cards the hint names so the player sees what is meant.
        t.hand.clear_selection()
        wanted = list(action.cards)
        for item in t.hand.items:
            if item.card in wanted:
                wanted.remove(item.card)
                item.selected = True

    def undo(self) -> None:
        """Take back the last meld of the turn (or, practising, whole turns): table_undo.py."""
        if self.table.human is not None:
            self.table.take_back()

    def acaba(self) -> None:
        """British: end the hand at once, after a confirmation."""
        if self.table.my_turn() and "acaba" in self.table.legal_kinds():
            self.dialogs.confirm_acaba = True

    def special(self) -> None:
        """Modern American: show a special hand (it ends the hand), after a confirmation."""
        if self.table.my_turn() and "special" in self.table.legal_kinds():
            self.dialogs.confirm_special = True
