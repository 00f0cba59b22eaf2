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
from tabletop.engine import safe_json
from tabletop.engine.actions import IllegalAction
from tabletop.engine.game import Game, PlayerSetup, Setup
from tabletop.engine.history_check import Damaged, checked_setup, rebuild
from tabletop.engine.session import Session
from tabletop.engine.state_check import is_int
from tabletop.engine.transaction import Transaction
from tabletop.engine.values import freeze
from tabletop.fileio import UnreadableFile, read_limited, write_text_atomically

SAVE_FORMAT = "tabletop-save"
SAVE_VERSION = 2
REPLAYED_VERSIONS = (1,)
"""Older formats read by replaying their recorded actions with today's rules (format 1 was
written before the shared rules framework, whose states keep their bookkeeping differently)."""
SAVE_SUFFIX = ".tabletop"
MAX_SAVE_BYTES = 32_000_000
"""A save larger than this is refused unread (a 10,000-step game saves in a few MB)."""
MAX_COPIES = 1000
"""Copies of one card a deck in a save may hold."""


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
    name, sections = data["name"], data["sections"]
    deck_format, options = data.get("format", ""), data.get("options", {})
    if not (isinstance(name, str) and isinstance(deck_format, str) and isinstance(options, dict)
            and all(isinstance(k, str) and isinstance(v, str) for k, v in options.items())
            and isinstance(sections, dict) and all(isinstance(cards, dict) for cards in sections.values())
            and all(isinstance(card, str) and is_int(count) and 0 <= count <= MAX_COPIES
                    for cards in sections.values() for card, count in cards.items())):
        raise TypeError("a damaged deck")
    return Deck(game, name, {k: dict(v) for k, v in sections.items()}, deck_format,
                dict(options))


def setup_to_json(setup: Setup) -> dict:
    return {"game": setup.game, "seed": setup.seed, "options": dict(setup.options),
            "manual": setup.manual, "variant": setup.variant, "teams": [list(t) for t in setup.teams],
            "bots": list(setup.bots),
            "players": [{"name": p.name, "deck": _deck_to_json(p.deck)} for p in setup.players]}


def setup_from_json(data: dict) -> Setup:
    """A setup from its JSON form; TypeError/KeyError/ValueError when it is not one."""
    game, seed, options, players = data["game"], data["seed"], data["options"], data["players"]
    variant, teams, bots = data.get("variant", ""), data.get("teams", []), data.get("bots", [])
    if not (isinstance(game, str) and is_int(seed) and isinstance(options, dict) and isinstance(data["manual"], bool)
            and all(isinstance(k, str) and isinstance(v, str) for k, v in options.items())
            and isinstance(variant, str) and isinstance(players, list)
            and all(isinstance(p, dict) and isinstance(p.get("name"), str) for p in players)
            and isinstance(teams, list) and all(isinstance(t, list) and all(is_int(s) for s in t) for t in teams)
            and isinstance(bots, list) and all(isinstance(b, str) for b in bots)):
        raise TypeError("a damaged setup")
    seats = tuple(PlayerSetup(p["name"], _deck_from_json(game, p["deck"])) for p in players)
    return Setup(game, seats, seed, freeze(options), data["manual"], variant,
                 tuple(tuple(team) for team in teams), tuple(bots))


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
    looks_like_a_save = raw.lstrip()[:1] == b"{" and SAVE_FORMAT.encode() in raw[:200]
    try:
        data = safe_json.loads(raw)
    except safe_json.JsonRefused as refused:
        if not refused.syntax:
            raise SaveError(f"{name} {refused}, so it cannot be opened.") from None
        if looks_like_a_save:
            raise SaveError(f"{name} is a damaged tabletop save (cut short or corrupted); it cannot be opened.") from None
        raise SaveError(f"{name} is not a tabletop save.") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(f"{name} is not a tabletop save.")
    version = data.get("version")
    if not is_int(version) or (version != SAVE_VERSION and version not in REPLAYED_VERSIONS):
        if is_int(version) and version > SAVE_VERSION:
            raise SaveError(
                f"{name} was saved by a newer tabletop (save format {version}); "
                f"this version reads format {SAVE_VERSION}. Please update tabletop."
            )
        raise SaveError(f"{name} has an unknown save format version ({str(version)[:20]!r}).")
    body = data.get("body")
    try:
        sealed = isinstance(body, dict) and hashlib.sha256(_canonical(body)).hexdigest() == data.get("checksum")
    except (RecursionError, ValueError, TypeError):  # nested too deep to write out again, or not JSON values
        sealed = False
    if not sealed:
        raise SaveError(f"{name} is a damaged tabletop save (its contents fail their checksum); it cannot be opened.")
    if not isinstance(body.get("game"), str) or not all(
            isinstance(body.get(key), kind) for key, kind in _BODY.items() if key != "initial" or version == SAVE_VERSION):
        raise SaveError(f"{name} is a damaged tabletop save (its parts are not where they belong); it cannot be opened.")
    if version in REPLAYED_VERSIONS:
        body = {**body, "replay": True}
    return body


_BODY = {"setup": dict, "initial": dict, "done": list, "undone": list, "snapshot": dict}
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
    """Rebuild a session from a save body (checksum already verified), checking everything in it."""
    game_id = str(body.get("game"))[:40]
    try:
        game: Game = find_game(game_id)
    except KeyError:
        raise SaveError(f"{name} is a game of '{game_id}', which this tabletop does not know.") from None
    except DataError:
        raise SaveError(f"{name} is a game of {game_id}, whose card data has problems "
                        "(run 'tabletop validate').") from None
    try:
        setup = setup_from_json(body["setup"])
    except Exception:  # any way the setup's JSON can be wrong
        raise SaveError(f"{name} is a damaged tabletop save: its setup is damaged.") from None
    try:
        if body.get("replay"):
            checked_setup(game, setup)
            return _replayed(game, body, name)
        return rebuild(game, setup, body["initial"], body["done"], body["undone"], body["snapshot"])
    except SaveError:
        raise
    except Damaged as damage:
        raise SaveError(f"{name} is a damaged tabletop save: {damage}.") from None
    except Exception:  # a damaged file must never crash the app, whatever it holds
        raise SaveError(f"{name} is a damaged tabletop save: its history cannot be replayed.") from None


def read_save_bytes(path: Path) -> bytes:
    """The bytes of a save file, refused (SaveError) when it is no regular file or too large."""
    path = Path(path)
    try:
        return read_limited(path, MAX_SAVE_BYTES, "save")
    except UnreadableFile as refused:
        raise SaveError(f"{path.name} {refused}.") from None


def load_session(path: Path, find_game: GameLookup) -> Session:
    """Open a save; SaveError with one clear sentence for any unreadable file."""
    path = Path(path)
    return session_from_json(_parse(read_save_bytes(path), path.name), find_game, path.name)


def describe_save(path: Path, find_game: GameLookup) -> dict[str, Any]:
    """Game, players and progress of a save, for the recent-games list."""
    session = load_session(path, find_game)
    return {"game": session.game.id, "players": [p.name for p in session.setup.players],
            "steps": len(session.history.done), "over": session.is_over()}
