"""``tabletop decks import GAME FILE|- [-o OUT]``: a pasted or saved list becomes a deck file;
``tabletop decks print GAME DECK -o OUT.pdf [--page a4|letter]``: the deck's proxies to print.

What can be read is written (to OUT, or printed as YAML); every line that could
not be read, and every deck-rule problem of the result, goes to standard error.
The exit code is 0 when a deck came out, 1 when nothing could be read.

A game's foreign deck format (e.g. a deck builder's JSON export) is told by
its content: its cards join the user's card sets, the deck is written to OUT
(or the user's decks folder), and the report lists what the rules do not play.
"""

from __future__ import annotations

import sys
from pathlib import Path

from tabletop.carddb.deck_import import read_deck_list
from tabletop.carddb.decks import deck_to_yaml
from tabletop.carddb.foreign import ForeignReader, import_report, install
from tabletop.carddb.problems import DataError, display_path
from tabletop.carddb.yamlio import read_text
from tabletop.engine.words import count
from tabletop.fileio import write_text_atomically
from tabletop.games import registry


def import_deck(game_id: str, source: str, out: Path | None) -> int:
    try:
        game = registry.load(game_id)
    except KeyError as error:
        print(f"tabletop: {error.args[0]}", file=sys.stderr)
        return 2
    except DataError as error:
        print("\n".join(str(p) for p in error.problems), file=sys.stderr)
        return 1
    try:
        text = sys.stdin.read() if source == "-" else read_text(Path(source), display_path(Path(source)))
    except DataError as error:  # missing, a FIFO or device (use - for a pipe), too large, not UTF-8
        print("\n".join(str(p) for p in error.problems), file=sys.stderr)
        return 1
    where = "<stdin>" if source == "-" else display_path(Path(source))
    reader = game.foreign_decks
    if reader is not None and reader.sniff(text):
        return _import_foreign(game_id, reader, text, where, out)
    name = "Imported deck" if source == "-" else Path(source).stem.replace("_", " ").strip().title()
    sections = dict(game.deck_rules.sections) if game.deck_rules and game.deck_rules.sections else None
    found = read_deck_list(text, game.db, sections=sections, name=name or "Imported deck", source=where)
    for problem in found.problems:
        print(problem, file=sys.stderr)
    if not found.deck.sections:
        print(f"tabletop: no {game.name} card could be read from {where}", file=sys.stderr)
        return 1
    for problem in game.check_deck(found.deck):
        print(f"deck rules: {problem}", file=sys.stderr)
    body = deck_to_yaml(found.deck)
    if out is None:
        print(body, end="")
    else:
        write_text_atomically(out, body)
        print(f"{count(found.cards_read, 'card', zero='0')} written to {out}", file=sys.stderr)
    return 0


def _import_foreign(game_id: str, reader: ForeignReader, text: str, where: str, out: Path | None) -> int:
    """A deck of another program that brings its cards: the cards join the user's card sets, the
    deck goes to OUT (or the user's decks folder); texts the rules cannot play are listed."""
    try:
        found = reader.read(text, where)
        installed = install(found, lambda: registry.load(game_id).db, out)
    except DataError as error:
        print("\n".join(str(p) for p in error.problems), file=sys.stderr)
        print(f"tabletop: nothing imported from {where}", file=sys.stderr)
        return 1
    except OSError as error:
        print(f"tabletop: cannot write the imported deck: {error.strerror or error}", file=sys.stderr)
        return 1
    game = registry.load(game_id)
    print("\n".join(import_report(found, installed, game.check_deck(installed.deck_value))))
    return 0


def print_deck(game_id: str, deck_file: str, out: Path | None, page: str) -> int:
    """Nine proxies a page, with cut marks, as a PDF."""
    from tabletop.carddb.decks import load_deck
    from tabletop.fileio import write_bytes_atomically
    from tabletop.render import CardRenderer
    from tabletop.render.proxy_sheet import deck_faces, proxy_pdf

    if out is None:
        print("usage: tabletop decks print GAME DECK -o OUT.pdf [--page a4|letter]", file=sys.stderr)
        return 2
    try:
        game = registry.load(game_id)
        deck = load_deck(Path(deck_file), game.db)
    except KeyError as error:
        print(f"tabletop: {error.args[0]}", file=sys.stderr)
        return 2
    except DataError as error:
        print("\n".join(str(p) for p in error.problems), file=sys.stderr)
        return 1
    pdf = proxy_pdf(deck_faces(CardRenderer(game.faces, game.db), deck), page, deck.name)
    write_bytes_atomically(out, pdf)
    print(f"{deck.count()} proxies of {deck.name} written to {out}", file=sys.stderr)
    return 0
