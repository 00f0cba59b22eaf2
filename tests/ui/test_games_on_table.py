"""Real games played with mouse gestures on the table, then undone to the start."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tabletop.engine.session import Session
from tabletop.engine.values import FrozenDict
from tabletop.ui.main_window import MainWindow
from tests.games.shipped import shipped
from tests.ui.conftest import activate
from tests.ui.driver import pass_curtain, perform_by_gesture


def open_game(qtbot, game_id: str, seed: int, *, sandbox: bool = False, decks: tuple[str, ...] = (),
              options: dict[str, str] | None = None) -> MainWindow:
    """A ready game of ``game_id``; ``decks`` (deck names) and ``options`` name the matchup outright,
    so that new shipped decks do not change which game a test plays."""
    game = shipped(game_id)
    setup = game.default_setup(seed)
    if decks:
        shipped_decks = {deck.name: deck for deck in game.shipped_decks()}
        seats = tuple(dataclasses.replace(seat, deck=shipped_decks[name])
                      for seat, name in zip(setup.players, decks, strict=True))
        setup = dataclasses.replace(setup, players=seats)
    if options:
        setup = dataclasses.replace(setup, options=FrozenDict({**setup.options, **options}))
    window = MainWindow(Session(game, dataclasses.replace(setup, manual=sandbox)), autosave=False)
    window.ask_on_close = False
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    activate(qtbot, window)
    return window


def undo_everything(window: MainWindow, qtbot) -> None:
    for _ in range(window.controller.undo_stack.count()):
        pass_curtain(window)  # behind the curtain nothing can be undone
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not window.controller.undo_stack.canUndo(), "Ctrl+Z should undo every step"


def wounds_left(window: MainWindow) -> int:
    """Wounds left on the commanders (the "wound" counter counts what remains)."""
    state = window.controller.state
    return sum(card.counters.get("wound", 0) for card in state.cards.values())


def choose(actions, *preferred: str):  # noqa: ANN001, ANN201
    """The first legal action whose class is named first in ``preferred``."""
    for name in preferred:
        for action in actions:
            if type(action).__name__ == name:
                return action
    return actions[0]


def test_a_whole_wms_fight_with_the_mouse_then_undone(qtbot, monkeypatch) -> None:
    window = open_game(qtbot, "wms", seed=4)
    initial = window.controller.state.to_json()
    gestures = {"drag": 0, "button": 0}
    start_wounds = None
    for _ in range(80):
        if start_wounds is None and window.controller.state.phase == "Fight":
            start_wounds = wounds_left(window)  # both commanders chosen
        if start_wounds is not None and wounds_left(window) < start_wounds:
            break
        actions = window.controller.legal_actions()
        action = choose(actions, "Ready", "PlayUnit", "Fight", "LoseFight", "TacticalRetreat")
        gestures["drag" if action.destination() else "button"] += 1
        perform_by_gesture(window, action, monkeypatch)
    assert start_wounds is not None and wounds_left(window) == start_wounds - 1, "the loser should lose a wound"
    assert gestures["drag"] >= 2 and gestures["button"] >= 2
    log = "\n".join(window.log.entries())
    assert " CC = " in log or " RC = " in log  # the arithmetic of each play
    assert "loses a Wound" in log
    undo_everything(window, qtbot)
    assert window.controller.state.to_json() == initial


def test_unmatched_maneuver_and_a_secret_attack_with_the_mouse_then_undone(qtbot, monkeypatch) -> None:
    window = open_game(qtbot, "unmatched", seed=220, decks=("Jekyll & Hyde", "King Arthur"),
                       options={"battlefield": "lantern_market"})
    state = window.controller.state
    initial = state.to_json()
    attacked = False
    for _ in range(400):
        actions = window.controller.legal_actions()
        if not actions:
            break
        names = {type(a).__name__ for a in actions}
        if "PlayCombatCard" in names:  # the secret pick: only the picker sees their cards
            attacked = True
            picker = window.controller.game.deciding_seat(state)
            pass_curtain(window)
            hidden = [c for p, z in ((1 - picker, "hand"),) for c in state.zones[f"p{p}.{z}"].cards]
            assert all(not window.scene.face_visible(c) for c in hidden)
        action = choose(actions, "PlaceFighter", "Attack", "PlayCombatCard", "NoDefense", "Maneuver")
        moves = [a for a in actions if type(a).__name__ == "MoveFighter"]
        if type(action).__name__ not in ("PlaceFighter", "Attack", "PlayCombatCard", "NoDefense", "Maneuver") and moves:
            action = min(moves, key=lambda a: _gap_to_enemy(window, a))
        elif type(action).__name__ not in ("PlaceFighter", "Attack", "PlayCombatCard", "NoDefense", "Maneuver"):
            action = choose(actions, "Decline")
        perform_by_gesture(window, action, monkeypatch)
        if attacked and "PlayCombatCard" not in {type(a).__name__ for a in window.controller.legal_actions()}:
            break
    assert attacked, "an attack should have happened"
    labels = [t.label for t in window.controller.session.history.done]
    assert any("maneuver" in label.lower() for label in labels)
    undo_everything(window, qtbot)
    assert state.to_json() == initial


def _gap_to_enemy(window: MainWindow, move) -> int:  # noqa: ANN001
    """Hex distance from a move's destination to the nearest opposing fighter (to head for a fight)."""
    state = window.controller.state
    field = window.controller.game.battlefield(state)
    where = {space.id: (space.q, space.r) for space in field.spaces}
    mover = state.tokens[move.fighter]
    q, r = where[move.space]
    gaps = []
    for token in state.tokens.values():
        if token.kind == "fighter" and token.owner != mover.owner and token.location.startswith("space:"):
            tq, tr = where[token.location[len("space:"):]]
            gaps.append((abs(q - tq) + abs(r - tr) + abs(q + r - tq - tr)) // 2)
    return min(gaps, default=0)


@pytest.mark.parametrize("game_id", ["nitro", "wagon"])
def test_manual_games_by_hand_saved_reopened_finished_and_undone(qtbot, game_id: str, tmp_path) -> None:
    from PySide6.QtWidgets import QPushButton

    from tests.ui.conftest import drag
    from tests.ui.driver import destination_point, item_centre

    window = open_game(qtbot, game_id, seed=2, sandbox=True)  # nitro has rules: its sandbox is manual
    state = window.controller.state
    initial = state.to_json()
    me = window.controller.game.deciding_seat(state)
    target = next(z for z in state.zones if z.startswith(f"p{me}.") and z.endswith(("ring", "characters")))
    card = state.zones[f"p{me}.hand"].cards[0]
    drag(window.view, item_centre(window, card), destination_point(window, target))
    assert state.cards[card].location == target
    assert window.controller.session.history.done[-1].manual
    path = tmp_path / "manual.tabletop"
    assert window.save_to(path)
    window.close()

    again = open_game(qtbot, game_id, seed=99, sandbox=True)
    assert again.open_path(path)
    qtbot.wait(20)
    state = again.controller.state
    assert state.cards[card].location == target
    next(b for b in again.prompt.findChildren(QPushButton) if b.text() == "End turn").click()
    QApplication.processEvents()
    pass_curtain(again)
    winner = state.players[1 - me].name
    next(b for b in again.prompt.findChildren(QPushButton) if b.text() == f"{winner} won").click()
    assert again.controller.session.is_over()
    assert again.controller.game.prompt(state) == f"{winner} wins (as the players declared)."
    undo_everything(again, qtbot)
    assert state.to_json() == initial


def test_wildstorms_recruit_equip_and_attack_with_the_mouse_then_undone(qtbot, monkeypatch) -> None:
    window = open_game(qtbot, "wildstorms", seed=3)
    state = window.controller.state
    initial = state.to_json()
    done: set[str] = set()
    for _ in range(400):
        if {"Recruit", "Equip", "DeclareAttack"} <= done and state.phase != "Attack":
            break  # recruited, equipped, and an attack was declared and resolved
        actions = window.controller.legal_actions()
        if not actions:
            break
        wanted = [name for name in ("DeclareAttack", "Equip", "PlayCombatCard") if name not in done]
        action = choose(actions, *wanted, "Recruit", "ChooseBattlesite", "KeepHand", "DoneDeclaring", "PassCombat",
                        "PassWindow", "NextPhase", "DiscardCard", "DrawCards")
        if type(action).__name__ in ("Recruit", "Equip", "DeclareAttack", "PlayCombatCard"):
            assert action.destination(), "these are drags on the table"
        perform_by_gesture(window, action, monkeypatch)
        done.add(type(action).__name__)
    assert {"Recruit", "Equip", "DeclareAttack"} <= done
    log = "\n".join(window.log.entries())
    assert " D " in log or "D " in log  # the combat arithmetic is in the log
    undo_everything(window, qtbot)
    assert state.to_json() == initial


WAGON_ORDER = ("AttackPanel", "TakePanel", "LetItHappen", "Attack", "PlayCharacter", "PlayPlotDevice",
               "ToAction", "EndTurn")


def test_a_whole_wagon_game_with_the_mouse_to_the_end_then_undone(qtbot, monkeypatch) -> None:
    """A standard game played to its winner by drags, double-clicks and buttons alone (no manual tool)."""
    window = open_game(qtbot, "wagon", seed=2)
    state = window.controller.state
    initial = state.to_json()
    kinds: set[str] = set()
    for _ in range(200):
        if window.controller.session.is_over():
            break
        actions = window.controller.legal_actions()
        offensive = [a for a in actions if type(a).__name__ != "PlayCharacter" or a.position == "offense"]
        action = choose(offensive, *WAGON_ORDER)
        perform_by_gesture(window, action, monkeypatch)
        kinds.add(type(action).__name__)
    assert window.controller.session.is_over(), "the game should reach its end"
    assert not any(step.manual for step in window.controller.session.history.done)
    assert {"PlayCharacter", "Attack", "AttackPanel", "ToAction", "EndTurn"} <= kinds
    winner = window.controller.session.winner()
    assert not state.zones[f"p{1 - winner}.panels"].cards
    log = "\n".join(window.log.entries())
    assert " OFF = " in log and "goes first" in log  # the battles' arithmetic, the first player
    assert "wins" in window.controller.game.prompt(state)
    undo_everything(window, qtbot)
    assert state.to_json() == initial
