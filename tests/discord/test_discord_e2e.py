"""The Discord adapter end to end: the real discord.py client against a fake Discord on loopback, real Core,
real article pages. Assertions are on what Discord would receive (REST calls and their JSON bodies)."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import os
import signal
from pathlib import Path

import discord
import pytest

from bot.adapters.discord import (
    DISCORD_TOKEN_MISSING,
    build_intents,
    make_digest_poster,
    require_token,
    run_discord,
)
from bot.adapters.discord.errors import NOT_ALLOWED
from bot.app import open_core
from bot.config import Secrets, Settings
from bot.errors import ConfigError
from bot.scheduler import digest_nonce
from tests.discord.conftest import TOKEN, StartBot
from tests.discord.fake_discord import MANAGE_CHANNELS, MEMBER_PERMS, Call, FakeDiscord
from tests.support.pages import PageServer, article_html

NO_PINGS = {"parse": [], "replied_user": False}
SUPPRESS_EMBEDS = 1 << 2
EPHEMERAL = 1 << 6
NEWS = "\N{NEWSPAPER}"
NEWS_QUOTED = "%F0%9F%93%B0"

PARAGRAPHS = [
    "Pop star Mara Vell and actor Dev Kline have ended their two-year relationship, sources close to the "
    "couple confirmed on Tuesday.",
    '"We remain good friends and wish each other well," Vell said in a statement posted for her fans.',
    "Kline, 34, was seen leaving a Los Angeles restaurant alone on Monday night, according to onlookers.",
    '"It was a mutual decision and there is no drama at all," a representative for Kline told reporters.',
    "The pair first met on the set of the film Summer Lights in 2024 and went public a few months later.",
]
HOSTILE = [
    "Singer Tove Ray caused a stir online this week after a heated exchange with fans over her new tour dates.",
    '"Hey @everyone, and especially <@123>, please stop the rumours about me," Ray wrote on Tuesday evening.',
    "Her label did not respond to requests for comment about the posts, which were later deleted by Ray.",
    '"@here is the truth: the tour is going ahead as planned," her manager told the press on Wednesday.',
]


def article(srv: PageServer, path: str, title: str = "Mara Vell Splits From Dev Kline",
            paragraphs: list[str] | None = None) -> str:
    return srv.route(path, body=article_html(title, paragraphs or PARAGRAPHS))


def replies(fake: FakeDiscord, channel: int) -> list[Call]:
    return fake.find("POST", rf"^/channels/{channel}/messages$")


def embed_chars(embed: dict[str, object]) -> int:
    total = len(str(embed.get("title", ""))) + len(str(embed.get("description", "")))
    for f in embed.get("fields", []) or []:  # type: ignore[attr-defined]
        total += len(f["name"]) + len(f["value"])
    footer = embed.get("footer") or {}
    author = embed.get("author") or {}
    return total + len(footer.get("text", "")) + len(author.get("name", ""))  # type: ignore[attr-defined]


async def test_connects_with_plain_json_intents_and_synced_commands(start_bot: StartBot) -> None:
    h = await start_bot()
    fake = h.fake
    assert fake.gateway_query.get("encoding") == "json"
    assert fake.identify is not None and fake.identify["intents"] == build_intents().value
    assert build_intents().message_content and build_intents().guild_reactions and not build_intents().members
    sync = fake.find("PUT", rf"^/applications/{fake.app_id}/commands$")
    assert len(sync) == 1
    commands = {c["name"]: c for c in sync[0].json}
    assert set(commands) == {"recap", "Recap this link"}
    assert commands["Recap this link"]["type"] == 3
    subs = {o["name"] for o in commands["recap"]["options"]}
    assert subs == {"link", "settings", "digest"}
    assert h.bot.allowed_mentions is not None and h.bot.allowed_mentions.to_dict() == {"parse": []}


async def test_pasted_link_gets_one_reply_with_the_recap(start_bot: StartBot, pages: PageServer) -> None:
    h = await start_bot()
    url = article(pages, "/story")
    msg = await h.fake.post_message(h.fake.channel_a, f"omg did you see this {url}")
    call = await h.fake.wait_for("POST", rf"^/channels/{h.fake.channel_a}/messages$")
    body = call.json
    assert str(body["message_reference"]["message_id"]) == msg["id"]
    assert body["allowed_mentions"] == NO_PINGS
    assert len(body["embeds"]) == 1
    embed = body["embeds"][0]
    assert "Mara Vell" in json.dumps(embed, ensure_ascii=False)
    assert embed_chars(embed) <= 6000 and len(embed.get("description", "")) <= 4096
    assert h.fake.find("POST", rf"^/channels/{h.fake.channel_a}/typing$"), "typing indicator while working"
    # The original message's link preview is suppressed (the bot has Manage Messages).
    patch = await h.fake.wait_for("PATCH", rf"^/channels/{h.fake.channel_a}/messages/{msg['id']}$")
    assert patch.json["flags"] & SUPPRESS_EMBEDS
    await asyncio.sleep(0.2)
    assert len(replies(h.fake, h.fake.channel_a)) == 1


async def test_links_are_capped_deduplicated_and_code_or_suppressed_ignored(
    start_bot: StartBot, pages: PageServer
) -> None:
    h = await start_bot(bot={"max_links_per_message": 2})
    a = article(pages, "/a", "First Story About Mara Vell")
    b = article(pages, "/b", "Second Story About Dev Kline")
    c = article(pages, "/c", "Third Story Nobody Asked For")
    code = article(pages, "/code")
    hidden = article(pages, "/hidden")
    text = f"`{code}` look {a} and again {a} also <{hidden}> and {b} and {c}"
    await h.fake.post_message(h.fake.channel_a, text)
    call = await h.fake.wait_for("POST", rf"^/channels/{h.fake.channel_a}/messages$")
    titles = [e.get("title", "") for e in call.json["embeds"]]
    assert len(titles) == 2
    assert "First Story" in titles[0] and "Second Story" in titles[1]
    assert sum(embed_chars(e) for e in call.json["embeds"]) <= 6000
    assert pages.hits["/a"] == 1 and pages.hits["/b"] == 1
    assert pages.hits["/c"] == 0 and pages.hits["/code"] == 0 and pages.hits["/hidden"] == 0


async def test_bot_messages_are_ignored(start_bot: StartBot, pages: PageServer) -> None:
    h = await start_bot()
    url = article(pages, "/story")
    await h.fake.post_message(h.fake.channel_a, f"bot says {url}", author=h.fake.other_bot)
    human = await h.fake.post_message(h.fake.channel_a, f"human says {url}")
    call = await h.fake.wait_for("POST", rf"^/channels/{h.fake.channel_a}/messages$")
    await asyncio.sleep(0.2)
    assert len(replies(h.fake, h.fake.channel_a)) == 1
    assert str(call.json["message_reference"]["message_id"]) == human["id"]


async def test_settings_need_manage_channels_and_react_mode_recaps_on_newspaper(
    start_bot: StartBot, pages: PageServer
) -> None:
    h = await start_bot()
    fake, ch, guild = h.fake, h.fake.channel_a, str(h.fake.guild_id)
    await fake.slash(ch, ["recap", "settings"], {"mode": "react"}, permissions=MEMBER_PERMS)
    refusal = await fake.wait_for("POST", r"^/interactions/\d+/[^/]+/callback$")
    assert refusal.json["type"] == 4
    assert refusal.json["data"]["content"] == NOT_ALLOWED and refusal.json["data"]["flags"] == EPHEMERAL
    assert await h.core.store.get_channel_mode("discord", guild, str(ch)) is None

    await fake.slash(ch, ["recap", "settings"], {"mode": "react"}, user=fake.admin,
                     permissions=MEMBER_PERMS | MANAGE_CHANNELS)
    done = await fake.wait_for("POST", r"^/interactions/\d+/[^/]+/callback$", count=2)
    assert "react" in done.json["data"]["content"]
    assert done.json["data"]["allowed_mentions"] == {"parse": []}
    assert await h.core.store.get_channel_mode("discord", guild, str(ch)) == "react"

    url = article(pages, "/story")
    msg = await fake.post_message(ch, f"look {url}")
    await fake.wait_for("PUT", rf"^/channels/{ch}/messages/{msg['id']}/reactions/({NEWS_QUOTED}|{NEWS})/@me$")
    assert not replies(fake, ch) and pages.hits["/story"] == 0

    await fake.add_reaction(msg, NEWS, user=fake.other_bot)  # bots' reactions do nothing
    await fake.add_reaction(msg, NEWS)
    call = await fake.wait_for("POST", rf"^/channels/{ch}/messages$")
    assert str(call.json["message_reference"]["message_id"]) == msg["id"]
    assert call.json["allowed_mentions"] == NO_PINGS and len(call.json["embeds"]) == 1
    await fake.add_reaction(msg, NEWS, user=fake.admin)  # a second 📰 does not recap again
    await asyncio.sleep(0.3)
    assert len(replies(fake, ch)) == 1


async def test_off_mode_is_silent(start_bot: StartBot, pages: PageServer) -> None:
    h = await start_bot()
    fake = h.fake
    await h.core.store.set_channel_mode("discord", str(fake.guild_id), str(fake.channel_a), "off")
    url = article(pages, "/story")
    await fake.post_message(fake.channel_a, f"look {url}")
    await fake.post_message(fake.channel_b, f"look {url}")  # barrier: channel B is auto
    await fake.wait_for("POST", rf"^/channels/{fake.channel_b}/messages$")
    await asyncio.sleep(0.2)
    assert not replies(fake, fake.channel_a)
    assert not fake.find("PUT", r"/reactions/")


async def test_failed_fetch_replies_with_the_one_line_error(start_bot: StartBot, pages: PageServer) -> None:
    h = await start_bot()
    msg = await h.fake.post_message(h.fake.channel_a, f"broken {pages.url('/gone')}")
    call = await h.fake.wait_for("POST", rf"^/channels/{h.fake.channel_a}/messages$")
    content = call.json["content"]
    assert "404" in content and "\n" not in content
    assert "Something went wrong" not in content
    assert str(call.json["message_reference"]["message_id"]) == msg["id"]
    assert call.json["allowed_mentions"] == NO_PINGS
    assert not call.json.get("embeds")
    assert not h.fake.find("PATCH", rf"/messages/{msg['id']}$"), "nothing to replace the preview with"


async def test_hostile_article_text_never_pings(start_bot: StartBot, pages: PageServer) -> None:
    h = await start_bot()
    url = article(pages, "/hostile", "Tove Ray Tells @everyone To Calm Down", HOSTILE)
    await h.fake.post_message(h.fake.channel_a, url)
    call = await h.fake.wait_for("POST", rf"^/channels/{h.fake.channel_a}/messages$")
    assert call.json["allowed_mentions"] == NO_PINGS
    text = json.dumps(call.json, ensure_ascii=False)
    assert "Tove Ray" in text
    assert "@everyone" not in text and "@here" not in text and "<@123>" not in text
    assert "@\u200beveryone" in text, "the hostile quote itself is shown, defused"


async def test_rate_limit_gets_a_friendly_reply(start_bot: StartBot, pages: PageServer) -> None:
    h = await start_bot(bot={"user_burst": 1, "user_rate_per_minute": 0.5})
    url = article(pages, "/story")
    await h.fake.post_message(h.fake.channel_a, f"one {url}")
    await h.fake.wait_for("POST", rf"^/channels/{h.fake.channel_a}/messages$")
    second = await h.fake.post_message(h.fake.channel_a, f"two {url}")
    call = await h.fake.wait_for("POST", rf"^/channels/{h.fake.channel_a}/messages$", count=2)
    assert str(call.json["message_reference"]["message_id"]) == second["id"]
    assert "Slow down" in call.json["content"] and not call.json.get("embeds")
    assert call.json["allowed_mentions"] == NO_PINGS


async def test_same_link_in_two_channels_fetches_the_page_once(start_bot: StartBot, pages: PageServer) -> None:
    h = await start_bot()
    url = article(pages, "/story")
    await asyncio.gather(
        h.fake.post_message(h.fake.channel_a, url), h.fake.post_message(h.fake.channel_b, f"{url}?utm_source=x")
    )
    a = await h.fake.wait_for("POST", rf"^/channels/{h.fake.channel_a}/messages$")
    b = await h.fake.wait_for("POST", rf"^/channels/{h.fake.channel_b}/messages$")
    assert a.json["embeds"] and b.json["embeds"]
    assert pages.hits["/story"] == 1


async def test_slash_link_defers_then_follows_up_privately(start_bot: StartBot, pages: PageServer) -> None:
    h = await start_bot()
    url = article(pages, "/story")
    interaction = await h.fake.slash(h.fake.channel_a, ["recap", "link"], {"url": url, "private": True})
    callback = await h.fake.wait_for("POST", rf"^/interactions/{interaction['id']}/[^/]+/callback$")
    assert callback.json["type"] == 5 and callback.json["data"]["flags"] == EPHEMERAL
    follow = await h.fake.wait_for("POST", rf"^/webhooks/{h.fake.app_id}/{interaction['token']}$")
    assert follow.json["flags"] & EPHEMERAL
    assert follow.json["allowed_mentions"] == {"parse": []}
    assert "Mara Vell" in json.dumps(follow.json["embeds"][0], ensure_ascii=False)
    assert h.fake.calls.index(callback) < h.fake.calls.index(follow)
    assert not replies(h.fake, h.fake.channel_a)


async def test_slash_link_error_is_one_ephemeral_line(start_bot: StartBot, pages: PageServer) -> None:
    h = await start_bot()
    interaction = await h.fake.slash(h.fake.channel_a, ["recap", "link"], {"url": pages.url("/gone")})
    callback = await h.fake.wait_for("POST", rf"^/interactions/{interaction['id']}/[^/]+/callback$")
    assert callback.json["type"] == 5
    follow = await h.fake.wait_for("POST", rf"^/webhooks/{h.fake.app_id}/{interaction['token']}$")
    assert "404" in follow.json["content"] and "\n" not in follow.json["content"]


async def test_message_command_recaps_the_target_message(start_bot: StartBot, pages: PageServer) -> None:
    h = await start_bot(bot={"default_mode": "off"})
    url = article(pages, "/story")
    msg = await h.fake.post_message(h.fake.channel_a, f"what is this {url}")
    interaction = await h.fake.message_command("Recap this link", msg)
    callback = await h.fake.wait_for("POST", rf"^/interactions/{interaction['id']}/[^/]+/callback$")
    assert callback.json["type"] == 5
    follow = await h.fake.wait_for("POST", rf"^/webhooks/{h.fake.app_id}/{interaction['token']}$")
    assert len(follow.json["embeds"]) == 1 and follow.json["allowed_mentions"] == {"parse": []}
    assert not replies(h.fake, h.fake.channel_a)


async def test_digest_subscribe_preview_and_poster(start_bot: StartBot, pages: PageServer) -> None:
    h = await start_bot()
    fake, ch = h.fake, h.fake.channel_a
    url = article(pages, "/story")
    await fake.post_message(ch, url)
    await fake.wait_for("POST", rf"^/channels/{ch}/messages$")

    await fake.slash(ch, ["recap", "digest", "on"], {"time": "18:30", "timezone": "Europe/London"},
                     user=fake.admin, permissions=MEMBER_PERMS | MANAGE_CHANNELS)
    on = await fake.wait_for("POST", r"^/interactions/\d+/[^/]+/callback$")
    assert "18:30" in on.json["data"]["content"]
    sub = await h.core.digest.get_subscription("discord", str(fake.guild_id), str(ch))
    assert sub is not None and (sub.at, sub.tz) == ("18:30", "Europe/London")

    interaction = await fake.slash(ch, ["recap", "digest", "preview"], {})
    callback = await fake.wait_for("POST", rf"^/interactions/{interaction['id']}/[^/]+/callback$")
    assert callback.json["type"] == 5 and callback.json["data"]["flags"] == EPHEMERAL
    follow = await fake.wait_for("POST", rf"^/webhooks/{fake.app_id}/{interaction['token']}$")
    assert follow.json["flags"] & EPHEMERAL and len(follow.json["embeds"]) == 1
    assert "Mara Vell" in json.dumps(follow.json["embeds"][0], ensure_ascii=False)

    digest = await h.core.digest.preview("discord", str(fake.guild_id), str(ch))
    poster = make_digest_poster(h.bot)
    await poster(sub, dataclasses.replace(digest, nonce=digest_nonce(sub, "2024-03-05")))
    posted = await fake.wait_for("POST", rf"^/channels/{ch}/messages$", count=2)
    assert posted.json["allowed_mentions"] == {"parse": []} and len(posted.json["embeds"]) == 1
    # the scheduler's per-day nonce reaches Discord with enforce_nonce: a repeat returns the first message
    assert posted.json["nonce"] == digest_nonce(sub, "2024-03-05") and posted.json["enforce_nonce"] is True
    assert "message_reference" not in posted.json


async def test_reply_in_thread(start_bot: StartBot, pages: PageServer) -> None:
    h = await start_bot(discord={"reply_in_thread": True})
    url = article(pages, "/story")
    msg = await h.fake.post_message(h.fake.channel_a, url)
    thread = await h.fake.wait_for("POST", rf"^/channels/{h.fake.channel_a}/messages/{msg['id']}/threads$")
    assert "Mara Vell" in thread.json["name"] and len(thread.json["name"]) <= 100
    await h.fake.wait_for("POST", r"^/channels/\d+/messages$")
    posts = [c for c in h.fake.calls if c.method == "POST" and c.path.endswith("/messages")]
    assert len(posts) == 1 and posts[0].path != f"/channels/{h.fake.channel_a}/messages"
    assert posts[0].json["allowed_mentions"] == {"parse": []} and posts[0].json["embeds"]


async def test_link_in_a_thread_is_answered_there_and_counts_for_the_parent_channel(
    start_bot: StartBot, pages: PageServer
) -> None:
    h = await start_bot()
    url = article(pages, "/story")
    await h.fake.post_message(h.fake.thread_a, url)
    reply = await h.fake.wait_for("POST", rf"^/channels/{h.fake.thread_a}/messages$")
    assert reply.json["embeds"] and reply.json["allowed_mentions"]["parse"] == []
    # the digest is per channel: a story shared in a thread belongs to its parent channel's digest
    digest = await h.core.digest.preview("discord", str(h.fake.guild_id), str(h.fake.channel_a))
    assert [s.title for s in digest.stories] and "Mara Vell" in digest.stories[0].title
    empty = await h.core.digest.preview("discord", str(h.fake.guild_id), str(h.fake.thread_a))
    assert not empty.stories


async def test_gateway_is_discovered_from_the_api_when_not_configured(start_bot: StartBot) -> None:
    h = await start_bot(discord={"gateway_url": ""})
    assert h.fake.find("GET", r"^/gateway/bot$")
    assert h.fake.identify is not None and h.bot.is_ready()


async def test_run_discord_stops_cleanly_on_sigterm(tmp_path: Path, fake: FakeDiscord) -> None:
    settings = Settings.model_validate({
        "store": {"url": f"sqlite:///{tmp_path}/t.db"},
        "discord": {"api_base_url": fake.api_base_url, "gateway_url": fake.gateway_url},
        "digest": {"enabled": True, "check_interval_seconds": 0.05},
    })
    saved = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    try:
        async with open_core(settings, Secrets(chat={"DISCORD_TOKEN": TOKEN}), use_llm=False) as core:
            runner = asyncio.create_task(run_discord(core))
            await fake.wait_ready()
            await asyncio.sleep(0.2)
            os.kill(os.getpid(), signal.SIGTERM)
            assert await asyncio.wait_for(runner, 10) == 0
    finally:
        discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = saved
    assert fake.find("PUT", rf"^/applications/{fake.app_id}/commands$")


def test_missing_token_is_a_config_error_with_the_cli_line() -> None:
    with pytest.raises(ConfigError) as exc:
        require_token(Secrets())
    assert exc.value.message == DISCORD_TOKEN_MISSING
    assert DISCORD_TOKEN_MISSING.startswith("Set DISCORD_TOKEN to the bot token")
    assert require_token(Secrets(chat={"DISCORD_TOKEN": "abc"})) == "abc"



@pytest.mark.parametrize(
    ("path", "page", "reason"),
    [("/front", "front_page_html", "list of headlines"), ("/table", "standings_html", "a table"),
     ("/photos", "gallery_html", "photo gallery")],
)
async def test_not_an_article_replies_with_the_one_line_reason(
    start_bot: StartBot, pages: PageServer, path: str, page: str, reason: str
) -> None:
    from tests.support import pages as fixtures

    url = pages.route(path, body=getattr(fixtures, page)())
    h = await start_bot()
    await h.fake.post_message(h.fake.channel_a, f"is this news {url}")
    call = await h.fake.wait_for("POST", rf"^/channels/{h.fake.channel_a}/messages$")
    content = call.json["content"]
    assert reason in content and "not an article" in content and "\n" not in content
    assert not call.json.get("embeds")
