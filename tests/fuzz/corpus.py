"""Healthy files to damage: saves of every game, the shipped card sets, decks and positions."""

from __future__ import annotations

import functools
import json
import random
from dataclasses import dataclass
from pathlib import Path

from tabletop import paths
from tabletop.engine.persistence import session_to_json
from tabletop.engine.selfplay import manual_step, play_random_game
from tabletop.engine.session import Session
from tabletop.games import registry


@dataclass(frozen=True)
class Seed:
    """One healthy file: its kind, game, name and contents."""

    kind: str  # save, cards, deck, position
    game: str
    name: str
    data: bytes


def _save_bytes(session: Session) -> bytes:
    return json.dumps(session_to_json(session), separators=(",", ":"), ensure_ascii=False).encode("utf-8")


@functools.cache
def saves() -> tuple[Seed, ...]:
    """A short game of each game (rules games with a few overrides by hand), some steps undone."""
    found = []
    for game_id in registry.game_ids():
        game = registry.load(game_id)
        for seed in (1, 2):
            if game.has_rules:
                session, _ = play_random_game(game, seed, 40, manual_rate=0.1)
            else:
                session = Session(game, game.default_setup(seed))
                chooser = random.Random(seed)
                for _ in range(30):
                    manual_step(game, session, chooser)
            for _ in range(min(3, len(session.history.done))):
                session.undo()
            found.append(Seed("save", game_id, f"{game_id}-{seed}.tabletop", _save_bytes(session)))
    return tuple(found)


def _files(kind: str, pattern: str) -> tuple[Seed, ...]:
    root = paths.cards_dir()
    return tuple(Seed(kind, path.relative_to(root).parts[0], path.name, path.read_bytes())
                 for path in sorted(root.glob(pattern)))


@functools.cache
def card_sets() -> tuple[Seed, ...]:
    return _files("cards", "*/*.yaml")


@functools.cache
def decks() -> tuple[Seed, ...]:
    return _files("deck", "*/decks/*.yaml")


@functools.cache
def positions() -> tuple[Seed, ...]:
    return _files("position", "*/positions/*.yaml")


def seeds(kind: str) -> tuple[Seed, ...]:
    return {"save": saves, "cards": card_sets, "deck": decks, "position": positions}[kind]()


KINDS = ("save", "cards", "deck", "position")


def corpus_folder() -> Path:
    return paths.cards_dir()
