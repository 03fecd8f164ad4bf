"""Ponytail Canasta, told for the rules screen: one English string per heading and paragraph.

Every string is a translation unit (see classic.py for the conventions)."""

from __future__ import annotations

from game.rules_text.classic import NINE_CARDS, ONE_WILD_MELD
from game.rules_text.model import N_, Section

SECTIONS: tuple[Section, ...] = (
    Section(
        N_("The aim"),
        (
            N_(
                "Ponytail Canasta is a big-table Canasta for four or six players in pairs, "
                "partners sitting opposite each other. Besides the hand, every player has a "
                "ponytail: a second, face-down bundle of cards that joins the hand once the "
                "side has made its first canasta. To go out a side needs four particular "
                "canastas."
            ),
            N_(
                "A game is four hands, or ends sooner when a side reaches 50000 points. The "
                "higher total wins; if the top sides are level, another hand is played."
            ),
        ),
    ),
    Section(
        N_("Cards and dealing"),
        (
            N_(
                "Five packs with two jokers each are shuffled together for four players, and one "
                "more pack for each further player: seven for six. Jokers and twos are wild. "
                "Card values are those of Classic Canasta."
            ),
            N_(
                "Each player gets fifteen cards, and then thirteen more face down as the "
                "ponytail. Red threes dealt are laid down and replaced, as in Classic."
            ),
            N_(
                "The player on the dealer's right cuts the packs. If the cut holds exactly the "
                "cards of the deal, fifteen for every player and one to start the pile, the "
                "cutter's side scores 100."
            ),
        ),
    ),
    Section(
        N_("Your turn"),
        (
            N_("• Draw two cards from the stock, or take the pile as in Classic Canasta."),
            N_("• Meld as much as you like."),
            N_("• Discard one card, unless you go out."),
            N_(
                "The pile is taken with two cards from your hand that meld with its top card "
                "(a natural pair, or a natural card and a wild card while the pile is not "
                "frozen), or by adding the top card to one of your side's melds. A wild card "
                "in the pile freezes it, and it is frozen for a side that has not melded yet: "
                "then only a natural pair takes it."
            ),
        ),
    ),
    Section(
        N_("Melds and canastas"),
        (
            N_(
                "A meld is three to seven cards of one rank with more natural cards than wild "
                "cards, and at most three wild cards. Threes are never melded, not even by a "
                "player going out: black threes are discarded."
            ),
            N_(
                "Seven cards make a canasta, and a canasta is closed: nothing more can be added "
                "to it, not even to take the pile. More cards of that rank can only be "
                "discarded."
            ),
            N_(
                "Wild cards may also be melded on their own, three to seven of them; seven "
                "make a wild canasta."
            ),
            ONE_WILD_MELD,
            N_(
                "Your side's first meld in a hand must reach Classic Canasta's minimum for its "
                "score: 15 below zero, 50 up to 1495, 90 up to 2995 and 120 from 3000; with "
                "six players, as in Classic's six-player game, 150 from 7500."
            ),
        ),
    ),
    Section(
        N_("The ponytail"),
        (
            N_(
                "As soon as your side completes its first canasta, you and your partner take "
                "your ponytails into your hands, and the player who made the canasta goes on "
                "with the turn. Red threes found in a ponytail are laid down and replaced from "
                "the stock."
            ),
            N_(
                "Until then the ponytail waits face down; the table shows whose ponytails are "
                "still waiting."
            ),
        ),
    ),
    Section(
        N_("Going out"),
        (
            N_("To go out, your side needs all four of these canastas:"),
            N_("• a natural canasta of sevens,"),
            N_("• another natural canasta,"),
            N_("• a mixed canasta,"),
            N_("• a canasta of wild cards."),
            N_(
                "You may ask your partner first; after a yes you must go out this turn, after "
                "a no you may not. When the stock runs out, the pile must be taken if its top "
                "card fits your side's meld and the pile is not frozen for you, as in Classic; "
                "otherwise the hand ends."
            ),
        ),
    ),
    Section(
        N_("Scoring a hand"),
        (
            N_("Each side adds up:"),
            N_("• the values of all the cards in its melds,"),
            N_(
                "• 500 for each natural canasta, 300 for each mixed canasta and 500 for a wild "
                "canasta,"
            ),
            N_("• 100 for each red three (taken off instead when the side made no meld),"),
            N_("• 200 for going out, and 100 for an exact cut,"),
            N_(
                "and takes off the values of the cards left in its players' hands; a black "
                "three left costs 100."
            ),
        ),
    ),
)

#: Rules questions the sources leave open, and what this game does about them.
ENGINE_CHOICES: tuple[str, ...] = (
    N_(
        "• The source's tables of bonuses and opening minimums are missing: this game uses "
        "Classic Canasta's minimums and canasta bonuses, and scores a wild canasta 500."
    ),
    N_("• Six players play as three pairs, partners opposite."),
    N_(
        "• The source plays \"with six packs\", each further player adding one, without "
        "saying for how many players: this game uses five packs for four players and seven "
        "for six."
    ),
    N_(
        "• The source says that threes are never melded, and elsewhere that black threes may "
        "be melded by a player going out: this game never melds them."
    ),
    N_(
        "• The cut is drawn at random within ten cards either side of the exact count, so an "
        "exact cut comes about once in 21 hands."
    ),
    N_(
        "• Both partners take up their ponytails when their side completes its first canasta. "
        "The meld that makes it may use the player's last cards, as the ponytail joins the "
        "hand in the same move; nobody goes out before taking up the ponytail."
    ),
    N_(
        "• The four canastas needed to go out are four different melds; the sevens do not "
        "count as the other natural canasta."
    ),
    N_(
        "• A side keeps one meld per rank; once it is a closed canasta, further cards of that "
        "rank can only be discarded."
    ),
    N_("• Ponytails never taken up count nothing when the hand ends."),
    N_("• There is no extra bonus for going out concealed."),
    NINE_CARDS,
)
