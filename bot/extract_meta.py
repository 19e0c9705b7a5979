"""Metadata helpers for :mod:`bot.extract`: title, site, author, date, canonical URL from a parsed page.

Trafilatura's own metadata is used first by the caller; these functions are the fallbacks and the parts
trafilatura does not do the way we want (canonical URL resolution, ``" | Site"`` title suffixes, JSON-LD dates).
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterator
from datetime import date
from typing import Any
from urllib.parse import urljoin, urlsplit

from lxml import html as lxml_html

_TITLE_SEPARATORS = (" | ", " - ", " – ", " — ", " :: ", " · ", " / ")
_ISO_DATE = re.compile(r"(\d{4})-(\d{2})-(\d{2})")
_WS = re.compile(r"\s+")
_INVISIBLE = re.compile("[\u00ad\u200b\u2060\ufeff]")  # soft hyphens, zero-width characters


def clean_space(text: str) -> str:
    """NFC, whitespace runs to one space, no soft hyphens / zero-width spaces (quote marks are kept as they are)."""
    return _WS.sub(" ", _INVISIBLE.sub("", unicodedata.normalize("NFC", text))).strip()


def meta_content(tree: lxml_html.HtmlElement, *keys: str) -> str | None:
    """The first non-empty ``<meta property|name=key content=...>`` among ``keys`` (case-insensitive)."""
    wanted = {k.lower() for k in keys}
    found: dict[str, str] = {}
    for el in tree.iter("meta"):
        key = (el.get("property") or el.get("name") or el.get("itemprop") or "").strip().lower()
        content = clean_space(el.get("content") or "")
        if key in wanted and content and key not in found:
            found[key] = content
    for k in keys:
        if k.lower() in found:
            return found[k.lower()]
    return None


def strip_site_suffix(title: str, site: str | None) -> str:
    """``"Story | Site"`` -> ``"Story"`` (also ``"Site | Story"``); unchanged when no separator is found."""
    title = clean_space(title)
    for sep in _TITLE_SEPARATORS:
        if sep not in title:
            continue
        head, _, tail = title.rpartition(sep)
        first, _, rest = title.partition(sep)
        if site and clean_space(tail).lower() == site.lower():
            return clean_space(head)
        if site and clean_space(first).lower() == site.lower():
            return clean_space(rest)
        if len(tail) <= 40 and len(head) > len(tail):
            return clean_space(head)
    return title


def page_title(tree: lxml_html.HtmlElement, site: str | None) -> str | None:
    """og:title / twitter:title, else ``<title>`` minus a site suffix, else the first ``<h1>``."""
    og = meta_content(tree, "og:title", "twitter:title")
    if og:
        return strip_site_suffix(og, site)
    title_el = tree.find(".//title")
    if title_el is not None and clean_space(title_el.text_content()):
        return strip_site_suffix(title_el.text_content(), site)
    for h1 in tree.iter("h1"):
        text = clean_space(h1.text_content())
        if text:
            return text
    return None


def hostname(url: str | None) -> str | None:
    if not url:
        return None
    try:
        host = urlsplit(url).hostname
    except ValueError:
        return None
    if not host:
        return None
    return host[4:] if host.startswith("www.") else host


def canonical_url(tree: lxml_html.HtmlElement, url: str | None) -> str | None:
    """``<link rel=canonical>``, else og:url, resolved against ``url``; only http(s) results are returned."""
    candidates: list[str] = []
    for link in tree.iter("link"):
        rels = (link.get("rel") or "").lower().split()
        if "canonical" in rels and (link.get("href") or "").strip():
            candidates.append((link.get("href") or "").strip())
    og = meta_content(tree, "og:url")
    if og:
        candidates.append(og)
    for cand in candidates:
        try:
            resolved = urljoin(url or "", cand)
            parts = urlsplit(resolved)
        except ValueError:
            continue
        if parts.scheme in ("http", "https") and parts.hostname:
            return resolved
    return None


def parse_date(value: str | None) -> date | None:
    """The calendar date at the start of an ISO-ish string (``2026-11-24T08:30:00Z`` -> 2026-11-24)."""
    if not value:
        return None
    m = _ISO_DATE.search(value)
    if not m:
        return None
    try:
        d = date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    except ValueError:
        return None
    return d if 1990 <= d.year <= 2100 else None


def _walk_json(node: Any) -> Iterator[dict[str, Any]]:
    if isinstance(node, dict):
        yield node
        for v in node.values():
            yield from _walk_json(v)
    elif isinstance(node, list):
        for v in node:
            yield from _walk_json(v)


def json_ld(tree: lxml_html.HtmlElement) -> list[dict[str, Any]]:
    """Every JSON object found in ``<script type="application/ld+json">`` blocks (bad JSON is skipped)."""
    out: list[dict[str, Any]] = []
    for script in tree.iter("script"):
        if "ld+json" not in (script.get("type") or "").lower():
            continue
        try:
            data = json.loads(script.text or "")
        except (ValueError, RecursionError):
            continue
        try:
            out.extend(_walk_json(data))
        except RecursionError:
            continue
    return out


def published_date(tree: lxml_html.HtmlElement, ld: list[dict[str, Any]]) -> date | None:
    """article:published_time and friends, else JSON-LD datePublished."""
    d = parse_date(meta_content(tree, "article:published_time", "og:published_time", "datePublished",
                                "pubdate", "publishdate", "date", "dc.date", "dcterms.date"))
    if d:
        return d
    for obj in ld:
        d = parse_date(str(obj.get("datePublished") or ""))
        if d:
            return d
    return None


def ld_author(ld: list[dict[str, Any]]) -> str | None:
    for obj in ld:
        author = obj.get("author")
        if isinstance(author, list) and author:
            author = author[0]
        if isinstance(author, dict):
            author = author.get("name")
        if isinstance(author, str) and clean_space(author):
            return clean_space(author)
    return None


def paywalled_by_schema(ld: list[dict[str, Any]]) -> bool:
    """JSON-LD ``isAccessibleForFree: false`` (the schema.org paywall marker)."""
    for obj in ld:
        flag = obj.get("isAccessibleForFree")
        if flag is False or (isinstance(flag, str) and flag.strip().lower() == "false"):
            return True
    return False
