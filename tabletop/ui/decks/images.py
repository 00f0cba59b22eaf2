"""Card images for the browser: a background loader and painted stand-ins.

The Pillow renderer may take tens of milliseconds for a card it has not drawn
before, so faces are rendered, read and scaled in one worker thread (as
``QImage``, which is safe off the GUI thread); the GUI thread only turns the
results into ``QPixmap``. The newest request is served first, so the cards on
screen now come before the ones scrolled past.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

from PySide6.QtCore import QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFont, QImage, QPainter, QPen, QPixmap

from tabletop.carddb.model import CardBase, CardDatabase
from tabletop.games import registry
from tabletop.render import CardFaces, CardRenderer, generic_faces
from tabletop.ui import theme
from tabletop.ui.face_pixmaps import events_until_idle, qimage
from tabletop.ui.job_thread import JobThread

BACK = "\x00back"
"""The id under which the loader delivers the game's card back."""

FULL = 0
"""The width to ask for when the image is wanted unscaled."""

MAX_QUEUED = 400


def faces_of(game: str) -> CardFaces:
    """How a game draws its cards (plain faces for a game that draws none, or an unknown one)."""
    try:
        faces = registry.game_class(game).faces
    except KeyError:
        faces = None
    return faces or generic_faces(game)


def card_aspect(game: str) -> float:
    """Height / width of the game's cards (the renderer's size, or poker size)."""
    try:
        width, height = faces_of(game).size
        if width > 0 and height > 0:
            return height / width
    except Exception:  # no renderer for this game: any sensible card shape will do
        pass
    return 88 / 63


class ImageLoader(QObject):
    """Renders and reads card faces in a worker thread; results arrive as signals."""

    loaded = Signal(str, int, QImage)  # card id (or BACK), width asked (FULL = unscaled), image
    failed = Signal(str, int, str)  # card id, width asked, reason

    def __init__(self, game: str, db: CardDatabase, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.db = db
        self._jobs: JobThread[tuple[str, int]] = JobThread(
            f"card-images-{game}", self._answer, newest_first=True, limit=MAX_QUEUED)
        self._renderer: Any = None
        self._renderer_error: str = ""

    @property
    def face_width(self) -> int:
        """The width the game's faces are designed at (wider ones are painted at that width)."""
        return faces_of(self.game).size[0]

    def request(self, card_id: str, width: int) -> None:
        """Ask for a card's image ``width`` pixels wide (FULL for its own size)."""
        self._jobs.ask((card_id, width))

    def pending(self) -> int:
        """Requests not yet answered (queued or being worked on)."""
        return self._jobs.pending()

    def wait_idle(self, timeout: float = 20.0) -> bool:
        """Process events until every request is answered (for screenshots and tests)."""
        return events_until_idle(self.pending, timeout)

    def shutdown(self) -> None:
        """Stop the worker; nothing is emitted afterwards."""
        self._jobs.stop()

    def _answer(self, key: tuple[str, int]) -> None:
        card_id, width = key
        try:
            image, reason = self._load(card_id, width), ""
        except Exception as error:  # any failure becomes a painted stand-in
            image, reason = None, f"{type(error).__name__}: {error}"
        with self._jobs.condition:  # not after shutdown
            if self._jobs.stopped:
                return
            if image is not None:
                self.loaded.emit(card_id, width, image)
            else:
                self.failed.emit(card_id, width, reason)

    def _load(self, card_id: str, width: int) -> QImage:
        renderer = self._get_renderer()
        if width > renderer.size[0] and card_id != BACK and not renderer.has_own_image(card_id):
            image = qimage(renderer.face_image(card_id, width / renderer.size[0]))  # painted large, not enlarged
            return image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
        path = renderer.back_path() if card_id == BACK else renderer.face_path(card_id)
        image = QImage(str(path))
        if image.isNull():
            raise ValueError(f"cannot read the image {path}")
        if width and image.width() != width:
            image = image.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation)
        return image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)

    def _get_renderer(self) -> Any:
        if self._renderer is None and not self._renderer_error:
            try:
                self._renderer = CardRenderer(faces_of(self.game), self.db)
            except Exception as error:
                self._renderer_error = f"no card renderer: {type(error).__name__}: {error}"
        if self._renderer is None:
            raise RuntimeError(self._renderer_error)
        return self._renderer


def placeholder(size: QSize) -> QPixmap:
    """A blank card outline shown while a face is being drawn."""
    pixmap = QPixmap(size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(theme.colour("empty card edge"), 1.5))
    painter.setBrush(theme.colour("empty card back"))
    radius = size.width() * 0.06
    painter.drawRoundedRect(QRectF(1, 1, size.width() - 2, size.height() - 2), radius, radius)
    painter.end()
    return pixmap


def proxy_image(card: CardBase | None, size: QSize, note: str = "") -> QImage:
    """A plain text card (name, type line, text) for when no face can be drawn."""
    base_width = 300
    base = QSize(base_width, round(base_width * size.height() / max(size.width(), 1)))
    image = QImage(base, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    frame = QRectF(2, 2, base.width() - 4, base.height() - 4)
    painter.setPen(QPen(theme.colour("proxy edge"), 3))
    painter.setBrush(theme.colour("proxy paper"))
    painter.drawRoundedRect(frame, 16, 16)
    inner = frame.adjusted(16, 14, -16, -14)
    flags = Qt.TextFlag.TextWordWrap
    painter.setPen(theme.colour("proxy ink"))
    painter.setFont(QFont("DejaVu Sans", 20, QFont.Weight.Bold))
    name = card.name if card else "?"
    title = painter.boundingRect(inner, flags, name)
    painter.drawText(inner, flags, name)
    inner.setTop(title.bottom() + 8)
    painter.setFont(QFont("DejaVu Sans", 13))
    painter.setPen(theme.colour("proxy edge"))
    line = card.stats_line() if card else ""
    stats = painter.boundingRect(inner, flags, line)
    painter.drawText(inner, flags, line)
    inner.setTop(stats.bottom() + 10)
    painter.setPen(theme.colour("proxy ink"))
    painter.setFont(QFont("DejaVu Sans", 12))
    painter.drawText(inner, flags, (card.text if card else "") or note)
    painter.end()
    return image.scaled(size, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation)


class PixmapCache:
    """The most recently used pixmaps by key, at most ``limit`` of them."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._items: OrderedDict[str, QPixmap] = OrderedDict()

    def get(self, key: str) -> QPixmap | None:
        pixmap = self._items.get(key)
        if pixmap is not None:
            self._items.move_to_end(key)
        return pixmap

    def put(self, key: str, pixmap: QPixmap) -> None:
        self._items[key] = pixmap
        self._items.move_to_end(key)
        while len(self._items) > self.limit:
            self._items.popitem(last=False)

    def __contains__(self, key: str) -> bool:
        return key in self._items

    def __len__(self) -> int:
        return len(self._items)
