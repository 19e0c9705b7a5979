"""Citation links on real pages: does a browser's first match of each link land on the cited sentence?

For the English pages of ../shared/corpora/trafilatura (read-only; publishers' text is never committed): extract with
the project's extraction (which keeps the page's visible text), recap with the extractive engine, and for every
bullet's citation compare, in one run,

- **before**: the context-free link (the bullet's own characters, or the paragraph's first sentence; 4 start and
  4 end words), as the renderers built it before issue #19;
- **after**: :func:`bot.citations.citation_link`.

A link "lands" when the first match of its directive in the page's visible text (the spec's search, simulated by
:func:`bot.citations.first_match`) is exactly the cited sentence where the body has it. The browser tests check that
simulation against Chromium on fixture pages; ``--browser`` is not offered here because the corpus pages would
fetch their own scripts and images.

    .venv/bin/python benchmarks/citations.py [--limit N] [--show N]
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from collections import Counter
from pathlib import Path
from unittest.mock import patch

from lxml import html as lxml_html

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from benchmarks.corpus import CORPUS, corpus_pages  # noqa: E402
from bot.citations import (  # noqa: E402
    citable_page,
    citation_link,
    cited_span,
    first_match,
    fragment_link,
    parse_directive,
)
from bot.errors import BotError  # noqa: E402
from bot.extract import extract_html  # noqa: E402
from bot.models import Article, Bullet  # noqa: E402
from bot.quotes import mine_quotes  # noqa: E402
from bot.summarize.extractive import build_recap, split_sentences  # noqa: E402
from bot.text import is_verbatim  # noqa: E402
from bot.visible import page_text  # noqa: E402

EN_STOP = frozenset("the and of to in is that for it was on with as his her they at be this from have by".split())


_SCRIPT = re.compile(r"<(script|style)\b.*?</\1>", re.IGNORECASE | re.DOTALL)
_TAG = re.compile(r"<[^>]*>")
_XML_DECL = re.compile(r"^\s*<\?xml[^>]*\?>")


def maybe_english(html: str) -> bool:
    """A cheap look at the raw page before extracting it (looser than :func:`english`)."""
    words = _TAG.sub(" ", _SCRIPT.sub(" ", html[:300_000])).lower().split()[:3000]
    return bool(words) and sum(w in EN_STOP for w in words) / len(words) > 0.05


def english(paragraphs: tuple[str, ...]) -> bool:
    words = " ".join(paragraphs).lower().split()[:400]
    return bool(words) and sum(w in EN_STOP for w in words) / len(words) > 0.12


def legacy_sentence(article: Article, bullet: Bullet, number: int) -> str | None:
    """What the renderers cited before #19: the bullet's own text when verbatim, else the first sentence."""
    para = article.paragraphs[number - 1]
    text = bullet.text.removesuffix("\u2026").strip()
    if text and is_verbatim(text, para):
        return text
    if text and is_verbatim(lowered := text[0].lower() + text[1:], para):
        return lowered
    sentences = split_sentences(para)
    return sentences[0] if sentences else None


def outcome(article: Article, link: str | None, target: tuple[int, int]) -> str:
    d = parse_directive(link or "")
    if d is None:
        return "no fragment"
    hit = first_match(article.visible_text, d)
    if hit is None:
        return "matches nothing"
    return "lands" if hit == target else "wrong place"


def main(limit: int, show: int, show_unplaced: int) -> None:
    if not CORPUS.is_dir():
        print(f"skipped: {CORPUS} is absent")
        return
    before: Counter[str] = Counter()
    after: Counter[str] = Counter()
    # citations whose sentence is nowhere in the visible text (hidden, tables, script-built pages), by reason
    unplaced: Counter[str] = Counter()
    why: list[str] = []
    pages = 0
    examples: list[str] = []
    spent = 0.0
    walk = 0.0  # reading the visible text off the parsed tree (part of extraction)
    extracting = 0.0
    dropped: list[str] = []  # pages where extraction dropped paragraphs only present in hidden elements
    for page in corpus_pages():
        url, html = page.key, page.html
        if not maybe_english(html):
            continue
        try:
            t0 = time.perf_counter()
            article = extract_html(html, url=url, source=url)
            t1 = time.perf_counter()
        except BotError:
            continue
        if not english(article.paragraphs) or not article.visible_text:
            continue
        extracting += t1 - t0
        tree = lxml_html.document_fromstring(_XML_DECL.sub("", html))
        t0 = time.perf_counter()
        page_text(tree)
        walk += time.perf_counter() - t0
        with patch("bot.extract.drop_hidden", lambda paragraphs, _text: list(paragraphs)):
            kept = extract_html(html, url=url, source=url).paragraphs
        if dropped_now := [p for p in kept if p not in article.paragraphs]:
            dropped.append(f"{page.file}: {len(dropped_now)} of {len(kept)} ({dropped_now[0][:50]!r})")
        recap = build_recap(article, mine_quotes(article.paragraphs))
        pages += 1
        for bullet in recap.summary:
            for n in dict.fromkeys(bullet.cites):
                found = cited_span(article, bullet.text, n)
                if found is None or found[0].synthetic:
                    reason = "body not in its HTML (stand-in)" if found else "sentence not in visible text"
                    if found is None and citable_page(article).paragraphs[n - 1] is None:
                        reason = "paragraph not in visible text"
                    unplaced[reason] += 1
                    if len(why) < show_unplaced:
                        why.append(f"{page.file} [{reason}] {article.paragraphs[n - 1][:70]!r}")
                    continue
                target = (found[1], found[2])
                old = legacy_sentence(article, bullet, n)
                old_result = outcome(article, fragment_link(url, old) if old else None, target)
                t0 = time.perf_counter()
                new = citation_link(article, bullet.text, n)
                spent += time.perf_counter() - t0
                new_result = outcome(article, new, target)
                before[old_result] += 1
                after[new_result] += 1
                if old_result != "lands" and len(examples) < show:
                    examples.append(f"{page.file}: before {old_result}; after {new_result}")
        if pages >= limit:
            break
    total = sum(after.values())
    if not total:
        print("no English pages with citations found")
        return
    print(f"{pages} English pages, {total} citation links placed in the visible text, "
          f"{sum(unplaced.values())} citations not placed in it:")
    for reason, count in unplaced.most_common():
        print(f"  {count} {reason}")
    print()
    print("| first match of the link | before (context-free) | after (citation_link) |")
    print("|---|---:|---:|")
    for key in ("lands", "wrong place", "matches nothing", "no fragment"):
        print(f"| {key} | {before[key]} ({before[key] / total:.1%}) | {after[key]} ({after[key] / total:.1%}) |")
    print(f"\nbuilding links: {spent / total * 1000:.2f} ms per link; reading the visible text: "
          f"{walk / pages * 1000:.2f} ms per page ({walk / extracting:.1%} of extraction's "
          f"{extracting / pages * 1000:.1f} ms)")
    print(f"paragraphs dropped as hidden on {len(dropped)} of {pages} pages")
    for line in dropped[:show_unplaced]:
        print(" -", line)
    for line in examples + why:
        print(" -", line)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--limit", type=int, default=1000)
    ap.add_argument("--show", type=int, default=10, help="print up to N pages where the old link went wrong")
    ap.add_argument("--why", type=int, default=0, help="print up to N citations not placed in the visible text")
    args = ap.parse_args()
    main(args.limit, args.show, args.why)
