"""The hand-labelled fictional articles in labelled.json: every quotation found, with its speaker, nothing extra."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bot.quotes import mine_quotes

ARTICLES: list[dict[str, Any]] = json.loads((Path(__file__).parent / "labelled.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("article", ARTICLES, ids=[a["name"] for a in ARTICLES])
def test_labelled_article(article: dict[str, Any]) -> None:
    got = [(q.text, q.speaker) for q in mine_quotes(article["paragraphs"])]
    assert got == [(q["text"], q["speaker"]) for q in article["quotes"]]
