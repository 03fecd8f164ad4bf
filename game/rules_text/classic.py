"""Classic Canasta, told for the rules screen: one English string per heading and paragraph.

Every string here is a translation unit: the rules screen passes each through ``_`` when it
shows it, so a translator can work paragraph by paragraph. ``N_`` only marks the strings for
the extraction tool; it returns its argument unchanged. A paragraph starting with "• " is a
list item; one starting with "Example: " is set apart as an example.
"""

from __future__ import annotations

from game.rules_text.model import N_, Section

SECTIONS: tuple[Section, ...] = (
    Section(
        N_("The aim"),
        (
            N_(
                "Canasta is a rummy game. You collect cards of the same rank and lay them on "
                "the table as melds; a meld of seven or more cards is a canasta, and canastas "
                "are where the big points are. A hand ends when a player gets rid of every "
                "card, which is called going out. Scores are added up hand after hand until "
                "one side reaches the game target: 5000 points, or 10000 with six players."
            ),
            N_(
                "With four players, partners sit opposite each other and play as one side: "
                "they share their melds and their score. Play and the deal go to the left."
            ),
        ),
    ),
    Section(
        N_("Cards and their values"),
        (
            N_(
                "Two full packs with four jokers are used, 108 cards in all (three packs and "
                "six jokers with six players). Jokers and twos are wild: they can stand in for "
                "any rank in a meld. Fours up to aces are natural cards. Threes are special."
            ),
            N_("• Joker: 50 points"),
            N_("• Ace and two: 20 points each"),
            N_("• King, queen, jack, ten, nine and eight: 10 points each"),
            N_("• Seven, six, five and four: 5 points each"),
            N_("• Black three: 5 points"),
            N_(
                "• Red three: no card value; it is a bonus card (see Red threes). Red threes "
                "are never kept in the hand."
            ),
        ),
    ),
    Section(
        N_("Dealing"),
        (
            N_(
                "Each player gets 11 cards with four players, 15 with two, 13 with three or "
                "six. The rest form the face-down stock. Its top card is turned face up to "
                "start the pile (the discard pile). If that card is a wild card or a red three, "
                "another card is turned onto it until a different card shows, and the pile "
                "starts frozen (see Taking the pile)."
            ),
            N_(
                "A player dealt a red three lays it face up in front of the side at once and "
                "gets a replacement card from the stock; the game does this for you."
            ),
        ),
    ),
    Section(
        N_("Your turn"),
        (
            N_(
                "• Start by drawing the top card of the stock (two cards in a two-player game), "
                "or by taking the whole pile when the rules allow it."
            ),
            N_(
                "• Then lay down as many melds, and add as many cards to your side's melds, "
                "as you like."
            ),
            N_(
                "• End by discarding one card face up onto the pile, unless you have gone out "
                "by melding your last card."
            ),
            N_(
                "A red three you draw goes straight to the table and is replaced by the next "
                "card of the stock. Nothing you lay down can be taken back (on this table, Undo "
                "takes back a meld of the turn you are playing while it showed no new card)."
            ),
        ),
    ),
    Section(
        N_("Melds"),
        (
            N_(
                "A meld is at least three cards of one rank, suits do not matter. It must hold "
                "at least two natural cards and no more than three wild cards. A meld of wild "
                "cards alone is not allowed."
            ),
            N_(
                "Example: 5 5 2 and 9 9 2 2 joker are melds. 5 2 2 is not (only one natural "
                "card), and 9 9 9 2 2 2 joker is not (four wild cards)."
            ),
            N_(
                "Each side has at most one meld of a rank: further cards of that rank join it. "
                "You never add cards to the other side's melds. Threes are never melded, with "
                "one exception: three or four black threes, without wild cards, in the turn you "
                "go out (first or last: once they are down, that turn must end in going out)."
            ),
        ),
    ),
    Section(
        N_("Canastas"),
        (
            N_(
                "A meld of seven or more cards is a canasta. With no wild card in it, it is a "
                "natural canasta, worth a bonus of 500. With one or more wild cards it is a "
                "mixed canasta, worth 300. A canasta may keep growing, but never beyond three "
                "wild cards; a wild card added to a natural canasta makes it mixed."
            ),
        ),
    ),
    Section(
        N_("The opening meld"),
        (
            N_(
                "The first time your side lays cards down in a hand, those cards must add up "
                "to a minimum that depends on your side's score before the hand:"
            ),
            N_("• Score below 0: 15 points"),
            N_("• Score 0 to 1495: 50 points"),
            N_("• Score 1500 to 2995: 90 points"),
            N_("• Score 3000 or more: 120 points (with six players, 150 from 7500)"),
            N_(
                "Only card values count, no bonuses. You may combine several melds to reach "
                "the minimum, but they must be laid down in one go: this game checks the "
                "minimum on a single meld action (or on the action that takes the pile). "
                "Once your side has opened, both partners meld freely for the rest of the hand."
            ),
            N_(
                "Example: with 1600 points your side needs 90. Sevens (7 7 7) with queens "
                "(Q Q Q 2) count 65: not enough. Sevens with aces (A A A 2) count 95: enough."
            ),
        ),
    ),
    Section(
        N_("Taking the pile"),
        (
            N_(
                "Instead of drawing you may take the whole pile, but only to meld its top card "
                "at once: either with two cards of its rank from your hand (two natural cards, "
                "or a natural card and a wild card), or by adding it to your side's meld of "
                "that rank. The rest of the pile goes into your hand."
            ),
            N_(
                "Nobody can take the pile while a wild card or a black three lies on top. A "
                "black three only stops the next player; it does not freeze the pile."
            ),
            N_(
                "The pile is frozen for everybody while it holds a wild card (a wild card "
                "discarded lies crosswise to show this), and when it started frozen. It is also "
                "frozen for a side that has not opened yet. A frozen pile can only be taken "
                "with a natural pair of the top card's rank from your hand. Taking it clears "
                "the freeze."
            ),
            N_(
                "To open by taking the pile, the top card counts toward your minimum together "
                "with the cards you meld from your hand that turn; the other cards of the pile "
                "do not count."
            ),
        ),
    ),
    Section(
        N_("Red threes"),
        (
            N_(
                "Each red three scores 100; all four together score 800 (with six players: 100 "
                "each, five score 1000 and all six 1200). If your side made no meld at all in "
                "the hand, the same amount is taken off instead. A red three taken with the "
                "pile goes to the table as well."
            ),
        ),
    ),
    Section(
        N_("Going out"),
        (
            N_(
                "Your side may go out once it has a canasta (two canastas in two- and six-player "
                "games). You go out by melding every card, or every card but one and "
                "discarding that one. Going out ends the hand and scores 100."
            ),
            N_(
                "Until your side may go out, you may not meld down to one card or none, because "
                "that last card could only leave your hand by going out."
            ),
            N_(
                "Asking your partner: before going out you may ask \"May I go out?\". The "
                "answer binds you: after a yes you must go out this turn, after a no you may "
                "not. This game lets you ask only when going out is actually possible for you "
                "this turn, and only while you still hold at least two cards."
            ),
        ),
    ),
    Section(
        N_("Going out concealed"),
        (
            N_(
                "If you go out having laid nothing on the table earlier in the hand, melding "
                "your whole hand in one turn, you go out concealed and score 200 instead of "
                "100. You must not add to melds that were on the table before your turn; the "
                "canasta your side needs to go out may be one your partner made. "
                "If your side had not opened yet, your melds must still meet the opening "
                "minimum."
            ),
        ),
    ),
    Section(
        N_("When the stock runs out"),
        (
            N_(
                "Play goes on after the last card of the stock as long as each player takes "
                "the pile. You must take it when its top card fits a meld of your side and the "
                "pile is not frozen for you. The hand ends when the player to move cannot take "
                "it, or may and does not want to."
            ),
            N_(
                "If the last card of the stock is a red three, it is laid down and the hand "
                "ends at once, with no meld and no discard."
            ),
        ),
    ),
    Section(
        N_("Scoring a hand"),
        (
            N_("Each side adds up:"),
            N_("• the values of all the cards in its melds,"),
            N_("• 500 for each natural canasta and 300 for each mixed canasta,"),
            N_("• its red threes (or takes them off when it made no meld),"),
            N_("• 100 for going out, or 200 for going out concealed,"),
            N_("and takes off the values of the cards still in its players' hands."),
            N_(
                "A score can be negative. The game ends after the hand in which a side reaches "
                "the target; if both do, the higher score wins. If both sides are level at the "
                "top, this game plays another hand."
            ),
        ),
    ),
    Section(
        N_("Two, three and six players"),
        (
            N_(
                "Two players: 15 cards each; you draw two cards and discard one; you need two "
                "canastas to go out."
            ),
            N_(
                "Three players: 13 cards each; everyone plays alone; you draw one card; one "
                "canasta is enough to go out."
            ),
            N_(
                "Six players: two sides of three, sitting alternately; three packs with six "
                "jokers; 13 cards each; two canastas to go out; the game is played to 10000; "
                "the opening minimum is 150 from 7500 points. Asked whether you may go out, "
                "the partner who plays next after you answers."
            ),
        ),
    ),
)

#: A tie at the top plays on (every variant played to a target).
LEVEL_AT_TARGET = N_("• If both sides are level at or above the target, another hand is played.")
#: Where going out is searched among sequences and melds of wild cards (a bounded search).
NINE_CARDS = N_(
    "• With more than nine cards in hand the game does not look for a way to go out in one "
    "move: you may still meld it yourself, but you cannot ask your partner first; meld some "
    "cards, then ask."
)

#: Where wild cards are melded on their own (Spanish, Ponytail), a side has one such meld.
ONE_WILD_MELD = N_(
    "A side has one meld of wild cards in a hand: wild cards melded alone join it, up to "
    "seven."
)

#: How asking the partner is settled (British settles it its own way).
ASKING_CHOICES: tuple[str, ...] = (
    N_("• You may ask your partner only when you could go out this turn."),
    N_(
        "• After your partner says yes you must go out in this turn; after a no you may not "
        "go out, even if you could."
    ),
)

#: Rules questions the sources leave open, and what this game does about them.
ENGINE_CHOICES: tuple[str, ...] = (
    N_(
        "• The opening minimum must be met by a single action: one meld action, or the "
        "action that takes the pile."
    ),
    *ASKING_CHOICES,
    N_(
        "• Going out concealed is judged per player: your partner's earlier melds do not spoil "
        "it, and the side's canasta may be your partner's. One source also asks for a canasta "
        "of your own, another does not: this game does not."
    ),
    N_(
        "• When the stock is empty, the pile must be taken if its top card fits your side's meld "
        "and the pile is not frozen for you; otherwise the hand ends."
    ),
    LEVEL_AT_TARGET,
)
