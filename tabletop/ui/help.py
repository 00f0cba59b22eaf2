"""Help: each game's rules summary (the game's help.md) and the table's controls."""

from __future__ import annotations

from importlib import resources

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from tabletop.engine.game import Game
from tabletop.ui.curtain import CURTAIN_HELP

SHORTCUTS = """\
# Keyboard and mouse

| Do this | To |
|---|---|
| Drag a card or fighter | play it: legal places light up green, targets orange |
| Shift + drag | move it by hand anyway (a manual override, marked in the log) |
| Double-click a card | its only action; in manual mode, tap or untap it |
| Right-click a card, pile or fighter | its actions, then flip, tap, counters, move; for its pile: shuffle, draw N, reveal or look at the top N, top card to the bottom, move the whole pile |
| Hover a card | see it large in the Card panel |
| Ctrl + K | the list of moves you may make now: type to search, Up/Down, Enter to make one |
| F6 | the decision panel: Up/Down between its choices, Enter or Space presses one, Esc back to the table |
| F7 | the table: arrow keys go over the cards (the card is shown in the Card panel), Enter or the menu key opens the card's menu (its moves first), Up/Down and Enter in it |
| Tab, Shift + Tab | go between the table and the panels; Space or Enter presses a focused button |
| Z or Space (on the table) | turn the large card view over the table on or off; Esc closes it |
| Ctrl + wheel, Ctrl + +/− | zoom |
| Ctrl + 0 | fit the table to the window |
| Ctrl + Z | undo the last step (as far back as the start) |
| Ctrl + Shift + Z, Ctrl + Y | redo |
| Click a step in History | go back (or forward) to it |
| Ctrl + S, Ctrl + Shift + S | save, save as |
| Ctrl + O | open a saved game |
| Ctrl + N | a new game |
| Ctrl + D | the deck browser |
| Ctrl + Q | quit: every window closes, asking first about an unsaved game |
| F1 | the rules of this game |
| Enter or Space on the curtain | show the table to the seat named on it |
"""


def rules_text(game: Game) -> str:
    """The game's rules summary in Markdown."""
    if game.help_file:
        package = type(game).__module__.rpartition(".")[0]
        try:
            return resources.files(package).joinpath(game.help_file).read_text(encoding="utf-8")
        except (FileNotFoundError, ModuleNotFoundError, OSError):
            pass
    return f"# {game.name}\n\nNo rules summary is available for this game yet."


def _show(parent: QWidget | None, title: str, markdown: str) -> QDialog:
    dialog = QDialog(parent)
    dialog.setWindowTitle(title)
    browser = QTextBrowser()
    browser.setMarkdown(markdown)
    browser.setOpenExternalLinks(False)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(browser)
    layout.addWidget(buttons)
    dialog.resize(720, 760)
    dialog.show()
    return dialog


def show_rules(parent: QWidget | None, game: Game) -> QDialog:
    return _show(parent, f"Rules — {game.name}", rules_text(game))


def show_shortcuts(parent: QWidget | None) -> QDialog:
    return _show(parent, "Keyboard and mouse", f"{SHORTCUTS}\n## Passing the screen (hot seat)\n\n{CURTAIN_HELP}\n")
