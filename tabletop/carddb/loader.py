"""Loading a game's card sets and extra data, strictly, with a warm cache.

A card set file::

    kind: card-set
    game: <game id>
    set: core
    name: Core Set
    version: 1
    cards:
      - id: grifter
        type: character
        name: Grifter
        ...
"""

from __future__ import annotations

import functools
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop import __version__, paths
from tabletop.carddb.cache import read_cache, write_cache
from tabletop.carddb.model import CardBase, CardDatabase, GameSchema, SetInfo
from tabletop.carddb.problems import DataError, Problem, Where, display_path
from tabletop.carddb.schema import BuildContext, build
from tabletop.carddb.user_sets import add_user_sets
from tabletop.carddb.yamlio import LineList, LineMap, parse_yaml, read_yaml
from tabletop.digests import sha1, sha256


@dataclass(frozen=True, kw_only=True)
class _SetHeader:
    kind: str
    game: str
    set: str
    name: str
    version: int


def expect_header(data: Any, where: Where, kind: str, game: str | None) -> list[Problem]:
    """Problems with a data file's ``kind`` and ``game`` keys."""
    if not isinstance(data, dict):
        return [where.problem(f"expected a mapping with 'kind: {kind}' at the top")]
    line_of = data.line_of if isinstance(data, LineMap) else (lambda _key: where.line)
    problems = []
    if data.get("kind") != kind:
        found = data.get("kind")
        problems.append(
            where.at(line_of("kind")).problem(f"'kind' should be '{kind}', not {found!r}")
        )
    if game is not None and data.get("game") != game:
        problems.append(
            where.at(line_of("game")).problem(
                f"'game' should be '{game}' (found {data.get('game')!r})"
            )
        )
    return problems


def read_card_set(path: Path, schema: GameSchema, ctx: BuildContext) -> tuple[SetInfo | None, list[CardBase]]:
    """Read one card set file; problems and references go to ``ctx``."""
    shown = display_path(path)
    where = Where(shown, 1)
    data = read_yaml(path)
    header_problems = expect_header(data, where, "card-set", schema.game)
    if header_problems:
        ctx.problems.extend(header_problems)
        return None, []
    body = _keep_lines(data, {k: v for k, v in data.items() if k != "cards"})
    header = build(_SetHeader, body, where.at(data.line), ctx)
    raw_cards = data.get("cards")
    if not isinstance(raw_cards, list):
        ctx.problems.append(where.at(data.line_of("cards")).problem("'cards' should be a list"))
        return None, []
    if header is None:
        return None, []
    cards = []
    for index, raw in enumerate(raw_cards):
        line = raw_cards.line_of(index) if isinstance(raw_cards, LineList) else 1
        here = where.at(line)
        if not isinstance(raw, dict):
            ctx.problems.append(here.problem("each card should be a mapping of fields"))
            continue
        type_name = raw.get("type")
        card_class = schema.card_types.get(type_name) if isinstance(type_name, str) else None
        if card_class is None:
            known = ", ".join(schema.card_types)
            ctx.problems.append(
                here.problem(f"card type {type_name!r} is not a {schema.game} card type ({known})")
            )
            continue
        card = build(card_class, raw, here, ctx, set_id=header.set, source=f"{shown}:{line}")
        if card is not None:
            cards.append(card)
    return SetInfo(header.set, header.name, header.version, shown), cards


def read_extra(path: Path, kind: str, schema_class: type, game: str, ctx: BuildContext) -> Any:
    """Read one extra data file (e.g. a battlefield) into ``schema_class``."""
    return _build_extra(read_yaml(path), display_path(path), kind, schema_class, game, ctx)


def read_extra_text(text: str, shown: str, kind: str, schema_class: type, game: str, ctx: BuildContext) -> Any:
    """The same from the text of such a file (an editor checking it as it is typed); a broken
    YAML text raises DataError with its line."""
    return _build_extra(parse_yaml(text, shown), shown, kind, schema_class, game, ctx)


def _build_extra(data: Any, shown: str, kind: str, schema_class: type, game: str, ctx: BuildContext) -> Any:
    where = Where(shown, 1)
    header_problems = expect_header(data, where, kind, game)
    if header_problems:
        ctx.problems.extend(header_problems)
        return None
    body = {k: v for k, v in data.items() if k not in ("kind", "game")}
    body = _keep_lines(data, body)
    return build(schema_class, body, where.at(data.line), ctx)


def _keep_lines(original: LineMap, body: dict) -> LineMap:
    kept = LineMap(body)
    kept.line = original.line
    kept.key_lines = original.key_lines
    return kept


def check_references(db: CardDatabase, ctx: BuildContext) -> None:
    for ref in ctx.references:
        if ref.card_id not in db.cards:
            ctx.problems.append(ref.where.problem(f"unknown {db.game} card '{ref.card_id}'"))


def load_directory(schema: GameSchema, directory: Path) -> CardDatabase:
    """Load every card set in ``directory`` and its extra-data folders.

    Raises DataError listing every problem in every file.
    """
    game = schema.game
    ctx = BuildContext()
    db = CardDatabase(game)
    card_lines: dict[str, str] = {}
    for path in sorted(directory.glob("*.yaml")):
        try:
            info, cards = read_card_set(path, schema, ctx)
        except DataError as error:
            ctx.problems.extend(error.problems)
            continue
        if info is None:
            continue
        if info.id in db.sets:
            ctx.problems.append(Problem(info.path, 1, f"set id '{info.id}' is used twice"))
        db.sets[info.id] = info
        for card in cards:
            if card.id in db.cards:
                path_text, _, line_text = card.source.rpartition(":")
                ctx.problems.append(
                    Problem(path_text, int(line_text), f"card id '{card.id}' already used at {card_lines[card.id]}")
                )
                continue
            db.cards[card.id] = card
            card_lines[card.id] = card.source
    for extra in schema.extras:
        found: dict[str, Any] = {}
        for path in sorted((directory / extra.folder).glob("*.yaml")):
            try:
                item = read_extra(path, extra.kind, extra.schema, game, ctx)
            except DataError as error:
                ctx.problems.extend(error.problems)
                continue
            if item is not None:
                item_id = getattr(item, "id", path.stem)
                if item_id in found:
                    ctx.problems.append(Problem(display_path(path), 1, f"{extra.kind} id '{item_id}' is used by another file too"))
                found[item_id] = item
        db.extras[extra.kind] = found
    db.__post_init__()
    check_references(db, ctx)
    if ctx.problems:
        raise DataError(ctx.problems)
    return db


@functools.cache
def _code_digest(folders: tuple[Path, ...]) -> str:
    """A digest of the card-data code, so a schema change invalidates the cache: each source file's
    name, size and time (like the card files'), not its contents, which a start would read and hash."""
    digest = sha256(f"{__version__}|{sys.version_info[:2]}".encode())
    for folder in folders:
        for source in sorted(folder.rglob("*.py")):
            info = source.stat()
            digest.update(f"{source}|{info.st_size}|{info.st_mtime_ns}".encode())
    return digest.hexdigest()


def _schema_folders(schema: GameSchema) -> tuple[Path, ...]:
    """The carddb package and the packages defining the schema's classes."""
    classes = [*schema.card_types.values(), *(extra.schema for extra in schema.extras)]
    folders = {Path(__file__).resolve().parent}
    for cls in classes:
        module = sys.modules.get(cls.__module__)
        if module is not None and getattr(module, "__file__", None):
            folders.add(Path(module.__file__).resolve().parent)
    return tuple(sorted(folders))


def _fingerprint(schema: GameSchema, directory: Path) -> str:
    game = schema.game
    digest = sha256(f"{_code_digest(_schema_folders(schema))}|{game}".encode())
    folders = [directory] + [directory / extra.folder for extra in schema.extras]
    for folder in folders:
        for path in sorted(folder.glob("*.yaml")):
            stat = path.stat()
            digest.update(f"{path}|{stat.st_size}|{stat.st_mtime_ns}".encode())
    return digest.hexdigest()


def load_cards(schema: GameSchema, directory: Path | None = None, *, use_cache: bool = True) -> CardDatabase:
    """A game's card database: from the warm cache when nothing changed, else from YAML.

    ``directory`` defaults to the shipped ``cards/<game>`` plus the user's own card sets
    (``paths.user_cards_dir``, see :mod:`tabletop.carddb.user_sets`).
    """
    game = schema.game
    if directory is None:  # the shipped cards, and the card sets the user added
        shipped = load_cards(schema, paths.cards_dir() / game, use_cache=use_cache)
        return add_user_sets(schema, shipped, paths.user_cards_dir(game), read_card_set, read_extra)
    if not use_cache:
        return load_directory(schema, directory)
    fingerprint = _fingerprint(schema, directory)
    cache_file = paths.user_cache_dir() / "carddb" / f"{game}-{sha1(str(directory).encode()).hexdigest()[:12]}.cache"
    db = read_cache(cache_file, fingerprint)
    if db is None:
        db = load_directory(schema, directory)
        write_cache(cache_file, fingerprint, db)
    return db
