"""A quicker answer to PySide's question "does this module use PySide6?".

PySide6 (6.11) supports ``from __feature__ import snake_case``: for that, every module
imported after PySide is asked, once, whether it uses PySide — by reading its source
with ``inspect.getsource`` (``shibokensupport.feature._mod_uses_pyside``: finding the
file, detecting its encoding, splitting and caching its lines in ``linecache``). Start-up
imports ~80 modules after PySide: 7-8 ms of the first window's CPU, measured. The same
question is answered here by searching the file's bytes for the same word: the same
answer for a ``.py`` file, and PySide's own way for anything else (no source file, a
package without one, a zip import).

The app uses no ``__feature__``; the answer only has to stay the same for those who do.
"""

from __future__ import annotations

import sys


def install_quick_feature_scan() -> bool:
    """Replace PySide's scan with the quicker one (call after the first PySide6 import);
    False, changing nothing, when this PySide has no such scan (another version)."""
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if original is None or getattr(original, "quick", False):
        return original is not None

    def uses_pyside(module) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass
        return original(module)

    uses_pyside.quick = True
    uses_pyside.original = original
    feature._mod_uses_pyside = uses_pyside
    return True
