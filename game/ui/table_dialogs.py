"""The table's questions and overlays.

* The Yes/No panel over the message: the partner asks "may I go out?", the player confirms
  British *acaba*, Modern American's special hand or leaving the table (Esc), or the
  selected cards could join a sequence or their rank's group (the two buttons then name the
  choices), or the wild cards selected could go to more than one group (the panel shows one
  way, the buttons play it or show the next). While it is open, Yes and No are the only
  buttons.
* Overlays pushed over the table: the game log, the list of keys, the hand's score.
"""

from __future__ import annotations

from collections.abc import Callable

from pygame import Rect

from game.i18n import _, number
from game.rules import Action
from game.rules.british import ACABA_AWARD
from game.ui import rich_text
from game.ui.game_log import GameLog, LogScene
from game.ui.scenes.scoring import ScoringScene
from game.ui.table_context import TableContext
from game.ui.table_draw import RANK_NAMES
from game.ui.table_feed import question as partner_question
from game.ui.widgets import Button

QUESTION_SIZE = 16  # the question's text (bold)


def acaba_question(sides: int, partners: bool) -> str:
    """The confirmation before acaba: every other side (or player) is given the award
    (British seats three players each alone, and two, four or six in two sides)."""
    if sides > 2:
        text = _("End the hand now with acaba? Every other player scores {points}.")
    elif partners:
        text = _("End the hand now with acaba? The other side scores {points}.")
    else:
        text = _("End the hand now with acaba? Your opponent scores {points}.")
    return text.format(points=number(ACABA_AWARD))


class TableDialogs:
    """The question panel's state and its Yes/No buttons; opening the overlays."""

    def __init__(self, table: TableContext) -> None:
        self.table = table
        self.confirm_acaba = False  # the acaba confirmation panel is open
        self.confirm_special = False  # Modern American: show a special hand (ends the hand)
        self.confirm_leave = False  # Esc asked whether to leave the table for the menu
        # Two readings of the selection (a sequence or a group): the panel asks which.
        self.choice: list[Action] = []
        # Ways to meld (or take the pile with) the selection that differ in where its wild
        # cards go: the panel shows the one at ``reading``, the buttons play it or go on.
        self.readings: list[Action] = []
        self.reading = 0
        self.build()

    def build(self) -> None:
        """The Yes/No buttons in the current layout and language (again after a change in
        the settings)."""
        yes, no = self.table.layout.answer_buttons()
        self.yes_button = Button(yes, _("Yes (Y)"), lambda: self.answer("yes"),
                                 font_size=19, primary=True)
        self.no_button = Button(no, _("No (N)"), lambda: self.answer("no"), font_size=19)

    @property
    def widgets(self) -> list[Button]:
        return [self.yes_button, self.no_button]

    # ------------------------------------------------------------------ the question panel

    def answering(self) -> bool:
        """The partner asked the human "may I go out?" and waits for the answer."""
        return self.table.my_turn() and self.table.state.phase == "answer"

    def is_open(self) -> bool:
        """A question waits for Yes or No (the other buttons are set aside meanwhile)."""
        return (self.confirm_leave or self.answering() or self.confirm_acaba
                or self.confirm_special or bool(self.choice) or bool(self.readings))

    def question(self) -> tuple[str, Rect] | None:
        """The Yes/No panel's question and rect, or None when no question is open."""
        t = self.table
        if self.confirm_leave and t.replay is not None:  # nothing of a replay is saved
            question = _("Stop watching and go back to the menu?")
        elif self.confirm_leave:
            question = _("Leave the table for the menu? The game is saved: Continue picks it "
                         "up.")
        elif self.answering():
            asker = t.name(t.state.partner_of(t.state.to_act))
            question = partner_question(asker, t.state.rules.ask_without_going_out)
        elif self.choice:
            question = _("Add to the sequence or to the group?")
        elif self.readings:
            # The question, then each group on a line of its own (never broken inside).
            question = _("Where do the wild cards go? ({number} of {count})").format(
                number=self.reading + 1, count=len(self.readings)) + "\n" + self.reading_label()
        elif self.confirm_acaba:
            question = acaba_question(len(t.state.teams), len(t.state.teams[0]) > 1)
        elif self.confirm_special:
            question = _("Show your special hand? It ends the hand at once: your side scores "
                         "it and nothing else.")
        else:
            return None
        # As tall as the question needs above the buttons: every word of it shows.
        rect = t.layout.question
        yes, _no = t.layout.answer_buttons()
        need = rich_text.wrapped_height(question, QUESTION_SIZE, rect.w - 24, bold=True)
        top = min(rect.y, yes.y - 10 - need - 8)
        return question, Rect(rect.x, top, rect.w, rect.bottom - top)

    def answer(self, word: str) -> None:
        """Yes or No to the open question (the first or second choice of two readings)."""
        t = self.table
        if self.confirm_leave:
            self.confirm_leave = False
            if word == "yes":
                t.app.open_menu()
            return
        if self.choice:
            action = self.choice[0 if word == "yes" else 1]
            self.close_choice()
            t.play(action)
            return
        if self.readings:
            if word == "no":  # the next way, round again after the last
                self.reading = (self.reading + 1) % len(self.readings)
                return
            action = self.readings[self.reading]
            self.close_choice()
            t.play(action)
            return
        if self.confirm_acaba:
            self.confirm_acaba = False
            if word == "yes":
                t.play(Action("acaba"))
            return
        if self.confirm_special:
            self.confirm_special = False
            if word == "yes":
                t.play(Action("special"))
            return
        t.play(Action(word))

    def open_choice(self, choices: list[tuple[str, Action]]) -> None:
        """Ask whether the cards extend the sequence or join their rank's group."""
        self.choice = [a for _t, a in choices]
        labels = []
        for target, _a in choices:
            if target == "SEQ":
                labels.append(_("Sequence"))
            else:
                labels.append(_("Group of {rank}").format(rank=_(RANK_NAMES.get(target, target))))
        self.yes_button.label, self.no_button.label = labels[0], labels[1]

    def open_readings(self, readings: list[Action]) -> None:
        """Ask where the wild cards go: ``readings`` are the ways the engine accepts, one for
        each table they make, the most natural first."""
        self.readings, self.reading = readings, 0
        self.yes_button.label, self.no_button.label = _("This way (Y)"), _("Next (N)")

    def reading_label(self) -> str:
        """The way shown, a line for each group of cards (a pickup's first group with the
        pile's top card)."""
        action = self.readings[self.reading]
        groups = [g.cards for g in action.groups]
        top = self.table.state.pile_top
        if action.kind == "pickup" and top is not None:
            groups = [(top, *groups[0]), *groups[1:]] if groups else [(top,)]
        return "\n".join(rich_text.cards_label(list(cards)) for cards in groups)

    def close_choice(self) -> None:
        self.choice = []
        self.readings, self.reading = [], 0
        self.yes_button.label, self.no_button.label = _("Yes (Y)"), _("No (N)")

    def cancel(self) -> bool:
        """Esc: close the open question (not the partner's: that one needs an answer);
        False when none was open."""
        if self.confirm_leave:
            self.confirm_leave = False
        elif self.choice or self.readings:
            self.close_choice()
        elif self.confirm_acaba:
            self.confirm_acaba = False
        elif self.confirm_special:
            self.confirm_special = False
        else:
            return False
        return True

    def played(self) -> None:
        """An action was played: any open question is answered by it (and the buttons read
        Yes and No again for the next one)."""
        self.confirm_acaba = self.confirm_special = False
        if self.choice or self.readings:
            self.close_choice()

    # ------------------------------------------------------------------ overlays

    def open_log(self, log: GameLog) -> None:
        """The game so far in words, as an overlay."""
        self.table.app.scenes.push(LogScene(self.table.app, log))

    def open_keys(self, keys: str) -> None:
        """A list of keys written in one text ("Keys: a, b, c"), one a line."""
        title, _sep, rest = _(keys).partition(":")
        self.open_key_list(title.strip(), [part.strip() for part in rest.split(",")])

    def open_key_list(self, title: str, keys: list[str]) -> None:
        """A list of keys, one a line, in the log's overlay."""
        lines = GameLog()
        for key in keys:
            lines.add(key)
        self.table.app.scenes.push(LogScene(self.table.app, lines, title=title,
                                            key_list=True))

    def open_scoring(self, on_next: Callable[[], None]) -> None:
        """The finished hand's score over the table; ``on_next`` deals the next hand."""
        t = self.table
        names = None
        if t.config.pass_and_play:  # everybody reads the sheet: sides by their players' names
            names = [t.side_name(team) for team in range(len(t.state.teams))]
        scene = ScoringScene(t.app, t.state, on_next, practice=t.config.practice, names=names,
                             seat_name=t.name, viewer=t.human if t.human is not None else 0)
        if t.lesson is not None and not t.state.is_game_over:
            scene.button.label = _("Continue")  # the lesson's hand is its only one
        t.app.scenes.push(scene)
