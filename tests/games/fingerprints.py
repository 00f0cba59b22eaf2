"""Fingerprints of seeded random games, to show that a speed-up changes no play.

Each game of a :class:`TraceSet` is played by :func:`tabletop.engine.selfplay.play_random_game`
with pinned decks (named by file, so a new shipped deck changes nothing), variant and options.
Its fingerprint is a sha256 per block of steps over each step's label, action and log lines, and
one of the final state. A game's ``data/selfplay_trace.json`` holds the fingerprints of its rules
as they play today; a change that means to change play (a rules fix) writes them again with
``python -m tests.games.<game>.selfplay_trace --write`` and says so in its commit. The engine is
shared, so an engine change is checked against every game's fingerprints.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop import paths
from tabletop.carddb.decks import load_deck
from tabletop.engine.actions import action_to_json
from tabletop.engine.game import Game, PlayerSetup
from tabletop.engine.selfplay import play_random_game
from tabletop.engine.variants import new_setup

AGAIN = (" (a speed-up must not change play; a rules change meant to change it records the games again: "
         "python -m tests.games.{game}.selfplay_trace --write, and says so in its commit)")


@dataclass(frozen=True)
class Pinned:
    """One fingerprinted game: its seed, variant, deck files (one per seat) and options."""

    name: str
    seed: int
    variant: str
    decks: tuple[str, ...]
    options: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class TraceSet:
    """A game's fingerprinted games and where their fingerprints are kept."""

    game_id: str
    games: tuple[Pinned, ...]
    file: Path
    block: int = 100  # steps per fingerprint block (a difference is reported by its first block)
    limit: int = 2000  # at most this many steps per game
    whole_games: bool = True  # every game reaches its winner within the limit

    def pinned(self, name: str) -> Pinned:
        return next(entry for entry in self.games if entry.name == name)

    def play(self, game: Game, pinned: Pinned, seed: int | None = None) -> dict[str, Any]:
        """One game's fingerprint: its length, the block digests and the final state's digest."""
        seed = pinned.seed if seed is None else seed
        folder = paths.cards_dir() / game.id / "decks"
        seats = tuple(PlayerSetup(f"Player {i + 1}", load_deck(folder / f"{name}.yaml", game.db, read_only=True))
                      for i, name in enumerate(pinned.decks))
        base = new_setup(game, seed, variant=pinned.variant, players=len(pinned.decks), options=dict(pinned.options))
        session, problems = play_random_game(game, seed, self.limit, setup=dataclasses.replace(base, players=seats))
        lines = [json.dumps([t.label, action_to_json(t.action), list(t.log)], sort_keys=True)
                 for t in session.history.done]
        blocks = [_digest("\n".join(lines[start:start + self.block])) for start in range(0, len(lines), self.block)]
        final = _digest(json.dumps(session.state.to_json(), sort_keys=True, default=str))
        return {"steps": len(lines), "blocks": blocks, "final": final, "problems": problems,
                "over": game.is_over(session.state)}

    def recorded(self) -> dict[str, dict[str, Any]]:
        return json.loads(self.file.read_text(encoding="utf-8"))

    def check(self, game: Game, name: str) -> None:
        """Assert that the pinned game ``name`` plays exactly as recorded."""
        found, expected = self.play(game, self.pinned(name)), self.recorded()[name]
        again = AGAIN.format(game=self.game_id)
        assert found["problems"] == []
        if self.whole_games:
            assert found["over"], f"{name}: no winner within {self.limit} steps"
        pairs = enumerate(zip(found["blocks"], expected["blocks"], strict=False))
        differing = next((index for index, (a, b) in pairs if a != b), None)
        assert differing is None, \
            f"{name}: steps {differing * self.block + 1}-{(differing + 1) * self.block} differ{again}"
        assert found["steps"] == expected["steps"], again
        assert found["final"] == expected["final"], again

    def main(self, argv: list[str]) -> None:
        """``python -m tests.games.<game>.selfplay_trace [--write]``: print (and write) the fingerprints."""
        from tabletop.games import registry

        game = registry.load(self.game_id)
        found = {entry.name: self.play(game, entry) for entry in self.games}
        if "--write" in argv:
            self.file.write_text(json.dumps(found, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print(json.dumps({name: (trace["steps"], trace["final"], trace["over"]) for name, trace in found.items()}))


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
