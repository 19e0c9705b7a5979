"""What running the CPU stage in a killable worker process costs (issue 18 item 7), side by side in one run.

The CPU stage of a recap is everything CPU-bound after the fetch: extraction, quote mining, the extractive summary.
The bot runs it on one worker process of a warm :class:`bot.workers.WorkerPool` (killed when the recap's time is up);
before, extraction ran in a worker and mining and summarizing in threads of the bot (uncancellable), which "before"
reproduces with the same pool and :class:`bot.workers.InThread`. Per page, both ways alternate, so machine load hits
both alike. Reported: median wall ms per page for each, their ratio, and the bot process's own CPU per page (the
worker's CPU is the worker's: the event loop's process stays free).

    .venv/bin/python benchmarks/cpu_stage.py [--limit 40] [--cli BASELINE_CHECKOUT]

``--cli`` also times the command line (``python -m bot recap --no-cache`` on 4 saved pages) of this checkout and of
a baseline checkout with its own ``.venv``, alternating 3 rounds each: wall seconds (the workers are grandchildren of
the CLI process, so their CPU is not in its rusage).

Corpus: ../shared/corpora/trafilatura/html (publishers' pages, never committed).
"""

from __future__ import annotations

import argparse
import asyncio
import gzip
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
CORPUS = REPO.parent / "shared" / "corpora" / "trafilatura" / "html"
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from bot.errors import BotError  # noqa: E402
from bot.loader import extract_page  # noqa: E402
from bot.quotes import mine_quotes  # noqa: E402
from bot.summarize.extractive import build_recap  # noqa: E402
from bot.workers import InThread, Runner, WorkerPool  # noqa: E402


async def cpu_stage(cpu: Runner, html: str, url: str) -> int:
    article = await cpu.run(extract_page, html, url, url)
    quotes = await cpu.run(mine_quotes, list(article.paragraphs))
    recap = await cpu.run(build_recap, article, quotes)
    return len(recap.summary)


async def timed(fn: Callable[[], Any]) -> tuple[float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    try:
        await fn()
    except BotError:
        pass  # a refused page still costs its time
    return (time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000


async def in_process(limit: int) -> None:
    pages = sorted(CORPUS.glob("*.html.gz"))[:limit]
    started = time.perf_counter()
    pool = WorkerPool(1)
    await pool.warm()
    cold = time.perf_counter() - started
    threads = InThread()
    rows: dict[str, list[tuple[float, float]]] = {"threads (before)": [], "worker session (after)": []}
    try:
        for i, path in enumerate(pages):
            html = gzip.decompress(path.read_bytes()).decode("utf-8", errors="replace")
            url = f"https://news.example/{path.stem}"

            async def before(html: str = html, url: str = url) -> int:
                article = await pool.run(extract_page, html, url, url)  # extraction was already in a worker
                async with threads.session() as cpu:  # mining and the summary were threads of the bot
                    quotes = await cpu.run(mine_quotes, list(article.paragraphs))
                    return len((await cpu.run(build_recap, article, quotes)).summary)

            async def after(html: str = html, url: str = url) -> int:
                async with pool.session() as cpu:
                    return await cpu_stage(cpu, html, url)

            order = [("threads (before)", before), ("worker session (after)", after)]
            for name, fn in order if i % 2 == 0 else order[::-1]:
                rows[name].append(await timed(fn))
    finally:
        pool.close()
    print(f"{len(pages)} corpus pages; worker pool warm-up (fork server + 1 worker): {cold:.2f} s, once per process")
    print(f"{'CPU stage':26} {'median wall ms':>15} {'mean wall ms':>13} {'bot-process CPU ms/page':>24}")
    for name, vals in rows.items():
        walls = [w for w, _ in vals]
        cpus = [c for _, c in vals]
        print(f"{name:26} {statistics.median(walls):15.1f} {statistics.mean(walls):13.1f}"
              f" {statistics.mean(cpus):24.1f}")
    before_w = statistics.median(w for w, _ in rows["threads (before)"])
    after_w = statistics.median(w for w, _ in rows["worker session (after)"])
    print(f"after / before (median wall): {after_w / before_w:.2f}")


def cli(baseline: Path, rounds: int = 3) -> None:
    pages = sorted(CORPUS.glob("*.html.gz"))[:4]
    with tempfile.TemporaryDirectory() as tmp:
        files = []
        for path in pages:
            out = Path(tmp) / path.name.removesuffix(".gz")
            out.write_bytes(gzip.decompress(path.read_bytes()))
            files.append(str(out))
        times: dict[str, list[float]] = {"baseline": [], "this checkout": []}
        codes: dict[str, list[int]] = {"baseline": [], "this checkout": []}
        for _ in range(rounds):
            for name, tree in (("baseline", baseline), ("this checkout", REPO)):
                start = time.perf_counter()
                done = subprocess.run([str(tree / ".venv" / "bin" / "python"), "-m", "bot", "recap", "--no-cache",
                                       "--engine", "extractive", *files], cwd=tree, capture_output=True)
                times[name].append(time.perf_counter() - start)
                codes[name].append(done.returncode)
                if done.returncode:
                    print(f"  ({name}: exit {done.returncode}: {done.stderr.decode()[-300:].strip()})")
    print(f"CLI recap of {len(files)} saved pages, {rounds} alternating rounds (wall s):")
    for name, vals in times.items():
        print(f"  {name:14} median {statistics.median(vals):.2f}  all {', '.join(f'{v:.2f}' for v in vals)}"
              f"  exit codes {codes[name]}")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--limit", type=int, default=40)
    p.add_argument("--cli", type=Path, metavar="BASELINE_CHECKOUT")
    args = p.parse_args()
    asyncio.run(in_process(args.limit))
    if args.cli:
        cli(args.cli)


if __name__ == "__main__":
    main()
