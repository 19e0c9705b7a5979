"""Renderers: pure functions of a :class:`~bot.models.Recap` for terminals, Markdown, Discord and Slack.

Shared helpers live here: the article link, the per-bullet citation links (text fragments pointing at the cited
sentence), the source line parts and word-boundary truncation. Platform escaping (no pings, no injected markup) is
done by each renderer with :mod:`bot.sanitize` on every string that comes from an article.
"""

from __future__ import annotations

import re
from urllib.parse import quote, urlsplit, urlunsplit

from bot import citations
from bot.models import KEY_QUOTE_WORDS, Article, Bullet, Quote, Recap, Sourcing, SourcingSummary
from bot.sanitize import ZWSP
from bot.text import bare_line, title_is_lead
from bot.text.sentences import sentence_prefix

ELLIPSIS = "\u2026"
_WS = re.compile(r"\s+")
# Characters kept as-is in URLs we emit; everything else (spaces, ()<>|"`*_[]@{}\ and non-ASCII) is %-encoded, so
# a URL can sit inside Markdown links or Slack <url|label> and never carry a mention or markup.
_URL_SAFE = "/:=&?%+;,.-~!$'"
MAX_CITES = 5  # citation links shown per bullet

# Fixed strings readers see, per interface language. Only English is written: the article's language never changes
# them; a channel that sets a language (not configurable yet) is the seam: pass its code as ``lang``.
UI_STRINGS: dict[str, dict[str, str]] = {
    "en": {
        "key_quotes": "Key quotes", "read_article": "Read the article", "sources": "Sources",
        # sourcing (issue #17): the tag on a bullet or quote, and the verdict's pieces ("{n}", "{via}", "{who}")
        "sourcing": "Sourcing",
        "tag.on_record": "on the record", "tag.representative": "rep statement", "tag.anonymous": "anonymous source",
        "tag.social": "social media", "tag.social_via": "via {via}", "tag.other_outlet": "another outlet",
        "tag.other_outlet_via": "via {via}", "tag.court_record": "court/police record",
        "tag.unattributed": "unattributed",
        "count.on_record": "{n} on the record", "count.representative": "{n} rep statement",
        "count.representative_n": "{n} rep statements", "count.anonymous": "{n} anonymous source",
        "count.anonymous_n": "{n} anonymous sources", "count.social": "{n} from social media",
        "count.other_outlet": "{n} via another outlet", "count.other_outlet_via": "{n} via {via}",
        "count.other_outlet_who": "{n} via {via} ({who}'s own account)", "count.social_commenters": "{n} commenters",
        "count.social_commenters_1": "1 commenter",
        "count.court_record": "{n} court/police record", "count.court_record_n": "{n} court/police records",
        "count.unattributed": "{n} unattributed", "count.more": "+{n} more", "more_outlets": "+{n}",
        "flag.anonymous": "Rests on an unnamed source.",
        "flag.other_outlet": "Rests on another outlet's report.",
        "flag.other_outlet_via": "Rests on another outlet's report ({via}).",
        "flag.denial": "A denial is included.", "flag.denial_who": "A denial is included ({who}).",
    },
}


def ui(key: str, lang: str | None = None) -> str:
    """The fixed string ``key`` in interface language ``lang`` (English when unset or not written)."""
    return UI_STRINGS.get(lang or "en", {}).get(key) or UI_STRINGS["en"][key]


_AT_BROADCAST = re.compile(r"@(?=everyone|here|channel)", re.IGNORECASE)


def defuse_broadcasts(text: str) -> str:
    """Belt and braces after bot.sanitize: break "@everyone"/"@here"/"@channel" whatever follows them
    (sanitize's word-boundary test lets "@everyone_" through)."""
    return _AT_BROADCAST.sub("@" + ZWSP, text)


def one_line(text: str) -> str:
    """Collapse whitespace (newlines included) to single spaces."""
    return _WS.sub(" ", text).strip()


def truncate(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` characters on a word boundary, ending with "…" when cut."""
    if limit <= 0:
        return ""
    if len(text) <= limit:
        return text
    if limit == 1:
        return ELLIPSIS
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    if space >= limit // 2:
        cut = cut[:space]
    cut = cut.rstrip().rstrip("\\")
    return cut + ELLIPSIS


def safe_url(url: str | None) -> str | None:
    """An http(s) URL re-encoded for embedding in Markdown/mrkdwn, or None when it is not a usable web link."""
    if not url:
        return None
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        return None
    host = parts.hostname or ""
    if parts.scheme.lower() not in {"http", "https"} or not host or "@" in parts.netloc:
        return None
    if not re.fullmatch(r"[A-Za-z0-9.\-:\[\]]+", parts.netloc):
        return None
    path = quote(parts.path, safe=_URL_SAFE)
    query = quote(parts.query, safe=_URL_SAFE)
    frag = quote(parts.fragment, safe=_URL_SAFE)
    out = urlunsplit((parts.scheme.lower(), parts.netloc, path, query, frag))
    return out if len(out) <= 2000 else None


def article_link(recap: Recap) -> str | None:
    """The link to the article (canonical URL preferred), safe for embedding; None for files/stdin."""
    a = recap.article
    return safe_url(a.canonical_url) or safe_url(a.url)


def cited_sentence(article: Article, bullet: Bullet, number: int) -> str | None:
    """The sentence bullet ``bullet`` quotes from paragraph ``number``, in the page's own characters (the bullet's
    span when verbatim there, else the paragraph's first sentence); None when the paragraph does not exist."""
    return citations.cited_sentence(article, bullet.text, number)


def citation_links(recap: Recap, bullet: Bullet) -> list[tuple[int, str | None]]:
    """``(n, link)`` for each cited paragraph (first MAX_CITES, de-duplicated).

    ``link`` is a text-fragment URL whose first match is the cited sentence, the article URL when no such fragment
    exists, or None without an article URL."""
    base = recap.article.canonical_url or recap.article.url
    out: list[tuple[int, str | None]] = []
    for n in dict.fromkeys(bullet.cites[:MAX_CITES]):
        link = citations.citation_link(recap.article, bullet.text, n)
        out.append((n, safe_url(link) or safe_url(base)))
    return out


def cited_paragraph_links(recap: Recap) -> list[tuple[int, str]]:
    """The link list under the bullets: ``(n, link)`` once for each cited paragraph with a link, in the order the shown
    bullets first cite them (several bullets citing paragraph 1 list "[1]" once, with the first bullet's link; the
    bullets keep their markers)."""
    out: dict[int, str] = {}
    for b in shown_bullets(recap):
        for n, u in citation_links(recap, b):
            if u and n not in out:
                out[n] = u
    return list(out.items())


def source_parts(recap: Recap) -> list[str]:
    """Site, author and publication date (ISO), whichever are known (raw article text: escape before use); an author
    that is the site's name again ("The Economist · The Economist") is shown once."""
    a = recap.article
    parts: list[str] = []
    for p in (a.site, a.author):
        if p and p.strip() and one_line(p).casefold() not in {q.casefold() for q in parts}:
            parts.append(one_line(p))
    if a.published is not None:
        parts.append(a.published.isoformat())
    return parts


def quote_text(quote: Quote) -> str:
    """The quote as shown: verbatim, minus a dangling comma/colon/semicolon left where the sentence went on; a quote
    of more than KEY_QUOTE_WORDS words shows its opening whole sentences within that length, then " …" (a verbatim
    prefix of the verified quote, ending at a sentence end inside the quotation)."""
    text = quote.text.rstrip().rstrip(",;:").rstrip() or quote.text
    shown = sentence_prefix(text, KEY_QUOTE_WORDS)
    return text if shown == text else shown + " " + ELLIPSIS


def speaker_name(quote: Quote) -> str:
    """The quote's speaker, or "unattributed" (raw: escape before use)."""
    return one_line(quote.speaker) if quote.speaker and quote.speaker.strip() else "unattributed"


def _title_is_lead(recap: Recap) -> bool:
    """The article's title is only its first sentence (cut with "…" for a text file): the headline says it better."""
    return title_is_lead(recap.article.title, recap.article.paragraphs) and bool(recap.headline.strip())


def recap_title(recap: Recap) -> str:
    """The top line: the page's own title, or the headline when the title is only the cut first sentence."""
    return recap.headline if _title_is_lead(recap) else recap.article.title


def show_headline(recap: Recap) -> bool:
    """Whether to print the headline under the title: not when it is empty, says the title's words again, or is
    itself the top line (a title-less story)."""
    if not recap.headline.strip() or _title_is_lead(recap):
        return False
    head = bare_line(recap.headline)
    return bool(head) and head != bare_line(recap.article.title)


def shown_bullets(recap: Recap) -> tuple[Bullet, ...]:
    """The bullets to print: all, but the one that opens like the headline when the headline is the story's own lead
    (a title-less story), so the opening is never printed twice."""
    head = bare_line(recap.headline).split()
    if not head or bare_line(recap.headline) == bare_line(recap.article.title) and not _title_is_lead(recap):
        return recap.summary
    n = min(6, len(head))
    out = tuple(b for b in recap.summary if bare_line(b.text).split()[:n] != head[:n])
    return out or recap.summary


def sourcing_tag(label: Sourcing | None, via: str | None = None, lang: str | None = None) -> str:
    """The short sourcing tag of a bullet or quote ("anonymous source", "via TMZ"; raw: escape before use), "" when
    the item has no label."""
    if label is None:
        return ""
    if via and label in (Sourcing.SOCIAL, Sourcing.OTHER_OUTLET):
        return ui(f"tag.{label.value}_via", lang).format(via=one_line(via))
    return ui(f"tag.{label.value}", lang)


# the longest lead tag a chat renderer puts on its title or header line (a "via <outlet>" comes from the page)
LEAD_TAG_MAX = 64


def lead_tag(recap: Recap, lang: str | None = None) -> str:
    """The sourcing tag of the bullet :func:`shown_bullets` leaves out because the headline says it (a title-less
    story's lead, printed once, as the headline or the top line): that line carries the claim, so it carries the
    claim's tag (raw: escape before use); "" when no bullet is left out."""
    shown = {id(b) for b in shown_bullets(recap)}
    left = next((b for b in recap.summary if id(b) not in shown), None)
    return sourcing_tag(left.sourcing, left.via, lang) if left is not None else ""


def quote_tag(quote: Quote, lang: str | None = None) -> str:
    """A key quote's sourcing tag as shown beside its speaker: :func:`sourcing_tag`, but "" where it would only say the
    speaker's place again (a quote credited to nobody, labelled unattributed: "— unattributed", not
    "— unattributed (unattributed)")."""
    tag = sourcing_tag(quote.sourcing, quote.via, lang)
    return "" if tag == speaker_name(quote) else tag


# The verdict's count line is one short line a chat reader takes in at a glance (issue #17: a page with 14 labels
# made ~400 characters). The cap is presentation only: SourcingSummary.counts (the JSON contract) keeps every count;
# the flags ("Rests on an unnamed source.", the denial) are separate lines and never cut. Every platform's own limit
# (Discord field 1024 / footer 2048, Slack context 3000, the digest's verdict room) is far above it.
VERDICT_MAX = 140
VERDICT_OUTLETS = 2  # outlet names shown in the merged "via" piece ("5 via People, TMZ +3") before it shortens to one
# Which pieces of the count line go first when it is too long: the least weighty first (online commenters, then
# posts, other outlets' reports, papers); the named and unnamed sources a gossip reader weighs stay longest. Every
# label kind is listed (an "unattributed" count, which the summary does not make today, goes first).
VERDICT_DROP_FIRST = ("unattributed", "social_commenters", "social", "other_outlet", "court_record", "representative",
                      "anonymous", "on_record")


def _verdict_pieces(summary: SourcingSummary, lang: str | None, outlets: int) -> list[tuple[str, int, str]]:
    """``(kind, sources, text)`` per piece of the count line, in the summary's order: one piece per label kind, the
    commenters apart from posts, every other outlet merged into one piece naming ``outlets`` of them (the most cited
    first) and "+N" for the rest; a lone outlet keeps its "(X's own account)"."""
    out: list[tuple[str, int, str]] = []
    merged = [c for c in summary.counts if c.label is Sourcing.OTHER_OUTLET]
    for c in summary.counts:
        kind = c.label.value
        if c.label is Sourcing.OTHER_OUTLET:
            if c is not merged[0]:
                continue
            if len(merged) > 1:
                n = sum(m.count for m in merged)
                named = sorted((m for m in merged if m.via), key=lambda m: -m.count)  # stable: the summary's order
                if not named:
                    out.append((kind, n, ui("count.other_outlet", lang).format(n=n)))
                    continue
                shown = ", ".join(one_line(m.via or "") for m in named[:outlets])
                rest = len(named) - outlets
                via = shown + (" " + ui("more_outlets", lang).format(n=rest) if rest > 0 else "")
                out.append((kind, n, ui("count.other_outlet_via", lang).format(n=n, via=via)))
                continue
        key = f"count.{kind}"
        if c.label is Sourcing.OTHER_OUTLET and c.via:
            key += "_who" if c.who else "_via"
        elif c.label is Sourcing.SOCIAL and c.via:
            kind = "social_commenters"
            key += "_commenters" if c.count != 1 else "_commenters_1"
        elif c.count != 1 and f"{key}_n" in UI_STRINGS["en"]:
            key += "_n"
        out.append((kind, c.count, ui(key, lang).format(n=c.count, via=one_line(c.via or ""),
                                                          who=one_line(c.who or ""))))
    return out


def verdict_line(summary: SourcingSummary, lang: str | None = None, limit: int = VERDICT_MAX) -> str:
    """The count line of the verdict ("Sourcing: 2 on the record · 1 rep statement · 3 via TMZ, People +1"), at most
    ``limit`` characters where it can be: outlets merged; when too long, the merged outlets name one outlet, then the
    least weighty pieces (:data:`VERDICT_DROP_FIRST`) go and "+N more" counts their sources. "" without counts."""
    head = f"{ui('sourcing', lang)}: "
    sep = " \u00b7 "
    pieces = _verdict_pieces(summary, lang, VERDICT_OUTLETS)
    if not pieces:
        return ""
    line = head + sep.join(p for _, _, p in pieces)
    if len(line) <= limit:
        return line
    pieces = _verdict_pieces(summary, lang, 1)
    dropped = 0
    order = sorted(range(len(pieces)), key=lambda i: (VERDICT_DROP_FIRST.index(pieces[i][0]), -i))
    kept = list(range(len(pieces)))
    for i in [-1, *order[:-1]]:  # never drop the last piece standing
        if i >= 0:
            kept.remove(i)
            dropped += pieces[i][1]
        more = [ui("count.more", lang).format(n=dropped)] if dropped else []
        line = head + sep.join([pieces[k][2] for k in kept] + more)
        if len(line) <= limit:
            break
    return line


def sourcing_lines(summary: SourcingSummary | None, lang: str | None = None, limit: int = VERDICT_MAX) -> list[str]:
    """The recap's sourcing verdict: "Sourcing: 2 on the record · 1 rep statement · 1 via TMZ" (:func:`verdict_line`,
    capped at ``limit``), then its flags ("Rests on an unnamed source.", the denial), never cut; [] without a summary
    (raw: escape before use)."""
    if summary is None:
        return []
    line = verdict_line(summary, lang, limit)
    lines = [line] if line else []
    if summary.rests_on is Sourcing.ANONYMOUS:
        lines.append(ui("flag.anonymous", lang))
    elif summary.rests_on is Sourcing.OTHER_OUTLET:
        lines.append(ui("flag.other_outlet_via" if summary.rests_via else "flag.other_outlet", lang).format(
            via=one_line(summary.rests_via or "")))
    if summary.denial is not None:
        lines.append(ui("flag.denial_who" if summary.denial else "flag.denial", lang).format(
            who=one_line(summary.denial)))
    return lines


def engine_label(recap: Recap) -> str:
    return one_line(recap.engine) or "extractive"
