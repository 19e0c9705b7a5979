"""Frozen dataclasses for the data that flows through the bot: Article -> Quote/Bullet -> Recap -> DigestEntry."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, fields
from datetime import date, datetime
from enum import StrEnum
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


class Sourcing(StrEnum):
    """How the article knows what a bullet or quotation says (issue #17), from the article's own words."""

    ON_RECORD = "on_record"  # a named person, own words
    REPRESENTATIVE = "representative"  # rep, publicist, lawyer, spokesperson, a statement or release
    ANONYMOUS = "anonymous"  # source, insider, friend, "it is understood"
    SOCIAL = "social"  # Instagram/X/TikTok post, podcast, livestream, commenters
    OTHER_OUTLET = "other_outlet"  # "told TMZ", "according to Page Six", "as first reported by"
    COURT_RECORD = "court_record"  # filings, police, court, documents obtained
    UNATTRIBUTED = "unattributed"  # the outlet's own assertion


def _sourcing_of(value: Any) -> Sourcing | None:
    try:
        return Sourcing(value) if value else None
    except ValueError:
        return None


# a key quote's readable length in words: the chooser prefers quotes within it (summarize.extractive.select_key_quotes)
# and every renderer shows a longer one as its opening whole sentences within it, marked "…" (render.quote_text)
KEY_QUOTE_WORDS = 60


@dataclass(frozen=True, slots=True)
class Quote:
    """A direct quotation: ``text`` is verbatim from paragraph ``paragraph`` (1-based), marks excluded.

    ``sourcing`` is set once the recap is built (``bot.sourcing``); ``via`` names the outlet or platform when the
    label is other_outlet/social and the article names it ("TMZ", "Instagram"); ``credit`` is the kind of mention the
    English miner named the speaker through ("person", "pronoun", "anon", ...; None when none or unknown); ``route``
    the English miner's rule that named it ("post", "pre", "colon", "prev", ...; None when no speaker or unknown)."""

    text: str
    speaker: str | None
    paragraph: int
    sourcing: Sourcing | None = field(default=None, compare=False)
    via: str | None = field(default=None, compare=False)
    credit: str | None = field(default=None, compare=False)
    route: str | None = field(default=None, compare=False)

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"text": self.text, "speaker": self.speaker, "paragraph": self.paragraph}
        d["sourcing"] = self.sourcing.value if self.sourcing is not None else None
        d["via"] = self.via
        return d


@dataclass(frozen=True, slots=True)
class Bullet:
    """One summary bullet; ``cites`` are 1-based paragraph numbers; ``sourcing`` as for :class:`Quote`."""

    text: str
    cites: tuple[int, ...]
    sourcing: Sourcing | None = field(default=None, compare=False)
    via: str | None = field(default=None, compare=False)

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"text": self.text, "cites": list(self.cites)}
        d["sourcing"] = self.sourcing.value if self.sourcing is not None else None
        d["via"] = self.via
        return d


@dataclass(frozen=True, slots=True)
class SourceCount:
    """``count`` distinct sources with one label. ``via``: the outlet (other_outlet) or "commenters" (social: online
    commenters, not someone's own post); ``who``: the one named person behind an other_outlet count."""

    label: Sourcing
    count: int
    via: str | None = None
    who: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"label": self.label.value, "count": self.count, "via": self.via, "who": self.who}


@dataclass(frozen=True, slots=True)
class SourcingSummary:
    """The recap's sourcing verdict: the article's distinct sources per label (its attributed sentences and quotations;
    the outlet's own assertions are not counted), and the flags.

    ``rests_on`` is anonymous/other_outlet when the central claim (the lead bullet) rests only on that and no named,
    on-the-record source in the article backs it; ``rests_via`` names the outlet. ``denial`` is who denies (the
    bullet's source, "" when the article does not say) when a shown bullet carries a denial, else None.

    ``counts`` keeps every count (one per outlet) in the JSON contract; only the line renderers show is capped and
    merged (:func:`bot.render.verdict_line`)."""

    counts: tuple[SourceCount, ...]
    rests_on: Sourcing | None = None
    rests_via: str | None = None
    denial: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "counts": [c.to_json() for c in self.counts],
            "rests_on": self.rests_on.value if self.rests_on else None,
            "rests_via": self.rests_via,
            "denial": self.denial,
        }

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> SourcingSummary | None:
        counts = []
        for c in d.get("counts") or []:
            label = _sourcing_of(c.get("label"))
            if label is not None:
                counts.append(SourceCount(label, int(c.get("count") or 0), c.get("via"), c.get("who")))
        return cls(counts=tuple(counts), rests_on=_sourcing_of(d.get("rests_on")), rests_via=d.get("rests_via"),
                   denial=d.get("denial"))


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
    sourcing: SourcingSummary | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        # read-only once built: a recap is shared by every channel that asked for it, and cached
        object.__setattr__(self, "stats", MappingProxyType(dict(self.stats)))

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        """Picklable (a recap is built in a worker process): every field, in order; the read-only stats travel as a
        plain dict."""
        return (Recap, tuple(dict(self.stats) if f.name == "stats" else getattr(self, f.name) for f in fields(self)))

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
                "sourcing": self.sourcing.to_json() if self.sourcing is not None else None,
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
    sourcing: SourcingSummary | None = None  # the recap's sourcing verdict (issue #17), None when unknown


    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        d["posted_at"] = self.posted_at.isoformat()
        d["sourcing"] = self.sourcing.to_json() if self.sourcing is not None else None
        return d


def _quote_from(d: dict[str, Any]) -> Quote:
    return Quote(text=str(d["text"]), speaker=d.get("speaker"), paragraph=int(d["paragraph"]),
                 sourcing=_sourcing_of(d.get("sourcing")), via=d.get("via"))


def _bullet_from(d: dict[str, Any]) -> Bullet:
    return Bullet(text=str(d["text"]), cites=tuple(int(c) for c in d["cites"]),
                  sourcing=_sourcing_of(d.get("sourcing")), via=d.get("via"))


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
        summary=tuple(_bullet_from(b) for b in d["summary"]),
        quotes=tuple(_quote_from(q) for q in d["quotes"]),
        key_quotes=tuple(_quote_from(q) for q in d["key_quotes"]),
        engine=str(d["engine"]),
        warnings=tuple(str(w) for w in d.get("warnings", [])),
        sourcing=SourcingSummary.from_json(d["sourcing"]) if isinstance(d.get("sourcing"), dict) else None,
    )
