"""Slack Block Kit for a recap: within Block Kit limits, never a mention or broadcast from article text.

Limits: <= 50 blocks, header plain_text 150, section text 3000, context element text 3000. Every article-derived
string goes through :func:`slack_text` (``&``, ``<``, ``>`` escaped, which also kills ``<!here>`` and ``<@U…>``; bare
``@here`` broken). Every ``mrkdwn`` text object is ``"verbatim": true`` (:func:`mrkdwn`), so Slack does not turn a
bare URL or channel name planted in an article into a live link; the bot's own citation links are written as
``<url|[n]>`` with URLs percent-encoded (no ``|``/``>``) and keep working. ``plain_text`` (the header) is never
entity-parsed by Slack, so it carries the characters themselves (:func:`plain`), not ``&lt;``/``&amp;``.
"""

from __future__ import annotations

import re
from typing import Any

from bot.models import Recap
from bot.render import (
    ELLIPSIS,
    LEAD_TAG_MAX,
    article_link,
    citation_links,
    defuse_broadcasts,
    engine_label,
    lead_tag,
    one_line,
    quote_tag,
    quote_text,
    recap_title,
    show_headline,
    shown_bullets,
    source_parts,
    sourcing_lines,
    sourcing_tag,
    speaker_name,
    ui,
)
from bot.render import truncate as _truncate
from bot.sanitize import ZWSP, defuse_mentions, strip_controls

HEADER_MAX = 150
SECTION_MAX = 3000
CONTEXT_MAX = 3000
BLOCKS_MAX = 50
FALLBACK_MAX = 3000
_SPECIAL = re.compile(r"<(?=[!@#])")
_PARTIAL_ENTITY = re.compile(r"&[a-z]{0,4}" + ELLIPSIS + "$")


def slack_text(text: str) -> str:
    """Article text safe for Slack mrkdwn: &, <, > escaped (which kills <!here>, <@U…>), no bare @here."""
    t = strip_controls(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return defuse_broadcasts(defuse_mentions(t))


def plain(text: str, limit: int) -> dict[str, Any]:
    """A ``plain_text`` object: shown as written (no entities), one line, within ``limit``. Slack does not parse
    mentions there; ``<!here>``-like sequences and bare ``@here`` are broken anyway, visibly unchanged."""
    safe = _SPECIAL.sub("<" + ZWSP, defuse_broadcasts(defuse_mentions(one_line(text))))
    return {"type": "plain_text", "text": _truncate(safe, limit), "emoji": True}


def mrkdwn(text: str) -> dict[str, Any]:
    """A ``mrkdwn`` text object that Slack shows without auto-linking URLs, channels or names in it."""
    return {"type": "mrkdwn", "text": text, "verbatim": True}


def truncate(text: str, limit: int) -> str:
    """Word-boundary truncation that never leaves half an ``&amp;``-style entity behind."""
    out = _truncate(text, limit)
    return _PARTIAL_ENTITY.sub(ELLIPSIS, out)


def _link(url: str) -> str:
    return url.replace("&", "&amp;")


def _esc(text: str) -> str:
    return defuse_broadcasts(slack_text(one_line(text)))


def _bullets_text(recap: Recap, limit: int) -> str:
    tag = lead_tag(recap)  # the lead's sourcing tag beside the headline that says it
    lead = f" _({truncate(_esc(tag), LEAD_TAG_MAX)})_" if tag else ""
    head = "*" + truncate(_esc(recap.headline), 500) + "*" + lead if show_headline(recap) else ""
    items = []
    for b in shown_bullets(recap):
        cites = [f"<{_link(link)}|[{n}]>" if link else f"[{n}]" for n, link in citation_links(recap, b)]
        tag = sourcing_tag(b.sourcing, b.via)
        items.append((_esc(b.text), ((" " + " ".join(cites)) if cites else "") + (f" _({_esc(tag)})_" if tag else "")))
    per_bullet = 900
    while True:
        lines = ["\u2022 " + truncate(body, max(20, per_bullet)) + suffix for body, suffix in items]
        text = "\n".join(p for p in (head, "\n".join(lines)) if p)
        if len(text) <= limit or per_bullet <= 60:
            break
        per_bullet = int(per_bullet * 0.8)
    while len(text) > limit and lines:
        lines.pop()
        text = "\n".join(p for p in (head, "\n".join(lines)) if p)
    return text if len(text) <= limit else truncate(head, limit)


def _context(recap: Recap) -> str:
    parts = [_esc(p) for p in source_parts(recap)]
    parts.append(_esc(engine_label(recap)))
    link = article_link(recap)
    if link:
        parts.append(f"<{_link(link)}|{ui('read_article')}>")
    return " \u00b7 ".join(parts)


def recap_blocks(recap: Recap) -> tuple[list[dict[str, Any]], str]:
    """``(blocks, fallback_text)`` for ``chat.postMessage``."""
    # a title-less story's lead as the header: with its sourcing tag
    # (at most LEAD_TAG_MAX long: a "via <outlet>" comes from the page)
    lead = f" ({_truncate(one_line(tag), LEAD_TAG_MAX)})" if not show_headline(recap) and (
        tag := lead_tag(recap)) else ""
    header = _truncate(one_line(recap_title(recap)) or "Recap", HEADER_MAX - len(lead)) + lead
    blocks: list[dict[str, Any]] = [{"type": "header", "text": plain(header, HEADER_MAX)}]
    body = _bullets_text(recap, SECTION_MAX)
    if body:
        blocks.append({"type": "section", "text": mrkdwn(body)})
    context = _context(recap)
    if len(context) > CONTEXT_MAX:
        context = truncate(context, CONTEXT_MAX)
    blocks.append({"type": "context", "elements": [mrkdwn(context)]})
    verdict = sourcing_lines(recap.sourcing)
    if verdict:
        text = "*" + _esc(verdict[0]) + "*" + "".join(" " + _esc(f) for f in verdict[1:])
        blocks.append({"type": "context", "elements": [mrkdwn(truncate(text, CONTEXT_MAX))]})
    for q in recap.key_quotes[:5]:
        tag = quote_tag(q)
        speaker = "\u2014 " + truncate(_esc(speaker_name(q)) + (f" \u00b7 _{_esc(tag)}_" if tag else ""), 200)
        quote = truncate(_esc(quote_text(q)), SECTION_MAX - len(speaker) - 4)
        blocks.append({"type": "section", "text": mrkdwn(f"> {quote}\n{speaker}")})
    if recap.warnings:
        note = truncate(" ".join("\u26a0 " + _esc(w) for w in recap.warnings), CONTEXT_MAX)
        blocks.append({"type": "context", "elements": [mrkdwn(note)]})
    gist = (": " + _esc(recap.headline)) if show_headline(recap) else ""
    fallback = truncate(_esc(recap_title(recap)) + gist, FALLBACK_MAX)
    return blocks[:BLOCKS_MAX], fallback


def error_text(message: str) -> str:
    """A one-line error reply for Slack (escaped, <= 3000 characters)."""
    return truncate("\u26a0 " + _esc(message), FALLBACK_MAX)
