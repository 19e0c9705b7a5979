"""Metadata helpers for :mod:`bot.extract`: title, site, author, date, canonical URL from a parsed page.

Trafilatura's own metadata is used first by the caller; these functions are the fallbacks and the parts
trafilatura does not do the way we want (canonical URL resolution, ``" | Site"`` title suffixes, JSON-LD dates).
"""

from __future__ import annotations

import html
import json
import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import date
from email.utils import parsedate_to_datetime
from typing import Any
from urllib.parse import urljoin, urlsplit

from lxml import html as lxml_html
from tld import get_fld

from bot.text.norm import strip_marks

_TITLE_SEPARATORS = (" | ", " - ", " – ", " — ", " :: ", " · ", " / ")
# separators cut only beside the site's own name ("Story • CareElite"): as a short last part they are a list's
# ("Drucker • Etiketten • Service") or a work's ("Buch der Woche - Nikole Hannah-Jones • 1619")
_SITE_SEPARATORS = (*_TITLE_SEPARATORS, " \u2022 ", " \u22c6 ", " \u203a ")
_ISO_DATE = re.compile(r"(\d{4})-(\d{2})-(\d{2})")
_INVISIBLE = re.compile("[\u00ad\u200b\u2060\ufeff]")  # soft hyphens, zero-width characters


def clean_space(text: str) -> str:
    """NFC, whitespace runs to one space, no soft hyphens / zero-width spaces (quote marks are kept as they are)."""
    # (str.split() splits at exactly the characters re's \s matches, and drops the ends' runs as strip() does)
    return " ".join(_INVISIBLE.sub("", unicodedata.normalize("NFC", text)).split())


def meta_content(tree: lxml_html.HtmlElement, *keys: str) -> str | None:
    """The first non-empty ``<meta property|name=key content=...>`` among ``keys`` (case-insensitive)."""
    wanted = {k.lower() for k in keys}
    found: dict[str, str] = {}
    for el in tree.iter("meta"):
        key = (el.get("property") or el.get("name") or el.get("itemprop") or "").strip().lower()
        if key not in wanted or key in found:
            continue
        if content := clean_space(el.get("content") or ""):
            found[key] = content
    for k in keys:
        if k.lower() in found:
            return found[k.lower()]
    return None


_HEAD_TAGS = ("meta", "link", "title", "h1", "time", "script")


@dataclass(frozen=True, slots=True)
class Head:
    """The elements the metadata rules read, gathered in one pass over the parsed page (each rule used to walk the
    whole tree for its own tag), each list in document order."""

    tree: lxml_html.HtmlElement
    metas: dict[str, list[str]]  # <meta> key (property, else name, else itemprop; lower case) -> raw contents
    http_equiv: list[lxml_html.HtmlElement]  # <meta http-equiv>
    links: list[lxml_html.HtmlElement]
    title: lxml_html.HtmlElement | None  # the first <title>
    h1s: list[lxml_html.HtmlElement]
    times: list[lxml_html.HtmlElement]
    scripts: list[lxml_html.HtmlElement]
    date_marked: list[lxml_html.HtmlElement] | None = None  # //*[@itemprop='datePublished'][not(self::meta)]

    def meta(self, *keys: str) -> str | None:
        """What :func:`meta_content` gives for ``keys``."""
        for key in keys:
            for raw in self.metas.get(key.lower(), ()):
                if content := clean_space(raw):
                    return content
        return None


def read_head(tree: lxml_html.HtmlElement, date_marked: list[lxml_html.HtmlElement] | None = None) -> Head:
    """The :class:`Head` of ``tree`` (``date_marked``: its microdata date elements, when the caller has them)."""
    metas: dict[str, list[str]] = {}
    http_equiv: list[lxml_html.HtmlElement] = []
    links: list[lxml_html.HtmlElement] = []
    title: lxml_html.HtmlElement | None = None
    h1s: list[lxml_html.HtmlElement] = []
    times: list[lxml_html.HtmlElement] = []
    scripts: list[lxml_html.HtmlElement] = []
    for el in tree.iter(_HEAD_TAGS):
        tag = el.tag
        if tag == "meta":
            key = (el.get("property") or el.get("name") or el.get("itemprop") or "").strip().lower()
            metas.setdefault(key, []).append(el.get("content") or "")
            if el.get("http-equiv") is not None:
                http_equiv.append(el)
        elif tag == "link":
            links.append(el)
        elif tag == "title":
            if title is None and el is not tree:
                title = el
        elif tag == "h1":
            h1s.append(el)
        elif tag == "time":
            times.append(el)
        else:
            scripts.append(el)
    return Head(tree, metas, http_equiv, links, title, h1s, times, scripts, date_marked)


def strip_site_suffix(title: str, site: str | None) -> str:
    """``"Story | Site"`` -> ``"Story"`` (also ``"Site | Story"``); unchanged when no separator is found.

    The site's own name is looked for at every separator first ("Story - Site | Tagline | City" with that whole
    site name loses it all); only then is a short last part taken for a site name, and never one that closes a
    quotation the story opened ("Record of the week: ‘Dot / Lift Off’")."""
    title = clean_space(title)
    if site:
        for sep in _SITE_SEPARATORS:
            head, _, tail = title.rpartition(sep)
            first, _, rest = title.partition(sep)
            if head and clean_space(tail).lower() == site.lower():
                return clean_space(head)
            if rest and clean_space(first).lower() == site.lower():
                return clean_space(rest)
            if title.lower().startswith(site.lower() + sep) and len(title) > len(site + sep):
                return clean_space(title[len(site + sep):])  # "Site - Tagline - Story" with that whole site name
    for sep in _TITLE_SEPARATORS:
        if sep not in title:
            continue
        head, _, tail = title.rpartition(sep)
        if len(tail) <= 40 and len(head) > len(tail) and not _opens_quotation(head):
            return clean_space(head)
    return title


# (opening, closing) marks: English ‘…’ “…”, German ‚…‘ „…“ (whose closing marks are the English openers)
_QUOTE_PAIRS = (("\u2018", "\u2019"), ("\u201c", "\u201d"))
_LOW_QUOTE_PAIRS = (("\u201a", "\u2018"), ("\u201e", "\u201c"))


def _opens_quotation(text: str) -> bool:
    """``text`` opens a curly quotation it does not close, or holds an odd number of straight double quotes."""
    if text.count('"') % 2 == 1:
        return True
    return any(
        text.count(lo) > text.count(lc) if lo in text else text.count(o) > text.count(c)
        for (o, c), (lo, lc) in zip(_QUOTE_PAIRS, _LOW_QUOTE_PAIRS, strict=True)
    )


def page_title(page: Head, site: str | None) -> str | None:
    """og:title / twitter:title, else ``<title>`` minus a site suffix, else the first ``<h1>``."""
    og = page.meta("og:title", "twitter:title")
    if og:
        return strip_site_suffix(og, site)
    title_el = page.title
    if title_el is not None and clean_space(title_el.text_content()):
        return strip_site_suffix(title_el.text_content(), site)
    for h1 in page.h1s:
        text = clean_space(h1.text_content())
        if text:
            return text
    return None


def app_name(page: Head, host: str | None = None) -> str | None:
    """The ``application-name`` meta as a site name. Some pages fill it with the story's title (og:title /
    twitter:title / ``<title>``), which names no site: then only a part of it that spells ``host`` ("... - Handball
    Schweiz" on handball.ch, :func:`shown_site_name`), else None."""
    name = page.meta("application-name")
    if not name:
        return None
    title_el = page.title
    titles = {clean_space(t).casefold() for t in (page.meta("og:title", "twitter:title") or "",
                                                  title_el.text_content() if title_el is not None else "")}
    if clean_space(name).casefold() not in titles:
        return name
    part = shown_site_name(name, host)
    return part if part and part != clean_space(name) else None


def site_from_title(page: Head) -> str | None:
    """The site name around the headline in ``<title>`` ("Blog Name: Headline", "Headline | Blog Name") when the
    page has no site-name metadata: ``<title>`` minus the headline (og:title, else the first ``<h1>``)."""
    title_el = page.title
    full = clean_space(title_el.text_content()) if title_el is not None else ""
    headline = page.meta("og:title", "twitter:title")
    if not headline:
        h1 = page.h1s[0] if page.h1s else None
        headline = clean_space(h1.text_content()) if h1 is not None else None
    if not full or not headline or headline == full or headline not in full:
        return None
    head, _, tail = full.partition(headline)
    if head.strip() and tail.strip():
        return None
    rest = (head or tail).strip(" :|-–—»·/")
    return rest if 2 <= len(rest) <= 40 and not any(c in rest for c in "|:") else None


def join_authors(author: str) -> str:
    """"A; B" / "A, B" lists from metadata as a byline: "A and B", "A, B and C"."""
    names = [clean_space(n) for n in re.split(r"\s*;\s*", author) if clean_space(n)]
    if len(names) <= 1:
        return clean_space(author)
    return ", ".join(names[:-1]) + " and " + names[-1]


_SITE_PART_SEP = re.compile(r"\s(?:-|\u2013|\u2014|\u00b7)\s")


def shown_site_name(site: str | None, host: str | None = None) -> str | None:
    """The site name as a reader is shown it: a name that is a URL is its host without scheme or "www."
    ("https://www.pawszilla.com/" -> "pawszilla.com"); a name with " | " separators keeps its first part ("WSVN 7News |
    Miami News, Weather, Sports | Fort Lauderdale" -> "WSVN 7News"); a name in parts joined by " - ", " – ", " — " or
    " · " keeps the part that spells the page's ``host`` ("HearYa - Indie Music Blog" on hearya.com -> "HearYa",
    "Fishing Show in Rostock - BLINKER" on blinker.de -> "BLINKER"), whole when no part does. The title's site suffix
    is cut with the name as the page gives it (:func:`strip_site_suffix`), before this."""
    if not site:
        return site
    name = clean_space(site)
    if re.match(r"(?i)(?:https?://|www\.)\S+$", name):
        return hostname(name if "://" in name else "http://" + name) or name
    first = clean_space(name.split(" | ", 1)[0]).strip(" \u2022\u22c6\u203a") or name  # "› Litradio" -> "Litradio"
    parts = [clean_space(p) for p in _SITE_PART_SEP.split(first)]
    if len(parts) > 1 and host:
        label = _host_label(host)
        same = [p for p in parts if _squash(p) == label]
        near = [p for p in parts if spells_host(p, host)]
        if same or near:
            return (same or near)[0]
    return first


def spells_host(name: str, host: str) -> bool:
    """``name`` spells the host's registrable name, or a part of it, or the host's name is in it ("ZDFmediathek" on
    zdf.de, "Handball Schweiz" on handball.ch, "Reuters" on reuters.com); three letters or more either side."""
    label, squashed = _host_label(host), _squash(name)
    return min(len(squashed), len(label)) >= 3 and (label in squashed or squashed in label)


def _host_label(host: str) -> str:
    return _squash(registrable_domain(host).split(".")[0])


def _squash(text: str) -> str:
    """Letters and digits only, lower case, accents dropped: "La Prensa Gráfica" -> "laprensagrafica"."""
    return "".join(c for c in strip_marks(text.casefold()) if c.isalnum())


def hostname(url: str | None) -> str | None:
    if not url:
        return None
    try:
        host = urlsplit(url).hostname
    except ValueError:
        return None
    if not host:
        return None
    return host[4:] if host.startswith("www.") else host


def registrable_domain(host: str) -> str:
    """``news.bbc.co.uk`` -> ``bbc.co.uk`` by the public suffix list (``tld``); an unknown suffix keeps the last two
    labels; an IP address or a one-label name is itself."""
    host = host.lower().rstrip(".")
    if not host or ":" in host or host.replace(".", "").isdigit() or "." not in host:
        return host
    fld = get_fld(host, fix_protocol=True, fail_silently=True)
    return str(fld) if fld else ".".join(host.split(".")[-2:])


def _same_site(candidate: str, sites: set[str]) -> bool:
    host = urlsplit(candidate).hostname or ""
    return registrable_domain(host) in sites


def canonical_url(page: Head, url: str | None, visited: Iterable[str] = ()) -> str | None:
    """``<link rel=canonical>``, else og:url, resolved against ``url``; only http(s) results are returned.

    With a ``url``, a canonical is trusted only on the registrable domain of ``url`` or of a URL in ``visited``
    (the redirect chain): a page cannot point the recap, cache key or digest link at another site's article."""
    sites = {registrable_domain(urlsplit(u).hostname or "") for u in (url or "", *visited) if u}
    sites.discard("")
    candidates: list[str] = []
    for link in page.links:
        rels = (link.get("rel") or "").lower().split()
        if "canonical" in rels and (link.get("href") or "").strip():
            candidates.append((link.get("href") or "").strip())
    og = page.meta("og:url")
    if og:
        candidates.append(og)
    for cand in candidates:
        try:
            resolved = urljoin(url or "", cand)
            parts = urlsplit(resolved)
        except ValueError:
            continue
        if parts.scheme in ("http", "https") and parts.hostname:
            if sites and not _same_site(resolved, sites):
                continue
            return resolved
    return None


_SLASH_DATE = re.compile(r"(?<!\d)(\d{4})[/.](\d{1,2})[/.](\d{1,2})(?!\d)")
_URL_DATE = re.compile(r"/((?:19|20)\d{2})[/_-]?(0[1-9]|1[0-2])[/_-]?(0[1-9]|[12]\d|3[01])(?:[/_.-]|$)")


def _checked(year: int, month: int, day: int) -> date | None:
    try:
        d = date(year, month, day)
    except ValueError:
        return None
    return d if 1990 <= d.year <= 2100 else None


def parse_date(value: str | None) -> date | None:
    """The calendar date of a machine-readable date string: ISO (``2026-11-24T08:30:00Z`` -> 2026-11-24),
    ``2026/11/24``, or RFC 2822 (``Tue, 24 Nov 2026 08:30:00 GMT``). A bare year or month is not a date."""
    if not value:
        return None
    m = _ISO_DATE.search(value) or _SLASH_DATE.search(value)
    if m:
        return _checked(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    try:
        parsed = parsedate_to_datetime(value.strip())
    except (TypeError, ValueError, IndexError):
        return None
    return _checked(parsed.year, parsed.month, parsed.day) if parsed else None


def _walk_json(node: Any) -> Iterator[dict[str, Any]]:
    if isinstance(node, dict):
        yield node
        for v in node.values():
            yield from _walk_json(v)
    elif isinstance(node, list):
        for v in node:
            yield from _walk_json(v)


def ld_entities(scripts: Iterable[lxml_html.HtmlElement]) -> list[Any]:
    """The top-level JSON values of the ``<script type="application/ld+json">`` blocks among ``scripts`` (a
    :class:`Head`'s, or ``tree.iter("script")``; bad JSON is skipped), a block holding a list giving its items."""
    out: list[Any] = []
    for script in scripts:
        if "ld+json" not in (script.get("type") or "").lower():
            continue
        try:
            data = json.loads(script.text or "")
        except (ValueError, RecursionError):
            continue
        out.extend(data if isinstance(data, list) else [data])
    return out


def flat_ld(entities: Iterable[Any]) -> list[dict[str, Any]]:
    """Every JSON object inside ``entities`` (:func:`ld_entities`), nested ones included, in document order."""
    out: list[dict[str, Any]] = []
    for data in entities:
        try:
            out.extend(_walk_json(data))
        except RecursionError:
            continue
    return out


def json_ld(scripts: Iterable[lxml_html.HtmlElement]) -> list[dict[str, Any]]:
    """Every JSON object found in the ``<script type="application/ld+json">`` blocks among ``scripts`` (a
    :class:`Head`'s, or ``tree.iter("script")``; bad JSON is skipped)."""
    return flat_ld(ld_entities(scripts))


# Publication-date markers of the page's own metadata, most specific first (``<meta property|name|itemprop>``).
PUBLISHED_META_KEYS = (
    "article:published_time", "og:published_time", "og:article:published_time", "datePublished", "pubdate",
    "publishdate", "publish-date", "publish_date", "article.published", "parsely-pub-date", "sailthru.date",
    "dc.date.issued", "dcterms.issued", "dc.date", "dcterms.date", "date",
)


def published_date(page: Head, ld: list[dict[str, Any]], url: str | None = None) -> date | None:
    """The publication date from the page's own metadata only, never from its text: meta tags, JSON-LD
    ``datePublished``, microdata ``itemprop=datePublished``, a ``<time datetime>`` element (one marked as the
    publication date first), a date in the URL path (``/2026/11/24/``). None when the page has none of these."""
    d = parse_date(page.meta(*PUBLISHED_META_KEYS))
    if d:
        return d
    for obj in ld:
        d = parse_date(str(obj.get("datePublished") or ""))
        if d:
            return d
    for el in page.date_marked if page.date_marked is not None else _date_marked(page.tree):  # microdata: <abbr>
        d = parse_date(el.get("datetime") or el.get("content") or el.get("title"))
        if d:
            return d
    times = [el for el in page.times if (el.get("datetime") or "").strip()]
    marked = [el for el in times if el.get("pubdate") is not None or el.get("itemprop") == "datePublished"]
    for el in marked + times:
        d = parse_date(el.get("datetime"))
        if d:
            return d
    return url_date(url)


def _date_marked(tree: lxml_html.HtmlElement) -> Iterator[lxml_html.HtmlElement]:
    """``//*[@itemprop='datePublished'][not(self::meta)]``, lazily in Python (cheaper than libxml2's predicates)."""
    for el in tree.getroottree().getroot().iter():
        if isinstance(el.tag, str) and el.tag != "meta" and el.get("itemprop") == "datePublished":
            yield el


def url_date(url: str | None) -> date | None:
    """A full date in the URL path: ``/2026/11/24/story``, ``/2026-11-24-story``, ``/20261124/``."""
    if not url:
        return None
    try:
        path = urlsplit(url).path
    except ValueError:
        return None
    m = _URL_DATE.search(path)
    return _checked(int(m.group(1)), int(m.group(2)), int(m.group(3))) if m else None


_AUTHOR_MARK = re.compile(r"\b(?:byline|author(?:-?name)?|article-?author)\b", re.IGNORECASE)
_BY = re.compile(r"^(?:by|von|words\s+by|written\s+by)\s+", re.IGNORECASE)
_AUTHOR_END = re.compile(r"\s*(?:[|·•,–—]|\bupdated\b|\bpublished\b|\bfor\b|\d).*$", re.IGNORECASE | re.DOTALL)


def byline_author(tree: lxml_html.HtmlElement, candidates: list[lxml_html.HtmlElement] | None = None) -> str | None:
    """The author named in the page's byline markup (``rel=author``, ``itemprop=author``, a byline/author class):
    "By Jo Writer · 24 November" -> "Jo Writer". Only short, name-like texts count."""
    # //*[@rel='author' or @itemprop='author' or contains(@class, 'author') or contains(@class, 'byline')]
    # [not(self::meta or self::link or self::script)]: ``candidates`` when given, else found lazily in Python
    for el in candidates if candidates is not None else tree.getroottree().getroot().iter():
        if not isinstance(el.tag, str) or el.tag in ("meta", "link", "script"):
            continue
        marked = el.get("rel") == "author" or el.get("itemprop") == "author"
        el_class = el.get("class") or ""
        if not marked and not (("author" in el_class or "byline" in el_class) and _AUTHOR_MARK.search(el_class)):
            continue
        name = el.xpath("string(.//*[@itemprop='name'])") or el.text_content()
        name = _AUTHOR_END.sub("", _BY.sub("", clean_space(name)))
        words = name.split()
        if 2 <= len(words) <= 6 and all(w[:1].isupper() or w in ("and", "&", "de", "van", "von") for w in words):
            return name
    return None


def ld_author(ld: list[dict[str, Any]]) -> str | None:
    """JSON-LD ``author`` (a name, a Person, or a list of them: joined as "A and B")."""
    for obj in ld:
        author = obj.get("author")
        items = author if isinstance(author, list) else [author]
        raw = [a.get("name") if isinstance(a, dict) else a for a in items]
        # names HTML-escaped inside the JSON ("O&#039;Donnell"): unescaped before the ";" join and split
        names = [clean_space(html.unescape(n)) for n in raw if isinstance(n, str) and clean_space(n)]
        if names:
            return join_authors("; ".join(dict.fromkeys(names)))
    return None


def ld_publisher(ld: list[dict[str, Any]]) -> str | None:
    """JSON-LD ``publisher.name`` (the site's name)."""
    for obj in ld:
        pub = obj.get("publisher")
        name = pub.get("name") if isinstance(pub, dict) else None
        if isinstance(name, str) and 2 <= len(clean_space(html.unescape(name))) <= 60:
            return clean_space(html.unescape(name))
    return None


def paywalled_by_schema(ld: list[dict[str, Any]]) -> bool:
    """JSON-LD ``isAccessibleForFree: false`` (the schema.org paywall marker)."""
    for obj in ld:
        flag = obj.get("isAccessibleForFree")
        if flag is False or (isinstance(flag, str) and flag.strip().lower() == "false"):
            return True
    return False


# ----------------------------------------------------------------------------------------------------
# Bodies of client-rendered pages: JSON-LD articleBody and Next.js __NEXT_DATA__

_ARTICLE_TYPES = {"article", "newsarticle", "blogposting", "reportagenewsarticle", "report", "liveblogposting",
                  "analysisnewsarticle", "opinionnewsarticle", "socialmediaposting"}
_PARA_TYPES = {"paragraph", "p", "text", "para", "richtext", "body-text", "bodytext"}
_TEXT_KEYS = ("html", "text", "content", "value", "body")
_BODY_KEYS = ("body", "articlebody", "content", "bodyhtml", "html", "text")
_TAG_P = re.compile(r"<p[\s>]", re.IGNORECASE)


def _types(obj: dict[str, Any]) -> set[str]:
    t = obj.get("@type")
    names = t if isinstance(t, list) else [t]
    return {n.lower() for n in names if isinstance(n, str)}


def ld_article_body(ld: list[dict[str, Any]]) -> list[str]:
    """Paragraphs of the longest JSON-LD ``articleBody`` of an article-typed object (line breaks split them)."""
    best = ""
    for obj in ld:
        body = obj.get("articleBody")
        if isinstance(body, str) and _types(obj) & _ARTICLE_TYPES and len(body) > len(best):
            best = body
    return html_fragment_paragraphs(best) if _TAG_P.search(best) else _lines(best)


def _lines(text: str) -> list[str]:
    return [p for p in (clean_space(line) for line in text.splitlines()) if p]


def html_fragment_paragraphs(fragment: str) -> list[str]:
    """Text paragraphs of an HTML fragment (``<p>`` and block elements; inline markup reduced to text)."""
    if not fragment.strip():
        return []
    if "<" not in fragment:
        return _lines(html.unescape(fragment))
    try:
        root = lxml_html.fragment_fromstring(fragment, create_parent="div")
    except (ValueError, lxml_html.etree.ParserError):
        return []
    blocks = [el for el in root.iter("p", "li", "h2", "h3")]
    if not blocks:
        return _lines(root.text_content())
    return [t for el in blocks if (t := clean_space(el.text_content()))]


def next_data(scripts: Iterable[lxml_html.HtmlElement]) -> Any:
    """The parsed ``<script id="__NEXT_DATA__">`` JSON among ``scripts`` (as for :func:`json_ld`), or None."""
    for script in scripts:
        if script.get("id") == "__NEXT_DATA__":
            try:
                return json.loads(script.text or "")
            except (ValueError, RecursionError):
                return None
    return None


def next_data_body(data: Any) -> list[str]:
    """The story paragraphs in Next.js page data: the longest list of paragraph blocks, or HTML body string."""
    best: list[str] = []
    try:
        nodes = list(_walk_json(data))
    except RecursionError:
        return []
    for node in nodes:
        for key, value in node.items():
            cand: list[str] = []
            if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
                cand = _block_paragraphs(value)
            elif isinstance(value, str) and key.lower() in _BODY_KEYS and _TAG_P.search(value):
                cand = html_fragment_paragraphs(value)
            if sum(map(len, cand)) > sum(map(len, best)):
                best = cand
    return best


def _block_paragraphs(blocks: list[dict[str, Any]]) -> list[str]:
    paras = [b for b in blocks if str(b.get("type") or b.get("__typename") or b.get("kind") or "").lower()
             .replace("_", "").removesuffix("block") in _PARA_TYPES]
    if len(paras) < 2 or len(paras) * 3 < len(blocks):
        return []
    out: list[str] = []
    for b in paras:
        for k in _TEXT_KEYS:
            v = b.get(k)
            if isinstance(v, str) and v.strip():
                out.extend(html_fragment_paragraphs(v) if "<" in v else [clean_space(html.unescape(v))])
                break
    return out


def next_data_author(data: Any) -> str | None:
    try:
        for node in _walk_json(data):
            for key in ("authors", "author", "byline"):
                value = node.get(key)
                if isinstance(value, list) and value:
                    value = value[0]
                if isinstance(value, dict):
                    value = value.get("name")
                if isinstance(value, str) and 3 <= len(clean_space(value)) <= 80:
                    return clean_space(value)
    except RecursionError:
        return None
    return None


def declared_langs(page: Head, ld: list[dict[str, Any]]) -> list[str | None]:
    """Language codes the page declares, most specific first: <html lang>, Content-Language, og:locale, JSON-LD."""
    root = page.tree.getroottree().getroot()
    out: list[str | None] = [root.get("lang"), root.get("xml:lang"), page.meta("content-language")]
    for el in page.http_equiv:
        if str(el.get("http-equiv", "")).lower() == "content-language":
            out.append(el.get("content"))
    out.append(page.meta("og:locale"))
    out.extend(str(o["inLanguage"]) for o in ld if isinstance(o.get("inLanguage"), str))
    return out
