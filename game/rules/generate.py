"""Listing legal actions by construction, one per class of interchangeable cards.

Cards of one rank are interchangeable for legality, so instead of suit permutations the
generator works on counts: for each rank, how many naturals, jokers and twos to lay down. Each
candidate is decided by the same judges the engine asks — the counts of a group
(``rules.group_ok``), a variant's own conditions on a group (``rules.lay_error``) and on taking
the pile (``rules.pickup_error``), one group's shape (:func:`.shapes.lone_group_refusal`: a
sequence, a meld of wild cards), the opening (:mod:`.opening`), a discard
(:func:`.engine.discard_refusal`) — without building the state it would lead to. Only the rare
candidates whose legality hangs on going out (the last cards of a hand, a partner's "yes") or on
black threes are checked by applying them; ``tests/rules/test_generation.py`` compares the
whole list with the slow way of applying every candidate.

This module lists the play (melds, discards, asking, going out); :mod:`.draw_listing` the draw
(the stock, or the pile); :mod:`.listing_checks` holds what both ask.

Multi-group openings are listed in a canonical form (see :mod:`.hand_counts`). Adding
naturals and wild cards to an existing meld in one group is listed as its two steps
(``meld KC`` and ``meld K: 2C``), which reach the same table within the turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action, Group
from .actions import plain_group as _group
from .candidates import groups_of, new_groups_past_the_cap, other_suits, twin_groups
from .cards import ALL_CARDS, remove_cards
from .discarding import discard_refusal
from .draw_listing import draw_actions
from .going_out import (
    BLACK_THREES,
    bound_to_go_out,
    can_go_out,
    can_meld_out,
    may_meld_out,
    melds_with,
    out_of_reach,
    plan_going_out,
    threes_bind,
)
from .going_out_search import MAX_HAND, first_look
from .hand_counts import HandCounts, count_extensions, new_groups, opening_combos
from .listing_checks import applies, meld_action, opens
from .melds import Meld
from .shapes import SEQ, STEP, joins, lone_group_refusal, sequence_ends, twin_place
from .variants import Rules

if TYPE_CHECKING:
    from .state import GameState

_ASK = Action("ask")
_YES = Action("yes")
_NO = Action("no")
_DEAL = Action("deal")
_DISCARDS = {c: Action("discard", card=c) for c in ALL_CARDS}
#: No place where one natural would extend a sequence (rules without sequences).
_NO_ENDS: frozenset[tuple[str, int]] = frozenset()


def generate_actions(state: GameState) -> list[Action]:
    """The canonical list of legal actions for the seat to act."""
    phase = state.phase
    if phase == "play":
        actions = _Play(state).actions()
    elif phase == "draw":
        actions = draw_actions(state)
    elif phase == "answer":
        return [_YES, _NO]
    elif phase == "hand_over":
        return [_DEAL]
    else:
        return []
    if state.rules.has_special_actions:
        actions += state.rules.special_actions(state)
    return actions


# ----------------------------------------------------------------------------------------------
# the play: melds, discards, asking, going out
# ----------------------------------------------------------------------------------------------
class _Play:
    """The legal actions of a seat playing its turn, listed kind by kind."""

    __slots__ = ("rules", "state", "team", "cards", "n_hand", "bound", "hand", "opened",
                 "past_cap_out",
                 "minimum", "melds_by_rank", "n_wilds", "judge_openings", "sure", "list", "lone",
                 "checks_groups", "twin_ranks")

    def __init__(self, state: GameState) -> None:
        rules = self.rules = state.rules
        self.state = state
        seat = state.turn
        self.team = state.team_of(seat)
        self.cards = state.hands[seat]
        self.n_hand = len(self.cards)
        # A partner's "yes", or black threes melded this turn: the turn must end in going out.
        self.bound = bound_to_go_out(state)
        self.hand = HandCounts(state, self.cards)
        self.opened = bool(state.melds[self.team])
        self.minimum = 0 if self.opened else state.minimum(self.team)
        melds_by_rank: dict[str, Meld] = {}
        if rules.twin_melds:
            # The group a rank's cards join first: an unfinished one before a canasta
            # (see shapes.twin_place).
            for m in state.melds[self.team]:
                if m.kind == "group":
                    old = melds_by_rank.get(m.rank)
                    if old is None or len(old.cards) >= 7 > len(m.cards):
                        melds_by_rank[m.rank] = m
        else:
            for m in state.melds[self.team]:
                if m.kind == "group":
                    melds_by_rank[m.rank] = m
        self.melds_by_rank = melds_by_rank
        self.n_wilds = len(self.hand.jokers) + len(self.hand.twos)
        # An opening of groups built from counts is judged by the melds it makes only when
        # the variant asks more of it than the minimum (other shapes are always judged).
        self.judge_openings = rules.checks_openings
        # The variant's own conditions on a group, asked of each group only where they may
        # refuse one now.
        self.checks_groups = rules.checks_groups and rules.refuses_groups_now(state, self.team)
        # A group built from counts the rules allow, leaving two cards or more, is legal once
        # the variant's own conditions on groups allow it: no "yes" binds the seat, an opening
        # is worth the minimum (and a lone natural extends no sequence).
        self.sure = not (self.bound or not self.opened and self.judge_openings)
        self.list: list[Action] = []
        self.lone = 0  # naturals alone of their rank with no meld to join (counted by _groups)
        self.twin_ranks: list[str] = []  # ranks that may take a second group (found by _groups)
        #: Whether the meld a seat goes out with may pass the cap (Modern American: "a wild
        #: card laid on a canasta for the win"): then naturals, wild cards and new groups past
        #: it that leave one card or none are tried too.
        self.past_cap_out = rules.going_out_rules() is not rules

    def actions(self) -> list[Action]:
        rules = self.rules
        hand = self.hand
        self._groups()
        if self.bound and rules.sequences:
            for group, used in other_suits(rules, hand, self.melds_by_rank,
                                           self.state.melds[self.team], self.minimum):
                self.consider((group,), used, group.target or group.cards[0].rank)
        if self.opened and self.n_wilds:
            # Legal by their counts alone, as in _groups, once the variant's own conditions
            # on groups allow them (wild cards named for their meld are never a lone natural
            # that might extend a sequence instead).
            state, team, sure = self.state, self.team, self.sure
            lay_error = rules.lay_error if self.checks_groups else None
            add, n_hand = self.list.append, self.n_hand
            # Where the variant has no conditions on what a meld takes, joins() is its counts
            # alone; groups and actions are built as the plain tuples they are (see _groups).
            by_counts = not rules.checks_extensions
            group_ok, new = rules.group_ok, tuple.__new__
            melds = state.melds[team]
            for rank, m in self.melds_by_rank.items():
                room = rules.room(rank, m.naturals, m.wilds)
                # Where the side holds two groups of the rank, wild cards go to the first that
                # takes them (shapes.twin_place), not always the one naturals join first.
                twins = groups_of(melds, rank) if rules.twin_melds else None
                if twins:
                    room = max(rules.room(rank, g.naturals, g.wilds) for g in twins)
                splits = hand.wild_splits(1, room)
                if n_hand <= 3 and self.past_cap_out:
                    splits = self._wild_splits_going_out(rank, m, room)
                for j, t in splits:
                    wilds = hand.wilds(j, t)
                    if j + t > room:  # past the cap, leaving one card or none: applied
                        self.consider((new(Group, (wilds, rank)),), j + t, rank, counted=False)
                        continue
                    joined = m
                    if twins:
                        at = twin_place(rules, melds, rank, wilds)
                        if at is None or at < 0:
                            continue
                        joined = melds[at]
                    if not (group_ok(rank, joined.naturals, joined.wilds + j + t) if by_counts
                            else joins(rules, rank, wilds, joined, wilds=j + t)):
                        continue
                    group = new(Group, (wilds, rank))
                    if sure and n_hand - j - t >= 2:
                        if lay_error is None or lay_error(state, team, group) is None:
                            add(new(Action, ("meld", (group,), None)))
                    else:
                        self.consider((group,), j + t, rank)
        if len(hand.black_threes) >= 3 and rules.black_threes_most >= 3:
            self._black_threes()
        if not self.opened:
            canasta = self.rules.opening_canasta(self.state.scores[self.team])
            for combo in opening_combos(self.state, hand, self.minimum, canasta=canasta):
                used = 0
                for g in combo:  # a loop, not a generator (a call of its own)
                    used += len(g.cards)
                self.consider(combo, used)
        self._discards()
        if rules.offers_extra_melds:
            self._shapes()
        if self.twin_ranks:
            # Second groups of a rank (Samba's family), judged as the shapes are.
            state = self.state
            # twin_groups found each by the counts the rules allow: judged as such.
            for action in twin_groups(rules, state.melds[self.team], self.cards,
                                      self.twin_ranks):
                self.consider(action.groups, len(action.cards))
        if self.past_cap_out:
            # New groups past the cap, going out (rare: judged by applying them).
            for action in new_groups_past_the_cap(rules, hand, self.melds_by_rank, self.n_hand,
                                       self.minimum):
                self.consider(action.groups, len(action.cards), counted=False)
        self._going_out()
        return self.list

    def _wild_splits_going_out(self, rank: str, meld: Meld, room: int) -> list[tuple[int, int]]:
        """The (jokers, twos) splits to add to ``meld``, where the meld a seat goes out with
        may grow past the cap (Modern American: "a wild card laid on a canasta for the win"):
        those the cap allows, and those past it that leave the seat one card or none."""
        hand, n_hand = self.hand, self.n_hand
        wider = self.rules.going_out_rules().room(rank, meld.naturals, meld.wilds)
        return [(j, t) for j, t in hand.wild_splits(1, wider)
                if j + t <= room or j + t >= n_hand - 1]

    def _black_threes(self) -> None:
        """Black threes, melded in the turn their player goes out, first or last: legal where
        a way out is left, which applying them finds. Leaving two cards or more, they are
        applied only to a hand the going-out search's quick looks do not rule out; where
        going out is the rules' own search over groups of one rank and the side has opened,
        that search is asked of the hand left and the melds with the threes, as the engine
        asks it of the state it builds (its other conditions: the partner's "no", the threes'
        count, a meld of threes already down); the bounded search of the rules with shapes
        gives up on a hand left of more than MAX_HAND cards. Threes that win the match
        outright (Spanish's seven) need no way out, whatever the hand left."""
        state, team, rules = self.state, self.team, self.rules
        held = self.hand.black_threes
        reach = None
        plain = (self.opened and state.asked != "no" and BLACK_THREES not in self.melds_by_rank
                 and self._plain_out())
        bounded = rules.shaped and type(rules).plan_going_out is Rules.plan_going_out
        for k in range(3, len(held) + 1):
            threes = tuple(held[:k])
            action = meld_action((_group(threes),))
            if self.n_hand - k >= 2 and not rules.wins_match(threes):
                if reach is None:
                    reach = self._worth_planning()
                if not reach or bounded and self.n_hand - k > MAX_HAND:
                    continue
                if bounded or plain:
                    # The hand the threes leave and the side's melds with them: what the
                    # engine's search is asked of the state it builds.
                    rest = remove_cards(self.cards, threes) or ()
                    after = melds_with(state.melds[team], BLACK_THREES, threes)
                if bounded and len(first_look(rules, after, rest)[1]) > 1:
                    # That search answers at its first look: two cards or more of the hand
                    # left no meld could take.
                    continue
                if plain:
                    if k <= rules.black_threes_most and can_meld_out(
                            rules, state.players, rest, after, None):
                        self.list.append(action)
                    continue
            if applies(state, action):
                self.list.append(action)

    def consider(
        self, groups: tuple[Group, ...], used: int, rank: str = "", counted: bool = True
    ) -> None:
        """List ``meld groups`` (``used`` cards; ``rank``: of its one group of one rank) if it
        is legal. ``counted``: built from counts the rules allow (and, unopened, worth the
        minimum); the rest is judged here."""
        state = self.state
        action = meld_action(groups)
        left = self.n_hand - used
        if left < 2 or self.bound:
            # Touching on going out: the last cards of a hand, or a "yes" that binds the seat.
            if left < 2 and rank and not self.bound and counted and not self.rules.shaped:
                # One group of one rank: legal when the side may then go out.
                if self._lays(groups, counted) and may_meld_out(state, self.team, rank,
                                                                groups[0].cards):
                    self.list.append(action)
            elif left >= 2 and rank and counted and self.opened and self._plain_out():
                # Bound by a "yes": one group of one rank is legal when the hand left can
                # still go out onto the melds it makes (what the engine asks of the state
                # it would build, asked here of the hand and melds alone).
                cards = groups[0].cards
                if self._lays(groups, counted) and can_meld_out(
                        self.rules, state.players, remove_cards(self.cards, cards) or (),
                        melds_with(state.melds[self.team], rank, cards), None):
                    self.list.append(action)
            elif applies(state, action):
                self.list.append(action)
            return
        if not self.opened and (self.judge_openings or not counted):
            if opens(state, self.team, groups, counted=counted):
                self.list.append(action)
        elif self._lays(groups, counted):
            self.list.append(action)

    def _plain_out(self) -> bool:
        """Whether going out is the rules' own search over groups of one rank, and nothing
        but it stands between a meld bound by a "yes" and its legality: no shapes, no look
        at the actions played, no seven canastas ending the hand at once."""
        rules = self.rules
        return not (rules.shaped or rules.watches_actions or rules.flag("seven_canastas_win")
                    or type(rules).plan_going_out is not Rules.plan_going_out)

    def _lays(self, groups: tuple[Group, ...], counted: bool) -> bool:
        """Whether the side may lay ``groups`` down, each one beside the melds it has: the
        variant's own conditions and each group's shape. A group built from counts is a group
        of one rank whose counts hold; only a lone natural may be taken for a sequence's."""
        rules = self.rules
        checks_groups = self.checks_groups
        if not checks_groups and counted and not rules.sequences:
            return True
        melds = self.state.melds[self.team]
        for group in groups:
            if checks_groups and rules.lay_error(self.state, self.team, group) is not None:
                return False
            lone = rules.sequences and group.target is None and len(group.cards) == 1
            if (lone or not counted) and lone_group_refusal(rules, melds, group) is not None:
                return False
        return True

    def _groups(self) -> None:
        """Naturals added to the side's melds, and new groups of one rank."""
        rules = self.rules
        hand = self.hand
        minimum = self.minimum
        n_wilds = self.n_wilds
        n_hand = self.n_hand
        sure = self.sure
        consider = self.consider
        add = self.list.append
        melds_by_rank = self.melds_by_rank
        melds = self.state.melds[self.team]
        if self.checks_groups:
            state, team, lay_error = self.state, self.team, rules.lay_error

            def add(action: Action) -> None:
                if lay_error(state, team, action.groups[0]) is None:
                    self.list.append(action)

        # Actions and groups are built as the plain tuples they are (see _meld and _group),
        # and joins() is spelled out for naturals alone: this loop runs for every rank of
        # every hand listed.
        new = tuple.__new__
        checks_extensions = rules.checks_natural_extensions  # naturals alone, below
        # Where one natural would extend one of the side's sequences (then, beside its group,
        # it must name which meld it joins): worked out once, not per rank.
        ends = sequence_ends(melds) if rules.sequences else _NO_ENDS
        extensions = rules.extensions_memo
        lone = 0
        # Where a side may hold two groups of a rank: a pair beside the rank's group that
        # takes no more wild cards (a canasta, or one holding wild cards already; the group
        # the rank's cards join first, unfinished before a canasta) may start a second one.
        twins = rules.twin_melds and n_wilds > 0
        for rank, nats in hand.by_rank.items():
            m = melds_by_rank.get(rank)
            if m is not None:
                if twins and len(nats) >= 2 and (m.wilds or len(m.cards) >= 7):
                    self.twin_ranks.append(rank)
                # Naturals added to a meld; adding wild cards too is the separate listed step
                # "K: 2C", so the compound forms are accepted but not listed.
                key = (rank, m.naturals, m.wilds, len(nats))
                counts = extensions.get(key)
                if counts is None:
                    counts = extensions[key] = count_extensions(rules, *key)
                if n_hand - len(nats) <= 1 and self.past_cap_out:
                    # The meld a seat goes out with may grow past the cap (Modern American):
                    # naturals leaving one card or none are tried too (judged by applying).
                    low = max(counts[-1] + 1 if counts else 1, n_hand - 1)
                    counts += tuple(range(low, len(nats) + 1))
                for k in counts:
                    cards = tuple(nats[:k])
                    if checks_extensions and rules.extend_error(m, cards) is not None:
                        continue
                    # A natural that would also extend a sequence names the group it joins.
                    named = k == 1 and ends and (cards[0].suit, STEP.get(rank)) in ends
                    group = new(Group, (cards, rank if named else None))
                    if sure and n_hand - k >= 2:
                        add(new(Action, ("meld", (group,), None)))
                    else:
                        consider((group,), k, rank)
                continue
            if len(nats) == 1:
                lone += 1
            if 3 - n_wilds > len(nats):
                continue  # too few naturals and wild cards for a new group
            for k, j, t in new_groups(rules, hand, nats[0], len(nats), minimum):
                group = new(Group, (tuple(nats[:k]) + hand.wilds(j, t) if j or t
                                    else tuple(nats[:k]), None))
                if sure and n_hand - k - j - t >= 2:
                    add(new(Action, ("meld", (group,), None)))
                else:
                    consider((group,), k + j + t, rank)
        self.lone = lone

    def _discards(self) -> None:
        """One card of each rank (suits never matter for legality in a discard, but for a
        three's colour)."""
        state = self.state
        kinds = self.hand.kinds
        add = self.list.append
        if self.n_hand > 1 and not self.bound:
            # Cards are left after the discard and no "yes" binds the seat: only the rule on
            # jokers (the jokers, one kind, close the hand) and the variant's own rule may
            # refuse one.
            joker = None
            if kinds and kinds[-1].is_joker:
                joker = kinds[-1]
                kinds = kinds[:-1]
            if not self.rules.checks_discards:
                self.list.extend(map(_DISCARDS.__getitem__, kinds))  # in one pass, in C
            else:
                discard_error = self.rules.discard_error
                for c in kinds:
                    if discard_error(state, c) is None:
                        add(_DISCARDS[c])
            if joker is not None and discard_refusal(state, joker) is None:
                add(_DISCARDS[joker])
            return
        for c in kinds:
            if discard_refusal(state, c) is None:
                add(_DISCARDS[c])

    def _shapes(self) -> None:
        """Melds of the variant's own shapes: sequences, melds of wild cards (asked only of
        rules that offer them)."""
        actions = self.list
        for action in self.rules.extra_meld_candidates(self.state):
            # A sequence is listed nowhere else (its group names no rank); other shapes may
            # be (a variant's meld of twos beside wild cards added to it).
            if action.groups[0].target != SEQ and action in actions:
                continue
            if len(action.groups) == 1:
                self.consider(action.groups, len(action.groups[0].cards), counted=False)
            elif applies(self.state, action):
                actions.append(action)

    def _worth_planning(self) -> bool:
        """Whether the going-out search might find a way: more than one lone natural never
        does, and for the search over groups of one rank its own quick looks are asked here,
        of this listing's counts of the hand, before the search counts the hand again."""
        rules = self.rules
        if rules.shaped:
            return True
        # Where a meld may hold one natural and wild cards, no natural is lone: the search
        # counts none so, and neither may this look.
        lone = 0 if rules.flag("three_wilds_any_naturals") else self.lone
        if lone > 1:
            return False
        if type(rules).plan_going_out is not Rules.plan_going_out:
            return True  # a variant's own search
        hand = self.hand
        lone += hand.red_threes + (len(hand.black_threes) if len(hand.black_threes) < 3 else 0)
        if lone > 1:
            return False  # out_of_reach's first look, before the hand's counts are made for it
        naturals: dict[str, int] = {}
        for rank, nats in hand.by_rank.items():
            naturals[rank] = len(nats)
        return not out_of_reach(rules, self.state.players, naturals, self.n_wilds,
                                self.state.melds[self.team], lone)

    def _going_out(self) -> None:
        """One search answers both "may I ask?" (only when going out is possible) and "how
        can I go out?": going out may need several groups (or naturals and wild cards on one
        meld) at once, which the single steps above cannot reach, so one way to meld out is
        listed (it was found by laying it down)."""
        state = self.state
        worth = self.n_hand >= 2 and self._worth_planning()
        plan = plan_going_out(state) if worth else None
        if plan is not None or self.rules.ask_without_going_out or (
                worth and self.rules.going_out_needs_yes and can_go_out(state)):
            if (len(state.teams[self.team]) > 1 and state.asked is None and self.n_hand >= 2
                    and not threes_bind(state)):
                self.list.append(_ASK)
        if plan is not None and plan[0]:
            action = meld_action(plan[0])
            if action not in self.list:
                self.list.append(action)
