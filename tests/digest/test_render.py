from __future__ import annotations

import json
import re
from datetime import UTC, datetime, timedelta

from bot.digest import Digest, DigestSource, DigestStory
from bot.models import Quote
from bot.render.digest import digest_blocks, digest_embed

NOW = datetime(2024, 11, 3, 14, 0, tzinfo=UTC)
EVIL = "@everyone @here <@123456789> <@&987> <#555> <!channel> <!here> <@U12345> <!subteam^S1> & <b>"


def story(i: int, size: int, n_sources: int = 3) -> DigestStory:
    filler = (EVIL + " ") * (size // len(EVIL) + 1)
    return DigestStory(
        key=f"k{i}", title=f"Story {i} {filler}"[: size + 10], gist=f"Gist {i} {filler}"[:size],
        sources=tuple(DigestSource(site=f"site{j}.example {EVIL}", url=f"https://site{j}.example/a_(b)?x=1&y=<2>|@here")
                      for j in range(n_sources)),
        quote=Quote(text=f"Quote {i} {filler}"[:size], speaker=f"Speaker {EVIL}", paragraph=1),
        interest=10 - i, people=("A B",), first_seen=NOW - timedelta(hours=3), last_seen=NOW,
    )


def digest(n: int, size: int, n_sources: int = 3) -> Digest:
    return Digest(generated_at=NOW, window=timedelta(hours=24),
                  stories=tuple(story(i, size, n_sources) for i in range(n)), tz="America/New_York")


DISCORD_PING = re.compile(r"@(everyone|here)\b|<@[!&]?\d|<#\d")
SLACK_PING = re.compile(r"@(everyone|here|channel)\b|<@[UW]|<!(channel|here|everyone)>|<!subteam")


def test_discord_embed_limits_and_no_mentions() -> None:
    for n, size, srcs in ((1, 20, 1), (5, 300, 3), (10, 5000, 40), (30, 2000, 5)):
        embed = digest_embed(digest(n, size, srcs))
        assert len(embed["title"]) <= 256 and len(embed["description"]) <= 4096
        assert len(embed["fields"]) <= 25
        for f in embed["fields"]:
            assert 0 < len(f["name"]) <= 256 and 0 < len(f["value"]) <= 1024
        total = len(embed["title"]) + len(embed["description"]) + len(embed["footer"]["text"]) + sum(
            len(f["name"]) + len(f["value"]) for f in embed["fields"])
        assert total <= 6000
        assert not DISCORD_PING.search(json.dumps(embed, ensure_ascii=False))
    small = digest_embed(digest(2, 40, 2))
    assert len(small["fields"]) == 2 and "Sunday 3 November 2024" in small["title"]
    assert "](https://site0.example/a_%28b%29" in small["fields"][0]["value"]


def test_slack_blocks_limits_escaping_and_no_mentions() -> None:
    for n, size, srcs in ((1, 20, 1), (5, 300, 3), (10, 5000, 40), (60, 100, 2)):
        blocks, fallback = digest_blocks(digest(n, size, srcs))
        assert len(blocks) <= 50
        for b in blocks:
            if b["type"] == "section":
                assert len(b["text"]["text"]) <= 3000
            if b["type"] == "header":
                assert len(b["text"]["text"]) <= 150
        text = json.dumps(blocks, ensure_ascii=False) + fallback
        assert not SLACK_PING.search(text)
        assert "<b>" not in text
    blocks, _ = digest_blocks(digest(1, 40, 1))
    section = blocks[1]["text"]["text"]
    assert "&amp;" in section and "&lt;" in section
    assert "<https://site0.example/a_(b)?x=1&amp;y=%3C2%3E%7C%40here|" in section


def test_empty_digest_renders_quiet_message() -> None:
    empty = Digest(generated_at=NOW, window=timedelta(hours=24), stories=())
    assert digest_embed(empty)["fields"] == [] and "Quiet day" in digest_embed(empty)["description"]
    blocks, fallback = digest_blocks(empty)
    assert "Quiet day" in fallback and len(blocks) == 2
