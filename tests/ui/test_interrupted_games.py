"""Every interrupted game is offered at start, with its game, date and turn; each can be discarded."""

from __future__ import annotations

from pathlib import Path

from tabletop import paths
from tabletop.engine.journal import Autosave
from tabletop.engine.session import Session
from tabletop.games import registry
from tabletop.ui import settings
from tabletop.ui.interrupted import InterruptedGames
from tabletop.ui.launch import Flow


def _autosave(game_id: str, steps: int, name: str) -> Path:
    game = registry.load(game_id)
    session = Session(game, game.default_setup(2))
    for _ in range(steps):
        session.perform(game.legal_actions(session.state)[0])
    saver = Autosave(settings.autosave_folder(), session, name)
    saver.sync()
    saver.close(discard=False)  # as if the app had been killed: the files stay
    return saver.journal_path


def test_two_interrupted_games_are_both_offered_and_one_can_be_discarded(qtbot) -> None:
    first = _autosave("wms", 6, "first")
    second = _autosave("wildstorms", 4, "second")
    panel = InterruptedGames()
    qtbot.addWidget(panel)
    texts = sorted(panel.list.item(i).text() for i in range(panel.list.count()))
    assert len(texts) == 2
    assert texts[0].startswith("WMS: The Card Game · ") and "turn 1 · 6 steps" in texts[0]
    assert texts[1].startswith("WildStorms CCG · ") and "4 steps" in texts[1]
    row = next(i for i in range(panel.list.count()) if panel.list.item(i).text().startswith("WMS"))
    panel.list.setCurrentRow(row)
    panel.discard_button.click()
    assert not first.exists() and second.exists() and panel.list.count() == 1


def test_a_damaged_autosave_is_listed_as_damaged_and_cannot_be_continued(qtbot) -> None:
    path = _autosave("wms", 2, "broken")
    path.with_suffix(".tabletop").write_text("{not json", encoding="utf-8")
    panel = InterruptedGames()
    qtbot.addWidget(panel)
    assert panel.list.item(0).text().startswith("Damaged autosave from ")
    assert not panel.continue_button.isEnabled() and panel.discard_button.isEnabled()


def test_continuing_opens_the_game_where_it_stopped(qtbot) -> None:
    path = _autosave("wms", 6, "goes-on")
    flow = Flow()
    flow.show_start()
    assert flow.start is not None
    flow.start.interrupted.continue_button.click()
    window = flow.windows[-1]
    window.ask_on_close = False
    assert len(window.controller.session.history.done) == 6
    window.close()
    assert path.parent == paths.autosave_dir()


def test_open_any_file_tells_the_kind_from_the_content(qtbot) -> None:
    flow = Flow()
    assert flow.open_any(paths.cards_dir() / "wms" / "positions" / "guard.yaml")
    window = flow.windows[-1]
    window.ask_on_close = False
    assert window.controller.game.id == "wms"
    window.close()
