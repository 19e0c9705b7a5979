"""The manifest matches what the code listens for (no YAML parser needed: the file is plain and flat enough)."""

from __future__ import annotations

import re
from pathlib import Path

from bot.adapters.slack.shortcut import CALLBACK_ID

MANIFEST = Path(__file__).resolve().parents[2] / "slack-manifest.yml"


def test_manifest_declares_what_the_handlers_need() -> None:
    text = MANIFEST.read_text(encoding="utf-8")
    assert re.search(rf"callback_id:\s*{CALLBACK_ID}\s*$", text, re.MULTILINE)
    assert re.search(r"-\s*command:\s*/recap\s*$", text, re.MULTILINE)
    for event in ("message.channels", "message.groups", "message.im", "reaction_added"):
        assert re.search(rf"^\s*-\s*{re.escape(event)}\s*$", text, re.MULTILINE), event
    scopes = set(re.findall(r"^\s*-\s*([a-z]+(?::[a-z.]+)?)\s*(?:#.*)?$", text, re.MULTILINE))
    # every Web API method the adapter calls needs its scope
    assert {"chat:write", "commands", "reactions:write", "reactions:read", "users:read", "channels:read",
            "channels:history"} <= scopes
    assert "/slack/events" in text
