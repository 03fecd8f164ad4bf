"""Hand and Foot, told for the rules screen: one English string per heading and paragraph.

Every string is a translation unit (see classic.py for the conventions)."""

from __future__ import annotations

from game.rules_text.classic import NINE_CARDS
from game.rules_text.model import N_, Section

SECTIONS: tuple[Section, ...] = (
    Section(
        N_("The aim"),
        (
            N_(
                "Hand and Foot is Canasta with two hands for every player. You play the first, "
                "the hand, and when it is used up you pick up the second, the foot, which has "
                "been waiting face down. Your side collects canastas; a player goes out only "
                "from the foot, once the side has all the canastas it needs."
            ),
            N_(
                "With four, six or eight players you play in teams of two, partners sitting "
                "opposite each other. With two or three players everyone plays alone, and four "
                "can choose to play alone too (the \"Everyone alone\" option): the table seats "
                "everyone alone up to four players."
            ),
            N_(
                "A game is four hands. The side with the highest total after the fourth hand "
                "wins; if the top sides are level, another hand is played."
            ),
        ),
    ),
    Section(
        N_("Cards and dealing"),
        (
            N_(
                "The game uses one pack more than there are players, each pack with two "
                "jokers: five packs for four players, seven for six. Jokers and twos are wild. "
                "Card values are those of Classic Canasta: joker 50, ace and two 20, king to "
                "eight 10, seven to four 5."
            ),
            N_(
                "Each player gets eleven cards as a hand and then eleven more, face down, as a "
                "foot. The foot stays on the table unseen until its owner picks it up."
            ),
        ),
    ),
    Section(
        N_("Your turn"),
        (
            N_(
                "• Draw two cards from the stock, or take the pile (see below)."
            ),
            N_("• Meld as much as you like."),
            N_("• Discard one card."),
            N_(
                "Threes are never melded, neither red nor black. Red threes are not laid down "
                "either: every three stays in your hand until you discard it, one per turn, "
                "and each one still held when the hand ends costs your side points."
            ),
        ),
    ),
    Section(
        N_("Melds and canastas"),
        (
            N_(
                "Melds are as in Classic Canasta: three or more cards of one rank, at least two "
                "natural cards and at most three wild cards. A meld of seven cards or more is a "
                "canasta: natural without wild cards, mixed with them. Canastas may go on "
                "growing."
            ),
            N_(
                "Your side's first meld in a hand must be worth a minimum: 50 points in the "
                "first hand, 90 in the second, 120 in the third and 150 in the fourth."
            ),
        ),
    ),
    Section(
        N_("Taking the pile"),
        (
            N_(
                "The pile is always taken with a natural pair: two cards from your hand of the "
                "same rank as the top card. The top card is melded with the pair, and only the "
                "five cards under it go into your hand; the rest of the pile stays where it is. "
                "A natural card and a wild card never take the pile, and neither does adding "
                "the top card to a meld on the table."
            ),
        ),
    ),
    Section(
        N_("The foot"),
        (
            N_(
                "When you meld the last card of your hand, you pick up your foot at once and go "
                "on playing your turn with it."
            ),
            N_(
                "When your last card is your discard, you pick up the foot too, but you play it "
                "only from your next turn."
            ),
            N_(
                "The table shows whose feet are still waiting. Once your foot is picked up, "
                "running out of cards again means going out."
            ),
        ),
    ),
    Section(
        N_("Going out"),
        (
            N_(
                "To go out you must be playing from your foot, and your side needs three "
                "natural and four mixed canastas (a player alone needs one natural and two "
                "mixed). You go out by melding every card, or by melding all but one and "
                "discarding it."
            ),
            N_(
                "In a team you must ask your partner first whether to go out. After a yes you "
                "must go out this turn; after a no you may not."
            ),
            N_(
                "If the stock runs out and the pile cannot be taken, the hand ends without "
                "anyone going out."
            ),
        ),
    ),
    Section(
        N_("Scoring a hand"),
        (
            N_("Each side adds up:"),
            N_("• the values of all the cards in its melds,"),
            N_("• 500 for each natural canasta and 300 for each mixed canasta,"),
            N_("• 100 for going out,"),
            N_(
                "and takes off the values of the cards left in its players' hands and in feet "
                "never picked up: a black three costs 5 points, a red three 300."
            ),
        ),
    ),
)

#: Rules questions the sources leave open, and what this game does about them.
ENGINE_CHOICES: tuple[str, ...] = (
    N_(
        "• Players and teams: teams of two with four, six or eight players (partners "
        "opposite); two and three players always play alone, and the \"Everyone alone\" option "
        "lets four play alone too. The rules allow six or eight alone, but the table has no "
        "room for so many sides, so the New game screen offers the option up to four players."
    ),
    N_(
        "• The canastas to go out are counted strictly: a natural canasta beyond the three "
        "needed does not stand in for a mixed one."
    ),
    N_(
        "• You may ask your partner, and go out, only from your foot; a hand melded or "
        "discarded away while the foot waits is never going out."
    ),
    N_(
        "• Asking the partner is required before going out, as the source lists it among the "
        "rules for going out; a player alone goes out without asking."
    ),
    N_("• There is no extra bonus for going out concealed."),
    N_(
        "• Cards in a foot that was never picked up count against the side like cards in the "
        "hand."
    ),
    N_(
        "• The game has no score target: it is four hands, with the opening minimums 50, 90, "
        "120 and 150 by hand."
    ),
    N_(
        "• A red three turned to start the pile is covered like a wild card; the pile is "
        "always taken with a natural pair anyway."
    ),
    N_(
        "• When the stock is empty a player may still take the pile with a natural pair; "
        "drawing instead ends the hand, and nobody is made to take it."
    ),
    N_(
        "• The source says a player taking the pile takes its \"first five cards\"; this game "
        "reads them as the five cards under the top card, which is melded with the pair."
    ),
    NINE_CARDS,
)
