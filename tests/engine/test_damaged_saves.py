"""Damaged and hostile saves (issue 23, defects 1-4 and 6): one sentence each, never a traceback or a wrong game."""

from __future__ import annotations

import hashlib
import json
import os
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from tabletop.engine import persistence
from tabletop.engine.ops import MoveCard, OutOfStep, SetValue, op_from_json
from tabletop.engine.persistence import SaveError, load_session, save_session
from tabletop.engine.selfplay import play_random_game
from tabletop.engine.state import State
from tabletop.games import registry
from tests.engine.testgame import TALLY


@pytest.fixture
def saved(tmp_path: Path) -> Path:
    session, problems = play_random_game(TALLY, seed=5, max_actions=20)
    assert not problems
    session.undo()
    session.undo()
    path = tmp_path / "game.tabletop"
    save_session(session, path)
    return path


def _refused(path: Path, *fragments: str) -> str:
    with pytest.raises(SaveError) as caught:
        load_session(path, registry.load)
    message = str(caught.value)
    assert "\n" not in message and "Traceback" not in message
    for fragment in fragments:
        assert fragment in message
    return message


def _tamper(path: Path, change: Callable[[dict], None]) -> None:
    """Change the body and recompute the checksum (anyone can: it is a plain hash)."""
    data = json.loads(path.read_text())
    change(data["body"])
    data["checksum"] = hashlib.sha256(persistence._canonical(data["body"])).hexdigest()
    path.write_text(json.dumps(data))


# -- 1: anything in the JSON --------------------------------------------------------
def test_a_hundred_thousand_nested_brackets(tmp_path: Path) -> None:
    path = tmp_path / "deep.tabletop"
    path.write_text('{"format": "tabletop-save", "version": 2, "body": ' + "[" * 100_000 + "]" * 100_000 + "}")
    _refused(path, "deep.tabletop nests deeper than")


def test_a_five_thousand_digit_version(saved: Path) -> None:
    data = json.loads(saved.read_text())
    saved.write_text(json.dumps(data).replace('"version": 2', '"version": ' + "9" * 5000))
    _refused(saved, "a number of 5000 digits")


@pytest.mark.parametrize("version", ["true", "1.0", "2.0", '"2"', "null", "-1"])
def test_versions_that_are_not_whole_numbers(saved: Path, version: str) -> None:
    data = json.loads(saved.read_text())
    saved.write_text(json.dumps(data).replace('"version": 2', f'"version": {version}'))
    _refused(saved, "unknown save format version")


@pytest.mark.parametrize("key,value", [("game", ["tally"]), ("game", 7), ("setup", "x"), ("done", {}),
                                       ("snapshot", []), ("initial", None)])
def test_parts_of_the_wrong_type(saved: Path, key: str, value: object) -> None:
    _tamper(saved, lambda body: body.__setitem__(key, value))
    _refused(saved, "game.tabletop is")


def test_nan_is_refused(saved: Path) -> None:
    data = json.loads(saved.read_text())
    saved.write_text(json.dumps(data).replace('"seed": ', '"seed": NaN, "x": ', 1))
    _refused(saved, "game.tabletop")


# -- 2: the state and the setup ---------------------------------------------------------
def _first_card(body: dict) -> str:
    return next(iter(body["snapshot"]["cards"]))


def test_a_card_that_is_in_no_card_set(saved: Path) -> None:
    def change(body: dict) -> None:
        for state in (body["initial"], body["snapshot"]):
            state["cards"][_first_card(body)][0] = "no_such_card"
    _tamper(saved, change)
    _refused(saved, "'no_such_card', which is in none of the game's card sets")


def test_a_card_in_two_places(saved: Path) -> None:
    def change(body: dict) -> None:
        for state in (body["initial"], body["snapshot"]):
            zones = list(state["zones"].values())
            card = zones[0][3][0] if zones[0][3] else next(z[3][0] for z in zones if z[3])
            other = next(z for z in zones if card not in z[3])
            other[3].append(card)
    _tamper(saved, change)
    _refused(saved, "damaged tabletop save")


def test_one_player_instead_of_two(saved: Path) -> None:
    _tamper(saved, lambda body: body["setup"]["players"].pop())
    _refused(saved, "played by 2 players, not 1")


def test_options_that_are_not_options(saved: Path) -> None:
    _tamper(saved, lambda body: body["setup"].__setitem__("options", "x"))
    _refused(saved, "its setup is damaged")
    _tamper(saved, lambda body: body["setup"].__setitem__("options", {"colour": "blue"}))
    _refused(saved, "'colour' is not an option")


def test_a_zone_that_the_game_does_not_have(saved: Path) -> None:
    def change(body: dict) -> None:
        for state in (body["initial"], body["snapshot"]):
            state["zones"]["p0.attic"] = [0, "attic", "public", []]
    _tamper(saved, change)
    _refused(saved, "does not have the zones of")


# -- 3: the history ----------------------------------------------------------------------
def test_a_set_op_whose_old_value_is_wrong(saved: Path) -> None:
    def change(body: dict) -> None:
        for step in body["done"]:
            for op in step["ops"]:
                if op[0] == "set" and isinstance(op[2], int):
                    op[2] += 1000
                    return
        raise AssertionError("no set op to damage")
    _tamper(saved, change)
    _refused(saved, "does not fit the game it was recorded in")


def test_a_damaged_undone_step_is_found_at_load_not_at_redo(saved: Path) -> None:
    def change(body: dict) -> None:
        sets = [op for step in body["undone"] for op in step["ops"] if op[0] == "set"]
        assert sets
        sets[0][2] = "not what was there"
    _tamper(saved, change)
    _refused(saved, "damaged tabletop save")


def test_a_history_that_undoes_to_another_start(saved: Path) -> None:
    _tamper(saved, lambda body: body["initial"].__setitem__("turn", body["initial"]["turn"] + 5))
    _refused(saved, "damaged tabletop save")


def test_a_clean_save_still_loads_and_undoes_to_its_start(saved: Path) -> None:
    session = load_session(saved, registry.load)
    session.redo_all()
    session.undo_all()
    assert session.state.to_json() == session.initial


def test_ops_check_what_they_recorded() -> None:
    session, _ = play_random_game(TALLY, seed=2, max_actions=3)
    state = State.from_json(session.state.to_json())
    with pytest.raises(OutOfStep):
        SetValue(("turn",), state.turn + 1, 99).apply(state)
    card, zone = next((c, z.id) for z in state.zones.values() for c in z.cards)
    with pytest.raises(OutOfStep):
        MoveCard(card, zone, 0 if state.zones[zone].cards[0] != card else 1, zone, 0).apply(state)
    with pytest.raises(OutOfStep):
        MoveCard(card, zone, state.zones[zone].cards.index(card), zone, 10_000).apply(state)
    for damaged in (["move", "c1", "p0.deck", -1, "p0.hand", 0], ["set", ["players"], 1, 2],
                    ["set", ["cards", "__class__"], 1, 2], ["reorder", "p0.deck", ["c1"], ["c1", "c1"]],
                    ["create_token", {"id": 3}], "move", {"move": 1}, [], None):
        with pytest.raises(ValueError):
            op_from_json(damaged)


# -- 4 and 6: size and file kind ---------------------------------------------------------
def test_a_save_larger_than_the_limit_is_refused_before_reading(tmp_path: Path) -> None:
    path = tmp_path / "huge.tabletop"
    with path.open("wb") as stream:
        stream.truncate(persistence.MAX_SAVE_BYTES + 1)  # sparse: no disk used
    _refused(path, "huge.tabletop is larger than")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    path = tmp_path / "pipe.tabletop"
    os.mkfifo(path)
    outcome: list[str] = []
    reader = threading.Thread(target=lambda: outcome.append(_refused(path, "not a regular file")), daemon=True)
    reader.start()
    reader.join(timeout=30)  # generous: it answers at once; a blocking open would hang here
    if reader.is_alive():  # unblock the reader so the test run can go on, then fail
        with open(path, "wb"):
            pass
    assert outcome, "reading a FIFO blocked"


def test_validate_answers_for_a_damaged_save(saved: Path, capsys: pytest.CaptureFixture) -> None:
    from tabletop.cli import main

    saved.write_text('{"format": "tabletop-save", "version": ' + "7" * 5000 + "}")
    assert main(["validate", str(saved)]) == 1
    out = capsys.readouterr()
    assert "a number of 5000 digits" in out.out + out.err
    assert "Traceback" not in out.out + out.err
    assert sys.getrecursionlimit() >= 1000
