"""The Svoi Kozyri screen: 2-4 players each with his own trump suit, one face-up pile in
the middle, beat-then-lay-another, and the pick-ups."""

from __future__ import annotations

from app.core.cards import SHORT_DECK_ORDER, SUITS, Card, deck36
from app.games.svoi_kozyri.actions import BEAT, PLAY, TAKE, TAKE_ACTION, TRUMP, TRUMP_ACTIONS, parse_action
from app.games.svoi_kozyri.events import SixHandedOver, TrumpChosen, WentOut
from app.ui.animation import Step
from app.ui.card_games.panel import Choice
from app.ui.card_games.view import HUMAN, CardGameView
from app.ui.cards.names import SUIT_SYMBOLS, card_text, english_plural, suit_name
from app.ui.scenes.card_table import HAND, PILE, PLAY_MS, STOCK, TableDisplay

OUT_PAUSE_MS = 900


class SvoiKozyriGameView(CardGameView):
    GAME = "svoi_kozyri"
    TEAM_GAME = False

    def __init__(self, services, parent=None, table=None) -> None:
        super().__init__(services, parent, table)
        self.scene.trick_style = "pile"

    def deck(self) -> list[Card]:
        return deck36()

    def players(self) -> int:
        return self.observation.players

    def sort_key(self, card: Card):
        # The player's own trump suit is his trump (the side the settings say).
        return self.hand_order_key(card, self.observation.trumps[HUMAN], SHORT_DECK_ORDER.strength)

    def display_of_observation(self) -> TableDisplay:
        o = self.observation
        d = TableDisplay(players=o.players)
        if o.phase == "trump":
            for card in deck36():
                d.move(card, (STOCK,), False)
            return d
        take = self.stand_ins(o.unseen_cards())
        for p in range(o.players):
            # Another hand: the cards everybody knows it holds (picked up), then stand-ins.
            cards = o.hand if p == HUMAN else (*o.known[p], *take(o.hand_sizes[p] - len(o.known[p])))
            for card in cards:
                d.move(card, (HAND, p), p == HUMAN)
        for card in o.pile:
            d.move(card, (PILE,), True)
        return d

    def extra_steps(self, event) -> list[Step]:
        scene = self.scene
        if isinstance(event, SixHandedOver):
            return [self.moving_step([event.card], ((HAND, event.from_player),), (HAND, event.to_player),
                                     event.to_player == HUMAN, PLAY_MS)]
        if isinstance(event, TrumpChosen):
            return [Step(0, self._update_seat_labels)]
        if isinstance(event, WentOut):
            return [scene.pause_step(OUT_PAUSE_MS, lambda e=event: scene.centre_label.set_text(
                        self._out_text(e.player), self._place_text(e.place))),
                    Step(0, lambda: scene.centre_label.set_text(""))]
        return []

    def _out_text(self, player: int) -> str:
        if player == HUMAN:
            return self.tr("You are out!")
        return self.tr("{0} is out!").format(self.names[player])

    def _place_text(self, place: int) -> str:
        return self.tr("Place {0}").format(place + 1)

    # -- labels ------------------------------------------------------------------------
    def seat_detail(self, player: int) -> str:
        s = self.observation
        parts = []
        if s.trumps[player] is not None:
            parts.append(self.tr("trump {0}").format(SUIT_SYMBOLS[s.trumps[player]]))
        if player in s.out_order:
            # The player's own seat has its own message: Swahili says "umetoka" to you
            # and "ametoka" of the others.
            out = self.tr("out: place {0}", "your own seat") if player == HUMAN else self.tr("out: place {0}")
            parts.append(out.format(s.out_order.index(player) + 1))
        elif s.phase != "trump":
            parts.append(self.tr("cards: {0}").format(s.hand_sizes[player]))
        return " · ".join(parts)

    def table_notes(self) -> None:
        s = self.observation
        pile = self.tr("Cards in the pile: {0}").format(len(s.pile)) if s.phase != "trump" else ""
        self.scene.stock_label.set_text(pile)

    def title_text(self) -> str:
        return self.tr("Svoi Kozyri — {0} players").format(self.observation.players)

    def info_text(self) -> str:
        s = self.observation
        lines = []
        own = s.trumps[HUMAN]
        if own is not None:
            lines.append(self.tr("Your trump suit: {0}").format(suit_name(own)))
        if s.pile:
            lines.append(self.tr("Top card: {0} ({1} in the pile)").format(card_text(s.pile[-1]), len(s.pile)))
        if self.level:  # (an online table has people and computers of any level)
            lines.append(self.tr("Opponents: computer ({0})").format(self.level_name()))
        return "\n".join(lines)

    # -- choices -----------------------------------------------------------------------------
    def _card_actions(self) -> dict[Card, object]:
        return {a.card: a for a in self.legal_actions() if a.card is not None}

    def selectable(self) -> set[Card] | None:
        if self.observation.phase != "play":
            return None
        return set(self._card_actions())

    def click_action(self, card: Card):
        s = self.observation
        if s.phase != "play":
            return None
        # On a pile's top card a click beats; on an empty pile, or after a beat, it lays.
        kind = BEAT if s.pile and not s.pending_extra else PLAY
        return parse_action(f"{kind} {card}")

    def choices(self) -> tuple[str, list[Choice]]:
        s = self.observation
        legal = self.legal_actions()
        if s.phase == "trump":
            suits = [a.suit for a in legal]
            return (self.tr("Choose your own trump suit (the others take the remaining suits)."),
                    [Choice(f"{SUIT_SYMBOLS[suit]} ({SUITS.index(suit) + 1})", (TRUMP, suit), wide=False)
                     for suit in SUITS if suit in suits])
        chosen = len(self.selected) == 1
        if s.pending_extra:
            return (self.tr("You beat it: now lay one more card of your choice on top."),
                    [Choice(self.tr("Lay this card (Enter)"), PLAY, enabled=chosen)])
        if not s.pile:
            return (self.tr("Start a new pile with any card."),
                    [Choice(self.tr("Play this card (Enter)"), PLAY, enabled=chosen)])
        top = s.pile[-1]
        count = s.pickup_size()
        # The prompt offers what the legal actions allow, nothing more: with no card that
        # beats the top card the only move is the pick-up.
        beats = any(a.kind == BEAT for a in legal)
        if not beats:
            prompt = english_plural(self.tr(
                "Nothing in your hand can beat {0}: pick up %n card(s).", "", count), count).format(card_text(top))
            return prompt, [Choice(self.tr("Pick up (T)"), TAKE, wide=False)]
        if TAKE_ACTION not in legal:
            prompt = self.tr("Beat {0} with a higher card of its suit or with your own trump.").format(card_text(top))
        else:
            prompt = english_plural(self.tr(
                "Beat {0} with a higher card of its suit or with your own trump, or pick up %n card(s).", "", count),
                count).format(card_text(top))
        can_beat = chosen and self._beat_for_selection() is not None
        choices = [Choice(self.tr("Beat (Enter)"), BEAT, wide=False, enabled=can_beat)]
        if TAKE_ACTION in legal:
            choices.append(Choice(self.tr("Pick up (T)"), TAKE, wide=False, primary=False))
        return prompt, choices

    def _beat_for_selection(self):
        if len(self.selected) != 1:
            return None
        action = self._card_actions().get(self.selected[0])
        return action if action is not None and action.kind == BEAT else None

    def on_choice_key(self, key) -> None:
        if isinstance(key, tuple) and key[0] == TRUMP:
            self.try_play(TRUMP_ACTIONS[key[1]])
            return
        if key == TAKE:
            self.try_play(TAKE_ACTION)
            return
        action = self.primary_action()
        if action is None:
            self._message = self.tr("Select one card first.")
            self.refresh()
            return
        self.try_play(action)

    def primary_action(self):
        if len(self.selected) != 1:
            return None
        return self._card_actions().get(self.selected[0])

    def game_key(self, event) -> bool:
        if event.text().lower() == "t" and self.observation.phase == "play":
            self.on_choice_key(TAKE)
            return True
        # Digits in the order of the buttons (♣ ♦ ♥ ♠): letters would clash with H (hint).
        suits = {str(i + 1): suit for i, suit in enumerate(SUITS)}
        suit = suits.get(event.text())
        if suit is not None and self.observation.phase == "trump":
            self.on_choice_key((TRUMP, suit))
            return True
        return False

    def action_cards(self, action) -> list[Card]:
        return [action.card] if action is not None and action.card is not None else []

    def describe(self, player: int, action) -> str:
        name = self.names[player]
        if action.kind == TRUMP:
            return self.tr("{0}: trumps {1}").format(name, suit_name(action.suit))
        if action.kind == PLAY:
            return self.tr("{0}: lay {1}").format(name, card_text(action.card))
        if action.kind == BEAT:
            return self.tr("{0}: beat with {1}").format(name, card_text(action.card))
        return self.tr("{0}: pick up").format(name)

    def describe_hint(self, action) -> str:
        if action.kind == TRUMP:
            return self.tr("Hint: choose {0} as your trump suit.").format(suit_name(action.suit))
        if action.kind == PLAY:
            return self.tr("Hint: lay {0}.").format(card_text(action.card))
        if action.kind == BEAT:
            return self.tr("Hint: beat with {0}.").format(card_text(action.card))
        return self.tr("Hint: pick up.")

    # -- results -----------------------------------------------------------------------------
    def result_text(self) -> str:
        s = self.observation
        if self.resigned:
            return self.tr("You resigned.")
        if s.drawn:
            if s.draw_reason == "safety":
                return self.tr("A draw: the game reached its move limit.")
            return self.tr("A draw: the last card could beat the card that went out.")
        if s.out_order and s.out_order[0] == HUMAN:
            return self.tr("You win: you shed all your cards first!")
        return self.tr("{0} wins.").format(self.names[s.out_order[0]])

    def last_view_title(self) -> str:
        return self.tr("Last pick-up")

    def last_trick(self) -> tuple[list[tuple[str, list[Card | None]]], str]:
        """Svoi Kozyri has no tricks: the last pick-up (every pick-up is public)."""
        history = self.observation.pickups if self.observation is not None else ()
        if not history:
            return [], ""
        player, cards = history[-1]
        if player == HUMAN:
            return [(self.names[player], list(cards))], self.tr("You picked up these cards.")
        return [(self.names[player], list(cards))], self.tr("{0} picked up these cards.").format(self.names[player])

    def score_sheet(self) -> tuple[list[str], list[list[str]], str]:
        s = self.observation
        headers = [self.tr("Player"), self.tr("Trump suit"), self.tr("Cards left"), self.tr("Pick-ups"),
                   self.tr("Place")]
        pickups = [0] * s.players
        for player, _cards in s.pickups:
            pickups[player] += 1
        rows = []
        for p in range(s.players):
            place = str(s.out_order.index(p) + 1) if p in s.out_order else ("=" if p in s.drawn else "–")
            trump = SUIT_SYMBOLS[s.trumps[p]] if s.trumps[p] is not None else "–"
            rows.append([self.names[p], trump, str(s.hand_sizes[p]), str(pickups[p]), place])
        return headers, rows, self.result_text() if self.is_over() else ""
