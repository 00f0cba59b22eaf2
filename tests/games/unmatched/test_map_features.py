"""Battlefield effects on a small map: linked spaces, the conveyor belt, battlefield items, and
closed doors breaking zones for attacks."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.carddb.loader import load_cards
from tabletop.engine.game import PlayerSetup, Setup
from tabletop.engine.session import Session
from tabletop.engine.values import FrozenDict
from tabletop.games.registry import game_class
from tabletop.games.unmatched import combat, deck_rules
from tabletop.games.unmatched.actions import (
    Attack,
    Choose,
    Decline,
    Maneuver,
    NoDefense,
    PlaceFighter,
    UseItem,
)
from tabletop.games.unmatched.board import door_key
from tabletop.games.unmatched.context import SPACE, UnmatchedContext, zone
from tabletop.games.unmatched.items import ITEM, item_definition
from tabletop.games.unmatched.map_file import read_map_text
from tabletop.games.unmatched.mechanics import relocate
from tabletop.games.unmatched.rules import RULES
from tests.arrange import arrange
from tests.games.unmatched import helpers
from tests.games.unmatched.helpers import decision, fighter, log, new_game, where

TINY = """\
kind: battlefield
game: unmatched
id: tiny_works
name: Tiny Works
zones:
  - {key: red, name: Red, colour: '#c0392b'}
  - {key: blue, name: Blue, colour: '#2e86c1'}
  - {key: bin, name: Bin, colour: '#f1c40f'}
spaces:
  - {id: a, q: 0, r: 0, zones: [red], start: 1}
  - {id: b, q: 1, r: 0, zones: [red], item: true}
  - {id: c, q: 2, r: 0, zones: [red, blue]}
  - {id: d, q: 3, r: 0, zones: [blue], start: 2, item: true}
  - {id: e, q: 4, r: 0, zones: [blue]}
  - {id: b1, q: 0, r: 1, zones: [red]}
  - {id: b2, q: 1, r: 1, zones: [red]}
  - {id: b3, q: 2, r: 1, zones: [blue]}
  - {id: x1, q: 3, r: 1, zones: [bin]}
  - {id: x2, q: 4, r: 1, zones: [bin]}
  - {id: f, q: -1, r: 2, zones: [red]}
paths:
  - {a: a, b: b}
  - {a: b, b: c}
  - {a: c, b: d}
  - {a: d, b: e}
  - {a: a, b: b1}
  - {a: b1, b: b2}
  - {a: b2, b: b3}
  - {a: b3, b: x1}
  - {a: x1, b: x2}
  - {a: x2, b: e}
  - {a: f, b: b1}
  - {a: f, b: e, kind: linked}
conveyor:
  - {a: b1, b: b2}
  - {a: b2, b: b3}
gift_bin: bin
"""


def game_with_map(text: str, name: str):
    """The game with the shipped cards and maps, and this small map (a battlefield file's text) too."""
    field, problems = read_map_text(text, name)
    assert problems == [] and field is not None
    db = load_cards(game_class("unmatched").schema)
    db.extras = {**db.extras, "battlefield": {**db.extras["battlefield"], field.id: field}}
    return game_class("unmatched")(db)


@pytest.fixture(scope="module")
def tiny_game():
    return game_with_map(TINY, "tiny_works.yaml")


def start(game, heroes=("robin_hood", "medusa"), battlefield: str = "tiny_works") -> Session:
    seats = tuple(PlayerSetup(name, deck_rules.deck_for_hero(game.db.cards[hero], game.db))
                  for name, hero in zip(("Ann", "Bob"), heroes, strict=True))
    session = Session(game, Setup("unmatched", seats, 3, FrozenDict({"battlefield": battlefield, "first_player": "0"})))
    while session.state.phase == "setup":
        session.perform(session.legal_actions()[0])
    return session


def change(session: Session, what) -> None:
    game = session.game
    arrange(session, "test setup", None, lambda step: what(step, UnmatchedContext(session.state, game.db, RULES, step)))


def put(session: Session, token_id: str, space: str, tail: str = "") -> None:
    change(session, lambda step, c: relocate(c, token_id, space, tail))


def set_data(session: Session, key: str, value) -> None:
    change(session, lambda step, c: step.set_data(key, value))


def set_health(session: Session, token_id: str, health: int) -> None:
    change(session, lambda step, c: step.set_token(token_id, "health", health))


def clear_board(session: Session, keep: tuple[str, ...]) -> None:
    def what(step, c):
        for token in list(session.state.tokens.values()):
            if token.kind in ("fighter", "tail", "marker") and token.id not in keep and token.data.get("of") not in keep:
                step.remove_token(token.id)
    change(session, what)


def hand(session: Session, player: int, *definitions: str) -> None:
    """Exactly these cards in the player's hand (taken from the deck)."""
    def what(step, c):
        for card in list(c.hand(player)):
            step.move(card, zone(player, "deck"), 0)
            step.set_card(card, "face_up", False)
        for definition in definitions:
            found = next(cid for cid in session.state.zones[zone(player, "deck")].cards
                         if session.state.cards[cid].definition == definition)
            step.move(found, zone(player, "hand"))
            step.set_card(found, "face_up", True)
    change(session, what)


def only_items(session: Session, **where_key: str) -> None:
    """Take every item token off the board, then put these (space -> set.token key)."""
    def what(step, c):
        for token in list(session.state.tokens.values()):
            if token.kind == ITEM:
                step.remove_token(token.id)
        for space, key in where_key.items():
            item = item_definition(c.db, key)
            step.create_token(ITEM, None, SPACE + space, key=key, name=item.label(), text=item.text)
    change(session, what)


def pick(session, kind, **fields):
    for action in session.legal_actions():
        if type(action) is kind and all(getattr(action, k) == v for k, v in fields.items()):
            return action
    raise AssertionError(f"no {kind.__name__} {fields} in {[session.game.menu_text(session.state, a) for a in session.legal_actions()]}")


def do(session, kind, **fields):
    session.perform(pick(session, kind, **fields))


def context(session) -> UnmatchedContext:
    return UnmatchedContext(session.state, session.game.db, RULES)


def duel(tiny_game, heroes=("robin_hood", "medusa")):
    session = start(tiny_game, heroes)
    hero, foe = fighter(session, 0, heroes[0].split("_")[0].title()[:4]), fighter(session, 1, heroes[1].title()[:4])
    clear_board(session, (hero, foe))
    only_items(session)
    return session, hero, foe


def end_turn_with_maneuvers(session) -> None:
    """Spend the active player's two actions on maneuvers that move nobody."""
    for _ in range(2):
        do(session, Maneuver)
        while decision(session) in ("boost", "move"):
            do(session, Decline)
    while decision(session) == "discard":
        session.perform(session.legal_actions()[0])


# -- linked spaces ---------------------------------------------------------------
def test_linked_spaces_are_adjacent_for_everything_but_zones(tiny_game):
    c = context(start(tiny_game))
    view = c.view
    assert "e" in view.adjacent["f"] and "f" in view.adjacent["e"]
    assert "e" in view.steps["f"] and "f" in view.steps["e"] and "e" in view.large_steps["f"]
    assert view.distance("f", "d") == 2
    assert not view.same_zone("f", "e")  # a link joins spaces, never zones


def test_a_melee_fighter_attacks_across_a_link(tiny_game):
    session, robin, medusa = duel(tiny_game)
    put(session, robin, "f")
    put(session, medusa, "e")
    c = context(session)
    assert c.adjacent(c.state.tokens[robin], c.state.tokens[medusa])
    assert "adjacent" in combat.how_attacked(c, c.state.tokens[robin], c.state.tokens[medusa])
    pick(session, Attack, fighter=robin, target=medusa)


# -- the conveyor belt ----------------------------------------------------------------
def test_the_belt_carries_a_line_of_fighters_one_space_on_at_the_end_of_the_turn(tiny_game):
    session, robin, medusa = duel(tiny_game)
    put(session, robin, "b2")
    put(session, medusa, "b1")
    end_turn_with_maneuvers(session)
    assert (where(session, robin), where(session, medusa)) == ("b3", "b2")  # the one behind follows
    assert "The belt carries Robin Hood: B2 → B3." in log(session)


def test_from_the_end_space_its_player_places_the_fighter_in_the_gift_bin(tiny_game):
    session, robin, medusa = duel(tiny_game)
    put(session, medusa, "b3")
    put(session, robin, "b2")
    end_turn_with_maneuvers(session)
    assert decision(session) == "place_fighter" and session.state.decision["seat"] == 1  # Medusa's player
    assert {a.space for a in session.legal_actions() if isinstance(a, PlaceFighter)} == {"x1", "x2"}
    assert where(session, robin) == "b2"  # the ride waits for the placement
    do(session, PlaceFighter, fighter=medusa, space="x2")
    assert (where(session, medusa), where(session, robin)) == ("x2", "b3")
    assert session.state.active_player == 1 and decision(session) == "action"


def test_a_fighter_that_cannot_leave_stays_and_blocks_the_one_behind(tiny_game):
    session, robin, medusa = duel(tiny_game)
    put(session, medusa, "b3")
    put(session, robin, "b2")
    set_data(session, "pinned", (medusa,))  # an effect keeps Medusa in her space
    end_turn_with_maneuvers(session)
    assert (where(session, medusa), where(session, robin)) == ("b3", "b2")
    assert "Robin Hood stays on B2: B3 is taken." in log(session)


def test_a_full_gift_bin_keeps_the_fighter_on_the_end_space(tiny_game):
    session = start(tiny_game)
    robin, outlaw, medusa = fighter(session, 0, "Robin"), fighter(session, 0, "Outlaw"), fighter(session, 1, "Medusa")
    clear_board(session, (robin, outlaw, medusa))
    put(session, medusa, "b3")
    put(session, robin, "x1")
    change(session, lambda step, c: step.set_token(outlaw, "location", SPACE + "x2"))
    end_turn_with_maneuvers(session)
    assert where(session, medusa) == "b3"
    assert "the gift bin has no empty space" in log(session)


def test_large_fighters_are_not_moved_by_the_belt(tiny_game):
    session = start(tiny_game, ("t_rex", "medusa"))
    rex, medusa = fighter(session, 0, "T. Rex"), fighter(session, 1, "Medusa")
    clear_board(session, (rex, medusa))
    put(session, rex, "b2", "b1")
    put(session, medusa, "d")
    end_turn_with_maneuvers(session)
    assert session.state.tokens[rex].location == SPACE + "b2" and session.state.tokens[rex].data["tail"] == "b1"


# -- battlefield items -------------------------------------------------------------------
def test_every_item_space_gets_a_token_at_setup_that_everyone_sees(tiny_game):
    session = start(tiny_game)
    items = [t for t in session.state.tokens.values() if t.kind == ITEM]
    assert sorted(t.location for t in items) == ["space:b", "space:d"]
    assert all(t.owner is None and t.data["name"] and t.data["text"] for t in items)
    assert any(line.startswith("Battlefield items (Supply Crates, the project's own): ")
               for line in session.state.data["setup_log"])
    for seat in (0, 1):
        seen = session.game.view(session.state, seat)["tokens"]
        shown = [t for t in (seen.values() if isinstance(seen, dict) else seen) if t["kind"] == ITEM]
        assert sorted(t["name"] for t in shown) == sorted(t.data["name"] for t in items)


def test_a_scheme_item_is_an_action_and_goes_back_to_the_box(tiny_game):
    session, robin, medusa = duel(tiny_game)
    only_items(session, b="supply_crates.field_dressing")
    put(session, robin, "b")
    set_health(session, robin, 5)
    item = next(t.id for t in session.state.tokens.values() if t.kind == ITEM)
    do(session, UseItem, fighter=robin, item=item)
    assert session.state.tokens[robin].data["health"] == 7
    assert item not in session.state.tokens
    assert session.state.data["actions_left"] == 1
    assert "a battlefield item" in log(session)
    assert not any(isinstance(a, UseItem) for a in session.legal_actions())


def test_a_scheme_item_is_only_for_a_fighter_standing_on_it(tiny_game):
    session, robin, medusa = duel(tiny_game)
    only_items(session, b="supply_crates.dispatch_case", d="supply_crates.crowbar")
    put(session, robin, "a")
    assert not any(isinstance(a, UseItem) for a in session.legal_actions())
    put(session, robin, "d")  # a combat item is no action
    assert not any(isinstance(a, UseItem) for a in session.legal_actions())


def _attack_from_the_crowbar(tiny_game, attack_card: str, defense: str | None):
    session, robin, medusa = duel(tiny_game)
    only_items(session, b="supply_crates.crowbar")
    put(session, robin, "b")
    put(session, medusa, "c")
    hand(session, 0, attack_card)
    hand(session, 1, *([defense] if defense else []))
    do(session, Attack, fighter=robin, target=medusa)
    session.perform(next(a for a in session.legal_actions() if type(a).__name__ == "PlayCombatCard"))
    return session, robin, medusa


def test_a_combat_item_is_taken_before_the_defender_chooses_and_adds_its_value(tiny_game):
    session, robin, medusa = _attack_from_the_crowbar(tiny_game, "longbow_volley", None)
    assert decision(session) == "choice" and session.state.decision["seat"] == 0  # the attacker, first
    do(session, Choose, option=next(t.id for t in session.state.tokens.values() if t.kind == ITEM))
    assert decision(session) == "defense_card"
    crowbar = next(t for t in session.state.tokens.values() if t.kind == ITEM)
    assert crowbar.location == session.state.data["combat"]["acard"]  # beside the card
    health = session.state.tokens[medusa].data["health"]
    do(session, NoDefense)
    while "combat" in session.state.data:  # Robin's after-combat move: declined
        session.perform(next((a for a in session.legal_actions() if isinstance(a, Decline)), session.legal_actions()[0]))
    assert "Crowbar (battlefield item)" in log(session)
    skirmish = session.game.db.cards["longbow_volley"].value
    assert session.state.tokens[medusa].data["health"] == health - skirmish - 2
    assert not any(t.kind == ITEM for t in session.state.tokens.values())  # back to the box after combat


def test_a_cancelled_card_loses_its_combat_item_too(tiny_game):
    session, robin, medusa = _attack_from_the_crowbar(tiny_game, "longbow_volley", "feint")
    do(session, Choose, option=next(t.id for t in session.state.tokens.values() if t.kind == ITEM))
    session.perform(next(a for a in session.legal_actions() if type(a).__name__ == "PlayCombatCard"))
    assert "the card's effects are cancelled, so the item adds nothing" in log(session)
    assert "Crowbar (battlefield item)" not in log(session)


def test_leaving_the_item_keeps_it_on_the_board(tiny_game):
    session, robin, medusa = _attack_from_the_crowbar(tiny_game, "longbow_volley", None)
    do(session, Choose, option="none")
    assert next(t for t in session.state.tokens.values() if t.kind == ITEM).location == SPACE + "b"


# -- closed doors break zones for attacks ---------------------------------------------
def test_a_closed_door_on_the_only_shortest_way_stops_a_ranged_attack_in_the_zone():
    session = new_game(("robin_hood", "medusa"), "thornhold_keep")
    robin, medusa = fighter(session, 0, "Robin"), fighter(session, 1, "Medusa")
    helpers.clear_board(session, (robin, medusa))
    helpers.put(session, robin, "courtyard_1")
    helpers.put(session, medusa, "courtyard_5")
    c = context(session)
    assert medusa in [t.id for t in combat.targets(c, c.state.tokens[robin])]
    helpers.set_data(session, "closed_doors", (door_key("courtyard_1", "great_hall_6"),))
    c = context(session)
    assert not c.share_zone(c.state.tokens[robin], c.state.tokens[medusa])
    assert medusa not in [t.id for t in combat.targets(c, c.state.tokens[robin])]


# -- the map file ------------------------------------------------------------------------
@pytest.mark.parametrize(("old", "new", "message"), [
    ("gift_bin: bin\n", "", "a conveyor needs a gift_bin: the zone its end spaces empty into"),
    ("gift_bin: bin", "gift_bin: attic", "gift_bin names unknown zone 'attic'"),
    ("  - {a: b2, b: b3}\ngift", "  - {a: b2, b: b3}\n  - {a: b3, b: b1}\ngift", "conveyor arrow b3 -> b1 is not on a path"),
    ("  - {a: b2, b: b3}\ngift", "  - {a: b2, b: b3}\n  - {a: b2, b: b1}\ngift",
     "space 'b2' has a second conveyor arrow leading out of it (arrow 2)"),
    ("{a: b2, b: b3}\ngift", "{a: b2, b: b9}\ngift", "conveyor arrow b2 -> b9 names unknown space 'b9'"),
    ("  - {a: b2, b: b3}\ngift", "  - {a: b2, b: b1}\ngift", "runs in a circle"),
    ("item: true}", "item: yes please}", "item"),
])
def test_a_broken_feature_is_one_problem_at_its_line(old, new, message):
    assert old in TINY
    field, problems = read_map_text(TINY.replace(old, new, 1), "tiny_works.yaml")
    assert any(message in str(p) and str(p).startswith("tiny_works.yaml:") for p in problems), problems


def test_a_gift_bin_without_a_conveyor_is_refused():
    text = TINY.split("conveyor:")[0] + "gift_bin: bin\n"
    _field, problems = read_map_text(text, "t.yaml")
    line = text.splitlines().index("gift_bin: bin") + 1
    assert [str(p) for p in problems] == [f"t.yaml:{line}: a gift bin means nothing without a conveyor"]


def test_item_tokens_are_checked_strictly():
    from tabletop.games.unmatched.item_data import ItemEffect, ItemToken
    assert ItemToken(key="x", name="X", kind="combat", text="t").problems() == [
        "combat item 'x' needs a value of at least 1"]
    assert ItemToken(key="x", name="X", kind="scheme", text="t").problems() == ["scheme item 'x' needs effects"]
    assert ItemEffect(do="draw", amount=1, target="this_fighter").problems() == [
        "'draw' needs a player target (you or opponent), not 'this_fighter'"]
    assert ItemEffect(do="move", amount=0).problems() == ["'move' needs an amount of at least 1"]
    assert dataclasses.replace(ItemEffect(do="place"), where="zone").problems() == []


def test_an_item_token_with_an_unknown_key_is_passed_over(tiny_game):
    session, robin, medusa = duel(tiny_game)
    change(session, lambda step, c: step.create_token(ITEM, None, SPACE + "b", key="no_such.item", name="Odd"))
    put(session, robin, "b")
    assert not any(isinstance(a, UseItem) for a in session.legal_actions())


# -- the features already there, from an effect's side ------------------------------------
def _effect_move(session, token_id: str, steps: int) -> None:
    """A card effect lets the fighter move (not a maneuver): "move up to N"."""
    from tabletop.games.unmatched.movement import start_moving

    def what(step, c):
        start_moving(c, 0, [token_id], {token_id: steps}, doors=False, once=True, why="An effect")
    helpers.manual(session, what)
    helpers.set_data(session, "queue", ())
    helpers.manual(session, lambda step, c: step.set(("decision",), {"seat": 0, "kind": "move"}))


def test_an_effects_movement_follows_one_way_arrows_and_cannot_open_doors():
    from tabletop.games.unmatched.actions import MoveFighter, ToggleDoor
    session = new_game(("king_arthur", "medusa"), "thornhold_keep")
    arthur, medusa = fighter(session, 0, "King Arthur"), fighter(session, 1, "Medusa")
    helpers.clear_board(session, (arthur, medusa))
    helpers.put(session, arthur, "great_hall_4")
    helpers.put(session, medusa, "ramparts_7")
    _effect_move(session, arthur, 2)
    legal = session.legal_actions()
    assert not any(isinstance(a, ToggleDoor) for a in legal)  # doors only in a maneuver
    assert any(isinstance(a, MoveFighter) for a in legal)
    one_way = [(p.a, p.b) for p in session.game.db.extras["battlefield"]["thornhold_keep"].paths if p.kind == "one_way"]
    for start, end in one_way:
        helpers.put(session, arthur, end)
        _effect_move(session, arthur, 1)
        assert not any(isinstance(a, MoveFighter) and a.space == start for a in session.legal_actions())


def test_secret_passage_spaces_are_not_adjacent_for_a_melee_attack():
    session = new_game(("king_arthur", "medusa"), "sunken_abbey")
    arthur, medusa = fighter(session, 0, "King Arthur"), fighter(session, 1, "Medusa")
    helpers.clear_board(session, (arthur, medusa))
    helpers.put(session, arthur, "library_1")
    helpers.put(session, medusa, "bell_tower_2")  # one step away through the passage
    c = context(session)
    assert "bell_tower_2" in c.view.steps["library_1"]
    assert medusa not in [t.id for t in combat.targets(c, c.state.tokens[arthur])]


def test_a_broken_item_file_gives_one_problem_per_mistake_at_its_line(tmp_path):
    from tabletop.carddb.loader import load_directory
    from tabletop.carddb.problems import DataError
    (tmp_path / "items").mkdir()
    (tmp_path / "items" / "box.yaml").write_text(
        "kind: battlefield_items\ngame: unmatched\nid: box\nname: Box\ntokens:\n"
        "  - {key: stick, name: Stick, kind: combat, text: A stick.}\n"
        "  - {key: tonic, name: Tonic, kind: scheme, text: Draw., effects: [{do: draw, amount: 1, target: this_fighter}]}\n"
        "  - {key: stick, name: Stick Two, kind: combat, value: 1, text: x}\n"
        "  - {key: rope, name: Rope, kind: combat, value: 1, text: x, colour: red}\n", encoding="utf-8")
    with pytest.raises(DataError) as error:
        load_directory(game_class("unmatched").schema, tmp_path)
    problems = [str(p) for p in error.value.problems]
    assert any(p.endswith("box.yaml:6: combat item 'stick' needs a value of at least 1") for p in problems), problems
    assert any(p.endswith("box.yaml:7: 'draw' needs a player target (you or opponent), not 'this_fighter'")
               for p in problems), problems
    assert any("box.yaml:9: unknown field 'colour'" in p for p in problems), problems
    (tmp_path / "items" / "box.yaml").write_text(
        "kind: battlefield_items\ngame: unmatched\nid: box\nname: Box\ntokens:\n"
        "  - {key: stick, name: Stick, kind: combat, value: 2, text: A stick.}\n"
        "  - {key: stick, name: Stick Two, kind: combat, value: 1, text: x}\n", encoding="utf-8")
    with pytest.raises(DataError) as error:
        load_directory(game_class("unmatched").schema, tmp_path)
    assert [str(p).rpartition("/")[2] for p in error.value.problems] == ["box.yaml:7: item key 'stick' is used twice"]
