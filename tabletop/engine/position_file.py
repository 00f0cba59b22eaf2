"""Positions as files: any moment of any game, set up from YAML and checked strictly.

A position starts from the game's own setup (its seats, decks, seed, variant
and options) and then says how things stand::

    kind: position
    game: <game id>
    title: The worked example, first play
    seed: 7
    options: {first: "0"}
    seats:
      - {name: Ann, deck: starter_one}           # a shipped deck id, a file beside this one,
      - {name: Bob, deck: {name: Mine, sections: {main: {knight: 3}}}}   # or the deck itself
    turn: 1
    phase: Fight
    active: 0
    zones:                                       # each zone listed holds exactly these cards, in order
      p0.hand: [knight, squire]
      p0.leader: [{card: king, counters: {wound: 2}}]
      p1.field:
        - card: dragon
          id: drake                              # a fixed card id, to name it in data or the decision
          under: [saddle]
          face: up                               # up / down; rotation: 0/90/180/270; controller: seat
    tokens:                                      # tokens the setup made, found by owner and name
      - {owner: 0, name: Hero, at: "space:b3", health: 5}
    decision: {seat: 0, kind: play, opening: true}
    queue: []                                    # what comes after the decision (queue entries)
    data: {command_played: false}                # game fields, over the setup's own
    script:                                      # optional: steps and checks (see position_script)
      - do: Play Captain
      - log: "4 CC"

Zones not listed keep what the setup put there; a card a listed zone names is
taken from its owner's own cards (from the zone it was in; a deck gives it up)
or made if the owner has none left. Every problem is reported as ``file:line``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.carddb.problems import DataError, Problem, Where, display_path
from tabletop.carddb.yamlio import LineMap, parse_yaml, read_text
from tabletop.engine.game import Game, Setup
from tabletop.engine.position_reader import Reader, line_of
from tabletop.engine.position_setup import setup_of
from tabletop.engine.position_state import StateBuilder, card_number
from tabletop.engine.state import State

KIND = "position"
TOP_KEYS = ("kind", "game", "title", "about", "seed", "variant", "options", "seats", "turn", "phase",
            "active", "zones", "tokens", "decision", "queue", "data", "rng", "script")

GameLookup = Callable[[str], Game]


@dataclass
class Position:
    """A position read from a file: the game, the setup it starts from and the state it sets."""

    game: Game
    setup: Setup
    state: State
    title: str = ""
    about: str = ""
    script: tuple[Any, ...] = ()
    path: str = ""
    script_lines: tuple[int, ...] = ()


def read_position(path: Path, find_game: GameLookup) -> Position:
    """Read and check a position file; DataError listing every ``file:line`` problem."""
    shown = display_path(path)
    return parse_position(read_text(Path(path), shown), shown, find_game, Path(path).parent)


def parse_position(text: str, shown: str, find_game: GameLookup, folder: Path | None = None) -> Position:
    data = parse_yaml(text, shown)
    reader = Reader(Where(shown, 1))
    if not isinstance(data, LineMap):
        raise DataError([Problem(shown, 1, "a position is a mapping with 'kind: position' at the top")])
    if data.get("kind") != KIND:
        reader.problem(data.line_of("kind"), f"'kind' should be '{KIND}', not {data.get('kind')!r}")
    for key in data:
        if key not in TOP_KEYS:
            reader.problem(data.line_of(key), f"unknown key '{key}' (a position has: {', '.join(TOP_KEYS)})")
    game_id = data.get("game")
    try:
        game = find_game(game_id) if isinstance(game_id, str) else None
    except KeyError as error:
        reader.problem(data.line_of("game"), str(error.args[0]) if error.args else f"unknown game {game_id!r}")
        game = None
    except DataError as error:
        raise DataError([Problem(shown, data.line_of("game"), f"the {game_id} card data has problems"),
                         *error.problems]) from None
    if game is None:
        if not reader.problems:
            reader.problem(data.line_of("game"), "'game' should name a game")
        raise DataError(reader.problems)
    setup = setup_of(reader, game, data, folder)
    if reader.problems or setup is None:
        raise DataError(reader.problems)
    try:
        state = game.setup(setup)
    except (ValueError, KeyError) as error:
        raise DataError([Problem(shown, data.line_of("seats"), f"the game cannot be set up: {error}")]) from None
    StateBuilder(reader, game, state, data).build()
    state.readings.changed()  # written directly, not by ops: what the setup read no longer holds
    state.next_id = max([state.next_id, *(card_number(i) + 1 for i in (*state.cards, *state.tokens)
                                          if card_number(i) < 1 << 30)])
    if not reader.problems:
        _check_playable(reader, game, state, data)
    if reader.problems:
        raise DataError(reader.problems)
    script = data.get("script")
    script = [] if script is None else script
    if not isinstance(script, list):
        raise DataError([reader.at(data.line_of("script")).problem("'script' should be a list of steps")])
    lines = tuple(line_of(script, i, data.line_of("script")) for i in range(len(script)))
    return Position(game, setup, state, str(data.get("title") or ""), str(data.get("about") or ""),
                    tuple(script), shown, lines)


def _check_playable(reader: Reader, game: Game, state: State, data: LineMap) -> None:
    """The game's own checks, then: the rules can list what happens next."""
    for message in game.position_problems(state):
        reader.problem(1, message)
    if reader.problems:
        return
    try:
        game.legal_actions(state)
        game.prompt(state)
    except Exception as error:  # a hand-written position the rules cannot read
        line = data.line_of("decision") if "decision" in data else 1
        reader.problem(line, f"the game cannot go on from this position ({type(error).__name__}: {error})")
