"""Seeded randomness. Every random choice in a model comes from a seed, so deals and
games replay exactly, and a state's RNG can be saved as plain numbers."""

from __future__ import annotations

import hashlib
import random

SEED_BITS = 63


def derive_seed(seed: int, *keys: object) -> int:
    """A new seed from ``seed`` and any labels (game number, deal number, ...).

    Stable across runs and Python versions (unlike ``hash``), so save files replay.
    """
    text = repr((int(seed),) + tuple(keys)).encode()
    return int.from_bytes(hashlib.sha256(text).digest()[:8], "big") >> (64 - SEED_BITS)


def derive_rng(seed: int, *keys: object) -> random.Random:
    """A ``random.Random`` seeded by ``derive_seed(seed, *keys)``."""
    return random.Random(derive_seed(seed, *keys))


def fresh_seed() -> int:
    """A seed for a new game when the caller gave none."""
    return random.SystemRandom().getrandbits(SEED_BITS)
