"""The Bond! widget: click your cards to discard, declare Bond!, block with a scythe, take cards
for your rings; at scoring, split a hand into molecules yourself and compare with the best.

In a notebook cell::

    from chemteach.games.bond.widget import play
    play()                                   # you against strong, strong and random bots
    play(["Ada", "Ben", "strong"])           # two people sharing one screen (hot seat)
    play(["Ada", "strong"], rules="molecules = 'hint book'")

A name that is a bot's name ("random", "strong", or "bot:strong") is a bot seat; any other
name is a person. Hands are secret: with two or more people each decision is taken behind a
"pass the device to <name>" screen, and the screen never holds another person's hand.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import ipywidgets as w

from ...core.errors import IllegalAction
from ...core.match import Seat
from ...core.wording import _, count, join_words, seat_name
from ...widgets import GameTable, make_seats
from ...widgets.closing import close_tree
from ...widgets.status import FOCUS_FIRST, GAME_AREA
from ...widgets.table import HOT_SEAT, SeatOf, replaces_its_cell
from .bots import BOTS
from .cards import RING, SHIELDS, hint_book_by_cards, sort_cards
from .engine import Block, Bond, BondObservation, Declare, Discard, PickFromDeck, TakeForRing
from .scoring import Scorer, scorer
from .view import (
    cards_html,
    round_result_html,
    said_reason,
    totals_table_html,
)
from .workshop import (  # noqa: F401  (MoleculeWorkshop and the two workshop functions are re-exported for notebooks)
    MoleculeWorkshop,
    SplitWorkshop,
    button,
    card_board,
    card_index,
    molecule_workshop,
    points_text,
    show_cards,
    shown,
    split_workshop,
)

#: Cards per row in the discard pile before it wraps.
PILE_COLUMNS = 12


def _names(names: Sequence[str], players: Iterable[int]) -> str:
    shown_names = [f"<b>{html.escape(seat_name(names[p]))}</b>" for p in players]
    if not shown_names:
        return _("nobody")
    return join_words(shown_names)


def _plain(names: Sequence[str], players: Iterable[int]) -> str:
    return ", ".join(seat_name(names[p]) for p in players)


def describe_discard(cards: Sequence[str]) -> str:
    """A discard in words: 'H', 'the molecule water (H H O)', '2 catalyst rings'."""
    cards = sort_cards(cards)
    if len(cards) > 1 and set(cards) == {RING}:
        return count(len(cards), "{n} catalyst ring", "{n} catalyst rings")
    hint = hint_book_by_cards().get(cards) if len(cards) > 1 else None
    if hint:
        return _("the molecule {name} ({cards})").format(name=_(hint[0].name),
                                                         cards=" ".join(cards))
    return " ".join(cards)


# ----- the prompt and the side panel -------------------------------------------------------
def prompt_html(obs: BondObservation, seats: Sequence[Seat], score: Scorer) -> str:
    """The line above the hand: what the player looking at the screen must do now."""
    names = obs.names
    me = obs.player
    waiting = [p for p in obs.to_move if p != me]
    wait = _("Waiting for {names}\u2026").format(names=_names(names, waiting)) if waiting else ""
    if obs.over:
        return ""
    if me is None:
        if not any(s.is_person for s in seats):
            return _("The bots are playing: round {round}, turn {turn}.").format(
                round=obs.round, turn=obs.turn)
        return wait
    you = f"<b>{html.escape(seat_name(names[me]))}</b>"
    deciding = me in obs.to_move
    if obs.phase == "declare":
        if deciding:
            worth = score.hand_points(obs.hand)
            return _("{you}: declare <b>Bond!</b> and score your hand now (it is worth "
                     "{points}), or <b>keep playing</b> and change cards? <small>(Everyone "
                     "decides at once; nobody sees the others' choices until all are in.)"
                     "</small>").format(you=you, points=points_text(worth))
        if isinstance(obs.my_choice, Declare) and obs.my_choice.bond:
            return _("{you}: you chose to declare Bond!. {wait}").format(you=you, wait=wait)
        return _("{you}: you chose to keep playing. {wait}").format(you=you, wait=wait)
    if obs.phase == "block":
        if deciding:
            targets = [d for d in obs.declarers
                       if any(s in obs.shown_hands.get(d, ()) for s in SHIELDS)]
            scythes = obs.hand.count("F")
            return count(scythes,
                         "{you}: {names} declared Bond! holding a noble-gas shield. You hold "
                         "{n} fluorine scythe: block a Bond! with one? (If every Bond! is "
                         "blocked, play goes on.)",
                         "{you}: {names} declared Bond! holding a noble-gas shield. You hold "
                         "{n} fluorine scythes: block a Bond! with one? (If every Bond! is "
                         "blocked, play goes on.)", you=you, names=_names(names, targets))
        return _("Bond! was declared. {wait}").format(wait=wait)
    if obs.phase == "discard":
        if deciding and obs.must_discard_shield:
            return _("{you}: your Bond! was blocked by a fluorine scythe: click a noble-gas "
                     "shield (Ar or Kr) and press <b>Discard</b>.").format(you=you)
        if deciding:
            return _("{you}: click the cards to discard (one card, the cards of a hint-book "
                     "molecule, or 1 to 4 catalyst rings), then press <b>Discard</b>. You "
                     "draw as many as you discard.").format(you=you)
        mine = obs.my_choice
        what = describe_discard(mine.cards) if isinstance(mine, Discard) else _("your cards")
        return _("{you}: you discard {what} (face down until all have discarded). "
                 "{wait}").format(you=you, what=html.escape(what), wait=wait)
    if obs.phase == "draw" and obs.drawing == me and obs.rings_to_resolve:
        left = obs.rings_to_resolve
        return _("{you}: for each catalyst ring you discarded, <b>click a card of the discard "
                 "pile</b> to take it, or <b>draw from the deck</b> ({left} to go).").format(
                     you=you, left=left)
    if obs.phase == "draw" and obs.drawing == me and obs.picks_to_make:
        return _("{you}: your scythe blocked a Bond!: <b>click the card you want</b> from the "
                 "deck ({left} to go). The deck is shuffled afterwards.").format(
                     you=you, left=obs.picks_to_make)
    return wait


def info_html(obs: BondObservation, rules: Mapping[str, Any]) -> str:
    """Round and turn, the deck, everyone's number of cards and the last turn's discards."""
    names = obs.names
    limit = rules["turn_limit"]
    dealer = html.escape(seat_name(names[obs.dealer]))
    if limit:
        head = _("<b>Round {round} of {rounds}</b> &middot; turn {turn} (scored anyway after "
                 "turn {limit}) &middot; dealer {dealer}")
    else:
        head = _("<b>Round {round} of {rounds}</b> &middot; turn {turn} &middot; dealer "
                 "{dealer}")
    hands = ", ".join(f"{html.escape(seat_name(n))} {k}"
                      for n, k in zip(names, obs.hand_sizes, strict=True))
    lines = [head.format(round=obs.round, rounds=obs.rounds, turn=obs.turn, limit=limit,
                         dealer=dealer),
             _("<b>Deck:</b> {n} cards &middot; <b>hands:</b> {hands}").format(
                 n=obs.deck_size, hands=hands)]
    if obs.last_discards:
        said = "; ".join(f"{html.escape(seat_name(names[p]))}: "
                         f"{html.escape(describe_discard(c))}"
                         for p, c in sorted(obs.last_discards.items()))
        lines.append(_("<b>Last discards:</b> {discards}").format(discards=said))
    return '<div style="font-size:90%;line-height:1.4">' + "<br>".join(lines) + "</div>"


def declared_html(obs: BondObservation, score: Scorer, rules: Mapping[str, Any]) -> str:
    """The hands that declarers showed (public), with what each is worth."""
    if not obs.shown_hands or obs.phase == "declare":
        return ""
    rows = []
    for p, cards in sorted(obs.shown_hands.items()):
        name = f"<b>{html.escape(seat_name(obs.names[p]))}</b>"
        points = points_text(score.hand_points(cards))
        if p in obs.blocks:
            text = _("{name} declared Bond! and shows ({points}) \u2014 blocked by "
                     "{blocker}:").format(name=name, points=points, blocker=html.escape(
                         seat_name(obs.names[obs.blocks[p]])))
        else:
            text = _("{name} declared Bond! and shows ({points}):").format(name=name,
                                                                          points=points)
        rows.append(f"<div class='bond-declared' data-seat='{p}'>{text}<br>"
                    f"{cards_html(cards, 40, rules)}</div>")
    return "".join(rows)


# ----- splitting a hand by hand ------------------------------------------------------------
# ----- the game ------------------------------------------------------------------------------
class BondGame(GameTable):
    """A match of Bond! as a widget; display it (or `.widget`) in a notebook."""

    game_type = Bond

    quiet_kinds = frozenset({"round", "deal", "score"})

    def __init__(
        self,
        players: Sequence[str | Seat] = ("Ada", "medium", "medium", "medium"),
        *,
        seed: int | None = None,
        rules: Mapping[str, Any] | str | Path | None = None,
        bot_delay: float = 0.5,
        game: Bond | None = None,
        lang: str | None = None,
        seat_of: SeatOf | None = None,
    ) -> None:
        seats = make_seats(players if game is None else game.names, BOTS)
        if game is None:
            game = Bond([s.name for s in seats], rules, seed)
        self._selection: list[int] = []
        self._selection_key: Any = None
        self._game_seen: Bond | None = None
        self._acknowledged = 0
        # (results, moves): how many rounds were scored and the game's moves when this view
        # first saw the latest one (a seat view and the projector follow the rounds with it)
        self._scored: tuple[int, int] | None = None
        self._result_key: Any = None
        self._hands_revealed = False
        self._quiet_choice = False
        self.workshop: SplitWorkshop | None = None
        super().__init__(game, seats, bots=BOTS, bot_delay=bot_delay, handoff=True,
                         lang=lang, seat_of=seat_of)
        # the round results are public: they sit outside the pass-the-device cover
        self.widget.children = (self.results, *self.widget.children)

    # ----- building the widgets -------------------------------------------------------
    def game_area(self) -> w.Widget:
        """Prompt, hand and buttons, declared hands, discard pile; seats, info and log beside."""
        self.prompt = w.HTML()
        self.prompt.add_class("bond-prompt")
        self.hand_board = card_board("bond-hand")
        self.hand_board.on_click(self.click_card)
        self.selection_line = w.HTML()
        self.selection_line.add_class("bond-selection")
        self.bond_button = button(_("Bond!"), "bond-declare",
                                  _("Declare Bond!: score the hands now"), "warning")
        self.keep_button = button(_("Keep playing"), "bond-keep",
                                  _("Do not declare: change cards"), "info")
        self.bond_button.on_click(lambda _: self.declare(True))
        self.keep_button.on_click(lambda _: self.declare(False))
        self.declare_row = w.HBox([self.bond_button, self.keep_button])
        self.discard_button = button(_("Discard"), "bond-discard",
                                     _("Discard the selected cards (face down)"), "primary")
        self.clear_button = button(_("Clear selection"), "bond-clear")
        self.discard_button.on_click(lambda _: self.discard())
        self.clear_button.on_click(lambda _: self.clear_selection())
        self.discard_row = w.HBox([self.discard_button, self.clear_button])
        self.block_row = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.block_row.add_class("bond-block-row")
        self.block_buttons: list[w.Button] = []
        self.deck_button = button(_("Draw from the deck"), "bond-draw-deck",
                                  _("For this ring, draw the top card of the deck instead"))
        self.deck_button.on_click(lambda _: self.take(None))
        self.pick_board = card_board("bond-deck-pick")
        self.pick_board.on_click(self.pick)
        self.pick_heading = w.HTML()
        self.pick_heading.add_class("bond-deck-pick-heading")
        # the blocker's reward: a framed panel with a heading, not a second hand
        self.pick_box = w.VBox([self.pick_heading, self.pick_board],
                               layout=w.Layout(display="none", border="2px dashed #b06000",
                                               padding="4px 8px", margin="6px 0"))
        self.pick_box.add_class("bond-deck-pick-box")
        self.declared = w.HTML()
        self.declared.add_class("bond-declared-hands")
        self.pile_title = w.HTML()
        self.pile_board = card_board("bond-pile")
        self.pile_board.on_click(self.take)
        self.info = w.HTML()
        self.info.add_class("bond-info")
        name = _("Bond!")
        japanese = " <span lang='ja'>(結合!)</span>" if name == "Bond!" else ""
        # h2 (at h3's size): the table's title follows the notebook's or lesson's h1 or h2
        title = w.HTML(f"<h2 style='margin:0.2em 0;font-size:1.17em'>{name}{japanese}</h2>")
        # only the hand and its decisions go behind the pass-the-device cover: the shown
        # hands, the discard pile, scores and the log stay in view (drawn for nobody meanwhile)
        private = self.behind_cover(w.VBox([self.hand_board, self.selection_line,
                                            self.declare_row, self.discard_row, self.block_row,
                                            self.deck_button, self.pick_box]))
        play = w.VBox([title, self.prompt, private, self.declared, self.pile_title,
                       self.pile_board],
                      layout=w.Layout(flex="3 1 480px", min_width="min(320px, 100%)"))
        side = w.VBox([self.seat_list.widget, self.info, self.log.widget],
                      layout=w.Layout(flex="1 1 240px", min_width="220px", padding="0 0 0 8px"))
        self._build_results()
        return w.HBox([play, side], layout=w.Layout(flex_flow="row wrap"))

    def _build_results(self) -> None:
        self.results_head = w.HTML()
        self.results_head.add_class("bond-results-head")
        self.hand_choice = w.ToggleButtons(description=_("Split:"), options=[""],
                                           style={"description_width": "initial"})
        self.hand_choice.add_class("bond-hand-choice")
        self.hand_choice.observe(lambda _: self._choose_hand(), names="value")
        self.workshop_box = w.VBox()
        self.all_hands = w.HTML()
        self.all_hands.add_class("bond-all-hands")
        self.next_button = button(_("Next round"), "bond-next-round",
                                  _("Deal the next round"), "primary", "forward")
        self.next_button.on_click(lambda _: self.next_round())
        self.results = w.VBox([self.results_head, self.hand_choice, self.workshop_box,
                               self.all_hands, self.next_button],
                              layout=w.Layout(display="none", border="2px solid #888",
                                              padding="6px", margin="0 0 6px 0"))
        self.results.add_class("bond-results")
        # the results take the place of the game: the focus goes to their heading when the
        # pressed button (Bond!, a block, a discard that ends the round) is gone
        self.results.add_class(GAME_AREA)

    # ----- drawing ----------------------------------------------------------------------
    def refresh(self) -> None:
        """Redraw; a seat view or the projector first puts a round's results away once the
        next round is being played (see `_follow_rounds`)."""
        self._follow_rounds()
        super().refresh()

    def _follow_rounds(self) -> None:
        """On a student's device or the projector, nobody there presses Next round for the
        table: a round's results count as seen once a move of the next round has been made
        after this view showed them, by its own seat (a student's device), by a person (the
        projector), or by anyone (a table of bots), so the wall follows the game by itself.
        The notebook's hot seat keeps its Next round button: bots there may play on at once."""
        game = self.game
        if self.mode == HOT_SEAT or game is not self._game_seen or game.is_over():
            return
        results = len(game.results)
        if results <= self._acknowledged:
            return
        moves = len(game.history)
        if self._scored is None or self._scored[0] != results:
            self._scored = (results, moves)
            return
        movers = set(self.own_seats() or self.people() or range(len(self.seats)))
        if any(player in movers for player, _action in game.history[self._scored[1]:]):
            self._acknowledged = results

    def render(self, observation: BondObservation) -> None:
        """Redraw: the round's results if one was just scored, else the play area."""
        if self.game is not self._game_seen:  # new game, rematch, undo or load
            self._game_seen = self.game
            self._acknowledged = len(self.game.results)
        pending = self.pending_result()
        self._render_results(pending)
        shown(self.pass_device.widget, pending is None)
        if pending is not None:  # nothing private stays on a screen everyone looks at
            observation = self.game.observation(None)
        self._render_play(observation)

    def _render_play(self, obs: BondObservation) -> None:
        rules = self.game.rules
        score = scorer(rules)
        me = obs.player
        deciding = me is not None and me in obs.to_move
        self.prompt.value = (f"<div style='font-size:110%;line-height:1.4'>"
                             f"{prompt_html(obs, self.seats, score)}</div>")
        self._render_hand(obs)
        shown(self.declare_row, deciding and obs.phase == "declare")
        shown(self.discard_row, deciding and obs.phase == "discard")
        self._render_blocks(obs, deciding and obs.phase == "block")
        drawing = obs.phase == "draw" and me is not None and obs.drawing == me
        shown(self.deck_button, drawing and obs.rings_to_resolve > 0)
        picks = ([a.card for a in self.game.legal_actions(me) if isinstance(a, PickFromDeck)]
                 if drawing and obs.picks_to_make else [])
        show_cards(self.pick_board, picks, "deck", clickable=True,
                   title=_("Cards you may pick from the deck"), rules=rules)
        shown(self.pick_box, bool(picks))
        left = obs.picks_to_make
        self.pick_heading.value = count(
            left, "<b>Your reward for blocking: pick {n} card from the deck</b> <small>(every "
            "kind of card still in the deck; not your hand)</small>",
            "<b>Your reward for blocking: pick {n} cards from the deck</b> <small>(every "
            "kind of card still in the deck; not your hand)</small>") if picks else ""
        self.declared.value = declared_html(obs, score, rules)
        taking = drawing and obs.rings_to_resolve > 0
        if not obs.pile:
            self.pile_title.value = _("<b>Discard pile:</b> empty")
        elif taking:
            self.pile_title.value = count(
                len(obs.pile), "<b>Discard pile</b> ({n} card, newest last): <b>click a card to "
                "take it</b>", "<b>Discard pile</b> ({n} cards, newest last): <b>click a card "
                "to take it</b>")
        else:
            self.pile_title.value = count(len(obs.pile),
                                          "<b>Discard pile</b> ({n} card, newest last)",
                                          "<b>Discard pile</b> ({n} cards, newest last)")
        show_cards(self.pile_board, obs.pile, "pile", columns=PILE_COLUMNS, clickable=taking,
                   title=_("Discard pile"), rules=rules)
        self.pile_board.busy = self.busy
        self.info.value = info_html(obs, rules)

    def _render_hand(self, obs: BondObservation) -> None:
        me = obs.player
        key = (me, obs.hand, obs.round, obs.turn)
        if key != self._selection_key:
            self._selection_key, self._selection = key, []
        selectable = self._can_select(obs)
        if not selectable:
            self._selection = []
        if me is None:
            show_cards(self.hand_board, (), "hand")
            self.selection_line.value = ""
            return
        show_cards(self.hand_board, obs.hand, "hand", selected=self._selection,
                   clickable=selectable,
                   title=_("Your hand ({name})").format(name=seat_name(obs.names[me])),
                   rules=self.game.rules)
        self.selection_line.value = self._selection_text(obs)

    def _selection_text(self, obs: BondObservation) -> str:
        me = obs.player
        if me is None or not self._can_select(obs):
            return ""
        if not self._selection:
            return "<small>{}</small>".format(
                _("Click a card to select it; click it again to put it back."))
        cards = self.selected_cards
        said = html.escape(describe_discard(cards))
        if obs.phase != "discard":
            return _("Selected: {cards} <small>(discarding comes after everyone has decided on "
                     "Bond!)</small>").format(cards=said)
        action = Discard(sort_cards(cards))
        if self.game.is_legal(me, action):
            return "<span style='color:#1a5e20'>{}</span>".format(
                _("Selected: {cards}: you may discard this.").format(cards=said))
        reason = self.game.explain_illegal(me, action)
        return "<span style='color:#a00000'>{}</span>".format(
            _("Selected: {cards}: {reason}").format(cards=said, reason=html.escape(reason)))

    def _render_blocks(self, obs: BondObservation, deciding: bool) -> None:
        # the buttons replaced are closed: a live "Block ..." model would tell the browser
        # that this player holds a scythe, which the block phase exists to hide
        old = self.block_buttons
        if not deciding or obs.player is None:
            self.block_row.children = ()
            self.block_buttons = []
            close_tree(*old)
            shown(self.block_row, False)
            return
        buttons = []
        for action in self.game.legal_actions(obs.player):
            assert isinstance(action, Block)
            if action.targets:
                text = _("Block {names}").format(
                    names=join_words(seat_name(obs.names[d]) for d in action.targets))
                made = button(text, "bond-block", _("Present fluorine scythes: {what}").format(
                    what=text), "danger")
            else:
                made = button(_("Let Bond! stand"), "bond-no-block", _("Do not block anyone"))
            made.on_click(lambda _, targets=action.targets: self.block(targets))
            buttons.append(made)
        self.block_buttons = buttons
        self.block_row.children = tuple(buttons)
        close_tree(*old)
        shown(self.block_row, True)

    # ----- the round's results ----------------------------------------------------------
    def extra_widgets(self) -> list[w.Widget]:
        """The split workshop's widgets (a refused hand keeps some out of the page)."""
        return self.workshop.widgets() if self.workshop is not None else []

    def viewer(self) -> int | None:
        """Nobody's hand is on screen while a round's results are: they are public, and the
        widgets behind them must not hold the next round's hand either."""
        if self.showing_results:
            return None
        return super().viewer()

    def pending_result(self) -> int | None:
        """The index of the round result on screen: just scored and not yet dismissed, or the
        last one once the match is over; None while playing."""
        results = self.game.results
        if not results:
            return None
        if self.game.is_over() or len(results) > self._acknowledged:
            return len(results) - 1
        return None

    @property
    def showing_results(self) -> bool:
        """Whether the round's results are on screen (instead of the game)."""
        return self.pending_result() is not None

    def _render_results(self, index: int | None) -> None:
        shown(self.results, index is not None)
        if index is None:
            self._result_key = None
            return
        game = self.game
        result = game.results[index]
        over = game.is_over()
        over_text = _("Round {round} of {rounds} is over").format(round=result.round,
                                                                   rounds=game.rounds)
        # h2: the results stand above the table's own title, after the page's h1 or h2
        head = [f"<h2 class='{FOCUS_FIRST}' tabindex='-1' style='margin:0.2em 0;font-size:1em'>"
                f"{over_text}</h2>"
                f"<div>{html.escape(said_reason(result))}"]
        if result.declarers:
            head.append(" " + _("Declared Bond!: {names}.").format(
                names=_names(game.names, result.declarers)))
        if result.blocked:
            head.append(" " + _("Blocked by a scythe (shields discarded): {names}.").format(
                names=_names(game.names, result.blocked)))
        head.append("</div>")
        winners = game.winners() if over else ()
        head.append(totals_table_html(game.results, game.names, winners))
        if over:
            best = game.totals[winners[0]]
            if len(winners) == 1:
                text = _("The match is over! {names} wins with {points}.")
            else:
                text = _("The match is over! {names} share the win with {points}.")
            text = text.format(names=_names(game.names, winners), points=points_text(best))
            again = _("Press <b>Rematch</b> to play again.") if self.buttons is not None else ""
            head.append(f"<div class='bond-match-result' style='font-size:125%;margin:4px 0'>"
                        f"{text} {again}</div>")
        self.results_head.value = "".join(head)
        shown(self.next_button, not over)
        key = (game.seed, index, result.hands)
        if key == self._result_key:
            return
        self._result_key = key
        people = self.people()
        own = self.own_seats()
        default = own[0] if len(own) == 1 else (self._seen if self._seen is not None
                                                else (people[0] if people else 0))
        options = [(seat_name(name), p) for p, name in enumerate(game.names)]
        self._hands_revealed = not people
        self._quiet_choice = True
        try:
            self.hand_choice.options = options
            self.hand_choice.value = default
        finally:
            self._quiet_choice = False
        self._choose_hand()

    def _choose_hand(self) -> None:
        """Build the split workshop for the hand chosen above it."""
        index = self.pending_result()
        if index is None or self._quiet_choice:
            return
        result = self.game.results[index]
        player = self.hand_choice.value
        if not isinstance(player, int):
            return
        yours = self.own_seats() == [player]
        old = self.workshop
        self.workshop = SplitWorkshop(result.hands[player], self.game.rules,
                                      self.game.names[player], yours)
        self.workshop.on_best(self._reveal_hands)
        self.workshop_box.children = (self.workshop.widget,)
        if old is not None:
            close_tree(old.widget, *old.widgets())
        self._draw_all_hands()

    def _reveal_hands(self) -> None:
        self._hands_revealed = True
        self._draw_all_hands()

    def _draw_all_hands(self) -> None:
        index = self.pending_result()
        if index is None:
            return
        if not self._hands_revealed:
            self.all_hands.value = "<div style='color:#555;margin:4px 0'>{}</div>".format(
                _("Every hand's best split is shown after <b>Show the best split</b>."))
            return
        every = _("Every hand, split the best way")
        self.all_hands.value = (f"<h3 style='margin:0.4em 0 0.1em;font-size:1em'>{every}</h3>"
                                + round_result_html(self.game.results[index],
                                                               self.game.names, self.game.rules))

    def next_round(self) -> None:
        """Put the results away and go on to the next round (behind the cover in hot seat)."""
        if self.game.is_over():
            self.status.show(_("The match is over: press Rematch to play again.")
                             if self.buttons is not None else _("The game is over."))
            return
        if not self.showing_results:
            self.status.error(_("Round {round} is still being played: the next round comes "
                                "after this one is scored.").format(round=self.game.round))
            return
        self._acknowledged = len(self.game.results)
        people = self.match.people_to_move()
        if self.handoff and len(self.people()) > 1 and people:
            self.pass_device.cover(self.seats[people[0]].name)
        self.refresh()
        self.status.show(_("Round {round} of {rounds}: new cards are dealt.").format(
            round=self.game.round, rounds=self.game.rounds), "ok")

    # ----- what a player does -----------------------------------------------------------
    def _can_select(self, obs: BondObservation) -> bool:
        return (obs.player is not None and obs.player in obs.to_move
                and obs.phase in ("declare", "discard") and not self.showing_results)

    @property
    def hand(self) -> tuple[str, ...]:
        """The hand on screen (empty when it is covered or nobody's hand may be shown)."""
        if self.showing_results:
            return ()
        return self.observation().hand

    @property
    def selected_cards(self) -> list[str]:
        """The cards selected in the hand on screen."""
        hand = self.observation().hand
        return [hand[i] for i in sorted(self._selection) if i < len(hand)]

    def _why_not_now(self, obs: BondObservation) -> str:
        if self.game.is_over():
            return (_("The match is over: press Rematch to play again.")
                    if self.buttons is not None else _("The game is over."))
        if self.showing_results:
            return _("The round is over: press Next round first.")
        if self.pass_device.covered:
            return _("Pass the device to {name} first.").format(
                name=seat_name(self.pass_device.name or ""))
        if obs.player is None:
            return _("No hand is on screen.")
        if obs.player not in obs.to_move:
            waiting = _plain(obs.names, obs.to_move)
            if waiting:
                return _("Wait a moment: waiting for {names}.").format(names=waiting)
            return _("Wait a moment.")
        if obs.phase == "declare":
            return _("First decide: Bond! or Keep playing. Discarding comes after that.")
        if obs.phase == "block":
            return _("First decide whether to block a Bond! with your fluorine scythe.")
        if obs.phase == "draw" and obs.rings_to_resolve:
            return (_("Take a card for your catalyst ring first: click a card of the discard pile, "
                    "or draw from the deck."))
        if obs.phase == "draw" and obs.picks_to_make:
            return _("Pick the card you want from the deck first.")
        return _("You cannot choose cards now.")

    def click_card(self, cell: str | int) -> bool:
        """Select or unselect a card of the hand on screen (what clicking it does)."""
        with self.status.guard():
            obs = self.observation()
            if not self._can_select(obs):
                raise IllegalAction(self._why_not_now(obs))
            index = card_index(cell, "hand")
            if not 0 <= index < len(obs.hand):
                raise IllegalAction(_("There is no such card in your hand."))
            if index in self._selection:
                self._selection.remove(index)
            else:
                self._selection.append(index)
            self._render_hand(obs)
            if self.status.kind == "error":
                self.status.clear()
            return True
        return False

    def clear_selection(self) -> None:
        """Put every selected card back."""
        self._selection = []
        self._render_hand(self.observation())

    def _act(self, action: Any) -> bool:
        """Submit a person's decision for the player on screen; a friendly line if refused."""
        with self.status.guard():
            obs = self.observation()
            if self.showing_results or obs.player is None or obs.player not in obs.to_move:
                raise IllegalAction(self._why_not_now(obs))
            if self.submit(action, obs.player):
                self._selection = []
                self._render_hand(self.observation())
                return True
        return False

    def declare(self, bond: bool) -> bool:
        """Declare Bond! (True) or keep playing (False)."""
        if not isinstance(bond, bool):
            self.status.error("declare(True) declares Bond! and declare(False) keeps playing; "
                              f"{bond!r} is neither True nor False.")
            return False
        return self._act(Declare(bond))

    def discard(self) -> bool:
        """Discard the selected cards, if they make a legal discard; else say why."""
        with self.status.guard():
            obs = self.observation()
            if not self._can_select(obs) or obs.phase != "discard":
                raise IllegalAction(self._why_not_now(obs))
            cards = self.selected_cards
            if not cards:
                raise IllegalAction(_("Click the cards you want to discard first: one card, the "
                                    "cards of a hint-book molecule, or 1 to 4 catalyst rings."))
            return self._act(Discard(sort_cards(cards)))
        return False

    def block(self, targets: Iterable[int] | int = ()) -> bool:
        """Present fluorine scythes to block these declarers, by seat (0 is the first player):
        block([1]), block(1); none, block([]), lets Bond! stand."""
        with self.status.guard():
            return self._act(Block(self._seats(targets)))
        return False

    def _seats(self, targets: Any) -> tuple[int, ...]:
        """Seat numbers for block(), checked: a seat, or a list of seats, each 0 to n - 1."""
        count = len(self.game.names)
        usage = (f"block([1]) blocks the Bond! of seat 1 (seats are numbered 0 to {count - 1}) "
                 "and block([]) lets Bond! stand")
        if isinstance(targets, int) and not isinstance(targets, bool):
            targets = (targets,)
        if isinstance(targets, str | bytes) or not isinstance(targets, Iterable):
            raise IllegalAction(f"{usage}; {targets!r} is not a list of seats.")
        seats = list(targets)
        for seat in seats:
            if isinstance(seat, bool) or not isinstance(seat, int):
                raise IllegalAction(f"{usage}; {seat!r} is not a seat number.")
            if not 0 <= seat < count:
                raise IllegalAction(f"There is no seat {seat}: the seats are numbered 0 to "
                                    f"{count - 1}.")
        return tuple(sorted(set(seats)))

    def take(self, cell: str | int | None) -> bool:
        """For a discarded ring: take this card of the discard pile (a click on it), or None to
        draw from the deck."""
        with self.status.guard():
            obs = self.observation()
            if cell is None:
                return self._act(TakeForRing(None))
            index = card_index(cell, "pile")
            if not 0 <= index < len(obs.pile):
                raise IllegalAction(_("That card is not in the discard pile."))
            if not (obs.phase == "draw" and obs.rings_to_resolve):
                raise IllegalAction(_("Cards are taken from the discard pile only for a catalyst "
                                    "ring you discarded."))
            return self._act(TakeForRing(obs.pile[index]))
        return False

    def pick(self, cell: str) -> bool:
        """A blocker's reward: pick this kind of card from the deck ('deck-<i>' or a card)."""
        with self.status.guard():
            obs = self.observation()
            choices = [a.card for a in self.game.legal_actions(obs.player)
                       if isinstance(a, PickFromDeck)] if obs.player is not None else []
            card = str(cell)
            if card.startswith("deck-"):
                index = card_index(card, "deck")
                if not 0 <= index < len(choices):
                    raise IllegalAction(_("That card is not in the deck."))
                card = choices[index]
            return self._act(PickFromDeck(card))
        return False


def play(
    players: Sequence[str | Seat] = ("Ada", "medium", "medium", "medium"),
    seed: int | None = None,
    rules: Mapping[str, Any] | str | Path | None = None,
    bot_delay: float = 0.5,
    lang: str | None = None,
) -> BondGame:
    """Start a match in a notebook: play(["Ada", "strong"]); bots are named by their kind.
    `lang="ja"` plays this table in Japanese (default: chemteach.set_language, $CHEMTEACH_LANG,
    else English)."""
    return replaces_its_cell(BondGame(players, seed=seed, rules=rules, bot_delay=bot_delay,
                                          lang=lang))


# ----- the molecule workshop ----------------------------------------------------------------
