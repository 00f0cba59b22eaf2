"""The hash functions tabletop uses, from Python's own modules rather than OpenSSL's.

``hashlib``'s first import loads OpenSSL (libcrypto), about 1.5 ms of a table's start that
reads and names its caches with these hashes. The digests are the same whichever module
computes them; where Python was built without its own (Python 3.12 renamed ``_sha256``
to ``_sha2``), hashlib gives them. For short texts (names and keys of caches): OpenSSL's
are several times faster on megabytes, so a save's checksum uses hashlib.
"""

from __future__ import annotations

try:
    from _sha2 import sha256  # Python 3.12 and later
except ImportError:
    try:
        from _sha256 import sha256  # Python 3.11
    except ImportError:
        from hashlib import sha256
try:
    from _sha1 import sha1
except ImportError:
    from hashlib import sha1
try:
    from _md5 import md5
except ImportError:
    from hashlib import md5
try:
    from _blake2 import blake2b
except ImportError:
    from hashlib import blake2b

__all__ = ["blake2b", "md5", "sha1", "sha256"]
