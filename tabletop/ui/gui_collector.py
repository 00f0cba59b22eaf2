"""Cyclic garbage is collected on the GUI thread only.

Python's collector runs in whichever thread happens to allocate past its threshold. The app
has worker threads (card faces, a computer seat thinking), so a cycle that holds a Qt object
(a scene, its items, a window closed long ago) could be torn down in a worker while the GUI
thread paints or delivers a signal: Qt objects destroyed off their thread, Python objects seen
half cleared, and in the end a crash. Here automatic collection is switched off for the
process, and a timer on the GUI thread collects instead, as often as the default thresholds
would have (pyqtgraph's GarbageCollector does the same for the same reason).
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

CHECK_EVERY_MS = 100


def collect_due() -> int:
    """Collect the oldest generation whose count is over its threshold, as Python would on its
    own; how many objects were freed."""
    generation = -1
    for level, (count, threshold) in enumerate(zip(gc.get_count(), gc.get_threshold(), strict=True)):
        if count <= threshold:
            break
        generation = level
    return gc.collect(generation) if generation >= 0 else 0


class GuiThreadCollector(QObject):
    """While the app runs, the collector runs only here, when the generation counts call for it."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(CHECK_EVERY_MS)
        self._timer.timeout.connect(self._first_tick)
        self._timer.start()

    def _first_tick(self) -> None:
        """What exists when the event loop first runs is the app itself (modules, cards, the table:
        tens of thousands of objects, next to no garbage): it is set aside for good (``gc.freeze``)
        rather than scanned now, in the middle of the first paint, and at every full collection after."""
        gc.freeze()
        self._timer.timeout.disconnect(self._first_tick)
        self._timer.timeout.connect(collect_due)
