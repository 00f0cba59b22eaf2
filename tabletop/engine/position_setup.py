"""A position file's setup: the seed, variant, options and seats (names and decks) it starts from."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from tabletop import paths
from tabletop.carddb.decks import Deck, deck_from_data, load_deck
from tabletop.carddb.problems import DataError
from tabletop.carddb.yamlio import LineMap
from tabletop.engine.game import Game, PlayerSetup, Setup
from tabletop.engine.position_reader import Reader, line_of
from tabletop.engine.values import freeze
from tabletop.engine.variants import default_teams, variant_of


def setup_of(reader: Reader, game: Game, data: LineMap, folder: Path | None) -> Setup | None:
    seed = data.get("seed", 1)
    if isinstance(seed, bool) or not isinstance(seed, int):
        reader.problem(data.line_of("seed"), "'seed' should be a whole number")
        seed = 1
    options = data.get("options") or {}
    if not isinstance(options, dict):
        reader.problem(data.line_of("options"), "'options' should be a mapping of option: value")
        options = {}
    known = {spec.key: spec for spec in game.options}
    for variant in game.variants:
        known.update({spec.key: spec for spec in variant.options})
    for key, value in options.items():
        spec = known.get(key)
        if spec is None:
            reader.problem(line_of(options, key, data.line_of("options")),
                           f"'{key}' is not an option of {game.name} (options: {', '.join(known) or 'none'})")
        elif str(value) not in {choice for choice, _ in spec.choices}:
            reader.problem(line_of(options, key, data.line_of("options")),
                           f"option '{key}' may be {', '.join(c for c, _ in spec.choices)}, not {value!r}")
    variant = str(data.get("variant") or "")
    if variant and game.variants and variant not in {v.id for v in game.variants}:
        reader.problem(data.line_of("variant"), f"{game.name} has no variant '{variant}' "
                       f"(variants: {', '.join(v.id for v in game.variants)})")
    base = game.default_setup(seed)
    seats = data.get("seats")
    players = list(base.players)
    if seats is not None:
        if not isinstance(seats, list) or not seats:
            reader.problem(data.line_of("seats"), "'seats' should be a list with one entry per seat")
            return None
        if not game.min_players <= len(seats) <= game.max_players:
            reader.problem(data.line_of("seats"), f"{game.name} is played by {game.min_players} to "
                           f"{game.max_players} players, not {len(seats)}")
            return None
        if len(seats) != len(players):
            base = game.default_setup(seed, len(seats))
            players = list(base.players)
        for index, seat in enumerate(seats):
            line = line_of(seats, index, data.line_of("seats"))
            made = _seat(reader, game, seat, players[index] if index < len(players) else
                         PlayerSetup(f"Player {index + 1}"), line, folder)
            if index < len(players):
                players[index] = made
            else:  # more seats than the game has ready decks for
                players.append(made)
    merged = {**dict(base.options), **{str(k): str(v) for k, v in options.items()}}
    chosen = variant or base.variant
    teams = base.teams
    if not teams and game.variants and chosen in {v.id for v in game.variants}:
        teams = default_teams(variant_of(game, chosen), len(players))  # a team variant's seats form its teams
    return dataclasses.replace(base, players=tuple(players), options=freeze(merged), variant=chosen, teams=teams)


def _seat(reader: Reader, game: Game, seat: Any, default: PlayerSetup, line: int, folder: Path | None) -> PlayerSetup:
    if not isinstance(seat, dict):
        reader.problem(line, "each seat should be a mapping with 'name' and 'deck'")
        return default
    for key in seat:
        if key not in ("name", "deck"):
            reader.problem(line_of(seat, key, line), f"unknown seat key '{key}' (a seat has: name, deck)")
    name = str(seat.get("name") or default.name)
    deck: Deck | None = default.deck
    if isinstance(seat.get("deck"), dict):
        deck = _inline_deck(reader, game, seat["deck"], line_of(seat, "deck", line))
    elif "deck" in seat:
        deck = _deck(reader, game, str(seat["deck"]), line_of(seat, "deck", line), folder)
    return PlayerSetup(name, deck)


def _inline_deck(reader: Reader, game: Game, data: dict, line: int) -> Deck | None:
    """A deck written out in the position: ``{name, format, options, sections}``."""
    body = LineMap({"kind": "deck", "game": game.id, **data})
    body.line, body.key_lines = line, dict(getattr(data, "key_lines", {}))
    try:
        return deck_from_data(body, reader.at(line), game.db)
    except DataError as error:
        reader.problems.extend(error.problems)
        return None


def _deck(reader: Reader, game: Game, named: str, line: int, folder: Path | None) -> Deck | None:
    shipped = {Path(d.path).stem: d for d in game.shipped_decks()}
    if named in shipped:
        return shipped[named]
    candidates = [folder / named] if folder is not None else []
    candidates.append(paths.cards_dir() / game.id / "decks" / named)
    for path in candidates:
        try:
            found = path.is_file()
        except OSError:  # a name too long for the file system, or unreadable: not a deck file
            found = False
        if found:
            try:
                return load_deck(path, game.db)
            except DataError as error:
                reader.problems.extend(error.problems)
                return None
    reader.problem(line, f"no deck '{named}' (shipped decks: {', '.join(sorted(shipped)) or 'none'})")
    return None


# -- the state ---------------------------------------------------------------------------
