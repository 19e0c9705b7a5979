"""Prometheus metrics for one process (its own registry, so tests and several cores never collide)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest

FETCH_KINDS = {"invalid_url", "blocked", "too_large", "timeout", "too_many_redirects", "http_status", "not_article"}


class Metrics:
    """Implements the Recapper's ``RecapObserver`` and the counters adapters and the scheduler bump."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        self.recaps = Counter("gossip_recap_recaps", "Recaps by engine and outcome", ["engine", "outcome"], registry=r)
        self.recap_seconds = Histogram(
            "gossip_recap_recap_seconds", "Time to produce a recap (our own time, cache hits included)",
            buckets=(0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60), registry=r,
        )
        self.fetch_errors = Counter("gossip_recap_fetch_errors", "Fetch failures by kind", ["kind"], registry=r)
        self.cache = Counter("gossip_recap_cache_lookups", "Recap cache lookups", ["result"], registry=r)
        self.llm_tokens = Counter("gossip_recap_llm_tokens", "LLM tokens", ["direction"], registry=r)
        self.llm_seconds = Histogram(
            "gossip_recap_llm_seconds", "LLM call latency, every attempt", buckets=(0.5, 1, 2, 5, 10, 20, 40, 80, 160),
            registry=r,
        )
        self.llm_attempts = Counter(
            "gossip_recap_llm_attempts", "LLM completions by kind (first/tighter/repair/reshape) and outcome",
            ["kind", "outcome"], registry=r,
        )
        self.queue_depth = Gauge("gossip_recap_queue_depth", "Recaps waiting for a free slot", registry=r)
        self.in_flight = Gauge("gossip_recap_recaps_in_flight", "Recaps being computed", registry=r)
        self.digest_posts = Counter("gossip_recap_digest_posts", "Digests posted", ["platform"], registry=r)
        self.chat_connected = Gauge("gossip_recap_chat_connected", "Chat connection up (1) or down (0)",
                                    ["platform"], registry=r)

    def recap_done(self, engine: str, outcome: str, seconds: float, cached: bool) -> None:
        label = engine.split(":", 2)[0] + (":" + engine.split(":", 2)[1] if engine.startswith("llm:") else "")
        self.recaps.labels(engine=label, outcome=outcome).inc()
        self.recap_seconds.observe(seconds)
        if outcome in FETCH_KINDS:
            self.fetch_errors.labels(kind=outcome).inc()
        if outcome == "ok":
            self.cache.labels(result="hit" if cached else "miss").inc()

    def llm_usage(self, stats: Mapping[str, Any]) -> None:
        if "tokens_in" in stats:
            self.llm_tokens.labels(direction="in").inc(float(stats["tokens_in"] or 0))
        if "tokens_out" in stats:
            self.llm_tokens.labels(direction="out").inc(float(stats["tokens_out"] or 0))
        attempts = stats.get("attempts")
        if isinstance(attempts, list):
            for a in attempts:
                self.llm_seconds.observe(float(a.get("latency_ms") or 0) / 1000)
                self.llm_attempts.labels(kind=str(a.get("kind")), outcome=str(a.get("outcome"))).inc()
        elif "llm_seconds" in stats:
            self.llm_seconds.observe(float(stats["llm_seconds"]))

    def render(self) -> bytes:
        return bytes(generate_latest(self.registry))
