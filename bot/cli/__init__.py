"""Command line: ``gossip-recap [--config PATH] {extract,recap,check,discord,slack} ...``.

Per-source failures print one line (or a JSON error object) and never a traceback; the exit status is 1 if any source
failed, 2 for usage/configuration errors. ``discord``/``slack`` run until SIGTERM/SIGINT and exit 0 after finishing the
requests in flight; 3 when the chat platform could not be reached at start (docs/discord.md). ``check`` lives in
:mod:`bot.cli.checks`.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import sys
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any

from bot import __version__
from bot.adapters.settings import SECRET_NAMES, SECTIONS
from bot.config import Secrets, Settings, cli_store_url, load_settings, with_store_url
from bot.errors import BotError, ConfigError
from bot.logs import setup_logging
from bot.models import Article, Recap

if TYPE_CHECKING:
    from bot.app import Core

_log = logging.getLogger(__name__)
CLI_CONCURRENCY = 4


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="gossip-recap", description="Cited recaps of gossip articles, with verbatim attributed quotes."
    )
    p.add_argument("--config", metavar="PATH", help="TOML config file (default: ./config.toml if present)")
    p.add_argument("-v", "--verbose", action="store_true", help="debug logging")
    p.add_argument("--version", action="version", version=f"gossip-recap {__version__}")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")
    ex = sub.add_parser("extract", help="extract article text and metadata")
    ex.add_argument("sources", nargs="+", metavar="SOURCE", help="URL, .html/.htm file, .txt file, or - for stdin")
    ex.add_argument("--json", action="store_true", help="one JSON object per source per line")
    rc = sub.add_parser("recap", help="recap articles: headline, cited bullets, key quotes")
    rc.add_argument("sources", nargs="+", metavar="SOURCE", help="URL, .html/.htm file, .txt file, or - for stdin")
    rc.add_argument("--json", action="store_true", help="one JSON object per source per line")
    rc.add_argument("--engine", choices=["auto", "extractive", "llm"], default="auto")
    rc.add_argument("--no-cache", action="store_true",
                    help="neither read nor write the recap cache (default: $XDG_CACHE_HOME/gossip-recap/)")
    sub.add_parser("check", help="validate the config and reach the configured LLM and chat APIs")
    sub.add_parser("discord", help="run the Discord bot (needs DISCORD_TOKEN)")
    sub.add_parser("slack", help="run the Slack app (SLACK_BOT_TOKEN + SLACK_APP_TOKEN or SLACK_SIGNING_SECRET)")
    return p


def _error_line(source: str, exc: BotError, as_json: bool) -> None:
    if as_json:
        print(json.dumps({"source": source, "error": {"kind": exc.kind, "message": exc.message}}, ensure_ascii=False))
    else:
        print(f"gossip-recap: {source}: {exc.message}", file=sys.stderr)


class RecapTimeout(BotError):
    kind = "timeout"


async def _run_each(
    sources: Sequence[str], work: Callable[[str], Awaitable[Any]], show: Callable[[str, Any], None], as_json: bool,
    *, limit: float | None = None,
) -> int:
    sem = asyncio.Semaphore(CLI_CONCURRENCY)

    async def one(src: str) -> Any:
        async with sem:
            try:
                return await work(src)
            except BotError as exc:
                return exc
            except TimeoutError:  # its worker process is already killed: nothing of it runs on
                return RecapTimeout(f"Gave up after {limit:g} s ([bot] recap_timeout_seconds)" if limit
                                    else "Gave up: it took too long")
            except Exception as exc:  # a bug must not cost the other sources their output
                _log.exception("unexpected failure on %s", src)
                return BotError(f"Something went wrong ({type(exc).__name__})")

    results = await asyncio.gather(*(one(s) for s in sources))
    failed = 0
    for src, res in zip(sources, results, strict=True):
        if isinstance(res, BotError):
            failed += 1
            _error_line(src, res, as_json)
        else:
            show(src, res)
    return 1 if failed else 0


def _show_article(as_json: bool) -> Callable[[str, Any], None]:
    def show(src: str, article: Article) -> None:
        if as_json:
            print(json.dumps(article.to_json(), ensure_ascii=False), flush=True)
            return
        meta = " · ".join(x for x in (article.site, article.author, str(article.published or "")) if x)
        print(article.title)
        if meta:
            print(meta)
        if article.url:
            print(article.url)
        for w in article.warnings:
            print(f"warning: {w}")
        print()
        for i, para in enumerate(article.paragraphs, 1):
            print(f"[{i}] {para}")
        print()

    return show


def _show_recap(as_json: bool) -> Callable[[str, Any], None]:
    from bot.render.text import render_text

    color = sys.stdout.isatty()

    def show(src: str, recap: Recap) -> None:
        if as_json:
            print(json.dumps(recap.to_json(), ensure_ascii=False), flush=True)
        else:
            print(render_text(recap, color=color), flush=True)

    return show


async def _extract(settings: Settings, args: argparse.Namespace) -> int:
    from bot.fetch import Fetcher, make_http_client
    from bot.loader import WebArticleLoader
    from bot.sources import load_source

    async with make_http_client(settings.fetch) as client:
        loader = WebArticleLoader(Fetcher(client, settings.fetch))
        try:
            return await _run_each(args.sources, lambda s: load_source(s, loader, pool=loader.pool),
                                   _show_article(args.json), args.json)
        finally:
            loader.close()


async def _recap(settings: Settings, secrets: Secrets, args: argparse.Namespace) -> int:
    from bot.app import open_core
    from bot.loader import WebArticleLoader
    from bot.sources import is_url, load_source

    engine = args.engine
    async with open_core(settings, secrets, use_llm=engine != "extractive") as core:
        if engine == "llm" and not core.recapper.llm_available:
            raise ConfigError(
                f"--engine llm needs an LLM: set {settings.llm.api_key_env} (and [llm] base_url/model)"
            )
        loader = WebArticleLoader(core.fetcher, pool=core.workers)
        limit = settings.bot.recap_timeout_seconds

        async def work(src: str) -> Recap:
            async with asyncio.timeout(limit):  # every CPU stage runs in a worker that is killed at the limit
                if is_url(src) and src.lower().startswith(("http://", "https://")):
                    return await core.recapper.recap(src, engine)
                article = await load_source(src, loader, pool=core.workers)
                return await core.recapper.recap_article(article, engine)

        return await _run_each(args.sources, work, _show_recap(args.json), args.json, limit=limit)


async def _check(settings: Settings, secrets: Secrets) -> int:
    from bot.cli.checks import run_checks

    ok = True
    async for good, line in run_checks(settings, secrets):
        print(("ok   " if good else "FAIL ") + line)
        ok = ok and good
    return 0 if ok else 1


@asynccontextmanager
async def _health(core: Core, platform: str) -> AsyncIterator[None]:
    """Serve ``/healthz`` and ``/metrics`` while the bot runs, when ``[health] enabled`` (off by default).

    Until the adapter reports its connection state, ``platform`` counts as not connected (503, never a premature ok)."""
    if core.chat_probe is None:
        core.chat_probe = lambda: {platform: False}
    hs = core.settings.health
    if not hs.enabled:
        yield
        return
    from bot.health import HealthServer

    server = HealthServer(core.metrics, core.store.ping, core.chat_state)
    await server.start(hs.host, hs.port)
    try:
        yield
    finally:
        await server.stop()


async def _platform(name: str, settings: Settings, secrets: Secrets) -> int:
    from bot.app import open_core

    if name == "discord":
        from bot.adapters.discord import require_token as discord_require
        from bot.adapters.discord import run_discord

        discord_require(secrets)
        async with open_core(settings, secrets) as core, _health(core, name):
            await core.workers.warm()  # the worker processes start now, not on the first link
            return await run_discord(core)
    from bot.adapters.slack import require_tokens as slack_require
    from bot.adapters.slack import run_slack

    slack_require(secrets)
    async with open_core(settings, secrets) as core, _health(core, name):
        await core.workers.warm()
        return await run_slack(core)


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        settings = load_settings(args.config, sections=SECTIONS)
    except ConfigError as exc:
        print(f"gossip-recap: {exc.message}", file=sys.stderr)
        return 2
    secrets = Secrets.from_env(settings, names=SECRET_NAMES)
    log_settings = settings.log.model_copy(update={"level": "DEBUG"}) if args.verbose else settings.log
    if args.command in ("extract", "recap", "check") and not args.verbose:
        log_settings = log_settings.model_copy(update={"level": "WARNING"})
    setup_logging(log_settings, secrets.values(), cli=args.command in ("extract", "recap", "check"))
    if args.command in ("recap", "check"):  # a command-line run caches in the user's cache dir, not the cwd
        settings = with_store_url(settings, cli_store_url(settings, no_cache=getattr(args, "no_cache", False)))
    try:
        if args.command == "extract":
            return asyncio.run(_extract(settings, args))
        if args.command == "recap":
            return asyncio.run(_recap(settings, secrets, args))
        if args.command == "check":
            return asyncio.run(_check(settings, secrets))
        return asyncio.run(_platform(args.command, settings, secrets))
    except ConfigError as exc:
        print(f"gossip-recap: {exc.message}", file=sys.stderr)
        return 2
    except BotError as exc:
        print(f"gossip-recap: {exc.message}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    raise SystemExit(main())
