"""The start screen: choose a game, decks and options; start; continue an interrupted game."""

from __future__ import annotations

from tabletop.engine import manual
from tabletop.engine.persistence import save_session
from tabletop.engine.session import Session
from tabletop.ui import settings
from tabletop.ui.launch import Flow
from tabletop.ui.start_screen import StartScreen


def test_choosing_a_game_offers_its_decks_options_and_starts_it(qtbot) -> None:
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.select_game("wagon")
    assert screen.game.id == "wagon"
    assert len(screen.rows) == 2 and screen.rows[0].deck.count() >= 2
    assert "first" in screen.option_boxes
    assert [screen.variant.itemData(i) for i in range(screen.variant.count())] == ["standard", "tournament", "quick"]
    assert not screen.manual.isChecked() and screen.manual.isEnabled()  # the rules are on; manual is a sandbox
    screen.variant.setCurrentIndex(2)
    screen.manual.setChecked(True)
    screen.rows[0].name.setText("Ann")
    screen.seed.setText("42")
    with qtbot.waitSignal(screen.start_requested) as started:
        screen.start_button.click()
    setup = started.args[0]
    assert (setup.game, setup.seed, setup.manual, setup.variant) == ("wagon", 42, True, "quick")
    assert setup.players[0].name == "Ann" and setup.players[0].deck is not None


def test_a_bad_seed_is_explained(qtbot) -> None:
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.seed.setText("soon")
    assert screen.setup() is None
    assert "whole number" in screen.message.text()


def test_the_flow_opens_a_game_window_and_continues_an_interrupted_game(qtbot) -> None:
    flow = Flow()
    flow.show_start("nitro")
    assert flow.start is not None
    flow.start.manual.setChecked(True)  # the sandbox: the players move the cards
    flow.start.start()
    assert len(flow.windows) == 1
    window = flow.windows[0]
    window.ask_on_close = False
    qtbot.addWidget(window)
    assert window.controller.game.id == "nitro"
    assert window.controller.session.setup.manual
    assert window.controller.manual(manual.PassTurn())
    assert settings.interrupted_game() is not None
    screen = StartScreen()
    qtbot.addWidget(screen)
    assert screen.continue_button.isVisibleTo(screen)
    interrupted = settings.interrupted_game()
    assert interrupted is not None
    assert flow.open_game(interrupted)
    assert flow.windows[-1].controller.state.turn == 2
    for opened in flow.windows:
        opened.ask_on_close = False
        opened.autosave_enabled = False


def test_opening_a_damaged_save_from_the_start_screen_explains(qtbot, tmp_path, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from tests.games.shipped import shipped

    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: shown.append(args[2]))
    game = shipped("nitro")
    path = tmp_path / "bad.tabletop"
    save_session(Session(game, game.default_setup(1)), path)
    path.write_text("{not json")
    flow = Flow()
    assert not flow.open_game(path)
    assert shown and "not a tabletop save" in shown[0]


def test_a_deck_that_says_where_it_comes_from_shows_it_beside_its_name(qtbot) -> None:
    screen = StartScreen()
    qtbot.addWidget(screen)
    for game_id in ("unmatched",):
        screen.select_game(game_id)
        names = [screen.rows[0].deck.itemText(i) for i in range(screen.rows[0].deck.count())]
        assert names and all(("shipped · the project's own" in name or "shipped · community list" in name)
                             for name in names), names
        assert any("community list" in name for name in names) and any("project's own" in name for name in names)
