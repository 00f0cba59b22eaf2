"""The on-disk cache of rendered faces and the user's own card images.

Faces live in ``user_cache_dir()/faces/<game>/<card_id>-<hash12>.png``; the
hash covers the card's data (its frozen dataclass ``repr`` without the
``source`` line number, which moves whenever a card above it is edited), any
extra data the face shows from other cards, the face size and
:data:`RENDER_VERSION`. So a changed card renders again and an unchanged one
is read from disk. Writes go to a temporary file first, then ``os.replace``.
"""

from __future__ import annotations

import dataclasses
import io
from pathlib import Path
from typing import TYPE_CHECKING

from tabletop import paths
from tabletop.carddb.model import CardBase
from tabletop.digests import sha256
from tabletop.fileio import write_bytes_atomically

if TYPE_CHECKING:
    from PIL import Image  # (only the faces drawn, never those read from here, need Pillow)

RENDER_VERSION = "2"  # bump when any face drawing changes, so old renders are redone
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg")


def faces_dir(game_id: str) -> Path:
    """Where the game's rendered faces are cached."""
    return paths.user_cache_dir() / "faces" / game_id


def card_key(card: CardBase) -> str:
    """The card's data as text, without the bookkeeping source line."""
    try:
        return repr(dataclasses.replace(card, source=""))
    except (TypeError, ValueError):
        return repr(card)


def digest(*parts: str) -> str:
    """A 12-hex-digit hash of ``parts`` and the renderer version."""
    hasher = sha256(RENDER_VERSION.encode())
    for part in parts:
        hasher.update(b"\0" + part.encode())
    return hasher.hexdigest()[:12]


def user_image(game_id: str, card_id: str) -> Path | None:
    """The user's own picture of a card, if there is one (PNG or JPEG)."""
    folder = paths.user_images_dir(game_id)
    if not folder.is_dir():  # most tables: no pictures of the user's own (one look, not six)
        return None
    for suffix in IMAGE_SUFFIXES:
        for candidate in (folder / f"{card_id}{suffix}", folder / f"{card_id}{suffix.upper()}"):
            if candidate.is_file():
                return candidate
    return None


def save_png(image: Image.Image, target: Path) -> None:
    """Write ``image`` to ``target`` atomically (temporary file, then replace)."""
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=1)
    write_bytes_atomically(target, buffer.getvalue(), durable=False)


STALE_SUFFIXES = (".png", ".argb")  # a render, and the copy of its pixels the window keeps (ui/raw_faces.py)


def remove_stale(target: Path, stem: str) -> None:
    """Delete older renders of the same card (``<stem>-<other hash>.png``, and their pixel copies)."""
    for old in target.parent.glob(f"{stem}-*"):
        rest = old.stem[len(stem) + 1 :]
        if (old.stem != target.stem and old.suffix in STALE_SUFFIXES and len(rest) == 12
                and all(c in "0123456789abcdef" for c in rest)):
            try:
                old.unlink()
            except OSError:
                pass  # another process may hold or have removed it
