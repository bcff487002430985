"""The card table through the UI: the deck art, and whole games of Kozel, Svoi Kozyri
and Back Alley played by clicking cards and pressing keys against the (easy) AI."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import Qt

from app.core.cards import Card, deck54
from app.games.back_alley import State as BackAlleyState
from app.games.kozel import State as KozelState
from app.games.kozel.actions import BEAT, DISCARD, LEAD, PULL
from app.ui.card_games.view import HUMAN
from app.ui.main import create_application, create_services
from app.ui.main_window import MainWindow
from tests.ui_helpers import click_card, in_thread_ai, key, open_view, restore_into, wait_turn

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def play_through_ui(qtbot, view, choose, limit: int) -> int:
    """Let the human (driven by ``choose``) and the AI play until the game ends."""
    moves = 0
    while not view.is_over():
        wait_turn(qtbot, view)
        if view.is_over():
            break
        before = len(view.history)
        choose(view, view.table.legal_actions())
        assert len(view.history) == before + 1, f"the UI did not play: {view.panel.prompt.text()}"
        moves += 1
        assert moves < limit, "the game does not end"
    return moves


# -- the deck ----------------------------------------------------------------------------
def test_every_card_face_renders_in_both_colour_schemes():
    create_application()
    from app.ui.cards.deck import DeckRenderer

    deck = DeckRenderer()
    for card in [None, *deck54()]:
        assert deck.has_element(card), card
        for four in (False, True):
            pixmap = deck.pixmap(card, 60, 1.5, four)
            assert not pixmap.isNull() and pixmap.width() == 90 and pixmap.devicePixelRatio() == 1.5
    # Cached: asking again renders nothing new.
    size = deck.cache_size()
    deck.pixmap(Card.parse("7D"), 60, 1.5, True)
    assert deck.cache_size() == size

    def colours(code: str, four: bool) -> set:
        image = deck.pixmap(Card.parse(code), 80, 1.0, four).toImage()
        return {image.pixel(x, y) for x in range(0, 80, 2) for y in range(0, image.height(), 2)}

    assert colours("7D", True) != colours("7D", False)   # diamonds turn blue
    assert colours("7C", True) != colours("7C", False)   # clubs turn green
    assert colours("7H", True) == colours("7H", False)   # hearts stay red
    assert colours("7S", True) == colours("7S", False)   # spades stay black


def test_each_card_drawn_from_its_own_document_matches_the_whole_deck():
    """The deck is parsed card by card (DeckSource: Qt held the GIL for the whole deck's
    ~55 ms parse): every card and back, in both colour schemes, is the very picture the
    whole deck draws, its bounds the same too."""
    import gzip

    from PySide6.QtCore import QByteArray, QRectF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    from app.resources import resource_path
    from app.ui.cards.deck import BACK_ID, DECK_FILE, FOUR_COLOUR_CHANGES, DeckRenderer, element_id

    create_application()
    text = gzip.decompress(resource_path(*DECK_FILE).read_bytes()).decode("utf-8")
    recoloured = text
    for group, old, new in FOUR_COLOUR_CHANGES:  # each card group of the suit, by counting <g> depth
        for found in re.finditer(rf'<g\b[^>]*?\bid="[a-z0-9]+_{group}"', text):
            start = recoloured.rfind("<g", 0, found.end())
            depth, end = 0, start
            for tag in re.finditer(r"<g\b[^>]*?(/?)>|</g>", recoloured[start:]):
                depth += -1 if tag.group() == "</g>" else 0 if tag.group(1) else 1
                if depth == 0:
                    end = start + tag.end()
                    break
            body = recoloured[start:end].replace(f"fill:{old};fill-opacity:1;", f"fill:{new};fill-opacity:1;")
            recoloured = recoloured[:start] + body + recoloured[end:]
    whole = {four: QSvgRenderer(QByteArray((recoloured if four else text).encode("utf-8"))) for four in (False, True)}
    deck = DeckRenderer()
    elements = [BACK_ID] + [element_id(card) for card in deck54()]

    def picture(renderer, element: str, bounds) -> QImage:
        width = 57
        image = QImage(width * 2, round(width * bounds.height() / bounds.width()) * 2, QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, element, QRectF(0, 0, image.width(), image.height()))
        painter.end()
        return image

    for four in (False, True):
        for element in elements:
            own = deck._renderer(element, four)
            bounds = whole[four].boundsOnElement(element)
            assert own.boundsOnElement(element) == bounds, element
            assert picture(own, element, bounds) == picture(whole[four], element, bounds), (element, four)
    assert picture(deck._renderer("7_diamond", True), "7_diamond", bounds) != picture(
        deck._renderer("7_diamond", False), "7_diamond", bounds)


def test_the_deck_is_read_card_by_card_and_a_bad_deck_is_reported():
    from app.ui.cards.deck import DeckRenderer, DeckSource, read_deck_source

    create_application()
    deck = DeckRenderer()
    parsed = len(deck._renderers)
    assert parsed <= 1  # the back (its size gives the cards' aspect)
    deck.pixmap(Card.parse("QS"), 60)
    deck.pixmap(Card.parse("QS"), 80, 2.0)
    assert len(deck._renderers) == parsed + 1
    source = read_deck_source()
    assert not source.has("cheese") and source.has("queen_spade")
    for broken in ("", "<svg><g id='x'/></svg>", "<svg><defs>\n  </defs><metadata/></metadata>\n  </g></svg>"):
        with pytest.raises(ValueError, match="card deck"):
            DeckSource(broken)


# -- Kozel -----------------------------------------------------------------------------
def kozel_by_ui(view, legal) -> None:
    """Play a legal action by clicking its cards and pressing its key."""
    action = legal[len(view.history) % len(legal)]
    if action.kind == PULL:
        key(view, "p")
        return
    for card in action.cards:
        click_card(view, card)
    assert set(view.selected) == set(action.cards)
    key(view, {LEAD: "l", BEAT: "b", DISCARD: "d"}[action.kind])


def test_kozel_game_through_the_ui_to_the_end_of_the_match(qtbot):
    window, view = open_view(qtbot, "kozel", match_limit="6")
    # One whole game decides the match: both teams start at 4 of 6 loss points.
    dealt = KozelState.new(seed=11, match_limit=6)
    hands, stock, position, _leader = dealt.deal
    state = KozelState.from_deal([[c.code for c in h] for h in hands], [c.code for c in stock],
                                 stock[position].code, dealt.dealer, loss_points=(4, 4), seed=11, match_limit=6)
    restore_into(view, state, {"match_limit": "6"})
    moves = play_through_ui(qtbot, view, kozel_by_ui, limit=400)
    assert view.is_over() and view.observation.is_terminal() and moves >= 3
    assert len(view.observation.game_history) == 1
    assert view.scene.centre_label.title == view.result_text()
    headers, rows, _ = view.score_sheet()
    assert rows and len(rows[0]) == len(headers)
    assert window.services.saves.load("kozel") is None  # a finished game leaves no autosave


def _kozel_position_facing_a_lead(seed: int = 3):
    """A seeded Kozel position where the human must answer a lead and holds a selection
    of the right size that beats nothing (found by playing seeded random moves)."""
    from itertools import combinations

    rng = random.Random(seed)
    state = KozelState.new(seed=seed)
    while True:
        if state.current_player() == HUMAN and state.lead_count > 0:
            beats = {frozenset(a.cards) for a in state.legal_actions() if a.kind == BEAT}
            bad = next((c for c in combinations(state.hands[HUMAN], state.lead_count)
                        if frozenset(c) not in beats), None)
            if bad is not None:
                return state, bad
        state.apply(rng.choice(state.legal_actions()))


def test_kozel_illegal_beat_is_explained_and_not_played(qtbot):
    window, view = open_view(qtbot, "kozel")
    state, bad = _kozel_position_facing_a_lead()
    restore_into(view, state, {})
    wait_turn(qtbot, view)
    for card in bad:
        click_card(view, card)
    before = len(view.history)
    key(view, "b")
    assert len(view.history) == before
    assert "Not allowed" in view.panel.prompt.text() and "cannot beat" in view.panel.prompt.text()
    # The hint (a strong search on the human's observation) selects its cards.
    view.hint()
    qtbot.waitUntil(lambda: view.hint_action is not None, timeout=20000)
    assert view.hint_action in view.table.legal_actions()
    assert set(view.selected) == set(view.hint_action.cards)


# -- Svoi Kozyri --------------------------------------------------------------------------
def svoi_by_ui(view, legal) -> None:
    rng = random.Random(len(view.history))
    action = rng.choice(legal)
    if action.kind == "trump":
        key(view, str("CDHS".index(action.suit.value) + 1))
    elif action.kind == "take":
        key(view, "t")
    else:
        click_card(view, action.card)
        assert view.selected == [action.card]
        key(view, Qt.Key.Key_Return)


def test_svoi_kozyri_two_player_game_through_the_ui(qtbot):
    window, view = open_view(qtbot, "svoi_kozyri", players="2")
    moves = play_through_ui(qtbot, view, svoi_by_ui, limit=1200)
    assert view.observation.is_terminal() and moves > 3
    assert view.result_text()
    stats = window.services.statistics.get("svoi_kozyri", "easy")
    assert stats["played"] == (0 if view.observation.drawn and HUMAN in view.observation.drawn else 1)


# -- Back Alley ----------------------------------------------------------------------------
def back_alley_by_ui(view, legal) -> None:
    action = legal[0] if legal[0].kind == "play" else legal[min(1, len(legal) - 1)]
    if action.kind == "play":
        click_card(view, action.card)
        key(view, Qt.Key.Key_Return)
    else:
        buttons = {b.text(): b for b in view.panel.choice_buttons()}
        label = {"pass": "Pass", "board": "Board"}.get(action.kind, str(action.amount))
        buttons[label].click()


def late_back_alley_state(seed: int = 4) -> BackAlleyState:
    """A game at the start of deal 24, reached through the model with random play."""
    state = BackAlleyState.new(seed=seed)
    rng = random.Random(seed)
    while state.deal_number < 24:
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_back_alley_last_deals_through_the_ui_to_the_end(qtbot):
    window, view = open_view(qtbot, "back_alley")
    restore_into(view, late_back_alley_state(), {})
    moves = play_through_ui(qtbot, view, back_alley_by_ui, limit=200)
    assert view.observation.is_terminal() and moves >= 25
    headers, rows, _ = view.score_sheet()
    assert len(rows) == 25 and len(rows[0]) == len(headers)
    plays, footer = view.last_trick()
    assert len(plays) == 4 and footer


def test_back_alley_resumes_mid_deal_from_the_autosave(qtbot):
    window, view = open_view(qtbot, "back_alley")
    # Bid, then play cards until the deal is under way.
    for _ in range(3):
        wait_turn(qtbot, view)
        back_alley_by_ui(view, view.table.legal_actions())
    wait_turn(qtbot, view)
    assert view.observation.phase == "play" and view.history
    saved = view.table.session.state.to_dict()
    history = list(view.history)
    window.close()

    services = create_services(chooser=in_thread_ai)
    again = MainWindow(services)
    qtbot.addWidget(again)
    again.resize(1280, 800)
    again.show()
    resumed = again.open_game("back_alley", resume=True)
    assert resumed.table.session.state.to_dict() == saved and resumed.history == history
    shown = resumed.scene.display
    assert sorted(shown.cards("hand", HUMAN), key=lambda c: c.index) == sorted(resumed.observation.hand,
                                                                               key=lambda c: c.index)
    wait_turn(qtbot, resumed)
    back_alley_by_ui(resumed, resumed.table.legal_actions())
    assert len(resumed.history) == len(history) + 1


def test_undo_stops_at_revealed_cards(qtbot):
    window, view = open_view(qtbot, "svoi_kozyri", players="2")
    wait_turn(qtbot, view)
    key(view, "3")  # hearts; the trump choice deals the cards: nothing to undo after that
    assert view.observation.trumps[HUMAN] is not None
    wait_turn(qtbot, view)
    assert not view.can_undo()
    legal = view.table.legal_actions()
    svoi_by_ui(view, legal)
    wait_turn(qtbot, view)
    if not view.is_over():
        assert view.can_undo()
        count = len(view.history)
        view.undo()
        wait_turn(qtbot, view)
        assert len(view.history) < count and view.observation.current_player == HUMAN


def test_kozel_pull_gives_the_trick_back_and_leads_four(qtbot):
    window, view = open_view(qtbot, "kozel", card_colours="four")
    assert view.scene.four_colour
    # East (3) leads one card; the human holds four hearts and may pull.
    hands = [["6H", "7H", "8H", "9H"], ["6C", "7C", "8C", "9C"], ["6D", "7D", "8D", "9D"], ["JS", "QS", "KS", "AD"]]
    used = {c for hand in hands for c in hand}
    from app.core.cards import deck36
    stock = [c.code for c in deck36() if c.code not in used]
    state = KozelState.from_deal(hands, stock, stock[8], dealer=2, leader=3, seed=3)
    restore_into(view, state, {})
    wait_turn(qtbot, view)
    east_lead = view.observation.trick[0].cards
    assert PULL in {a.kind for a in view.table.legal_actions()}
    assert "pull" in view.panel.prompt.text()
    key(view, "p")
    assert view.history[-1] == "pull"
    # Instant animation: the table already shows the pull (East answers last, so his
    # returned cards are still in his hand whatever West and North do meanwhile).
    shown = view.scene.display
    assert set(shown.cards("trick", HUMAN)) == {Card.parse(c) for c in hands[0]}
    assert all(shown.where[c] == ("hand", 3) for c in east_lead)
    assert view.scene.items_by_card[east_lead[0]].face_up is False
