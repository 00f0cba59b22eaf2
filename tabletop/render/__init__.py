"""Card proxies drawn with Pillow, cached on disk; no Qt here, and no game named.

    from tabletop.render import CardRenderer
    renderer = CardRenderer(game.faces, game.db)
    renderer.face_path("grifter")   # PNG on disk (or the user's own image)
    renderer.face_image("grifter")  # a fresh PIL image at the design size
    renderer.face_image("grifter", 2.0)  # drawn at twice the size (not enlarged)
    renderer.back_path()            # the game's card back

Each game draws its own cards in ``tabletop/games/<game>/faces.py`` and
describes them with one :class:`CardFaces` record (its game's ``faces``).
This package holds the shared drawing helpers (canvas, text fitting, the
generic face) and the disk cache.

Pillow and the drawing helpers are imported when a face is first drawn: a table whose
faces are all on disk already shows them without loading either (a faster start).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from tabletop.carddb.model import CardBase, CardDatabase
from tabletop.render import cache
from tabletop.render.lru import ByteLRU

if TYPE_CHECKING:
    from PIL import Image

    from tabletop.render.canvas import Canvas
    from tabletop.render.textfit import TextFit

__all__ = ["CardFaces", "CardRenderer", "render_canvas"]

_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class CardFaces:
    """How one game draws its cards.

    ``face(card, db)`` and ``back()`` return a :class:`Canvas` of ``size``
    pixels; ``extra_key(card, db)`` names data from other cards that a face
    shows (the hero's name on an action card), so the cache redraws it when
    that data changes.
    """

    game: str
    face: Callable[[CardBase, CardDatabase | None], Canvas]
    back: Callable[[], Canvas]
    size: tuple[int, int] = (360, 504)
    extra_key: Callable[[CardBase, CardDatabase], str] | None = None


def generic_faces(game_id: str) -> CardFaces:
    """Plain faces for a game that draws none of its own."""
    from tabletop.render import generic

    return CardFaces(game_id, lambda card, db: generic.face(card, db, generic.SIZE), lambda: generic.back(generic.SIZE), generic.SIZE)


def render_canvas(faces: CardFaces, card: CardBase, db: CardDatabase | None = None) -> Canvas:
    """Draw ``card``; a card the game's drawing code cannot draw gets the generic face."""
    from tabletop.render import generic

    try:
        canvas = faces.face(card, db)
    except Exception:  # a card the drawing code did not foresee must still show
        _log.warning("drawing %s card %r failed; using the generic face", faces.game, card.id, exc_info=True)
        canvas = generic.face(card, db, faces.size)
        canvas.fallback = True
    canvas.finish()
    return canvas


FITTED_KEPT = 600  # fitted drawings kept per game (a drawing is steps, not pixels: small)


def _missing_card(card_id: str) -> CardBase:
    return CardBase(id=card_id, name=card_id, type="unknown", text=f"No card '{card_id}' in this game's data.")


class CardRenderer:
    """Faces and the back of one game's cards, as images and cached PNG files."""

    def __init__(self, faces: CardFaces, db: CardDatabase) -> None:
        self.faces = faces
        self.game_id = faces.game
        self.db = db
        self.size = faces.size
        self._fitted: ByteLRU[Canvas] = ByteLRU(FITTED_KEPT, lambda canvas: 1)  # by count: they are small
        self._lock = threading.Lock()  # faces may be drawn in a worker thread too

    def _card(self, card_id: str) -> CardBase:
        card = self.db.cards.get(card_id)
        return card if card is not None else _missing_card(card_id)

    def face_canvas(self, card_id: str) -> Canvas:
        """The drawn face with its text fits (tests check every text fit)."""
        return render_canvas(self.faces, self._card(card_id), self.db)

    def face_image(self, card_id: str, scale: float = 1.0) -> Image.Image:
        """The card's proxy face, freshly painted at ``scale`` (RGBA, ``size`` × scale).

        The text is fitted once per card (the fitted drawing is kept for the next size asked).
        """
        with self._lock:
            canvas = self._fitted.get(card_id)
        if canvas is None:
            canvas = self.face_canvas(card_id)
            with self._lock:
                self._fitted.put(card_id, canvas)
        return canvas.render(scale)

    def has_own_image(self, card_id: str) -> bool:
        """Whether the user gave their own picture of the card (it is shown as it is, never redrawn)."""
        return cache.user_image(self.game_id, card_id) is not None

    def face_fits(self, card_id: str) -> list[TextFit]:
        """How each text of the face was fitted (size chosen, whether it fit)."""
        return self.face_canvas(card_id).fits

    def face_key(self, card_id: str) -> str:
        """The 12-digit hash naming the card's cached render."""
        card = self._card(card_id)
        extra_key = self.faces.extra_key
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

    def back_image(self, scale: float = 1.0) -> Image.Image:
        """The game's card back, freshly drawn at ``scale``."""
        return self.faces.back().render(scale)

    def back_path(self) -> Path:
        """A PNG of the game's card back (cached like the faces)."""
        key = cache.digest(self.game_id, repr(self.size), "back")
        target = cache.faces_dir(self.game_id) / f"_back-{key}.png"
        if not target.is_file():
            cache.save_png(self.back_image(), target)
            cache.remove_stale(target, "_back")
        return target
