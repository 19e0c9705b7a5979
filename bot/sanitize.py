"""Neutralise text that comes from articles (untrusted) before it reaches a chat platform.

Renderers call these on every string taken from an article or an LLM, then escape it for their own markup
(``bot/render/*.py``). No ping survives: ``@everyone``/``@here``/``@channel`` and ``<@id>``/``<@&id>``/``<#id>``
are broken with a zero-width space.
"""

from __future__ import annotations

import re

ZWSP = "\u200b"
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\u202a-\u202e\u2066-\u2069]")
_AT_WORD = re.compile(r"@(?=(everyone|here|channel|all))", re.IGNORECASE)
_ID_MENTION = re.compile(r"<(@[!&]?|#|/)(?=[\w:]*\d)")


def strip_controls(text: str) -> str:
    """Drop control and bidi-override characters."""
    return _CONTROL.sub("", text)


def defuse_mentions(text: str) -> str:
    """Break @everyone/@here/@channel and <@id>-style mentions with a zero-width space."""
    text = _AT_WORD.sub("@" + ZWSP, strip_controls(text))
    return _ID_MENTION.sub(lambda m: "<" + ZWSP + m.group(1), text)
