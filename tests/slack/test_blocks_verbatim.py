"""No URL planted in an article becomes a live link in Slack, in any block; the header shows characters.

Slack auto-links bare URLs (and #channel names) in a ``mrkdwn`` text object unless it is ``"verbatim": true``;
``<url|label>`` written by the bot itself still links. ``plain_text`` is never entity-parsed, so ``&lt;`` there
would show as the four characters.
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime, timedelta
from typing import Any

import pytest

from bot.digest import Digest, DigestSource, DigestStory
from bot.models import Article, Bullet, Quote, Recap
from bot.render.digest import digest_blocks
from bot.render.slack import recap_blocks

PLANTED = "see https://evil.example/win and <https://evil.example|click> or www.evil.example #general"
ARTICLE_URL = "https://gossip.example/story"
NOW = datetime(2026, 11, 20, 9, 0, tzinfo=UTC)
BOT_LINK = re.compile(r"<(https?://[^|>\s]+)\|[^>]*>")


def _recap(warnings: tuple[str, ...] = (), quotes: int = 1) -> Recap:
    paragraphs = (f"Ana & Bo split on Friday, {PLANTED}.", f"“We are fine,” Ana said. {PLANTED}")
    article = Article(source=ARTICLE_URL, url=ARTICLE_URL, title=f"Ana <3 Bo & co: {PLANTED}",
                      paragraphs=paragraphs, canonical_url=ARTICLE_URL, site=f"Gossip {PLANTED}",
                      author="Jo", published=date(2026, 11, 20))
    qs = tuple(Quote(f"We are fine {PLANTED}", f"Ana {PLANTED}", 2) for _ in range(quotes))
    return Recap(article=article, headline=f"Ana and Bo split {PLANTED}",
                 summary=(Bullet(paragraphs[0], (1,)), Bullet(paragraphs[1], (2,))), quotes=qs, key_quotes=qs,
                 engine="extractive", warnings=warnings)


def _digest(quiet: bool = False) -> Digest:
    story = DigestStory(
        key="k", title=f"Ana <3 Bo {PLANTED}", gist=f"They split {PLANTED}",
        sources=(DigestSource(site=f"Gossip {PLANTED}", url=ARTICLE_URL),),
        quote=Quote(f"We are fine {PLANTED}", f"Ana {PLANTED}", 1), interest=3, people=("Ana",),
        first_seen=NOW - timedelta(hours=2), last_seen=NOW,
    )
    return Digest(generated_at=NOW, window=timedelta(hours=24), stories=() if quiet else (story, story),
                  tz="UTC")


def _text_objects(node: Any) -> list[dict[str, Any]]:
    """Every Block Kit text object (a dict with a type of mrkdwn or plain_text), wherever it sits."""
    found: list[dict[str, Any]] = []
    if isinstance(node, dict):
        if node.get("type") in ("mrkdwn", "plain_text") and isinstance(node.get("text"), str):
            found.append(node)
        for value in node.values():
            found += _text_objects(value)
    elif isinstance(node, list):
        for item in node:
            found += _text_objects(item)
    return found


CASES = {
    "recap": lambda: recap_blocks(_recap())[0],
    "recap with warnings and five quotes": lambda: recap_blocks(_recap((f"Thin page {PLANTED}",), quotes=5))[0],
    "digest": lambda: digest_blocks(_digest())[0],
    "quiet digest": lambda: digest_blocks(_digest(quiet=True))[0],
}


@pytest.mark.parametrize("name", list(CASES))
def test_every_mrkdwn_object_is_verbatim_and_only_the_bots_links_are_links(name: str) -> None:
    blocks = CASES[name]()
    objects = _text_objects(blocks)
    assert objects
    kinds = {b["type"] for b in blocks}
    for obj in objects:
        if obj["type"] == "plain_text":
            continue  # never parsed by Slack: shown as the characters (checked below)
        assert obj.get("verbatim") is True, (name, obj)
        for target in BOT_LINK.findall(obj["text"]):
            assert target.startswith(ARTICLE_URL), (name, target)  # citations and "Read the article" only
        assert "<https://evil" not in obj["text"]
    assert "header" in kinds


@pytest.mark.parametrize("name", ["recap", "digest"])
def test_every_block_type_we_send_is_covered(name: str) -> None:
    kinds = {b["type"] for b in CASES[name]()}
    expected = {"recap": {"header", "section", "context"}, "digest": {"header", "section", "context", "divider"}}
    assert expected[name] <= kinds


def test_header_plain_text_shows_characters_not_entities() -> None:
    header = recap_blocks(_recap())[0][0]
    assert header["type"] == "header" and header["text"]["type"] == "plain_text"
    text = header["text"]["text"]
    assert text.startswith("Ana <3 Bo & co")
    assert "&lt;" not in text and "&amp;" not in text
    section = recap_blocks(_recap())[0][1]["text"]["text"]
    assert "Ana &amp; Bo" in section  # mrkdwn does parse entities: there they stay escaped


def test_header_still_breaks_slack_control_sequences() -> None:
    r = _recap()
    r = Recap(article=Article(source="s", url=None, title="<!channel> hi @here", paragraphs=("x",)),
              headline="", summary=(), quotes=(), key_quotes=(), engine="extractive")
    text = recap_blocks(r)[0][0]["text"]["text"]
    assert "<!channel>" not in text and "@here" not in text
    assert text.replace("\u200b", "") == "<!channel> hi @here"
