"""Versioned prompt files, loaded by name.

The files live in ``bot/prompt_files/`` — package data, so a non-editable ``pip install`` ships them (the top-level
``prompts/`` of a checkout is a link to that folder). ``<name>.v<N>.system.md`` is the system message,
``<name>.v<N>.user.md`` the user message template (:class:`string.Template` placeholders such as ``$paragraphs``:
article text may contain braces, so no ``str.format``), and the optional ``<name>.v<N>.schema.json`` a fixed
``json_schema`` (``recap.v2`` has none: its schema is made per article by :mod:`bot.summarize.answer`). The version is
part of the LLM engine's cache tag, so changing a prompt means adding a new version, never editing one in place.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from string import Template
from typing import Any

from bot.errors import ConfigError

PROMPTS_DIR = Path(__file__).resolve().parent / "prompt_files"
_NAME = re.compile(r"^[a-z][a-z0-9_-]*$")


@dataclass(frozen=True)
class Prompt:
    name: str
    version: str  # "v1"
    system: str
    user_template: str
    schema: dict[str, Any] | None = None

    @property
    def tag(self) -> str:
        """``recap-v1``: what goes into cache tags."""
        return f"{self.name}-{self.version}"

    def render_user(self, **fields: str) -> str:
        """Fill the user template; every placeholder must be given (a missing one raises KeyError)."""
        return Template(self.user_template).substitute(fields)


def available_versions(name: str, directory: Path | None = None) -> list[str]:
    """Versions of prompt ``name`` on disk, oldest first (``["v1", "v2"]``)."""
    d = directory or PROMPTS_DIR
    found = []
    for p in d.glob(f"{name}.v*.system.md"):
        m = re.fullmatch(rf"{re.escape(name)}\.v(\d+)\.system\.md", p.name)
        if m:
            found.append(int(m.group(1)))
    return [f"v{n}" for n in sorted(found)]


def load_prompt(name: str = "recap", version: str | None = None, directory: Path | None = None) -> Prompt:
    """Load prompt ``name`` at ``version`` ("v1" or "1"; None = newest). Raises ConfigError when missing."""
    d = directory or PROMPTS_DIR
    return _load(name, version, d)


@lru_cache(maxsize=32)
def _load(name: str, version: str | None, d: Path) -> Prompt:
    if not _NAME.match(name):
        raise ConfigError(f"Bad prompt name {name!r}")
    if version is None:
        versions = available_versions(name, d)
        if not versions:
            raise ConfigError(f"No prompt files named '{name}.v*.system.md' in {d}")
        version = versions[-1]
    version = version if version.startswith("v") else f"v{version}"
    base = d / f"{name}.{version}"
    try:
        system = (base.parent / f"{base.name}.system.md").read_text(encoding="utf-8").strip()
        user = (base.parent / f"{base.name}.user.md").read_text(encoding="utf-8").strip()
    except FileNotFoundError as exc:
        raise ConfigError(f"Prompt '{name}' {version} is incomplete: {exc.filename} is missing") from None
    schema_path = base.parent / f"{base.name}.schema.json"
    schema: dict[str, Any] | None = None
    if schema_path.is_file():
        try:
            schema = json.loads(schema_path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            raise ConfigError(f"{schema_path}: not valid JSON ({exc})") from None
    return Prompt(name=name, version=version, system=system, user_template=user, schema=schema)
