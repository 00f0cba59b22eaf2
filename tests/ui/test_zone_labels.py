"""Zone labels never lie on a card, on each other nor on a seat's name, in every game and variant, at the
largest table each allows (and the three-seat free-for-all), as the game goes on."""

from __future__ import annotations

import random

import pytest

from tabletop.engine.session import Session
from tabletop.engine.variants import new_setup, variants_of
from tabletop.games import registry
from tests.ui.conftest import table_window

TABLES = [(game_id, variant.id, variant.players[1]) for game_id in ("wildstorms", "wms", "nitro", "wagon", "unmatched")
          for variant in variants_of(registry.load(game_id))] + \
         [("wildstorms", "ffa", 3)]


def _overlaps(window) -> list[str]:  # noqa: ANN001
    scene = window.scene
    found = []
    labels = [item.label for item in scene.zone_items.values()]
    for index, label in enumerate(labels):
        rect = label.sceneBoundingRect()
        if scene._card_cover(rect) > 0:
            found.append(f"{label.text} on a card")
        found += [f"{label.text} on {other.text}" for other in labels[index + 1:]
                  if rect.intersects(other.sceneBoundingRect())]
        found += [f"{label.text} on the name {banner.text()}" for banner in scene._banners
                  if rect.intersects(banner.sceneBoundingRect())]
    return found


@pytest.mark.parametrize(("game_id", "variant", "players"), TABLES)
def test_no_zone_label_lies_on_a_card_or_another_label(qtbot, game_id: str, variant: str, players: int) -> None:  # noqa: ANN001
    game = registry.load(game_id)
    setup = new_setup(game, 4, variant=variant, players=players)
    window = table_window(qtbot, Session(game, setup), size=(1280, 720))
    controller = window.controller
    chooser = random.Random(4)
    for step in range(61):
        if step % 20 == 0:
            assert _overlaps(window) == [], f"after {step} steps"
        legal = controller.legal_actions()
        if controller.session.is_over() or not legal:
            break
        controller.perform(chooser.choice(legal))
