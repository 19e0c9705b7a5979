"""Discord embed for a recap (plain JSON, no discord.py import): within every Discord limit, never a ping.

Limits: title 256, description 4096, <= 25 fields, field name 256 / value 1024, footer 2048, total 6000 characters.
Every article-derived string goes through :func:`discord_text` (mentions defused, Markdown escaped) or,
where Discord shows text raw (footer), :func:`bot.sanitize.defuse_mentions`.
"""

from __future__ import annotations

import re
from typing import Any

from bot.models import Recap
from bot.render import (
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
    truncate,
    ui,
)
from bot.sanitize import defuse_mentions

TITLE_MAX = 256
DESCRIPTION_MAX = 4096
FIELD_NAME_MAX = 256
FIELD_VALUE_MAX = 1024
FOOTER_MAX = 2048
FIELDS_MAX = 25
TOTAL_MAX = 6000
COLOR = 0xD63384


_MARKDOWN = re.compile(r"([\\*_~`|\[\]])")
_LINE_START = re.compile(r"^(\s*)([>#-])", re.MULTILINE)


def discord_text(text: str) -> str:
    """Article text safe for a Discord embed/message: no pings, Markdown escaped."""
    escaped = _MARKDOWN.sub(r"\\\1", defuse_mentions(text))
    return defuse_broadcasts(_LINE_START.sub(r"\1\\\2", escaped))


def _cite_suffixes(recap: Recap) -> list[str]:
    out = []
    for bullet in shown_bullets(recap):
        cites = [f"[{n}]({link})" if link else f"[{n}]" for n, link in citation_links(recap, bullet)]
        tag = sourcing_tag(bullet.sourcing, bullet.via)
        out.append(((" " + " ".join(cites)) if cites else "") + (f" *({discord_text(tag)})*" if tag else ""))
    return out


def _description(recap: Recap, limit: int, suffixes: list[str]) -> str:
    tag = lead_tag(recap)  # the lead's sourcing tag beside the headline that says it
    head = "**" + truncate(discord_text(one_line(recap.headline)), 400) + "**" + (
        f" *({truncate(discord_text(tag), LEAD_TAG_MAX)})*" if tag else "") if show_headline(recap) else ""
    bodies = [discord_text(one_line(b.text)) for b in shown_bullets(recap)]
    per_bullet = 1200
    while True:
        lines = [
            f"\u2022 {truncate(body, max(20, per_bullet - len(suffix) - 2))}{suffix}"
            for body, suffix in zip(bodies, suffixes, strict=True)
        ]
        text = "\n\n".join(p for p in (head, "\n".join(lines)) if p)
        if len(text) <= limit or per_bullet <= 60:
            break
        per_bullet = int(per_bullet * 0.8)
    if len(text) > limit:  # pathological: huge citation links; drop bullets from the end
        while lines and len("\n\n".join(p for p in (head, "\n".join(lines)) if p)) > limit:
            lines.pop()
        text = "\n\n".join(p for p in (head, "\n".join(lines)) if p)
    return truncate(text, limit) if len(text) > limit else text


def _fields(recap: Recap, value_max: int) -> list[dict[str, Any]]:
    fields: list[dict[str, Any]] = []
    verdict = sourcing_lines(recap.sourcing)
    if verdict:
        value = "\n".join(discord_text(one_line(v)) for v in verdict)
        fields.append({"name": ui("sourcing"), "value": truncate(value, min(value_max, FIELD_VALUE_MAX)),
                       "inline": False})
    for q in recap.key_quotes[: FIELDS_MAX - 2]:
        tag = quote_tag(q)
        name = truncate("\u2014 " + discord_text(speaker_name(q)) + (f" \u00b7 {discord_text(tag)}" if tag else ""),
                        FIELD_NAME_MAX)
        value = "\u201c" + truncate(discord_text(one_line(quote_text(q))), value_max - 2) + "\u201d"
        fields.append({"name": name, "value": value, "inline": False})
    if recap.warnings:
        notes = "\n".join("\u26a0 " + discord_text(one_line(w)) for w in recap.warnings)
        fields.append({"name": "Notes", "value": truncate(notes, min(value_max, FIELD_VALUE_MAX)), "inline": False})
    return fields


def _footer(recap: Recap) -> str:
    line = " \u00b7 ".join([*source_parts(recap), engine_label(recap)])
    return truncate(defuse_broadcasts(defuse_mentions(line)), FOOTER_MAX)


def embed_size(embed: dict[str, Any]) -> int:
    """Characters Discord counts against the 6000 total."""
    total = len(embed.get("title", "")) + len(embed.get("description", ""))
    total += sum(len(f["name"]) + len(f["value"]) for f in embed.get("fields", []))
    total += len(embed.get("footer", {}).get("text", ""))
    total += len(embed.get("author", {}).get("name", ""))
    return total


def recap_embed(recap: Recap) -> dict[str, Any]:
    """The recap as one Discord embed dict (``discord.Embed.from_dict`` or raw API JSON)."""
    # a title-less story's lead as the top line: with its sourcing tag (the embed title shows no Markdown)
    # (escaped as the title is, and at most LEAD_TAG_MAX long: a "via <outlet>" comes from the page)
    lead = f" ({truncate(discord_text(one_line(tag)), LEAD_TAG_MAX)})" if not show_headline(recap) and (
        tag := lead_tag(recap)) else ""
    title = truncate(discord_text(one_line(recap_title(recap))) or "Recap", TITLE_MAX - len(lead)) + lead
    footer = _footer(recap)
    embed: dict[str, Any] = {"type": "rich", "title": title, "color": COLOR}
    link = article_link(recap)
    if link:
        embed["url"] = link
    suffixes = _cite_suffixes(recap)
    value_max = FIELD_VALUE_MAX
    desc_max = DESCRIPTION_MAX
    while True:
        embed["description"] = _description(recap, desc_max, suffixes)
        embed["fields"] = _fields(recap, value_max)
        embed["footer"] = {"text": footer}
        if embed_size(embed) <= TOTAL_MAX:
            break
        if value_max > 200:
            value_max = max(200, int(value_max * 0.7))
        elif desc_max > 800:
            desc_max = max(800, int(desc_max * 0.8))
        else:
            footer = truncate(footer, 200)
            if embed_size(embed) <= TOTAL_MAX:
                break
            embed["fields"] = embed["fields"][:-1] if embed["fields"] else []
            if embed_size(embed) <= TOTAL_MAX:
                break
    if not embed["fields"]:
        del embed["fields"]
    return embed


def error_text(message: str) -> str:
    """A one-line error reply for Discord (mentions defused, Markdown escaped, <= 2000 characters)."""
    return truncate("\u26a0\ufe0f " + discord_text(one_line(message)), 2000)
