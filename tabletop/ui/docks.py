"""The side panels: card preview, game log, prompt/decision panel."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QKeyEvent, QPixmap, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tabletop.ui.controller import GameController
from tabletop.ui.face_pixmaps import FacePixmaps
from tabletop.ui.wrap_button import WrapButton

MAX_BUTTONS = 14
PANEL_WIDTH = 320  # the decision panel's natural width; it wraps to whatever width its dock has


class FitPicture(QLabel):
    """A card's picture brought down to the room the dock gives it, never cut (a short dock
    on a 720-pixel screen leaves the decision panel above it its room)."""

    def __init__(self) -> None:
        super().__init__(alignment=Qt.AlignmentFlag.AlignCenter)
        self.full = QPixmap()
        self.setMinimumHeight(160)

    def show_picture(self, pixmap: QPixmap) -> None:
        self.full = pixmap
        self._fit()

    def clear(self) -> None:
        self.full = QPixmap()
        super().clear()

    def sizeHint(self) -> QSize:
        if self.full.isNull():
            return super().sizeHint()
        return (self.full.deviceIndependentSize().toSize() + QSize(4, 4)).expandedTo(self.minimumSize())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        if self.full.isNull():
            return
        ratio = self.full.devicePixelRatio()
        room = self.size() * ratio
        picture = self.full
        if picture.width() > room.width() or picture.height() > room.height():
            picture = picture.scaled(room, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation)
            picture.setDevicePixelRatio(ratio)
        self.setPixmap(picture)


class CardPreview(QWidget):
    """A large picture of the hovered card and its data in words."""

    def __init__(self, controller: GameController, faces: FacePixmaps):
        super().__init__()
        self.controller = controller
        self.faces = faces
        self.picture = FitPicture()
        self.details = QLabel(wordWrap=True, textFormat=Qt.TextFormat.RichText)
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop)
        scroll = QScrollArea(widgetResizable=True, frameShape=QFrame.Shape.NoFrame)  # long card texts
        scroll.setWidget(self.details)
        layout = QVBoxLayout(self)
        layout.addWidget(self.picture)
        layout.addWidget(scroll, 1)
        self._card_id = ""
        self.clear()

    @property
    def card_id(self) -> str:
        return self._card_id

    def clear(self) -> None:
        """Show nothing (the last card shown may be the previous seat's secret)."""
        self._card_id = ""
        self.picture.clear()
        self.details.setText("<i>Point at a card to see it here.</i>")

    def show_card(self, card_id: str) -> None:
        from html import escape  # read when a card is first shown, not at the start

        self._card_id = card_id
        state = self.controller.state
        definition = state.cards[card_id].definition
        card = self.controller.game.db.cards.get(definition)
        ratio = self.devicePixelRatioF()  # drawn for the screen's pixels, sharp on high-DPI screens
        width = round(min(300, max(200, self.width() - 20)) * ratio)
        pixmap = self.faces.sharp(self.faces.design(definition), width)
        pixmap = pixmap.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation)
        pixmap.setDevicePixelRatio(ratio)
        self.picture.show_picture(pixmap)
        if card is None:
            self.details.setText(escape(definition))
            return
        reading = self.controller.game.card_reading(state, card_id)
        if reading is not None:
            rows = "".join(f"<tr><td><b>{escape(head)}</b></td><td>{escape(words)}</td></tr>" for head, words in reading)
            self.details.setText(f"<h3>{escape(card.name)}</h3><table cellspacing=3>{rows}</table>")
            return
        rows = []
        for field in dataclasses.fields(card):
            value = getattr(card, field.name)
            if field.name in ("id", "set_id", "source", "name") or value in (None, "", (), {}, False):
                continue
            rows.append(f"<tr><td><b>{escape(field.name.replace('_', ' '))}</b></td><td>{escape(_plain(value))}</td></tr>")
        counters = state.cards[card_id].counters
        if counters:
            rows.append("<tr><td><b>counters</b></td><td>" + escape(", ".join(f"{k} {v}" for k, v in counters.items())) + "</td></tr>")
        self.details.setText(f"<h3>{escape(card.name)}</h3><table cellspacing=3>{''.join(rows)}</table>")


def _plain(value: object) -> str:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        parts = [f"{f.name} {_plain(getattr(value, f.name))}" for f in dataclasses.fields(value)
                 if getattr(value, f.name) not in (None, "", (), {}, False)]
        return ", ".join(parts)
    if isinstance(value, tuple | list):
        return "; ".join(_plain(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{k} {_plain(v)}" for k, v in value.items())
    return str(value)


class PromptPanel(QWidget):
    """Who must decide what, the game's numbers, and buttons for the choices.

    By keyboard (F6 comes here): Up/Down go between the choices, Enter or Space presses
    one, Esc goes back to the table. Everything wraps to the dock's width (never a
    horizontal scroll bar); a long list scrolls down.
    """

    leave = Signal()  # Esc: the keyboard goes back to the table
    resized = Signal()  # its words and choices, or its width, changed: it may need another height

    def __init__(self, controller: GameController, end_turn, declare_winner):  # noqa: ANN001
        super().__init__()
        self.controller = controller
        self.end_turn = end_turn
        self.declare_winner = declare_winner
        self.prompt = QLabel(wordWrap=True)
        self.prompt.setFont(QFont("DejaVu Sans", 11, QFont.Weight.Bold))
        self.status = QLabel(wordWrap=True)
        self.buttons = QVBoxLayout()
        box = QWidget()
        inner = QVBoxLayout(box)  # the prompt scrolls with the choices: a long one is never cut
        inner.addWidget(self.prompt)
        inner.addWidget(self.status)
        inner.addLayout(self.buttons, 1)
        scroll = QScrollArea(widgetResizable=True, frameShape=QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setViewport(QWidget())  # made in Python: no search of every widget class (ARCHITECTURE.md, Start)
        scroll.setWidget(box)
        self.scroll = scroll
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll, 1)
        controller.changed.connect(lambda _changes: self.refresh())
        self.refresh()

    def sizeHint(self) -> QSize:
        """No wider than the other docks ask: a long prompt wraps rather than widening the column."""
        hint = super().sizeHint()
        return QSize(min(hint.width(), PANEL_WIDTH), hint.height())

    def refresh(self) -> None:
        game, state = self.controller.game, self.controller.state
        focused = self.focusWidget()
        had_focus = focused is not None and focused.hasFocus()
        self.prompt.setText(game.prompt(state))
        lines = list(game.status(state))
        for key, label in game.layout(state).player_fields:  # only the seats that have one (no line of dashes)
            values = [f"{p.name} {value}" for p in state.players
                      if (value := state.data.get(key.replace("{p}", str(p.index)))) is not None]
            if values:
                lines.append(f"{label}: " + ", ".join(values))
        self.status.setText("\n".join(lines))
        while self.buttons.count():
            widget = self.buttons.takeAt(0).widget()
            if widget is not None:  # gone at once: stale buttons must never be clickable
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        buttons = [a for a in self.controller.legal_actions() if a.subject() is None]
        for action in buttons[:MAX_BUTTONS]:
            button = WrapButton(self.controller.menu_text(action))
            button.clicked.connect(lambda _=False, a=action: self.controller.perform(a))
            self._keyed(button)
        if len(buttons) > MAX_BUTTONS:
            self.buttons.addWidget(QLabel(f"… and {len(buttons) - MAX_BUTTONS} more in the cards' menus", wordWrap=True))
        if not self.controller.rules_on and not self.controller.session.is_over():
            for move in game.manual_tools(state, None):
                tool = WrapButton(game.manual_words(state, move))
                tool.clicked.connect(lambda _=False, m=move: self.controller.manual(m))
                self._keyed(tool)
            button = WrapButton("End turn")
            button.setToolTip("Manual mode: pass the turn to the next player")
            button.clicked.connect(self.end_turn)
            self._keyed(button)
            self.buttons.addWidget(QLabel("When the game is over, record who won:", wordWrap=True))
            row = QGridLayout()  # two a row: four seats' names fit a narrow dock
            row.setContentsMargins(0, 0, 0, 0)
            for player in state.players:
                won = WrapButton(f"{player.name} won")
                won.clicked.connect(lambda _=False, p=player.index: self.declare_winner(p))
                won.setAutoDefault(True)
                won.keys = self._choice_key
                row.addWidget(won, *divmod(player.index, 2))
            holder = QWidget()
            holder.setLayout(row)
            self.buttons.addWidget(holder)
        self.buttons.addStretch(1)
        self._report_height()
        if had_focus and not self.focus_choices():  # the keyboard stays in the panel after a choice
            self.leave.emit()  # made from it, or goes to the table when there is nothing left here

    def needed_height(self) -> int:
        """The height its words and choices take at the width they have."""
        return self.scroll.widget().heightForWidth(self.scroll.viewport().width())

    def _report_height(self) -> None:
        if self.isVisible():
            self.resized.emit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # a narrower dock: the words take more lines
        super().resizeEvent(event)
        self._report_height()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self, self._report_height)  # once the window has laid its docks out

    def _keyed(self, button: WrapButton) -> None:
        button.setAutoDefault(True)  # Enter presses a focused choice (not only Space)
        button.keys = self._choice_key
        self.buttons.addWidget(button)

    def choices(self) -> list[QPushButton]:
        """The choice buttons in the order shown."""
        return [b for b in self.findChildren(QPushButton) if b.isVisibleTo(self) and b.isEnabled()]

    def focus_choices(self) -> bool:
        """Put the keyboard on the first choice; False when there is none."""
        found = self.choices()
        if not found:
            return False
        found[0].setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.scroll.ensureWidgetVisible(found[0])
        return True

    def _choice_key(self, button: QPushButton, event: QKeyEvent) -> bool:
        """A key pressed on a choice: Escape leaves the panel, Up and Down go through the choices.
        (A hook of the button's own, not an event filter: every other event stays out of Python.)"""
        key = event.key()
        if key == Qt.Key.Key_Escape:
            self.leave.emit()
            return True
        step = {Qt.Key.Key_Down: 1, Qt.Key.Key_Up: -1}.get(Qt.Key(key))
        found = self.choices()
        if step is not None and button in found:
            target = found[max(0, min(len(found) - 1, found.index(button) + step))]
            target.setFocus(Qt.FocusReason.TabFocusReason)
            self.scroll.ensureWidgetVisible(target)
            return True
        return False
