"""Zone labels never lie on a card, on each other nor on a seat's name, and stay in sight, in every
game and variant, at the largest table each allows (and the three-seat free-for-all), at 1500x950
and 1280x720, through long games: each table plays at least 300 steps (a game that ends sooner is
followed by another), looked at every few steps."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from tabletop.engine.session import Session
from tabletop.engine.variants import new_setup, variants_of
from tabletop.games import registry
from tests.ui.conftest import table_window

TABLES = [(game_id, variant.id, variant.players[1]) for game_id in ("wildstorms", "wms", "nitro", "wagon", "unmatched")
          for variant in variants_of(registry.load(game_id))] + \
         [("wildstorms", "ffa", 3)]
SIZES = ((1500, 950), (1280, 720))
STEPS = 300
EVERY = 3


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


def _out_of_sight(window) -> list[str]:  # noqa: ANN001
    """Labels not wholly inside what the view shows of the table (fitted to the window)."""
    view = window.view
    shown = QRectF(view.mapToScene(view.viewport().rect()).boundingRect())
    return [item.label.text for item in window.scene.zone_items.values()
            if not shown.contains(item.label.sceneBoundingRect())]


@pytest.mark.parametrize(("game_id", "variant", "players"), TABLES)
def test_no_zone_label_lies_on_a_card_or_another_label(qtbot, game_id: str, variant: str, players: int) -> None:  # noqa: ANN001
    game = registry.load(game_id)
    chooser = random.Random(4)
    played = games = 0
    while played < STEPS:
        setup = new_setup(game, 4 + games, variant=variant, players=players)
        window = table_window(qtbot, Session(game, setup), size=SIZES[games % 2])
        controller = window.controller
        games += 1
        for step in range(STEPS - played + 1):
            legal = controller.legal_actions()
            over = controller.session.is_over() or not legal
            if step % EVERY == 0 or over:
                window.resize(*SIZES[(step // EVERY + games) % 2])
                for _ in range(2):  # the docks and the view laid out, the table fitted again
                    QApplication.processEvents()
                where = f"game {games}, step {step} ({played + step} in all), at {window.width()}x{window.height()}"
                assert _overlaps(window) == [], where
                assert _out_of_sight(window) == [], where
            if over or step == STEPS - played:
                break
            controller.perform(chooser.choice(legal))
        played += max(step, 1)
        window.close()
