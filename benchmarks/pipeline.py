"""Pipeline speed: extract -> quotes -> extractive recap -> sourcing labels, per article, against plain trafilatura.

Same run, same pages (the English pages of ../shared/corpora/trafilatura, read-only; publishers' text is never
committed), one process, sequential: the ratio says what our whole recap costs compared with extraction alone.
Two "whole" rows: extract + quotes + recap (the measure issue #13 set, before sourcing existed) and the same plus the
sourcing labels and verdict (``with_sourcing``, issue #17), which is what the bot runs for every recap.
Each step is timed in CPU time of this process (``time.process_time``: what other jobs on a shared machine do not
inflate) and in wall time; the ratios to plain trafilatura are given for both.

    .venv/bin/python benchmarks/pipeline.py [--limit N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import trafilatura

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from benchmarks.corpus import CORPUS, corpus_pages  # noqa: E402
from bot.errors import BotError  # noqa: E402
from bot.extract import extract_html  # noqa: E402
from bot.quotes import mine_quotes  # noqa: E402
from bot.sourcing import with_sourcing  # noqa: E402
from bot.summarize.extractive import build_recap  # noqa: E402

EN_STOP = frozenset("the and of to in is that for it was on with as his her they at be this from have by".split())
STEPS = ("trafilatura.extract", "our extract", "quotes", "recap", "sourcing")


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
    cpu: dict[str, list[float]] = {step: [] for step in STEPS}
    wall: dict[str, list[float]] = {step: [] for step in STEPS}
    quotes_found = 0
    pages = 0
    for page in corpus_pages():
        w0, c0 = time.perf_counter(), time.process_time()
        plain = trafilatura.extract(page.html, url=page.key) or ""
        marks = [(time.perf_counter(), time.process_time())]
        if not english(plain):
            continue
        try:
            article = extract_html(page.html, url=page.key, source=page.key)
            marks.append((time.perf_counter(), time.process_time()))
            quotes = mine_quotes(article.paragraphs)
            marks.append((time.perf_counter(), time.process_time()))
            recap = build_recap(article, quotes)
            marks.append((time.perf_counter(), time.process_time()))
            with_sourcing(recap, quotes)
            marks.append((time.perf_counter(), time.process_time()))
        except BotError:
            continue
        for step, (w_prev, c_prev), (w_now, c_now) in zip(STEPS, [(w0, c0), *marks[:-1]], marks, strict=True):
            wall[step].append(w_now - w_prev)
            cpu[step].append(c_now - c_prev)
        quotes_found += len(quotes)
        pages += 1
        if pages >= limit:
            break
    if not pages:
        print("no English pages found")
        return
    print(f"{pages} English pages, {quotes_found} quotations mined\n")
    print("| step | CPU ms mean | CPU x plain | wall ms mean | wall p50 | wall p95 | wall x plain |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    wholes = (("whole recap (extract+quotes+recap)", STEPS[1:4]),
              ("whole recap + sourcing (what the bot runs)", STEPS[1:]))
    for name, steps in (*((step, (step,)) for step in STEPS), *wholes):
        c_vals = [sum(v) for v in zip(*(cpu[s] for s in steps), strict=True)]
        w_vals = [sum(v) for v in zip(*(wall[s] for s in steps), strict=True)]
        c_mean, w_mean = statistics.mean(c_vals), statistics.mean(w_vals)
        print(f"| {name} | {c_mean * 1000:.1f} | {c_mean / statistics.mean(cpu[STEPS[0]]):.2f} "
              f"| {w_mean * 1000:.1f} | {pct(w_vals, 50) * 1000:.1f} | {pct(w_vals, 95) * 1000:.1f} "
              f"| {w_mean / statistics.mean(wall[STEPS[0]]):.2f} |")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--limit", type=int, default=1000)
    main(ap.parse_args().limit)
