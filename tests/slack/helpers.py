"""Assertions over Block Kit payloads recorded by the mock."""

from __future__ import annotations

import json
import re
from typing import Any

CITATION = re.compile(r"<(https?://[^|>\s]+)\|\[(\d+)\]>")


def all_text(blocks: list[dict[str, Any]]) -> str:
    """Every string inside the blocks, joined (text objects, fields, context elements...)."""
    out: list[str] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "text" and isinstance(value, str):
                    out.append(value)
                else:
                    walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)

    walk(blocks)
    return "\n".join(out)


def header_text(blocks: list[dict[str, Any]]) -> str | None:
    for block in blocks:
        if block.get("type") == "header":
            return str(block["text"]["text"])
    return None


def no_pings(text: str) -> None:
    """No Slack special mention survives: <!channel>, <!here>, <@U…> or a bare @here/@channel."""
    assert "<!channel>" not in text and "<!here>" not in text and "<!everyone>" not in text, text
    assert not re.search(r"<@U", text), text
    assert not re.search(r"(?<![\w])@(here|channel|everyone)\b", text), text


def dumps(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False)
