"""The Back Alley screen: four seats in partnerships, the 54-card pack with the Big and
Little Blooper, the auction (pass / number / board), the trump card turned up, 25 deals."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.core.cards import BIG_BLOOPER, LITTLE_BLOOPER, Card, deck54
from app.games.back_alley import BOARD, DEALS, PASS
from app.games.back_alley.actions import PLAYS
from app.games.back_alley.events import AuctionWon, Bid, DealScored, JokerDiscarded, Redeal
from app.games.back_alley.rules import STRENGTH
from app.ui.animation import Step
from app.ui.card_games.panel import Choice
from app.ui.card_games.view import HUMAN, CardGameView
from app.ui.cards.names import SUIT_SYMBOLS, card_text
from app.ui.scenes.card_table import HAND, OUT, PLAY_MS, STOCK, TRICK, WON, TableDisplay

DEAL_RESULT_PAUSE_MS = 1600


def _strength(card: Card) -> int:
    """Back Alley's rank order within a suit, the jokers above the trump ace."""
    return STRENGTH[card.index]


class BackAlleyGameView(CardGameView):
    GAME = "back_alley"

    def __init__(self, services, parent=None, table=None) -> None:
        super().__init__(services, parent, table)
        self.typed_bid = ""  # the digits of a bid typed so far (bids of 10-12 need two)

    def deck(self) -> list[Card]:
        return deck54()

    def players(self) -> int:
        return 4

    def sort_key(self, card: Card):
        return self.hand_order_key(card, self.observation.trump, _strength)


    def display_of_observation(self) -> TableDisplay:
        o = self.observation
        d = TableDisplay(players=4)
        unseen = o.unseen_cards()
        take = self.stand_ins(unseen)
        # The turned-up card stays at the bottom of the stock (its copy beside it).
        d.move(o.trump_card, (STOCK,), False)
        for p in range(4):
            for card in (o.hand if p == HUMAN else take(o.hand_sizes[p])):
                d.move(card, (HAND, p), p == HUMAN)
        for card in take(len(unseen) - sum(o.hand_sizes) + len(o.hand)):
            d.move(card, (STOCK,), False)
        for i, card in enumerate(o.trick):
            d.move(card, (TRICK, (o.trick_leader + i) % 4), True)
        for _leader, cards, winner in o.played_tricks:
            for card in cards:
                d.move(card, (WON, winner % 2), False)
        if o.swapper is not None:
            # The other joker is out of play; face down when the options keep it hidden.
            joker = o.discarded_joker or (LITTLE_BLOOPER if o.trump_card is BIG_BLOOPER else BIG_BLOOPER)
            d.move(joker, (OUT,), o.discarded_joker is not None)
        d.trump_indicator = o.trump_card
        return d

    def extra_steps(self, event) -> list[Step]:
        scene = self.scene
        if isinstance(event, Bid):
            return [Step(0, self._update_seat_labels)]
        if isinstance(event, JokerDiscarded):
            return [self.moving_step([event.card], ((HAND, event.player),), (OUT,), True, PLAY_MS)]
        if isinstance(event, Redeal):
            return [scene.pause_step(DEAL_RESULT_PAUSE_MS // 2, lambda: scene.centre_label.set_text(
                        self.tr("Everybody passed"), self.tr("The next dealer deals again."))),
                    Step(0, lambda: scene.centre_label.set_text(""))]
        if isinstance(event, AuctionWon):
            return [Step(0, self._update_seat_labels)]
        if isinstance(event, DealScored):
            return [self._deal_result_step(event)]
        return []

    def _deal_result_step(self, event: DealScored) -> Step:
        """The deal's result (points, tricks, each contract made or failed), shown until
        the player goes on to the next deal."""
        def detail() -> str:
            lines = [self.tr("Tricks {0} – {1}; score {2} – {3}").format(*event.tricks, *event.scores)]
            record = next((r for r in self.observation.deal_history if r["deal"] == event.deal_number), None)
            if record is not None:
                for team, name in ((0, self.tr("Your team")), (1, self.tr("Opponents"))):
                    contract, multiplier = record["contracts"][team], record["multipliers"][team]
                    if not contract and not multiplier:
                        continue  # both partners passed: no contract
                    lines.append(self._contract_result(name, contract, multiplier, record["points"][team] >= 0))
            return "\n".join(lines)
        title = self.tr("Deal {0}: your team {1:+d}, opponents {2:+d}").format(event.deal_number, *event.points)
        return self.result_step(title, detail)

    def _contract_result(self, team: str, contract: int, multiplier: int, made: bool) -> str:
        """"Your team: contract 5 made": one whole message per kind of contract and result."""
        if multiplier:
            return (self.tr("{0}: board ×{1} made") if made
                    else self.tr("{0}: board ×{1} failed")).format(team, multiplier)
        return (self.tr("{0}: contract {1} made") if made
                else self.tr("{0}: contract {1} failed")).format(team, contract)

    # -- labels --------------------------------------------------------------------------
    def bid_text(self, bid) -> str:
        """A bid on its own (a cell of the score sheet)."""
        if bid is None:
            return "…"
        if bid is PASS:
            return self.tr("pass")
        if bid is BOARD:
            return self.tr("board")
        return str(bid.amount)

    def _seat_bid(self, bid) -> str:
        """A seat's bid under its name: one whole message per kind of bid."""
        if bid == PASS:
            return self.tr("passed")
        if bid == BOARD:
            return self.tr("bid: board")
        return self.tr("bid: {0}").format("…" if bid is None else bid.amount)

    def _bid_line(self, name: str, bid) -> str:
        """"North: bid 3" in the move log and the auction so far."""
        if bid == PASS:
            return self.tr("{0}: pass").format(name)
        if bid == BOARD:
            return self.tr("{0}: board").format(name)
        return self.tr("{0}: bid {1}").format(name, bid.amount)

    def seat_detail(self, player: int) -> str:
        s = self.observation
        parts = [self._seat_bid(s.bids[player])]
        if s.phase == "play":
            parts.append(self.tr("tricks: {0}").format(s.tricks_won[player]))
        if player == 2:
            parts.append(self.tr("partner"))
        if player == s.dealer:
            parts.append(self.tr("dealer"))
        return " · ".join(parts)

    def _contract_text(self, team: int) -> str:
        s = self.observation
        if s.phase != "play":
            return ""
        if s.multipliers[team]:
            return self.tr("board ×{0}").format(s.multipliers[team])
        return self.tr("contract {0}").format(s.contracts[team])

    def table_notes(self) -> None:
        s = self.observation
        trump = (self.tr("Trump {0}").format(SUIT_SYMBOLS[s.trump]) if s.trump is not None
                 else self.tr("No trump"))
        detail = self.tr("Deal {0} of {1}").format(s.deal_number, DEALS)
        if s.discarded_joker is not None and s.swapper is not None:
            detail += "\n" + self.tr("{0} discarded {1}").format(self.names[s.swapper], card_text(s.discarded_joker))
        self.scene.stock_label.set_text(trump, detail)
        tricks = s.team_tricks
        for team, name in ((0, self.tr("Your team")), (1, self.tr("Opponents"))):
            detail = self.tr("tricks: {0}").format(tricks[team])
            contract = self._contract_text(team)
            self.scene.pile_labels[team].set_text(name, detail + (" · " + contract if contract else ""))

    def section_title(self, number: int) -> str:
        return self.tr("Deal {0} of {1}").format(number, DEALS)

    def title_text(self) -> str:
        return self.tr("Back Alley — deal {0} of {1}").format(self.observation.deal_number, DEALS)

    def info_text(self) -> str:
        s = self.observation
        if s.trump is not None:
            trump = self.tr("Trump: {0} (turned up {1})").format(SUIT_SYMBOLS[s.trump], card_text(s.trump_card))
        else:
            trump = self.tr("No trump: {0} was turned up").format(card_text(s.trump_card))
        lines = [self.tr("{0} cards each").format(s.hand_size), trump,
                 self.tr("Score: your team {0}, opponents {1}").format(*s.scores)]
        if s.phase == "play" and s.trump is not None:
            lines.append(self.tr("Trumps broken") if s.trumps_broken else self.tr("Trumps not broken yet"))
        if self.level:  # (an online table has people and computers of any level)
            lines.append(self.tr("Opponents: computer ({0})").format(self.level_name()))
        return "\n".join(lines)

    # -- choices ----------------------------------------------------------------------------
    def _legal_cards(self) -> set[Card]:
        return {a.card for a in self.legal_actions() if a.card is not None}

    def selectable(self) -> set[Card] | None:
        return self._legal_cards() if self.observation.phase == "play" else None

    def click_action(self, card: Card):
        return PLAYS[card.index] if self.observation.phase == "play" else None

    def choices(self) -> tuple[str, list[Choice]]:
        s = self.observation
        if s.phase == "bid":
            auction = "; ".join(self._bid_line(self.names[p], s.bids[p]) for p in range(4)
                                if s.bids[p] is not None)
            prompt = self.tr(
                "Your bid: how many tricks will you take ({0} cards)? Board: your side takes them all."
            ).format(s.hand_size)
            if auction:
                prompt = self.tr("Auction so far: {0}.").format(auction) + "\n" + prompt
            if self.typed_bid:
                prompt += "\n" + self.tr("Typed bid: {0} (Enter bids it, another digit adds to it).").format(
                    self.typed_bid)
            # Only the legal bids: the numbers first, then Pass and Board side by side (a row
            # fewer in the panel).
            legal = self.legal_actions()
            choices = [Choice(str(a.amount), a, wide=False) for a in legal if a.kind == "bid"]
            choices += [Choice(label, key, primary=False)
                        for label, key in ((self.tr("Pass"), PASS), (self.tr("Board"), BOARD)) if key in legal]
            return prompt, choices
        prompt = self.tr("Play a card: click a bright card, then Play (Enter), or double-click it.")
        if s.trick:
            prompt = self.tr("Follow suit if you can.") + " " + prompt
        return prompt, [Choice(self.tr("Play (Enter)"), "play", enabled=self.primary_action() in self.legal_actions())]

    def on_choice_key(self, key) -> None:
        if key == "play":
            action = self.primary_action()
            if action is None:
                self._message = self.tr("Select one card first.")
                self.refresh()
                return
            self.try_play(action)
            return
        self.try_play(key)

    def primary_action(self):
        if self.observation.phase != "play" or len(self.selected) != 1:
            return None
        return PLAYS[self.selected[0].index]

    def game_key(self, event) -> bool:
        if self.observation.phase != "bid":
            return False
        text = event.text().lower()
        if text == "p":
            self.typed_bid = ""
            self.try_play(PASS)
        elif text == "b":
            self.typed_bid = ""
            self.try_play(BOARD)
        elif text.isdigit():
            self._type_bid_digit(text)
        elif event.key() == Qt.Key.Key_Backspace and self.typed_bid:
            self.typed_bid = self.typed_bid[:-1]
            self.refresh()
        else:
            return False
        return True

    def _type_bid_digit(self, digit: str) -> None:
        """Bids are typed as numbers: "1" then "2" is 12. A number that no further digit
        can extend to a legal bid (e.g. 3, or 1 with 9 cards) is bid at once; otherwise
        it waits for the next digit or Enter."""
        amounts = {a.amount for a in self.legal_actions() if a.kind == "bid"}
        typed = self.typed_bid + digit
        if not any(str(amount).startswith(typed) for amount in amounts):
            typed = digit  # a fresh number (e.g. "1", "5": 15 is no bid)
        extendable = any(str(amount).startswith(typed) and str(amount) != typed for amount in amounts)
        if extendable:
            self.typed_bid = typed
            self.refresh()
            return
        self.typed_bid = ""
        self._bid_typed(typed)

    def _bid_typed(self, typed: str) -> None:
        legal = {str(a.amount): a for a in self.legal_actions() if a.kind == "bid"}
        if typed in legal:
            self.play(legal[typed])
            return
        self._message = self.tr("Not allowed: {0}").format(
            self.tr("{0} is not a bid you can make now; the buttons show the bids you can make.").format(typed))
        self.refresh()

    def confirm(self) -> None:
        if self.observation.phase == "bid" and self.typed_bid:
            typed, self.typed_bid = self.typed_bid, ""
            self._bid_typed(typed)
            return
        super().confirm()

    def on_change(self, events: list) -> None:
        self.typed_bid = ""
        super().on_change(events)

    def action_cards(self, action) -> list[Card]:
        return [action.card] if action is not None and action.card is not None else []

    def describe(self, player: int, action) -> str:
        name = self.names[player]
        if action.card is not None:
            return self.tr("{0}: {1}").format(name, card_text(action.card))
        return self._bid_line(name, action)

    def describe_hint(self, action) -> str:
        if action.card is not None:
            return self.tr("Hint: play {0}.").format(card_text(action.card))
        if action == PASS:
            return self.tr("Hint: pass.")
        if action == BOARD:
            return self.tr("Hint: bid Board.")
        return self.tr("Hint: bid {0}.").format(action.amount)

    # -- results -----------------------------------------------------------------------------
    def result_text(self) -> str:
        if self.resigned:
            return self.tr("You resigned.")
        us, them = self.observation.scores
        if us > them:
            return self.tr("Your team wins {0} to {1}!").format(us, them)
        if us < them:
            return self.tr("The opponents win {0} to {1}.").format(them, us)
        return self.tr("A draw: {0} all.").format(us)

    def score_sheet(self) -> tuple[list[str], list[list[str]], str]:
        headers = [self.tr("Deal"), self.tr("Cards"), self.tr("Trump"), self.names[0], self.names[1],
                   self.names[2], self.names[3], self.tr("Tricks (you – them)"), self.tr("Points"), self.tr("Total")]
        rows = []
        for record in self.observation.deal_history:
            trump = (SUIT_SYMBOLS[record["trump"]] if record["trump"]
                     else self.tr("none"))
            bids = [self.bid_text(self.parse_action(b)) for b in record["bids"]]
            rows.append([str(record["deal"]), str(record["hand_size"]), trump, *bids,
                         "{0} – {1}".format(*record["tricks"]), "{0:+d} / {1:+d}".format(*record["points"]),
                         "{0} – {1}".format(*record["scores"])])
        summary = self.tr("Score: your team {0}, opponents {1}.").format(*self.observation.scores)
        return headers, rows, summary

    def last_trick(self) -> tuple[list[tuple[str, list[Card | None]]], str]:
        s = self.observation
        if not s.played_tricks:
            return [], ""
        leader, cards, winner = s.played_tricks[-1]
        plays = [(self.names[(leader + i) % 4], [card]) for i, card in enumerate(cards)]
        return plays, self.trick_winner_text(winner)
