"""Periodyx: the game state and its rules (seed 003 and RULINGS).

Seat 0 leads the first of the eleven games; after each turn the indicator passes left and
moves on to the next game, wrapping round. Before the game of the turn the lead may lay
cards on the Mendeleev table (each draws two) and swap N/K cards. A player holding
``win_cards`` cards wins at once; a player with no cards, or a draw the pile cannot serve,
stops the game: most cards wins, a tie going to the player holding the highest atomic number.

Hidden information: hands are private; a face-down card is private until both are down;
draws are private. ``known`` tracks which cards everyone saw go into which hand (a card
laid face down stays there until it is shown, so nobody learns which card went down).

Who decides (``to_move``): the lead, the chosen player, both at once (the face-down cards
of Natural/Synthetic/Radioactive), or, in the Match race, every player not yet barred or
passed, listed in a reaction order drawn at random when the cards are shown. While the
race is open ``people_first()`` is True (and ``observation().race.people_first``): a
hot-seat runner should then let bots move only when no person is among ``to_move()``, so
a student gets the first chance (RULINGS). Bot-only games take the listed order.
DECISIONS.md beside this file lists every ruling made where seed and RULINGS are silent.
"""

from __future__ import annotations

from typing import Any

from ...core.actions import Action, TimeUp
from ...core.errors import RulesError
from ...core.events import Event
from ...core.game import Game
from ...core.wording import _
from . import legality
from . import minigames as mg
from .actions import ACTION_TYPES, Ask, AskLetter, Claim, Draw, Lay, Pass, Play, Predict, Swap, Take
from .compare import Verdict, duel, is_nk_card, prediction
from .deck import build_deck, card, check_deck, initial, letters, z
from .features import shared_features
from .mendeleev import MendeleevTable
from .minigames import MINIGAMES, MiniGame
from .observation import (
    CLAIMS,
    FACE_DOWN,
    LEAD,
    LEAD_CARD,
    OPPONENT_CARD,
    OVER,
    LastTurn,
    PeriodyxObservation,
    Race,
)
from .rules import NEIGHBOUR, RULES
from .words import brief, end_reason, word


def _as_first_saved(last: LastTurn) -> str:
    """The latest turn's sentence as saves' digests (format 1) hold it: a bet voided by an
    N/K value then named the element with a capital mid-sentence ("...; Dubnium's density")."""
    e = last.event
    if e is not None and e.kind == "compare" and "higher" in e.data and e.data["void"] == "N/K":
        head, sep, tail = last.text.partition("; ")
        return head + sep + tail[:1].upper() + tail[1:]
    return last.text


class Periodyx(Game):
    """A game of Periodyx for 2-8 players."""

    name = "periodyx"
    title = "Periodyx"
    min_players = 2
    max_players = 8
    rule_spec = RULES
    action_types = (*ACTION_TYPES, TimeUp)
    words = staticmethod(word)
    brief = staticmethod(brief)

    # ----- setting up -------------------------------------------------------------------
    def setup(self) -> None:
        rules = self.rules
        if rules.hand_size >= rules.win_cards:
            raise RulesError(_(
                "{file}: key 'hand_size': got {hand_size}, but a player holding win_cards = "
                "{win_cards} wins at once; allowed: a hand_size below win_cards.").format(
                    file=rules.source, hand_size=rules.hand_size, win_cards=rules.win_cards),
                source=rules.source, key="hand_size")
        self.deck: tuple[str, ...] = build_deck(rules)
        check_deck(self.deck, self.num_players, rules, rules.source)
        shuffled = list(self.deck)
        self.rng.shuffle(shuffled)
        size = rules.hand_size
        self.hands: list[list[str]] = [
            sorted(shuffled[p * size:(p + 1) * size], key=z) for p in range(self.num_players)
        ]
        rest = shuffled[self.num_players * size:]
        self.table = MendeleevTable([rest[0]], rules.mendeleev_match)
        self.pile: list[str] = rest[1:]  # index 0 is the top card
        self.turn = 0
        self.stage = LEAD
        self.opponent: int | None = None
        self.face_up: dict[int, str] = {}
        self.face_down: dict[int, str] = {}
        self.claim_order: list[int] = []
        self.barred: list[int] = []
        self.passed: list[int] = []
        self.wrong_claims: list[tuple[int, str]] = []
        self.fresh: set[str] = set()  # cards drawn by swapping this turn: not swappable again
        self.known: dict[str, int] = {}
        self.last: LastTurn | None = None
        self.over = False
        self.winner: int | None = None
        self.end_reason = ""
        # who leads the first game (a variant draws lots after the deal, so the deal is the same)
        self.first_lead = (self.rng.randrange(self.num_players)
                           if rules.starting_lead == "by lot" else 0)
        self.log("setup", cards=[rest[0]], hand_size=size, pile=len(self.pile))
        for p in range(self.num_players):
            self.log("deal", p, visible_to=(p,), cards=list(self.hands[p]))
        self._start_turn()

    # ----- whose turn, which game ----------------------------------------------------------
    @property
    def lead(self) -> int:
        """The player holding the indicator card this turn."""
        return (self.turn + self.first_lead) % self.num_players

    @property
    def minigame(self) -> MiniGame:
        """The game on the indicator card this turn."""
        return MINIGAMES[self.turn % len(MINIGAMES)]

    @property
    def left(self) -> int:
        """The player on the lead's left (who gets the cards of a wrong Hi-Lo/Early Bird bet)."""
        return (self.lead + 1) % self.num_players

    def _start_turn(self) -> None:
        self.stage = LEAD
        self.opponent = None
        self.face_up, self.face_down = {}, {}
        self.claim_order, self.barred, self.passed, self.wrong_claims = [], [], [], []
        self.fresh = set()
        game = self.minigame
        self.log("turn", self.lead, turn=self.turn, game=game.name)
        if game.always_draws and not self.pile:
            self._stop("no game", game=game.name)

    def _end_turn(self, result: Event, cards: tuple[str, ...] = (),
                  taker: int | None = None) -> None:
        """End the turn; `result` is the public event that says how it went (the view words
        it for each reader; `LastTurn.text` is the spectator's wording)."""
        self.last = LastTurn(self.turn, self.minigame.name, self.lead,
                             self.word(result, None), cards, taker, result)
        self.face_up, self.face_down = {}, {}
        self.opponent = None
        if self._check_end():
            return
        self.turn += 1
        self._start_turn()

    # ----- moving cards ------------------------------------------------------------------
    def _give(self, player: int, symbol: str, public: bool) -> None:
        hand = self.hands[player]
        hand.append(symbol)
        hand.sort(key=z)
        if public:
            self.known[symbol] = player
        else:
            self.known.pop(symbol, None)

    def _remove(self, player: int, symbol: str) -> None:
        self.hands[player].remove(symbol)
        self.known.pop(symbol, None)

    def _draw(self, player: int) -> str | None:
        """The top card of the pile into a hand, unseen by the others; None if the pile is empty."""
        if not self.pile:
            return None
        symbol = self.pile.pop(0)
        self._give(player, symbol, public=False)
        return symbol

    def _return_cards_in_play(self) -> None:
        for p, symbol in [*self.face_up.items(), *self.face_down.items()]:
            # a face-down card goes back unseen: known to be p's only if it was before
            self._give(p, symbol, public=p in self.face_up or self.known.get(symbol) == p)
        self.face_up, self.face_down = {}, {}

    # ----- the end -----------------------------------------------------------------------
    def _ranking_key(self, p: int) -> tuple[int, int]:
        return len(self.hands[p]), max((z(s) for s in self.hands[p]), default=0)

    def _check_end(self) -> bool:
        """Win at once on win_cards; stop when someone has no cards. True if the game ended."""
        full = [p for p in range(self.num_players) if len(self.hands[p]) >= self.rules.win_cards]
        if full:
            best = max(full, key=self._ranking_key)
            self._finish(best, reason="full", held=len(self.hands[best]))
            return True
        empty = [p for p in range(self.num_players) if not self.hands[p]]
        if empty:
            self._stop("no cards", who=empty[0])
            return True
        return False

    def _stop(self, cause: str, **data: Any) -> None:
        """Stop the game: most cards wins; a tie goes to the holder of the highest atomic number."""
        self._return_cards_in_play()
        best = max(range(self.num_players), key=self._ranking_key)
        most = len(self.hands[best])
        tied = [p for p in range(self.num_players) if len(self.hands[p]) == most]
        top = max(self.hands[best], key=z) if len(tied) > 1 else None
        self._finish(best, reason="stop", cause=cause, most=most, tie_card=top, **data)

    def _time_up(self) -> None:
        """The teacher's time's up stops the game as the seed's own stop does: cards in play
        go back to their players, most cards in hand wins, a tie goes to the tied player
        holding the highest atomic number. A turn not finished is not played."""
        self._stop("time up")

    def _finish(self, winner: int, **data: Any) -> None:
        self.over = True
        self.stage = OVER
        self.winner = winner
        self.log("end", winner, cards_held=[len(h) for h in self.hands], **data)
        self.end_reason = end_reason(self.events[-1], self.reader(None))

    # ----- the Game protocol -------------------------------------------------------------
    def to_move(self) -> tuple[int, ...]:
        if self.over:
            return ()
        if self.stage in (LEAD, LEAD_CARD):
            return (self.lead,)
        if self.stage == OPPONENT_CARD:
            assert self.opponent is not None
            return (self.opponent,)
        if self.stage == FACE_DOWN:
            assert self.opponent is not None
            return tuple(p for p in (self.lead, self.opponent) if p not in self.face_down)
        out = set(self.barred) | set(self.passed)
        return tuple(p for p in self.claim_order if p not in out)

    def people_first(self) -> bool:
        """True while people should decide before bots (the Match race, RULINGS)."""
        return self.stage == CLAIMS and not self.over

    def others(self, player: int) -> list[int]:
        """Every player but `player`, going left from them."""
        n = self.num_players
        return [(player + k) % n for k in range(1, n)]

    def can_swap(self, player: int, symbol: str) -> bool:
        """Whether `player` may swap this card before their turn now (RULINGS; variant off)."""
        return (self.rules.nk_swap and bool(self.pile) and symbol in self.hands[player]
                and symbol not in self.fresh and is_nk_card(symbol))

    def legal_actions(self, player: int) -> list[Action]:
        return legality.legal_moves(self, player)

    def is_legal(self, player: int, action: Action) -> bool:
        return legality.problem(self, player, action) is None

    def explain_illegal(self, player: int, action: Action) -> str:
        return legality.problem(self, player, action) or _("{action} is allowed right now.").format(
            action=action)

    # ----- applying moves ----------------------------------------------------------------
    def _apply(self, player: int, action: Action) -> None:
        if isinstance(action, Lay):
            self._lay(player, action.card)
        elif isinstance(action, Swap):
            self._swap(player, action.card)
        elif isinstance(action, Ask):
            self.opponent = action.player
            game = self.minigame
            self.log("ask", player, opponent=action.player, game=game.name)
            self.stage = {mg.DUEL: OPPONENT_CARD, mg.MATCH: LEAD_CARD,
                          mg.FACE_DOWN: FACE_DOWN}[game.kind]
        elif isinstance(action, Play):
            self._play(player, action.card)
        elif isinstance(action, AskLetter):
            self._ask_letter(player, action.player, action.letter)
        elif isinstance(action, Predict):
            self._predict(player, action)
        elif isinstance(action, Draw):
            symbol = self._draw(player)
            if symbol is None:  # laying cards before the turn emptied the pile
                self._stop("must draw", who=player)
                return
            self.log("draw", player)
            self.log("draw", player, visible_to=(player,), cards=[symbol])
            self._end_turn(Event("took", player))
        elif isinstance(action, Take):
            self._take(player, action.player, action.position)
        elif isinstance(action, Claim):
            self._claim(player, action.feature)
        elif isinstance(action, Pass):
            self.passed.append(player)
            self.log("pass", player)
            self._race_over_if_nobody_left()

    def _lay(self, player: int, symbol: str) -> None:
        if self.table.rule == NEIGHBOUR:
            links = self.table.links(symbol)
            via = list(links[0][1]) if links else []
            near = [s for s, v in links if list(v) == via]
        else:
            near, via = self.table.partners(symbol), []
        self._remove(player, symbol)
        self.table.add(symbol)
        self.log("lay", player, cards=[symbol], near=near, via=via, rule=self.table.rule)
        drawn = []
        for _i in range(2):
            got = self._draw(player)
            if got is None:
                break
            drawn.append(got)
        if drawn:
            self.log("draw", player, visible_to=(player,), cards=drawn)
        if len(drawn) < 2:
            self._stop("must draw", who=player)
            return
        self._check_end()

    def _swap(self, player: int, symbol: str) -> None:
        el = card(symbol)
        missing = [s for s in ("melting_point_k", "boiling_point_k", "density",
                               "electronegativity") if getattr(el, s) is None]
        self._remove(player, symbol)
        self.pile.append(symbol)
        got = self._draw(player)
        assert got is not None
        self.fresh.add(got)
        self.log("swap", player, cards=[symbol], missing=missing[0])
        self.log("draw", player, visible_to=(player,), cards=[got])

    def _play(self, player: int, symbol: str) -> None:
        game = self.minigame
        if self.stage == FACE_DOWN:
            # a card the table saw go into this hand stays in `known` while face down: the
            # others know it is with this player, not whether it is the one laid down
            self.hands[player].remove(symbol)
            self.face_down[player] = symbol
            self.log("face down", player)
            self.log("face down", player, visible_to=(player,), cards=[symbol])
            if len(self.face_down) == 2:
                self._resolve_face_down()
            return
        self._remove(player, symbol)
        self.face_up[player] = symbol
        self.log("play", player, cards=[symbol], duel=game.kind == mg.DUEL)
        if game.kind == mg.DUEL:
            if self.stage == OPPONENT_CARD:
                self.stage = LEAD_CARD
            else:
                self._resolve_duel()
        elif self.stage == LEAD_CARD:  # Match: the lead shows first, then the chosen player
            self.stage = OPPONENT_CARD
        else:
            self._open_race()

    def _settle(self, verdict: Verdict, first: int, second: int, **how: Any) -> None:
        """Give both cards in play to the winner of a duel, or back on a void; `how` is the
        comparison (stat, game, lower_wins) that the move log words."""
        cards = (self.face_up.get(first) or self.face_down[first],
                 self.face_up.get(second) or self.face_down[second])
        if verdict.is_void:
            for p, s in ((first, cards[0]), (second, cards[1])):
                self._give(p, s, public=True)
            taker = None
        else:
            taker = first if verdict.winner == 0 else second
            for s in cards:
                self._give(taker, s, public=True)
        self.log("compare", cards=list(cards), holders=[first, second], taker=taker,
                 void=verdict.void, **how)
        self._end_turn(self.events[-1], cards, taker)

    def _resolve_duel(self) -> None:
        game = self.minigame
        assert self.opponent is not None and game.stat is not None
        verdict = duel(game.stat, self.face_up[self.opponent], self.face_up[self.lead],
                       game.name, game.lower_wins)
        self._settle(verdict, self.opponent, self.lead, stat=game.stat, game=game.name,
                     lower_wins=game.lower_wins)

    def _resolve_face_down(self) -> None:
        assert self.opponent is not None
        lead_card, other = self.face_down[self.lead], self.face_down[self.opponent]
        self.log("reveal", cards=[lead_card, other])
        verdict = duel("nsr_rank", lead_card, other, self.minigame.name)
        self._settle(verdict, self.lead, self.opponent, stat="nsr_rank",
                     game=self.minigame.name, lower_wins=False)

    def letters(self) -> tuple[str, ...]:
        """What A-2-Z may ask for in this game's deck language (rules key ``language``):
        A to Z, or the gojūon kana あ … ん in a Japanese deck."""
        return letters(self.rules.language)

    def _ask_letter(self, lead: int, asked: int, letter: str) -> None:
        given = [s for s in self.hands[asked] if initial(s, self.rules.language) == letter]
        if given:
            for s in given:
                self._remove(asked, s)
                self._give(lead, s, public=True)
            self.log("a-2-z", lead, asked=asked, letter=letter, cards=given)
            self._end_turn(self.events[-1], tuple(given), lead)
            return
        self.log("a-2-z", lead, asked=asked, letter=letter)
        result = self.events[-1]
        got = self._draw(asked)
        if got is None:
            self._stop("must draw", who=asked)
            return
        self.log("draw", asked, visible_to=(asked,), cards=[got])
        self._end_turn(result, (), asked)

    def _predict(self, lead: int, action: Predict) -> None:
        self._remove(lead, action.card)
        self.face_up[lead] = action.card
        if not self.pile:
            self._stop("must turn over", who=lead)
            return
        drawn = self.pile.pop(0)
        verdict = prediction(action.stat, action.card, drawn, action.higher)
        self.face_up = {}
        cards = (action.card, drawn)
        if verdict.is_void:
            self._give(lead, action.card, public=True)
            self.pile.append(drawn)
            taker = None
        else:
            taker = lead if verdict.winner == 0 else self.left
            for s in cards:
                self._give(taker, s, public=True)
        self.log("compare", lead, cards=list(cards), taker=taker, void=verdict.void,
                 stat=action.stat, higher=action.higher)
        self._end_turn(self.events[-1], cards, taker)

    def _take(self, lead: int, victim: int, position: int) -> None:
        fan = list(self.hands[victim])
        self.rng.shuffle(fan)  # the victim fans the cards out face down in any order
        symbol = fan[position]
        for s in [s for s, p in self.known.items() if p == victim]:
            del self.known[s]  # nobody else knows which card moved
        self.hands[victim].remove(symbol)
        self._give(lead, symbol, public=False)
        self.log("take", lead, victim=victim)
        result = self.events[-1]
        self.log("take", lead, visible_to=(lead, victim), victim=victim, cards=[symbol])
        self._end_turn(result, (), lead)

    # ----- the Match race --------------------------------------------------------------------
    def _open_race(self) -> None:
        order = list(range(self.num_players))
        self.rng.shuffle(order)  # who reacts fastest: used among bots
        self.claim_order = order
        self.stage = CLAIMS
        assert self.opponent is not None
        a, b = self.face_up[self.lead], self.face_up[self.opponent]
        self.log("race", cards=[a, b], order=list(order))

    def _claim(self, player: int, feature: str) -> None:
        assert self.opponent is not None
        a, b = self.face_up[self.lead], self.face_up[self.opponent]
        if feature in shared_features(a, b, self.rules.language):
            self.face_up = {}
            for s in (a, b):
                self._give(player, s, public=True)
            self.log("claim", player, feature=feature, right=True, cards=[a, b],
                     **self._deck_language())
            self._end_turn(self.events[-1], (a, b), player)
            return
        self.barred.append(player)
        self.wrong_claims.append((player, feature))
        self.log("claim", player, feature=feature, right=False)
        self._race_over_if_nobody_left()

    def _race_over_if_nobody_left(self) -> None:
        if self.to_move():
            return
        assert self.opponent is not None
        a, b = self.face_up[self.lead], self.face_up[self.opponent]
        self._return_cards_in_play()
        self.log("compare", cards=[a, b], taker=None, void="nobody", **self._deck_language())
        self._end_turn(self.events[-1], (a, b), None)

    def _deck_language(self) -> dict[str, str]:
        """The deck language for an event whose words name a first letter (Match), so the
        move log says 'both begin with す' in a Japanese deck; nothing for English."""
        language = self.rules.language
        return {} if language == "en" else {"language": language}

    # ----- results and views -------------------------------------------------------------
    def is_over(self) -> bool:
        return self.over

    def scores(self) -> list[float]:
        """Cards in each hand (the game is won on cards)."""
        return [float(len(h)) for h in self.hands]

    def winners(self) -> list[int]:
        """The winner; before the end, whoever would win if the game stopped now."""
        if self.winner is not None:
            return [self.winner]
        return [max(range(self.num_players), key=self._ranking_key)]

    def house_rules(self) -> list[str]:
        """The rules that differ from the kit's defaults, the deck's language aside: a table
        read in Japanese deals the Japanese deck (RULINGS, Languages), which is the table's
        language, not a teacher's house rule; the cards themselves show it."""
        return [line for line in super().house_rules() if not line.startswith("language =")]

    def observation(self, player: int | None = None) -> PeriodyxObservation:
        game = self.minigame
        race = None
        if self.stage == CLAIMS and self.opponent is not None:
            race = Race((self.face_up[self.lead], self.face_up[self.opponent]),
                        tuple(self.claim_order), tuple(self.barred), tuple(self.passed),
                        tuple(self.wrong_claims))
        return PeriodyxObservation(
            player=player,
            names=tuple(self.names),
            deck=self.deck,
            hand=tuple(self.hands[player]) if player is not None else (),
            hand_sizes=tuple(len(h) for h in self.hands),
            pile_size=len(self.pile),
            table=tuple(self.table.cards),
            turn=self.turn,
            lead=self.lead,
            game=game.name,
            game_number=game.number,
            stage=self.stage,
            to_move=self.to_move(),
            opponent=self.opponent,
            face_up=dict(self.face_up),
            face_down=tuple(sorted(self.face_down)),
            my_face_down=self.face_down.get(player) if player is not None else None,
            race=race,
            known=dict(self.known),
            win_cards=self.rules.win_cards,
            nk_swap=self.rules.nk_swap,
            mendeleev_match=self.rules.mendeleev_match,
            language=self.rules.language,
            last=self.last,
            over=self.over,
            winners=(self.winner,) if self.winner is not None else (),
            end_reason=self.end_reason,
        )

    def fingerprint(self) -> dict[str, Any]:
        return {
            "hands": [list(h) for h in self.hands],
            "pile": list(self.pile),
            "table": list(self.table.cards),
            "turn": self.turn,
            "stage": self.stage,
            "opponent": self.opponent,
            "face_up": sorted([p, s] for p, s in self.face_up.items()),
            "face_down": sorted([p, s] for p, s in self.face_down.items()),
            "claim_order": list(self.claim_order),
            "barred": list(self.barred),
            "passed": list(self.passed),
            "wrong_claims": [list(w) for w in self.wrong_claims],
            "fresh": sorted(self.fresh),
            "known": sorted([s, p] for s, p in self.known.items()),
            "last": None if self.last is None else [self.last.turn, _as_first_saved(self.last)],
            "over": self.over,
            "winner": self.winner,
            # saves' digests (format 1) hold the reason as first written, capital first
            "end_reason": self.end_reason[:1].upper() + self.end_reason[1:],
            "rng": self.rng_digest(),
        }

    # ----- helpers for views, bots and tests ----------------------------------------------
    def cards_in_play(self) -> int:
        """Every card accounted for: hands, pile, Mendeleev table and cards in front of players."""
        return (sum(len(h) for h in self.hands) + len(self.pile) + len(self.table)
                + len(self.face_up) + len(self.face_down))
