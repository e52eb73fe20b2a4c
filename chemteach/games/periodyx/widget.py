"""The Periodyx widget: every decision by clicking; hands stay private; bots reply.

In a notebook cell::

    from chemteach.games.periodyx.widget import play
    play(["Ada", "smart", "smart", "random"])     # Ada against three bots
    play(["Ada", "Ben", "smart"])                 # two people on one screen and a bot
    play(["Ada", "random"], seed=7, rules={"max_atomic_number": 36})

A name that is a bot's name ("random", "smart", or "bot:smart") is a bot seat; any other
name is a person. With one person the screen always shows that person's hand. With two
or more people (hot seat) it shows only the hand of the person whose decision it is,
behind a "pass the device to <name>" screen, except in the Match race, where the two
cards are face up, every person claims under their own name and no hand is shown.
Bots claim only after every person has claimed or passed (RULINGS), unless
`race_seconds` is set: then people who have not claimed by then pass.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import ipywidgets as w

from ...core.errors import IllegalAction
from ...core.language import kit_language
from ...core.match import Seat
from ...core.rules import Rules
from ...core.wording import N_, _, capital, join_words, ngettext, seat_name
from ...widgets import GameTable, SvgBoard, later, make_seats
from ...widgets.closing import close_tree
from ...widgets.table import HOT_SEAT, SeatOf, replaces_its_cell
from . import minigames as mg
from .actions import Ask, AskLetter, Claim, Draw, Lay, Pass, Play, Predict, Swap, Take
from .bots import BOTS
from .compare import HI_LO_STATS, STAT_WORDS, YEAR, is_nk_card
from .deck import letters
from .engine import Periodyx
from .features import FEATURES
from .legality import LETTERS
from .minigames import minigame
from .observation import CLAIMS, FACE_DOWN, LEAD, LEAD_CARD, OPPONENT_CARD, PeriodyxObservation
from .rules import deck_language, rules_for_table, sets_language
from .view import (
    cards_in_words,
    hand_svg,
    in_play_svg,
    indicator_html,
    info_html,
    lay_hint,
    mendeleev_svg,
    players_svg,
    results_html,
    square_note,
)

DEFAULT_PLAYERS = ("Ada", "medium", "medium", "medium")
PLAY_STAGES = (OPPONENT_CARD, LEAD_CARD, FACE_DOWN)


def _b(text: str) -> str:
    return f"<b>{html.escape(text)}</b>"


def _button(text: str, css: str, tip: str = "", style: str = "") -> w.Button:
    button = w.Button(description=text, tooltip=tip or text, button_style=style,
                      layout=w.Layout(width="auto"))
    button.add_class(css)
    return button


def _opening(obs: PeriodyxObservation) -> str:
    """What the lead does to start this turn's game, in words."""
    game = minigame(obs.game)
    if game.kind == mg.DUEL:
        return _("Choose ONE OTHER player: they name a card first (everyone hears it), then "
                 "you answer with one of yours.")
    if game.kind == mg.MATCH:
        return _("Choose ONE OTHER player: you both lay a card face up, then everyone races "
                 "to say what the two cards share.")
    if game.kind == mg.FACE_DOWN:
        return _("Choose ONE OTHER player: you both lay a card face down, at the same time.")
    if game.kind == mg.LETTER:
        return _("Pick a letter, then the player to ask: they hand over every element whose "
                 "name begins with it, or draw a card.")
    if game.kind == mg.PREDICT:
        if game.stat == YEAR:
            return _("Click the card to show, then bet whether the next card from the pile is "
                     "discovered earlier or later.")
        return _("Click the card to show, then bet whether the next card from the pile is "
                 "higher or lower in the stat you pick.")
    if game.kind == mg.DRAW:
        return _("Press <b>Take the top card</b>.")
    return _("Click one face-down card of another player (above) to take it.")


def prompt_html(obs: PeriodyxObservation, seats: Sequence[Seat], decider: int | None,
                race_seconds: float | None = None, rematch: bool = True) -> str:
    """The line above the table: who must do what now (or the result; `rematch`: the screen
    has a Rematch button to name)."""
    names, game = obs.names, minigame(obs.game)
    game_name, summary = html.escape(_(game.name)), html.escape(_(game.summary))
    if obs.over:
        winner = seat_name(names[obs.winners[0]]) if obs.winners else _("nobody")
        text = (_("Game over! {name} wins. Press <b>Rematch</b> to play again.") if rematch
                else _("Game over! {name} wins.")).format(name=_b(winner))
        return f'<div class="periodyx-prompt-line" style="font-size:120%">{text}</div>'
    if obs.stage == CLAIMS and obs.race is not None:
        a, b = obs.race.cards
        text = _("<b>Match race!</b> {a} and {b} are face up. The first to name something they "
                 "share takes both cards: click it under your name, or <b>No match / pass</b>. "
                 "A wrong claim puts you out of this race.").format(
                     a=_b(capital(cards_in_words([a]))), b=_b(cards_in_words([b])))
        if race_seconds:
            text += " " + _("People have {seconds:g} seconds; then the bots may claim.").format(
                seconds=race_seconds)
        elif any(not s.is_person for s in seats) and any(s.is_person for s in seats):
            text += " " + _("The bots wait until every person has claimed or passed.")
    elif decider is None:
        waiting = [seat_name(names[p]) for p in obs.to_move]
        text = ngettext("{names} is deciding\u2026", "{names} are deciding\u2026",
                        len(waiting)).format(names=_b(join_words(waiting)))
    else:
        you = _b(seat_name(names[decider]))
        if obs.stage == LEAD:
            if names[decider].lower() == "you":
                text = _("{you} lead <b>{game}</b>. {opening}")
            else:
                text = _("{you}, you lead <b>{game}</b>. {opening}")
            text = text.format(you=you, game=game_name, opening=_opening(obs))
            text += " " + _("First, if you like, lay cards on the Mendeleev table: click a card, "
                            "then <b>Lay on the table</b> (each card laid draws two).")
        elif obs.stage == OPPONENT_CARD:
            lead = _b(seat_name(names[obs.lead]))
            if game.kind == mg.MATCH:
                shown = cards_in_words([obs.face_up[obs.lead]])
                text = _("{you}: {lead} laid {card} face up for Match. Click the card you lay "
                         "face up beside it.").format(you=you, lead=lead, card=_b(shown))
            else:
                text = _("{you}: {lead} asks you to play <b>{game}</b> ({summary}). Click the "
                         "card you name; everyone hears it.").format(
                             you=you, lead=lead, game=game_name, summary=summary)
        elif obs.stage == LEAD_CARD:
            if game.kind == mg.MATCH:
                text = _("{you}: click the card you lay face up for Match.").format(you=you)
            else:
                assert obs.opponent is not None
                named = cards_in_words([obs.face_up[obs.opponent]])
                text = _("{you}: {name} names {card}. Click the card you answer with "
                         "({summary}).").format(you=you, name=_b(seat_name(names[obs.opponent])),
                                                card=_b(named), summary=summary)
        else:
            text = _("{you}: click the card you lay face down ({summary}).").format(
                you=you, summary=summary)
    return f'<div class="periodyx-prompt-line" style="font-size:112%">{text}</div>'


class PeriodyxGame(GameTable):
    """A game of Periodyx as a widget; display it (or `.widget`) in a notebook."""

    game_type = Periodyx

    quiet_kinds = frozenset({"round", "setup", "deal", "turn"})
    #: a card chosen face down is seen by its owner alone until both are shown
    secret_moves = frozenset({"face down"})

    def __init__(
        self,
        players: Sequence[str | Seat] = DEFAULT_PLAYERS,
        *,
        seed: int | None = None,
        rules: Mapping[str, Any] | str | Path | None = None,
        bot_delay: float = 0.5,
        race_seconds: float | None = None,
        game: Periodyx | None = None,
        lang: str | None = None,
        seat_of: SeatOf | None = None,
    ) -> None:
        seats = make_seats(players if game is None else game.names, BOTS)
        # a deck dealt in the table's language follows the table's language at the next game
        # (after the English / 日本語 toggle); a teacher's language rule or a loaded game's stays
        self._deck_follows_table = game is None and not sets_language(rules)
        if game is None:
            table_lang = lang if lang is not None else kit_language()  # Japanese: a kana deck
            game = Periodyx([s.name for s in seats], rules_for_table(rules, table_lang), seed)
        self.selected: str | None = None
        self.race_seconds = race_seconds
        self._race_clock: tuple[int, int] | None = None
        self._seat_names: tuple[str, ...] = ()
        super().__init__(game, seats, bots=BOTS, bot_delay=bot_delay, handoff=True,
                         lang=lang, seat_of=seat_of)
        self.pass_device.button.layout.width = "auto"  # "I am <name>: show my turn" in full

    def rematch_rules(self, old: Periodyx) -> Rules:
        """The next game's rules: the deck in the table's language now, unless a teacher's
        rules or a loaded game chose the deck's language."""
        if not self._deck_follows_table or old.rules.language == deck_language(self.lang):
            return old.rules
        values = old.rules.to_dict()
        values["language"] = deck_language(self.lang)
        return Rules(values, old.rules.source)

    # ----- building the widgets -------------------------------------------------------------
    def game_area(self) -> w.Widget:
        """Indicator and prompt; players, cards in play, controls, hand; results and tables."""
        self.indicator = w.HTML()
        self.indicator.add_class("periodyx-indicator-box")
        self.prompt = w.HTML()
        self.prompt.add_class("chemteach-prompt")
        self.players_board = SvgBoard()
        self.players_board.add_class("periodyx-players-board")
        self.players_board.on_click(self.click)
        self.in_play = w.HTML()
        self.in_play.add_class("periodyx-in-play-box")
        self.letter = w.Dropdown(options=LETTERS, value="A", description=_("Letter:"),
                                 layout=w.Layout(width="9em"))
        self.letter.add_class("periodyx-letter")
        self.stat = w.ToggleButtons(
            options=[(capital(_(STAT_WORDS[s])), s) for s in HI_LO_STATS], value="z",
            description=_("Stat:"), style={"button_width": "auto"})
        self.stat.add_class("periodyx-stat")
        self.higher = _button(_("Higher \u25b2"), "periodyx-higher", style="info")
        self.lower = _button(_("Lower \u25bc"), "periodyx-lower", style="info")
        self.higher.on_click(lambda _: self.bet(True))
        self.lower.on_click(lambda _: self.bet(False))
        self.draw_button = _button(_("Take the top card"), "periodyx-draw", style="primary")
        self.draw_button.on_click(lambda _: self.draw())
        self.lay_button = _button(_("Lay on the table"), "periodyx-lay",
                                  _("Lay the chosen card on the Mendeleev table and draw two"))
        self.lay_button.on_click(lambda _: self.lay())
        self.swap_button = _button(_("Swap this N/K card"), "periodyx-swap",
                                   _("Put the chosen N/K card under the pile; take the top "
                                     "card"))
        self.swap_button.on_click(lambda _: self.swap())
        self.ask_row = w.HBox(layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self.bet_row = w.HBox([self.higher, self.lower])
        self.lay_row = w.HBox([self.lay_button, self.swap_button])
        self.race_head = w.HTML()
        self.race_box = w.VBox()
        self.race_box.add_class("periodyx-race")
        self.controls = w.VBox()
        self.controls.add_class("periodyx-controls")
        self.hand_label = w.HTML()
        self.hand_board = SvgBoard()
        self.hand_board.add_class("periodyx-hand-board")
        self.hand_board.on_click(self.click)
        self.results = w.HTML()
        self.results.add_class("periodyx-results")
        self.mendeleev = SvgBoard()  # every square a named control the keyboard can reach
        self.mendeleev.add_class("periodyx-mendeleev-box")
        self.mendeleev.on_click(self.look_at_square)
        self.lay_note = w.HTML()
        self.info = w.HTML()
        self.info.add_class("chemteach-info")
        self._ask_buttons: list[w.Button] = []
        self._claim_rows: list[w.VBox] = []
        side = w.VBox([self.seat_list.widget, self.info, self.log.widget],
                      layout=w.Layout(flex="1 1 260px", min_width="240px", padding="0 0 0 8px"))
        # only the decision and the hand go behind the pass-the-device cover: the players,
        # the cards in play, the table, scores and the log stay in view
        private = self.behind_cover(w.VBox([self.controls, self.hand_label, self.hand_board]))
        main = w.VBox([self.players_board, self.in_play, private, self.results,
                       w.HTML("<b>{}</b>".format(_("The Mendeleev table"))), self.mendeleev,
                       self.lay_note],
                      layout=w.Layout(flex="3 1 560px", min_width="min(320px, 100%)"))
        # h2 (at h3's size): the table's title follows the notebook's or lesson's h1 or h2
        title = w.HTML("<h2 style='margin:0.2em 0;font-size:1.17em'>Periodyx</h2>")
        return w.VBox([title, self.indicator, self.prompt,
                       w.HBox([main, side], layout=w.Layout(flex_flow="row wrap"))])

    def _seat_widgets(self) -> None:
        """Ask buttons and Match-race claim rows, one per seat (rebuilt if the seats change)."""
        names = (self.lang, *(s.name for s in self.seats))  # worded again in a new language
        if names == self._seat_names:
            return
        self._seat_names = names
        close_tree(*self._ask_buttons, *self._claim_rows)  # the rows they replace are closed
        self._ask_buttons, self._claim_rows = [], []
        for p, name in enumerate(names[1:]):
            shown = seat_name(name)
            ask = _button(_("Ask {name}").format(name=shown), "periodyx-ask",
                          _("Choose {name} for this game").format(name=shown), "primary")
            ask.on_click(lambda _, p=p: self.ask(p))
            self._ask_buttons.append(ask)
            claims = []
            for feature in FEATURES:
                button = _button(_(feature), "periodyx-claim", _("{name} claims: {feature}").format(
                    name=seat_name(name), feature=_(feature)))
                button.on_click(lambda _, p=p, f=feature: self.claim(p, f))
                claims.append(button)
            nope = _button(_("No match / pass"), "periodyx-pass",
                           _("{name} passes").format(name=seat_name(name)), "warning")
            nope.on_click(lambda _, p=p: self.pass_race(p))
            row = w.VBox([w.HTML(_("{name}: what do the two cards share?").format(
                              name=f"<b>{html.escape(seat_name(name))}</b>")),
                          w.HBox([*claims, nope], layout=w.Layout(flex_flow="row wrap"))],
                         layout=w.Layout(border="1px solid #ccc", padding="2px 6px",
                                         margin="2px 0"))
            row.add_class("periodyx-claim-row")
            self._claim_rows.append(row)

    # ----- who sees and who decides ---------------------------------------------------------
    def shared_decision(self) -> bool:
        """The Match race: every person claims on one screen, so no hand is shown."""
        return self.game.people_first()

    def decider(self) -> int | None:
        """The person the screen asks for a decision now (None: bots, a race, covered, over,
        or another seat's decision)."""
        if self.game.people_first():
            return None  # the Match race: claims are made on the claim rows
        return super().decider()

    def _after_turns(self) -> None:
        """Start the race clock (if the teacher set one) before the table redraws."""
        if self.mode == HOT_SEAT:
            self._start_race_clock()
        super()._after_turns()

    # ----- drawing ------------------------------------------------------------------------
    def render(self, observation: PeriodyxObservation) -> None:
        """Redraw the indicator, prompt, players, cards in play, controls, hand and tables."""
        obs = observation
        self._seat_widgets()
        decider = self.decider()
        acting = decider is not None and decider == obs.player
        if self.selected not in obs.hand or obs.stage != LEAD or not acting:
            self.selected = None
        game = minigame(obs.game)
        self.indicator.value = indicator_html(obs)
        self.prompt.value = prompt_html(obs, self.seats, decider if acting else None,
                                        self.race_seconds, self.buttons is not None)
        take_from = ()
        if acting and obs.stage == LEAD and game.kind == mg.SURPRISE and decider is not None:
            take_from = tuple(self.game.others(decider))
        self.players_board.svg = players_svg(obs, [not s.is_person for s in self.seats],
                                             take_from)
        self.players_board.busy = self.busy
        self.in_play.value = in_play_svg(obs)
        self.controls.children = self._control_rows(obs, acting)
        self._render_hand(obs, acting)
        self.results.value = results_html(obs, self.game.events,
                                          rematch=self.buttons is not None)
        selected = self.selected if obs.stage == LEAD else None
        self.mendeleev.svg = mendeleev_svg(obs.table, obs.deck, selected=selected,
                                             rule=obs.mendeleev_match)
        hint = lay_hint(obs.table, selected, obs.mendeleev_match)
        self.lay_note.value = f'<div class="periodyx-lay-hint">{html.escape(hint)}</div>'
        self.info.value = info_html(obs)

    def _control_rows(self, obs: PeriodyxObservation, acting: bool) -> tuple[w.Widget, ...]:
        """The buttons this decision needs (none while others decide)."""
        rows: list[w.Widget] = []
        if obs.stage == CLAIMS and obs.race is not None and not obs.over:
            own = self.own_seats()  # a seat's own device claims for its seat only
            racing = [p for p in obs.to_move if self.seats[p].is_person and p in own]
            wrong = [_("{name} said \u2018{feature}\u2019: wrong, out of this race.").format(
                         name=seat_name(obs.names[p]), feature=_(f)) for p, f in obs.race.wrong]
            self.race_head.value = ('<div class="periodyx-race-head">'
                                    + html.escape(" ".join(wrong)) + "</div>")
            self.race_box.children = (self.race_head,
                                      *[self._claim_rows[p] for p in sorted(racing)])
            return (self.race_box,) if racing else ()
        if not acting or obs.stage != LEAD:
            return ()
        game = minigame(obs.game)
        assert obs.player is not None
        others = self.game.others(obs.player)
        if game.needs_opponent or game.kind == mg.LETTER:
            asks = [self._ask_buttons[p] for p in others]
            first = [self.letter] if game.kind == mg.LETTER else []
            if first and tuple(self.letter.options) != letters(obs.language):
                self.letter.options = letters(obs.language)  # the deck's: A-Z or あ-ん
            self.ask_row.children = (*first, *asks)
            rows.append(self.ask_row)
        elif game.kind == mg.PREDICT:
            early = game.stat == YEAR
            self.higher.description = _("Later \u25b2") if early else _("Higher \u25b2")
            self.lower.description = _("Earlier \u25bc") if early else _("Lower \u25bc")
            if not early:
                rows.append(self.stat)
            rows.append(self.bet_row)
        elif game.kind == mg.DRAW:
            rows.append(self.draw_button)
        swap = obs.nk_swap and any(is_nk_card(s) for s in obs.hand)
        self.lay_row.children = (self.lay_button, self.swap_button) if swap else (self.lay_button,)
        rows.append(self.lay_row)
        return tuple(rows)

    def _render_hand(self, obs: PeriodyxObservation, acting: bool) -> None:
        clickable = acting and obs.stage in (LEAD, *PLAY_STAGES)
        self.hand_board.busy = self.busy
        if obs.player is None:
            why = (_("<i>Hands are hidden (the Match race is on and everyone can see the "
                     "screen).</i>") if obs.stage == CLAIMS else
                   _("<i>Hands are hidden (until the next person takes the device).</i>"))
            self.hand_label.value = "" if obs.over else why
            self.hand_board.svg = ""
            return
        name = obs.names[obs.player]
        whose = _("Your cards ({name})").format(name=seat_name(name))
        what = ""
        if clickable:
            what = " " + (_("\u2014 click a card to choose it") if obs.stage == LEAD
                          else _("\u2014 click the card to play"))
        self.hand_label.value = (f'<div class="periodyx-hand-label"><b>{html.escape(whose)}</b>'
                                 f" ({len(obs.hand)}){what}</div>")
        choosing = obs.stage == LEAD
        self.hand_board.svg = hand_svg(obs.hand, obs.game, selected=self.selected,
                                       clickable=clickable, title=whose, toggle=choosing,
                                       press=N_("press to choose it") if choosing
                                       else N_("press to play it"), language=obs.language)

    def _redraw(self) -> None:
        self.render(self.observation())

    # ----- what people do (each button and click calls one of these) ------------------------
    def click(self, cell: str) -> bool:
        """A click on a card: `card:Fe` in the hand, `take:2:0` a face-down card of player 2."""
        with self.status.guard():
            kind, _sep, rest = str(cell).partition(":")
            if kind == "card":
                return self.click_card(rest)
            if kind == "take":
                victim, _sep, position = rest.partition(":")
                if victim.isdigit() and position.isdigit():
                    return self.take(int(victim), int(position))
            raise IllegalAction(_("{cell!r} is not a card you can click.").format(cell=cell))
        return False

    def click_card(self, symbol: str) -> bool:
        """Click a card in your hand: choose it before the turn, or play it when asked to."""
        with self.status.guard():
            player = self._person_to_move(None)
            if self.game.stage == CLAIMS:
                raise IllegalAction(_("The Match race is on: claim what the two face-up cards "
                                    "share, or pass."))
            if symbol not in self.game.hands[player]:
                raise IllegalAction(_("That card is not in your hand."))
            if self.game.stage == LEAD:
                self.selected = None if self.selected == symbol else symbol
                self.status.clear()
                self._redraw()
                return True
            return self.submit(Play(symbol))
        return False

    def look_at_square(self, cell: str) -> bool:
        """A press on a square of the Mendeleev table: say whether that card is there, or
        whether it could be laid now and why."""
        with self.status.guard():
            kind, _sep, symbol = str(cell).partition(":")
            if kind != "table":
                raise IllegalAction(_("{cell!r} is not a square of the Mendeleev table.").format(
                    cell=cell))
            obs = self.observation()
            self.status.show(square_note(obs.table, symbol, obs.mendeleev_match))
            return True
        return False

    def _chosen(self, then: str) -> str:
        if self.selected is None:
            self._person_to_move(None)
            raise IllegalAction(_("Click one of your cards first, then press {button}.").format(
                button=_(then)))
        return self.selected

    def lay(self) -> bool:
        """Lay the chosen card on the Mendeleev table (and draw two)."""
        with self.status.guard():
            return self.submit(Lay(self._chosen(N_("Lay on the table"))))
        return False

    def swap(self) -> bool:
        """Swap the chosen N/K card for the top card of the pile (if the rules allow it)."""
        with self.status.guard():
            return self.submit(Swap(self._chosen("Swap this N/K card")))
        return False

    def ask(self, player: int) -> bool:
        """Choose ONE OTHER player (with the chosen letter in A-2-Z)."""
        with self.status.guard():
            if self.game.minigame.kind == mg.LETTER:
                return self.submit(AskLetter(player, str(self.letter.value)))
            return self.submit(Ask(player))
        return False

    def bet(self, higher: bool) -> bool:
        """Hi-Lo / Early Bird: show the chosen card and bet higher (later) or lower (earlier)."""
        with self.status.guard():
            game = self.game.minigame
            stat = YEAR if game.stat == YEAR else str(self.stat.value)
            word = (N_("Later") if higher else N_("Earlier")) if game.stat == YEAR else (
                N_("Higher") if higher else N_("Lower"))
            return self.submit(Predict(self._chosen(word), stat, higher))
        return False

    def draw(self) -> bool:
        """Add-it: take the top card of the draw pile."""
        return self.submit(Draw())

    def take(self, victim: int, position: int) -> bool:
        """Element of Surprise: take a face-down card from another player's hand."""
        return self.submit(Take(victim, position))

    def claim(self, player: int, feature: str) -> bool:
        """The Match race: `player` claims that the two face-up cards share `feature`."""
        with self.status.guard():
            return self.submit(Claim(feature), self._racer(player))
        return False

    def pass_race(self, player: int) -> bool:
        """The Match race: `player` says "no match" and drops out without penalty."""
        with self.status.guard():
            return self.submit(Pass(), self._racer(player))
        return False

    def _racer(self, player: int) -> int:
        """Check that a person may still claim in this race (friendly messages if not)."""
        game = self.game
        if not 0 <= player < len(self.seats) or not self.seats[player].is_person:
            raise IllegalAction(_("Only people claim with these buttons; bots claim by "
                                  "themselves."))
        name = self.seats[player].name
        if game.is_over():
            raise IllegalAction(_("The game is over: press Rematch to play again.")
                                if self.buttons is not None else _("The game is over."))
        if game.stage != CLAIMS:
            raise IllegalAction(_("Claims are made only in the Match race, when two cards are "
                                "face up."))
        if player in game.barred:
            raise IllegalAction(_("{name} made a wrong claim and is out of this race.").format(
                name=seat_name(name)))
        if player in game.passed:
            raise IllegalAction(_("{name} has passed in this race.").format(name=seat_name(name)))
        return player

    # ----- an optional time limit for people in the Match race ------------------------------
    def _start_race_clock(self) -> None:
        if not self.race_seconds or self.race_seconds <= 0 or not self.game.people_first():
            return
        key = (self._sittings, self.game.turn)
        if self._race_clock == key or not self.match.people_to_move():
            return
        self._race_clock = key
        later(self.race_seconds, lambda: self._time_up(key))

    def _time_up(self, key: tuple[int, int]) -> None:
        """The race's time is up: every person still in it passes; then the bots claim."""
        if (self.closed or key != (self._sittings, self.game.turn)
                or not self.game.people_first()):
            return
        with self.status.guard():
            self._mark = len(self.game.events)
            late = []
            with self._acting():
                while self.game.people_first() and self.match.people_to_move():
                    player = self.match.people_to_move()[0]
                    self.table.move(self._token_of(player), Pass())
                    late.append(seat_name(self.seats[player].name))
            self.continue_play()
            if late:
                def said(what: str) -> str:
                    return ngettext("Time is up: {names} passes. {news}",
                                    "Time is up: {names} pass. {news}", len(late)).format(
                        names=join_words(late), news=what)

                self._say_news(kind="info", frame=said)  # what the bots did is said once

    # ----- opening saves --------------------------------------------------------------------

def play(
    players: Sequence[str | Seat] = DEFAULT_PLAYERS,
    seed: int | None = None,
    rules: Mapping[str, Any] | str | Path | None = None,
    bot_delay: float = 0.5,
    race_seconds: float | None = None,
    lang: str | None = None,
) -> PeriodyxGame:
    """Start a game in a notebook: play(["Ada", "smart", "smart", "random"]); bots by kind.
    `lang="ja"` plays this table in Japanese (default: chemteach.set_language, $CHEMTEACH_LANG,
    else English)."""
    return replaces_its_cell(PeriodyxGame(players, seed=seed, rules=rules, bot_delay=bot_delay,
                                          race_seconds=race_seconds,
                                          lang=lang))
