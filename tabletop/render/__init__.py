"""Card proxies drawn with Pillow, cached on disk; no Qt here.

    from tabletop.render import CardRenderer, card_size
    renderer = CardRenderer("wildstorms", db)
    renderer.face_path("grifter")   # PNG on disk (or the user's own image)
    renderer.face_image("grifter")  # a fresh PIL image
    renderer.back_path()            # the game's card back

Each game has a module here (``wildstorms``, ``wms``, ``nitro``, ``wagon``,
``unmatched``) with ``SIZE``, ``face(card, db) -> Canvas``, ``back() -> Canvas``
and optionally ``extra_key(card, db) -> str`` (data from other cards that the
face shows, e.g. the hero name on an Unmatched action card).
"""

from __future__ import annotations

import importlib
import logging
from pathlib import Path
from types import ModuleType

from PIL import Image

from tabletop.carddb.model import CardBase, CardDatabase
from tabletop.render import cache, generic
from tabletop.render.canvas import Canvas
from tabletop.render.textfit import TextFit

__all__ = ["CardRenderer", "card_size", "render_canvas"]

_log = logging.getLogger(__name__)
GAME_MODULES = {
    "wildstorms": "tabletop.render.wildstorms",
    "wms": "tabletop.render.wms",
    "nitro": "tabletop.render.nitro",
    "wagon": "tabletop.render.wagon",
    "unmatched": "tabletop.render.unmatched",
}


def _module(game_id: str) -> ModuleType:
    name = GAME_MODULES.get(game_id)
    return importlib.import_module(name) if name else generic


def card_size(game_id: str) -> tuple[int, int]:
    """Pixel size (width, height) of a rendered face of ``game_id``."""
    return tuple(_module(game_id).SIZE)  # type: ignore[return-value]


def render_canvas(game_id: str, card: CardBase, db: CardDatabase | None = None) -> Canvas:
    """Draw ``card``; a card its game module cannot draw gets the generic face."""
    module = _module(game_id)
    try:
        canvas = module.face(card, db)
    except Exception:  # a card the drawing code did not foresee must still show
        _log.warning("drawing %s card %r failed; using the generic face", game_id, card.id, exc_info=True)
        canvas = generic.face(card, db, module.SIZE)
        canvas.fallback = True
    canvas.finish()
    return canvas


def _missing_card(card_id: str) -> CardBase:
    return CardBase(id=card_id, name=card_id, type="unknown", text=f"No card '{card_id}' in this game's data.")


class CardRenderer:
    """Faces and the back of one game's cards, as images and cached PNG files."""

    def __init__(self, game_id: str, db: CardDatabase) -> None:
        self.game_id = game_id
        self.db = db
        self._module = _module(game_id)
        self.size = card_size(game_id)

    def _card(self, card_id: str) -> CardBase:
        card = self.db.cards.get(card_id)
        return card if card is not None else _missing_card(card_id)

    def face_canvas(self, card_id: str) -> Canvas:
        """The drawn face with its text fits (tests check every text fit)."""
        return render_canvas(self.game_id, self._card(card_id), self.db)

    def face_image(self, card_id: str) -> Image.Image:
        """The card's proxy face, freshly drawn (RGBA, ``card_size``)."""
        return self.face_canvas(card_id).image

    def face_fits(self, card_id: str) -> list[TextFit]:
        """How each text of the face was fitted (size chosen, whether it fit)."""
        return self.face_canvas(card_id).fits

    def face_key(self, card_id: str) -> str:
        """The 12-digit hash naming the card's cached render."""
        card = self._card(card_id)
        extra_key = getattr(self._module, "extra_key", None)
        extra = extra_key(card, self.db) if extra_key and card_id in self.db.cards else ""
        return cache.digest(self.game_id, repr(self.size), cache.card_key(card), extra)

    def face_path(self, card_id: str) -> Path:
        """A PNG of the card: the user's own image if any, else the cached proxy."""
        own = cache.user_image(self.game_id, card_id)
        if own is not None:
            return own
        target = cache.faces_dir(self.game_id) / f"{card_id}-{self.face_key(card_id)}.png"
        if not target.is_file():
            cache.save_png(self.face_image(card_id), target)
            cache.remove_stale(target, card_id)
        return target

    def back_image(self) -> Image.Image:
        """The game's card back, freshly drawn."""
        canvas = self._module.back()
        canvas.finish()
        return canvas.image

    def back_path(self) -> Path:
        """A PNG of the game's card back (cached like the faces)."""
        key = cache.digest(self.game_id, repr(self.size), "back")
        target = cache.faces_dir(self.game_id) / f"_back-{key}.png"
        if not target.is_file():
            cache.save_png(self.back_image(), target)
            cache.remove_stale(target, "_back")
        return target
