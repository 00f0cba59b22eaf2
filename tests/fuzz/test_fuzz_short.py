"""The short fuzz run of the default suite: a few dozen damaged files of each kind, and Hypothesis inputs.

Each damaged file must load cleanly or be refused with one message: never a
traceback, never a game that loads and then fails its checks. (The long run,
``python -m tests.fuzz.long_run``, does the same with hundreds and prints counts.)
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.carddb.problems import DataError
from tabletop.carddb.yamlio import parse_yaml
from tabletop.engine import safe_json
from tabletop.engine.ops import op_from_json
from tests.fuzz.campaign import campaign
from tests.fuzz.corpus import KINDS

SHORT_CASES = 25


@pytest.mark.parametrize("kind", KINDS)
def test_damaged_files_give_a_message_or_a_sound_game(kind: str) -> None:
    tally = campaign(kind, SHORT_CASES, seed=1)
    assert tally.failures == []
    assert tally.counts["message"] > 0  # the damage is real: most files are refused


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=8), children, max_size=5),
    max_leaves=12,
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=300))
def test_any_bytes_are_json_or_one_refusal(raw: bytes) -> None:
    try:
        safe_json.loads(raw)
    except safe_json.JsonRefused as refused:
        assert str(refused)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(alphabet=st.sampled_from(list("ab:-[]{}?&*!|>'\"#\n\t 19.,%<@`")), max_size=120))
def test_any_text_is_yaml_or_file_line_problems(text: str) -> None:
    try:
        parse_yaml(text, "any.yaml")
    except DataError as error:
        assert error.problems and all(problem.path == "any.yaml" and problem.line >= 1 for problem in error.problems)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(json_values)
def test_any_json_is_an_op_or_a_value_error(value: object) -> None:
    try:
        op_from_json(json.loads(json.dumps(value)))
    except ValueError:
        pass


def test_a_deck_name_too_long_for_the_file_system_is_a_problem_not_a_traceback() -> None:
    from tabletop import paths
    from tabletop.engine.position_file import parse_position
    from tabletop.games import registry

    text = "kind: position\ngame: wms\nseats:\n  - {name: Ann, deck: '" + "x" * 600 + "'}\n  - {name: Bob}\n"
    with pytest.raises(DataError) as caught:
        parse_position(text, "long.yaml", registry.load, paths.cards_dir() / "wms" / "positions")
    assert any("no deck" in problem.message for problem in caught.value.problems)
