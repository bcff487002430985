"""The Kozel screen: four seats, partner opposite, multi-card leads and beats, face-down
discards, the pull, the trump card in the stock, team piles and loss points."""

from __future__ import annotations

from app.core.card_events import HIDDEN
from app.core.cards import Card, deck36
from app.games.kozel.actions import BEAT, DISCARD, LEAD, PULL, PULL_ACTION, make_action
from app.games.kozel.events import GameScored, GameStarted, Pulled
from app.games.kozel.options import RANK_ORDER
from app.ui.animation import Step
from app.ui.card_games.panel import Choice
from app.ui.card_games.view import HUMAN, CardGameView
from app.ui.cards.names import SUIT_SYMBOLS, card_text, cards_text, english_plural
from app.ui.scenes.card_table import HAND, PLAY_MS, STOCK, TRICK, WON, TableDisplay


class KozelGameView(CardGameView):
    GAME = "kozel"
    MULTI_SELECT = True

    # -- model ---------------------------------------------------------------------------
    def deck(self) -> list[Card]:
        return deck36()

    def players(self) -> int:
        return 4

    def sort_key(self, card: Card):
        return self.hand_order_key(card, self.observation.trump_suit, RANK_ORDER.strength)

    # -- the table -------------------------------------------------------------------------
    def display_of_observation(self) -> TableDisplay:
        o = self.observation
        d = TableDisplay(players=4)
        # The shown trump card lies in the stock (at the bottom, drawn last) while it is
        # there, and its copy beside the stock.
        in_stock = o.trump_card if o.trump_position is not None else None
        take = self.stand_ins(c for c in o.unseen_cards() if c is not in_stock)
        if in_stock is not None:
            d.move(in_stock, (STOCK,), False)
        for card in take(o.stock_size - (in_stock is not None)):
            d.move(card, (STOCK,), False)
        for p in range(4):
            for card in (o.hand if p == HUMAN else take(o.hand_sizes[p])):
                d.move(card, (HAND, p), p == HUMAN)
        face_up_discards = o.options.discards_face_up
        for play in o.trick:
            for card in (play.cards if play.cards is not None else take(play.count)):
                d.move(card, (TRICK, play.player), play.kind != DISCARD or face_up_discards)
        for team in (0, 1):
            for card in o.pile_face_up[team]:
                d.move(card, (WON, team), False)
        for discard in o.pile_discards:
            for card in (discard.cards if discard.cards is not None else take(discard.count)):
                d.move(card, (WON, discard.team), False)
        d.trump_indicator = in_stock
        return d

    def extra_steps(self, event) -> list[Step]:
        scene = self.scene
        if isinstance(event, Pulled):
            steps = [scene.pause_step(0, lambda e=event: scene.centre_label.set_text(
                         self.tr("You pull!") if e.player == HUMAN
                         else self.tr("{0} pulls!").format(self.names[e.player]),
                         self.tr("Four cards of one suit: the played cards go back.")))]
            steps += [self.moving_step(cards, ((TRICK, owner),), (HAND, owner), owner == HUMAN, PLAY_MS + 100)
                      for owner, cards in event.returned]
            return [*steps, Step(0, lambda: scene.centre_label.set_text(""))]
        if isinstance(event, GameScored):
            return [self._score_step(event)]
        if isinstance(event, GameStarted):
            return [Step(0, lambda: scene.centre_label.set_text(""))]
        return []

    def _score_step(self, event: GameScored) -> Step:
        """The game's result, shown until the player goes on to the next deal."""
        us, them = event.card_points
        if event.eggs:
            detail = self.tr("Eggs: 60 – 60, nobody gets loss points.")
        elif event.loss_points_given[0]:
            detail = self.tr("Your team gets {0} loss points.").format(event.loss_points_given[0])
        else:
            detail = self.tr("The opponents get {0} loss points.").format(event.loss_points_given[1])
        total = self.tr("Loss points: your team {0}, opponents {1} (the goat at {2})").format(
            *event.loss_points_total, self.observation.options.match_limit)
        return self.result_step(self.tr("Card points: your team {0}, opponents {1}").format(us, them),
                                detail + "\n" + total)

    def seat_detail(self, player: int) -> str:
        o = self.observation
        parts = [self.tr("cards: {0}").format(o.hand_sizes[player])]
        if player == 2:
            parts.append(self.tr("your partner"))
        if player == o.dealer:
            parts.append(self.tr("dealer"))
        if o.trump_holder == player and player != HUMAN:
            parts.append(self.tr("holds {0}").format(card_text(o.trump_card)))
        return " · ".join(parts)

    def table_notes(self) -> None:
        obs = self.observation
        detail = self.tr("Stock: {0}").format(obs.stock_size)
        holder = obs.trump_holder
        if obs.trump_position is None and holder is not None:
            detail += "\n" + self.tr("{0} drew {1}").format(self.names[holder], card_text(obs.trump_card))
        self.scene.stock_label.set_text(self.tr("Trump {0}").format(SUIT_SYMBOLS[obs.trump_suit]), detail)
        self.scene.pile_labels[0].set_text(self.tr("Your team"), self.tr("tricks: {0}").format(obs.tricks_won[0]))
        self.scene.pile_labels[1].set_text(self.tr("Opponents"), self.tr("tricks: {0}").format(obs.tricks_won[1]))

    def title_text(self) -> str:
        return self.section_title(self.observation.game_number)

    def section_title(self, number: int) -> str:
        return self.tr("Kozel — game {0}").format(number + 1)

    def info_text(self) -> str:
        obs = self.observation
        trump = self.tr("Trump: {0} (the shown card {1})").format(SUIT_SYMBOLS[obs.trump_suit],
                                                                  card_text(obs.trump_card))
        loss = self.tr("Loss points: your team {0}, opponents {1} (the goat at {2})").format(
            obs.loss_points[0], obs.loss_points[1], obs.options.match_limit)
        seen = self.tr("Points seen in the piles: yours {0}, theirs {1}").format(*obs.visible_points)
        lines = [trump, loss, seen]
        if self.level:  # (an online table has people and computers of any level)
            lines.append(self.tr("Opponents: computer ({0})").format(self.level_name()))
        return "\n".join(lines)

    # -- choices ----------------------------------------------------------------------------
    def _leading(self) -> bool:
        return self.observation.lead_count == 0

    def _selection_action(self, kind: str):
        """The ``kind`` action of the selected cards if it is legal now, else None."""
        if not self.selected:
            return None
        action = make_action(kind, self.selected)
        return action if action in self.legal_actions() else None

    def choices(self) -> tuple[str, list[Choice]]:
        legal = self.legal_actions()
        chosen = len(self.selected)
        # Only a legal selection enables a button: an illegal one is explained on Enter.
        if self._leading():
            prompt = self.tr("Your lead: click one or more cards of one suit, then Lead (Enter).")
            return prompt, [Choice(self.tr("Lead ({0} selected)").format(chosen), LEAD,
                                   enabled=self._selection_action(LEAD) is not None)]
        need = self.observation.lead_count
        can_beat = self._selection_action(BEAT) is not None
        can_discard = self._selection_action(DISCARD) is not None
        discard = Choice(self.tr("Discard (D)"), DISCARD, wide=False, primary=can_discard and not can_beat,
                         enabled=can_discard)
        # Offer only what the legal actions allow: with no beat in hand, only the discard.
        if any(a.kind == BEAT for a in legal):
            prompt = english_plural(self.tr(
                "Beat the winning cards or discard face down: select %n card(s), then Beat or Discard.", "", need),
                need)
            choices = [Choice(self.tr("Beat (B)"), BEAT, wide=False, primary=can_beat or not can_discard,
                              enabled=can_beat), discard]
        else:
            prompt = english_plural(self.tr(
                "Nothing in your hand can beat the winning cards: select %n card(s) to discard face down.", "", need),
                need)
            choices = [discard]
        if PULL_ACTION in legal:
            prompt += " " + self.tr("You hold four cards of one suit: you may pull (P).")
            choices.append(Choice(self.tr("Pull (P)"), PULL, wide=False, primary=False))
        return prompt, choices

    def on_choice_key(self, key) -> None:
        if key == PULL:
            self.try_play(PULL_ACTION)
            return
        if not self.selected:
            self._message = self.tr("Select your cards first.")
            self.refresh()
            return
        self.try_play(make_action(key, self.selected))

    def explain_illegal(self, action) -> str:
        if self._leading() and action.kind != LEAD:
            return self.tr("Your lead: click one or more cards of one suit, then Lead (Enter).")
        return super().explain_illegal(action)

    def primary_action(self):
        if not self.selected:
            return None
        if self._leading():
            return make_action(LEAD, self.selected)
        hinted = self.hint_action
        if hinted is not None and set(hinted.cards) == set(self.selected) and hinted.kind in (BEAT, DISCARD):
            return hinted
        if self._selection_action(BEAT) is None and self._selection_action(DISCARD) is not None:
            return make_action(DISCARD, self.selected)
        return make_action(BEAT, self.selected)

    def game_key(self, event) -> bool:
        keys = {"b": BEAT, "d": DISCARD, "p": PULL, "l": LEAD}
        key = keys.get(event.text().lower())
        if key is None:
            return False
        self.on_choice_key(key)
        return True

    def action_cards(self, action) -> list[Card]:
        return list(action.cards) if action is not None else []

    def describe(self, player: int, action) -> str:
        name = self.names[player]
        if action.kind == PULL:
            return self.tr("{0}: pull").format(name)
        if action.kind == LEAD:
            return self.tr("{0}: lead {1}").format(name, cards_text(action.cards))
        if action.kind == BEAT:
            return self.tr("{0}: beat with {1}").format(name, cards_text(action.cards))
        if HIDDEN not in action.cards:  # the move log's public notation hides the others' face-down cards
            return self.tr("{0}: discard {1}").format(name, cards_text(action.cards))
        count = len(action.cards)
        return english_plural(self.tr("{0}: discard %n card(s) face down", "", count), count).format(name)

    def describe_hint(self, action) -> str:
        if action.kind == PULL:
            return self.tr("Hint: pull.")
        if action.kind == LEAD:
            return self.tr("Hint: lead {0}.").format(cards_text(action.cards))
        if action.kind == BEAT:
            return self.tr("Hint: beat with {0}.").format(cards_text(action.cards))
        return self.tr("Hint: discard {0}.").format(cards_text(action.cards))

    def resign_question(self) -> str:
        # The panel calls each deal a game; resigning gives up the whole match.
        return self.tr("Resign the whole match? Your team will be the goat.")

    # -- results ---------------------------------------------------------------------------
    def result_text(self) -> str:
        if self.resigned:
            return self.tr("You resigned: your team is the goat.")
        if self.observation.returns[HUMAN] > 0:
            return self.tr("Your team wins the match: the opponents are the goat!")
        return self.tr("Your team is the goat: the opponents win the match.")

    def score_sheet(self) -> tuple[list[str], list[list[str]], str]:
        headers = [self.tr("Game"), self.tr("Card points (you – them)"), self.tr("Tricks"),
                   self.tr("Loss points given"), self.tr("Loss points total")]
        rows = []
        total = [0, 0]
        obs = self.observation
        for i, record in enumerate(obs.game_history):
            total = [total[0] + record.loss_points_given[0], total[1] + record.loss_points_given[1]]
            given = self.tr("eggs") if record.eggs else f"{record.loss_points_given[0]} – {record.loss_points_given[1]}"
            if record.doubled:
                given += " " + self.tr("(doubled)")
            rows.append([str(i + 1), f"{record.card_points[0]} – {record.card_points[1]}",
                         f"{record.tricks_won[0]} – {record.tricks_won[1]}", given, f"{total[0]} – {total[1]}"])
        summary = self.tr("Loss points: your team {0}, opponents {1}; a team reaching {2} is the goat.").format(
            obs.loss_points[0], obs.loss_points[1], obs.options.match_limit)
        return headers, rows, summary

    def last_trick(self) -> tuple[list[tuple[str, list[Card | None]]], str]:
        obs = self.observation
        if not obs.last_trick:
            return [], ""
        plays = [(self.names[play.player], list(play.cards) if play.cards is not None else [None] * play.count)
                 for play in obs.last_trick]
        return plays, self.trick_winner_text(obs.last_trick_winner)
