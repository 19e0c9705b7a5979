"""/recap (lazy listener), settings permissions, digest subcommands and the "Recap this link" shortcut."""

from __future__ import annotations

import asyncio
import time

from tests.slack.conftest import ADMIN, CHANNEL, MEMBER, STORY_TITLE, Harness, message
from tests.slack.helpers import all_text, header_text, no_pings
from tests.slack.mock_slack import TEAM


async def test_slash_recap_acks_at_once_and_posts_later(harness: Harness) -> None:
    url = harness.pages.url("/slow")  # the page takes 1.5 s
    started = time.monotonic()
    resp = await harness.command(url)
    acked = time.monotonic() - started
    assert resp.status == 200 and acked < 1.0, acked
    assert resp.json()["response_type"] == "ephemeral"
    assert harness.slack.calls_to("chat.postMessage") == []
    post = (await harness.slack.wait_for("chat.postMessage"))[0]
    assert time.monotonic() - started >= 1.4
    assert post.data["channel"] == CHANNEL and "thread_ts" not in post.data
    assert post.data["unfurl_links"] is False
    assert header_text(post.blocks()) == STORY_TITLE


async def test_slash_private_recap_is_ephemeral_via_response_url(harness: Harness) -> None:
    url = harness.pages.url("/story")
    await harness.command(f"private {url}", rid="private")
    answer = (await harness.slack.wait_for("respond"))[0]
    assert answer.path.endswith("/private")
    assert answer.data["response_type"] == "ephemeral"
    assert header_text(answer.data["blocks"]) == STORY_TITLE
    await harness.settle()
    assert harness.slack.calls_to("chat.postMessage") == []


async def test_slash_help_and_usage_answer_in_the_ack(harness: Harness) -> None:
    for text in ("", "help", "please recap"):
        resp = await harness.command(text)
        body = resp.json()
        assert resp.status == 200 and body["response_type"] == "ephemeral"
        assert "/recap settings" in body["text"]
    await asyncio.sleep(0.1)
    await harness.settle()
    assert harness.slack.methods() == []


async def test_slash_recap_of_a_missing_page_is_one_ephemeral_line(harness: Harness) -> None:
    await harness.command(harness.pages.url("/gone"), rid="gone")
    answer = (await harness.slack.wait_for("respond"))[0]
    assert answer.data["response_type"] == "ephemeral"
    assert "\n" not in answer.data["text"] and answer.data["text"]
    await harness.settle()
    assert harness.slack.calls_to("chat.postMessage") == []


async def test_settings_refused_for_ordinary_members(harness: Harness) -> None:
    await harness.command("settings off", user=MEMBER, rid="refuse")
    answer = (await harness.slack.wait_for("respond"))[0]
    assert "only workspace admins" in answer.data["text"]
    assert answer.data["response_type"] == "ephemeral"
    assert [c.data["user"] for c in harness.slack.calls_to("users.info")] == [MEMBER]
    assert [c.data["channel"] for c in harness.slack.calls_to("conversations.info")] == [CHANNEL]
    assert await harness.core.channel_mode("slack", TEAM, CHANNEL) == "auto"


async def test_settings_allowed_for_the_channel_creator(harness: Harness) -> None:
    harness.slack.reply("conversations.info", {"ok": True, "channel": {"id": CHANNEL, "creator": MEMBER}})
    await harness.command("settings off", user=MEMBER)
    answer = (await harness.slack.wait_for("respond"))[0]
    assert "off" in answer.data["text"] and "only" not in answer.data["text"]
    assert await harness.core.channel_mode("slack", TEAM, CHANNEL) == "off"


async def test_settings_rejects_unknown_modes(harness: Harness) -> None:
    harness.slack.reply("users.info", {"ok": True, "user": {"id": ADMIN, "is_owner": True}})
    await harness.command("settings loud", user=ADMIN)
    answer = (await harness.slack.wait_for("respond"))[0]
    assert "auto" in answer.data["text"] and "react" in answer.data["text"]
    assert await harness.core.channel_mode("slack", TEAM, CHANNEL) == "auto"


async def test_digest_on_off_and_preview(harness: Harness) -> None:
    harness.slack.reply("users.info", {"ok": True, "user": {"id": ADMIN, "is_admin": True}})
    await harness.command("digest on 18:30 Europe/London", user=ADMIN, rid="on")
    on = (await harness.slack.wait_for("respond"))[0]
    assert "18:30" in on.data["text"] and "Europe/London" in on.data["text"]
    sub = await harness.core.digest.get_subscription("slack", TEAM, CHANNEL)
    assert sub is not None and (sub.at, sub.tz) == ("18:30", "Europe/London")

    await harness.command("digest on 25:99 Mars/Olympus", user=ADMIN, rid="bad")
    bad = (await harness.slack.wait_for("respond", 2))[1]
    assert bad.data["response_type"] == "ephemeral" and "Invalid time" in bad.data["text"]

    await harness.event(message(f"<{harness.pages.url('/story')}>"), event_id="EvDigest")
    await harness.slack.wait_for("chat.postMessage")
    await harness.command("digest preview", user=MEMBER, rid="preview")
    preview = (await harness.slack.wait_for("respond", 3))[2]
    assert preview.path.endswith("/preview")
    assert preview.data["response_type"] == "ephemeral"
    assert STORY_TITLE in all_text(preview.data["blocks"]) + preview.data["text"]
    assert len(harness.slack.calls_to("chat.postMessage")) == 1  # the preview was not posted to the channel

    await harness.command("digest off", user=ADMIN, rid="off")
    await harness.slack.wait_for("respond", 4)
    assert await harness.core.digest.get_subscription("slack", TEAM, CHANNEL) is None


async def test_digest_on_refused_for_ordinary_members(harness: Harness) -> None:
    await harness.command("digest on", user=MEMBER)
    answer = (await harness.slack.wait_for("respond"))[0]
    assert "only workspace admins" in answer.data["text"]
    assert await harness.core.digest.get_subscription("slack", TEAM, CHANNEL) is None


async def test_message_shortcut_recaps_in_the_thread(harness: Harness) -> None:
    msg = message(f"thoughts? <{harness.pages.url('/story')}>", ts="1700000500.000500")
    resp = await harness.shortcut(msg)
    assert resp.status == 200
    post = (await harness.slack.wait_for("chat.postMessage"))[0]
    assert post.data["thread_ts"] == "1700000500.000500"
    assert header_text(post.blocks()) == STORY_TITLE
    no_pings(post.data["text"])


async def test_message_shortcut_without_links_says_so_privately(harness: Harness) -> None:
    await harness.shortcut(message("no links here", ts="1700000600.000600"))
    note = (await harness.slack.wait_for("chat.postEphemeral"))[0]
    assert note.data["user"] == MEMBER and "couldn't find a link" in note.data["text"]
    await harness.settle()
    assert harness.slack.calls_to("chat.postMessage") == []
