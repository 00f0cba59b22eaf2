"""A rendered face's pixels kept beside its PNG, so a start copies them instead of decoding.

Decoding a face's PNG and converting it to the pixmap's own form takes about 1.7 ms;
the faces a table shows first are read this way on the GUI thread (the worker of
``faces_ahead`` has not begun yet), so when the GUI thread reads the PNG of a face a
table shows before its first paint it also writes ``<name>.argb`` beside it: the
pixmap's own image (the same pixels ``QPixmap(png)`` holds, 0.7 MB), with a header
tying it to that PNG. Later starts copy it (a fraction of a millisecond). Faces read
later (the worker reads them ahead) get no copy: the cache holds only start faces.

Like any cache it is checked before use: a file whose header, size, PNG (size and time)
or checksum does not match is ignored and written again from the PNG, so a damaged,
stale or foreign file only costs a decoding. Only copies of the renderer's own PNGs are
kept (never of a user's own picture), and :func:`tabletop.render.cache.remove_stale`
removes them with their PNG.
"""

from __future__ import annotations

import contextlib
import os
import struct
import sys
import zlib
from pathlib import Path

from PySide6.QtGui import QImage, QPixmap

from tabletop.fileio import write_bytes_atomically

SUFFIX = ".argb"
_MAGIC = b"ttface\x00" + (b"L" if sys.byteorder == "little" else b"B")  # the pixels are 32-bit words
_HEADER = struct.Struct("<8sIIIIqqI")  # magic, width, height, bytes per line, format, PNG size, PNG mtime_ns, crc32
_FORMATS = {form.value: form for form in (QImage.Format.Format_ARGB32_Premultiplied, QImage.Format.Format_RGB32,
                                          QImage.Format.Format_ARGB32)}
_MAX_SIDE = 16384


def raw_path(png: Path) -> Path:
    return png.with_suffix(SUFFIX)


def face_pixmap(png: Path, keep: bool = True) -> QPixmap:
    """The pixmap of a rendered face's PNG, from its raw copy when that is sound (else from the
    PNG, writing the copy for next time when ``keep``)."""
    try:
        stats = os.stat(png)
    except OSError:
        return QPixmap(str(png))  # a null pixmap, as before
    image = _read(raw_path(png), stats)
    if image is not None:
        return QPixmap.fromImage(image)
    pixmap = QPixmap(str(png))
    if keep and not pixmap.isNull():
        with contextlib.suppress(OSError):  # a cache that cannot be written is only slower
            _write(raw_path(png), pixmap.toImage(), stats)
    return pixmap


def _read(path: Path, png: os.stat_result) -> QImage | None:
    """The image kept in ``path`` if it is whole and made from this PNG; None otherwise. The pixels
    are read straight into the image (which the pixmap then shares), and checked there."""
    try:
        with open(path, "rb") as stream:
            header = stream.read(_HEADER.size)
            if len(header) != _HEADER.size:
                return None
            magic, width, height, per_line, form, png_size, png_time, crc = _HEADER.unpack(header)
            if (magic != _MAGIC or form not in _FORMATS or not (0 < width <= _MAX_SIDE and 0 < height <= _MAX_SIDE)
                    or per_line != width * 4 or (png_size, png_time) != (png.st_size, png.st_mtime_ns)
                    or os.fstat(stream.fileno()).st_size != _HEADER.size + per_line * height):
                return None
            image = QImage(width, height, _FORMATS[form])
            pixels = image.bits()
            if image.bytesPerLine() != per_line or stream.readinto(pixels) != len(pixels) or stream.read(1):
                return None
    except OSError:
        return None
    return image if zlib.crc32(pixels) == crc else None


def _write(path: Path, image: QImage, png: os.stat_result) -> None:
    if image.format().value not in _FORMATS or image.bytesPerLine() != image.width() * 4:
        return
    pixels = bytes(image.constBits())
    header = _HEADER.pack(_MAGIC, image.width(), image.height(), image.bytesPerLine(), image.format().value,
                          png.st_size, png.st_mtime_ns, zlib.crc32(pixels))
    write_bytes_atomically(path, header + pixels, durable=False)
