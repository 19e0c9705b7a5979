"""The module-level compiled patterns come out the same under any hash seed.

A pattern whose alternatives are ordered by a sort over a set or frozenset (``sorted(words, key=len)``: words of one
length keep the set's iteration order) changes its ``.pattern`` string with PYTHONHASHSEED (ba65510, 4041d5e fixed
thirteen such; lexicon.longest_first is the stable order). Each module is imported in two interpreters with different
seeds and every compiled pattern bound at module level (alone, or in a tuple, list or dict) is compared by name.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
MODULES = ("bot.quoting.people", "bot.quoting.miner", "bot.quoting.tags", "bot.sourcing", "bot.summarize.extractive")

_DUMP = """
import importlib, json, re, sys
out = {}
for modname in sys.argv[1:]:
    for name, value in vars(importlib.import_module(modname)).items():
        items = value if isinstance(value, (tuple, list)) else value.values() if isinstance(value, dict) else [value]
        pats = [v.pattern for v in items if isinstance(v, re.Pattern)]
        if pats:
            out[modname + "." + name] = pats
print(json.dumps(out))
"""


def _patterns(seed: str) -> dict[str, list[str]]:
    env = {**os.environ, "PYTHONHASHSEED": seed}
    run = subprocess.run([sys.executable, "-c", _DUMP, *MODULES], cwd=REPO, env=env, capture_output=True,
                         text=True, timeout=60, check=True)
    patterns: dict[str, list[str]] = json.loads(run.stdout)
    return patterns


def test_module_patterns_do_not_depend_on_the_hash_seed() -> None:
    one, two = _patterns("1"), _patterns("2")
    assert len(one) > 100  # the dump found the patterns (183 names when written)
    for module in MODULES:
        assert any(name.startswith(module + ".") for name in one), module
    assert one.keys() == two.keys()
    assert [name for name in one if one[name] != two[name]] == []
