"""Digest renderers: a Discord embed and Slack Block Kit blocks, within each platform's limits, mention-free.

Article-derived text goes through each platform's escaper (``discord_text``, ``slack_text``); Slack mrkdwn is
verbatim (no auto-linking); links are percent-encoded where the markup would break.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

from bot.digest import Digest, DigestStory
from bot.render import VERDICT_MAX, quote_text, sourcing_lines
from bot.render.discord import discord_text
from bot.render.slack import mrkdwn, slack_text
from bot.sanitize import strip_controls

# Discord embed limits
EMBED_TITLE = 256
EMBED_DESCRIPTION = 4096
EMBED_FIELDS = 25
EMBED_FIELD_NAME = 256
EMBED_FIELD_VALUE = 1024
EMBED_FOOTER = 2048
EMBED_TOTAL = 6000
# Slack limits
SLACK_SECTION = 3000
SLACK_CONTEXT = 2000
SLACK_HEADER = 150
SLACK_BLOCKS = 50
SLACK_FALLBACK = 3000

# a story's verdict: the capped count line and its flags (never cut: "Rests on another outlet's report (X)." and
# "A denial is included (Y)." with room for escaping)
VERDICT_ROOM = VERDICT_MAX + 160

EMBED_COLOR = 0xE91E63
ELLIPSIS = "…"


def _fit(raw: str, limit: int, escape: Callable[[str], str]) -> str:
    """``escape(raw)`` cut (before escaping, at a word where possible) so the result is at most ``limit`` long."""
    out = escape(raw)
    text = raw
    while len(out) > limit and text:
        keep = max(0, len(text) - (len(out) - limit) - 1)
        cut = text[:keep]
        if " " in cut[-20:]:
            cut = cut[: cut.rfind(" ")]
        text = cut.rstrip()
        out = escape(text) + ELLIPSIS if text else ""
    return out


def _date_label(digest: Digest) -> str:
    local: datetime = digest.generated_at.astimezone(ZoneInfo(digest.tz))
    return f"{local:%A} {local.day} {local:%B %Y}"


def _hours(digest: Digest) -> int:
    return int(digest.window.total_seconds() // 3600)


# --------------------------------------------------------------------------------------------------------- Discord
def _discord_url(url: str) -> str:
    safe = strip_controls(url)
    for ch, enc in ((" ", "%20"), ("(", "%28"), (")", "%29"), ("<", "%3C"), (">", "%3E"), ("@", "%40"),
                    ("`", "%60"), ("|", "%7C"), ("[", "%5B"), ("]", "%5D")):
        safe = safe.replace(ch, enc)
    return safe


def _discord_quote(story: DigestStory, limit: int) -> str:
    if story.quote is None:
        return ""
    who = f" — {story.quote.speaker}" if story.quote.speaker else ""
    return "> " + _fit(f"“{quote_text(story.quote)}”{who}", limit, discord_text)


def _discord_sources(story: DigestStory, limit: int) -> str:
    parts: list[str] = []
    used = len("Sources: ")
    for i, src in enumerate(story.sources):
        link = f"[{_fit(src.site, 60, discord_text)}]({_discord_url(src.url)})"
        more = f" +{len(story.sources) - i} more"
        if used + len(link) + 3 + len(more) > limit and i < len(story.sources) - 1 or used + len(link) > limit:
            parts.append(more.strip())
            break
        parts.append(link)
        used += len(link) + 3
    return "Sources: " + " · ".join(parts)


def _verdict(story: DigestStory) -> str:
    """The story's sourcing verdict and flags on one line (raw: escape before use), "" when unknown."""
    return " ".join(sourcing_lines(story.sourcing))


def _discord_field(index: int, story: DigestStory) -> dict[str, Any]:
    name = _fit(f"{index}. {story.title or story.gist}", EMBED_FIELD_NAME, discord_text)
    sources = _discord_sources(story, 500)
    quote = _discord_quote(story, 300)
    said = _verdict(story)
    verdict = "*" + _fit(said, VERDICT_ROOM, discord_text) + "*" if said else ""
    budget = EMBED_FIELD_VALUE - len(sources) - len(quote) - len(verdict) - 3
    gist = _fit(story.gist, max(budget, 0), discord_text)
    value = "\n".join(p for p in (gist, quote, verdict, sources) if p)
    return {"name": name or f"{index}.", "value": value[:EMBED_FIELD_VALUE] or "—", "inline": False}


def _embed_size(embed: dict[str, Any]) -> int:
    size = len(embed.get("title", "")) + len(embed.get("description", ""))
    size += len(embed.get("footer", {}).get("text", ""))
    return size + sum(len(f["name"]) + len(f["value"]) for f in embed.get("fields", []))


def digest_embed(digest: Digest) -> dict[str, Any]:
    """A Discord embed (dict for ``discord.Embed.from_dict`` or the REST API) within every embed limit."""
    title = _fit(f"Gossip digest — {_date_label(digest)}", EMBED_TITLE, lambda s: s)
    if digest.empty:
        description = f"Quiet day: no article links were recapped here in the last {_hours(digest)} hours."
    else:
        n = len(digest.stories)
        description = f"The {n} most-discussed {'story' if n == 1 else 'stories'} of the last {_hours(digest)} hours."
    embed: dict[str, Any] = {
        "title": title,
        "description": description[:EMBED_DESCRIPTION],
        "color": EMBED_COLOR,
        "fields": [_discord_field(i, s) for i, s in enumerate(digest.stories[:EMBED_FIELDS], start=1)],
        "footer": {"text": "gossip-recap daily digest"},
        "timestamp": digest.generated_at.isoformat(),
    }
    while embed["fields"] and _embed_size(embed) > EMBED_TOTAL:
        embed["fields"].pop()
    return embed


# ----------------------------------------------------------------------------------------------------------- Slack
def _slack_url(url: str) -> str:
    safe = strip_controls(url).replace("&", "&amp;")
    for ch, enc in (("<", "%3C"), (">", "%3E"), ("|", "%7C"), ("@", "%40"), (" ", "%20")):
        safe = safe.replace(ch, enc)
    return safe


def _slack_story(index: int, story: DigestStory) -> list[dict[str, Any]]:
    first = story.sources[0].url if story.sources else ""
    title = _fit(story.title or story.gist, 250, slack_text)
    head = f"*{index}. <{_slack_url(first)}|{title}>*" if first else f"*{index}. {title}*"
    quote = ""
    if story.quote is not None:
        who = f" — {story.quote.speaker}" if story.quote.speaker else ""
        quote = "\n>" + _fit(f"“{quote_text(story.quote)}”{who}", 600, slack_text)
    gist = _fit(story.gist, SLACK_SECTION - len(head) - len(quote) - 2, slack_text)
    section = {"type": "section", "text": mrkdwn(f"{head}\n{gist}{quote}"[:SLACK_SECTION])}
    links: list[str] = []
    used = 0
    for src in story.sources:
        link = f"<{_slack_url(src.url)}|{_fit(src.site, 60, slack_text)}>"
        if used + len(link) > SLACK_CONTEXT - 40:
            links.append(f"+{len(story.sources) - len(links)} more")
            break
        links.append(link)
        used += len(link) + 3
    verdict = _fit(_verdict(story), max(VERDICT_ROOM, 400), slack_text)
    elements = [mrkdwn("Sources: " + " · ".join(links))] if links else []
    if verdict:
        elements.append(mrkdwn(verdict))
    context = {"type": "context", "elements": elements}
    return [section, context] if elements else [section]


def digest_blocks(digest: Digest) -> tuple[list[dict[str, Any]], str]:
    """Slack Block Kit blocks for the digest plus the plain fallback text (notifications, screen readers)."""
    header_text = _fit(f"Gossip digest — {_date_label(digest)}", SLACK_HEADER, lambda s: s)
    blocks: list[dict[str, Any]] = [{"type": "header", "text": {"type": "plain_text", "text": header_text}}]
    if digest.empty:
        quiet = f"Quiet day: no article links were recapped here in the last {_hours(digest)} hours."
        blocks.append({"type": "section", "text": mrkdwn(quiet)})
        return blocks, quiet
    for i, story in enumerate(digest.stories, start=1):
        chunk = ([{"type": "divider"}] if i > 1 else []) + _slack_story(i, story)
        if len(blocks) + len(chunk) > SLACK_BLOCKS:
            break
        blocks.extend(chunk)
    titles = "; ".join(slack_text(s.title or s.gist) for s in digest.stories)
    fallback = _fit(f"{header_text}: {titles}", SLACK_FALLBACK, lambda s: s)
    return blocks, fallback
