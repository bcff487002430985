"""The animation speed setting's values (Qt-free, so the settings and the menus read
them at start-up without loading the animation machinery, see app/ui/animation.py)."""

from __future__ import annotations

ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
DEFAULT_ANIMATION_SPEED = "normal"
# Duration multiplier per speed: every step's base duration (tuned at "normal") is
# multiplied by this; 0 means no animation at all.
SPEED_FACTORS = {"slow": 2.0, "normal": 1.0, "fast": 0.35, "instant": 0.0}
