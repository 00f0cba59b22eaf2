"""What a file is, read from its content (not its name): a save, a deck (also a deck another
program wrote that a game reads, e.g. a community JSON deck), a position, a card set, or
another kind a game's data defines (a map of spaces). ``tabletop FILE``,
a file dropped on the window and the start screen's Open all ask here.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tabletop.carddb.problems import DataError, Problem, display_path
from tabletop.carddb.yamlio import read_text, read_yaml
from tabletop.engine.persistence import SAVE_FORMAT
from tabletop.games import registry

SAVE = "save"
DECK = "deck"
POSITION = "position"
CARD_SET = "card-set"
SNIFF_BYTES = 4096


@dataclass(frozen=True)
class FileKind:
    """``kind`` is one of the names above or a game's extra kind; ``game`` its game id (None for saves)."""

    kind: str
    game: str | None = None


def file_kind(path: Path) -> FileKind:
    """The kind of ``path``; DataError with one sentence when it is none the app knows."""
    shown = display_path(path)
    if not path.is_file():
        raise DataError([Problem(shown, 1, "is not a file the app can open (missing, a folder or a device)")])
    try:
        with path.open("rb") as handle:
            head = handle.read(SNIFF_BYTES)
    except OSError as error:
        raise DataError([Problem(shown, 1, f"cannot be read: {error.strerror or error}")]) from None
    if head.lstrip()[:1] == b"{" and SAVE_FORMAT.encode() in head:
        return FileKind(SAVE)
    if head.lstrip()[:1] == b"{":
        foreign = _foreign_deck(path, shown)
        if foreign is not None:
            return foreign
    unknown = DataError([Problem(shown, 1, "is not a save, deck, position or map of tabletop "
                                           "(a file of those has 'kind:' and 'game:' at the top)")])
    try:
        data = read_yaml(path)
    except DataError:
        if path.suffix.lower() in (".yaml", ".yml"):
            raise  # a YAML file with a mistake: its file:line says where
        raise unknown from None
    if not isinstance(data, dict) or "kind" not in data:
        raise unknown
    kind, game_id = data.get("kind"), data.get("game")
    if not isinstance(game_id, str) or game_id not in registry.game_ids():
        raise DataError([Problem(shown, data.line_of("game"),
                                 f"unknown game {game_id!r} (known: {', '.join(registry.game_ids())})")])
    known = [DECK, POSITION, CARD_SET, *(extra.kind for extra in registry.game_class(game_id).schema.extras)]
    if kind not in known:
        raise DataError([Problem(shown, data.line_of("kind"),
                                 f"unknown kind {kind!r} (expected one of: {', '.join(known)})")])
    return FileKind(str(kind), game_id)


def _foreign_deck(path: Path, shown: str) -> FileKind | None:
    """A deck another program wrote (JSON) that a game reads, as a deck of that game."""
    readers = [(game_id, registry.game_class(game_id).foreign_decks) for game_id in registry.game_ids()]
    readers = [(game_id, reader) for game_id, reader in readers if reader is not None]
    if not readers:
        return None
    text = read_text(path, shown)  # refuses a huge file or one that is not UTF-8, with one sentence
    return next((FileKind(DECK, game_id) for game_id, reader in readers if reader.sniff(text)), None)
