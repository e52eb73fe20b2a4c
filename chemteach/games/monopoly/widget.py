"""The Chemistry Monopoly widget: the board to click, a panel per player, the buttons of the
decision asked for now, bots that move after a short pause, and hot seat for up to six.

In a notebook cell::

    from chemteach.games.monopoly.widget import play
    play()                                       # Ada against three medium bots
    play(["Ada", "Ben", "hard"])                 # two people on one screen and a bot
    play(["Ada", "medium"], rules={"short_game": True}, seed=7)

A name that is a bot's name ("easy", "medium", "hard", or "bot:hard") is a bot seat; any
other name is a person. Everything on a Monopoly table is public except the sealed bids
of an auction (and the order of the decks, which no screen shows): with two or more
people, every decision is taken behind a "pass the device to <name>" cover, so a bidder
never sees another person's bid, and the bids are shown together when the auction closes.
Trade offers are public, as in a class negotiating out loud: everyone sees the offer and
the reply.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import ipywidgets as w

from ...core.errors import IllegalAction
from ...core.events import Event
from ...core.match import Seat
from ...core.wording import _, capital, join_words
from ...widgets import GameTable, SvgBoard, make_seats
from ...widgets.status import SUBMIT, SUBMIT_ROW
from ...widgets.table import SeatOf, replaces_its_cell
from .actions import (
    Answer,
    Bid,
    Buy,
    BuyBack,
    ChooseTax,
    Condense,
    Decline,
    EndTurn,
    Evaporate,
    KeepTransferred,
    Offer,
    PayFine,
    Reply,
    Roll,
    Transfer,
    UseCard,
)
from .board import LOT
from .bots import BOTS
from .engine import ChemistryMonopoly
from .moves import interest
from .observation import MonopolyObservation
from .view import board_svg, level_words, players_html, space_title
from .words import amuny, choice_words, landing_sentence

DEFAULT_PLAYERS = ("Ada", "medium", "medium", "medium")
#: Phases in which the player whose turn it is may condense, evaporate, transfer, buy back.
MANAGING = ("start", "end", "buy", "raise")


def _button(text: str, css: str, tip: str = "", style: str = "") -> w.Button:
    button = w.Button(description=text, tooltip=tip or text, button_style=style,
                      layout=w.Layout(width="auto"))
    button.add_class(css)
    return button


def note_html(text: str) -> str:
    """A refusal written beside the buttons that were pressed (red, bold, a note role)."""
    return (f'<div role="note" style="color:#a00000;font-weight:bold;line-height:1.35">'
            f"{html.escape(text)}</div>")


def small_html(text: str) -> str:
    """A hint in small print, with a line height that suits the side panel."""
    return f'<div style="font-size:85%;line-height:1.3">{html.escape(text)}</div>'


def _row(*children: w.Widget) -> w.HBox:
    return w.HBox(list(children), layout=w.Layout(flex_flow="row wrap", align_items="center"))


class MonopolyGame(GameTable):
    """A game of Chemistry Monopoly as a widget; display it (or `.widget`) in a notebook."""

    game_type = ChemistryMonopoly

    quiet_kinds = frozenset({"round", "who starts"})

    #: Undo does not go back past these events (the table's generic mechanism): each reveals
    #: what was hidden or not yet decided when the move before it was made, and Undo replays
    #: the same seed, so going back would let a student use it: an auction's close shows the
    #: sealed bids ("sold", "unsold"), an answer shows the right answer ("answer"), a throw
    #: shows the dice to come ("throw", "who starts"), a drawn card the deck's order ("card"),
    #: a reply what the other side accepts ("reply"). See DECISIONS.md.
    undo_stops: frozenset[str] = frozenset({"sold", "unsold", "answer", "throw", "who starts",
                                            "card", "reply"})
    #: a sealed bid is seen by its bidder alone until the auction closes
    secret_moves: frozenset[str] = frozenset({"bid"})

    def __init__(
        self,
        players: Sequence[str | Seat] = DEFAULT_PLAYERS,
        *,
        seed: int | None = None,
        rules: Mapping[str, Any] | str | Path | None = None,
        bot_delay: float = 0.5,
        game: ChemistryMonopoly | None = None,
        lang: str | None = None,
        seat_of: SeatOf | None = None,
    ) -> None:
        seats = make_seats(players if game is None else game.names, BOTS)
        if game is None:
            if not any(s.is_person for s in seats):  # bots alone: the bots' round cap
                rules = ChemistryMonopoly.rules_for_bots(ChemistryMonopoly.rule_spec.load(rules))
            game = ChemistryMonopoly([s.name for s in seats], rules, seed)
        self.selected: int | None = None
        self._selected_at: tuple[Any, ...] = (None, -1, "")  # reader, turn, phase
        self._bid_key: Any = None
        self._trade_open = False
        super().__init__(game, seats, bots=BOTS, bot_delay=bot_delay, handoff=True, lang=lang,
                         seat_of=seat_of)
        self.pass_device.button.layout.width = "auto"

    # ----- building the widgets -------------------------------------------------------------
    def game_area(self) -> w.Widget:
        """Board on the left; prompt, decision (behind the cover), players and log on the right."""
        self.board = SvgBoard()
        self.board.add_class("monopoly-board-box")
        self.board.min_scale = 0.75
        self.board.on_click(self.click)
        self.prompt = w.HTML()
        self.prompt.add_class("chemteach-prompt")
        self.landing = w.HTML()
        self.landing.add_class("monopoly-landing")
        self.players = w.HTML()
        self.players.add_class("monopoly-players-box")
        self.note = w.HTML()
        self.note.add_class("monopoly-note")

        b = self.buttons_by_name = {
            "roll": _button(_("Throw the dice"), "monopoly-roll", style="primary"),
            "fine": _button(_("Pay the fine"), "monopoly-pay-fine", style="info"),
            "card": _button(_("Use your Get Out card"), "monopoly-use-card", style="info"),
            "buy": _button(_("Buy it"), "monopoly-buy", style="success"),
            "decline": _button(_("Do not buy (auction)"), "monopoly-decline", style="warning"),
            "bid": _button(_("Place my sealed bid"), "monopoly-bid", style="primary"),
            "no bid": _button(_("No bid"), "monopoly-no-bid"),
            "flat": _button(_("Pay the flat tax"), "monopoly-tax-flat", style="info"),
            "percent": _button(_("Pay a share of my worth"), "monopoly-tax-percent",
                               style="info"),
            "accept": _button(_("Accept the offer"), "monopoly-accept", style="success"),
            "reject": _button(_("Decline the offer"), "monopoly-reject", style="warning"),
            "buy back now": _button(_("Buy it back now"), "monopoly-receive-buy-back",
                                    style="info"),
            "keep": _button(_("Keep it transferred"), "monopoly-keep"),
            "end": _button(_("End turn"), "monopoly-end", style="primary"),
            "condense": _button(_("Condense"), "monopoly-condense",
                                _("Put a liquid (or a solid) on the chosen element")),
            "evaporate": _button(_("Evaporate"), "monopoly-evaporate",
                                 _("Sell a liquid or solid of the chosen element back at half "
                                   "price")),
            "transfer": _button(_("Transfer"), "monopoly-transfer",
                                _("Transfer the chosen element to the Lab for half its price")),
            "buy back": _button(_("Buy back"), "monopoly-buy-back",
                                _("Buy the chosen element back: transfer value + 10%")),
            "trade": _button(_("Offer a trade\u2026"), "monopoly-trade-toggle"),
            "send": _button(_("Send the offer"), "monopoly-send-offer", style="primary"),
        }
        b["roll"].on_click(lambda _b: self.roll())
        b["fine"].on_click(lambda _b: self.pay_fine())
        b["card"].on_click(lambda _b: self.use_card())
        b["buy"].on_click(lambda _b: self.buy())
        b["decline"].on_click(lambda _b: self.decline())
        b["bid"].on_click(lambda _b: self.bid())
        b["no bid"].on_click(lambda _b: self.bid(0))
        b["flat"].on_click(lambda _b: self.tax(False))
        b["percent"].on_click(lambda _b: self.tax(True))
        b["accept"].on_click(lambda _b: self.reply(True))
        b["reject"].on_click(lambda _b: self.reply(False))
        b["buy back now"].on_click(lambda _b: self.receive(True))
        b["keep"].on_click(lambda _b: self.receive(False))
        b["end"].on_click(lambda _b: self.end_turn())
        b["condense"].on_click(lambda _b: self.manage("condense"))
        b["evaporate"].on_click(lambda _b: self.manage("evaporate"))
        b["transfer"].on_click(lambda _b: self.manage("transfer"))
        b["buy back"].on_click(lambda _b: self.manage("buy back"))
        b["trade"].on_click(lambda _b: self.toggle_trade())
        b["send"].on_click(lambda _b: self.send_offer())
        # each key typed reaches Python at once: a press on Bid never races the box's value;
        # not bounded, so a bid above your money is refused with a sentence rather than
        # quietly lowered; Enter in the box places the bid (the row is a submit row)
        self.bid_amount = w.IntText(value=0, step=10, continuous_update=True,
                                    description=_("Your bid:"), layout=w.Layout(width="13em"))
        self.bid_amount.add_class("monopoly-bid-amount")
        b["bid"].add_class(SUBMIT)
        self.answer_buttons = [_button("", "monopoly-answer") for _i in range(6)]
        for i, button in enumerate(self.answer_buttons):
            button.on_click(lambda _b, i=i: self.answer(i))
        self.question = w.HTML()
        self.question.add_class("monopoly-question")
        self.chosen = w.HTML()
        self.chosen.add_class("monopoly-chosen")
        #: one row of buttons per use, made once and refilled (never a new widget per redraw)
        self.rows = {name: _row() for name in ("main", "answers", "manage", "trade-money",
                                                "trade-lists", "trade-cards")}
        self.rows["main"].add_class(SUBMIT_ROW)  # Enter in the bid box presses Bid
        # the trade builder
        self.partner = w.Dropdown(description=_("Trade with:"), layout=w.Layout(width="16em"))
        self.partner.observe(lambda _c: self._fill_take(), names="value")
        self.give = w.SelectMultiple(description=_("You give:"), rows=4,
                                     layout=w.Layout(width="16em"))
        self.take = w.SelectMultiple(description=_("You take:"), rows=4,
                                     layout=w.Layout(width="16em"))
        self.money = w.BoundedIntText(value=0, min=0, max=0, step=10, continuous_update=True,
                                      description=_("AMUny:"), layout=w.Layout(width="11em"))
        self.money_way = w.ToggleButtons(options=[(_("you pay"), 1), (_("they pay"), -1)],
                                         value=1, style={"button_width": "auto"})
        self.give_cards = w.BoundedIntText(value=0, min=0, max=0,
                                           description=_("Your cards:"),
                                           layout=w.Layout(width="11em"))
        self.take_cards = w.BoundedIntText(value=0, min=0, max=0,
                                           description=_("Their cards:"),
                                           layout=w.Layout(width="11em"))
        for x in (self.partner, self.give, self.take, self.money, self.give_cards,
                  self.take_cards):
            x.style.description_width = "6.5em"
        self.trade_box = w.VBox([
            w.HTML(small_html(_("Choose elements in the lists (or click them on the board), "
                                "AMUny one way and any Get Out cards, then send the "
                                "offer."))),
            self.partner, self._fill_row("trade-lists", self.give, self.take),
            self._fill_row("trade-money", self.money, self.money_way),
            self._fill_row("trade-cards", self.give_cards, self.take_cards), b["send"]],
            layout=w.Layout(border="1px solid #8a8a8a", padding="2px 6px", margin="2px 0"))
        self.trade_box.add_class("monopoly-trade")
        self.decision = w.VBox()
        self.decision.add_class("monopoly-decision")
        private = self.behind_cover(w.VBox([self.decision, self.note]))
        # h2 (at h3's size): the table's title follows the notebook's or lesson's h1 or h2
        title = w.HTML("<h2 style='margin:0.1em 0;font-size:1.17em'>"
                       + html.escape(_("Chemistry Monopoly")) + "</h2>")
        # min(..., 100%): on a narrow window (320 px) the board scrolls inside its own box
        # instead of making the whole page wider than the window (WCAG 1.4.10)
        left = w.VBox([self.board], layout=w.Layout(flex="0 1 560px",
                                                    min_width="min(460px, 100%)"))
        right = w.VBox([title, self.prompt, self.landing, private, self.players,
                        self.log.widget],
                       layout=w.Layout(flex="1 1 340px", min_width="min(320px, 100%)",
                                       padding="0 0 0 8px"))
        self.log.height = "11em"
        return w.HBox([left, right], layout=w.Layout(flex_flow="row wrap",
                                                    align_items="flex-start"))

    def extra_widgets(self) -> list[w.Widget]:
        """The buttons and rows kept in dicts (shown or not) and the kit's seat list (the player
        panels take its place), so closing the table closes them."""
        return [*self.buttons_by_name.values(), *self.rows.values(), self.trade_box,
                self.seat_list.widget]

    def _fill_row(self, name: str, *children: w.Widget) -> w.HBox:
        """The row called `name`, now holding these widgets."""
        row = self.rows[name]
        row.children = children
        return row

    def _told(self, since: int) -> list[tuple[Event, str]]:
        """The status line's news, with the element's facts after your own last landing
        (so a screen reader hears them with the throw); while the screen shows nobody's view
        (the pass-the-device cover), after the last landing."""
        told = super()._told(since)
        viewer = self.viewer()
        lands = [i for i, (e, _line) in enumerate(told)
                 if e.kind == "land" and (viewer is None or e.actor == viewer)]
        if lands:
            event, line = told[lands[-1]]
            facts = landing_sentence(event.data["space"], self.game.reader(viewer))
            if facts:
                told[lands[-1]] = (event, f"{line} {facts}")
        return told

    # ----- drawing -------------------------------------------------------------------------
    def render(self, observation: MonopolyObservation) -> None:
        """Redraw the board, the prompt, the decision's buttons and the player panels."""
        obs = observation
        decider = self.decider()
        acting = decider is not None and decider == obs.player
        if self.selected is not None and not 0 <= self.selected < obs.board.size:
            self.selected = None
        # a space chosen in an earlier turn, by another reader, or before a decision about
        # another lot (to buy, bid for or receive) is old news: that lot's card shows
        about = self._decision_space(obs)
        moment = (obs.player, obs.turn, obs.phase)
        if moment != self._selected_at:
            if moment[:2] != self._selected_at[:2] or about is not None:
                self.selected = None
            self._selected_at = moment
        self.board.svg = board_svg(obs, selected=self.selected,
                                   card=about if acting else None)
        self.board.busy = self.busy
        self.prompt.value = self._prompt(obs, acting)
        facts = self._landing_facts(obs)
        self.landing.value = (f'<div style="font-size:90%;line-height:1.35;color:#333333">'
                              f"{html.escape(facts)}</div>" if facts else "")
        self.players.value = players_html(obs, [not s.is_person for s in self.seats])
        key = (obs.player, obs.turn, obs.auction_space, obs.phase)
        if key != self._bid_key:  # a new bidder (or none) starts from an empty bid box
            self._bid_key = key
            self.bid_amount.value = 0
        self.decision.children = self._decision_rows(obs) if acting else ()
        if not acting:
            self.note.value = ""

    @staticmethod
    def _decision_space(obs: MonopolyObservation) -> int | None:
        """The space the decision at hand is about (its card shows in the middle of the
        board until you choose another): the one to buy, auctioned or received."""
        if obs.player is None:
            return None
        if obs.phase == "buy":
            return obs.pos[obs.player]
        if obs.phase == "auction" and obs.auction_space >= 0:
            return obs.auction_space
        if obs.phase == "receive" and obs.receiving is not None:
            return obs.receiving[1]
        return None

    def _landing_facts(self, obs: MonopolyObservation) -> str:
        """Under the prompt: who landed where last, and that element's facts."""
        # the newest landing, looked for from the end (a long game's log is long)
        land = next((e for e in reversed(self.game.events) if e.kind == "land"), None)
        if obs.landing < 0 or land is None or land.data["space"] != obs.landing:
            return ""
        reader = self.game.reader(obs.player)
        facts = landing_sentence(obs.landing, reader)
        if not facts:
            return ""
        who = reader.say(land.actor, _("You landed on {space}."),
                         _("{actor} landed on {space}."), space=reader.space(obs.landing))
        return f"{who} {facts}"

    def _prompt(self, obs: MonopolyObservation, acting: bool) -> str:
        names = obs.names
        if obs.over:
            winners = join_words(names[p] for p in obs.winners) or _("nobody")
            text = (_("Game over! {winners} won. Press Rematch to play again.")
                    if self.buttons is not None else _("Game over! {winners} won.")).format(
                winners=winners)
            return (f'<div class="monopoly-prompt-line" style="font-size:115%;line-height:1.35">'
                    f"{html.escape(text)}</div>")
        if not acting:
            waiting = [names[p] for p in obs.to_move]
            if self.pass_device.covered:
                text = _("Waiting for {who}.").format(who=join_words(waiting))
            elif self.busy:
                text = _("The bots are playing\u2026")
            else:
                text = _("Waiting for {who}.").format(who=join_words(waiting))
            return (f'<div class="monopoly-prompt-line" style="line-height:1.35">'
                    f"{html.escape(text)}</div>")
        you = names[obs.player] if obs.player is not None else ""
        text = self._ask(obs)
        return (f'<div class="monopoly-prompt-line" style="font-size:108%;line-height:1.35">'
                f"<b>{html.escape(you)}</b>: {html.escape(text)}</div>")

    def _ask(self, obs: MonopolyObservation) -> str:
        """What the screen asks its reader to decide now, in one sentence."""
        board, me, phase = obs.board, obs.player, obs.phase
        assert me is not None
        if phase == "start":
            if obs.jail[me] >= 0 and obs.cards[me]:
                return _("you are in Biology Class (try {n} of 3): throw for doubles, pay the "
                         "fine of {fine} or use a Get Out card.").format(n=obs.jail[me] + 1,
                                                                        fine=amuny(obs.fine))
            if obs.jail[me] >= 0:
                return _("you are in Biology Class (try {n} of 3): throw for doubles or pay "
                         "the fine of {fine}.").format(n=obs.jail[me] + 1, fine=amuny(obs.fine))
            return _("throw the dice. Before you throw you may also condense, transfer or offer "
                     "a trade.")
        if phase == "end":
            return _("manage your elements or offer a trade if you like, then end your turn.")
        if phase == "buy":
            s = obs.pos[me]
            return _("buy {space} for {price}, or do not buy it (then it is auctioned).").format(
                space=space_title(board, s), price=amuny(board.spaces[s].price))
        if phase == "auction":
            s = obs.auction_space
            reader = self.game.reader(me)
            if obs.cash[me] < obs.bid_step:
                return _("{space} is auctioned. You have {cash}, less than the smallest bid "
                         "({step}), so press No bid.").format(
                    space=capital(reader.space(s)), step=amuny(obs.bid_step),
                    cash=amuny(obs.cash[me]))
            return _("{space} is auctioned. Type your sealed bid (a multiple of {step}, at most "
                     "{cash}): nobody sees it until everyone has bid.").format(
                space=capital(reader.space(s)), step=obs.bid_step,
                cash=amuny(obs.cash[me] - obs.cash[me] % obs.bid_step))
        if phase == "tax":
            sp = board.spaces[obs.pos[me]]
            return _("{space}: pay {flat} or {percent}% of your total worth. Choose before the "
                     "worth is counted.").format(space=space_title(board, sp.index),
                                                 flat=amuny(sp.amount), percent=sp.percent)
        if phase == "answer":
            return _("answer the Test Day question: a right answer earns the reward.")
        if phase == "offer" and obs.offer is not None:
            terms = self.game.describe_offer(obs.offer_from, obs.offer, me)
            return _("{who} offers you a trade: {terms}. Accept or decline?").format(
                who=obs.names[obs.offer_from], terms=terms)
        if phase == "receive" and obs.receiving is not None:
            s = obs.receiving[1]
            return _("you receive {space}, transferred to the Lab: buy it back now, or keep it "
                     "transferred and pay the 10% interest now.").format(
                space=space_title(board, s))
        if phase == "raise" and obs.debt is not None:
            debtor, creditor, amount = obs.debt
            owed = _("the Lab") if creditor < 0 else obs.names[creditor]
            return _("you owe {owed} {amount} and have {cash}: click one of your elements, then "
                     "Evaporate or Transfer to raise the money.").format(
                owed=owed, amount=amuny(amount), cash=amuny(obs.cash[me]))
        return _("it is your decision.")

    def _decision_rows(self, obs: MonopolyObservation) -> tuple[w.Widget, ...]:
        """The buttons of the decision asked for now."""
        b = self.buttons_by_name
        me = obs.player
        assert me is not None
        board, phase = obs.board, obs.phase
        rows: list[w.Widget] = []
        if phase == "start":
            if obs.jail[me] >= 0:
                b["roll"].description = _("Throw for doubles")
                b["fine"].description = _("Pay the fine ({amount})").format(
                    amount=amuny(obs.fine))
                row = [b["roll"], b["fine"]]
                if obs.cards[me]:
                    row.append(b["card"])
                rows.append(self._fill_row("main", *row))
            else:
                b["roll"].description = _("Throw the dice")
                rows.append(self._fill_row("main", b["roll"]))
        elif phase == "end":
            rows.append(self._fill_row("main", b["end"]))
        elif phase == "buy":
            s = obs.pos[me]
            b["buy"].description = _("Buy {space} for {price}").format(
                space=space_title(board, s), price=amuny(board.spaces[s].price))
            b["decline"].description = (_("Do not buy (auction)") if self.game.rules.auctions
                                        else _("Do not buy"))
            rows.append(self._fill_row("main", b["buy"], b["decline"]))
        elif phase == "auction":
            self.bid_amount.step = obs.bid_step
            rows.append(self._fill_row("main", self.bid_amount, b["bid"], b["no bid"]))
        elif phase == "tax":
            sp = board.spaces[obs.pos[me]]
            b["flat"].description = _("Pay {amount}").format(amount=amuny(sp.amount))
            b["percent"].description = _("Pay {percent}% of my worth").format(
                percent=sp.percent)
            rows.append(self._fill_row("main", b["flat"], b["percent"]))
        elif phase == "answer" and obs.question is not None:
            text, choices = obs.question
            self.question.value = f"<b>{html.escape(_(text))}</b>"
            for i, button in enumerate(self.answer_buttons):
                if i < len(choices):
                    button.description = f"{chr(65 + i)}. {choice_words(choices[i])}"
                    button.layout.display = None
                else:
                    button.description = ""
                    button.layout.display = "none"
            rows.append(self.question)
            rows.append(self._fill_row("answers", *self.answer_buttons[:len(choices)]))
        elif phase == "offer":
            rows.append(self._fill_row("main", b["accept"], b["reject"]))
        elif phase == "receive" and obs.receiving is not None:
            s = obs.receiving[1]
            value = board.spaces[s].transfer
            b["buy back now"].description = _("Buy it back now ({amount})").format(
                amount=amuny(value + interest(value)))
            b["keep"].description = _("Keep it transferred (pay {amount} now)").format(
                amount=amuny(interest(value)))
            rows.append(self._fill_row("main", b["buy back now"], b["keep"]))
        if phase in MANAGING and obs.current == me or phase == "raise":
            self.chosen.value = self._chosen_text(obs)
            rows.append(self.chosen)
            manage = [b["condense"], b["evaporate"], b["transfer"], b["buy back"]]
            if phase in ("start", "end"):
                manage.append(b["trade"])
            rows.append(self._fill_row("manage", *manage))
            if phase in ("start", "end") and self._trade_open:
                self._fill_trade(obs)
                rows.append(self.trade_box)
        if phase not in ("start", "end"):
            self._trade_open = False
        return tuple(rows)

    def _chosen_text(self, obs: MonopolyObservation) -> str:
        s = self.selected
        if s is None:
            text = _("Click one of your elements on the board to condense, evaporate, transfer "
                     "or buy it back.")
            return small_html(text)
        sp = obs.board.spaces[s]
        name = space_title(obs.board, s)
        if not sp.ownable:
            text = _("Chosen: {space} (nobody can own it).").format(space=name)
        elif obs.owner[s] != obs.player:
            text = _("Chosen: {space} (not yours).").format(space=name)
        elif obs.transferred[s]:
            text = _("Chosen: {space} (yours, transferred to the Lab).").format(space=name)
        elif sp.kind == LOT:
            text = _("Chosen: {space} (yours, {level}).").format(
                space=name, level=level_words(obs.height[s], obs.solid))
        else:
            text = _("Chosen: {space} (yours).").format(space=name)
        return small_html(text)

    def _fill_trade(self, obs: MonopolyObservation) -> None:
        """The trade builder's lists: the other players, your elements and theirs."""
        me = obs.player
        others = [(obs.names[q], q) for q in range(len(obs.names))
                  if q != me and obs.active[q]]
        if [o for o in self.partner.options] != others:
            value = self.partner.value
            self.partner.options = others
            if value in [q for _n, q in others]:
                self.partner.value = value
        if self.partner.value is None and others:
            self.partner.value = others[0][1]  # the next player: never a blank choice
        mine = self._elements_of(obs, me)
        if list(self.give.options) != mine:
            kept = [v for v in self.give.value if v in [s for _n, s in mine]]
            self.give.options = mine
            self.give.value = tuple(kept)
        self.money.max = max(obs.cash)
        self.give_cards.max = obs.cards[me] if me is not None else 0
        self._fill_take()

    def _fill_take(self) -> None:
        obs = self.observation()
        q = self.partner.value
        theirs = self._elements_of(obs, q) if q is not None else []
        if list(self.take.options) != theirs:
            kept = [v for v in self.take.value if v in [s for _n, s in theirs]]
            self.take.options = theirs
            self.take.value = tuple(kept)
        self.take_cards.max = obs.cards[q] if q is not None else 0

    @staticmethod
    def _elements_of(obs: MonopolyObservation, p: int | None) -> list[tuple[str, int]]:
        if p is None:
            return []
        return [(space_title(obs.board, s), s) for s in obs.board.ownables
                if obs.owner[s] == p]

    # ----- what people do ------------------------------------------------------------------
    def _act(self, action: Any) -> bool:
        """Submit a move; a refusal is also written next to the buttons that were pressed."""
        done = self.submit(action)
        self.note.value = "" if done else note_html(self.status.text)
        return done

    def _refuse(self, text: str) -> bool:
        self.status.error(text)
        self.note.value = note_html(text)
        return False

    def click(self, cell: str) -> bool:
        """A click on a space: choose it (its card shows in the middle of the board); with the
        trade builder open, your element goes in "you give", another player's in "you take"
        (a second click takes it out again). The choice stays until another space is clicked
        or the turn ends."""
        self.note.value = ""  # an earlier refusal no longer applies
        with self.status.guard():
            kind, _sep, rest = str(cell).partition(":")
            if kind != "space" or not rest.isdigit() or int(rest) >= self.game.board.size:
                raise IllegalAction(_("That is not a space of the board."))
            s = int(rest)
            # a second click (or a double click) on the chosen space keeps it chosen: the
            # buttons act on the element last clicked (play-test: it used to be unchosen)
            self.selected = s
            obs = self.observation()
            if self._trade_open and self.selected is not None and obs.player is not None:
                self._trade_click(obs, s)
            self.status.show(self._describe_choice(obs, s))
            self.note.value = ""
            self.render(obs)
            return True
        self.note.value = note_html(self.status.text)
        return False

    def _describe_choice(self, obs: MonopolyObservation, s: int) -> str:
        name = space_title(obs.board, s)
        sp = obs.board.spaces[s]
        if not sp.ownable:
            return _("{space}: its card is in the middle of the board.").format(space=name)
        o = obs.owner[s]
        if o < 0:
            return _("{space} is for sale ({price}): its card is in the middle of the "
                     "board.").format(space=name, price=amuny(sp.price))
        if o == obs.player:
            return _("You chose {space}, which is yours: now press Condense, Evaporate, "
                     "Transfer or Buy back.").format(
                space=self.game.reader(obs.player).space(s))
        return _("{space} belongs to {owner}: its card is in the middle of the board.").format(
            space=name, owner=obs.names[o])

    def _trade_click(self, obs: MonopolyObservation, s: int) -> None:
        o = obs.owner[s]
        if o < 0:
            return
        if o == obs.player:
            chosen = set(self.give.value)
            self.give.value = tuple(sorted(chosen ^ {s}))
            return
        if self.partner.value != o and o in [q for _n, q in self.partner.options]:
            self.partner.value = o
        self._fill_take()
        chosen = set(self.take.value)
        self.take.value = tuple(sorted(chosen ^ {s}))

    def roll(self) -> bool:
        """Throw the dice (in Biology Class: try for doubles)."""
        return self._act(Roll())

    def pay_fine(self) -> bool:
        """Pay the fine and leave Biology Class before throwing."""
        return self._act(PayFine())

    def use_card(self) -> bool:
        """Play a Get Out of Biology Class Free card."""
        return self._act(UseCard())

    def buy(self) -> bool:
        """Buy the element you landed on."""
        return self._act(Buy())

    def decline(self) -> bool:
        """Do not buy it (it is auctioned when auctions are on)."""
        return self._act(Decline())

    def bid(self, amount: int | None = None) -> bool:
        """Place a sealed bid (the amount typed, or `amount`); 0 is no bid."""
        raw = self.bid_amount.value if amount is None else amount
        try:
            value = int(raw)
        except (TypeError, ValueError):
            return self._refuse(_("A bid is a whole number of AMUny, such as 40.")
                                )
        done = self._act(Bid(value))
        if done:
            self.bid_amount.value = 0  # the box never holds a bid for the next bidder to see
        return done

    def tax(self, percent: bool) -> bool:
        """Avogadro's Tax: the flat amount or the percentage of your worth."""
        return self._act(ChooseTax(percent))

    def answer(self, choice: int) -> bool:
        """Answer the Test Day question with choice 0, 1, 2, ..."""
        return self._act(Answer(choice))

    def reply(self, accept: bool) -> bool:
        """Accept or decline the trade offered to you."""
        return self._act(Reply(accept))

    def receive(self, buy_back: bool) -> bool:
        """On receiving a transferred element: buy it back now, or keep it transferred."""
        obs = self.observation()
        if obs.receiving is None or self.decider() is None:
            return self._refuse(_("Nobody is handing you a transferred element now."))
        s = obs.receiving[1]
        return self._act(BuyBack(s) if buy_back else KeepTransferred(s))

    def end_turn(self) -> bool:
        """Finish your turn."""
        return self._act(EndTurn())

    def manage(self, what: str) -> bool:
        """Condense, evaporate, transfer or buy back the element chosen on the board."""
        if self.selected is None:
            with self.status.guard():
                self._person_to_move(None)
                return self._refuse(_("Click one of your elements on the board first, then "
                                      "press {button}.").format(button=_(what.capitalize())))
            self.note.value = note_html(self.status.text)
            return False
        kinds = {"condense": Condense, "evaporate": Evaporate, "transfer": Transfer,
                 "buy back": BuyBack}
        if what not in kinds:
            return self._refuse(_("You can condense, evaporate, transfer or buy back an "
                                  "element: \u201c{what}\u201d is none of these.").format(
                what=what))
        return self._act(kinds[what](self.selected))

    def toggle_trade(self) -> bool:
        """Show or hide the trade builder."""
        with self.status.guard():
            self._person_to_move(None)
            self._trade_open = not self._trade_open
            self.render(self.observation())
            return True
        return False

    def offer(self, to: int, give: Sequence[int] = (), take: Sequence[int] = (),
              money: int = 0, give_cards: int = 0, take_cards: int = 0) -> bool:
        """Offer a trade: `money` AMUny from you to them (negative: from them to you)."""
        try:
            offer = Offer(int(to), tuple(sorted(int(s) for s in give)),
                          tuple(sorted(int(s) for s in take)), int(money), int(give_cards),
                          int(take_cards))
        except (TypeError, ValueError):
            return self._refuse(_("An offer names a player by seat number, the spaces given "
                                  "and taken as lists of space numbers, and whole numbers of "
                                  "AMUny and cards."))
        return self._act(offer)

    def send_offer(self) -> bool:
        """Send the offer built in the trade builder."""
        if self.partner.value is None:
            return self._refuse(_("Choose the player to trade with first."))
        done = self.offer(int(self.partner.value), self.give.value, self.take.value,
                          int(self.money.value) * int(self.money_way.value),
                          int(self.give_cards.value), int(self.take_cards.value))
        if done:
            self._trade_open = False
            self.give.value = ()
            self.take.value = ()
            self.money.value = 0
            self.give_cards.value = 0
            self.take_cards.value = 0
            self.render(self.observation())
        return done


def play(
    players: Sequence[str | Seat] = DEFAULT_PLAYERS,
    seed: int | None = None,
    rules: Mapping[str, Any] | str | Path | None = None,
    bot_delay: float = 0.5,
    lang: str | None = None,
) -> MonopolyGame:
    """Start a game in a notebook: play(["Ada", "medium", "medium", "medium"]); bots by kind.
    `lang="ja"` plays this table in Japanese (default: chemteach.set_language, $CHEMTEACH_LANG,
    else English)."""
    return replaces_its_cell(MonopolyGame(players, seed=seed, rules=rules, bot_delay=bot_delay,
                                          lang=lang))

