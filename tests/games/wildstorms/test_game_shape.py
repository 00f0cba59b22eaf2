"""The game module as the app and the command line use it: layout, words,
saves, undo, views, self-play and the ability names in the card data."""

from __future__ import annotations

import json
import random
from importlib import resources

from tabletop.cli import main
from tabletop.engine.persistence import session_from_json, session_to_json
from tabletop.engine.selfplay import play_random_game, run_selfplay
from tabletop.engine.session import Session
from tabletop.engine.variants import new_setup
from tabletop.engine.views import view
from tabletop.games import registry
from tabletop.games.wildstorms import powers
from tabletop.games.wildstorms.actions import ACTION_TYPES, DeclareAttack, DoneDeclaring
from tabletop.games.wildstorms.cards import CombatCard
from tabletop.games.wildstorms.modifiers import ATTACK_ABILITIES, defense_value
from tabletop.games.wildstorms.table import PRIZE_ZONE
from tests.games.shipped import shipped
from tests.games.wildstorms.position import ANN, BOB, Position, play
from tests.games.wildstorms.position import ctx as _ctx

GAME = shipped("wildstorms")


def test_registered_with_rules_and_help() -> None:
    assert registry.game_class("wildstorms") is type(GAME)
    game = GAME
    assert game.has_rules and game.help_file == "help.md"
    assert set(ACTION_TYPES) <= set(game.action_types)
    text = (resources.files("tabletop.games.wildstorms") / "help.md").read_text(encoding="utf-8")
    assert "Recruit and Equip" in text and "When a battle stalls" in text


def test_every_ability_named_in_the_card_data_is_resolved() -> None:
    names = set()
    for card in GAME.db.cards.values():
        names.update(getattr(card, "abilities", ()))
        if getattr(card, "ability", None):
            names.add(card.ability)
    assert names <= set(powers.KNOWN_ABILITIES)
    assert set(ATTACK_ABILITIES) | set(powers.ACTIVATED) <= set(powers.KNOWN_ABILITIES)
    assert any(isinstance(c, CombatCard) and c.ability == "turnabout" for c in GAME.db.cards.values())


def test_layout_covers_every_zone_without_overlaps() -> None:
    session = Session(GAME, GAME.default_setup(1))
    layout = GAME.layout(session.state)
    for zone_id in session.state.zones:
        if zone_id == PRIZE_ZONE:  # only a campaign plays for a prize: off the table, and empty, outside one
            assert layout.spot_for(zone_id, 2) is None and not session.state.zones[zone_id].cards
            continue
        assert layout.spot_for(zone_id, 2) is not None, zone_id
    boxes = []
    for spot in layout.spots:
        sides = [None] if spot.shared else [0, 1]
        for side in sides:
            x, y = spot.x, spot.y
            if side == 1:  # the table turns the top player's side half a circle
                x, y = -(spot.x + spot.width), -(spot.y + spot.height)
            boxes.append((x, y, x + spot.width, y + spot.height, f"{spot.zone}/{side}"))
    for index, (x1, y1, x2, y2, name) in enumerate(boxes):
        for a1, b1, a2, b2, other in boxes[index + 1:]:
            assert x2 <= a1 or a2 <= x1 or y2 <= b1 or b2 <= y1, (name, other)
    own = [s for s in layout.spots if not s.shared]
    assert all(-7.0 <= s.x and s.x + s.width <= 7.0 and 0.15 <= s.y and s.y + s.height <= 3.7 for s in own)
    assert ("p{p}.points", "Points") in layout.player_fields and "injury" in layout.counters


def test_default_setup_uses_the_first_two_standard_decks() -> None:
    setup = GAME.default_setup(5)
    assert [p.deck.name for p in setup.players] == ["Daemonite Horde", "WetWorks and Team 7"]


def test_actions_survive_json_and_keep_their_gestures() -> None:
    session = Session(GAME, GAME.default_setup(2))
    chooser = random.Random(2)
    seen = 0
    for _ in range(400):
        for action in GAME.legal_actions(session.state):
            again = GAME.action_from_json(json.loads(json.dumps(GAME.action_to_json(action))))
            assert again == action and GAME.label(session.state, again) == GAME.label(session.state, action)
            seen += 1
        if GAME.is_over(session.state):
            break
        session.perform(chooser.choice(GAME.legal_actions(session.state)))
    assert seen > 300


def test_drags_name_their_card_and_target() -> None:
    table = Position()
    warblade = table.card("warblade", ANN, "front")
    zealot = table.card("zealot", BOB, "front")
    game = table.start()
    (attack,) = [a for a in game.legal_actions() if isinstance(a, DeclareAttack)]
    assert (attack.subject(), attack.destination()) == (warblade, "@" + zealot)
    assert GAME.menu_text(game.state, attack) == "Attack Zealot: close combat"
    assert GAME.label(game.state, attack) == "WarBlade attacks Zealot (close combat)"
    buttons = [GAME.menu_text(game.state, a) for a in game.legal_actions() if a.subject() is None]
    assert buttons == ["No attacks: next phase"]
    play(game, attack)
    assert [GAME.menu_text(game.state, a) for a in game.legal_actions() if a.subject() is None] == [
        "Done declaring: fight 1 attack(s)"]


def test_undo_restores_every_step_and_saves_reload() -> None:
    session, problems = play_random_game(GAME, 11)
    assert problems == []
    final = session.state.to_json()
    loaded = session_from_json(json.loads(json.dumps(session_to_json(session)))["body"], lambda _game: GAME)
    assert loaded.state.to_json() == final
    session.undo_all()
    assert session.state.to_json() == session.initial
    session.redo_all()
    assert session.state.to_json() == final


def test_hands_and_decks_are_hidden_in_views() -> None:
    session = Session(GAME, GAME.default_setup(4))
    seen_by_bob = view(session.state, 1)
    assert all(c.get("hidden") for c in seen_by_bob["zones"]["p0.hand"]["cards"])
    assert not any(c.get("hidden") for c in seen_by_bob["zones"]["p1.hand"]["cards"])


def test_prompt_and_status_lines() -> None:
    table = Position(phase="Recruit and Equip", site="halo_enterprises")
    game = table.start()
    status = GAME.status(game.state)
    assert status[:2] == ["Turn 1: Ann", "Phase: Recruit and Equip"]
    assert "Recruit points left: 10 of 10 = 10" in status
    assert "Battlesite: HALO Enterprises (40 to control)" in status
    assert any(line.startswith("Bob: 0 of 40 points") for line in status)
    assert GAME.prompt(game.state).startswith("Ann: spend 10 recruit points")


def test_defense_explanation_outside_combat() -> None:
    table = Position(site="halo_enterprises")
    grifter = table.card("grifter", ANN, "front")
    table.under("personal_forcefield", grifter)
    game = table.start()
    value = defense_value(_ctx(game), grifter, base_source="base")
    assert value.text() == "D 9 = 5 base + 3 Personal Forcefield + 1 HALO Enterprises"


def test_combat_prompt_shows_the_numbers() -> None:
    table = Position(auto_pass=False)
    warblade = table.card("warblade", ANN, "front")
    zealot = table.card("zealot", BOB, "front")
    game = table.start()
    play(game, DeclareAttack(warblade, zealot, "close"), DoneDeclaring())
    assert GAME.prompt(game.state) == (
        "Ann: WarBlade attacks Zealot. C 6 = 6 WarBlade against D 6 = 6 Zealot. Play an attack card or pass.")


def test_selfplay_with_checks_finishes_every_game() -> None:
    report = run_selfplay(GAME, games=30, seed=1, check=True)
    assert report.violations == []
    assert report.games == report.finished == 30


def test_selfplay_command(capsys) -> None:
    assert main(["selfplay", "wildstorms", "--games", "3", "--seed", "4", "--check", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["finished"] == 3 and report["violations"] == []


def test_every_position_of_a_random_game_has_a_prompt_and_status() -> None:
    session = Session(GAME, new_setup(GAME, 9, options=GAME.selfplay_options))  # random play needs the house rule
    chooser = random.Random(9)
    kinds = set()
    while not GAME.is_over(session.state):
        assert GAME.prompt(session.state) and GAME.status(session.state)
        decision = session.state.decision
        kinds.add(decision["kind"] if decision else session.state.phase)
        actions = GAME.legal_actions(session.state)
        assert len({GAME.menu_text(session.state, a) for a in actions if a.subject() is None}) == len(
            [a for a in actions if a.subject() is None])  # buttons are told apart
        session.perform(chooser.choice(actions))
    assert GAME.prompt(session.state).endswith(("wins.", "holds the battlesite)."))
    assert "window" in kinds
    assert {"combat", "Attack", "Recruit and Equip", "Discard", "Switch Ranks", "Draw"} <= kinds
