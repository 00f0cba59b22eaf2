"""The stock PySide6 hook, minus unused Qt plugins and translations (see qt_trim.py)."""

import os
import sys

from PyInstaller.utils.hooks.qt import add_qt6_dependencies

sys.path.insert(0, os.path.dirname(__file__))
from qt_trim import trimmed  # noqa: E402

hiddenimports, binaries, datas = trimmed(*add_qt6_dependencies(__file__))
