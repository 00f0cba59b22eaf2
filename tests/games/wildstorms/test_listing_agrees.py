"""The listing and the checks agree, also on tables changed by hand.

The engine makes an action taken from a position's listing without checking it again
(``play.apply``), so a listed action must be one the checks accept. Cards moved by hand can lie
in another player's zones (a plot twist of Bob's in Ann's hand, a character of Ann's in Bob's
front rank); the rules read whose card it is (owner, controller) and where it lies, and the
listings read the same.
"""

from __future__ import annotations

import pytest

from tabletop.engine.variants import new_setup
from tabletop.games.wildstorms.actions import (
    DeclareAttack,
    DiscardEquipment,
    DoneDeclaring,
    PlayCombatCard,
    PlayPlotTwist,
)
from tests.games.listing_checks import listed_actions_accepted
from tests.games.shipped import shipped
from tests.games.wildstorms.position import ANN, BOB, Position, legal, play, refused


def test_a_plot_twist_in_another_players_hand_is_played_by_nobody() -> None:
    table = Position(phase="Recruit and Equip")
    theirs = table.card("public_scandal", BOB, "p0.hand")  # Bob's card, put in Ann's hand by hand
    mine = table.card("public_scandal", ANN, "p1.hand")  # Ann's card, in Bob's hand
    game = table.start()
    assert legal(game, PlayPlotTwist) == []
    refused(game, PlayPlotTwist(theirs, "p1.effects"), "played from its owner's hand")
    refused(game, PlayPlotTwist(mine, "p1.effects"), "played from its owner's hand")


def test_a_character_in_another_players_ranks_is_neither_attacker_nor_target_of_its_own_side() -> None:
    table = Position()
    warblade = table.card("warblade", ANN, "front")
    stray = table.card("zealot", ANN, "p1.front")  # Ann's character, put in Bob's front rank by hand
    foe = table.card("dozer", BOB, "front")
    lent = table.card("claymore", BOB, "p0.front")  # Bob's character in Ann's front rank
    game = table.start()
    listed = legal(game, DeclareAttack)
    assert listed and all(a.defender != stray and a.attacker != lent for a in listed)
    assert DeclareAttack(warblade, foe, "close") in listed
    refused(game, DeclareAttack(warblade, stray, "close"), "You cannot attack your own characters.")
    refused(game, DeclareAttack(lent, foe, "close"), "Attack with one of your characters at the battlesite.")


def test_equipment_on_another_players_character_is_not_discarded_from_your_ranks() -> None:
    table = Position(phase="Recruit and Equip")
    lent = table.card("claymore", BOB, "p0.front")
    gun = table.under("shotgun", lent)
    own = table.card("zealot", ANN, "front")
    rifle = table.under("shotgun", own)
    game = table.start()
    assert legal(game, DiscardEquipment) == [DiscardEquipment(rifle, "p0.discard")]
    refused(game, DiscardEquipment(gun, "p1.discard"), "Discard equipment from your own characters.")


def test_a_combat_card_in_another_players_hand_is_not_played() -> None:
    table = Position(auto_pass=False)
    warblade = table.card("warblade", ANN, "front")
    foe = table.card("dozer", BOB, "front")
    theirs = table.card("one_two_punch", BOB, "p0.hand")
    mine = table.card("one_two_punch", ANN, "hand")
    game = table.start()
    play(game, DeclareAttack(warblade, foe, "close"), DoneDeclaring())
    assert game.state.decision == {"seat": ANN, "kind": "combat"}
    assert legal(game, PlayCombatCard) == [PlayCombatCard(mine, warblade, "")]
    refused(game, PlayCombatCard(theirs, warblade, ""), "Play a combat card from your own hand.")


@pytest.mark.parametrize(("seed", "variant", "players"), [(3, "", None), (11, "", None), (5, "ffa", 3),
                                                         (6, "team", 4), (2, "campaign", None)])
def test_every_listed_action_is_accepted_on_tables_changed_by_hand(seed: int, variant: str,
                                                                   players: int | None) -> None:
    """Random play with random changes by hand between the steps (seeds 3 and 11 listed a plot twist
    the checks refused within 150 steps before the listings read owners and controllers)."""
    game = shipped("wildstorms")
    setup = new_setup(game, seed, variant=variant, players=players) if variant else game.default_setup(seed)
    assert listed_actions_accepted(game, setup, seed, 450)
