"""Which Periodyx moves are allowed now: the list of legal moves, and why any other is not.

Both answers live here, side by side, so they cannot drift apart (a test checks that
``problem`` is None exactly for the moves ``legal_moves`` lists).
"""

from __future__ import annotations

import string
from typing import TYPE_CHECKING

from ...core.actions import Action
from ...core.shown import shown
from ...core.wording import _, seat_name
from ...elements.kana import first_kana
from . import minigames as mg
from .actions import Ask, AskLetter, Claim, Draw, Lay, Pass, Play, Predict, Swap, Take
from .compare import HI_LO_STATS, YEAR, is_nk_card
from .deck import ENGLISH, card, letters
from .features import FEATURES
from .minigames import MiniGame
from .observation import CLAIMS, FACE_DOWN, LEAD, LEAD_CARD, OPPONENT_CARD

if TYPE_CHECKING:
    from .engine import Periodyx

#: A-2-Z's letters in an English deck; `letters(language)` (deck.py) gives any deck's.
LETTERS = tuple(string.ascii_uppercase)


def bet_stats(game: MiniGame) -> tuple[str, ...]:
    """The stats a bet may name: the year for Early Bird, any other stat for Hi-Lo."""
    return (YEAR,) if game.stat == YEAR else HI_LO_STATS


def legal_moves(state: Periodyx, player: int) -> list[Action]:
    """Every move `player` may make now, in a stable order ([] if it is not their decision)."""
    if state.over or player not in state.to_move():
        return []
    hand = state.hands[player]
    if state.stage in (OPPONENT_CARD, LEAD_CARD, FACE_DOWN):
        return [Play(s) for s in hand]
    if state.stage == CLAIMS:
        return [*(Claim(f) for f in FEATURES), Pass()]
    moves: list[Action] = [Lay(s) for s in hand if state.table.fits(s)]
    moves += [Swap(s) for s in hand if state.can_swap(player, s)]
    game = state.minigame
    others = state.others(player)
    if game.needs_opponent:
        moves += [Ask(q) for q in others]
    elif game.kind == mg.LETTER:
        moves += [AskLetter(q, letter) for q in others
                  for letter in letters(state.rules.language)]
    elif game.kind == mg.PREDICT:
        moves += [Predict(s, stat, higher) for s in hand for stat in bet_stats(game)
                  for higher in (True, False)]
    elif game.kind == mg.DRAW:
        moves.append(Draw())
    elif game.kind == mg.SURPRISE:
        moves += [Take(q, i) for q in others for i in range(len(state.hands[q]))]
    return moves


def problem(state: Periodyx, player: int, action: Action) -> str | None:
    """Why `player` may not make `action` now, in one sentence; None if they may."""
    if state.over:
        return _("The game is over: start a new game.")
    if player not in state.to_move():
        waiting = ", ".join(seat_name(state.names[p]) for p in state.to_move())
        return _("It is not {name}'s decision: waiting for {names}.").format(
            name=seat_name(state.names[player]), names=waiting)
    game, stage, who = state.minigame, state.stage, seat_name(state.names[player])
    if isinstance(action, Claim | Pass):
        if stage != CLAIMS:
            return _("Claims are made only in the Match race, when two cards are face up.")
        if isinstance(action, Claim) and action.feature not in FEATURES:
            return _("{feature} is not on the list of Match features: {features}.").format(
                feature=shown(action.feature), features=", ".join(_(f) for f in FEATURES))
        return None
    if stage == CLAIMS:
        return _("The Match race is on: claim a feature the two cards share, or pass.")
    if isinstance(action, Play):
        if stage == LEAD:
            return _("{name} must first start {game}.").format(name=who, game=_(game.name))
        return _not_in_hand(state, player, action.card)
    if stage != LEAD:
        return _("{name} must now put a card in play.").format(name=who)
    if isinstance(action, Lay):
        return _not_in_hand(state, player, action.card) or state.table.why_not(action.card)
    if isinstance(action, Swap):
        return _swap_problem(state, player, action.card)
    return _opening_problem(state, player, action, game)


def _not_in_hand(state: Periodyx, player: int, symbol: str) -> str | None:
    if symbol in state.hands[player]:
        return None
    return _("{card} is not in {name}'s hand.").format(card=shown(symbol),
                                                       name=seat_name(state.names[player]))


def _swap_problem(state: Periodyx, player: int, symbol: str) -> str | None:
    if not state.rules.nk_swap:
        return _("These rules do not allow swapping N/K cards (nk_swap = false).")
    missing = _not_in_hand(state, player, symbol)
    if missing:
        return missing
    if not is_nk_card(symbol):
        return _("{card} has no N/K on its card, so it cannot be swapped.").format(
            card=_(card(symbol).name))
    if symbol in state.fresh:
        return _("{card} was just drawn by a swap: it can be swapped on your next "
                 "turn.").format(card=_(card(symbol).name))
    if not state.pile:
        return _("The draw pile is empty: there is nothing to swap for.")
    return None


def _opening_problem(state: Periodyx, player: int, action: Action,
                     game: MiniGame) -> str | None:
    """Why a move cannot start this turn's game (None if it can)."""
    others = state.others(player)
    wrong = _("{move} is not how {game} starts: {summary}.").format(
        move=_said(action), game=_(game.name), summary=_(game.summary))
    if isinstance(action, Ask):
        if not game.needs_opponent:
            return wrong
        return None if action.player in others else _("Ask ONE OTHER player of this game.")
    if isinstance(action, AskLetter):
        if game.kind != mg.LETTER:
            return wrong
        if action.player not in others:
            return _("Ask ONE OTHER player of this game.")
        return _letter_problem(action.letter, state.rules.language)
    if isinstance(action, Predict):
        if game.kind != mg.PREDICT:
            return wrong
        stats = bet_stats(game)
        if action.stat not in stats or not isinstance(action.higher, bool):
            return _("{game} bets on one of: {stats}, higher or lower.").format(
                game=_(game.name), stats=", ".join(stats))
        return _not_in_hand(state, player, action.card)
    if isinstance(action, Draw):
        return None if game.kind == mg.DRAW else wrong
    if isinstance(action, Take):
        if game.kind != mg.SURPRISE:
            return wrong
        if action.player not in others:
            return _("Take a card from ONE OTHER player.")
        size = len(state.hands[action.player])
        if not isinstance(action.position, int) or not 0 <= action.position < size:
            return _("{name} holds {n} cards: pick 1 to {n}.").format(
                name=seat_name(state.names[action.player]), n=size)
        return None
    return _("{move} is not a Periodyx move.").format(move=_said(action))


def _letter_problem(letter: object, language: str) -> str | None:
    """Why A-2-Z cannot ask for this letter in the deck's language (None if it can)."""
    if letter in letters(language):
        return None
    if language == ENGLISH:
        return _("Name one capital letter, A to Z.")
    plain = None
    if isinstance(letter, str) and len(letter) == 1:
        try:
            plain = first_kana(letter)
        except ValueError:
            pass
    if plain is not None:  # が, ぱ, っ or ガ: filed under the plain kana (DECISIONS.md)
        return _("Ask for {plain}: {letter} is filed under {plain}, as in a dictionary.").format(
            plain=plain, letter=letter)
    return _("Name one kana of the gojūon list, from a to n (in hiragana).")


def _said(action: Action) -> str:
    """A move in words for a reason ('ask player 2'), or its kind if the words are odd."""
    try:
        words = str(action)
    except Exception:  # a move holding values its str() cannot write
        return f"'{action.kind}'"
    return words if len(words) <= 60 else f"'{action.kind}'"
