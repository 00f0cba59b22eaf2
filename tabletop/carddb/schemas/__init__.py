"""Per-game card schemas, imported on first use."""

from __future__ import annotations

import importlib

from tabletop.carddb.model import GAME_IDS, GameSchema

_registered: dict[str, GameSchema] = {}


def register_schema(schema: GameSchema) -> GameSchema:
    """Make a schema known (tests register small ones of their own)."""
    _registered[schema.game] = schema
    return schema


def schema_for(game_id: str) -> GameSchema:
    """The card schema of ``game_id``; KeyError for an unknown game."""
    if game_id not in _registered:
        if game_id not in GAME_IDS:
            raise KeyError(game_id)
        module = importlib.import_module(f"tabletop.carddb.schemas.{game_id}")
        register_schema(module.SCHEMA)
    return _registered[game_id]


def known_games() -> list[str]:
    return list(dict.fromkeys([*GAME_IDS, *_registered]))
