"""The desktop entry passes the file it is asked to open, and saves have a MIME type it claims."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from pathlib import Path

from tabletop.engine.persistence import SAVE_FORMAT, SAVE_SUFFIX

PACKAGING = Path(__file__).resolve().parent.parent / "packaging"
MIME = "{http://www.freedesktop.org/standards/shared-mime-info}"


def test_the_desktop_entry_opens_files_of_the_save_type() -> None:
    entry = dict(line.split("=", 1) for line in (PACKAGING / "tabletop.desktop").read_text().splitlines() if "=" in line)
    assert entry["Exec"].split()[-1] == "%f"
    tree = ElementTree.parse(PACKAGING / "tabletop-mime.xml")
    kind = tree.getroot().find(f"{MIME}mime-type")
    assert kind is not None and kind.get("type") in entry["MimeType"].split(";")
    assert kind.find(f"{MIME}glob").get("pattern") == f"*{SAVE_SUFFIX}"
    assert kind.find(f"{MIME}magic/{MIME}match").get("value") == SAVE_FORMAT
