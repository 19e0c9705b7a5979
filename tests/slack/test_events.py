"""Pasted links through the real Bolt app over signed HTTP: threads, modes, retries, signatures, hostile text."""

from __future__ import annotations

import asyncio
import json
import logging
import time

import pytest

from tests.slack.conftest import (
    ADMIN,
    CHANNEL,
    HOSTILE_TITLE,
    MEMBER,
    SIGNING_SECRET,
    STORY_TITLE,
    Harness,
    message,
)
from tests.slack.helpers import CITATION, all_text, header_text, no_pings
from tests.slack.mock_slack import BOT_ID, BOT_USER, TEAM


async def test_pasted_link_gets_exactly_one_threaded_recap(harness: Harness) -> None:
    url = harness.pages.url("/story")
    resp = await harness.event(message(f"omg did you see this <{url}>"), event_id="Ev1")
    assert resp.status == 200
    posts = await harness.slack.wait_for("chat.postMessage")
    await harness.settle()
    assert len(harness.slack.calls_to("chat.postMessage")) == 1
    post = posts[0]
    assert post.token == "xoxb-test-0000-token"
    assert post.data["channel"] == CHANNEL
    assert post.data["thread_ts"] == "1700000100.000100"
    assert post.data["unfurl_links"] is False and post.data["unfurl_media"] is False
    assert post.data["text"]  # notification fallback
    blocks = post.blocks()
    assert header_text(blocks) == STORY_TITLE
    text = all_text(blocks)
    cites = CITATION.findall(text)
    assert cites, text
    assert all(link.startswith(harness.pages.url("/story")) for link, _ in cites)
    quotes = [b["text"]["text"] for b in blocks if b.get("type") == "section" and b["text"]["text"].startswith("> ")]
    assert quotes, blocks
    assert any("\n\u2014 " in q and ("Vale" in q or "Lindqvist" in q) for q in quotes), quotes
    assert any("separate ways" in q or "biggest fan" in q for q in quotes)  # verbatim key quotes


async def test_reply_in_a_thread_stays_in_that_thread(harness: Harness) -> None:
    url = harness.pages.url("/story")
    msg = message(f"<{url}>", ts="1700000200.000200", thread_ts="1700000150.000150")
    await harness.event(msg, event_id="EvThread")
    posts = await harness.slack.wait_for("chat.postMessage")
    assert posts[0].data["thread_ts"] == "1700000150.000150"


async def test_retried_event_never_posts_twice(harness: Harness) -> None:
    url = harness.pages.url("/story")
    event = message(f"<{url}>")
    first, again = await asyncio.gather(
        harness.event(event, event_id="EvRetry"),
        harness.event(event, event_id="EvRetry", retry=1),
    )
    assert first.status == 200 and again.status == 200
    await harness.slack.wait_for("chat.postMessage")
    late = await harness.event(event, event_id="EvRetry", retry=2)
    assert late.status == 200
    await asyncio.sleep(0.2)
    await harness.settle()
    assert len(harness.slack.calls_to("chat.postMessage")) == 1
    assert harness.pages.hits["/story"] == 1


async def test_retry_is_acked_quickly_even_while_the_first_delivery_works(harness: Harness) -> None:
    url = harness.pages.url("/slow")
    event = message(f"<{url}>")
    started = time.monotonic()
    assert (await harness.event(event, event_id="EvSlow")).status == 200
    assert (await harness.event(event, event_id="EvSlow", retry=1)).status == 200
    assert time.monotonic() - started < 1.0
    await harness.slack.wait_for("chat.postMessage")
    await harness.settle()
    assert len(harness.slack.calls_to("chat.postMessage")) == 1


async def test_bad_signature_is_rejected_before_any_handler(harness: Harness) -> None:
    url = harness.pages.url("/story")
    resp = await harness.event(message(f"<{url}>"), event_id="EvBad", secret="not-the-secret")
    assert resp.status == 401
    resp = await harness.command(f"{url}", secret="wrong")
    assert resp.status == 401
    await asyncio.sleep(0.2)
    await harness.settle()
    assert harness.slack.calls == []
    assert harness.pages.hits["/story"] == 0


async def test_stale_timestamp_is_rejected(harness: Harness) -> None:
    url = harness.pages.url("/story")
    old = int(time.time()) - 6 * 60
    resp = await harness.event(message(f"<{url}>"), event_id="EvOld", timestamp=old)
    assert resp.status == 401
    await asyncio.sleep(0.2)
    assert harness.slack.calls == []
    assert harness.pages.hits["/story"] == 0


async def test_hostile_article_text_cannot_ping_anyone(harness: Harness) -> None:
    url = harness.pages.url("/hostile")
    await harness.event(message(f"<{url}>"), event_id="EvHostile")
    post = (await harness.slack.wait_for("chat.postMessage"))[0]
    blocks = post.blocks()
    assert header_text(blocks) == HOSTILE_TITLE
    text = all_text(blocks)
    no_pings(text)
    no_pings(post.data["text"])
    assert "&lt;!channel&gt;" in text or "&lt;@U123&gt;" in text  # the words are shown, escaped
    assert "<b>" not in json.dumps(blocks)


async def test_links_in_code_edits_bots_and_joins_are_ignored(harness: Harness) -> None:
    url = harness.pages.url("/story")
    await harness.event(message(f"look: `{url}`"), event_id="EvCode")
    await harness.event(message(f"```{url}```", ts="1700000101.1"), event_id="EvBlock")
    await harness.event(
        {"type": "message", "subtype": "message_changed", "channel": CHANNEL, "ts": "1700000102.1",
         "message": message(f"<{url}>", ts="1700000100.000100", edited={"user": MEMBER, "ts": "1"})},
        event_id="EvEdit",
    )
    await harness.event(
        message(f"<{url}>", ts="1700000103.1", subtype="bot_message", bot_id="B0OTHER", user=None),
        event_id="EvBotMsg",
    )
    await harness.event(message(f"<{url}>", ts="1700000104.1", bot_id="B0OTHER"), event_id="EvBotId")
    await harness.event(message(f"<{url}>", ts="1700000105.1", subtype="channel_join"), event_id="EvJoin")
    await harness.event(message(f"<{url}>", ts="1700000106.1", user=BOT_USER, bot_id=BOT_ID), event_id="EvSelf")
    await asyncio.sleep(0.2)
    await harness.settle()
    assert harness.slack.methods() == []
    assert harness.pages.hits["/story"] == 0


async def test_off_mode_is_silent(harness: Harness) -> None:
    await harness.core.store.set_channel_mode("slack", TEAM, CHANNEL, "off")
    url = harness.pages.url("/story")
    await harness.event(message(f"<{url}>"), event_id="EvOff")
    await asyncio.sleep(0.2)
    await harness.settle()
    assert harness.slack.methods() == []
    assert harness.pages.hits["/story"] == 0


async def test_react_mode_adds_newspaper_then_recaps_on_a_members_reaction(harness: Harness) -> None:
    harness.slack.reply("users.info", {"ok": True, "user": {"id": ADMIN, "is_admin": True}})
    await harness.command("settings react", user=ADMIN, rid="settings")
    note = (await harness.slack.wait_for("respond"))[0]
    assert "react" in note.data["text"] and note.data["response_type"] == "ephemeral"
    assert await harness.core.channel_mode("slack", TEAM, CHANNEL) == "react"

    url = harness.pages.url("/story")
    msg = message(f"<{url}|this story>", ts="1700000300.000300")
    await harness.event(msg, event_id="EvReactMsg")
    reaction = (await harness.slack.wait_for("reactions.add"))[0]
    assert {k: reaction.data[k] for k in ("channel", "timestamp", "name")} == {
        "channel": CHANNEL, "timestamp": "1700000300.000300", "name": "newspaper"}
    await harness.settle()
    assert harness.slack.calls_to("chat.postMessage") == []
    assert harness.pages.hits["/story"] == 0

    harness.slack.reply("conversations.history", {"ok": True, "messages": [msg]})

    def reacted(user: str, ts: str = "1700000300.000300") -> dict[str, object]:
        return {"type": "reaction_added", "user": user, "reaction": "newspaper", "item_user": MEMBER,
                "item": {"type": "message", "channel": CHANNEL, "ts": ts}, "event_ts": "1700000301.1"}

    await harness.event(reacted(BOT_USER), event_id="EvReactBot")  # the bot's own :newspaper: does nothing
    await asyncio.sleep(0.2)
    await harness.settle()
    assert harness.slack.calls_to("chat.postMessage") == []

    await harness.event(reacted("U0OTHER"), event_id="EvReact1")
    post = (await harness.slack.wait_for("chat.postMessage"))[0]
    assert post.data["thread_ts"] == "1700000300.000300"
    assert header_text(post.blocks()) == STORY_TITLE
    await harness.event(reacted("U0THIRD"), event_id="EvReact2")  # a second member: still one recap
    await asyncio.sleep(0.2)
    await harness.settle()
    assert len(harness.slack.calls_to("chat.postMessage")) == 1


async def test_other_reactions_are_ignored(harness: Harness) -> None:
    await harness.core.store.set_channel_mode("slack", TEAM, CHANNEL, "react")
    await harness.event(
        {"type": "reaction_added", "user": MEMBER, "reaction": "fire",
         "item": {"type": "message", "channel": CHANNEL, "ts": "1700000300.000300"}},
        event_id="EvFire",
    )
    await asyncio.sleep(0.2)
    await harness.settle()
    assert harness.slack.methods() == []


async def test_fetch_failure_is_one_ephemeral_line(harness: Harness) -> None:
    url = harness.pages.url("/gone")
    await harness.event(message(f"<{url}>"), event_id="EvGone")
    note = (await harness.slack.wait_for("chat.postEphemeral"))[0]
    assert note.data["user"] == MEMBER and note.data["channel"] == CHANNEL
    assert note.data["thread_ts"] == "1700000100.000100"
    assert "\n" not in note.data["text"] and "Traceback" not in note.data["text"]
    await harness.settle()
    assert harness.slack.calls_to("chat.postMessage") == []


async def test_rate_limited_member_gets_a_friendly_ephemeral(harness: Harness) -> None:
    url = harness.pages.url("/story")
    for i in range(4):  # user burst is 3
        await harness.event(message(f"<{url}?n={i}>", ts=f"1700000400.00{i}"), event_id=f"EvRate{i}")
    note = (await harness.slack.wait_for("chat.postEphemeral"))[0]
    assert note.data["user"] == MEMBER
    assert "Slow down" in note.data["text"]
    await harness.settle()
    assert len(harness.slack.calls_to("chat.postMessage")) == 3


async def test_signing_secret_is_really_required(harness: Harness) -> None:
    # the same request signed correctly is accepted — the 401s above are about the signature, not the route
    resp = await harness.send(json.dumps({"type": "url_verification", "challenge": "abc", "token": "x"}),
                              "application/json", secret=SIGNING_SECRET)
    assert resp.status == 200 and resp.json() == {"challenge": "abc"}


async def test_error_hook_answers_privately_and_logs_without_tokens(
    harness: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    await harness.core.store.set_channel_mode("slack", TEAM, CHANNEL, "react")
    harness.slack.reply("reactions.add", {"ok": False, "error": "missing_scope", "needed": "reactions:write"})
    caplog.set_level(logging.INFO)
    await harness.event(message(f"<{harness.pages.url('/story')}>"), event_id="EvScope")
    note = (await harness.slack.wait_for("chat.postEphemeral"))[0]
    assert note.data["user"] == MEMBER and "something went wrong" in note.data["text"].lower()
    assert "missing_scope" in caplog.text
    assert "xoxb-test-0000-token" not in caplog.text and SIGNING_SECRET not in caplog.text


@pytest.mark.parametrize(
    ("path", "page", "reason"),
    [("/front", "front_page_html", "list of headlines"), ("/table", "standings_html", "a table"),
     ("/photos", "gallery_html", "photo gallery")],
)
async def test_not_an_article_is_one_ephemeral_line(harness: Harness, path: str, page: str, reason: str) -> None:
    from tests.support import pages as fixtures

    url = harness.pages.route(path, body=getattr(fixtures, page)())
    await harness.event(message(f"<{url}>"), event_id=f"Ev{path[1:]}")
    note = (await harness.slack.wait_for("chat.postEphemeral"))[0]
    assert reason in note.data["text"] and "not an article" in note.data["text"]
    assert "\n" not in note.data["text"]
    await harness.settle()
    assert harness.slack.calls_to("chat.postMessage") == []
