"""A title-less story's lead keeps its sourcing tag where it is printed (issue #17: a label on every bullet, in every
renderer). The renderers print the lead bullet once, as the headline (or the top line, when the page's title is only
that first sentence cut), and leave it out of the bullets; its tag was left out with it, so "Lyra Moss has split from
Dev Arora, a source close to the couple told Page Six" was shown with no "(anonymous source)" in the terminal,
Markdown, the Discord embed and the Slack blocks (the JSON kept it). Found checking that each bullet's label reaches
each renderer (fiction metro-instagram-row, cnndm Bannatyne). Cases that failed before (a title that is a slug or
empty: the headline line; the cut first sentence: the top line) + a guard (a page whose title is its own headline:
the lead stays a bullet with its tag, no tag on the top line)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.models import Article, Recap, Sourcing
from bot.quotes import mine_quotes
from bot.render.discord import recap_embed
from bot.render.markdown import render_markdown
from bot.render.slack import recap_blocks
from bot.render.text import render_text
from bot.sourcing import with_sourcing
from bot.summarize.extractive import build_recap

PARAGRAPHS = (
    "Pop singer Lyra Moss has split from her husband Dev Arora, a source close to the couple told Page Six.",
    "“It was over months ago,” the insider said.",
    "Her rep, Jolie Fairbanks, denied the report. “They are fine,” she said in a statement.",
    "Moss posted a photo on Instagram with the caption: “New chapter.”",
)
LEAD = "Pop singer Lyra Moss has split"
TAG = "anonymous source"


def _recap(title: str) -> Recap:
    art = Article(source="fiction", url="https://gossip.example/moss", title=title, paragraphs=PARAGRAPHS,
                  site="Gossip Example")
    mined = mine_quotes(PARAGRAPHS)
    return with_sourcing(build_recap(art, mined), mined)


def _lead_lines(recap: Recap) -> dict[str, str]:
    """Per renderer, the first line that holds the lead's words."""
    blocks, _ = recap_blocks(recap)
    embed = recap_embed(recap)
    outs = {"text": render_text(recap, color=False), "markdown": render_markdown(recap),
            "discord": embed["title"] + "\n" + embed["description"],
            "slack": "\n".join(b["text"]["text"] for b in blocks if "text" in b)}
    return {k: next(line for line in o.splitlines() if LEAD in line) for k, o in outs.items()}


@pytest.mark.parametrize("title", ["", "moss-split", "Pop singer Lyra Moss has split from her husband Dev Arora, a…"])
def test_the_lead_printed_as_headline_keeps_its_tag(title: str) -> None:
    recap = _recap(title)
    assert recap.summary[0].text.startswith(LEAD)
    assert {k: TAG in line for k, line in _lead_lines(recap).items()} == dict.fromkeys(
        ("text", "markdown", "discord", "slack"), True)


def test_a_lead_shown_as_a_bullet_is_tagged_there_only() -> None:
    recap = _recap("Moss and Arora split")  # a page title of its own: the headline, the lead stays a bullet
    for name, out in (("text", render_text(recap, color=False)), ("markdown", render_markdown(recap))):
        lines = out.splitlines()
        assert "Moss and Arora split" in lines[0] and TAG not in lines[0], name
        assert TAG in next(line for line in lines if LEAD in line), name


@pytest.mark.parametrize("title", ["", "Pop singer Lyra Moss has split from her husband Dev Arora, a…"])
def test_a_long_lead_tag_is_cut_on_every_platform(title: str) -> None:
    """The lead's tag names an outlet the page wrote ("via <outlet>"): however long, it is cut where it is printed
    (the headline line or the top line), so the Discord embed title stays within 256 characters and the Slack header
    within 150, and the tag's start is shown everywhere (cut in the chat platforms' lines)."""
    recap = _recap(title)
    lead = replace(recap.summary[0], sourcing=Sourcing.OTHER_OUTLET, via="Outlet " * 80)
    recap = replace(recap, summary=(lead, *recap.summary[1:]))
    embed = recap_embed(recap)
    blocks, _ = recap_blocks(recap)
    assert len(embed["title"]) <= 256 and len(blocks[0]["text"]["text"]) <= 150
    for name, line in _lead_lines(recap).items():
        assert "via Outlet" in line, name
        if name in ("discord", "slack"):  # the chat platforms' lines (terminal and Markdown have no limit)
            assert line.count("Outlet") <= 12, name
