"""Bigfoot (community list): his end-of-turn draw, Savagery hitting friend and foe, the deck."""

from __future__ import annotations

from tabletop.carddb.decks import load_deck, shipped_decks_dir
from tabletop.games.unmatched.actions import Maneuver
from tests.games.unmatched.helpers import GAME, do, fighter, legal, log
from tests.games.unmatched.test_combat import duel, fight, health


def bigfoot_duel(spaces=("nave_5", "nave_6")):
    return duel(("bigfoot", "medusa"), spaces=spaces, sidekicks=((0, "Jackalope", "nave_1"),))


def test_savagery_hurts_every_fighter_next_to_bigfoot_friend_or_foe() -> None:
    session, bigfoot, medusa = bigfoot_duel()
    jackalope = fighter(session, 0, "Jackalope")
    before = health(session, medusa)
    fight(session, bigfoot, medusa, "savagery")
    assert health(session, medusa) == before - 4 - 1  # the blow, then Savagery's 1
    assert health(session, jackalope) == 5  # Bigfoot's own Jackalope stood next to him too


def test_bigfoot_draws_at_the_end_of_his_turn_only_alone_in_his_zone() -> None:
    for medusa_space, draws in (("crypt_5", 3), ("nave_6", 2)):  # two maneuvers draw 2; alone, one more
        session, bigfoot, medusa = bigfoot_duel(("nave_5", medusa_space))
        for _ in range(2):  # both actions: maneuvers that stay put
            do(session, Maneuver)
            while session.state.active_player == 0 and session.state.decision["kind"] != "action":
                session.perform(legal(session)[-1])  # no BOOST; done moving
        turn = log(session).split("Turn 1: Ann (Bigfoot).")[1]
        assert turn.count("Ann (Bigfoot) draws 1 card.") == draws, turn
        assert ("Bigfoot: Ann (Bigfoot) draws 1 card." in turn) == (draws == 3)


def test_the_deck_is_the_community_list_of_thirty_cards() -> None:
    deck = load_deck(shipped_decks_dir("unmatched") / "bigfoot.yaml", GAME.db)
    assert deck.origin == "community" and "unmatched-db" in deck.notes
    assert deck.count("main") == 30 and GAME.check_deck(deck) == []
