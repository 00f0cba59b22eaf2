"""Positions as files: read strictly, driven by labels, checked by scripts, exported and read back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.carddb.problems import DataError
from tabletop.cli import main
from tabletop.engine.position_export import position_text
from tabletop.engine.position_file import parse_position, read_position
from tabletop.engine.position_script import do, labelled_actions, run_script, session_of
from tabletop.engine.session import Session
from tabletop.games import registry
from tests.engine.testgame import TALLY, PlayCard

HERE = Path(__file__).resolve().parent / "positions"


def read(text: str):  # noqa: ANN201
    return parse_position(text, "p.yaml", registry.load)


def problems(text: str) -> list[str]:
    with pytest.raises(DataError) as caught:
        read(text)
    return [str(p) for p in caught.value.problems]


def test_a_position_sets_its_zones_and_keeps_the_rest_of_the_setup() -> None:
    position = read_position(HERE / "tuck.yaml", registry.load)
    state = position.state
    assert [state.cards[c].definition for c in state.zones["p0.hand"].cards] == ["n5", "n2"]
    three = state.cards["three"]
    assert three.location == "p0.field" and three.counters == {"bonus": 1}
    assert [state.cards[c].definition for c in three.attachments] == ["n1"]
    assert state.turn == 3 and state.active_player == 0
    cards_of_p0 = [c for c in state.cards.values() if c.owner == 0]
    assert len(cards_of_p0) == 6, "the cards placed come out of the seat's own deck"
    assert not {"n5", "n2", "n3", "n1"} & {state.cards[c].definition for c in state.zones["p0.deck"].cards}


def test_the_script_of_a_position_file_passes() -> None:
    position = read_position(HERE / "tuck.yaml", registry.load)
    assert run_script(position) == []


def test_a_failing_script_check_names_its_line() -> None:
    text = (HERE / "tuck.yaml").read_text().replace("deciding: 1", "deciding: 0")
    position = read(text)
    found = run_script(position)
    assert len(found) == 1 and found[0].startswith("p.yaml:19: seat 1 decides, not 0")


def test_labels_name_every_legal_action_and_repeat_labels_are_numbered() -> None:
    position = read("kind: position\ngame: tally\nzones:\n  p0.hand: [n4, n4]\n  p0.field: []\n")
    labels = [label for label, _ in labelled_actions(position.game, position.state)]
    assert labels == ["play Number 4", "play Number 4 #2", "end the turn"]
    session = session_of(position)
    assert do(session, "play Number 4 #2") == ["play Number 4"]
    assert isinstance(session.history.done[-1].action, PlayCard)


@pytest.mark.parametrize(("text", "message"), [
    ("kind: position\ngame: tally\nturns: 3\n", "p.yaml:3: unknown key 'turns'"),
    ("kind: position\ngame: chess\n", "p.yaml:2: unknown game 'chess'"),
    ("kind: position\ngame: tally\nzones:\n  p0.hand: [n9]\n", "p.yaml:4: no Tally (test game) card 'n9'"),
    ("kind: position\ngame: tally\nzones:\n  p7.hand: []\n", "p.yaml:4: no zone 'p7.hand'"),
    ("kind: position\ngame: tally\nactive: 2\n", "p.yaml:3: 'active' should be a seat number from 0 to 1"),
    ("kind: position\ngame: tally\ndecision: {seat: 0, kind: dance}\n", "p.yaml:3: no move answers a decision of kind 'dance'"),
    ("kind: position\ngame: tally\nzones:\n  p0.field:\n    - {card: n1, face: sideways}\n",
     "p.yaml:5: 'face' should be up or down"),
    ("kind: position\ngame: tally\nzones:\n  p0.field:\n    - {card: n1, id: x}\n    - {card: n2, id: x}\n",
     "p.yaml:6: card id 'x' is used twice"),
    ("kind: position\ngame: tally\nseats:\n  - {name: Ann, deck: nowhere}\n  - {name: Bob}\n",
     "p.yaml:4: no deck 'nowhere'"),
    ("kind: position\ngame: tally\noptions: {speed: fast}\n", "p.yaml:3: 'speed' is not an option"),
    ("kind: position\ngame: tally\nzones: [1, 2]\n", "p.yaml:3: 'zones' should map zone ids"),
    ("kind: position\ngame: tally\ndata: {options: {}}\n", "p.yaml:3: 'options' is set at the top"),
    ("kind: position\ngame: tally\nzones:\n  p0.hand: [n1\n", "p.yaml:5: YAML syntax"),
    ("- just\n- a list\n", "p.yaml:1: a position is a mapping"),
])
def test_a_broken_position_gets_file_and_line(text: str, message: str) -> None:
    found = problems(text)
    assert any(p.startswith(message) for p in found), found


def test_export_then_read_gives_the_same_moment_and_the_same_future() -> None:
    session = Session(TALLY, TALLY.default_setup(8))
    for label in ("play Number 3", "tap Number 3", "keep quiet"):
        if any(named == label for named, _ in labelled_actions(TALLY, session.state)):
            do(session, label)
    do(session, "end the turn")
    text = position_text(session, "mid-game")
    again = read(text)
    original, copy = session.state.to_json(), again.state.to_json()
    for key in ("zones", "cards", "tokens", "turn", "phase", "active_player", "decision", "rng", "data"):
        assert copy[key] == original[key], key
    later = session_of(again)
    for _ in range(6):
        labels = [label for label, _ in labelled_actions(TALLY, session.state)]
        do(session, labels[0])
        do(later, labels[0])
    assert later.state.to_json()["cards"] == session.state.to_json()["cards"]


def test_the_position_command_prints_views_legal_actions_and_each_step(capsys) -> None:
    path = str(HERE / "tuck.yaml")
    assert main(["position", path, "--json", "--do", "tuck Number 2 under Number 3"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "tally" and out["deciding_seat"] == 0 and out["turn"] == 3
    assert {entry["label"] for entry in out["legal"]} >= {"play Number 5", "end the turn"}
    hand = out["views"]["0"]["zones"]["p0.hand"]["cards"]
    assert [card["name"] for card in hand] == ["Number 5", "Number 2"]
    assert all(card.get("hidden") for card in out["views"]["1"]["zones"]["p0.hand"]["cards"])
    step = out["done"][0]
    assert step["log"][1].startswith("Number 3: 7 points = ")
    assert "tuck Number 5 under Number 3" in {entry["label"] for entry in step["legal"]}


def test_an_unknown_do_label_and_a_broken_file_exit_1(tmp_path: Path, capsys) -> None:
    assert main(["position", str(HERE / "tuck.yaml"), "--do", "fly away"]) == 1
    assert "'fly away' is not a legal action now" in capsys.readouterr().err
    broken = tmp_path / "broken.yaml"
    broken.write_text("kind: position\ngame: tally\nzones:\n  p0.hand: [n99]\n")
    assert main(["position", str(broken), "--json"]) == 1
    assert "broken.yaml:4: no Tally (test game) card 'n99'" in capsys.readouterr().err
    assert main(["validate", str(broken)]) == 1
