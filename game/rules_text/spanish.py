"""Spanish Canasta, told for the rules screen: one English string per paragraph.

Every string is a translation unit (see classic.py for the conventions)."""

from __future__ import annotations

from game.rules_text.classic import LEVEL_AT_TARGET, NINE_CARDS, ONE_WILD_MELD
from game.rules_text.model import N_, Section

SECTIONS: tuple[Section, ...] = (
    Section(
        N_("The game"),
        (
            N_(
                "Spanish Canasta is played by two to four players alone, by four in two pairs, "
                "or by six in two teams of three sitting alternately. Two packs with four "
                "jokers are used, four packs with eight jokers for six players. The standard "
                "game is played to 7000 points, the quick game to 5000."
            ),
            N_(
                "Each player gets 15 cards; you draw one card a turn, two when only two play. "
                "Red threes are laid down and replaced at once. Card values are as in Classic; "
                "a black three left in a hand costs 100."
            ),
            N_(
                "The dealer cuts the deck. If he cuts exactly fifteen cards for every player, his "
                "side scores 100 when it has a canasta at the end of the hand, and loses 100 when "
                "it has none."
            ),
        ),
    ),
    Section(
        N_("The starting pile"),
        (
            N_(
                "Six cards are laid face down and one card face up on them. If the face-up card "
                "is a prize (an ace, a two, a seven or a joker), one more card is laid face down "
                "on it and another face up on that, until the face-up card is no prize; such a "
                "pile is frozen until it is first taken. All the face-down cards go to the hand "
                "of the first player to take the pile."
            ),
        ),
    ),
    Section(
        N_("Taking the pile"),
        (
            N_(
                "In a hand's first round only the player who starts may take the pile; everyone "
                "else may take it from their second turn."
            ),
            N_(
                "The first time you take the pile in a hand you need a natural pair of the top "
                "card's rank from your hand, even when your partner has taken it before you. "
                "After that the top card may also join your "
                "side's meld of its rank, or go with a natural card and a wild card, unless it "
                "is a prize: an ace or a seven on top takes a natural pair every time."
            ),
            N_(
                "A wild card discarded freezes the pile: then it takes a natural pair again, "
                "three cards of the rank with the top card. A black three on top blocks the "
                "pile for the next player. A side that has not opened must open with the cards "
                "it takes the pile with, as in Classic."
            ),
            N_(
                "The opening minimum is 15 below 0 points, 50 below 1500, 90 below 3000 and "
                "120 from 3000."
            ),
        ),
    ),
    Section(
        N_("Melds and canastas"),
        (
            N_(
                "A meld holds three to seven cards of one rank, more natural cards than wild "
                "cards and at most three wild cards. Jokers and twos may also be melded on "
                "their own (written '2: 2C 2D JK')."
            ),
            ONE_WILD_MELD,
            N_("• Clean canasta, seven natural cards: 500."),
            N_("• Mixed canasta, with one to three wild cards: 300."),
            N_("• Concealed canasta, seven cards laid down in one move from the hand: 1000."),
            N_("• Canasta of seven wild cards, twos and jokers mixed: 2000."),
            N_("• Canasta of seven twos or seven jokers: 3000."),
            N_(
                "• Seven black threes laid down together win the match at once (possible only "
                "with four packs)."
            ),
        ),
    ),
    Section(
        N_("Going out and scoring"),
        (
            N_(
                "To go out your side needs a clean and a mixed canasta; you may discard your "
                "last card or meld every card. Going out scores 200."
            ),
            N_(
                "A side scores its melded cards, its canastas, 500 more for five canastas or "
                "2000 more for seven, and its red threes: 100 each, 800 for four. A side with no "
                "canasta has its melded cards and its red threes counted against it. Cards left "
                "in the hands count against their side."
            ),
        ),
    ),
)

#: Rules questions the sources leave open, and what this game does about them.
ENGINE_CHOICES: tuple[str, ...] = (
    N_(
        "• A red three turned face up on the starting pile is covered like a prize, by a card "
        "face down and another face up."
    ),
    N_(
        "• Where the Spanish rules' words are clear the game follows them, even against older "
        "readings: a covered start card gets a card face down and another face up, and in the "
        "first round only the first player may take the pile."
    ),
    N_(
        "• The natural pair for the first taking of the pile is needed once per player and "
        "hand (a partner's taking does not spare you it), not once per player and game."
    ),
    N_(
        "• A canasta of seven identical wild cards counts as clean and a mixed one as mixed for "
        "going out."
    ),
    N_(
        "• Seven black threes end the game: the side gets the points that put it at the target "
        "and above every other side, even before it has opened (the sources set no "
        "condition). Black threes are never melded otherwise."
    ),
    N_(
        "• Red threes beyond four (four packs) score 100 each above the 800. Five canastas "
        "give 500 and seven 2000, not both."
    ),
    N_("• Going out in one turn without having opened scores like any going out."),
    N_(
        "• The cut is drawn at random within ten cards either side of the exact count, so an "
        "exact cut comes about once in 21 hands."
    ),
    LEVEL_AT_TARGET,
    NINE_CARDS,
)
