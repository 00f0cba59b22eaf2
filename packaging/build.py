"""Build the tabletop PyInstaller bundle: ``python packaging/build.py [--onefile] [--dist DIR] [--archive]``.

Needs the ``bundle`` extra (``python -m pip install '.[bundle]'``). Writes
``DIR/tabletop/`` (one folder: run ``tabletop/tabletop``, ``tabletop\\tabletop.exe``;
``DIR/tabletop.app`` too on macOS) or ``DIR/tabletop[.exe]`` with ``--onefile``.
``--archive`` also packs the result for a release: .tar.gz on Linux, .zip elsewhere.
"""

from __future__ import annotations

import argparse
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


def version() -> str:
    text = (ROOT / "tabletop" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'__version__\s*=\s*"([^"]+)"', text)
    return found.group(1) if found else "0"


def size_of(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def megabytes(size: int) -> str:
    return f"{size / 1e6:.1f} MB"


def build(dist: Path, work: Path, onefile: bool) -> Path:
    """Run PyInstaller on tabletop.spec; the built folder (or file)."""
    command = [sys.executable, "-m", "PyInstaller", str(HERE / "tabletop.spec"), "--noconfirm",
               "--log-level", "WARN", "--distpath", str(dist), "--workpath", str(work)]
    if onefile:
        command += ["--", "--onefile"]
    subprocess.run(command, check=True, cwd=ROOT)
    if onefile:
        return dist / ("tabletop.exe" if sys.platform == "win32" else "tabletop")
    if sys.platform == "darwin":
        return dist / "tabletop.app"
    if sys.platform.startswith("linux"):
        shutil.copy2(HERE / "tabletop.desktop", dist / "tabletop" / "tabletop.desktop")
        shutil.copy2(HERE / "tabletop-mime.xml", dist / "tabletop" / "tabletop-mime.xml")
        shutil.copy2(ROOT / "assets" / "icons" / "tabletop.png", dist / "tabletop" / "tabletop.png")
    return dist / "tabletop"


def archive(built: Path) -> Path:
    """Pack the bundle for a release: tabletop-VERSION-OS-ARCH.tar.gz on Linux, .zip elsewhere."""
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform.rstrip("0123456789"))
    stem = built.parent / f"tabletop-{version()}-{system}-{platform.machine().lower()}"
    if sys.platform.startswith("linux"):
        out = Path(f"{stem}.tar.gz")
        with tarfile.open(out, "w:gz") as tar:
            tar.add(built, arcname=built.name)
        return out
    out = Path(f"{stem}.zip")
    if sys.platform == "darwin":  # ditto keeps the .app's symlinks and signature intact
        subprocess.run(["ditto", "-c", "-k", "--keepParent", str(built), str(out)], check=True)
    else:
        shutil.make_archive(str(stem), "zip", built.parent, built.name)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--onefile", action="store_true", help="one executable instead of a folder")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder (default dist/)")
    parser.add_argument("--work", type=Path, help="PyInstaller's work folder (default build/ beside --dist)")
    parser.add_argument("--archive", action="store_true", help="also pack the bundle for a release")
    args = parser.parse_args(argv)
    dist = args.dist.resolve()
    work = (args.work or dist.parent / "build").resolve()
    started = time.perf_counter()
    built = build(dist, work, args.onefile)
    seconds = time.perf_counter() - started
    print(f"built {built} in {seconds:.0f} s: {megabytes(size_of(built))}")
    if args.archive:
        packed = archive(built)
        print(f"archive {packed}: {megabytes(packed.stat().st_size)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
