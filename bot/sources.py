"""CLI sources: an http(s) URL, a saved .html/.htm page, a .txt story, or ``-`` for stdin -> Article."""

from __future__ import annotations

import asyncio
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from bot.errors import BotError, ExtractError, InvalidURL
from bot.extract import article_from_text, extract_html, is_binary
from bot.models import Article
from bot.recapper import ArticleLoader

if TYPE_CHECKING:
    from bot.workers import Runner

MAX_FILE_BYTES = 5_000_000  # files and stdin: the same cap as a fetched page ([fetch] max_bytes default)
_HTML_SNIFF = re.compile(rb"<\s*(!doctype\s+html|html|head|body|article|p)\b", re.IGNORECASE)
_META_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?([\w:.-]+)""", re.IGNORECASE)


class SourceError(BotError):
    kind = "source"


def is_url(source: str) -> bool:
    return bool(re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*://", source))


def _decode(data: bytes) -> str:
    m = _META_CHARSET.search(data[:4096])
    for enc in ([m.group(1).decode("ascii", "ignore")] if m else []) + ["utf-8"]:
        try:
            return data.decode(enc)
        except (LookupError, UnicodeDecodeError):
            continue
    return data.decode("cp1252", errors="replace")


def article_from_bytes(data: bytes, source: str, *, html: bool | None = None) -> Article:
    """Sync (CPU): decide HTML vs text and extract."""
    if not data.strip():
        raise ExtractError(f"{source} is empty")
    if html is None:
        html = bool(_HTML_SNIFF.search(data[:2048]))
    text = _decode(data)
    if is_binary(text):
        raise SourceError("That is binary data, not text or a web page")
    if html:
        return extract_html(text, url=None, source=source)
    return article_from_text(text, source=source)


def _read_capped(path: Path) -> bytes:
    if path.stat().st_size > MAX_FILE_BYTES:
        raise SourceError(f"{path}: file is larger than {MAX_FILE_BYTES // 1_000_000} MB")
    return path.read_bytes()


def _article_from_bytes(data: bytes, source: str, html: bool | None) -> Article:
    return article_from_bytes(data, source, html=html)


def _read_stdin_capped(stream: BinaryIO) -> bytes:
    data = stream.read(MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:
        raise SourceError(f"standard input is larger than {MAX_FILE_BYTES // 1_000_000} MB")
    return data


async def _parse(pool: Runner | None, data: bytes, source: str, html: bool | None) -> Article:
    if pool is not None:  # a worker process: stopped (killed) when the caller's time limit is reached
        return await pool.run(_article_from_bytes, data, source, html)
    return await asyncio.to_thread(article_from_bytes, data, source, html=html)


async def load_source(source: str, loader: ArticleLoader, *, pool: Runner | None = None) -> Article:
    """Load one CLI source. Raises BotError subclasses with one-line messages. Files and stdin are capped at
    ``MAX_FILE_BYTES``; with ``pool`` they are parsed in its worker processes."""
    if source == "-":
        data = await asyncio.to_thread(_read_stdin_capped, sys.stdin.buffer)
        return await _parse(pool, data, "-", None)
    if is_url(source):
        if not source.lower().startswith(("http://", "https://")):
            raise InvalidURL("Only http and https links can be recapped")
        return await loader.load(source)
    path = Path(source)
    suffix = path.suffix.lower()
    if suffix not in (".html", ".htm", ".txt", ".xhtml"):
        raise SourceError(f"{source}: not a URL, a saved .html/.htm page, a .txt file or '-'")
    try:
        data = await asyncio.to_thread(_read_capped, path)
    except FileNotFoundError:
        raise SourceError(f"{source}: no such file") from None
    except IsADirectoryError:
        raise SourceError(f"{source}: is a directory") from None
    except PermissionError:
        raise SourceError(f"{source}: permission denied") from None
    return await _parse(pool, data, source, suffix != ".txt")
