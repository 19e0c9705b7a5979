"""The shared corpus of real pages, loaded one way for every benchmark.

../shared/corpora/trafilatura (read-only; publishers' text is never committed): ``evaldata.json`` maps each page's
URL (or another key) to its file in ``html/<file>.gz`` and the snippets that must (``with``) or must not
(``without``) be in the extracted text. Pages are decoded as the trafilatura evaluation decodes them.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from trafilatura.utils import decode_file

REPO = Path(__file__).resolve().parents[1]
CORPUS = REPO.parent / "shared" / "corpora" / "trafilatura"


@dataclass(frozen=True, slots=True)
class CorpusPage:
    key: str  # the evaldata key: the page's URL for most pages
    file: str  # file name under html/ without ".gz"
    html: str
    entry: dict[str, Any]  # the evaldata entry (file, with, without)

    @property
    def url(self) -> str | None:
        return self.key if self.key.startswith("http") else None


def corpus_present() -> bool:
    return (CORPUS / "evaldata.json").exists()


def corpus_entries(*, ordered: bool = False) -> list[tuple[str, dict[str, Any]]]:
    """The evaldata items (key, entry), in file order or sorted by key; empty when the corpus is absent."""
    if not corpus_present():
        return []
    items = list(json.loads((CORPUS / "evaldata.json").read_text(encoding="utf-8")).items())
    return sorted(items) if ordered else items


def load_page(key: str, entry: dict[str, Any]) -> CorpusPage | None:
    """One page, decoded to text; None when its file is missing."""
    path = CORPUS / "html" / (entry["file"] + ".gz")
    if not path.exists():
        return None
    raw = decode_file(gzip.decompress(path.read_bytes()))
    html = raw if isinstance(raw, str) else raw.decode("utf-8", "replace")
    return CorpusPage(key=key, file=entry["file"], html=html, entry=entry)


def corpus_pages(items: Iterable[tuple[str, dict[str, Any]]] | None = None) -> Iterator[CorpusPage]:
    """Every page of ``items`` (default: the whole corpus in file order) whose file exists."""
    for key, entry in corpus_entries() if items is None else items:
        if (page := load_page(key, entry)) is not None:
            yield page
