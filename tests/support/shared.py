"""Locating ../shared (the user's fixtures and the extraction corpus), which is never committed to the repo."""

from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
SHARED = Path(REPO.parent / "shared").resolve()


def shared_file(*parts: str) -> Path:
    """Path under ../shared, or skip the test with a clear reason when it is absent."""
    p = SHARED.joinpath(*parts)
    if not p.exists():
        pytest.skip(f"{p} is absent (the ../shared folder beside the checkout holds publishers' text)")
    return p
