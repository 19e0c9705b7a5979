"""Neutralise text that comes from articles (untrusted) before it reaches a chat platform.

Renderers call these on every string taken from an article or an LLM. They never produce a ping: Discord's
``@everyone``/``@here``/``<@id>``/``<@&id>``/``<#id>`` and Slack's ``<!everyone>``/``<!channel>``/``<!here>``/
``<@U…>``/``<!subteam^…>`` are defused, and markup characters are escaped for the target format.
"""

from __future__ import annotations

import re

ZWSP = "\u200b"
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\u202a-\u202e\u2066-\u2069]")
_AT_WORD = re.compile(r"@(?=(everyone|here|channel|all))", re.IGNORECASE)
_DISCORD_MENTION = re.compile(r"<(@[!&]?|#|/)(?=[\w:]*\d)")
_DISCORD_MD = re.compile(r"([\\*_~`|\[\]])")
_DISCORD_LINE_START = re.compile(r"^(\s*)([>#-])", re.MULTILINE)


def strip_controls(text: str) -> str:
    """Drop control and bidi-override characters."""
    return _CONTROL.sub("", text)


def defuse_mentions(text: str) -> str:
    """Break @everyone/@here/@channel and <@id>-style mentions with a zero-width space."""
    text = _AT_WORD.sub("@" + ZWSP, strip_controls(text))
    return _DISCORD_MENTION.sub(lambda m: "<" + ZWSP + m.group(1), text)


def discord_text(text: str) -> str:
    """Article text safe for a Discord embed/message: no pings, Markdown escaped."""
    escaped = _DISCORD_MD.sub(r"\\\1", defuse_mentions(text))
    return _DISCORD_LINE_START.sub(r"\1\\\2", escaped)


def slack_text(text: str) -> str:
    """Article text safe for Slack mrkdwn: &, <, > escaped (which kills <!here>, <@U…>), no bare @here."""
    t = strip_controls(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return _AT_WORD.sub("@" + ZWSP, t)
