from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from bot.render.discord import discord_text
from bot.render.slack import slack_text
from bot.sanitize import defuse_mentions
from bot.text import is_verbatim, normalize

PINGS = ["@everyone", "@here", "<@123>", "<@!123>", "<@&456>", "<#789>"]


def test_normalize_folds_typography() -> None:
    assert normalize("“I’m  here”\n— she said…") == "\"I'm here\" - she said..."
    assert is_verbatim("I'm sorry.", "Alec muttered: “I’m sorry.”")
    assert not is_verbatim("", "anything")
    assert not is_verbatim("I am sorry", "Alec muttered: “I’m sorry.”")


def test_discord_text_defuses_every_ping() -> None:
    out = discord_text("Hey @everyone and @here, <@123> <@!123> <@&456> <#789> **bold** [x](http://evil)")
    for p in PINGS:
        assert p not in out
    assert "\\*\\*bold\\*\\*" in out and "\\[x\\]" in out


def test_slack_text_escapes_control_sequences() -> None:
    out = slack_text("<!channel> <!here> <@U123> @here & <b>")
    assert "<" not in out and ">" not in out
    assert "&lt;!channel&gt;" in out and "&amp;" in out
    assert "@here" not in out


@given(st.text())
def test_no_ping_survives(text: str) -> None:
    d = discord_text(text)
    for p in ("@everyone", "@here"):
        assert p not in d.lower()
    import re

    assert not re.search(r"<[@#][!&]?\d", d)
    s = slack_text(text)
    assert "<" not in s and ">" not in s
    assert "@here" not in defuse_mentions(text).lower()
