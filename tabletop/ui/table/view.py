"""The table's view: zoom with Ctrl+wheel and Ctrl+±, fit with Ctrl+0, a loupe on Z or Space,
arrow keys over the cards and Enter for the pointed card's menu."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from tabletop.ui.table.card_keys import MOVES, OPEN, CardCursor
from tabletop.ui.table.loupe import CardLoupe
from tabletop.ui.table.scene import TableScene


class TableView(QGraphicsView):
    def __init__(self, scene: TableScene):
        super().__init__(scene)
        self.setViewport(QWidget())  # made in Python: no search of every widget class (ARCHITECTURE.md, Start)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.fitted = True
        self.loupe = CardLoupe(self, scene.face_at)
        scene.hovered_card.connect(self.loupe.show_card)
        self.setAccessibleName("The table")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.cursor_card = CardCursor(self, scene)

    def paintEvent(self, event: QPaintEvent) -> None:
        self.scene().show_at(self.transform().m11(), self.devicePixelRatioF())  # faces made at this zoom
        super().paintEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Z, Qt.Key.Key_Space) and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.loupe.toggle()
            event.accept()
        elif event.key() == Qt.Key.Key_Escape and self.loupe.on:
            self.loupe.set_on(False)
            event.accept()
        elif event.key() in MOVES and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.cursor_card.move(MOVES[Qt.Key(event.key())])
            event.accept()
        elif event.key() in OPEN and self.cursor_card.item is not None:
            self.cursor_card.open_menu()
            event.accept()
        else:
            super().keyPressEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.zoom(1.15 if event.angleDelta().y() > 0 else 1 / 1.15)
            event.accept()
        else:
            super().wheelEvent(event)

    def zoom(self, factor: float) -> None:
        self.fitted = False
        self.scale(factor, factor)

    def fit(self) -> None:
        self.fitted = True
        self.fitInView(self.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event) -> None:  # noqa: ANN001
        super().resizeEvent(event)
        if self.fitted:
            self.fit()
