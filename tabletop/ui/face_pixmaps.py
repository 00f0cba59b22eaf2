"""Card faces as pixmaps at the size they are shown: sharp when large, cheap when small.

Faces are designed at the game's size (360 × 504). A face shown at that size
or smaller (in device pixels: the view's zoom × the screen's device pixel
ratio) comes from the 1× render on disk, brought down; a face shown larger
(zoomed in, the large card view, a high-DPI screen) is painted again by the
renderer at a scale of its own, so its text is drawn large rather than
enlarged. Scales go in steps (:data:`STEPS_PER_DOUBLING` to each doubling), so
zooming paints a face a few times, not at every pixel size; the pixmaps are
kept in an LRU bounded by bytes.
"""

from __future__ import annotations

import math

from PIL import Image
from PySide6.QtGui import QImage, QPixmap

from tabletop.render import CardRenderer
from tabletop.render.lru import ByteLRU

BACK = "\x00back"  # the face id of the game's card back
STEPS_PER_DOUBLING = 4  # scales 1.19, 1.41, 1.68, 2, ...: a painted face is at most 19% larger than shown
MAX_SCALE = 6.0  # beyond this the face is brought down from the 6× painting (a 2,160-pixel-wide card)
SHARP_BYTES = 160 * 1024 * 1024  # the painted faces kept (a 2× face weighs 2.9 MB)


def step_scale(width: int, design_width: int) -> float:
    """The scale to paint a face shown ``width`` device pixels wide: 1 up to its design width,
    then the next step up (so the painting is brought down a little, never enlarged)."""
    if width <= design_width:
        return 1.0
    steps = math.ceil(math.log2(width / design_width) * STEPS_PER_DOUBLING - 1e-9)
    return min(MAX_SCALE, 2 ** (steps / STEPS_PER_DOUBLING))


def qimage(image: Image.Image) -> QImage:
    """A Pillow image as a QImage owning its pixels (safe to use from any thread)."""
    rgba = image.convert("RGBA")
    data = rgba.tobytes("raw", "RGBA")
    return QImage(data, rgba.width, rgba.height, rgba.width * 4, QImage.Format.Format_RGBA8888).copy()


def pixmap_bytes(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * 4


class FacePixmaps:
    """One game's faces and back: the 1× face (by face id) and the same face painted larger."""

    def __init__(self, renderer: CardRenderer, limit: int = SHARP_BYTES) -> None:
        self.renderer = renderer
        self.design_width = renderer.size[0]
        self._design: dict[str, QPixmap] = {}
        self._ids: dict[int, str] = {}  # a 1× pixmap's cache key -> its face id (None: the user's own picture)
        self.sharp_faces: ByteLRU[QPixmap] = ByteLRU(limit, pixmap_bytes)

    def design(self, face_id: str) -> QPixmap:
        """The face at its design size (or the user's own picture of the card, as it is)."""
        found = self._design.get(face_id)
        if found is None:
            path = self.renderer.back_path() if face_id == BACK else self.renderer.face_path(face_id)
            found = self._design[face_id] = QPixmap(str(path))
            if face_id == BACK or not self.renderer.has_own_image(face_id):
                self._ids[found.cacheKey()] = face_id
        return found

    def sharp(self, pixmap: QPixmap, width: int) -> QPixmap:
        """A picture of ``pixmap``'s face at least ``width`` device pixels wide where the face can
        be painted that large (else ``pixmap`` itself: small faces, a user's own picture)."""
        face_id = self._ids.get(pixmap.cacheKey())
        scale = step_scale(width, self.design_width)
        if face_id is None or scale == 1.0:
            return pixmap
        return self.sharp_faces.get_or_make((face_id, scale), lambda: self._paint(face_id, scale))

    def _paint(self, face_id: str, scale: float) -> QPixmap:
        image = self.renderer.back_image(scale) if face_id == BACK else self.renderer.face_image(face_id, scale)
        return QPixmap.fromImage(qimage(image))
