"""The warm cache of a parsed card database: a file that can hold data and nothing else.

A cache file is a header line (a magic word and the fingerprint of the card
files and code it was built from) and then a pickle. The fingerprint is read
and compared first; only a matching file is unpickled, and then by an
unpickler that builds nothing but the classes of card data (dataclasses and
records defined in ``tabletop``, FrozenDict, sets): a pickle planted in the
cache folder cannot name ``os.system`` or any other callable, so it cannot run
code. Anything wrong with the file (stale, damaged, planted) means a rebuild
from the YAML. Writes are atomic with unique temporary names.
"""

from __future__ import annotations

import dataclasses
import gc
import io
import pickle
from pathlib import Path
from typing import Any

from tabletop.carddb.model import CardDatabase
from tabletop.fileio import UnreadableFile, read_limited, write_bytes_atomically

MAGIC = b"tabletop-carddb-cache 2 "
MAX_CACHE_BYTES = 64_000_000
_SAFE_BUILTINS = {"set": set, "frozenset": frozenset}


class _DataOnly(pickle.Unpickler):
    """An unpickler that finds only card-data classes (the Python docs' "restricting globals")."""

    def find_class(self, module: str, name: str) -> Any:
        if module == "builtins" and name in _SAFE_BUILTINS:
            return _SAFE_BUILTINS[name]
        if module.startswith("tabletop.") and "." not in name and not name.startswith("_"):
            found = super().find_class(module, name)
            if isinstance(found, type) and (dataclasses.is_dataclass(found) or issubclass(found, dict)):
                return found
        raise pickle.UnpicklingError(f"{module}.{name} is not card data")


def read_cache(path: Path, fingerprint: str) -> CardDatabase | None:
    """The cached database when the file is ours and matches ``fingerprint``; None otherwise."""
    try:
        raw = read_limited(path, MAX_CACHE_BYTES)
    except UnreadableFile:
        return None
    header, newline, payload = raw.partition(b"\n")
    if not newline or header != MAGIC + fingerprint.encode("ascii"):
        return None
    collecting = gc.isenabled()
    gc.disable()  # tens of thousands of new objects, none garbage: the collector's passes would only cost time
    try:
        db = _DataOnly(io.BytesIO(payload)).load()
    except Exception:  # damaged or planted: rebuild
        return None
    finally:
        if collecting:
            gc.enable()
    return db if isinstance(db, CardDatabase) else None


def write_cache(path: Path, fingerprint: str, db: CardDatabase) -> None:
    """Store the database for the next start (a read-only cache folder only costs speed)."""
    try:
        data = MAGIC + fingerprint.encode("ascii") + b"\n" + pickle.dumps(db, protocol=pickle.HIGHEST_PROTOCOL)
        write_bytes_atomically(path, data, durable=False)
    except OSError:
        pass
