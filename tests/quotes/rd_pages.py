"""The mozilla/readability test pages kept in ../shared/corpora/rd-pages, read in one place.

Each page is readability's extracted article HTML (test/test-pages/<folder>/expected.html of the mozilla/readability
repository) copied unchanged to ../shared/corpora/rd-pages/<folder>/expected.html (SOURCE.md there names the commits;
publishers' text never enters the repo). Label files name a page 'readability.<folder>'. Two label sets read them: the
English check5 set (tests/quotes/real.py, real_en_check5.json) and the German/French/Spanish rd rows
(tests/quotes/multi.py, real_multi_rd.json); both take the paragraphs from :func:`paragraphs`.
"""

from __future__ import annotations

from pathlib import Path

import lxml.html

PREFIX = "readability."  # a label file's page id: 'readability.<folder>'
_BLOCKS = frozenset({"p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote"})


def folder(shared: Path) -> Path:
    """The rd-pages folder under ../shared (absent on a machine without it: its sets and rows are skipped)."""
    return shared / "corpora" / "rd-pages"


def page_path(shared: Path, file: str) -> Path:
    """A page's copy of expected.html ('readability.<folder>' -> rd-pages/<folder>/expected.html)."""
    return folder(shared) / file.removeprefix(PREFIX) / "expected.html"


def paragraphs(html: str) -> list[str]:
    """The paragraphs of readability's extracted article HTML, the same every time: each p / li / h1-h6 / blockquote
    element holding no other such element, in document order, its text with whitespace runs collapsed; empty ones
    skipped."""
    out: list[str] = []
    for el in lxml.html.fromstring(html).iter(*_BLOCKS):
        if any(d is not el and d.tag in _BLOCKS for d in el.iter()):
            continue
        text = " ".join(el.text_content().split())
        if text:
            out.append(text)
    return out


def page_paragraphs(shared: Path, file: str) -> list[str]:
    """One page's paragraphs, read from its expected.html under ../shared; raises OSError when absent."""
    return paragraphs(page_path(shared, file).read_text(encoding="utf-8"))
