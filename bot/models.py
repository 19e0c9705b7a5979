"""Frozen dataclasses for the data that flows through the bot: Article -> Quote/Bullet -> Recap -> DigestEntry."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from datetime import date, datetime
from types import MappingProxyType
from typing import Any


@dataclass(frozen=True, slots=True)
class Article:
    """An extracted article. ``paragraphs`` is the body only; paragraph numbers are 1-based everywhere else."""

    source: str
    url: str | None
    title: str
    paragraphs: tuple[str, ...]
    canonical_url: str | None = None
    site: str | None = None
    author: str | None = None
    published: date | None = None
    warnings: tuple[str, ...] = ()
    # The page as a browser shows it (headline, standfirst, captions, body ...), blocks separated by "\n", in the
    # page's own characters; "" when unknown (text files, old cache entries). Used to make citation links unique.
    visible_text: str = field(default="", repr=False, compare=False)
    # ISO 639-1 code of the article's language (page metadata, else bot.text.langid's guess), None when unknown
    lang: str | None = None

    def paragraph(self, number: int) -> str:
        """The paragraph with 1-based ``number``."""
        return self.paragraphs[number - 1]

    def to_json(self) -> dict[str, Any]:
        """The `extract --json` contract."""
        return {
            "source": self.source,
            "url": self.url,
            "title": self.title,
            "site": self.site,
            "author": self.author,
            "published": self.published.isoformat() if self.published else None,
            "lang": self.lang,
            "paragraphs": list(self.paragraphs),
        }


@dataclass(frozen=True, slots=True)
class Quote:
    """A direct quotation: ``text`` is verbatim from paragraph ``paragraph`` (1-based), marks excluded."""

    text: str
    speaker: str | None
    paragraph: int

    def to_json(self) -> dict[str, Any]:
        return {"text": self.text, "speaker": self.speaker, "paragraph": self.paragraph}


@dataclass(frozen=True, slots=True)
class Bullet:
    """One summary bullet; ``cites`` are 1-based paragraph numbers."""

    text: str
    cites: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"text": self.text, "cites": list(self.cites)}


@dataclass(frozen=True, slots=True)
class Recap:
    article: Article
    headline: str
    summary: tuple[Bullet, ...]
    quotes: tuple[Quote, ...]
    key_quotes: tuple[Quote, ...]
    engine: str
    warnings: tuple[str, ...] = ()
    stats: Mapping[str, Any] = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        # read-only once built: a recap is shared by every channel that asked for it, and cached
        object.__setattr__(self, "stats", MappingProxyType(dict(self.stats)))

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        """Picklable (a recap is built in a worker process): the read-only stats travel as a plain dict."""
        return (Recap, (self.article, self.headline, self.summary, self.quotes, self.key_quotes, self.engine,
                        self.warnings, dict(self.stats)))

    def to_json(self) -> dict[str, Any]:
        """The `recap --json` contract: all of `extract`, plus the recap fields."""
        out = self.article.to_json()
        out.update(
            {
                "headline": self.headline,
                "summary": [b.to_json() for b in self.summary],
                "quotes": [q.to_json() for q in self.quotes],
                "key_quotes": [q.to_json() for q in self.key_quotes],
                "engine": self.engine,
                "warnings": list(self.warnings),
            }
        )
        return out


@dataclass(frozen=True, slots=True)
class DigestEntry:
    """A recap the bot posted in a channel, as recorded for the daily digest."""

    platform: str
    workspace: str
    channel: str
    canonical_url: str
    story_key: str
    title: str
    headline: str
    site: str | None
    key_quote: Quote | None
    posted_at: datetime
    interest: int = 1
    people: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        d["posted_at"] = self.posted_at.isoformat()
        return d


def _quote_from(d: dict[str, Any]) -> Quote:
    return Quote(text=str(d["text"]), speaker=d.get("speaker"), paragraph=int(d["paragraph"]))


def article_from_json(d: dict[str, Any]) -> Article:
    """Inverse of :meth:`Article.to_json` (plus optional canonical_url/warnings)."""
    pub = d.get("published")
    return Article(
        source=str(d.get("source") or d.get("url") or ""),
        url=d.get("url"),
        title=str(d.get("title") or ""),
        paragraphs=tuple(str(p) for p in d.get("paragraphs", [])),
        canonical_url=d.get("canonical_url"),
        site=d.get("site"),
        author=d.get("author"),
        published=date.fromisoformat(pub) if pub else None,
        warnings=tuple(d.get("article_warnings", [])),
        visible_text=str(d.get("visible_text") or ""),
        lang=d.get("lang"),
    )


def recap_from_json(d: dict[str, Any]) -> Recap:
    """Inverse of :meth:`Recap.to_json` (used by the recap cache)."""
    return Recap(
        article=article_from_json(d),
        headline=str(d["headline"]),
        summary=tuple(Bullet(text=str(b["text"]), cites=tuple(int(c) for c in b["cites"])) for b in d["summary"]),
        quotes=tuple(_quote_from(q) for q in d["quotes"]),
        key_quotes=tuple(_quote_from(q) for q in d["key_quotes"]),
        engine=str(d["engine"]),
        warnings=tuple(str(w) for w in d.get("warnings", [])),
    )
