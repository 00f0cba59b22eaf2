"""The ``tabletop`` command line.

Commands that show windows import Qt only when they run, so ``validate``,
``selfplay`` and ``--version`` start fast and work without a display.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from tabletop import __version__

GAME_HELP = "wildstorms, wms, nitro, wagon or unmatched"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tabletop",
        description="Five card games on one screen, with their rules, unlimited undo and saves.",
    )
    parser.add_argument("--version", action="version", version=f"tabletop {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = commands.add_parser("play", help="start a new game")
    play.add_argument("game", help=GAME_HELP)
    play.add_argument("--deck", action="append", default=[], type=Path, help="a deck file per player, in seat order")
    play.add_argument("--board", help="Unmatched battlefield id")
    play.add_argument("--seed", type=int, help="random seed (random when left out)")
    play.add_argument("--sandbox", action="store_true", help="manual mode: the rules do not enforce anything")

    open_ = commands.add_parser("open", help="open a saved game")
    open_.add_argument("save", type=Path)

    decks = commands.add_parser("decks", help="browse cards and build decks")
    decks.add_argument("game", nargs="?", help=GAME_HELP)

    shot = commands.add_parser("screenshot", help="render a window offscreen to a PNG and exit")
    shot.add_argument("out", type=Path)
    source = shot.add_mutually_exclusive_group()
    source.add_argument("--game", help="a new game's table (" + GAME_HELP + ")")
    source.add_argument("--open", type=Path, dest="open_save", help="the table of a saved game")
    source.add_argument("--decks", dest="decks_game", help="the deck browser of a game")
    shot.add_argument("--size", default="1600x1000", help="window size WxH (default 1600x1000)")
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--steps", type=int, default=0, help="with --game: play this many random legal steps first")

    selfplay = commands.add_parser("selfplay", help="play random legal games headless")
    selfplay.add_argument("game", help=GAME_HELP)
    selfplay.add_argument("--games", type=int, default=100)
    selfplay.add_argument("--seed", type=int, default=0)
    selfplay.add_argument("--check", action="store_true", help="verify invariants after every game")
    selfplay.add_argument("--json", action="store_true", help="print one JSON object")

    validate = commands.add_parser("validate", help="check card sets, decks, battlefields and saves")
    validate.add_argument("paths", nargs="*", type=Path)
    return parser


def _selfplay(args: argparse.Namespace) -> int:
    from tabletop.engine.game import get_game
    from tabletop.engine.selfplay import run_selfplay

    try:
        game = get_game(args.game)
    except KeyError as error:
        print(f"tabletop: {error.args[0]}", file=sys.stderr)
        return 2
    if not game.has_rules:
        print(f"tabletop: {game.name} has no rules engine yet (manual mode only), so it cannot play itself.",
              file=sys.stderr)
        return 2
    report = run_selfplay(game, args.games, args.seed, args.check)
    if args.json:
        print(json.dumps(report.to_json()))
    else:
        print(report.summary())
    return 1 if report.violations else 0


def _validate(args: argparse.Namespace) -> int:
    from tabletop.carddb.validate import validate

    problems = validate(args.paths)
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} problem(s)", file=sys.stderr)
        return 1
    print("all valid")
    return 0


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise SystemExit(f"tabletop: --size should look like 1600x1000, not {text!r}") from None
    return width, height


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "selfplay":
        return _selfplay(args)
    if args.command == "validate":
        return _validate(args)

    from tabletop.ui import launch

    if args.command == "play":
        return launch.play(args.game, args.deck, board=args.board, seed=args.seed, sandbox=args.sandbox)
    if args.command == "open":
        return launch.open_save(args.save)
    if args.command == "decks":
        return launch.deck_browser(args.game)
    if args.command == "screenshot":
        return launch.screenshot(
            args.out, game=args.game, save=args.open_save, decks=args.decks_game,
            size=_size(args.size), seed=args.seed, steps=args.steps,
        )
    return launch.start_screen()


if __name__ == "__main__":
    raise SystemExit(main())
