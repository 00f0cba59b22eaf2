"""Card faces read ahead of need, in a worker thread, so a step never waits on Pillow.

A face the table has not shown yet must be drawn by Pillow (tens of milliseconds) the
first time any game shows it, then read from its PNG (a few milliseconds) each time a
table shows it first. The scene names the faces it will likely need next (the cards at
both ends of every pile, in hands, face down on the table); this worker renders them and
decodes their PNG files with Pillow into the bytes of Qt's own pixel format (no Qt call is
made off the GUI thread), and the GUI thread only copies ready bytes into a pixmap. A face
not ready when needed is made on the GUI thread as before (one the worker is making right now is waited
for), so the right face always shows at once. The worker stops when it runs out of work
and starts again on demand.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable

from PySide6.QtGui import QImage

from tabletop.render import CardRenderer
from tabletop.ui.job_thread import JobThread

# Qt's own form for a pixmap with see-through parts is premultiplied 32-bit ARGB (0xAARRGGBB in
# one word: B, G, R, A in memory on a little-endian machine); elsewhere Qt converts from RGBA bytes
_RAW, _FORMAT = (("BGRa", QImage.Format.Format_ARGB32_Premultiplied) if sys.byteorder == "little"
                 else ("RGBa", QImage.Format.Format_RGBA8888_Premultiplied))
WAIT_FOR_BUSY_S = 5.0  # a face the worker is making right now: waiting beats starting it again


class FacesAhead:
    """Renders and reads the faces named by :meth:`ahead`; :meth:`take` hands one over."""

    def __init__(self, renderer: CardRenderer) -> None:
        self._renderer = renderer
        self._jobs: JobThread[str] = JobThread("faces-ahead", self._make, newest_first=False)
        self._ready: dict[str, tuple[bytes, int, int]] = {}  # pixels, width, height

    def ahead(self, definitions: Iterable[str]) -> None:
        """Make these faces next, in this order (replacing what was asked before and not begun)."""
        with self._jobs.condition:
            self._jobs.replace(definition for definition in definitions if definition not in self._ready)

    def take(self, definition: str) -> QImage | None:
        """The face if the worker has made it (waiting for it while it is being made); None: make it yourself.

        Only the GUI thread calls this."""
        jobs = self._jobs
        with jobs.condition:
            jobs.withdraw(definition)  # the caller makes it now
            jobs.wait_until(lambda: definition not in jobs.under_way(), WAIT_FOR_BUSY_S)
            ready = self._ready.pop(definition, None)
        if ready is None:
            return None
        data, width, height = ready
        return QImage(data, width, height, width * 4, _FORMAT).copy()  # owning its pixels

    def waiting(self) -> bool:
        """Whether faces asked for are still waiting to be begun."""
        return bool(self._jobs.waiting())

    def known(self) -> set[str]:
        """The faces ready, being made or waiting to be."""
        with self._jobs.condition:
            return {*self._ready, *self._jobs.waiting(), *self._jobs.under_way()}

    def wait_idle(self, timeout: float = 30.0) -> bool:
        """Block until nothing is left to make (for tests)."""
        return self._jobs.wait_until(lambda: not self._jobs.pending(), timeout)

    def stop(self) -> None:
        """No more work; the face being made is finished first."""
        self._jobs.stop()
        with self._jobs.condition:
            self._ready.clear()

    def _make(self, definition: str) -> None:
        try:  # a user's own picture is read by Qt, on the GUI thread, as it always was
            own = self._renderer.has_own_image(definition)
            made = None if own else _decoded(str(self._renderer.face_path(definition)))
        except Exception:  # the GUI thread makes it itself, and reports any problem there
            made = None
        with self._jobs.condition:
            if made is not None and not self._jobs.stopped:
                self._ready[definition] = made


def _decoded(path: str) -> tuple[bytes, int, int]:
    """A rendered face (PNG) as the bytes of a premultiplied 32-bit ARGB image (Qt's own form for a
    pixmap with see-through parts, so the GUI thread only copies them)."""
    from PIL import Image  # in the worker, after the table is shown: a start needs no Pillow

    with Image.open(path) as image:
        premultiplied = image.convert("RGBa")
        return premultiplied.tobytes("raw", _RAW), premultiplied.width, premultiplied.height
