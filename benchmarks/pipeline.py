"""Pipeline speed: extract -> quotes -> extractive recap, per article, against plain trafilatura extraction.

Same run, same pages (the English pages of ../shared/corpora/trafilatura, read-only; publishers' text is never
committed), one process, sequential: the ratio says what our whole recap costs compared with extraction alone.

    .venv/bin/python benchmarks/pipeline.py [--limit N]
"""

from __future__ import annotations

import argparse
import gzip
import json
import statistics
import sys
import time
from pathlib import Path

import trafilatura
from trafilatura.utils import decode_file

REPO = Path(__file__).resolve().parents[1]
CORPUS = REPO.parent / "shared" / "corpora" / "trafilatura"
sys.path.insert(0, str(REPO))

from bot.errors import BotError  # noqa: E402
from bot.extract import extract_html  # noqa: E402
from bot.quotes import mine_quotes  # noqa: E402
from bot.summarize.extractive import build_recap  # noqa: E402

EN_STOP = frozenset("the and of to in is that for it was on with as his her they at be this from have by".split())


def english(text: str) -> bool:
    words = text.lower().split()[:400]
    return bool(words) and sum(w in EN_STOP for w in words) / len(words) > 0.12


def pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, round(p / 100 * (len(s) - 1)))]


def main(limit: int) -> None:
    if not CORPUS.is_dir():
        print(f"skipped: {CORPUS} is absent")
        return
    evaldata = json.loads((CORPUS / "evaldata.json").read_text())
    rows: dict[str, list[float]] = {"trafilatura.extract": [], "our extract": [], "quotes": [], "recap": []}
    total: list[float] = []
    quotes_found = 0
    pages = 0
    for url, item in evaldata.items():
        path = CORPUS / "html" / (item["file"] + ".gz")
        if not path.exists():
            continue
        raw = decode_file(gzip.decompress(path.read_bytes()))
        html = raw if isinstance(raw, str) else raw.decode("utf-8", "replace")
        t0 = time.perf_counter()
        plain = trafilatura.extract(html, url=url) or ""
        t1 = time.perf_counter()
        if not english(plain):
            continue
        try:
            article = extract_html(html, url=url, source=url)
            t2 = time.perf_counter()
            quotes = mine_quotes(article.paragraphs)
            t3 = time.perf_counter()
            build_recap(article, quotes)
            t4 = time.perf_counter()
        except BotError:
            continue
        rows["trafilatura.extract"].append(t1 - t0)
        rows["our extract"].append(t2 - t1)
        rows["quotes"].append(t3 - t2)
        rows["recap"].append(t4 - t3)
        total.append(t4 - t1)
        quotes_found += len(quotes)
        pages += 1
        if pages >= limit:
            break
    if not pages:
        print("no English pages found")
        return
    base = statistics.mean(rows["trafilatura.extract"])
    print(f"{pages} English pages, {quotes_found} quotations mined\n")
    print("| step | mean ms | p50 ms | p95 ms | x plain trafilatura |")
    print("|---|---:|---:|---:|---:|")
    for name, vals in (*rows.items(), ("whole recap (extract+quotes+recap)", total)):
        print(
            f"| {name} | {statistics.mean(vals) * 1000:.1f} | {pct(vals, 50) * 1000:.1f} | {pct(vals, 95) * 1000:.1f} "
            f"| {statistics.mean(vals) / base:.2f} |"
        )


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--limit", type=int, default=1000)
    main(ap.parse_args().limit)
