"""Test-wide settings.

Hypothesis's per-example deadline (200 ms by default) is a timing assertion: on a loaded machine a property test of
the URL guard failed at 417 ms for an example that takes 0.18 ms when run again. Speed is measured in
``benchmarks/``, never asserted in tests, so the house profile has no deadline; the example counts stay per test.
"""

from __future__ import annotations

from hypothesis import settings

settings.register_profile("house", deadline=None)
settings.load_profile("house")
