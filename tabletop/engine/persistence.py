"""Saving and loading games.

A save is one JSON object::

    {"format": "tabletop-save", "version": 1, "checksum": "<sha256 of body>",
     "body": {"game", "app_version", "card_sets", "setup", "initial",
              "done", "undone", "snapshot"}}

``initial`` is the starting state, ``done``/``undone`` the history (with each
step's action, so the log replays), ``snapshot`` the current state: loading
re-applies ``done`` to ``initial`` and checks the result equals ``snapshot``.
Writes are atomic (temporary file, then rename). Every way a file can be
wrong ends in one :class:`SaveError` sentence.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tabletop import __version__
from tabletop.carddb.decks import Deck
from tabletop.carddb.problems import DataError
from tabletop.engine.actions import IllegalAction
from tabletop.engine.game import Game, PlayerSetup, Setup
from tabletop.engine.session import Session
from tabletop.engine.state import State
from tabletop.engine.transaction import Transaction, apply_ops
from tabletop.engine.values import freeze
from tabletop.fileio import write_text_atomically

SAVE_FORMAT = "tabletop-save"
SAVE_VERSION = 2
REPLAYED_VERSIONS = (1,)
"""Older formats read by replaying their recorded actions with today's rules (format 1 was
written before the shared rules framework, whose states keep their bookkeeping differently)."""
SAVE_SUFFIX = ".tabletop"


class SaveError(Exception):
    """A save that cannot be read; the message is one sentence for the player."""


GameLookup = Callable[[str], Game]
"""Finds a game by id (``tabletop.games.registry.load``); KeyError for an unknown id."""


def _deck_to_json(deck: Deck | None) -> dict | None:
    if deck is None:
        return None
    return {"name": deck.name, "format": deck.format, "options": dict(deck.options),
            "sections": {name: dict(cards) for name, cards in deck.sections.items()}}


def _deck_from_json(game: str, data: dict | None) -> Deck | None:
    if data is None:
        return None
    return Deck(game, data["name"], {k: dict(v) for k, v in data["sections"].items()},
                data.get("format", ""), dict(data.get("options", {})))


def setup_to_json(setup: Setup) -> dict:
    return {"game": setup.game, "seed": setup.seed, "options": dict(setup.options),
            "manual": setup.manual, "variant": setup.variant, "teams": [list(t) for t in setup.teams],
            "bots": list(setup.bots),
            "players": [{"name": p.name, "deck": _deck_to_json(p.deck)} for p in setup.players]}


def setup_from_json(data: dict) -> Setup:
    game = data["game"]
    players = tuple(PlayerSetup(p["name"], _deck_from_json(game, p["deck"])) for p in data["players"])
    teams = tuple(tuple(int(seat) for seat in team) for team in data.get("teams", ()))
    bots = tuple(str(level) for level in data.get("bots", ()))
    return Setup(game, players, int(data["seed"]), freeze(data["options"]), bool(data["manual"]),
                 str(data.get("variant", "")), teams, bots)


def _canonical(body: dict) -> bytes:
    return json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def session_to_json(session: Session, done: list[dict] | None = None, undone: list[dict] | None = None) -> dict:
    """The save of a session; ``done``/``undone`` are its history's steps already in JSON, when known
    (the autosave keeps them, so a compaction does not convert every step again)."""
    game = session.game
    body = {
        "game": game.id,
        "app_version": __version__,
        "card_sets": game.card_set_versions(),
        "setup": setup_to_json(session.setup),
        "initial": session.initial,
        "done": done if done is not None else [t.to_json(game.action_to_json) for t in session.history.done],
        "undone": undone if undone is not None else [t.to_json(game.action_to_json) for t in session.history.undone],
        "snapshot": session.state.to_json(),
    }
    checksum = hashlib.sha256(_canonical(body)).hexdigest()
    return {"format": SAVE_FORMAT, "version": SAVE_VERSION, "checksum": checksum, "body": body}


def save_session(session: Session, path: Path) -> None:
    """Write a save atomically: a crash leaves the old file or the new one, never half."""
    text = json.dumps(session_to_json(session), separators=(",", ":"), ensure_ascii=False)
    write_text_atomically(Path(path), text)


def _parse(raw: bytes, name: str) -> dict:
    if not raw.strip():
        raise SaveError(f"{name} is empty, so it is not a tabletop save.")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        if raw.lstrip()[:1] == b"{" and SAVE_FORMAT.encode() in raw[:200]:
            raise SaveError(f"{name} is a damaged tabletop save (cut short or corrupted); it cannot be opened.") from None
        raise SaveError(f"{name} is not a tabletop save.") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(f"{name} is not a tabletop save.")
    version = data.get("version")
    if version != SAVE_VERSION and version not in REPLAYED_VERSIONS:
        if isinstance(version, int) and version > SAVE_VERSION:
            raise SaveError(
                f"{name} was saved by a newer tabletop (save format {version}); "
                f"this version reads format {SAVE_VERSION}. Please update tabletop."
            )
        raise SaveError(f"{name} has an unknown save format version ({version!r}).")
    body = data.get("body")
    if not isinstance(body, dict) or hashlib.sha256(_canonical(body)).hexdigest() != data.get("checksum"):
        raise SaveError(f"{name} is a damaged tabletop save (its contents fail their checksum); it cannot be opened.")
    if version in REPLAYED_VERSIONS:
        body = {**body, "replay": True}
    return body


_PHYSICAL = ("zones", "cards", "tokens", "turn", "active_player")


def _replayed(game: Game, body: dict, name: str) -> Session:
    """A save of an older format, rebuilt by making its recorded steps again with today's rules.

    The cards, tokens and turn it reaches must be the ones the save recorded.
    """
    setup = setup_from_json(body["setup"])
    session = Session(game, setup)
    done = [Transaction.from_json(t, game.action_from_json) for t in body["done"]]
    undone = [Transaction.from_json(t, game.action_from_json) for t in body["undone"]]
    for number, transaction in enumerate([*done, *reversed(undone)], start=1):
        try:
            session.replay(transaction)
        except IllegalAction as error:
            raise SaveError(f"{name} was saved by an older tabletop (save format 1); today's rules refuse "
                            f"its step {number} ({transaction.label}): {error.reason}") from None
        if number == len(done):
            reached = session.state.to_json()
    if not done:
        reached = session.state.to_json()
    for _ in undone:
        session.undo()
    snapshot = body["snapshot"]
    if any(reached[key] != snapshot[key] for key in _PHYSICAL):
        raise SaveError(f"{name} was saved by an older tabletop (save format 1), and replaying its moves "
                        "with today's rules does not give the same game; it cannot be opened.")
    return session


def session_from_json(body: dict, find_game: GameLookup, name: str = "The save") -> Session:
    """Rebuild a session from a save body (checksum already verified)."""
    try:
        game: Game = find_game(body["game"])
    except KeyError:
        raise SaveError(f"{name} is a game of '{body.get('game')}', which this tabletop does not know.") from None
    except DataError:
        raise SaveError(f"{name} is a game of {body.get('game')}, whose card data has problems "
                        "(run 'tabletop validate').") from None
    try:
        if body.get("replay"):
            return _replayed(game, body, name)
        setup = setup_from_json(body["setup"])
        state = State.from_json(body["initial"])
        session = Session(game, setup, state)
        done = [Transaction.from_json(t, game.action_from_json) for t in body["done"]]
        undone = [Transaction.from_json(t, game.action_from_json) for t in body["undone"]]
        for transaction in done:
            apply_ops(session.state, transaction.ops)
        session.history.done = done
        session.history.undone = undone
        matches = session.state.to_json() == body["snapshot"]
    except SaveError:
        raise
    except Exception:
        raise SaveError(f"{name} is a damaged tabletop save: its history cannot be replayed.") from None
    if not matches:
        raise SaveError(f"{name} is a damaged tabletop save: its history does not lead to its saved position.")
    return session


def load_session(path: Path, find_game: GameLookup) -> Session:
    """Open a save; SaveError with one clear sentence for any unreadable file."""
    path = Path(path)
    name = path.name
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(f"{name} does not exist.") from None
    except IsADirectoryError:
        raise SaveError(f"{name} is a folder, not a save.") from None
    except OSError as error:
        raise SaveError(f"{name} cannot be read: {error.strerror}.") from None
    return session_from_json(_parse(raw, name), find_game, name)


def describe_save(path: Path, find_game: GameLookup) -> dict[str, Any]:
    """Game, players and progress of a save, for the recent-games list."""
    session = load_session(path, find_game)
    return {"game": session.game.id, "players": [p.name for p in session.setup.players],
            "steps": len(session.history.done), "over": session.is_over()}
