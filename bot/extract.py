"""HTML / plain text -> :class:`~bot.models.Article` (body paragraphs only, plus metadata).

Pipeline of :func:`extract_html` (sync and CPU-bound: callers run it in a worker thread):

1. refuse binary bodies (:class:`~bot.errors.BinaryPage`) before any parsing; sanitise the input (control
   characters, lone surrogates, encoding declarations) and parse it once with lxml;
2. remove furniture from that tree (rails, captions, credits, pop-up cards inside paragraphs, embed chrome) and
   let trafilatura read the same tree (comments excluded); only when that yields too little, a second trafilatura
   pass tuned for recall, our own lxml rules (``<p>`` inside ``<article>``/``itemprop=articleBody``/``<main>``)
   and the page's JSON body compete;
3. metadata from the page's own markup only: the publication date from meta tags, JSON-LD, microdata,
   ``<time datetime>`` or the URL path, never from the story text (:mod:`bot.extract_meta`);
4. line post-filters for what general extractors let through (bylines, read-more, newsletter, captions, cookie
   and paywall lines, reprint notices), see :mod:`bot.extract_filters`;
5. page kind: front/section/tag/search pages, data tables and galleries without prose raise
   :class:`~bot.errors.NotAnArticle` (kind ``not_an_article``), and so do pages whose own markup names them a shop
   or product page, a list of reviews, a directory or event entry, a listing or a site's home page (schema.org
   types, og:type, the URL; :func:`~bot.extract_filters.markup_refusal`, data in ``bot/page_kinds.toml``); rows of
   standings/results tables never reach the body;
6. thin-page detection: a paywalled teaser or a cookie wall gets a human warning in ``Article.warnings``; no
   body at all raises :class:`~bot.errors.ExtractError`.

Every step is linear in the page size (``benchmarks/extraction.py --sizes``).
``benchmarks/extraction.py`` measures this against plain ``trafilatura.extract`` on the trafilatura corpus.
"""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any

import trafilatura
from lxml import etree
from lxml import html as lxml_html

from bot.errors import BinaryPage, ExtractError, NotAnArticle
from bot.extract_filters import (
    HEADLINES_PAGE,
    MARKUP_KINDS,
    XML_SPACE,
    PageMarkup,
    TreeScan,
    attached,
    clean_tree,
    data_row,
    drop_figcaptions,
    gallery_slides,
    html_has_paywall_marker,
    is_boilerplate,
    is_cookie_line,
    is_paywall_line,
    markup_refusal,
    not_an_article,
    page_markup,
    ranked_row,
)
from bot.extract_meta import (
    app_name,
    byline_author,
    canonical_url,
    clean_space,
    declared_langs,
    flat_ld,
    hostname,
    join_authors,
    json_ld,
    ld_article_body,
    ld_author,
    ld_entities,
    ld_publisher,
    next_data,
    next_data_author,
    next_data_body,
    page_title,
    paywalled_by_schema,
    published_date,
    read_head,
    shown_site_name,
    site_from_title,
    spells_host,
    strip_site_suffix,
)
from bot.models import Article
from bot.text.langid import article_lang
from bot.text.words import words_of
from bot.visible import drop_hidden, page_text

_log = logging.getLogger(__name__)

NO_ARTICLE = "Couldn't find an article on that page"
TEASER_WARNING = "Only a teaser was available (paywall?)"
COOKIE_WARNING = "The page showed a cookie/consent notice; the text may be incomplete"
SHORT_WARNING = "Very little text was found on that page"

BINARY_BODY = "That link is binary data, not a web page"

_MIN_BODY_CHARS = 400  # below this, try harder (recall pass, own rules)
# trafilatura's own fallbacks (readability, jusText) cost about a third of its time, but measured on the corpus
# (benchmarks/extraction.py) fast mode lost 40 `with` snippets (95.0% -> 93.6%) and made 4 real articles look like
# listings/galleries: they stay on.
_TRAFILATURA_FAST = False
_OWN_MIN_CHARS = 150  # our container rules must find at least this much to stand in for a listing body
_THIN_CHARS = 1200  # a body this short with paywall markers is a teaser
_MAX_HTML_CHARS = 8_000_000
# characters no page text holds (C0 controls but tab and line breaks, DEL, the two non-characters): removed
_BAD_CHARS_SET = frozenset(["\x0b", "\x0c", "\x7f", "\ufffe", "\uffff", *map(chr, [*range(0x09), *range(0x0E, 0x20)])])
_BAD_CHARS = re.compile("[" + re.escape("".join(sorted(_BAD_CHARS_SET))) + "]")
_XML_DECL = re.compile(r"^\s*<\?xml[^>]*\?>", re.IGNORECASE)
_PARA_BREAK = re.compile(r"\n\s*\n")
# 64+ tags in a row with nothing but whitespace between: hostile nesting (libxml2 stops at depth 255 and drops
# the rest of the page). Such runs carry no text, so they are removed before parsing.
_LONG_ATTR = re.compile(r"""(=\s*["'])([^"'<>]{300})[^"'<>]{300,}""")  # huge attribute values: cut
_TAG_RUN = re.compile(r"(?:<[a-zA-Z][^<>]{0,200}>\s*){64,}|(?:</[a-zA-Z][^<>]{0,40}>\s*){64,}")
_SKIP_TAGS = {"graphic", "ref_only", "fw", "note"}
_OWN_NOISE = re.compile(
    r"related|newsletter|comment|share|social|promo|advert|\bads?\b|ad-|sponsor|caption|byline|author|meta"
    r"|breadcrumb|trending|popular|recommend|subscribe|signup|cookie|consent|footer|sidebar|nav|tags|teaser",
    re.IGNORECASE,
)
_HOSTLIKE = re.compile(r"^(?:www\.)?[\w-]+(?:\.[\w-]+)+$")
_CJK = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")
_OWN_SKIP_TAGS = {"figure", "figcaption", "aside", "nav", "footer", "header", "form", "button", "noscript"}


@dataclass(frozen=True, slots=True)
class _Meta:
    title: str | None
    site: str | None
    author: str | None
    published: date | None
    canonical: str | None
    paywall_marked: bool  # by schema.org markup (isAccessibleForFree); the page's paywall classes: _thin_warnings
    langs: tuple[str | None, ...] = ()  # what the page declares about its language, most specific first
    markup: PageMarkup = PageMarkup()  # what its schema.org markup, og:type and date tags say of its kind


# ----------------------------------------------------------------------------------------------------
# Public API


def extract_html(html: str, *, url: str | None, source: str, visited: Sequence[str] = ()) -> Article:
    """Extract the article in ``html`` (fetched from ``url``, reported as ``source``; ``visited``: the other URLs
    of the redirect chain, whose sites a ``rel=canonical`` may also point at).

    Raises :class:`ExtractError` when no article text can be found (:class:`BinaryPage` when the body is binary
    data rather than text); never raises anything else for bad input.
    """
    clean = False
    if isinstance(html, str):
        binary, clean = _char_scan(html)
        if binary:
            raise BinaryPage(BINARY_BODY)
    try:
        return _extract_html(html, url=url, source=source, visited=visited, clean=clean)
    except ExtractError:
        raise
    except (RecursionError, MemoryError, etree.LxmlError) as exc:
        # Hostile markup inside lxml / trafilatura: one user-facing error, details in the log.
        _log.info("extraction failed for %s: %r", source, exc)
        raise ExtractError(NO_ARTICLE) from exc
    except Exception as exc:  # a bug in a third-party extractor must not crash a recap
        _log.exception("extractor crashed on %s", source)
        raise ExtractError(NO_ARTICLE) from exc


_BINARY_SAMPLE = 65_536
_MAX_UNDECODABLE = 0.01  # share of U+FFFD / C0 controls (NUL: a tenth of it) in a sample; real pages stay far below
_MIN_UNDECODABLE = 16  # a few stray control characters in a short page are not binary data
# what is_binary counts: U+FFFD and C0 controls (not NUL, tab, line breaks, ESC)
_UNDECODABLE_CHARS = frozenset(["\ufffd", *map(chr, [*range(0x01, 0x09), *range(0x0E, 0x1B), *range(0x1C, 0x20)])])
# Both sets split for the scans: the ASCII controls as bytes (a C0 control byte of UTF-8 is always that character,
# never part of another), the rest (U+FFFD; U+FFFE, U+FFFF) counted or looked for as characters.
_UNDECODABLE_BYTES = bytes(sorted(ord(c) for c in _UNDECODABLE_CHARS if c.isascii()))
_UNDECODABLE_WIDE = tuple(sorted(c for c in _UNDECODABLE_CHARS if not c.isascii()))
_BAD_BYTES = bytes(sorted(ord(c) for c in _BAD_CHARS_SET if c.isascii()))
_BAD_WIDE = tuple(sorted(c for c in _BAD_CHARS_SET if not c.isascii()))


def is_binary(text: str) -> bool:
    """True for decoded bytes that are not text: NUL characters, or many undecodable/control characters."""
    return _char_scan(text)[0]


def _char_scan(text: str) -> tuple[bool, bool]:
    """(:func:`is_binary`, whether ``text`` is free of ``_BAD_CHARS``). The control characters are counted in the
    UTF-8 bytes, where ``bytes.translate`` deletes them in C at memory speed (a regex character class scans
    several times slower); the page is not scanned for ``_BAD_CHARS`` when its sample is binary."""
    sample = text[:_BINARY_SAMPLE]
    limit = max(_MAX_UNDECODABLE * len(sample), _MIN_UNDECODABLE)
    if sample.count("\x00") * 10 > limit:
        return True, False
    raw = sample.encode("utf-8", "surrogatepass")  # (lone surrogates, removed later, are no control bytes)
    undecodable = len(raw) - len(raw.translate(None, _UNDECODABLE_BYTES)) + sum(map(sample.count, _UNDECODABLE_WIDE))
    if undecodable > limit:
        return True, False
    whole = raw if len(sample) == len(text) else text.encode("utf-8", "surrogatepass")
    clean = len(whole.translate(None, _BAD_BYTES)) == len(whole) and not any(map(text.__contains__, _BAD_WIDE))
    return False, clean


def article_from_text(text: str, *, source: str, title: str | None = None) -> Article:
    """A plain-text story: every non-empty line (or blank-line separated block) is one paragraph.

    The title is ``title`` when given, else the first line when it looks like a headline (short, no final
    period; it is then not repeated as a paragraph), else derived from the first sentence.
    """
    text = _sanitize(text)
    lines = [clean_space(line) for line in text.splitlines()]
    paragraphs = [line for line in lines if line]
    if not paragraphs:
        raise ExtractError("That text file is empty")
    if title is None and len(paragraphs) > 1 and _looks_like_headline(paragraphs[0]):
        title = paragraphs.pop(0)
    final_title = clean_space(title) if title and clean_space(title) else derive_title(paragraphs[0])
    return Article(source=source, url=None, title=final_title, paragraphs=tuple(paragraphs))


def derive_title(text: str, limit: int = 80) -> str:
    """A title from the first sentence of ``text``, trimmed to ``limit`` characters on a word boundary."""
    first = clean_space(text)
    m = re.search(r"(?<=[.!?])[\"'”’)]?\s", first)
    if m and m.start() > 15:
        first = first[: m.start()].rstrip()
    if len(first) <= limit:
        return first.rstrip(" .")
    cut = first[:limit]
    space = cut.rfind(" ")
    if space > limit // 2:
        cut = cut[:space]
    return cut.rstrip(" ,;:-–—") + "…"


# ----------------------------------------------------------------------------------------------------
# Pipeline


def _extract_html(html: str, *, url: str | None, source: str, visited: Sequence[str] = (),
                  clean: bool = False) -> Article:
    """``clean``: ``html`` is known to hold no ``_BAD_CHARS`` (see :func:`_char_scan`)."""
    if not isinstance(html, str):
        raise ExtractError(NO_ARTICLE)
    html = _flatten_nesting(_sanitize(html, clean=clean)[:_MAX_HTML_CHARS])
    if "<" not in html or not html.strip():
        raise ExtractError(NO_ARTICLE)
    tree = _parse(html)
    if tree is None:
        raise ExtractError(NO_ARTICLE)
    # One Python object per element for the whole extraction: lxml otherwise builds and frees an element's proxy
    # each time a pass meets it (a tenth of our own rules' time).
    elements = list(tree.iter())
    shown = page_text(tree)  # what a browser shows, read before clean_tree removes captions and rails
    # Rails, captions and embed chrome out of the tree; trafilatura then reads the cleaned tree (it copies it).
    scan = TreeScan()  # text sizes and the elements later rules look for, from clean_tree's pass
    clean_tree(tree, scan)
    sizes = scan.sizes
    containers = attached(scan.containers, tree)
    page = tree  # trafilatura reads this parsed tree (it copies it): the page is parsed once
    doc = _trafilatura(page, url)
    meta = _metadata(tree, url, visited, scan)

    rows = _Rows()
    raw = _doc_paragraphs(doc, rows)
    body = _filter(raw, meta.title)
    if _chars(body) < _MIN_BODY_CHARS:
        # Too little: also try trafilatura tuned for recall, our own rules and the page's JSON data (client-
        # rendered pages keep the story in JSON-LD articleBody or __NEXT_DATA__); keep the best-scoring body.
        best = _score(body, meta.title)
        for source_name in ("recall", "own", "json"):
            if source_name == "recall":
                cand_raw = _doc_paragraphs(_trafilatura(page, url, favor_recall=True), rows)
            elif source_name == "own":
                cand_raw = _own_rules(tree, containers)
            else:
                cand_raw = _json_body(tree)
            cand = _filter(cand_raw, meta.title)
            margin = 1.0 if source_name == "recall" else 1.25  # other sources must clearly beat trafilatura
            if (score := _score(cand, meta.title)) > best * margin:
                raw, body, best = cand_raw, cand, score
    else:
        body = _supplement(body, _filter(_own_rules(tree, containers), meta.title))
    body = _split_blob(body, tree)
    slides = gallery_slides(tree, sizes, scan.captions)
    body = _with_gallery(body if slides else drop_figcaptions(body, scan.figcaptions), slides, meta.title)
    body = _drop_title_echo(body, meta.title)
    body = _drop_repeats(body)
    body = drop_hidden(body, shown)  # print headers and other text a browser does not show
    if not body:
        raise ExtractError(NO_ARTICLE)
    refusal = not_an_article(tree, body, rows.data, url, sizes=sizes)
    if refusal == HEADLINES_PAGE:
        # The extractor may have taken a rail of headline cards for the story: the story container's own
        # paragraphs, when they are not headline cards themselves, are the body.
        own = _drop_repeats(_filter(_own_rules(tree, containers) or _prose_block(tree), meta.title))
        if own and not not_an_article(tree, own, rows.data, url, sizes=sizes) and _chars(own) >= _OWN_MIN_CHARS:
            body, refusal = own, None
    refusal = refusal or markup_refusal(meta.markup, url)  # shop, review-list, directory and home pages
    if refusal:
        raise NotAnArticle(refusal)
    body = [p for p in body if p not in rows.stats] or body  # standings/results rows are never story text

    warnings = _thin_warnings(raw, body, meta, html)
    title = meta.title or derive_title(body[0])
    del elements
    return Article(
        source=source,
        url=url,
        title=title,
        paragraphs=tuple(body),
        canonical_url=meta.canonical,
        site=meta.site,
        author=meta.author,
        published=meta.published,
        warnings=tuple(warnings),
        visible_text=shown.visible,
        lang=article_lang(meta.langs, body),
    )


def _sanitize(text: str, *, clean: bool = False) -> str:
    """``text`` without lone surrogates (each becomes "?"), an XML declaration or ``_BAD_CHARS``; ``clean``: the
    caller found no ``_BAD_CHARS`` in ``text`` (none of these steps adds one), so that scan is not made again."""
    if not text.isascii():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:  # lone surrogates from bad decoding
            text = text.encode("utf-8", "replace").decode("utf-8")
    text = _XML_DECL.sub("", text, count=1)
    return text if clean else _BAD_CHARS.sub("", text)


def _flatten_nesting(html: str) -> str:
    """Defuse pathological markup that would make lxml or trafilatura slow or lossy."""
    if _has_tag_run(html):
        html = _TAG_RUN.sub(" ", html)
    # (a search first: re.sub scans about three times slower than search; where it finds one, the substitution
    # starts there: the text before the first match is not scanned twice)
    if (first := _LONG_ATTR.search(html)) is None:
        return html
    return html[:first.start()] + _LONG_ATTR.sub(r"\1\2", html[first.start():])


_TAG_RUN_MIN = 64
# the first character of each piece of html.split("<")[1:] ("" for an empty piece), without making the pieces
_PIECE_FIRST = re.compile(r"<(?=([^<]?))")
_LETTER_ROW = re.compile(f"[a-zA-Z]{{{_TAG_RUN_MIN - 1}}}")


def _has_tag_run(html: str) -> bool:
    """Whether 64+ tags follow each other with only whitespace between them, and 63 of them in a row are all start
    tags or all end tags of the lengths ``_TAG_RUN`` takes (one pass over the tags; the run regex itself costs
    more than the rest of the extraction, so it only runs on pages where it can match)."""
    # 63 start (end) tags in a row are 63 pieces in a row opening with an ASCII letter ("/"): without such a row in
    # the pieces' first characters (read in C), no run qualifies and the walk below is spared.
    firsts = "".join(_PIECE_FIRST.findall(html))
    if "/" * (_TAG_RUN_MIN - 1) not in firsts and not _LETTER_ROW.search(firsts):
        return False
    pieces = html.split("<")[1:]
    run = opening = closing = 0
    any_run = same_kind = False
    for piece in pieces:
        end = piece.find(">")
        if end >= 0 and not piece[end + 1:].strip():
            run += 1
            any_run = any_run or run >= _TAG_RUN_MIN
            first = piece[:1]
            if first.isascii() and first.isalpha() and end <= 201:
                opening, closing = opening + 1, 0
            elif first == "/" and piece[1:2].isascii() and piece[1:2].isalpha() and end <= 42:
                opening, closing = 0, closing + 1
            else:
                opening = closing = 0
            same_kind = same_kind or max(opening, closing) >= _TAG_RUN_MIN - 1
            if any_run and same_kind:
                return True
        else:
            run = opening = closing = 0
    return False


def _parser() -> lxml_html.HTMLParser:
    """lxml's HTML parser, every element an ``HtmlElement`` chosen in C: lxml.html's default lookup calls Python
    for each element object it makes (a tenth of extraction), only to give form controls their own classes,
    which neither trafilatura nor our rules use."""
    parser = lxml_html.HTMLParser(remove_comments=True, remove_pis=True, collect_ids=False)
    parser.set_element_class_lookup(etree.ElementDefaultClassLookup(
        element=lxml_html.HtmlElement, comment=lxml_html.HtmlComment, pi=lxml_html.HtmlProcessingInstruction))
    return parser


_PARSER = _parser()


def _parse(html: str) -> lxml_html.HtmlElement | None:
    try:
        tree = lxml_html.document_fromstring(html, parser=_PARSER)
    except (etree.ParserError, ValueError):
        return None
    return tree if isinstance(tree, lxml_html.HtmlElement) else None


_ANCHOR_CHARS = 80


def _supplement(body: list[str], own: list[str]) -> list[str]:
    """Story paragraphs trafilatura skipped (it sometimes stops early, e.g. in live blogs), taken from our own
    container rules when both agree on the story: every long paragraph of ``body`` is in ``own``, in order.
    Only paragraphs after the first shared one are added, each after the paragraph that precedes it in ``own``.
    """
    anchors = [p for p in body if len(p) >= _ANCHOR_CHARS]
    if len(anchors) < 2 or len(own) <= len(anchors):
        return body
    index = {p: i for i, p in enumerate(own)}
    positions = [index.get(p, -1) for p in anchors]
    if min(positions) < 0 or positions != sorted(positions):
        return body
    present = set(body)
    after: dict[str, list[str]] = {}  # paragraph -> own paragraphs to insert right after it, in order
    tail: list[str] = []
    for i in range(positions[0] + 1, len(own)):
        p = own[i]
        if p in present or len(p) < _ANCHOR_CHARS:
            continue
        prev = own[i - 1]
        if prev in present:
            after.setdefault(prev, []).append(p)
        else:
            tail.append(p)
        present.add(p)
    out: list[str] = []
    stack = list(reversed(body + tail))  # depth-first: each paragraph, then what goes right after it
    while stack:
        p = stack.pop()
        out.append(p)
        stack.extend(reversed(after.pop(p, [])))
    return out


def _split_blob(body: list[str], tree: lxml_html.HtmlElement) -> list[str]:
    """A body that is the JSON-LD articleBody run together into one block gets that text's paragraph breaks."""
    if len(body) != 1 or len(body[0]) < 300:
        return body
    paragraphs = ld_article_body(json_ld(tree.iter("script")))
    return paragraphs if len(paragraphs) > 1 and clean_space(" ".join(paragraphs)) == body[0] else body


def _drop_title_echo(body: list[str], title: str | None) -> list[str]:
    """Leading headings that repeat the headline in other words (a styled H1, "Photos from X" vs "X")."""
    if not title or len(body) < 2:
        return body
    title_words = {w.casefold() for w in words_of(title)}
    out = list(body)
    for p in body[:3]:
        words = [w.casefold() for w in words_of(p)]
        if len(words) >= 3 and len(p) <= 200 and all(w in title_words for w in words) and len(out) > 1:
            out.remove(p)
    return out


def _with_gallery(body: list[str], slides: list[tuple[str, str]], title: str | None) -> list[str]:
    """A slideshow (most slides titled) whose slides the body lacks (extractors often keep only the intro): the
    body, then per slide its title and caption. Nothing changes when any caption is already in the body."""
    titled = sum(bool(slide_title) for slide_title, _ in slides)
    in_body = set(body)
    if titled * 2 < len(slides) or any(caption in in_body for _, caption in slides):
        return body  # not a slideshow of titled slides, or the body already has them
    items: list[str] = []
    for slide_title, caption in slides:
        if slide_title and slide_title != caption:
            items.append(slide_title)
        items.append(caption)
    return body + _filter(items, title)


_LETTERS = re.compile(r"[^\w]+")
_REPEAT_MIN_CHARS = 20
_REPEAT_MAX_CHARS = 300
_REPEAT_MIN_WORDS = 6  # shorter: a heading naming what the text below discusses, not a pull quote


def _drop_repeats(body: list[str]) -> list[str]:
    """Short paragraphs (six words or more) whose words all occur, in order, inside another paragraph: pull quotes
    and highlighted excerpts that repeat a sentence of the story (the story's own paragraph stays).

    Linear in the body: a short paragraph is only compared with the paragraphs holding its first six words, and only
    the six-word runs that open a short paragraph are indexed."""
    keys = [_LETTERS.sub(" ", p.casefold()).strip() for p in body]
    split = [key.split() for key in keys]
    short = [_REPEAT_MIN_CHARS <= len(key) <= _REPEAT_MAX_CHARS and len(words) >= _REPEAT_MIN_WORDS
             for key, words in zip(keys, split, strict=True)]
    wanted = {tuple(words[:_REPEAT_MIN_WORDS]) for words, is_short in zip(split, short, strict=True) if is_short}
    firsts = {gram[0] for gram in wanted}
    starts: dict[tuple[str, ...], set[int]] = {}
    for j, words in enumerate(split):
        for i in range(len(words) - _REPEAT_MIN_WORDS + 1):
            if words[i] in firsts and (gram := tuple(words[i:i + _REPEAT_MIN_WORDS])) in wanted:
                starts.setdefault(gram, set()).add(j)
    out: list[str] = []
    for i, (p, key, words, is_short) in enumerate(zip(body, keys, split, short, strict=True)):
        repeat = False
        if is_short:
            holders = starts.get(tuple(words[:_REPEAT_MIN_WORDS]), set())
            repeat = any(j != i and len(keys[j]) > len(key) and f" {key} " in f" {keys[j]} " for j in holders)
        if not repeat:
            out.append(p)
    return out


def _json_body(tree: lxml_html.HtmlElement) -> list[str]:
    """The body a client-rendered page ships as data: JSON-LD articleBody, else Next.js page props."""
    scripts = list(tree.iter("script"))
    from_ld = ld_article_body(json_ld(scripts))
    from_next = next_data_body(next_data(scripts))
    return from_ld if _chars(from_ld) >= _chars(from_next) else from_next


def _trafilatura(html: str | lxml_html.HtmlElement, url: str | None, *, favor_recall: bool = False) -> Any:
    """trafilatura's document; only its ``body`` tree is read. Output format "xml" (not the default "python"):
    the same extraction, but bare_extraction then leaves the body unserialised instead of also rendering it as
    plain text (which, without formatting, does not change the tree)."""
    return trafilatura.bare_extraction(
        html,
        url=url,
        output_format="xml",
        include_formatting=False,
        with_metadata=False,
        fast=_TRAFILATURA_FAST,
        include_comments=False,
        include_tables=True,
        include_images=False,
        favor_recall=favor_recall,
    )


def _chars(paragraphs: Sequence[str]) -> int:
    """Size of the text in Latin-script characters (a CJK character carries about three times as much)."""
    return sum(len(p) + 2 * len(_CJK.findall(p)) for p in paragraphs)


def _score(paragraphs: Sequence[str], title: str | None) -> int:
    """Size of the body text, not counting blobs that start with the headline (title + byline + body merged)."""
    head = (title or "").casefold()
    return _chars([p for p in paragraphs if not (head and p.casefold().startswith(head) and len(p) > len(head))])


# A page's paragraphs meet the line filters more than once (trafilatura's body, then our container rules' copy of
# it): the verdicts are remembered (a pure function of the paragraph and the title).
_is_boilerplate = functools.lru_cache(maxsize=4096)(is_boilerplate)


def _filter(paragraphs: Iterable[str], title: str | None) -> list[str]:
    out: list[str] = []
    seen: set[str] = set()
    for p in paragraphs:
        if _is_boilerplate(p, title):
            continue
        key = p.casefold()
        if key in seen and len(p) < 200:
            continue  # repeated short furniture (e.g. the same "Share" label twice)
        seen.add(key)
        out.append(p)
    return out


# ----------------------------------------------------------------------------------------------------
# Trafilatura's XML body -> paragraphs


@dataclass
class _Rows:
    """Lines of the body that came from data-table rows, and the rows of standings/results tables among them."""

    data: set[str] = field(default_factory=set)
    stats: set[str] = field(default_factory=set)


def _doc_paragraphs(doc: Any, rows: _Rows | None = None) -> list[str]:
    body = getattr(doc, "body", None) if doc is not None else None
    if body is None:
        return []
    rows = rows if rows is not None else _Rows()
    out: list[str] = _split(body.text or "")
    for el in body:
        out.extend(_element_paragraphs(el, rows))
        out.extend(_split(el.tail or ""))  # loose text between blocks (e.g. after a heading) is body text too
    return out


def _element_paragraphs(el: Any, rows: _Rows) -> list[str]:
    tag = el.tag if isinstance(el.tag, str) else ""
    if tag in _SKIP_TAGS:
        return []
    if tag == "list":
        out: list[str] = []
        for item in el:
            out.extend(_split(_text(item)))
            out.extend(_split(item.tail or ""))
        return out
    if tag == "table":
        lines, data, stats = [], [], 0
        for row in el.iter("row"):
            cells = [clean_space(_text(cell)) for cell in row]
            line = " ".join(c for c in cells if c)
            if line:
                lines.append(line)
                if data_row(cells):
                    data.append(line)
                    stats += ranked_row(cells)
        rows.data.update(data)
        if stats >= 2:  # a standings/results table: its header and label rows go with it
            rows.stats.update(data)
        return lines
    return _split(_text(el))


def _text(el: Any) -> str:
    parts: list[str] = [el.text or ""]
    for child in el:
        if child.tag == "lb":
            parts.append("\n")
        elif child.tag in ("p", "item", "head", "list", "quote", "row"):
            parts.append("\n\n" + _text(child) + "\n\n")
        else:
            parts.append(_text(child))
        parts.append(child.tail or "")
    return "".join(parts)


def _split(text: str) -> list[str]:
    return [p for p in (clean_space(chunk) for chunk in _PARA_BREAK.split(text)) if p]


# ----------------------------------------------------------------------------------------------------
# Our own rules: story paragraphs inside the article container


def _containers(tree: lxml_html.HtmlElement) -> list[lxml_html.HtmlElement]:
    """``<article>``, ``<main>``, ``itemprop=articleBody`` and class token ``article-body`` elements, in document
    order: ``//*[@itemprop='articleBody'] | //article | //*[contains(concat(' ', normalize-space(@class), ' '),
    ' article-body ')] | //main``, found in one pass in Python (libxml2 took four scans, and its attribute
    predicates cost more than the pass)."""
    out: list[lxml_html.HtmlElement] = []
    for el in tree.getroottree().getroot().iter():
        tag = el.tag
        if tag == "article" or tag == "main" or (isinstance(tag, str) and (
                el.get("itemprop") == "articleBody"
                or ("article-body" in (cls := el.get("class") or "") and "article-body" in XML_SPACE.split(cls)))):
            out.append(el)
    return out


def _own_rules(tree: lxml_html.HtmlElement, containers: list[lxml_html.HtmlElement] | None = None) -> list[str]:
    """The paragraphs of the story container holding the most text (``containers``: those of ``tree``, when the
    caller has them)."""
    containers = containers if containers is not None else _containers(tree)
    best: list[str] = []
    noisy: dict[lxml_html.HtmlElement, bool] = {}  # element -> inside page furniture (shared by all containers)
    texts: dict[lxml_html.HtmlElement, str | None] = {}
    for container in containers:
        paras = []
        for p in container.iter("p"):
            if p not in texts:
                texts[p] = _own_paragraph(p, noisy)
            if text := texts[p]:
                paras.append(text)
        if _chars(paras) > _chars(best):
            best = paras
    return best


def _prose_block(tree: lxml_html.HtmlElement) -> list[str]:
    """The paragraphs of the element holding the most paragraph text (outside furniture): the story of a page
    without an article container (``<div class="news-text">``), for when the extractor took a rail for it."""
    noisy: dict[lxml_html.HtmlElement, bool] = {}
    blocks: dict[lxml_html.HtmlElement, list[str]] = {}
    for p in tree.iter("p"):
        parent = p.getparent()
        if parent is not None and (text := _own_paragraph(p, noisy)):
            blocks.setdefault(parent, []).append(text)
    return max(blocks.values(), key=_chars, default=[])


def _is_noise(el: lxml_html.HtmlElement, noisy: dict[lxml_html.HtmlElement, bool]) -> bool:
    """Whether ``el`` or an ancestor is page furniture (aside, nav, caption, related, ...); memoised per element,
    so the check is linear in the page rather than in paragraphs times depth."""
    chain: list[lxml_html.HtmlElement] = []
    verdict = False
    node: lxml_html.HtmlElement | None = el
    while node is not None:
        if node in noisy:
            verdict = noisy[node]
            break
        chain.append(node)
        marker = f"{node.get('class') or ''} {node.get('id') or ''}"
        if node.tag in _OWN_SKIP_TAGS or (
            node.tag not in ("article", "main", "body", "html") and _OWN_NOISE.search(marker)
        ):
            verdict = True
            break
        node = node.getparent()
    for n in chain:
        noisy[n] = verdict
    return verdict


def _own_paragraph(p: lxml_html.HtmlElement, noisy: dict[lxml_html.HtmlElement, bool]) -> str | None:
    parent = p.getparent()
    if (parent is not None and _is_noise(parent, noisy)) or _OWN_NOISE.search(
        f"{p.get('class') or ''} {p.get('id') or ''}"
    ):
        return None
    text = clean_space("".join(_visible_text(p)))
    return text if _chars([text]) >= 25 else None


def _visible_text(el: lxml_html.HtmlElement) -> Iterable[str]:
    """Text of ``el`` without ruby annotations (``<rt>``/``<rp>``), scripts and styles."""
    if isinstance(el.tag, str) and el.tag not in ("rt", "rp", "script", "style"):
        yield el.text or ""
        for child in el:
            yield from _visible_text(child)
            yield child.tail or ""


# ----------------------------------------------------------------------------------------------------
# Metadata and thin pages


def _metadata(tree: lxml_html.HtmlElement, url: str | None, visited: Sequence[str] = (),
              scan: TreeScan | None = None) -> _Meta:
    """Title, site, author, date from the page's own markup (trafilatura's metadata pass is not run: its date
    search reads years out of the story text). ``scan``: what clean_tree collected for the byline and microdata
    date look-ups."""
    head = read_head(tree, date_marked=attached(scan.date_marked, tree) if scan else None)
    ld_top = ld_entities(head.scripts)
    ld = flat_ld(ld_top)
    canonical = canonical_url(head, url, visited)
    host = hostname(url) or hostname(canonical)
    publisher = ld_publisher(ld)
    site = head.meta("og:site_name") or app_name(head, host) or publisher
    if site and publisher and host and not spells_host(site, host) and spells_host(publisher, host) and not (
            set(words_of(site.casefold())) & set(words_of(publisher.casefold()))):
        # og:site_name holding a section ("U.S." on reuters.com) beside the named publisher; a variant of the
        # publisher's name ("Mail Online" beside "Daily Mail") stays
        site = publisher
    site = site or site_from_title(head) or hostname(url)
    title = page_title(head, site)
    if title:
        title = strip_site_suffix(title, site)
    author = head.meta("author", "article:author", "sailthru.author", "parsely-author")
    if author and (author.startswith("http") or " " not in author.strip()):
        author = None
    author = author or ld_author(ld) or next_data_author(next_data(head.scripts)) or byline_author(
        tree, attached(scan.bylines, tree) if scan else None)
    if author and (author.startswith("http") or len(author) > 100):
        author = None
    author = join_authors(author) if author else None
    return _Meta(
        title=title or None,
        site=shown_site_name(site, host),
        author=author,
        published=published_date(head, ld, url),
        canonical=canonical,
        paywall_marked=paywalled_by_schema(ld),
        langs=tuple(declared_langs(head, ld)),
        markup=page_markup(ld_top, ld, head.meta("og:type"), bool(head.meta(*MARKUP_KINDS.dated_meta)),
                           attached(scan.items, tree) if scan else []),
    )


def _str(value: object) -> str | None:
    return clean_space(value) if isinstance(value, str) and value.strip() else None


def _thin_warnings(raw: Sequence[str], body: Sequence[str], meta: _Meta, html: str) -> list[str]:
    """The teaser / cookie-wall / short-page warning. Paywall markers (the page's markup: a scan of the whole
    page) are only looked for when the body is short enough for a teaser."""
    warnings: list[str] = []
    chars = _chars(body)
    teaser_sized = chars < _THIN_CHARS or len(body) <= 3
    if teaser_sized and (meta.paywall_marked or html_has_paywall_marker(html)
                         or any(is_paywall_line(p) for p in raw)):
        warnings.append(TEASER_WARNING)
    elif chars < _THIN_CHARS and sum(is_cookie_line(p) for p in raw) >= 1:
        warnings.append(COOKIE_WARNING)
    elif chars < 300:
        warnings.append(SHORT_WARNING)
    return warnings


def _looks_like_headline(line: str) -> bool:
    return 3 <= len(line) <= 120 and len(line.split()) <= 18 and line[-1] not in ".,;:\"'”’…"
