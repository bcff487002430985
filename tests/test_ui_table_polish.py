"""Issue 20 through the UI: undo explained (7), the hint's reason (8), auto-play (3),
claims (2) and each game's own computer strength (4)."""

from __future__ import annotations

import random

import pytest

from app.core.session import UNDO_CARDS_SHOWN, UNDO_NOTHING
from app.games.back_alley import State as BackAlley
from app.ui.cards.names import SUIT_SYMBOLS
from app.ui.reason_text import claim_reason_text, hint_reason_text, undo_refusal_text
from app.ui.scenes.card_table import HAND
from app.ui.table.local import AUTO_PLAY_PAUSE_MS
from tests.ui_helpers import first_legal, make_window


def in_thread_ai(*args, task="choose", **kwargs):
    """The real AI on the worker thread (the hint's advice included)."""
    from app.ai.process import task_function

    return task_function(task)(*args, **kwargs)


def open_game(qtbot, game: str, chooser=first_legal, auto_play: str = "off"):
    window = make_window(qtbot, chooser=chooser)
    window.services.settings.set_table_option("auto_play", auto_play)
    view = window.open_game(game, resume=False)
    return window, view


def wait_turn(qtbot, view, timeout: int = 20000) -> None:
    qtbot.waitUntil(lambda: view.is_over() or view.awaiting_human(), timeout=timeout)


def restore(view, state, seed: int = 5) -> None:
    content = {"initial": state.to_dict(), "state": state.to_dict(), "history": [], "level": "easy",
               "seed": seed, "options": {}}
    assert view.restore(content)


def shown_verdicts(view) -> list[str]:
    """The panel's text each time a claim was judged (read as the verdict arrives: at the
    instant speed the next deal follows at once)."""
    texts: list[str] = []
    view.table.claimJudged.connect(lambda _seat, _verdict: texts.append(view.panel.prompt.text()))
    return texts


def no_pass(subject, **_options):
    """A stand-in AI that bids (first_legal passes every Back Alley deal: all redeals)."""
    legal = subject.legal_actions()
    return next((a for a in legal if str(a) != "pass"), legal[0])


def back_alley_play(hands, bids, dealer=3):
    """A Back Alley deal of ``len(hands[0])`` cards each, spades trumps, after its auction."""
    state = BackAlley.from_deal(hands, ["2S"], dealer=dealer, deal_number=14 - len(hands[0]))
    for bid in bids:
        state.apply(bid)
    return state


# -- 7: undo explained -------------------------------------------------------------------
def test_kozel_undo_says_why_it_stops_at_a_draw_from_the_stock(qtbot):
    window, view = open_game(qtbot, "kozel")
    wait_turn(qtbot, view)
    if view.table.undo_refusal() == UNDO_NOTHING:
        nothing = undo_refusal_text(UNDO_NOTHING)
        assert window.undo_action.toolTip() == nothing and view.panel.undo_button.toolTip() == nothing
    for _ in range(40):  # play until a trick's draw from the stock stops the undo
        view.play(view.table.legal_actions()[0])
        wait_turn(qtbot, view)
        if view.table.undo_refusal() == UNDO_CARDS_SHOWN:
            break
    else:
        pytest.fail("no draw from the stock in 40 moves")
    reason = undo_refusal_text(UNDO_CARDS_SHOWN)
    assert "draw from the stock" in reason
    assert not window.undo_action.isEnabled() and not view.panel.undo_button.isEnabled()
    assert window.undo_action.toolTip() == reason and window.undo_action.statusTip() == reason
    assert view.panel.undo_button.toolTip() == reason and view.panel.undo_button.statusTip() == reason
    label = window.table_commands.undo_label
    assert label.isVisible() and label.text() == reason  # in the status bar while the game runs


@pytest.mark.parametrize("game", ["kozel", "svoi_kozyri", "back_alley", "bao"])
def test_undo_returns_to_the_players_last_decision(qtbot, game):
    window, view = open_game(qtbot, game, chooser=no_pass)
    wait_turn(qtbot, view)
    for _ in range(30):
        before = list(view.history)
        view.play(no_pass(view.table))
        wait_turn(qtbot, view)
        if view.can_undo() and len(view.history) > len(before) + 1:  # the computer moved too
            window.undo_action.trigger()
            wait_turn(qtbot, view)
            assert view.history == before and view.awaiting_human()
            assert view.table.legal_actions()  # the player chooses again where he chose
            return
    pytest.fail("no undoable move followed by the computer's in 30 moves")


def test_bao_undo_replays_the_game_once(qtbot, monkeypatch):
    """Bao works an undo out within its work limit: it copied the record by reading it
    (a replay) and then replayed the copy."""
    from tests.test_game_session import count_replays

    window, view = open_game(qtbot, "bao", chooser=no_pass)
    wait_turn(qtbot, view)
    while not view.can_undo():
        view.play(no_pass(view.table))
        wait_turn(qtbot, view)
    before = len(view.table.session.record)
    replays = count_replays(monkeypatch)
    window.undo_action.trigger()
    wait_turn(qtbot, view)
    assert len(view.table.session.record) < before and replays == ["session"]


# -- 8: why a hint -----------------------------------------------------------------------
@pytest.mark.parametrize("game", ["kozel", "back_alley", "svoi_kozyri"])
def test_the_hint_says_why(qtbot, game):
    window, view = open_game(qtbot, game, chooser=in_thread_ai)
    wait_turn(qtbot, view)
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: view.hint_action is not None, timeout=30000)
    reason = view.table.hint_reason()
    assert reason is not None
    text = view.panel.prompt.text()
    assert hint_reason_text(reason) in text and view.describe_hint(view.hint_action) in text
    view.play(view.hint_action)
    assert view.table.hint_reason() is None  # a reason never outlives its position


# -- 3: auto-play --------------------------------------------------------------------------
LAST_TRICK = [["AS"], ["KH"], ["QD"], ["2C"]]


def test_auto_play_plays_the_only_card_and_the_last_trick_plays_itself(qtbot):
    window, view = open_game(qtbot, "back_alley", auto_play="on")
    restore(view, back_alley_play(LAST_TRICK, ["board", "pass", "pass", "pass"]))
    assert view.table.current_player() == 0
    # Nobody touches anything: the person's only card goes after the pause, then the
    # others' forced cards without "thinking" (the AI is never asked: first_legal is
    # not even needed), and the deal is over.
    qtbot.waitUntil(lambda: len(view.history) >= 4, timeout=5000)
    assert view.history[:4] == ["play AS", "play KH", "play QD", "play 2C"]
    assert view.table.actors()[:4] == [0, 1, 2, 3]


def test_auto_play_off_waits_for_the_player(qtbot):
    window, view = open_game(qtbot, "back_alley", auto_play="off")
    restore(view, back_alley_play(LAST_TRICK, ["board", "pass", "pass", "pass"]))
    wait_turn(qtbot, view)
    qtbot.wait(3 * AUTO_PLAY_PAUSE_MS)
    assert view.history == [] and view.awaiting_human()


def test_auto_play_waits_while_there_is_a_choice(qtbot):
    window, view = open_game(qtbot, "back_alley", auto_play="on")
    restore(view, back_alley_play([["AS", "KS"], ["KH", "3C"], ["QD", "4C"], ["2C", "5C"]],
                                  ["board", "pass", "pass", "pass"]))
    wait_turn(qtbot, view)
    qtbot.wait(3 * AUTO_PLAY_PAUSE_MS)
    assert view.history == [] and view.awaiting_human()


def test_undo_goes_back_past_a_move_auto_play_made_to_the_last_real_choice(qtbot):
    """With auto-play on, an undo that stopped at a forced move saw it played again at
    once: undo seemed to do nothing (a play-test, Svoi Kozyri's forced pick-up)."""
    window, view = open_game(qtbot, "back_alley", auto_play="on")
    # The person leads (a choice of four), North wins with the only heart he has and
    # leads diamonds: the person's 9D is then forced (auto-play), and the deal goes on.
    restore(view, back_alley_play([["2H", "9D", "3C", "4C"], ["AH", "5D", "8D", "TD"],
                                   ["3H", "6D", "7C", "8C"], ["4H", "7D", "9C", "TC"]],
                                  ["board", "pass", "pass", "pass"]))
    wait_turn(qtbot, view)
    view.play(view.parse_action("play 2H"))
    qtbot.waitUntil(lambda: "play 9D" in view.history and view.awaiting_human(), timeout=20000)
    assert len(view.table.legal_actions()) > 1 and view.can_undo()
    window.undo_action.trigger()
    qtbot.waitUntil(lambda: view.history == [] and view.awaiting_human(), timeout=5000)
    assert len(view.table.legal_actions()) == 4


# -- 2: claims -------------------------------------------------------------------------------
def test_a_certain_claim_is_accepted_and_the_deal_played_out(qtbot):
    window, view = open_game(qtbot, "back_alley")
    restore(view, back_alley_play([["AS", "KS"], ["KH", "3C"], ["QD", "4C"], ["2C", "5C"]],
                                  ["board", "pass", "pass", "pass"]))
    wait_turn(qtbot, view)
    verdicts = shown_verdicts(view)
    window.update_actions()
    assert window.claim_action.isVisible() and window.claim_action.isEnabled()
    window.claim_action.trigger()
    qtbot.waitUntil(lambda: len(view.history) >= 8, timeout=10000)
    assert len(verdicts) == 1 and claim_reason_text("certain") in verdicts[0]
    state = view.table.session.state
    assert state.deal_history[-1]["tricks"][0] == 2  # both tricks to the claimer's team


def test_a_wrong_claim_is_refused_with_the_reason(qtbot):
    window, view = open_game(qtbot, "back_alley")
    restore(view, back_alley_play([["AS", "5H"], ["6H", "7C"], ["8C", "9C"], ["TC", "JC"]],
                                  ["board", "pass", "pass", "pass"]))
    wait_turn(qtbot, view)
    window.claim_action.trigger()
    refused = claim_reason_text("other_team_this_trick")
    qtbot.waitUntil(lambda: refused in view.panel.prompt.text(), timeout=10000)
    assert view.history == [] and view.awaiting_human()
    for card in ("5H", "6H", "AS"):  # the reason names no card
        assert card not in refused


def test_the_computer_claims_from_its_own_cards(qtbot):
    window, view = open_game(qtbot, "back_alley")
    verdicts = shown_verdicts(view)
    # East (1), to lead, holds both jokers, the top trumps: his own cards prove the claim.
    restore(view, back_alley_play([["2C", "3C"], ["BB", "LB"], ["QD", "4C"], ["KH", "5C"]],
                                  ["board", "pass", "pass", "pass"], dealer=0))
    qtbot.waitUntil(lambda: len(view.history) >= 8, timeout=10000)
    assert view.table.actors()[:8] == [1, 2, 3, 0, 1, 2, 3, 0]  # played out from East's lead
    assert view.table.session.state.deal_history[-1]["tricks"][1] == 2
    assert len(verdicts) == 1 and "claimed the remaining tricks" in verdicts[0] and view.names[1] in verdicts[0]


def test_svoi_kozyri_has_no_claim_and_says_why(qtbot):
    window, view = open_game(qtbot, "svoi_kozyri")
    wait_turn(qtbot, view)
    window.update_actions()
    assert window.claim_action.isVisible() and not window.claim_action.isEnabled()
    assert window.claim_action.toolTip() == claim_reason_text("no_claims_in_game")
    assert "no claims" in window.claim_action.toolTip()


def test_bao_has_no_claim_command(qtbot):
    window, view = open_game(qtbot, "bao")
    wait_turn(qtbot, view)
    window.update_actions()
    assert not window.claim_action.isVisible()


# -- 4: computer strength per game -------------------------------------------------------------
def test_each_game_keeps_its_own_computer_strength(qtbot):
    window = make_window(qtbot, chooser=first_legal, level="easy")
    settings = window.services.settings
    settings.set_game_ai_level("kozel", "hard")
    view = window.open_game("kozel", resume=False)
    assert view.level == "hard"
    checked = [a.data() for a in window.level_group.actions() if a.isChecked()]
    assert checked == ["hard"]
    # The strength menu, with a game shown, sets that game's strength only.
    medium = next(a for a in window.level_group.actions() if a.data() == "medium")
    medium.trigger()
    assert settings.game_ai_level("kozel") == "medium" and settings.ai_level() == "easy"
    assert view.level == "medium"  # no move made yet: the game takes it at once
    view = window.open_game("back_alley", resume=False)
    assert view.level == "easy"


def test_random_seeds_of_the_last_trick_rule_through_the_table(qtbot):
    """Back Alley deals played to their last trick at random: with auto-play on, the
    table finishes each by itself with the cards every player was forced to play."""
    window, view = open_game(qtbot, "back_alley", auto_play="on")
    for seed in range(3):
        rng = random.Random(seed)
        state = BackAlley.new(seed=seed)
        while not (state.phase == "play" and max(len(h) for h in state.hands) == 1 and state.current_player() == 0
                   and not any(state.trick)):
            if state.is_terminal() or state.current_player() < 0:
                state = BackAlley.new(seed=rng.randrange(10**6))
                continue
            state.apply(rng.choice(state.legal_actions()))
        last = [str(state.hands[p][0]) for p in range(4)]
        restore(view, state)
        qtbot.waitUntil(lambda: len(view.history) >= 4, timeout=5000)
        assert sorted(view.history[:4]) == sorted(f"play {card}" for card in last)


# -- 6: statistics ------------------------------------------------------------------------------
def test_an_old_statistics_file_still_reads_and_is_written_in_the_new_version(qtbot, monkeypatch):
    import json

    from app.core.statistics_book import VERSION
    from app.ui.dialogs import StatisticsDialog
    from app.ui.main import create_application
    from app.ui.storage import data_dir

    create_application()  # the data folder is named after the application
    data_dir().mkdir(parents=True, exist_ok=True)
    path = data_dir() / "statistics.json"
    path.write_text(json.dumps({"kozel": {"hard": {"played": 3, "won": 2, "lost": 1}}}))
    window = make_window(qtbot, chooser=first_legal)
    shown = []
    monkeypatch.setattr(StatisticsDialog, "exec", lambda dialog: shown.append(dialog) or 0)
    window.statistics_action.trigger()  # the main window opens the new dialog
    dialog = shown[0]
    columns = StatisticsDialog.COLUMNS
    assert dialog.table.rowCount() == 1
    row = [dialog.table.item(0, c).text() for c in range(len(columns))]
    assert row[columns.index("played")] == "3" and row[columns.index("won")] == "2"
    assert row[columns.index("players")] == "4"
    window.services.statistics.record("kozel", "hard", "won", players=4, points=0)
    content = json.loads(path.read_text())
    assert content["version"] == VERSION
    assert content["games"]["kozel"]["computer/hard/4"]["played"] == 4


def test_a_finished_game_is_counted_with_its_figures(qtbot, monkeypatch):
    from app.ui.dialogs import StatisticsDialog

    window, view = open_game(qtbot, "back_alley", chooser=no_pass)
    wait_turn(qtbot, view)
    view.table.resign()
    qtbot.waitUntil(view.is_over, timeout=5000)
    rows = window.services.statistics.book().all_rows()
    assert [(r.game, r.level, r.players, r.played, r.lost) for r in rows] == [("back_alley", "easy", 4, 1, 1)]
    assert rows[0].recent[0]["outcome"] == "lost" and rows[0].points_games == 1
    shown = []
    monkeypatch.setattr(StatisticsDialog, "exec", lambda dialog: shown.append(dialog) or 0)
    window.show_statistics()
    dialog = shown[0]
    dialog.table.selectRow(0)
    assert [outcome for outcome, _height in dialog.chart.bars()] == ["lost"]


# -- 4: card size, hand order, the result's auto-dismiss ----------------------------------------
def test_card_size_follows_the_option_and_the_window(qtbot):
    window, view = open_game(qtbot, "kozel")
    wait_turn(qtbot, view)
    settings = window.services.settings
    widths = {}
    for size in ("small", "medium", "large"):
        settings.set_table_option("card_size", size)  # applied at once, no new game
        widths[size] = view.scene.card_width()
    assert widths["small"] < widths["medium"] < widths["large"]
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: view.scene.card_width() > widths["large"], timeout=5000)  # relative to the window


def test_the_hand_is_ordered_as_the_settings_say(qtbot):
    from app.core.hand_order import ordered_hand
    from app.games.kozel.options import RANK_ORDER
    from app.ui.scenes.card_table import HAND

    window, view = open_game(qtbot, "kozel")
    wait_turn(qtbot, view)
    settings = window.services.settings
    for colours, side, ranks in (("alternate", "left", "descending"), ("suit_order", "right", "ascending")):
        settings.set_table_option("hand_colours", colours)
        settings.set_table_option("trump_side", side)
        settings.set_table_option("rank_order", ranks)
        hand = list(view.scene.display.cards(HAND, 0))
        layout = view.scene.layout()
        placed = sorted(hand, key=lambda c: layout[c].x)
        expected = ordered_hand(hand, RANK_ORDER.strength, view.observation.trump_suit, colours == "alternate", side,
                                ranks == "descending")
        assert placed == expected


def test_the_deals_result_goes_on_by_itself_after_the_chosen_seconds(qtbot):
    window = make_window(qtbot, chooser=no_pass, speed="fast")
    settings = window.services.settings
    settings.set_table_option("result_seconds", "3")
    view = window.open_game("back_alley", resume=False)
    restore(view, back_alley_play(LAST_TRICK, ["board", "pass", "pass", "pass"]))
    wait_turn(qtbot, view)
    view.play(view.table.legal_actions()[0])
    qtbot.waitUntil(view.result_waiting, timeout=10000)
    qtbot.waitUntil(lambda: not view.result_waiting(), timeout=6000)  # nobody clicked
    qtbot.waitUntil(lambda: "deal" in view.history, timeout=5000)  # the next deal came


# -- 1: review a deal -----------------------------------------------------------------------------
def opened_reviews(monkeypatch) -> list:
    from app.ui.review_dialog import ReviewDialog

    shown: list = []
    monkeypatch.setattr(ReviewDialog, "exec", lambda dialog: shown.append(dialog) or 0)
    return shown


def test_review_a_back_alley_deal_every_hand_face_up_with_bids_and_score(qtbot, monkeypatch):
    from app.core.deal_review import review_game

    shown = opened_reviews(monkeypatch)
    window, view = open_game(qtbot, "back_alley", chooser=no_pass)
    hands = [["AS", "KS"], ["KH", "3C"], ["QD", "4C"], ["2C", "5C"]]
    restore(view, back_alley_play(hands, []))
    wait_turn(qtbot, view)
    window.update_actions()
    assert not window.review_action.isEnabled()  # nothing finished yet: no peeking at hands
    while "deal" not in view.history:
        wait_turn(qtbot, view)
        view.play(no_pass(view.table))
        qtbot.waitUntil(lambda: "deal" in view.history or view.awaiting_human(), timeout=10000)
    window.update_actions()
    assert window.review_action.isEnabled()
    window.review_action.trigger()
    dialog = shown[0]
    deal = review_game(view.table.record())[0]
    assert dialog.deal.number == deal.number and dialog.step == 0
    dealt = [sorted(map(str, h)) for h in dialog.position().hands]
    assert dealt == [sorted(h) for h in hands]  # every hand as dealt, face up
    dialog.go("trick_forward")  # the auction, then the first trick complete
    assert len(dialog.position().trick) == 4 and dialog.position().trick_won_by is not None
    assert "takes the trick" in dialog.trick_text.text()
    assert "Bids:" in dialog.side.text()
    dialog.go("last")
    assert "tricks" in dialog.side.text() and "score" in dialog.side.text()
    assert all(not h for h in dialog.position().hands)
    dialog.go("first")
    assert dialog.step == 0
    dialog.grab().save("/tmp/cp2_review_test.png")


def test_review_reveals_kozels_face_down_discards(qtbot, monkeypatch):
    import random as random_module

    from app.core.card_events import Played
    from app.core.session import GameSession

    shown = opened_reviews(monkeypatch)
    window, view = open_game(qtbot, "kozel")
    # A finished Kozel game (the match goes on) with a face-down discard, played at random.
    rng = random_module.Random(1)
    session = GameSession.new("kozel", seed=11)
    discards = []
    while not session.automatic_pending():
        events = session.play(rng.choice(session.legal_actions()))
        discards += [e for e in events if isinstance(e, Played) and not e.face_up]
    assert discards
    content = {"record": session.record.to_dict(), "state": session.state.to_dict(), "level": "easy", "options": {}}
    assert view.restore(content)
    window.update_actions()
    window.review_action.trigger()
    dialog = shown[0]
    positions = dialog.deal.positions
    hidden = next(i for i, p in enumerate(positions) if p.trick and not p.trick[-1].face_up)
    dialog.step = hidden
    dialog.show_position()
    play = dialog.position().trick[-1]
    assert play.cards and "discarded face down" in dialog.trick_text.text()
    assert dialog.play_line(play).endswith("(discarded face down)")


def test_the_last_finished_game_is_reviewed_from_the_home_screen(qtbot, monkeypatch):
    shown = opened_reviews(monkeypatch)
    window, view = open_game(qtbot, "back_alley", chooser=no_pass)
    restore(view, back_alley_play([["AS", "KS"], ["KH", "3C"], ["QD", "4C"], ["2C", "5C"]], []))
    while "deal" not in view.history:
        wait_turn(qtbot, view)
        view.play(no_pass(view.table))
        qtbot.waitUntil(lambda: "deal" in view.history or view.awaiting_human(), timeout=10000)
    wait_turn(qtbot, view)
    view.table.resign()  # the game is over: it becomes the last finished game
    window.services.saves.flush()
    window.show_home()
    assert window.review_action.isEnabled()
    window.review_action.trigger()
    assert shown and shown[0].deals[0].players == 4 and shown[0].names[0] == "You"


# -- 5: sound ---------------------------------------------------------------------------------------
class HeardSounds:
    """The sound service as the table's events reach it (no device)."""

    def __init__(self) -> None:
        from app.sound import SoundService

        self.heard: list[str] = []
        self.service = SoundService(output=None)
        self.service.play = self.heard.append


def test_the_cards_sound_as_they_move(qtbot):
    window, view = open_game(qtbot, "back_alley", chooser=no_pass)
    window.services.settings.set_animation_speed("fast")
    view.animator.set_speed("fast")
    sounds = HeardSounds()
    window.services.sound = sounds.service
    restore(view, back_alley_play(LAST_TRICK, ["board", "pass", "pass", "pass"]))
    wait_turn(qtbot, view)
    view.play(view.table.legal_actions()[0])
    qtbot.waitUntil(lambda: sounds.heard.count("card_play") == 4 and "trick_collect" in sounds.heard, timeout=10000)
    first_collect = sounds.heard.index("trick_collect")
    assert sounds.heard[:first_collect] == ["card_play"] * 4  # each card as it moves, then the trick
    qtbot.waitUntil(view.result_waiting, timeout=10000)
    view.dismiss_result()  # the player goes on: the next deal is dealt, with its sound
    qtbot.waitUntil(lambda: "deal" in sounds.heard, timeout=10000)


def test_bao_seeds_sound_as_they_drop(qtbot):
    window, view = open_game(qtbot, "bao")
    window.services.settings.set_animation_speed("fast")
    view.animator.set_speed("fast")
    sounds = HeardSounds()
    window.services.sound = sounds.service
    wait_turn(qtbot, view)
    view.play(view.table.legal_actions()[0])
    qtbot.waitUntil(lambda: "seed_drop" in sounds.heard, timeout=10000)


def test_the_game_over_sounds_won_or_lost_after_the_last_step():
    from app.core.card_events import GameOver, Played
    from app.core.cards import deck54
    from app.core.game_info import LOST, WON, SeatResult
    from app.ui import table_sounds
    from app.ui.animation import Step
    from app.ui.table_sounds import sounded_steps

    class Over:
        def __init__(self, outcome):
            self.outcome = outcome

        def is_over(self):
            return True

        def result(self):
            return [SeatResult(self.outcome, 1, 0)]

        def viewpoint(self):
            return 0

    heard: list[str] = []

    class Sound:
        play = staticmethod(heard.append)

    def steps_for(events):
        return [Step(100, lambda: None, lambda t: None) for e in events if isinstance(e, Played)]

    card = next(c for c in deck54() if str(c) == "AS")
    for outcome, name in ((WON, "game_won"), (LOST, "game_lost")):
        heard.clear()
        table_sounds.forget_recent_sounds()  # (the same sound is not repeated within REPEAT_GAP_SECONDS)
        steps = sounded_steps([Played(0, (card,)), GameOver((1.0, -1.0))], steps_for, Sound(), Over(outcome))
        assert len(steps) == 2 and heard == []
        steps[0].start()
        steps[1].done()
        assert heard == ["card_play", name]


def test_a_kozel_claim_is_accepted_with_the_games_points_and_refused_while_the_stock_lasts(qtbot):
    from app.core.claim import ClaimReason
    from tests.claim_positions import kozel_endgame, piles_without

    window, view = open_game(qtbot, "kozel")
    wait_turn(qtbot, view)
    verdicts = shown_verdicts(view)
    before = list(view.history)
    window.claim_action.trigger()  # a new game: cards are still to be drawn
    qtbot.waitUntil(lambda: len(verdicts) == 1, timeout=10000)
    assert claim_reason_text(ClaimReason.STOCK_LEFT) in verdicts[0] and view.history == before
    hands = [["AH", "TH"], ["6C", "7C"], ["KH", "QH"], ["6D", "7D"]]
    restore(view, kozel_endgame(hands, "9H", piles_without([c for h in hands for c in h]), leader=0))
    wait_turn(qtbot, view)
    window.claim_action.trigger()
    qtbot.waitUntil(lambda: len(verdicts) == 2, timeout=10000)
    assert claim_reason_text(ClaimReason.CERTAIN, kozel=True) in verdicts[1]
    assert len(view.history) >= 8 and view.table.actors()[:8] == [0, 1, 2, 3] * 2


def test_the_statistics_file_exports_as_csv_and_resets_only_when_confirmed(qtbot, monkeypatch, tmp_path):
    import csv

    from app.ui import statistics_dialog
    from app.ui.dialogs import StatisticsDialog
    from app.ui.main import create_application
    from app.ui.statistics import Statistics

    create_application()
    path = tmp_path / "statistics.json"
    service = Statistics(path)
    service.record("back_alley", "hard", "won", players=4, points=120, contracts_made=20, contracts_total=25)
    service.record("back_alley", "hard", "lost", players=4, points=-40, contracts_made=10, contracts_total=25)
    dialog = StatisticsDialog(service)
    qtbot.addWidget(dialog)
    out = tmp_path / "out.csv"
    assert dialog.export_to(str(out))
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    assert rows[0]["game"] == "back_alley" and rows[0]["played"] == "2" and rows[0]["contracts_made_percent"] == "60.0"
    assert rows[0]["last_results"] == "WL"
    monkeypatch.setattr(statistics_dialog, "ask_yes_no", lambda *a: False)
    dialog.reset_button.click()  # answered "no"
    assert Statistics(path).get("back_alley", "hard")["played"] == 2
    monkeypatch.setattr(statistics_dialog, "ask_yes_no", lambda *a: True)
    dialog.reset_button.click()
    assert dialog.table.rowCount() == 0
    assert Statistics(path).get("back_alley", "hard")["played"] == 0  # forgotten on disk too


def test_a_resized_card_table_keeps_its_looks_and_fits_the_window(qtbot):
    """A resize places what the table shows at the new size (only cards in flight need
    the view): the hand at the new card width inside the window, the focus card kept."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from app.ui.scenes.card_table import HAND

    window, view = open_game(qtbot, "kozel")
    wait_turn(qtbot, view)
    QTest.keyClick(window.focusWidget(), Qt.Key.Key_Right)
    focused = view.focus_card
    assert focused is not None and view.scene.items_by_card[focused].focused
    table = view.table_view.viewport()
    for width, height in ((1700, 1000), (1024, 640)):
        window.resize(width, height)
        qtbot.waitUntil(lambda: view.scene.width_px == table.width(), timeout=5000)
        hand = view.scene.display.cards(HAND, view.scene.human)
        assert hand
        for card in hand:
            item = view.scene.items_by_card[card]
            assert item.isVisible() and item.width == view.scene.card_width()
            box = item.sceneBoundingRect()
            assert 0 <= box.left() and box.right() <= table.width() and box.bottom() <= table.height()
        assert view.scene.items_by_card[focused].focused and view.focus_card == focused


def test_a_resize_during_the_deal_lands_every_card_at_the_new_size(qtbot):
    """A card in flight when the window is resized ends its move at once (it would glide
    to its old place); the deal plays on and every card lies where the new layout puts it."""
    window = make_window(qtbot, speed="normal", chooser=first_legal)
    window.services.settings.set_table_option("auto_play", "off")
    view = window.open_game("kozel", resume=False)
    qtbot.waitUntil(view.animator.is_busy, timeout=5000)
    table = view.table_view.viewport()
    for width, height in ((1700, 1000), (1150, 720)):
        window.resize(width, height)
        qtbot.waitUntil(lambda: view.scene.width_px == table.width(), timeout=5000)
    qtbot.waitUntil(lambda: view.awaiting_human() and not view.animator.is_busy(), timeout=30000)
    targets = view.scene.layout()
    for card, target in targets.items():
        item = view.scene.items_by_card[card]
        placed = view.scene.current_placement(item)
        assert abs(placed.x - target.x) < 0.5 and abs(placed.y - target.y) < 0.5, card
        box = item.sceneBoundingRect()
        assert -1 <= box.left() and box.right() <= table.width() + 1 and box.bottom() <= table.height() + 1, card


def test_a_card_in_flight_when_the_window_is_resized_glides_on_to_its_new_place(qtbot):
    """A window resized mid-move (a drag, a maximise) takes the moving cards on from where
    they are, scaled to the new table, to their new places in the move's time left; the
    move ended at once before, so a window drag made the cards jump ahead step by step."""
    window = make_window(qtbot, speed="normal", chooser=first_legal)
    window.resize(1150, 720)
    view = window.open_game("kozel", resume=False)
    scene, animator = view.scene, view.animator

    def moving() -> dict:
        targets = scene.layout()
        found = {}
        for card, target in targets.items():
            item = scene.items_by_card[card]
            placed = scene.current_placement(item)
            if item.isVisible() and (abs(placed.x - target.x) > 20 or abs(placed.y - target.y) > 20):
                found[card] = (placed, target)
        return found

    looked_at: list = []

    def a_move_half_way() -> bool:
        step = animator._current
        if step is None or step.relayout is None or animator._animation.duration() <= 0 or step in looked_at:
            return False
        looked_at.append(step)  # each step once (held half-way again, it would never end)
        animator._animation.pause()  # held half-way: the test looks at it
        animator._animation.setCurrentTime(animator._animation.duration() // 2)
        if moving():
            return True
        animator._animation.resume()
        return False

    qtbot.waitUntil(a_move_half_way, timeout=10000)
    step, before = animator._current, moving()
    old_width, old_height = scene.width_px, scene.height_px
    window.resize(1700, 1000)
    table = view.table_view.viewport()
    qtbot.waitUntil(lambda: scene.width_px == table.width(), timeout=5000)
    assert animator._current is step, "the move ended at the resize"
    after = moving()
    assert after.keys() == before.keys()
    across, down = scene.width_px / old_width, scene.height_px / old_height
    for card, (placed, _target) in after.items():
        was = before[card][0]
        assert abs(placed.x - was.x * across) < 1 and abs(placed.y - was.y * down) < 1, card
    animator._animation.resume()
    qtbot.waitUntil(lambda: animator._current is not step, timeout=5000)
    targets = scene.layout()
    for card in before:
        placed = scene.current_placement(scene.items_by_card[card])
        assert abs(placed.x - targets[card].x) < 0.5 and abs(placed.y - targets[card].y) < 0.5, card


def test_the_move_log_tells_a_move_only_once_the_table_shows_it(qtbot):
    """The computers' moves reach the view before their cards are played on the table;
    the move log named them at once ("West: lead 9♥" while the cards were still being
    dealt). Now a move joins the log when its animation has reached the position after
    it, and every move is there once the table is idle."""
    from app.ui.card_games.panel import LogDivider

    window = make_window(qtbot, speed="normal", chooser=first_legal)
    window.services.settings.set_table_option("auto_play", "off")
    view = window.open_game("kozel", resume=False)

    def logged() -> int:
        return sum(not isinstance(line, LogDivider) for line in view.log_lines())

    def moves() -> int:
        return sum(actor is not None for actor in view.actors)

    ahead: list[tuple[int, int]] = []

    def a_move_not_yet_shown() -> bool:
        if view.animator.is_busy() and moves() > logged():
            ahead.append((moves(), logged()))
        return bool(ahead) or view.awaiting_human()

    qtbot.waitUntil(a_move_not_yet_shown, timeout=20000)
    if not ahead:  # the human leads: the computers answer his first card while it moves
        view.play(view.legal_actions()[0])
        qtbot.waitUntil(a_move_not_yet_shown, timeout=20000)
    assert ahead, "the log named every move at once while the table was still animating"
    history, _actors = view.shown_history()
    assert len(history) < len(view.history)
    qtbot.waitUntil(lambda: not view.animator.is_busy(), timeout=20000)
    assert logged() == moves()


def test_a_resumed_card_game_lays_its_hands_out_around_its_labels(qtbot):
    """A resumed Back Alley game laid its hands out before its labels had their text: the
    side hands ran up over their seat labels (and the bottom hand over the team's) until
    something laid the table out again. Every card is where the layout puts it now, and
    no side hand covers its seat's label."""
    window = make_window(qtbot, speed="instant", chooser=first_legal)
    view = window.open_game("back_alley", resume=False)
    for _ in range(2):
        wait_turn(qtbot, view)
        view.play(view.table.legal_actions()[0])
    wait_turn(qtbot, view)
    window.close()  # (its autosave written)
    again = make_window(qtbot, speed="instant", chooser=first_legal)
    again.continue_last_game()  # a new screen, as at the next start
    qtbot.waitUntil(lambda: not again.loading(), timeout=10000)
    resumed = again.view
    assert resumed.GAME == "back_alley" and resumed.history
    wait_turn(qtbot, resumed)
    scene = resumed.scene
    placements = scene.layout()
    for card, item in scene.items_by_card.items():
        if card in placements:
            assert (round(item.x(), 3), round(item.y(), 3)) == (
                round(placements[card].x, 3), round(placements[card].y, 3)), card
    for player in range(4):
        if scene.seat_of(player) in ("left", "right"):
            label = scene.seat_labels[player].sceneBoundingRect()
            for card in scene.display.cards(HAND, player):
                assert not scene.items_by_card[card].sceneBoundingRect().intersects(label), (player, card)


@pytest.mark.parametrize("game", ["kozel", "back_alley"])
def test_the_trump_and_the_hand_counts_show_once_the_deal_is_on_the_table(qtbot, game):
    """While a deal's cards were still flying, the table's note and the panel already
    named the trump (before its card was turned) and the seats said "cards: 4"; they now
    wait for the deal to be on the table, and come back then."""
    window = make_window(qtbot, speed="normal", chooser=first_legal)
    view = window.open_game(game, resume=False)
    assert view.animator.is_busy()
    scene = view.scene
    window.show()
    qtbot.waitExposed(window)
    info = view.panel.info
    # Hidden in their places (the layout reads the labels' sizes: nothing jumps after).
    assert not scene.stock_label.isVisible() and scene.stock_label.title
    assert not info.isVisible() and info.height() > 0
    assert all(label.detail.strip() == "" for label in scene.seat_labels)
    assert all(label.title for label in scene.pile_labels)  # "tricks: 0" gives nothing away
    view.refresh()  # (a refresh meanwhile, e.g. the computer starts thinking, keeps it so)
    assert not scene.stock_label.isVisible() and not info.isVisible()
    qtbot.waitUntil(scene.stock_label.isVisible, timeout=20000)
    trump = view.observation.trump_suit if game == "kozel" else view.observation.trump
    assert trump is None or SUIT_SYMBOLS[trump] in scene.stock_label.title
    assert info.isVisible() and info.text() == view.info_text() != ""
    assert any(label.detail.strip() for label in scene.seat_labels)


def test_nobody_is_to_play_while_a_fresh_deal_is_dealt(qtbot):
    """The panel said "Your turn" (and offered nothing yet) while the cards of a new
    deal were still flying; the turn now shows once the deal is on the table."""
    window = make_window(qtbot, speed="normal", chooser=first_legal)
    view = window.open_game("back_alley", resume=False)
    assert view.animator.is_busy()
    assert view.panel.turn.text() == ""
    assert not any(label.active for label in view.scene.seat_labels)
    qtbot.waitUntil(lambda: not view.animator.is_busy(), timeout=20000)
    assert view.panel.turn.text() != ""


def test_a_wrapped_label_gets_shorter_with_its_text(qtbot):
    """The panel's facts lose a line when an undo goes back from the play to the auction
    ("Trumps not broken yet"); the label kept the taller height (QLabel's height for a
    width never answers less than its minimum height, which the label had raised), a
    blank line above the auction (a play-test)."""
    from PySide6.QtWidgets import QVBoxLayout, QWidget

    from app.ui.wrapped_label import WrappedLabel

    box = QWidget()
    layout = QVBoxLayout(box)
    facts, below = WrappedLabel(), WrappedLabel()
    layout.addWidget(facts)
    layout.addWidget(below)
    layout.addStretch(1)
    below.setText("Auction so far")
    box.resize(300, 600)
    qtbot.addWidget(box)
    box.show()
    line = facts.fontMetrics().lineSpacing()
    facts.setText("\n".join(["Trump: clubs"] * 5))
    qtbot.waitUntil(lambda: facts.height() >= 5 * line)
    tall = facts.height()
    facts.setText("\n".join(["Trump: clubs"] * 4))
    qtbot.waitUntil(lambda: facts.height() <= tall - line)
    assert below.y() <= facts.y() + facts.height() + layout.spacing()
