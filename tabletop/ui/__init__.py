"""Everything Qt: the table, the start screen, the deck browser, dialogs.

Importing PySide6 replaces Python's ``__import__`` with its ``__feature__`` hook, which
runs Python code at every import statement and reads the source of every module imported
after it (to see whether it names PySide6): several milliseconds of a start, and a cost at
each import in a function. tabletop selects no ``__feature__`` (``snake_case``,
``true_property``), so the import PySide6 keeps as ``__orig_import__`` (its lazy-class one,
which still serves ``from PySide6.QtX import *``) is put back as soon as Qt is first imported.
"""

import builtins

import PySide6  # noqa: F401  (shiboken puts its import hook in place here)


def _import_without_features() -> None:
    original = getattr(builtins, "__orig_import__", None)
    if original is not None and builtins.__import__ is getattr(builtins, "__feature_import__", None):
        builtins.__import__ = original


_import_without_features()
