"""Driving a position by labels: the legal actions in words, ``--do``, and scripted checks.

Every legal action is named by its label (the words the log uses); labels that
would repeat (two copies of a card in hand) get `` #2``, `` #3``. A position's
``script`` is a list of one-key steps, run in order:

- ``do: LABEL`` makes that legal action;
- ``legal: [LABEL...]`` / ``not_legal: [LABEL...]``: those actions are (not) legal now;
- ``log: TEXT`` (or a list): the last step's label or log lines contain each text;
- ``winner: SEAT`` (or null), ``deciding: SEAT``, ``phase: TEXT``, ``prompt: TEXT`` (contained);
- ``cards: {ZONE: [card ids of the definitions, in order]}``;
- ``where: {CARD: LOCATION}``: a card (by its id) is in that zone, or ``@host`` under a card;
- ``counters: {CARD: {NAME: VALUE}}``, ``data: {KEY: VALUE}``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tabletop.engine.actions import Action, IllegalAction, action_to_json
from tabletop.engine.game import Game
from tabletop.engine.position_file import Position
from tabletop.engine.session import Session
from tabletop.engine.state import State
from tabletop.engine.values import freeze, to_json

CHECKS = ("do", "legal", "not_legal", "log", "winner", "deciding", "phase", "prompt", "cards", "where", "counters", "data")


def labelled_actions(game: Game, state: State) -> list[tuple[str, Action]]:
    """The legal actions with their labels, repeated labels numbered."""
    found: list[tuple[str, Action]] = []
    seen: dict[str, int] = {}
    for action in game.legal_actions(state):
        label = game.label(state, action)
        seen[label] = seen.get(label, 0) + 1
        found.append((label if seen[label] == 1 else f"{label} #{seen[label]}", action))
    return found


def find_action(game: Game, state: State, label: str) -> Action:
    """The legal action named ``label``; IllegalAction saying why when there is none."""
    actions = labelled_actions(game, state)
    for named, action in actions:
        if named == label:
            return action
    if game.is_over(state):
        raise IllegalAction(f"'{label}' cannot be done: the game is over.")
    close = [named for named, _ in actions if label.casefold() in named.casefold()][:5]
    hint = f" Did you mean: {'; '.join(close)}?" if close else f" Legal now: {'; '.join(n for n, _ in actions[:8])}."
    raise IllegalAction(f"'{label}' is not a legal action now.{hint}")


def session_of(position: Position) -> Session:
    return Session(position.game, position.setup, position.state)


def do(session: Session, label: str) -> list[str]:
    """Make the action named ``label``; the step's label and log lines."""
    action = find_action(session.game, session.state, label)
    session.perform(action)
    step = session.history.done[-1]
    return [step.label, *step.log]


def legal_report(game: Game, state: State) -> list[dict[str, Any]]:
    return [{"label": label, "menu": game.menu_text(state, action), "action": action_to_json(action)}
            for label, action in labelled_actions(game, state)]


def views(game: Game, state: State) -> dict[str, Any]:
    """What each seat sees, card definitions named."""
    shown = {}
    for seat in range(len(state.players)):
        view = game.view(state, seat)
        for zone in view["zones"].values():
            _name_cards(game, zone["cards"])
        shown[str(seat)] = view
    return shown


def _name_cards(game: Game, cards: Iterable[dict[str, Any]]) -> None:
    for card in cards:
        definition = card.get("definition")
        if definition is not None and definition in game.db.cards:
            card["name"] = game.db.cards[definition].name
        _name_cards(game, card.get("attachments", ()))


def report(position: Position, steps: list[str]) -> dict[str, Any]:
    """The JSON of ``tabletop position``: the moment, each seat's view, the legal actions, each --do."""
    session = session_of(position)
    game, state = session.game, session.state
    out: dict[str, Any] = {
        "game": game.id, "title": position.title, "turn": state.turn, "phase": state.phase,
        "deciding_seat": game.deciding_seat(state), "prompt": game.prompt(state),
        "views": views(game, state), "legal": legal_report(game, state), "done": [],
    }
    for label in steps:
        lines = do(session, label)
        out["done"].append({"do": label, "log": lines, "turn": state.turn, "phase": state.phase,
                            "deciding_seat": game.deciding_seat(state), "prompt": game.prompt(state),
                            "winner": game.winner(state), "legal": legal_report(game, state)})
    return out


def run_script(position: Position) -> list[str]:
    """Run the position's script; ``file:line: problem`` for every check that fails."""
    session = session_of(position)
    problems: list[str] = []
    last: list[str] = []
    for index, step in enumerate(position.script):
        line = position.script_lines[index] if index < len(position.script_lines) else 1
        where = f"{position.path}:{line}"
        if not isinstance(step, dict) or len(step) != 1 or next(iter(step)) not in CHECKS:
            problems.append(f"{where}: a script step is one of {', '.join(CHECKS)}, with its value")
            continue
        key, value = next(iter(step.items()))
        try:
            if key == "do":
                last = do(session, str(value))
                continue
            failure = _check(session, key, value, last)
        except IllegalAction as error:
            problems.append(f"{where}: {error.reason}")
            break
        except (TypeError, ValueError, KeyError, AttributeError):  # a check written with the wrong shape of value
            problems.append(f"{where}: '{key}' cannot be checked with that value")
            continue
        if failure:
            problems.append(f"{where}: {failure}")
    return problems


def _check(session: Session, key: str, value: Any, last: list[str]) -> str | None:
    game, state = session.game, session.state
    if key in ("legal", "not_legal"):
        wanted = value if isinstance(value, list) else [value]
        labels = {label for label, _ in labelled_actions(game, state)}
        wrong = [w for w in wanted if (w in labels) != (key == "legal")]
        if wrong:
            return f"{'not legal' if key == 'legal' else 'legal'} now: {'; '.join(wrong)} (legal: {'; '.join(sorted(labels))})"
    elif key == "log":
        wanted = value if isinstance(value, list) else [value]
        missing = [w for w in wanted if not any(str(w) in line for line in last)]
        if missing:
            return f"the last step's log lacks {missing}; it reads {last}"
    elif key == "winner" and game.winner(state) != value:
        return f"the winner is {game.winner(state)}, not {value}"
    elif key == "deciding" and game.deciding_seat(state) != value:
        return f"seat {game.deciding_seat(state)} decides, not {value}"
    elif key == "phase" and state.phase != value:
        return f"the phase is {state.phase!r}, not {value!r}"
    elif key == "prompt" and str(value) not in game.prompt(state):
        return f"the prompt reads {game.prompt(state)!r}"
    elif key == "cards":
        for zone, wanted in dict(value).items():
            found = [state.cards[c].definition for c in state.zones[zone].cards] if zone in state.zones else None
            if found != list(wanted):
                return f"{zone} holds {found}, not {list(wanted)}"
    elif key == "where":
        for card, wanted in dict(value).items():
            found = state.cards[card].location if card in state.cards else None
            if found != wanted:
                return f"{card} is in {found}, not {wanted}"
    elif key == "counters":
        for card, counters in dict(value).items():
            found = dict(state.cards[card].counters) if card in state.cards else None
            if found is None or any(found.get(name, 0) != number for name, number in dict(counters).items()):
                return f"{card} has counters {found}, not {dict(counters)}"
    elif key == "data":
        for name, wanted in dict(value).items():
            if state.data.get(name) != freeze(wanted):
                return f"data {name} is {to_json(state.data.get(name))!r}, not {wanted!r}"
    return None
