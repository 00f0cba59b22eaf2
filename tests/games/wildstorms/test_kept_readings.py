"""What WildStorms keeps with a position and with its board answers exactly what a fresh reading answers.

The position's reading context (with its listing) lives until the state changes; the readings
of the board alone (zones' cards, the characters at the battlesite, what each can do, what the
battlesite blocks) live until a card, zone or token changes (``Context.on_board``), through the
steps that only ask a question or change a phase. A copy of the state keeps nothing: its answers
are worked out afresh. Compared through random games with undo, redo and changes by hand.
"""

from __future__ import annotations

import random

import pytest

from tabletop.engine.selfplay import manual_step
from tabletop.engine.session import Session
from tabletop.engine.state import StateBuilder
from tabletop.engine.transaction import Builder
from tabletop.engine.variants import new_setup
from tabletop.games.wildstorms import abilities as ab
from tabletop.games.wildstorms.context import WildStormsContext
from tabletop.games.wildstorms.rules import RULES
from tests.games.listing_checks import kept_readings_agree
from tests.games.shipped import shipped


@pytest.mark.parametrize(("seed", "variant", "players", "options"), [
    (21, "", None, {}),
    (22, "standard", 2, {"secret_reinforcements": "on", "limited_magick": "on"}),
    (23, "ffa", 3, {}),
    (24, "campaign", None, {}),
])
def test_kept_readings_equal_fresh_ones_through_play_undo_redo_and_changes_by_hand(
        seed: int, variant: str, players: int | None, options: dict[str, str]) -> None:
    game = shipped("wildstorms")
    setup = new_setup(game, seed, variant=variant, players=players, options=options) if variant \
        else game.default_setup(seed)
    session = Session(game, setup)
    chooser = random.Random(seed)
    compared = 0
    for _ in range(400):
        if session.is_over():
            break
        listed = kept_readings_agree(game, session.state)
        roll = chooser.random()
        if roll < 0.1 and session.history.can_undo:
            session.undo()
        elif roll < 0.15 and session.history.can_redo:
            session.redo()
        elif roll < 0.2 or not listed:
            manual_step(game, session, chooser)
        else:
            session.perform(chooser.choice(listed))
            compared += 1
    assert compared > 150


def test_a_change_of_the_board_drops_its_readings_and_a_change_of_data_keeps_them() -> None:
    game = shipped("wildstorms")
    state = game.setup(game.default_setup(3))
    ctx = WildStormsContext(state, game.db, RULES)
    front = ctx.battle_characters(0)
    assert ("battle", 0) in state.readings.board  # kept with the board
    with Builder(state, "data only", 0) as step:
        step.set_data("spent", 3)
        step.set(("phase",), "Recruit and Equip")
    assert ("battle", 0) in state.readings.board  # a change of data or phase leaves it
    character = next(c for c in ctx.cards_in(0, "hand") if ctx.is_character(c))
    with Builder(state, "a card moves", 0) as step:
        step.move(character, "p0.front")
    assert ("battle", 0) not in state.readings.board
    assert ctx.battle_characters(0) == [*front, character]


def test_a_counter_or_a_token_drops_the_board_readings() -> None:
    build = StateBuilder("t", ["A", "B"], rng_seed=1)
    build.zone("p0.front", 0, "front")
    card = build.card("x", 0, "p0.front")
    state = build.state
    for change in (lambda step: step.set_counter(card, "injury", 1),
                   lambda step: step.create_token("marker", 0, "p0.front"),
                   lambda step: step.set_card(card, "face_up", False)):
        state.readings.board["k"] = "old"
        with Builder(state, "step", 0) as step:
            change(step)
        assert "k" not in state.readings.board


def test_what_a_character_can_use_stays_kept_until_it_or_what_it_holds_changes() -> None:
    game = shipped("wildstorms")
    state = game.setup(game.default_setup(3))
    ctx = WildStormsContext(state, game.db, RULES)
    first, second = [c for c in ctx.cards_in(0, "hand") if ctx.is_character(c)][:2]
    with Builder(state, "set the ranks", 0) as step:
        step.move(first, "p0.front")
        step.move(second, "p0.front")
    skills, powers = ab.skills(ctx, first), ab.powers(ctx, first)
    with Builder(state, "another moves and is hurt", 0) as step:
        step.move(second, "p0.rear")
        step.set_counter(second, "injury", 1)
    assert ab.skills(ctx, first) is skills and ab.powers(ctx, first) is powers  # kept (the very values)
    with Builder(state, "it moves", 0) as step:
        step.move(first, "p0.rear")
    assert ("powers", first) not in state.readings.places  # a change of the character itself
    assert ab.powers(ctx, first) == powers
    with Builder(state, "awake", 0) as step:
        step.set_counter(first, "awake", 1)
    assert ("skills", first) not in state.readings.places and ("powers", first) not in state.readings.places
