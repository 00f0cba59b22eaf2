"""Card faces as pixmaps at the size they are shown: sharp when large, cheap when small.

Faces are designed at the game's size (360 × 504). A face shown at that size
or smaller (in device pixels: the view's zoom × the screen's device pixel
ratio) comes from the 1× render on disk, brought down; a face shown larger
(zoomed in, the large card view, a high-DPI screen) is painted again by the
renderer at a scale of its own, so its text is drawn large rather than
enlarged. Scales go in steps (:data:`STEPS_PER_DOUBLING` to each doubling), so
zooming paints a face a few times, not at every pixel size; the pixmaps are
kept in an LRU bounded by bytes.

The table asks with :meth:`FacePixmaps.sharp_soon`: a face not painted yet at
that scale is painted in a worker thread (zooming in on a table of cards would
otherwise stop the window for as long as a few faces take to paint), and the
best picture there is meanwhile; ``painted`` says when the face is ready.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import QApplication

from tabletop.render import CardRenderer
from tabletop.render.lru import ByteLRU
from tabletop.ui.job_thread import JobThread
from tabletop.ui.raw_faces import face_pixmap

if TYPE_CHECKING:
    from PIL import Image

BACK = "\x00back"  # the face id of the game's card back
STEPS_PER_DOUBLING = 4  # scales 1.19, 1.41, 1.68, 2, ...: a painted face is at most 19% larger than shown
MAX_SCALE = 6.0  # beyond this the face is brought down from the 6× painting (a 2,160-pixel-wide card)
SHARP_BYTES = 160 * 1024 * 1024  # the painted faces kept (a 2× face weighs 2.9 MB)


def step_scale(width: int, design_width: int) -> float:
    """The scale to paint a face shown ``width`` device pixels wide: 1 up to its design width,
    then the next step up (so the painting is brought down a little, never enlarged)."""
    if width <= design_width:
        return 1.0
    return _step(math.ceil(math.log2(width / design_width) * STEPS_PER_DOUBLING - 1e-9))


def _step(steps: int) -> float:
    """The scale ``steps`` steps above 1 (the same float each time: it is part of cache keys)."""
    return min(MAX_SCALE, round(2 ** (steps / STEPS_PER_DOUBLING), 9))


def qimage(image: Image.Image) -> QImage:
    """A Pillow image as a QImage owning its pixels (safe to use from any thread)."""
    rgba = image.convert("RGBA")
    data = rgba.tobytes("raw", "RGBA")
    return QImage(data, rgba.width, rgba.height, rgba.width * 4, QImage.Format.Format_RGBA8888).copy()


def events_until_idle(pending: Callable[[], int], timeout: float) -> bool:
    """Process Qt's events until ``pending()`` is 0 twice running (the last results delivered may
    ask for more); False after ``timeout`` seconds. For screenshots and tests."""
    app = QApplication.instance()
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if app is not None:
            app.processEvents()
        if pending() == 0:
            if app is not None:
                app.processEvents()
            if pending() == 0:
                return True
        time.sleep(0.005)
    return False


def pixmap_bytes(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * 4


class FacePixmaps(QObject):
    """One game's faces and back: the 1× face (by face id) and the same face painted larger."""

    painted = Signal(str)  # a face id, painted larger in the background and ready now
    _delivered = Signal(str, float, QImage)  # from the worker thread to the window's

    def __init__(self, renderer: CardRenderer, limit: int = SHARP_BYTES,
                 ready: Callable[[str], QImage | None] | None = None) -> None:
        """``ready(face_id)``: a 1× face made ahead of need (e.g. in a worker), or None to make it now."""
        super().__init__()
        self.renderer = renderer
        self.ready = ready
        self.design_width = renderer.size[0]
        self._design: dict[str, QPixmap] = {}
        self._ids: dict[int, str] = {}  # a 1× pixmap's cache key -> its face id (None: the user's own picture)
        self.sharp_faces: ByteLRU[QPixmap] = ByteLRU(limit, pixmap_bytes)
        self.keep_pixels = True  # a face read from its PNG leaves a copy of its pixels (until the table is up)
        self._jobs: JobThread[tuple[str, float]] = JobThread(  # busy until the window has the face
            "face-painter", self._paint_for_later, newest_first=True, held=True)
        self._delivered.connect(self._receive)

    def designed(self) -> set[str]:
        """The face ids whose 1× face is at hand."""
        return set(self._design)

    def face_of(self, pixmap: QPixmap) -> str | None:
        """The face id of a 1× face pixmap (None: not one of these, or the user's own picture)."""
        return self._ids.get(pixmap.cacheKey())

    def design(self, face_id: str) -> QPixmap:
        """The face at its design size (or the user's own picture of the card, as it is)."""
        found = self._design.get(face_id)
        if found is None:
            made = self.ready(face_id) if self.ready is not None else None
            own = face_id != BACK and self.renderer.has_own_image(face_id)
            if made is not None and not made.isNull():
                found = self._design[face_id] = QPixmap.fromImage(made)
            elif own:
                found = self._design[face_id] = QPixmap(str(self.renderer.face_path(face_id)))
            else:  # the renderer's PNG, or the copy of its pixels kept beside it
                path = self.renderer.back_path() if face_id == BACK else self.renderer.face_path(face_id)
                found = self._design[face_id] = face_pixmap(path, keep=self.keep_pixels)
            if not own:
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

    def sharp_soon(self, pixmap: QPixmap, width: int) -> QPixmap:
        """Like :meth:`sharp`, without waiting: a face not painted at that scale yet is painted in
        the background (``painted`` tells when), and the nearest smaller picture of it is given now."""
        face_id = self._ids.get(pixmap.cacheKey())
        scale = step_scale(width, self.design_width)
        if face_id is None or scale == 1.0:
            return pixmap
        found = self.sharp_faces.get((face_id, scale))
        if found is not None:
            return found
        self._ask(face_id, scale)
        for steps in range(round(math.log2(scale) * STEPS_PER_DOUBLING) - 1, 0, -1):
            found = self.sharp_faces.get((face_id, _step(steps)))
            if found is not None:
                return found
        return pixmap

    def pending(self) -> int:
        """Faces waiting to be painted, being painted or on their way to the window."""
        return self._jobs.pending()

    def wait_idle(self, timeout: float = 30.0) -> bool:
        """Process events until every face asked for is painted and delivered (screenshots, tests)."""
        return events_until_idle(self.pending, timeout)

    def _ask(self, face_id: str, scale: float) -> None:
        with self._jobs.condition:
            self._jobs.withdraw_if(lambda job: job[0] == face_id)  # zoomed on: the size waiting is past
            self._jobs.ask((face_id, scale))

    def _paint_for_later(self, key: tuple[str, float]) -> None:
        """In the worker: paint a face larger and send it to the window's thread."""
        try:
            image = qimage(self._image(*key))
        except Exception:  # a face that cannot be painted larger stays as it is
            image = QImage()
        try:
            self._delivered.emit(key[0], key[1], image)
        except RuntimeError:  # the window went while this face was painted
            pass

    def _receive(self, face_id: str, scale: float, image: QImage) -> None:
        self._jobs.finish((face_id, scale))
        if not image.isNull():
            self.sharp_faces.put((face_id, scale), QPixmap.fromImage(image))
            self.painted.emit(face_id)

    def _image(self, face_id: str, scale: float) -> Image.Image:
        return self.renderer.back_image(scale) if face_id == BACK else self.renderer.face_image(face_id, scale)

    def _paint(self, face_id: str, scale: float) -> QPixmap:
        return QPixmap.fromImage(qimage(self._image(face_id, scale)))
