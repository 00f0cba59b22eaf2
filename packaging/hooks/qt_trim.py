"""Keep only the Qt plugins and files tabletop uses (shared by the PySide6 hooks here).

The stock PyInstaller hooks collect every plugin of a Qt module (platforms such
as Wayland, EGLFS and VNC, TLS and network plugins, SVG icon engines, a dozen
image formats) and all translations. Filtering them in the hook, before binary
dependency analysis, also keeps out the libraries only those plugins need.
"""

from __future__ import annotations

from pathlib import PurePath

# plugin folder -> plugin names kept (file stem without "lib"); None keeps them all
KEEP_PLUGINS: dict[str, set[str] | None] = {
    "platforms": {"qxcb", "qoffscreen", "qwindows", "qcocoa"},
    "platforms/darwin": None,  # macOS permission plugins that qcocoa may load
    "imageformats": {"qjpeg"},
    "styles": None,  # qmodernwindowsstyle (Windows), qmacstyle (macOS)
    "platforminputcontexts": {"composeplatforminputcontextplugin"},  # dead keys, Compose on X11
    "xcbglintegrations": None,
}


def _kept(src: str, dest_dir: str) -> bool:
    parts = PurePath(dest_dir.replace("\\", "/")).parts
    if "plugins" not in parts:
        return True
    names = KEEP_PLUGINS.get("/".join(parts[parts.index("plugins") + 1 :]), set())
    return names is None or PurePath(src).name.split(".")[0].removeprefix("lib") in names


def trimmed(hiddenimports: list, binaries: list, datas: list) -> tuple[list, list, list]:
    """The hook's results without unused plugins and translations (the app is in English)."""
    kept_binaries = [(src, dest) for src, dest in binaries if _kept(src, dest)]
    kept_datas = [(src, dest) for src, dest in datas if "translations" not in dest.replace("\\", "/").split("/")]
    return hiddenimports, kept_binaries, kept_datas
