"""Load benchmark: the path the adapters use (Core.recap_for_chat -> Recapper with the real fetcher) under load.

A loopback article server serves N distinct fictional pages. Phase 1 pushes 200 distinct links at once; phase 2
posts one link from 50 channels at once. Reports throughput, p50/p95/p99 of our own time, peak RSS and how many
times the duplicated page was fetched (must be 1). Runs offline in well under a minute on 2 cores.

    .venv/bin/python benchmarks/load.py [--pages 200] [--channels 50]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.app import open_core  # noqa: E402
from bot.config import Secrets, Settings  # noqa: E402
from tests.support.pages import PageServer, article_html  # noqa: E402

NAMES = ["Marnie Vale", "Theo Quill", "Dana Reyes", "Coco Lambert", "Rafe Sterling", "Juno Hart", "Ivy Blake"]
VERBS = ["said", "told reporters", "wrote on Instagram", "claimed", "added", "insisted"]


def story(i: int) -> tuple[str, list[str]]:
    rnd = random.Random(i)
    a, b = rnd.sample(NAMES, 2)
    paras = [
        f"{a} and {b} sparked rumours of a feud on night {i} after leaving a London party separately.",
        f"Witnesses said {a} looked upset as {b} left through a side door shortly before midnight.",
    ]
    for k in range(rnd.randint(6, 14)):
        speaker = rnd.choice([a, b, "A source close to the pair"])
        paras.append(
            f'"We are fine, honestly, and this is story {i} part {k}," {speaker} {rnd.choice(VERBS)} on Tuesday. '
            f"{rnd.choice([a, b])} has not commented further on the claims about the {k} events."
        )
    paras.append(f"Representatives for {a} and {b} did not respond to requests for comment.")
    return f"{a} and {b} feud rumours, night {i}", paras


def pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))]


async def timed(core: object, url: str, channel: str, out: list[float], errors: list[str]) -> None:
    t = time.perf_counter()
    try:
        await core.recap_for_chat(url, platform="bench", workspace="w", channel=channel)  # type: ignore[attr-defined]
    except Exception as exc:  # a benchmark reports failures, it does not stop on them
        errors.append(f"{type(exc).__name__}: {exc}")
    out.append(time.perf_counter() - t)


async def main(pages: int, channels: int) -> None:
    with PageServer() as srv, tempfile.TemporaryDirectory() as tmp:
        urls = []
        for i in range(pages):
            title, paras = story(i)
            urls.append(srv.route(f"/story/{i}", body=article_html(title, paras)))
        dup = srv.route("/story/shared", body=article_html(*story(10_000)))
        settings = Settings.model_validate(
            {
                "fetch": {"allowed_private_hosts": [srv.host]},
                "store": {"url": f"sqlite:///{tmp}/bench.db"},
                "bot": {"max_concurrent_recaps": 8, "recap_timeout_seconds": 120},
            }
        )
        async with open_core(settings, Secrets.from_env(settings, {}), use_llm=False) as core:
            lat1: list[float] = []
            err1: list[str] = []
            t0 = time.perf_counter()
            await asyncio.gather(*(timed(core, u, f"c{i % 10}", lat1, err1) for i, u in enumerate(urls)))
            wall1 = time.perf_counter() - t0

            lat2: list[float] = []
            err2: list[str] = []
            t0 = time.perf_counter()
            await asyncio.gather(*(timed(core, dup, f"ch{i}", lat2, err2) for i in range(channels)))
            wall2 = time.perf_counter() - t0
            samples = {s.name: s.value for m in core.metrics.registry.collect() for s in m.samples}
            hist = "gossip_recap_recap_seconds"
            service_ms = 1000 * samples[f"{hist}_sum"] / max(1, samples[f"{hist}_count"])

    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print("| phase | recaps | errors | wall s | recaps/s | p50 ms | p95 ms | p99 ms | page fetches |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name, lat, err, wall, fetches in (
        (f"{pages} distinct links", lat1, err1, wall1, sum(srv.hits[f"/story/{i}"] for i in range(pages))),
        (f"1 link x {channels} channels", lat2, err2, wall2, srv.hits["/story/shared"]),
    ):
        print(
            f"| {name} | {len(lat)} | {len(err)} | {wall:.2f} | {len(lat) / wall:.1f} | {pct(lat, 50) * 1000:.0f} "
            f"| {pct(lat, 95) * 1000:.0f} | {pct(lat, 99) * 1000:.0f} | {fetches} |"
        )
    print(
        f"\npeak RSS: {rss_mb:.0f} MB; latency includes queueing behind {8} recap slots; "
        f"mean service time per recap (Recapper, from the metrics): {service_ms:.0f} ms; "
        f"mean latency {statistics.mean(lat1) * 1000:.0f} ms"
    )
    for e in sorted(set(err1 + err2))[:5]:
        print("error:", e)
    if srv.hits["/story/shared"] != 1:
        raise SystemExit("the duplicated link was fetched more than once")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--pages", type=int, default=200)
    ap.add_argument("--channels", type=int, default=50)
    a = ap.parse_args()
    asyncio.run(main(a.pages, a.channels))
