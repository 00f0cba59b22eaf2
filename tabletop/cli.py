"""The ``tabletop`` command line.

Commands that show windows import Qt only when they run, so ``validate``,
``selfplay`` and ``--version`` start fast and work without a display.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
from pathlib import Path

from tabletop import __version__
from tabletop.engine.words import count as words_count


def _game_help() -> str:
    from tabletop.games import registry

    return "a game id: " + ", ".join(registry.game_ids())


_COMMANDS = ("play", "open", "replay", "position", "variants", "decks", "screenshot", "selfplay", "validate",
             "map-preview", "map-edit")


def _parser() -> argparse.ArgumentParser:
    GAME_HELP = _game_help()
    parser = argparse.ArgumentParser(
        prog="tabletop",
        description="Five card games on one screen, with their rules, unlimited undo and saves.",
    )
    parser.add_argument("--version", action="version", version=f"tabletop {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = commands.add_parser("play", help="start a new game")
    play.add_argument("game", help=GAME_HELP)
    play.add_argument("--deck", action="append", default=[], type=Path, help="a deck file per player, in seat order")
    play.add_argument("--board", help="the board to play on (a map id), for games with a board")
    play.add_argument("--seed", type=int, help="random seed (random when left out)")
    play.add_argument("--sandbox", action="store_true", help="manual mode: the rules do not enforce anything")
    _setup_arguments(play)
    play.add_argument("--position", type=Path, help="start from a position file instead")

    open_ = commands.add_parser("open", help="open a saved game")
    open_.add_argument("save", type=Path)
    replay = commands.add_parser("replay", help="step through a saved game from its start, without changing it")
    replay.add_argument("save", type=Path)

    decks = commands.add_parser("decks", help="browse cards and build decks; 'decks import GAME FILE|-' reads a list, "
                                   "'decks print GAME DECK -o OUT.pdf' prints proxies")
    decks.add_argument("game", nargs="?", help=GAME_HELP + ", or 'import' or 'print'")
    decks.add_argument("more", nargs="*", metavar="GAME FILE", help="with import: the game and the list (- = stdin)")
    decks.add_argument("-o", "--out", type=Path,
                       help="with import: the deck file to write (default: print it); with print: the PDF")
    decks.add_argument("--page", choices=("a4", "letter"), default="a4", help="with print: the paper size")

    shot = commands.add_parser("screenshot", help="render a window offscreen to a PNG and exit")
    shot.add_argument("out", type=Path)
    source = shot.add_mutually_exclusive_group()
    source.add_argument("--game", help="a new game's table (" + GAME_HELP + ")")
    source.add_argument("--open", type=Path, dest="open_save", help="the table of a saved game")
    source.add_argument("--decks", dest="decks_game", help="the deck browser of a game")
    source.add_argument("--map", type=Path, dest="map_file",
                        help="a map file drawn with its legend and problems (exit 1 when it has problems)")
    shot.add_argument("--size", default="1600x1000", help="window size WxH (default 1600x1000)")
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--steps", type=int, default=0,
                      help="with --game: play this many random legal steps first (steps by hand in a sandbox)")
    shot.add_argument("--players", type=int, help="with --game: how many seats")
    shot.add_argument("--variant", default="", help="with --game: a variant id")
    shot.add_argument("--sandbox", action="store_true", help="with --game: manual mode")
    shot.add_argument("--theme", choices=("system", "light", "dark"), help="the window colours (default: the setting)")
    shot.add_argument("--zoom", type=float, default=1.0,
                      help="with a table: zoom in this many times on a card of the seat looking")
    shot.add_argument("--large", action="store_true", help="with a table: show that card in the large view (Z)")
    shot.add_argument("--ratio", type=float, help="the screen's device pixel ratio (e.g. 2 for a high-DPI screen)")
    shot.add_argument("--seat", type=int,
                      help="with --game or --open: the table as this seat (1, 2, …) sees it, others' hidden cards "
                           "face down (default: every card face up)")

    preview = commands.add_parser("map-preview", help="draw a map file and redraw it each time it is saved")
    preview.add_argument("file", type=Path, help="a map (battlefield) file")
    editor = commands.add_parser("map-edit", help="edit a map file on a grid of hexagons (a new file is created), "
                                                  "or a battlefield item file with its problems listed as you type")
    editor.add_argument("file", type=Path, help="a map (battlefield) file, or an item-token file")
    editor.add_argument("--game", help="the game of a new map (when more than one game has boards)")

    selfplay = commands.add_parser("selfplay", help="play random legal games headless")
    selfplay.add_argument("game", help=GAME_HELP)
    selfplay.add_argument("--games", type=int, default=100)
    selfplay.add_argument("--seed", type=int, default=0)
    selfplay.add_argument("--check", action="store_true", help="verify invariants after every game")
    selfplay.add_argument("--manual-rate", type=float, default=0.0, metavar="R",
                          help="make a random manual move (an override by hand) instead of a rules move with chance R")
    selfplay.add_argument("--json", action="store_true", help="print one JSON object")
    _setup_arguments(selfplay)
    selfplay.add_argument("--bot", help="a bot plays against --against on duplicate deals: each deal once from every seat "
                               "(random, greedy, search, easy, normal, hard)")
    selfplay.add_argument("--against", default="random", help="the bot in the other seats (default: random)")

    variants = commands.add_parser("variants", help="the ways a game is played, with their seats and options")
    variants.add_argument("game", help=GAME_HELP)
    variants.add_argument("--json", action="store_true", help="print one JSON object")

    position = commands.add_parser("position", help="show a position file: each seat's view, the legal actions")
    position.add_argument("file", type=Path)
    position.add_argument("--do", action="append", default=[], metavar="LABEL",
                          help="make the legal action with this label (repeat for several steps)")
    position.add_argument("--json", action="store_true", help="print one JSON object")

    validate = commands.add_parser("validate", help="check card sets, decks, battlefields, positions and saves")
    validate.add_argument("paths", nargs="*", type=Path)
    return parser


def _setup_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--variant", default="", help="a variant id (tabletop variants GAME lists them)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a setup option")
    parser.add_argument("--players", type=int, help="how many seats")


def parse_options(pairs: list[str]) -> dict[str, str]:
    """``["first=0", "speed=fast"]`` -> a dict; SystemExit with a sentence for a malformed pair."""
    options = {}
    for pair in pairs:
        key, equals, value = pair.partition("=")
        if not equals or not key.strip():
            raise SystemExit(f"tabletop: --option wants KEY=VALUE, not {pair!r}")
        options[key.strip()] = value.strip()
    return options


def _variants(args: argparse.Namespace) -> int:
    from tabletop.engine.variants import describe
    from tabletop.games import registry

    try:
        found = describe(registry.game_class(args.game))
    except KeyError as error:
        print(f"tabletop: {error.args[0]}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(found))
        return 0
    print(found["name"])
    for variant in found["variants"]:
        low, high = variant["players"]
        seats = str(low) if low == high else f"{low}-{high}"
        print(f"  {variant['id']}: {variant['name']} ({seats} players)")
        if variant["help"]:
            print(f"      {variant['help']}")
        if variant["deck_formats"]:
            print(f"      decks: {', '.join(variant['deck_formats'])}")
        for option in variant["options"]:
            values = ", ".join(value for value, _ in option["choices"])
            print(f"      --option {option['key']}=<{values}>  ({option['label']}; default {option['default']})")
    return 0


def _selfplay(args: argparse.Namespace) -> int:
    from tabletop.carddb.problems import DataError
    from tabletop.engine.selfplay import run_selfplay
    from tabletop.games import registry

    try:
        game = registry.load(args.game)
    except KeyError as error:
        print(f"tabletop: {error.args[0]}", file=sys.stderr)
        return 2
    except DataError as error:
        print("\n".join(str(p) for p in error.problems), file=sys.stderr)
        return 1
    if not game.has_rules:
        print(f"tabletop: {game.name} has no rules engine yet (manual mode only), so it cannot play itself.",
              file=sys.stderr)
        return 2
    from tabletop.engine.variants import new_setup, setup_problems

    options = parse_options(args.option)
    try:
        sample = new_setup(game, 0, variant=args.variant, players=args.players, options=options)
    except KeyError as error:
        print(f"tabletop: {error.args[0]}", file=sys.stderr)
        return 2
    problems = setup_problems(game, sample)
    if problems:
        print("tabletop: " + " ".join(problems), file=sys.stderr)
        return 2
    if args.bot:
        return _bot_match(game, args, options)
    report = run_selfplay(game, args.games, args.seed, args.check, variant=args.variant,
                          players=args.players, options=options, manual_rate=args.manual_rate)
    if args.json:
        print(json.dumps(report.to_json()))
    else:
        print(report.summary())
    return 1 if report.violations else 0


def _position(args: argparse.Namespace) -> int:
    from tabletop.carddb.problems import DataError
    from tabletop.engine.actions import IllegalAction
    from tabletop.engine.position_file import read_position
    from tabletop.engine.position_script import report
    from tabletop.games import registry

    try:
        position = read_position(args.file, registry.load)
        found = report(position, args.do)
    except DataError as error:
        print("\n".join(str(p) for p in error.problems), file=sys.stderr)
        return 1
    except IllegalAction as error:
        print(f"tabletop: {error.reason}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(found))
        return 0
    print(f"{found['title'] or args.file.name} ({found['game']}): turn {found['turn']}, {found['phase']}")
    for step in found["done"]:
        print(f"> {step['do']}")
        print("".join(f"  {line}\n" for line in step["log"]), end="")
    last = found["done"][-1] if found["done"] else found
    print(last["prompt"])
    for entry in last["legal"]:
        print(f"  - {entry['label']}")
    return 0


def _bot_match(game, args: argparse.Namespace, options: dict[str, str]) -> int:  # noqa: ANN001
    import time

    from tabletop.bots.match import play_match

    started = time.perf_counter()
    try:
        match = play_match(game, args.bot, args.against, args.games, args.seed, variant=args.variant,
                           players=args.players, options=options)
    except KeyError as error:
        print(f"tabletop: {error.args[0]}", file=sys.stderr)
        return 2
    found = {"game": game.id, "games": match.bot_games, "finished": match.bot_games - match.unfinished,
             "seconds": round(time.perf_counter() - started, 3), **match.to_json()}
    if args.json:
        print(json.dumps(found))
    else:
        think = found["think_ms"]
        cpu = found["think_cpu_ms"]
        print(f"{game.id}: {args.bot} won {match.bot_wins} of {match.bot_games} against {args.against} "
              f"({match.unfinished} unfinished); think median {think['median']} ms, p95 {think['p95']} ms "
              f"(CPU time: median {cpu['median']} ms, p95 {cpu['p95']} ms)")
        print(f"{found['pairing']}; {match.deals} deal{'s' if match.deals != 1 else ''}")
        if match.options:
            print(f"options: {', '.join(f'{k}={v}' for k, v in sorted(match.options.items()))} (self-play sets these)")
    return 0


def _validate(args: argparse.Namespace) -> int:
    from tabletop.validate import validate

    problems = validate(args.paths)
    for problem in problems:
        print(problem)
    if problems:
        print(words_count(len(problems), "problem", zero=""), file=sys.stderr)
        return 1
    print("all valid")
    return 0


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise SystemExit(f"tabletop: --size should look like 1600x1000, not {text!r}") from None
    return width, height


_WINDOWS = ("play", "open", "replay", "decks", "screenshot", "map-preview", "map-edit", None)  # None: start screen


def main(argv: list[str] | None = None) -> int:
    """Run the command.

    A window's start makes tens of thousands of objects that last (modules, cards, the table)
    and next to no garbage, so automatic garbage collection, whose passes would only delay it,
    is off from here on: a window's app then collects on its own timer, on the GUI thread
    (tabletop.ui.gui_collector), and a command without a window turns it on again as soon as
    it is known (unless it was off before, as in an app that runs this in-process)."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _command(argv, collecting)
    except BrokenPipeError:  # the reader went away (`tabletop ... | head`): stop quietly
        _quiet_stdout()
        return 1


def _quiet_stdout() -> None:
    """Point standard output at the null device, so the interpreter's final flush of what is
    still buffered for a closed pipe raises nothing more (the Python docs' recipe for SIGPIPE)."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)


def _command(argv: list[str] | None, collecting: bool) -> int:
    given = sys.argv[1:] if argv is None else argv
    if len(given) == 1 and not given[0].startswith("-") and given[0] not in _COMMANDS:
        from tabletop.ui import launch

        return launch.open_file(Path(given[0]))  # tabletop FILE: a save, deck, position or map
    try:
        args = _parser().parse_args(argv)
    except SystemExit:  # --help, --version or a mistake: said, and no window
        if collecting:
            gc.enable()
        raise
    if collecting and (args.command not in _WINDOWS or (args.command == "decks" and args.game in ("import", "print"))):
        gc.enable()
    if args.command == "selfplay":
        return _selfplay(args)
    if args.command == "validate":
        return _validate(args)
    if args.command == "position":
        return _position(args)
    if args.command == "variants":
        return _variants(args)

    from tabletop.ui import launch

    if args.command == "play":
        return launch.play(args.game, args.deck, board=args.board, seed=args.seed, sandbox=args.sandbox,
                           variant=args.variant, options=parse_options(args.option), players=args.players,
                           position=args.position)
    if args.command == "open":
        return launch.open_save(args.save)
    if args.command == "replay":
        return launch.replay(args.save)
    if args.command == "decks" and args.game == "print":
        if len(args.more) != 2:
            print("usage: tabletop decks print GAME DECK -o OUT.pdf [--page a4|letter]", file=sys.stderr)
            return 2
        from tabletop.import_command import print_deck

        return print_deck(args.more[0], args.more[1], args.out, args.page)
    if args.command == "decks" and args.game == "import":
        if len(args.more) != 2:
            print("usage: tabletop decks import GAME FILE|- [-o OUT]", file=sys.stderr)
            return 2
        from tabletop.import_command import import_deck

        return import_deck(args.more[0], args.more[1], args.out)
    if args.command == "decks":
        return launch.deck_browser(args.game)
    if args.command == "screenshot":
        if args.ratio:  # read by Qt when the application starts
            os.environ["QT_SCALE_FACTOR"] = f"{args.ratio:g}"
        from tabletop.ui.launch_screenshot import screenshot

        return screenshot(
            args.out, game=args.game, save=args.open_save, decks=args.decks_game,
            size=_size(args.size), seed=args.seed, steps=args.steps, players=args.players,
            variant=args.variant, sandbox=args.sandbox, theme=args.theme, map_file=args.map_file,
            zoom=args.zoom, large=args.large,
            seat=args.seat,
        )
    if args.command == "map-preview":
        from tabletop.ui.launch_maps import map_preview

        return map_preview(args.file)
    if args.command == "map-edit":
        from tabletop.ui.launch_maps import map_edit

        return map_edit(args.file, args.game)
    return launch.start_screen()


if __name__ == "__main__":
    raise SystemExit(main())
