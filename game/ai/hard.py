"""The hard bot: determinized Monte-Carlo search over worlds consistent with its view.

At a decision that matters (take the pile or draw, which card to throw, go out or not, how to
answer the partner, and in Classic's family open now or wait) the bot lists a few
candidates — the expert policy's choice (:mod:`game.ai.expert`, normal's heuristics tuned)
plus its best alternatives — then, world
after world, deals the hidden cards at random (:mod:`game.ai.determinize`), applies each
candidate and plays the hand out with the normal policy for every seat (its usual weights
for the bot's own side, for the others the weights the normal bot plays in those rules).
All candidates meet the same worlds (common random numbers), so their difference is measured
with far less noise than their values. The bot leaves the expert choice only when an
alternative is ahead by more than the noise; everywhere else it plays the expert choice.

The budget counts simulated actions, not milliseconds, so a seed always gives the same play on
any machine; it is scaled by the rules' fixed cost per action (``rules.action_cost``,
measured per variant) so that slower variants keep the same time per decision, and an action
that does more work than most (a long list of actions to weigh, a going-out search that
fails) is charged more, by counts that are the same on every machine.
:meth:`HardThinking.step` runs in slices of wall time so the table keeps animating in the
browser, which has no threads.
"""

from __future__ import annotations

import math
import random
import time

from game.rules import Action, GameState, PlayerView, Rules
from game.rules.going_out_search import placements_walked

from .base import Bot, Decided, Thinking, check_my_turn, decision_rng
from .determinize import sample_world, unseen_cards
from .expert import decide as expert_decide
from .expert import meld_score, pickup_score, style_for
from .family import classic_family
from .knowledge import Knowledge, goes_out, know
from .normal import NORMAL, danger, decide, discard, keep_value
from .normal import style_for as normal_style_for
from .style import Style

#: Simulated actions per searched decision (about 0.08 ms each natively in Classic), outside
#: Classic's family; scaled by each variant's cost per action (``variant_budget``).
DEFAULT_BUDGET = 850
#: In Classic's family (game.ai.family) the budget is twice that. Against normal, over the
#: same single hands with each budget (seeds 71-75 and 76-80, 1000 each, a tie counted half):
#: 0.534 -> 0.546 and 0.542 -> 0.561, +54 -> +71 and +86 -> +96 points a hand; paired,
#: +0.015 ± 0.008 hands won over the 2000 (seeds 81-85 with it: 0.550). Its searched
#: decisions still take well under the 300 ms a decision may (benchmarks/bot_latency.py).
#: Three times (2550) gained nothing more on seeds 71-75 (+0.006 ± 0.010). Elsewhere more
#: worlds measured nothing (Italy, Cuba, Bolivia: see docs/bots.md), so the other variants keep
#: the budget above.
FAMILY_BUDGET = 2 * DEFAULT_BUDGET
#: Actions after which a rollout is cut short (a hand rarely lasts this long).
ROLLOUT_CAP = 400
MAX_CANDIDATES = 4
#: Search the discard too (the expert's card against its next-best spares). Discards differ
#: by little and rollouts measure them with much noise, so this only pays with the wider
#: margin below (MARGIN_SE = 2): with one standard error it made play worse in the arena.
SEARCH_DISCARDS = True
#: Variants (by id) whose discards are not searched: in Hand and Foot rollouts cut 16-30
#: actions into a hand of about 160 (21-32 when measured, at an action cost of 2.2) hardly
#: rank throws as the hand's end does, and against normal (200 single hands, seeds 31 / 32)
#: hard measured 0.510 / 0.618 searching them and 0.540 / 0.632 not (the expert alone
#: 0.542 / 0.620).
NO_DISCARD_SEARCH: frozenset[str] = frozenset({"hand-and-foot"})
#: Variants whose draws (the stock or which pickup) are not searched, for the same reason:
#: in Hand and Foot, each played out from the true cards (benchmarks/search_deviations.py,
#: seed 31), the search's departures from the expert's draw lost 20 of 31 hands and won 6
#: (leaving a pickup for the stock lost all 7). Not searching them, hard against normal
#: measured 0.545 / 0.645 on seeds 31 / 32 (0.525 / 0.645 searching them). Going out and
#: answers are still searched there: their departures won 34 of 46 hands.
NO_DRAW_SEARCH: frozenset[str] = frozenset({"hand-and-foot"})
#: Search melding against holding (open now or wait, lay a meld down or keep it in hand).
SEARCH_MELDS = False
#: In Classic's family, search it before the side has opened: opening now or waiting (the
#: expert's choice, its best meld and, where it melds, its throw). Against normal, paired
#: over the same single hands on deals never used before (the sharper value of the hand's
#: win, measured beside it, was not kept): seeds 501-505, +0.0055 ± 0.0038 hands won and
#: +5 ± 4 points a hand (0.5275 against 0.522); seeds 506-510, measured after, +0.0050 ±
#: 0.0036 and +6 ± 3.5 (0.5545 against 0.5495); seeds 511-515, +0.001 ± 0.0036 (0.559
#: against 0.558); Bicycle, seeds 502-505, +0.0013 ± 0.0028. Small (+0.004 ± 0.002 over
#: Classic's 3000), but no set lost, and a decision takes no longer. Searching every meld
#: (SEARCH_MELDS) gained as much in hands for twice the searched decisions; before opening a
#: side meets such a choice on a turn or two.
SEARCH_OPENING = True
#: A deviation must beat the expert choice by this many points plus MARGIN_SE standard errors.
MARGIN_BASE = 10.0
MARGIN_SE = 2.0
#: Deal the worlds to fit what the other seats' throws and passes say (game.ai.inference).
INFER = True
#: Rollout actions after which the position is scored by :func:`estimate` (None: hand end),
#: in the Classic family; elsewhere see :func:`rollout_depth`.
ROLLOUT_DEPTH: int | None = None
#: Where an action costs more than in Classic, rollouts are cut so that a decision's budget
#: plays at least this many worlds, and never shorter than MIN_DEPTH actions.
MIN_WORLDS = 6
MIN_DEPTH = 16
#: Weights of the estimate: canasta progress per meld size, a card left in hand.
PROGRESS = {4: 0.15, 5: 0.35, 6: 0.6}
HAND_CARD = 3.0
HAND_VALUE = 0.5
#: Share of an unfinished meld's cost at the hand's end counted against it (Modern American's
#: sevens, aces and wild cards, Brazil's short sequences).
UNFINISHED = 0.5
#: Below this many simulated actions a search is mostly noise: play the expert choice.
MIN_SEARCH = 100
#: A search stops after this many worlds whatever budget is left. Where every candidate ends
#: the hand within a few actions (going out now or staying in just before the hand ends) the
#: budget would deal hundreds of worlds, each costing far more than its few simulated actions
#: (dealing it, scoring the hand): 567 worlds took 335 ms (Classic, three players), over the
#: 300 ms a decision may take. Two hundred measure such a choice to within a few points;
#: the searches whose rollouts run on (nine in ten meet 44 worlds or fewer) never reach it.
MAX_WORLDS = 200
#: With more than four seats a world has more hands to deal and to score: the cap is this
#: over the players (six: 133 worlds; 200 took 327 ms in Bicycle with six players).
WORLD_SEATS = 800
#: The budget counts a simulated action as one when its state lists at most this many actions
#: (eight on average in Classic with four players)...
FREE_LISTED = 15
#: ... and each listed beyond them as this much more, in Classic's simulated actions: the
#: normal policy weighs every action listed. Fitted to the time of 73 searched decisions
#: (Classic with four players, Bicycle with six, where lists are longest): the simulated
#: actions alone left decisions up to 93 ms longer than they predicted, with the lists
#: 50 ms. It charges Classic's decisions with four players 5 % more on average, Bicycle's
#: with six 25 % (the longest, 304 ms, would take about 226).
LISTED_COST = 0.12
#: Placements of the going-out search (:func:`placements_walked`) a simulated action walks for
#: free: its ordinary searches, which ``action_cost`` already counts (nine actions in ten of
#: a rollout walk none, and few walk more than a dozen).
FREE_PLACEMENTS = 40
#: What one placement walked beyond them costs, in Classic's simulated actions: about 40 µs
#: against Classic's 100 µs an action. A search that fails walks up to four hundred, and a
#: rollout late in a hand may meet one on every listing: an Italian decision with three
#: players walked 6,117 of them in 327 ms where its searches usually walk 30 in 80 ms.
PLACEMENT_COST = 0.4


class HardBot(Bot):
    """Search bot; ``budget`` is the number of simulated actions per searched decision (by
    default :func:`default_budget`, per variant)."""

    level = "hard"

    def __init__(self, seed: int = 0, budget: int | None = None) -> None:
        super().__init__(seed)
        self.budget = budget

    def begin(self, view: PlayerView) -> Thinking:
        check_my_turn(view)
        rng = decision_rng(self.seed, view)
        base, _ = expert_decide(view, rng)
        asked = default_budget(view) if self.budget is None else self.budget
        budget = variant_budget(asked, view.rules)
        if budget < min(MIN_SEARCH, asked):
            return Decided(base)
        cands = candidates(view, base)
        if len(cands) < 2:
            return Decided(base)
        return HardThinking(view, cands, rng, budget, rollout_depth(view.rules, budget,
                                                                   len(cands)))

    def decide(self, view: PlayerView, rng: random.Random) -> Action:
        return self.choose(view)


def default_budget(view: PlayerView) -> int:
    """The budget a hard bot plays with unless told another: FAMILY_BUDGET in Classic's
    family, DEFAULT_BUDGET elsewhere."""
    side = len(view.teams[view.team])
    return FAMILY_BUDGET if classic_family(view.rules, view.players, side) else DEFAULT_BUDGET


def variant_budget(budget: int, rules: Rules) -> int:
    """``budget`` (Classic actions) scaled to the rules' cost per simulated action."""
    return int(budget / rules.action_cost)


def rollout_depth(rules: Rules, budget: int, candidates: int) -> int | None:
    """How long a rollout may run before :func:`estimate` scores it. In the Classic family
    (an action as cheap as Classic's) hands are short enough to play out; elsewhere a hand
    can run to hundreds of actions (Ponytail, Hand and Foot, Bolivia), so rollouts are cut
    to let the budget meet several worlds, each with every candidate."""
    if rules.action_cost <= 1.0:
        return ROLLOUT_DEPTH
    return max(MIN_DEPTH, budget // (candidates * MIN_WORLDS))


def candidates(view: PlayerView, base: Action) -> list[Action]:
    """The actions worth searching: the expert choice first, then its best alternatives."""
    phase = view.phase
    legal = view.legal_actions
    if phase == "answer":
        return [base] + [a for a in legal if a != base]
    if phase not in ("draw", "play") or (phase == "draw" and view.rules.id in NO_DRAW_SEARCH):
        return [base]
    style = style_for(view)
    k = know(view, style.natural_spares, style.plan_mixed)
    found = [base]
    if phase == "draw":
        pickups = sorted(
            (a for a in legal if a.kind == "pickup"), key=lambda a: -pickup_score(k, a)
        )
        draws = [a for a in legal if a.kind == "draw"]
        for a in draws + pickups[:2]:
            if a not in found:
                found.append(a)
        return found[:MAX_CANDIDATES]
    return _play_candidates(view, k, base, found, searches_melds(view))


def searches_melds(view: PlayerView) -> bool:
    """Whether melding against holding is searched in ``view`` (SEARCH_MELDS, SEARCH_OPENING)."""
    if SEARCH_MELDS:
        return True
    return SEARCH_OPENING and not view.opened(view.team) and classic_family(
        view.rules, view.players, len(view.teams[view.team]))


def _play_candidates(
    view: PlayerView, k: Knowledge, base: Action, found: list[Action], melds_too: bool
) -> list[Action]:
    legal = view.legal_actions
    melds = [a for a in legal if a.kind == "meld"]
    out = [a for a in melds if goes_out(view, a)]
    discards = [a for a in legal if a.kind == "discard"]
    if out:
        # Going out now or holding back is the biggest choice of the hand.
        best_out = max(out, key=lambda a: len(a.cards))
        rest = [a for a in melds if a not in out]
        other = max(rest, key=lambda a: meld_score(k, a)) if rest else None
        for a in (best_out, other):
            if a is not None and a not in found:
                found.append(a)
        return found[:MAX_CANDIDATES]
    if melds_too and melds:
        hold = discard(k, None)[0] if discards else None
        ranked = sorted(
            (a for a in melds if a not in out), key=lambda a: -meld_score(k, a)
        )
        extra: list[Action | None] = [hold] if base.kind == "meld" else []
        extra += ranked[:2]
        for a in extra:
            if a is not None and a not in found:
                found.append(a)
        return found[:MAX_CANDIDATES]
    # A discard is searched from a full hand: where rollouts are cut (rollout_depth) their
    # length stays within the budget whatever the hand.
    if SEARCH_DISCARDS and base.kind == "discard" and len(discards) > 1 and \
            view.rules.id not in NO_DISCARD_SEARCH:
        ranked = sorted(discards, key=lambda a: _discard_cost(k, a))
        top = _discard_cost(k, ranked[0])
        for a in ranked[:3]:
            # Clearly worse discards are not worth the rollouts.
            if a not in found and _discard_cost(k, a) <= top + 40:
                found.append(a)
    return found[:MAX_CANDIDATES]


def _discard_cost(k: Knowledge, action: Action) -> float:
    # Normal's weights, not the expert's: a wild card thrown to freeze the pile then stays
    # among the spares the search weighs, although the expert itself all but never throws one.
    c = action.card
    assert c is not None
    return keep_value(k, c) + danger(k, c)


def rollout_action(state: GameState, team: int, rivals: Style) -> Action:
    """The normal policy's action at a step of a rollout searched for ``team``: that side plays
    normal's usual weights (``NORMAL``), the other sides ``rivals``, the weights the normal
    bot plays in these rules (``normal.style_for``: ``NORMAL_CLASSIC`` in Classic's family).

    The searching side's own seats keep ``NORMAL`` everywhere: with the weights the normal
    bot plays in Classic's family at every seat the search measured worse there (0.535 against
    0.585 over the same 200 single hands; 0.555 against 0.565 over 1000 unseen ones). Its
    rivals playing those weights, as the normal bot does, measured better: against normal on
    unseen single hands, seeds 306-310, 0.5665 and +96 points a hand against 0.553 and +78
    (higher on each of the five seeds); on 1000 more measured after the choice (seeds
    311-315), 0.578 and +81 against 0.550 and +69 (paired, +0.028 ± 0.011 hands won). In
    Classic's family only do the two weights differ."""
    seat = state.to_act
    style = NORMAL if state.team_of(seat) == team else rivals
    return decide(state.player_view(seat), None, style)[0]


def evaluate(state: GameState, team: int, hand_win: float = 0.0) -> float:
    """What the end of a rollout is worth to ``team``: its chance of winning the game, in
    points (:func:`game_value`), or without a game target our hand score minus the best
    opponent's (an estimate when a rollout was cut). ``hand_win``: what winning the hand
    itself is worth besides (see HAND_WIN), added as ``hand_win`` times the tanh of the
    hand's lead over HAND_WIN_SCALE points."""
    result = state.result
    if result is not None:
        totals: tuple[float, ...] = tuple(float(t) for t in result.totals)
    else:
        totals = estimate(state)
    others = [t for i, t in enumerate(totals) if i != team]
    lead = totals[team] - max(others)
    bonus = hand_win * math.tanh(lead / HAND_WIN_SCALE) if hand_win else 0.0
    if GAME_AWARE:
        value = game_value(state, team, totals)
        if value is not None:
            return value + bonus
    return lead + bonus


#: In Classic's family a rollout's end is also worth up to this many points more (or less)
#: for winning (or losing) the hand, smoothly: HAND_WIN times the tanh of the hand's lead over
#: HAND_WIN_SCALE. There a hand is a race (who goes out first wins about 0.85 of them) and
#: hard ranked its choices by points alone: ahead by 46 points a hand against normal, it won
#: 0.527 of 800 single hands on deals it was never measured on (seeds 101-104); with this,
#: 0.554 and 69 points a hand on the same deals (200 points at a scale of 200: 0.536).
HAND_WIN = 600.0
HAND_WIN_SCALE = 150.0
#: Variants outside Classic's family (by id) whose rollouts count winning the hand too. Cuba:
#: groups of one rank and a pile always frozen make its hands nearly as much a race; against
#: normal on unseen deals, 2400 single hands (seeds 301-305 and 101-107), 0.564 of them won
#: and +157 points a hand with it against 0.554 and +148 without (seeds 101-103 alone: the
#: same either way, as measured there before the expert came to fear feeding the pile); on
#: 1000 more measured after the choice (seeds 306-310), 0.574 against 0.566.
HAND_WIN_VARIANTS: frozenset[str] = frozenset({"cuba"})
#: Whole games, not hands, are won: a rollout's end is valued by the chance of winning the
#: game from the scores after the hand (see game_value).
GAME_AWARE = True
#: The win-chance model, fitted to 1500 games of normal bots (Classic, 4 players, to 5000):
#: a side leading by ``d`` wins with chance Phi(d / (SIGMA * sqrt(h))), where h, the hands
#: still to play, is HANDS_EXTRA plus the leader's distance to the target over POINTS_PER_HAND.
#: Figures scale with the target for other targets.
SIGMA = 900.0
POINTS_PER_HAND = 850.0
HANDS_EXTRA = 1.5


def game_value(state: GameState, team: int, hand: tuple[float, ...]) -> float | None:
    """``team``'s chance to win the game after this hand (hand scores ``hand``), in points.

    The chance is scaled so that at the start of a game a point of lead is worth one point,
    as a hand's score difference is; near the end a few points that win the game are worth
    far more, and points that cannot change the winner far less. None where the game has no
    target (a fixed number of hands only).
    """
    rules = state.rules
    target = rules.target(state.players)
    if target <= 0 or rules.hands_per_game:
        return None
    scale = target / 5000.0
    sigma = SIGMA * scale
    per_hand = POINTS_PER_HAND * scale
    full = sigma * math.sqrt(target / per_hand + HANDS_EXTRA) * math.sqrt(2 * math.pi)
    totals = [s + h for s, h in zip(state.scores, hand, strict=True)]
    ours = totals[team]
    best_other = max(t for i, t in enumerate(totals) if i != team)
    leader = max(totals)
    winner = state.seven_canastas_team()
    if winner is not None:
        return full if winner == team else 0.0
    # The game ends as the engine ends it (finish_hand): a single leader at the target.
    if leader >= target and totals.count(leader) == 1:
        return full if ours == leader else 0.0
    hands = max(0.0, (target - leader) / per_hand) + HANDS_EXTRA
    z = (ours - best_other) / (sigma * math.sqrt(hands))
    return full * 0.5 * (1.0 + math.erf(z / math.sqrt(2)))


def estimate(state: GameState) -> tuple[float, ...]:
    """What each side's hand is heading for: table points, canastas in reach (by meld size;
    a sequence or a meld of wild cards by what its canasta scores), less what unfinished melds
    would cost, red threes, and the cards still in hand or foot (material to meld, points at
    risk)."""
    rules = state.rules
    value = rules.card_value
    left_value = rules.hand_card_value
    is_wild = rules.is_wild
    out: list[float] = []
    for team, melds in enumerate(state.melds):
        total = 0.0
        for m in melds:
            total += sum(value(c) for c in m.cards)
            if m.is_canasta:
                total += rules.canasta_value(state, team, m)
            else:
                total += PROGRESS.get(m.size, 0.0) * rules.canasta_value(state, team, m)
        if rules.punishes_unfinished:
            total -= UNFINISHED * rules.unfinished_cost(melds)
        reds = len(state.red_threes[team])
        if reds:
            bonus = rules.red_three_bonus(reds, state.players)
            total += bonus if melds else -bonus
        for c in rules.cards_left(state, state.teams[team]):
            total += HAND_CARD * (3 if is_wild(c) else 1) - HAND_VALUE * left_value(c)
        out.append(total)
    return tuple(out)


class HardThinking:
    """One searched decision, resumable in slices of wall time."""

    def __init__(
        self,
        view: PlayerView,
        cands: list[Action],
        rng: random.Random,
        budget: int,
        depth: int | None = ROLLOUT_DEPTH,
    ) -> None:
        self.view = view
        self.depth = depth
        self.cands = cands
        self.rng = rng
        self.budget = budget
        self.team = view.team
        self.unseen = unseen_cards(view)
        self.diffs: list[list[float]] = [[] for _ in cands]  # paired with candidate 0
        self.used = 0.0
        self.world_values: list[float] = []
        self.world: GameState | None = None
        self.index = 0  # candidate being played out in the current world
        self.current: GameState | None = None
        self.steps = 0
        self.result: Action | None = None
        # A listed action's and a placement's cost in this variant's simulated actions, which
        # the budget counts.
        self.listed_cost = LISTED_COST / view.rules.action_cost
        self.placement_cost = PLACEMENT_COST / view.rules.action_cost
        self.max_worlds = min(MAX_WORLDS, WORLD_SEATS // view.players)
        side = len(view.teams[view.team])
        # The other sides play in the rollouts as the normal bot plays in these rules.
        self.rivals = normal_style_for(view)
        self.hand_win = HAND_WIN if (classic_family(view.rules, view.players, side)
                                     or view.rules.id in HAND_WIN_VARIANTS) else 0.0

    def step(self, max_ms: float) -> Action | None:
        """Work for about ``max_ms`` milliseconds; the chosen action once the budget is spent."""
        if self.result is not None:
            return self.result
        deadline = time.perf_counter() + max_ms / 1000.0
        while True:
            walked = placements_walked()
            if self.current is None:
                if self.world is None:
                    if self.used >= self.budget or self.worlds >= self.max_worlds:
                        self.result = self._pick()
                        return self.result
                    self.world = sample_world(self.view, self.rng, self.unseen, infer=INFER)
                    self.world_values = []
                    self.index = 0
                self.current, _ = self.world.apply(self.cands[self.index])
                self.steps = 0
            state = self.current
            # A sampled world can contradict what the table implied (an asker that cannot go
            # out after all) and leave nothing legal: score it as it stands.
            cap = ROLLOUT_CAP if self.depth is None else self.depth
            listed = 0 if state.is_hand_over or self.steps >= cap else len(state.legal_actions())
            if not listed:
                self._finish_rollout(state)
            else:
                self.current, _ = state.apply(rollout_action(state, self.team, self.rivals))
                self.steps += 1
                # The normal policy weighs every action listed: a long list (a big hand with
                # wild cards, six players' tables) costs more than the action the budget counts.
                self.used += 1 if listed <= FREE_LISTED else (
                    1 + (listed - FREE_LISTED) * self.listed_cost)
            spent = placements_walked() - walked
            if spent > FREE_PLACEMENTS:
                # A going-out search that fails walks hundreds of placements: such steps are
                # charged what they cost, so a decision meeting many of them stays in time.
                self.used += (spent - FREE_PLACEMENTS) * self.placement_cost
            if time.perf_counter() >= deadline:
                return None

    def _finish_rollout(self, state: GameState) -> None:
        self.world_values.append(evaluate(state, self.team, self.hand_win))
        self.current = None
        self.index += 1
        self.used += 1
        if self.index == len(self.cands):
            base = self.world_values[0]
            for i, value in enumerate(self.world_values):
                self.diffs[i].append(value - base)
            self.world = None

    def _pick(self) -> Action:
        best = 0
        best_gain = 0.0
        for i in range(1, len(self.cands)):
            d = self.diffs[i]
            n = len(d)
            if n < 2:
                continue
            mean = sum(d) / n
            var = sum((x - mean) ** 2 for x in d) / (n - 1)
            # Leave the expert choice only for a gain clearly above the sampling noise.
            margin = MARGIN_BASE + MARGIN_SE * math.sqrt(var / n)
            if mean > margin and mean > best_gain:
                best, best_gain = i, mean
        return self.cands[best]

    @property
    def worlds(self) -> int:
        return len(self.diffs[0])
