"""Variants and options as data: which ways a game is played, and checking a chosen setup.

A game lists its ``variants`` (standard, campaign, tag team...), each with its
seat range and its own options; options every variant shares are the game's
``options``. A game that lists none has one variant, ``standard``. The start
screen, ``tabletop variants GAME --json``, ``--variant``/``--option`` and the
saves all read the same records.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from tabletop.engine.game import Game, OptionSpec, Setup, Variant
from tabletop.engine.values import freeze

STANDARD = "standard"


def variants_of(game: type[Game] | Game) -> tuple[Variant, ...]:
    """The game's variants (one implicit ``standard`` variant when it lists none)."""
    if game.variants:
        return game.variants
    return (Variant(STANDARD, "Standard game", (game.min_players, game.max_players)),)


def variant_of(game: type[Game] | Game, variant_id: str) -> Variant:
    """The variant with this id ("" = the first); KeyError with a sentence naming the known ones."""
    found = variants_of(game)
    if not variant_id:
        return found[0]
    for variant in found:
        if variant.id == variant_id:
            return variant
    raise KeyError(f"{game.name} has no variant '{variant_id}' (variants: {', '.join(v.id for v in found)})")


def options_of(game: type[Game] | Game, variant_id: str = "") -> tuple[OptionSpec, ...]:
    """The options of a variant: the game's own, then the variant's."""
    return (*game.options, *variant_of(game, variant_id).options)


def describe(game: type[Game] | Game) -> dict[str, Any]:
    """The JSON of ``tabletop variants GAME --json``."""
    return {
        "game": game.id,
        "name": game.name,
        "variants": [
            {
                "id": variant.id, "name": variant.name, "players": list(variant.players), "help": variant.help,
                "deck_formats": list(variant.deck_formats),
                "options": [
                    {"key": spec.key, "label": spec.label, "default": spec.default, "help": spec.help,
                     "choices": [[value, label] for value, label in spec.choices]}
                    for spec in options_of(game, variant.id)
                ],
            }
            for variant in variants_of(game)
        ],
    }


def setup_problems(game: type[Game] | Game, setup: Setup) -> list[str]:
    """What is wrong with a chosen setup: the variant, the seat count, the options (a sentence each)."""
    try:
        variant = variant_of(game, setup.variant)
    except KeyError as error:
        return [str(error.args[0])]
    problems = []
    low, high = variant.players
    if not low <= len(setup.players) <= high:
        seats = f"{low}" if low == high else f"{low} to {high}"
        problems.append(f"{variant.name} of {game.name} is played by {seats} players, not {len(setup.players)}.")
    problems += team_problems(variant, setup)
    problems += deck_format_problems(game, variant, setup)
    specs = {spec.key: spec for spec in options_of(game, variant.id)}
    for key, value in setup.options.items():
        spec = specs.get(key)
        if spec is None:
            problems.append(f"'{key}' is not an option of {variant.name} "
                            f"(options: {', '.join(specs) or 'none'}).")
        elif str(value) not in {choice for choice, _ in spec.choices}:
            problems.append(f"Option '{key}' may be {', '.join(c for c, _ in spec.choices)}, not '{value}'.")
    if not problems and isinstance(game, Game):
        problems += game.setup_problems(setup)
    return problems


def deck_format_problems(game: type[Game] | Game, variant: Variant, setup: Setup) -> list[str]:
    """Each seat's deck must be of a format the variant takes (manual games take any deck)."""
    rules = game.deck_rules
    if not variant.deck_formats or setup.manual or rules is None:
        return []
    problems = []
    for seat in setup.players:
        if seat.deck is None:
            continue
        found = seat.deck.format or rules.default_format
        if found not in variant.deck_formats:
            taken = " or ".join(f"'{name}'" for name in variant.deck_formats)
            problems.append(f"{seat.name}'s deck {seat.deck.name} is a '{found}' deck; "
                            f"{variant.name} takes {taken} decks.")
    return problems


def default_teams(variant: Variant, seats: int) -> tuple[tuple[int, ...], ...]:
    """Teams by alternating seats (partners sit apart, turns alternate between teams)."""
    if not variant.teams:
        return ()
    return tuple(tuple(seat for seat in range(seats) if seat % variant.teams == team) for team in range(variant.teams))


def team_problems(variant: Variant, setup: Setup) -> list[str]:
    """The teams must be the variant's number of equal teams covering every seat once."""
    if not variant.teams:
        return ["This variant has no teams."] if setup.teams else []
    seats = sorted(seat for team in setup.teams for seat in team)
    if len(setup.teams) != variant.teams or seats != list(range(len(setup.players))):
        return [f"{variant.name} needs {variant.teams} teams covering every seat once."]
    if len({len(team) for team in setup.teams}) != 1:
        return [f"{variant.name} needs teams of equal size."]
    return []


def new_setup(game: Game, seed: int, *, variant: str = "", players: int | None = None,
              options: dict[str, str] | None = None) -> Setup:
    """The game's ready setup (shipped decks) for a variant, seat count and options.

    With no variant named, the first variant that seats ``players`` is played.
    Every option the variant has gets its default unless given; KeyError (a
    sentence) for an unknown variant or a seat count it does not allow. Check the result with :func:`setup_problems`.
    """
    chosen = variant_of(game, variant)
    if not variant and players:  # no variant named: the first one that seats that many players
        chosen = next((v for v in variants_of(game) if v.players[0] <= players <= v.players[1]), chosen)
    count = players or chosen.players[0]
    low, high = chosen.players
    if not low <= count <= high:
        seats = f"{low}" if low == high else f"{low} to {high}"
        raise KeyError(f"{chosen.name} of {game.name} is played by {seats} players, not {count}.")
    base = game.setup_for_variant(game.default_setup(seed, count), chosen.id)
    if len(base.players) != count:
        raise KeyError(f"{game.name} has no ready decks for {count} players.")
    values = {spec.key: spec.default for spec in options_of(game, chosen.id)}
    values.update(dict(base.options))
    values.update(options or {})
    return dataclasses.replace(base, variant=chosen.id if game.variants else variant, options=freeze(values),
                               teams=default_teams(chosen, count))


def title_words(game: type[Game] | Game, setup: Setup) -> str:
    """The variant and the options that differ from their defaults, for titles and the log."""
    try:
        variant = variant_of(game, setup.variant)
    except KeyError:
        return setup.variant
    specs = options_of(game, variant.id)
    changed = []
    for spec in specs:
        value = setup.options.get(spec.key, spec.default)
        if value != spec.default:
            label = dict(spec.choices).get(value, value)
            changed.append(f"{spec.label}: {label}")
    head = variant.name if game.variants else ""
    return "; ".join(filter(None, [head, *changed]))
