"""Line-level post-filters for :mod:`bot.extract`: boilerplate that general extractors let through, and
thin-page markers (paywalls, cookie walls).

Every rule here looks at one whole (short) paragraph; a long paragraph of story text is never dropped by a
keyword.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, AnyStr
from urllib.parse import parse_qsl, urlsplit

from lxml import etree
from lxml import html as lxml_html

from bot.text.lexicon import LANGS, lexicon_for, longest_first

# A paragraph longer than this is story text whatever words it contains.
_SHORT = 160

_BOILERPLATE = re.compile(
    r"""^(?:
        (?:read|see|watch|view)\s+(?:more|also|next|now)\b.*
      | next\s+(?:gallery|story|article|slideshow|post)\b.*
      | related(?:\s+(?:articles?|stories|content|posts?|links?))?\s*:.*
      | more\s+(?:on\s+this|from|stories|news|like\s+this)\b.*
      | advertisement | advertising | sponsored(?:\s+content)? | anzeige | werbung
      | (?:sign\s+up|subscribe|register)\b.*(?:newsletters?|inbox|updates|free|daily|weekly|alerts?)\b.*
      | .*\bnewsletter\b.*\b(?:sign\s+up|subscribe|inbox|abonnieren|anmelden)\b.*
      | follow\s+(?:us|@|[\w.]+\s+on)\b.*
      | share\s+(?:this|on|via|article|story)\b.*
      | (?:click|tap)\s+(?:here|inside|through)\b.*
      | \[(?:images?|photos?|pics?|pictures?|videos?|featured\s+image)\s*(?:via|by|from|credit|:)[^\]]*\]
      | .*\baffiliate\b.*\b(?:compensation|commissions?|earn|paid)\b.*
      | .*\bsubscribe\s+(?:on|to)\s+(?:our\s+)?(?:youtube|channel|podcast)\b.*
      | what['’]s\s+your\s+reaction\??
      | (?:photo|image|picture|video|credit|source|getty\s+images|copyright)\s*:.{0,80}
      | \(?(?:photo|image|picture)s?(?:\s+credit)?\s*:.*\)?
      | (?:trending|most\s+(?:read|popular|viewed)|top\s+stories|you\s+may\s+(?:also\s+)?like|recommended)
        (?:\s+now)?\s*:?
      | comments?\s*(?:\(\d+\)|\d+)? | leave\s+a\s+(?:comment|reply)\b.* | \d+\s+comments?
      | (?:we|this\s+(?:site|website))\s+uses?\s+cookies\b.*
      | cookie\s+(?:settings|policy|preferences|einstellungen)\b.*
      | (?:accept|reject|manage)\s+(?:all\s+)?cookies\b.*
      | (?:lesen\s+sie\s+(?:auch|mehr)|mehr\s+zum\s+thema)\b.*
      | (?:audios?\s+(?:et|und|y)\s+)?vid[ée]os?\s+(?:sur\s+le\s+sujet|zum\s+thema|sobre\s+el\s+tema)
      | (?:weitere\s+informationen|teilen|drucken|impressum|datenschutz(?:erklärung)?|zum\s+seitenanfang
         |nach\s+oben|empfehlen|kommentare?|schlagworte|tags?|filed\s+under|topics?)\s*(?::.*)?
      | (?:home|startseite|menu|menü|navigation|search|suche)\s*
      | (?:all\s+rights\s+reserved|alle\s+rechte\s+vorbehalten).*
      | read\s+(?:the\s+)?(?:original|full)\s+(?:article|story)\b.* | this\s+(?:article|story|post)\s+(?:was\s+)?
        (?:originally|first)\s+(?:appeared|ran|was\s+published|published)\b.*
      | copyright\s+(?:©\s*)?\d{4}\b.*
      | (?:featured\s+)?(?:photo|image|picture)s?\s+(?:source|credits?|courtesy)\b.* | featured\s+(?:image|photo)\b.*
      | .{0,140}\b(?:photo|image|picture)s?\s*:\s*[^.:]{0,40}(?:/|\b(?:afp|ap|reuters|getty|shutterstock|alamy|pa)\b)
        [^.:]{0,40}
      | if\s+you['’]re\s+(?:on|using|reading\s+(?:this\s+)?on)\s+.{0,40}\bapp\b.*
      | (?:got|have\s+you\s+got|do\s+you\s+have)\s+a\s+(?:story|tip|news\s+tip)\b.*
      | (?:play|watch|replay)\s+(?:the\s+)?video(?:\s+content)? | \d{1,3}\s*(?:of|/)\s*\d{1,3}
      | (?:subscribe|sign\s+up|join)\s+(?:now\s+|today\s+)?(?:for|from)\s+(?:just\s+|only\s+)?[£$€]\s?\d.*
      | ©.* | \(c\)\s*\d{4}.*
    )$""",
    re.IGNORECASE | re.VERBOSE,
)


def _alternation(phrases: Sequence[str]) -> str:
    """A regex alternation of ``phrases`` (:func:`~bot.text.lexicon.longest_first`; a space matches any run of white
    space)."""
    return "|".join(re.escape(x).replace(r"\ ", r"\s+") for x in longest_first(set(phrases)))


# [extract] credit_labels and credit_agencies of every language: a German credit on an English page is a credit too
_CREDIT_LABELS = _alternation([x for code in LANGS for x in lexicon_for(code).credit_labels])
_CREDIT_AGENCIES = _alternation([x for code in LANGS for x in lexicon_for(code).credit_agencies])
_FILE_MARKS = _alternation([x for code in LANGS for x in lexicon_for(code).file_marks])
# A credit-only paragraph: agencies alone, after a credit label or not, in parentheses or not ("Getty Images",
# "AFP via Getty Images", "(Photo: Reuters)."); a short caption ending in a parenthesised credit, with or without a
# full stop after it ("Jane Doe at the premiere (Foto: Getty Images)."); a short caption ending in the parenthesised
# mark of an archive picture alone ("The squad training ahead of the match. (FILE)", "Jane Doe (Archivbild)").
_CREDIT = re.compile(
    rf"^\(?(?:(?:{_CREDIT_LABELS})\s*:?\s*)?(?:{_CREDIT_AGENCIES})"
    rf"(?:\s*(?:[/,|&]|\bvia\b|\bfor\b)\s*(?:{_CREDIT_AGENCIES}))*\s*\)?\.?$"
    rf"|^.{{0,120}}\((?:{_CREDIT_LABELS})\s*:[^)]*\)\.?$"
    rf"|^.{{0,140}}\((?:{_FILE_MARKS})\)\.?$",
    re.IGNORECASE,
)


# Read-more / related / credits labels in the languages the bot meets most (a short line starting with one).
_LABEL = re.compile(
    r"""^(?:
        (?:lea|lee|mire|mira|vea|ve|puedes\s+ver|le\s+puede\s+interesar|te\s+puede\s+interesar|lea\s+también
         |lea\s+más|lee\s+también|contenido\s+relacionado|notas?\s+relacionadas?|temas|en\s+vivo)\s*[:»]
      | (?:contenido\s+relacionado|notas\s+relacionadas|temas\s+relacionados)\s*$
      | (?:à\s+lire\s+aussi|lire\s+aussi|pour\s+lire\s+la\s+suite|pour\s+accéder|crédits?\s+photos?
         |voir\s+aussi)\b.*
      | (?:lesen\s+sie\s+(?:hier|auch|mehr)|auch\s+(?:lesen|interessant)|schon\s+gelesen|zum\s+weiterlesen
         |mehr\s+themen|weitere\s+(?:themen|artikel|beiträge)|empfohlene\s+(?:beiträge|artikel)
         |beiträge\s+aus\s+dem\s+forum|das\s+könnte\s+sie\s+(?:auch\s+)?interessieren)\b.*
      | (?:titelbild|beitragsbild|bildquelle|quelle|foto|fotos|fot\.|bild|kategorie|category|kontakt|contact
         |release\s+date|aktualisiert\s+am|zuletzt\s+aktualisiert|last\s+(?:updated|modified))\s*:.*
      | fot\.\s.* | anzeige\b.* | \*?werbung\b.{0,80} | sponsored\b.*
      | .{0,60}\bnewsletter\s*
      | (?:never\s+miss|for\s+the\s+latest\s+(?:stories|news)|sign\s+up\s+to\s+get
         |if\s+you\s+enjoyed\s+(?:reading\s+)?this
         |(?:subscribe|sign\s+up)\s+now\b|get\s+(?:our|the)\s+(?:app|newsletter)|download\s+(?:our|the)\s+app).*
      | view\s+comments | kommentare\s+insgesamt.* | du\s+musst\s+eingeloggt\s+sein.*
      | (?:%d\s+)?bloggern\s+gefällt\s+das.*
      | bild\s+(?:anzeigen|schließen).* | ten\s+tekst\s+przeczytasz.* | zobacz\s+(?:też|także)\b.*
    )$""",
    re.IGNORECASE | re.VERBOSE,
)

# "By Priya Castellano · 24 November 2026", "By Jo Writer", "By Jo Writer and Sam Lee, Reporter"
_BYLINE = re.compile(
    r"^(?:by|von|written\s+by|words\s+by)\s+[A-ZÄÖÜ][\w.'’\-]+(?:\s+(?:[A-ZÄÖÜ][\w.'’\-]+|and|&|und|de|van|von))"
    r"{0,5}(?:\s*(?:[·|,•–—-]|\bfor\b|\bupdated\b|\bpublished\b).*)?$",
    re.IGNORECASE,
)
_DATELINE = re.compile(
    r"^(?:(?:published|updated|posted|veröffentlicht|aktualisiert)(?:\s+(?:on|at|am))?\s*:?\s*)?"
    r"(?:\w+,?\s+)?\d{1,2}(?:\.|st|nd|rd|th)?\s+\w+\.?\s+\d{4}(?:[,\s]+\d{1,2}[:.]\d{2}(?:\s*(?:am|pm|uhr))?)?"
    r"(?:\s*\w{2,4})?$|^\d{1,2}[./]\d{1,2}[./]\d{2,4}(?:[,\s]+\d{1,2}[:.]\d{2}(?:\s*(?:uhr|am|pm))?(?:\s*[a-z]{1,4})?)?$"
    r"|^\w+\s+\d{1,2},\s+\d{4}(?:\s+\d{1,2}:\d{2}\s*(?:am|pm)?(?:\s*\w{2,4})?)?$",
    re.IGNORECASE,
)

_PAYWALL_LINE = re.compile(
    r"(?:subscribe|sign\s+in|log\s+in|register|become\s+a\s+(?:member|subscriber))\b.{0,40}"
    r"\b(?:continue|keep)\s+reading|to\s+(?:continue|keep)\s+reading|(?:this|the\s+rest\s+of\s+this)\s+"
    r"(?:article|story|content)\s+is\s+(?:for|only\s+available\s+to|exclusive\s+to)\s+(?:subscribers|members)"
    r"|subscribers?\s+only|already\s+a\s+subscriber|unlock\s+(?:this|the\s+full)\s+(?:article|story)"
    r"|weiterlesen\s+mit|jetzt\s+abonnieren|exklusiv\s+für\s+abonnenten",
    re.IGNORECASE,
)
_PAYWALL_HTML = re.compile(
    r"class=[\"'][^\"']*\b(?:paywall|premium-content|subscriber-only|piano-offer|regwall|meteredContent)\b"
    r"|to\s+continue\s+reading|subscribe\s+(?:now\s+)?to\s+(?:read|continue)",
    re.IGNORECASE,
)
_COOKIE_LINE = re.compile(
    r"\bcookies?\b.*\b(?:consent|accept|agree|settings|preferences|partners|privacy)\b"
    r"|\b(?:consent|accept|agree)\b.*\bcookies?\b"
    # the site's own notice in the languages the bot reads ("Nous utilisons des cookies pour améliorer l'offre ...",
    # "Wir verwenden Cookies, um ...", "Utilizamos cookies propias y de terceros ..."): the site says it uses them
    r"|\b(?:nous\s+utilisons|(?:ce|notre)\s+site\s+utilise|wir\s+(?:verwenden|nutzen|setzen)"
    r"|(?:diese|unsere)\s+(?:website|webseite|seite)\s+(?:verwendet|nutzt)|utilizamos|usamos"
    r"|(?:este|nuestro)\s+sitio(?:\s+web)?\s+(?:utiliza|usa))\s+(?:des\s+|auf\s+\w+\s+\w+\s+)?cookies\b",
    re.IGNORECASE,
)


# Newsletter / app promos, which run longer than a short line: "Never miss a story — sign up for X's free daily
# newsletter to stay up-to-date on ..."; an outlet's own "Follow The Daily Example on Twitter and Instagram @... Send us
# a message on WhatsApp ..." (a name of up to three words between "Follow" and "on" a platform).
_PROMO = re.compile(
    r"^(?:never\s+miss|don['’]t\s+miss|want\s+(?:more|the\s+latest)|love\s+\w+\s+news|get\s+(?:the\s+latest|more|our)"
    r"|sign\s+up|subscribe|stay\s+up[\s-]to[\s-]date)\b.*\b(?:newsletter|inbox|sign\s+up|subscribe|app)\b"
    r"|^follow\s+(?:[\w.&'’-]+\s+){1,3}on\s+(?:twitter|instagram|facebook|tiktok|youtube|threads|snapchat|linkedin|x)\b",
    re.IGNORECASE,
)
_PROMO_MAX = 320
# Reprint notices of news wires and papers ("This copy is for your personal, non-commercial use only. To order ...").
_REPRINT = re.compile(
    r"^(?:this\s+copy\s+is\s+for\s+your\s+personal,?\s+non-?commercial\s+use\s+only|to\s+order\s+"
    r"presentation-ready\s+copies|distribution\s+and\s+use\s+of\s+this\s+material\s+(?:is|are)\s+governed)\b",
    re.IGNORECASE,
)


def is_boilerplate(paragraph: str, title: str | None = None) -> bool:
    """True for a short paragraph that is page furniture: read-more, newsletter, byline, dateline, caption."""
    text = paragraph.strip().strip("|•·-–— ").strip()
    if not text:
        return True
    if title and text.casefold() == title.strip().casefold():
        return True
    if is_cookie_line(text):
        return True
    if len(text) <= _PROMO_MAX and (_PROMO.match(text) or _REPRINT.match(text)):
        return True
    if len(text) > _SHORT:
        return False
    return bool(
        _BOILERPLATE.match(text) or _LABEL.match(text) or _BYLINE.match(text) or _DATELINE.match(text)
        or _CREDIT.match(text) or _PAYWALL_LINE.search(text)
    )


_PAYWALL_WORDS = ("subscri", "sign in", "log in", "register", "member", "continue", "keep reading", "unlock",
                  "weiterlesen", "abonn", "exklusiv")


def is_paywall_line(paragraph: str) -> bool:
    if len(paragraph) > 300:
        return False
    lower = paragraph.lower()  # a substring test first: the regex only sees lines with a cue word
    return any(w in lower for w in _PAYWALL_WORDS) and bool(_PAYWALL_LINE.search(paragraph))


def is_cookie_line(paragraph: str) -> bool:
    return len(paragraph) <= 320 and "cookie" in paragraph.lower() and bool(_COOKIE_LINE.search(paragraph))


_PAYWALL_CUES = ("paywall", "premium-content", "subscriber-only", "piano-offer", "regwall", "meteredcontent",
                 "continue reading", "subscribe")


_CUE_BEFORE = 240  # a class attribute holding the cue starts at most this far before it


_PAYWALL_CUE_BYTES = tuple(cue.encode("ascii") for cue in _PAYWALL_CUES)
# The only characters whose str.lower() is ASCII or not one character long (U+0130 İ -> "i̇", U+212A Kelvin -> "k").
_LOWER_NOT_ONE_TO_ONE = ("\u0130", "\u212a")


def html_has_paywall_marker(html: str) -> bool:
    """Paywall markup or wording in the raw page. The regex only looks at short windows around cue words (found
    by a fast substring search), not at the whole page.

    The cues (ASCII) are found where ``html.lower()`` has them, but in the page encoded one byte per character
    (Latin-1, other characters as "?") and lower-cased as bytes: the same positions, several times cheaper than
    ``str.lower`` on a non-ASCII page; ``str.lower`` itself when the page holds a character it maps to ASCII or to
    two characters."""
    if any(c in html for c in _LOWER_NOT_ONE_TO_ONE):
        return _cue_in_window(html, html.lower(), _PAYWALL_CUES)
    return _cue_in_window(html, html.encode("latin-1", "replace").lower(), _PAYWALL_CUE_BYTES)


def _cue_in_window(html: str, lower: AnyStr, cues: Sequence[AnyStr]) -> bool:
    for cue in cues:
        start = lower.find(cue)
        while start >= 0:
            if _PAYWALL_HTML.search(html, max(0, start - _CUE_BEFORE), start + len(cue) + 40):
                return True
            start = lower.find(cue, start + 1)
    return False


# ----------------------------------------------------------------------------------------------------
# Page furniture removed from the parsed tree before extraction (site-independent house patterns)

# Class/id tokens of rails and inserts that are never the story: most-read/trending rails, read-next and
# related modules, share bars, newsletter inserts, recommendation widgets, video placeholders, tag lists, the next
# posts' teasers below a story ("next-post-thumbnails", "nextstory").
_RAIL_TOKEN = re.compile(
    r"^(?:[\w-]*[-_])?(?:most-?read|most-?popular|most-?viewed|trending(?:-?now)?|read-?next|related-?(?:articles?"
    r"|stories|posts?|content|carousel|galleries|links)|recommended|newsletter-?(?:signup|promo|cta)|outbrain"
    r"|taboola|reactions?|social-?share|share-?(?:bar|tools|buttons|links)|video-?placeholder|tag-?list|gallery-?teaser"
    r"|next-?posts?|next-?stor(?:y|ies)|next-?articles?)"
    r"(?:[-_][\w-]*)?$",
    re.IGNORECASE,
)
_CAPTION_TOKEN = re.compile(r"caption", re.IGNORECASE)
# Substrings every rail / credit / caption class token contains one of (a fast pre-test before the regexes).
_FURNITURE_CUES = ("read", "popular", "viewed", "trend", "relat", "recommend", "newsletter", "outbrain", "taboola",
                   "reaction", "share", "video", "tag", "gallery", "caption", "credit", "next")
_FURNITURE_CUE = re.compile("|".join(map(re.escape, _FURNITURE_CUES)))  # any of them, in one scan
_CREDIT_TOKEN = re.compile(r"credit", re.IGNORECASE)
_EMBED_CHROME = re.compile(
    r"^(?:view\s+(?:this\s+)?post\s+on\s+instagram|a\s+post\s+shared\s+by\b.*|view\s+more\s+on\s+instagram"
    r"|.{0,80}\(@\w+\)\s*(?:on\s+)?\w*\s*\d{0,2},?\s*\d{0,4})$",
    re.IGNORECASE,
)
_TWEET_TAIL = re.compile(r"\s*(?:pic\.twitter\.com/\S+|https?://t\.co/\S+)\s*$")
_MAX_RAIL_CHARS = 2000
_MAX_CAPTION_CHARS = 500


def text_sizes(root: lxml_html.HtmlElement) -> dict[lxml_html.HtmlElement, int]:
    """Characters of text under every element of ``root`` (itself included), in one pass: linear in the page, where
    asking each element for its text is quadratic in the nesting depth. A running count of the text met in
    document order (an element's text at its start, its tail after its end): an element's size is the count at its
    end minus the count at its start."""
    sizes: dict[lxml_html.HtmlElement, int] = {}
    starts: dict[lxml_html.HtmlElement, int] = {}
    total = 0
    for event, el in etree.iterwalk(root, events=("start", "end", "comment", "pi")):
        if event == "start":
            starts[el] = total
            total += len(el.text or "")
        elif event == "end":
            sizes[el] = total - starts[el]
            total += len(el.tail or "")
        else:  # a comment or processing instruction: its text is no page text, its tail is
            total += len(el.tail or "")
    return sizes


def _tokens(el: lxml_html.HtmlElement) -> list[str]:
    return f"{el.get('class') or ''} {el.get('id') or ''}".split()


@dataclass(slots=True)
class TreeScan:
    """What :func:`clean_tree` collects in its pass over the elements for the rules that read the cleaned tree later
    (each used to walk the whole tree again). Elements are collected before the removals, in document order: keep
    those still in the tree with :func:`attached`."""

    sizes: dict[lxml_html.HtmlElement, int] = field(default_factory=dict)  # text size per element
    captions: list[lxml_html.HtmlElement] = field(default_factory=list)  # class/id holds "caption" (any case)
    containers: list[lxml_html.HtmlElement] = field(default_factory=list)  # article, main, articleBody, article-body
    bylines: list[lxml_html.HtmlElement] = field(default_factory=list)  # author/byline markup (see byline_author)
    date_marked: list[lxml_html.HtmlElement] = field(default_factory=list)  # itemprop=datePublished, not <meta>
    figcaptions: list[lxml_html.HtmlElement] = field(default_factory=list)  # every <figcaption>
    items: list[lxml_html.HtmlElement] = field(default_factory=list)  # microdata items (an itemtype attribute)


XML_SPACE = re.compile("[ \t\r\n]+")  # what XPath's normalize-space folds
_NO_BYLINE_TAGS = frozenset({"meta", "link", "script"})


def attached(elements: list[lxml_html.HtmlElement], root: lxml_html.HtmlElement) -> list[lxml_html.HtmlElement]:
    """``elements`` that are ``root`` or still inside it (not in a subtree removed from it)."""
    return [el for el in elements if _attached(el, root)]


def clean_tree(tree: lxml_html.HtmlElement, scan: TreeScan | None = None) -> bool:
    """Remove rails, captions, credits and social-embed chrome from ``tree`` in place; True when it changed.

    Social embeds become a plain ``<p>`` holding just the post text (an Instagram caption, a tweet), since
    articles quote posts; the embed chrome ("View this post on Instagram", "A post shared by ...") goes.
    Captions stay when the page is mostly captioned pictures (a gallery: there the captions are the story).
    ``scan`` receives the text size of every element (measured before the removals) and the elements later rules
    look for, found in the same pass over the elements (see :class:`TreeScan`):

    - ``captions``: not ``<html>``/``<body>``, class or id holding "caption" in any case (:func:`gallery_slides`);
    - ``containers``: ``//*[@itemprop='articleBody'] | //article | //*[contains(concat(' ', normalize-space(@class),
      ' '), ' article-body ')] | //main``;
    - ``bylines``: ``//*[@rel='author' or @itemprop='author' or contains(@class, 'author') or contains(@class,
      'byline')][not(self::meta or self::link or self::script)]``;
    - ``date_marked``: ``//*[@itemprop='datePublished'][not(self::meta)]``;
    - ``figcaptions``: ``//figcaption`` (:func:`drop_figcaptions`).
    """
    changed = _replace_embeds(tree)
    changed = drop_inline_widgets(tree) or changed
    changed = join_drop_caps(tree) or changed
    changed = pad_blocks(tree) or changed
    scan = scan if scan is not None else TreeScan()
    sizes = scan.sizes
    sizes.update(text_sizes(tree))
    body = tree.find(".//body")
    total = sizes.get(body, 0) if body is not None else 0
    doomed: list[lxml_html.HtmlElement] = []
    captions: list[lxml_html.HtmlElement] = []
    for el in tree.getroottree().getroot().iter():  # Python beats libxml2's XPath attribute predicates
        tag = el.tag
        if not isinstance(tag, str):
            continue
        el_class, el_id, itemprop = el.get("class"), el.get("id"), el.get("itemprop")
        if tag == "article" or tag == "main" or itemprop == "articleBody" or (
                el_class and "article-body" in el_class and "article-body" in XML_SPACE.split(el_class)):
            scan.containers.append(el)
        if tag not in _NO_BYLINE_TAGS and (
                itemprop == "author" or (el_class and ("author" in el_class or "byline" in el_class))
                or el.get("rel") == "author"):
            scan.bylines.append(el)
        if itemprop == "datePublished" and tag != "meta":
            scan.date_marked.append(el)
        if el.get("itemtype") is not None:
            scan.items.append(el)
        if tag == "figcaption":
            scan.figcaptions.append(el)
        if el_class is None and el_id is None:
            continue  # //*[@class or @id] from here
        marker = f"{el_class or ''} {el_id or ''}".lower()
        if "caption" in marker and tag not in ("html", "body"):
            scan.captions.append(el)
        if tag in ("html", "body", "head", "script", "style") or not _FURNITURE_CUE.search(marker):
            continue  # no rail, credit or caption word: nothing to test (most elements)
        tokens = marker.split()
        size = sizes.get(el, 0)
        if any(_RAIL_TOKEN.match(t) for t in tokens) and size <= min(_MAX_RAIL_CHARS, 0.35 * total + 200):
            doomed.append(el)
        elif any(_CREDIT_TOKEN.search(t) for t in tokens) and size <= 200:
            doomed.append(el)
        elif any(_CAPTION_TOKEN.search(t) for t in tokens) and size <= _MAX_CAPTION_CHARS:
            captions.append(el)
    outer_captions = _outermost(captions)
    caption_chars = sum(sizes.get(c, 0) for c in outer_captions)
    if captions and caption_chars * 2 < _story_chars(tree, outer_captions, sizes):
        doomed.extend(captions)
    for el in _outermost(doomed):
        _drop(el)
        changed = True
    return changed


def drop_figcaptions(body: list[str], figcaptions: Sequence[lxml_html.HtmlElement]) -> list[str]:
    """``body`` without the paragraphs that are the whole text of a ``<figcaption>`` (a caption with no "caption"
    class, which :func:`clean_tree` leaves: removing it from the tree moves the extractor's choice of container).
    Nothing goes when the captions would be half the body or more (a gallery: there the captions are the story)."""
    if not figcaptions:
        return body
    texts = {" ".join(fc.text_content().split()) for fc in figcaptions}
    texts = {t for t in texts if 0 < len(t) <= _MAX_CAPTION_CHARS}
    kept = [p for p in body if " ".join(p.split()) not in texts]
    if len(kept) == len(body):
        return body
    dropped = sum(map(len, body)) - sum(map(len, kept))
    return kept if dropped * 2 < sum(map(len, body)) else body


_SLIDE_HEADINGS = ("h2", "h3", "h4")
_MIN_SLIDES = 3


def gallery_slides(tree: lxml_html.HtmlElement, sizes: dict[lxml_html.HtmlElement, int] | None = None,
                   captions_marked: list[lxml_html.HtmlElement] | None = None) -> list[tuple[str, str]]:
    """(slide title, caption) per captioned picture, in page order, when the cleaned ``tree`` is a gallery (at
    least three captions survived :func:`clean_tree`); the title is the last heading before the caption inside
    the same slide element ("" when there is none). Empty for article pages. ``captions_marked``: what
    :func:`clean_tree` collected (those it removed are skipped), else the tree is searched."""
    sizes = sizes if sizes is not None else text_sizes(tree)
    if captions_marked is not None:
        marked = [el for el in captions_marked if _attached(el, tree)]
    else:
        marked = tree.xpath("//*[contains(translate(@class, 'CAPTION', 'caption'), 'caption')"
                            " or contains(translate(@id, 'CAPTION', 'caption'), 'caption')]")
    captions = _outermost([el for el in marked if isinstance(el.tag, str)
                           and el.tag not in ("html", "body") and any(_CAPTION_TOKEN.search(t) for t in _tokens(el))
                           and sizes.get(el, 0) <= _MAX_CAPTION_CHARS])
    if len(captions) < _MIN_SLIDES:
        return []
    slides: list[tuple[str, str]] = []
    for cap in captions:
        text = " ".join(" ".join(cap.itertext()).split())
        if not text:
            continue
        title = ""
        parent = cap.getparent()
        if parent is not None:
            for sib in parent:
                if sib is cap:
                    break
                if sib.tag in _SLIDE_HEADINGS:
                    title = " ".join(" ".join(sib.itertext()).split())
        slides.append((title, text))
    return slides


def _attached(el: lxml_html.HtmlElement, root: lxml_html.HtmlElement) -> bool:
    """Whether ``el`` is ``root`` or still inside it (not in a subtree removed from it)."""
    if el is root:
        return True
    ancestors = list(el.iterancestors())
    return bool(ancestors) and ancestors[-1] is root


def _story_chars(tree: lxml_html.HtmlElement, captions: list[lxml_html.HtmlElement],
                 sizes: dict[lxml_html.HtmlElement, int]) -> int:
    """Characters of ``<p>`` text outside the (outermost) caption elements."""
    inside = {p for c in captions for p in c.iter("p")}
    return sum(sizes.get(p, 0) for p in tree.iter("p") if p not in inside)


def _outermost(elements: list[lxml_html.HtmlElement]) -> list[lxml_html.HtmlElement]:
    chosen = set(elements)
    return [e for e in elements if not any(a in chosen for a in e.iterancestors())]


def _drop(el: lxml_html.HtmlElement) -> None:
    if el.getparent() is not None:
        el.drop_tree()  # keeps the tail text


def _replace_embeds(tree: lxml_html.HtmlElement) -> bool:
    changed = False
    for bq in list(tree.iter("blockquote")):
        classes = (bq.get("class") or "").lower()
        if not any(k in classes for k in ("instagram-media", "twitter-tweet", "tiktok-embed", "twitter-video")):
            continue
        texts = [_TWEET_TAIL.sub("", " ".join(" ".join(p.itertext()).split())) for p in bq.iter("p")]
        if "tiktok" in classes and not texts:
            texts = [" ".join(s.text_content().split()) for s in bq.iter("section")]
        kept = [t for t in texts if t and not _EMBED_CHROME.match(t)]
        if "twitter" in classes:
            kept = kept[:1]
        if kept:
            repl = lxml_html.Element("p")
            repl.text = " ".join(kept)
            repl.tail = bq.tail
            bq.getparent().replace(bq, repl)  # type: ignore[union-attr]
            _unmark_wrappers(repl)
        else:
            _drop(bq)
        changed = True
    return changed


# Pop-up cards inside running text ("rollover" person cards, tooltips, hover cards): their text is glued into the
# sentence by extractors ("Kristi NoemKristi Lynn NoemSouth Dakota governor ... MORE (R) is defending").
_WIDGET_TOKEN = re.compile(r"^(?:[\w-]*[-_])?(?:rollover|tooltip|popover|hover-?card|pop-?up)[-_]?(?:[\w-]*[-_])?"
                           r"(?:block|content|body|card|box|panel|inner|text)$|^(?:hover-?card|popover|tooltiptext)$",
                           re.IGNORECASE)
_HIDDEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.IGNORECASE)


def drop_inline_widgets(tree: lxml_html.HtmlElement) -> bool:
    """Remove hidden elements and pop-up cards nested inside paragraphs (the link they hang on stays); True when
    any was removed. Only inside ``<p>``: a hidden block elsewhere may be a story the page reveals by script."""
    doomed = []
    for p in tree.iter("p"):
        for el in p.iterdescendants():
            if not isinstance(el.tag, str) or el.tag == "a":
                continue
            hidden = (el.get("hidden") is not None or (el.get("aria-hidden") or "").lower() == "true"
                      or bool(_HIDDEN_STYLE.search(el.get("style") or "")))
            widget = any(_WIDGET_TOKEN.match(t) for t in _tokens(el))
            if hidden or widget:
                doomed.append(el)
    for el in _outermost(doomed):
        _drop(el)
    return bool(doomed)


def _own_text(el: lxml_html.HtmlElement) -> str:
    parts: list[str] = [el.text or ""] if el.tag not in ("script", "style") else []
    for child in el:
        if isinstance(child.tag, str) and child.tag not in ("script", "style"):
            parts.append(_own_text(child))
        parts.append(child.tail or "")
    return " ".join(" ".join(parts).split())


def _unmark_wrappers(p: lxml_html.HtmlElement) -> None:
    """Wrappers around an embed that hold only its text lose class/id ("social-block"), so extractors keep it."""
    text = _own_text(p)
    parent = p.getparent()
    while parent is not None and parent.tag not in ("body", "html", "article", "main") and _own_text(parent) == text:
        for attr in ("class", "id"):
            if attr in parent.attrib:
                del parent.attrib[attr]
        parent = parent.getparent()


# ----------------------------------------------------------------------------------------------------
# Word integrity: drop caps and block boundaries

# A styled initial: one capital letter (optionally after an opening quote), alone in its element.
_DROP_CAP = re.compile(r"^[\"'“‘«]?[^\W\d_a-z]$")
_NOT_DROP_CAP = {"a", "td", "th", "li", "option", "button", "label", "sup", "sub", "abbr", "script", "style",
                 "title", "html", "body", "head", "dt", "dd", "caption", "figcaption"}
# Blocks a drop cap may stand in front of (its letter then starts their text).
_TEXT_BLOCKS = frozenset({"p", "div", "section", "blockquote"})
# Elements that end a line when rendered: text on either side of them belongs to different words.
BLOCK_TAGS = frozenset(
    "address article aside blockquote br dd div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6"
    " header hr li main nav ol p pre section table tbody td tfoot th thead tr ul".split()
)


def join_drop_caps(tree: lxml_html.HtmlElement) -> bool:
    """Put a drop cap's letter back in front of its word; True when any was joined.

    Pages style the first letter of a story as its own element: ``<span class="dropcap">T</span>urkey ...`` or
    ``<span class="dropcap">T</span><p>urkey ...</p>``. Extractors then drop the letter (it sits outside the
    paragraph) or split it off ("T urkey"). A lone capital whose element is directly followed by text starting
    with a lowercase letter is moved into that text and its element removed.
    """
    joined = False
    for el in list(tree.iter()):
        if not isinstance(el.tag, str) or el.tag in _NOT_DROP_CAP or el.getparent() is None:
            continue
        if not _holds_one_letter(el):
            continue
        letter = el.text_content().strip()
        if not _DROP_CAP.match(letter) or _within_drop_cap(el, letter):
            continue
        tail = el.tail or ""
        if tail.strip():
            if not tail[0].islower():
                continue
            el.tail = letter + tail
        else:
            target = el.getnext()
            if target is None or target.tag not in _TEXT_BLOCKS:
                continue  # an inline sibling keeps its own spacing ("<i>I</i><span> was</span>")
            follow = target.text_content().lstrip()
            if not follow[:1].islower():
                continue
            target.text = letter + (target.text or "").lstrip()
        el.drop_tree()  # keeps the (updated) tail
        joined = True
    return joined


def _holds_one_letter(el: lxml_html.HtmlElement) -> bool:
    """A cheap pre-test (no text gathering): at most one child, and the element's own text is at most a letter
    and an opening quote (or empty, with the letter in the only child)."""
    if len(el) > 1 or len((el.text or "").strip()) > 2:
        return False
    if len(el) == 1:
        child = el[0]
        return not (el.text or "").strip() and len(child) == 0 and len((child.text or "").strip()) <= 2
    return bool((el.text or "").strip())


def _within_drop_cap(el: lxml_html.HtmlElement, letter: str) -> bool:
    """True when an ancestor holds nothing but the same letter (the outermost element is the drop cap)."""
    parent = el.getparent()
    return parent is not None and parent.tag not in ("body", "html") and parent.text_content().strip() == letter


def pad_blocks(tree: lxml_html.HtmlElement) -> bool:
    """Whitespace around block elements that touch text (``honey.</span><div></div><span>Stir``), so text on
    either side never runs together into one word ("honey.Stir"); True when any was added."""
    padded = False
    for el in tree.iter(*BLOCK_TAGS):
        parent = el.getparent()
        if parent is None:
            continue
        prev = el.getprevious()
        before = (prev.tail if prev is not None else parent.text) or ""
        if before and not before[-1].isspace():
            if prev is not None:
                prev.tail = before + " "
            else:
                parent.text = before + " "
            padded = True
        tail, after = el.tail or "", el.getnext()
        if tail[:1].isspace() or not (tail or (after is not None and after.tag not in BLOCK_TAGS)):
            continue  # already spaced, or nothing inline follows (extractors split sibling blocks themselves)
        el.tail = " " + tail
        padded = True
    return padded


# ----------------------------------------------------------------------------------------------------
# Page kind: pages that are not one story (front/section/search/tag pages, tables, galleries without prose)

HEADLINES_PAGE = "That page is a list of headlines, not an article."
TABLE_PAGE = "That page is a table, not an article."
GALLERY_PAGE = "That page is a photo gallery without a story, not an article."


@dataclass(frozen=True, slots=True)
class PageKindRules:
    """Named thresholds of :func:`not_an_article`. A page is refused only when its extracted body is mostly
    made of the listing itself and little connected prose is left: a short real story is never refused for the
    headline rails around it."""

    headline_min_chars: int = 20  # a link this long with 3+ words reads as a headline ...
    headline_share_of_block: float = 0.8  # ... when it is in a heading or is most of its block's text
    card_max_teaser_chars: int = 320  # a card holds its headline plus at most this much other text
    min_cards: int = 5
    body_share_in_cards: float = 0.6  # this share of the body (chars) sits in headline cards
    prose_min_chars: int = 150  # a paragraph this long, outside cards and tables, is connected prose
    max_prose_paragraphs: int = 2  # more prose paragraphs than this outside the cards: an article
    table_body_share: float = 0.6  # data-table rows make up this share of the body
    table_max_prose_chars: int = 400
    gallery_min_images: int = 6  # pictures outside links and page chrome (rail thumbnails are links)
    gallery_max_body_chars: int = 600
    gallery_max_chars_per_image: int = 40


PAGE_KIND_RULES = PageKindRules()
_LISTING_PATH = re.compile(r"/(?:tags?|topics?|category|categories|section|search|suche|archive|page/\d+)(?:/|$)"
                           r"|[?&](?:q|s|query|search)=", re.IGNORECASE)
_CHROME_TAGS = frozenset({"nav", "header", "footer"})
_HEADINGS = ("h1", "h2", "h3", "h4", "h5", "h6")


_NUMERIC_CELL = re.compile(r"^[-+–]?[\d.,:/%]+$|^\(?\d+\)?$")
_MAX_CELL_CHARS = 80


def data_row(cells: list[str]) -> bool:
    """A row of a data table (results, standings, prices): 2+ non-empty cells, all short."""
    filled = [c for c in cells if c]
    return len(filled) >= 2 and all(len(c) <= _MAX_CELL_CHARS for c in filled)


def stats_row(cells: list[str]) -> bool:
    """A data row of figures ("16 | Erik Jones | 2194 | 1 | 0 | 10"): 3+ cells, half of them numbers. Such rows
    are never story paragraphs."""
    filled = [c for c in cells if c]
    return data_row(cells) and len(filled) >= 3 and 2 * sum(bool(_NUMERIC_CELL.match(c)) for c in filled) >= len(filled)


_POSITION_CELL = re.compile(r"^\(?\d{1,3}\.?\)?$")


def ranked_row(cells: list[str]) -> bool:
    """A row of figures that opens with a position ("16 | Erik Jones | 2194 | 1 | 0 | 10"): a standings or results
    table. Such rows are never story paragraphs; a table of figures labelled by its first column (an explainer's
    "Kaufpreis Auto | 30'000 | 30'000") is what the story says and stays."""
    filled = [c for c in cells if c]
    return stats_row(cells) and bool(_POSITION_CELL.match(filled[0]))


def _link_text(a: lxml_html.HtmlElement) -> str:
    return " ".join(" ".join(a.itertext()).split())


def headline_cards(tree: lxml_html.HtmlElement, rules: PageKindRules = PAGE_KIND_RULES,
                   sizes: dict[lxml_html.HtmlElement, int] | None = None) -> list[str]:
    """Texts of the page's headline cards: a headline link (3+ words) with at most a short teaser around it,
    in the largest element that holds no other headline link. Navigation, header and footer links don't count."""
    body = tree.find(".//body")
    if body is None:
        return []
    heads: list[lxml_html.HtmlElement] = []
    sizes = sizes if sizes is not None else text_sizes(body)
    for a in body.iter("a"):
        # Too short to read, from the size measured by text_sizes (clean_tree only shortened texts since): with at
        # most one child element, itself without children, the link text is at most 3 pieces joined by spaces.
        if (len(a) == 0 or (len(a) == 1 and len(a[0]) == 0)) and (
                sizes.get(a, rules.headline_min_chars) + 2 * len(a) < rules.headline_min_chars):
            continue
        text = _link_text(a)
        if len(text) < rules.headline_min_chars or len(text.split()) < 3:
            continue
        ancestors = list(a.iterancestors())
        if any(anc.tag in _CHROME_TAGS for anc in ancestors):
            continue
        in_heading = any(anc.tag in _HEADINGS for anc in ancestors) or any(True for _ in a.iter(*_HEADINGS))
        block = next((anc for anc in ancestors if anc.tag in BLOCK_TAGS), None)
        standalone = block is None or sizes.get(a, 0) >= rules.headline_share_of_block * sizes.get(block, 1)
        if in_heading or standalone:  # a link inside a running sentence is not a headline
            heads.append(a)
    if len(heads) < rules.min_cards:
        return []
    owner: dict[lxml_html.HtmlElement, int] = {}  # element -> headline links inside it (keys keep proxies alive)
    for a in heads:
        for anc in a.iterancestors():
            owner[anc] = owner.get(anc, 0) + 1
    cards: list[str] = []
    for a in heads:
        card = a
        for anc in a.iterancestors():
            if owner.get(anc, 0) > 1 or anc.tag in ("body", "html"):
                break
            card = anc
        text = " ".join(" ".join(card.itertext()).split())
        if len(text) - len(_link_text(a)) <= rules.card_max_teaser_chars:
            cards.append(text)
    return cards


_KIND_SAMPLE = 300


def _card_share(paragraph: str, cards: list[str]) -> float:
    """How much of ``paragraph`` is headline-card text: 1 when it sits inside a card, else the share of its
    characters taken by the cards it contains (extractors sometimes run a whole listing into one line)."""
    if any(paragraph in card for card in cards):
        return 1.0
    return min(1.0, sum(len(card) for card in cards if card in paragraph) / max(len(paragraph), 1))


_NOT_GALLERY = frozenset({"a", "nav", "header", "footer", "aside"})


def _gallery_images(tree: lxml_html.HtmlElement) -> int:
    """``count(//body//img[not(ancestor::a or ancestor::nav or ancestor::header or ancestor::footer or
    ancestor::aside)])``, in Python (cheaper than libxml2's ancestor predicates)."""
    images = {img for body in tree.getroottree().getroot().iter("body") for img in body.iter("img") if img is not body}
    return sum(not any(anc.tag in _NOT_GALLERY for anc in img.iterancestors()) for img in images)


def not_an_article(tree: lxml_html.HtmlElement, body: list[str], table_rows: set[str], url: str | None,
                   rules: PageKindRules = PAGE_KIND_RULES,
                   sizes: dict[lxml_html.HtmlElement, int] | None = None) -> str | None:
    """The user-facing reason when the page is not one story, else None.

    ``body`` is the extracted body, ``table_rows`` the body lines that came from data-table rows, ``tree`` the
    cleaned page. Headlines: most of the body sits in headline cards and at most two prose paragraphs are left
    outside them (fewer cards needed on a tag/search/section URL). Table: data rows make up most of the body with
    little prose. Gallery: many pictures and almost no text."""
    body = body[:_KIND_SAMPLE]  # the top of the body decides; keeps the check linear on huge pages
    chars = sum(len(p) for p in body) or 1
    cards = headline_cards(tree, rules, sizes)[:_KIND_SAMPLE]
    in_cards = {p for p in body if _card_share(p, cards) >= rules.body_share_in_cards}
    prose = [p for p in body if len(p) >= rules.prose_min_chars and p not in in_cards and p not in table_rows]
    listing_url = bool(url and _LISTING_PATH.search(url))
    min_cards = rules.min_cards - 2 if listing_url else rules.min_cards
    if (len(cards) >= min_cards and sum(len(p) for p in body if p in in_cards) >= rules.body_share_in_cards * chars
            and len(prose) <= rules.max_prose_paragraphs):
        return HEADLINES_PAGE
    rows = sum(len(p) for p in body if p in table_rows)
    if rows >= rules.table_body_share * chars and chars - rows <= rules.table_max_prose_chars:
        return TABLE_PAGE
    # (the pictures are counted only for a short body without prose: most pages are spared the walk)
    if chars <= rules.gallery_max_body_chars and not prose and (images := _gallery_images(tree)) >= (
            rules.gallery_min_images) and chars <= rules.gallery_max_chars_per_image * images:
        return GALLERY_PAGE
    return None


# ----------------------------------------------------------------------------------------------------
# Page kind from the page's own markup (schema.org JSON-LD and microdata, og:type, the URL): shop/product pages,
# lists of reviews, directory and event entries, listings, a site's home page. The data: bot/page_kinds.toml.

PRODUCT_PAGE = "That page is a shop or product page, not an article."
REVIEWS_PAGE = "That page is a list of reviews, not an article."
ENTRY_PAGE = "That page is a directory or event entry, not an article."
LISTING_PAGE = "That page is a listing of pages, not an article."
HOME_PAGE = "That page is a site's home page, not an article."


@dataclass(frozen=True, slots=True)
class MarkupKinds:
    """The named data of :func:`markup_refusal` (bot/page_kinds.toml)."""

    story_types: frozenset[str]
    dated_meta: tuple[str, ...]
    single_review: str
    product_types: frozenset[str]
    offer_types: frozenset[str]
    offer_properties: frozenset[str]
    product_og_types: tuple[str, ...]
    review_type: str
    min_reviews: int
    entry_types: frozenset[str]
    listing_types: frozenset[str]
    wrapper_types: frozenset[str]
    home_paths: frozenset[str]
    language_roots: bool
    archive_hosts: frozenset[str]


PAGE_KINDS_TOML = Path(__file__).with_name("page_kinds.toml")


def load_markup_kinds(path: Path = PAGE_KINDS_TOML) -> MarkupKinds:
    data: dict[str, Any] = tomllib.loads(path.read_text(encoding="utf-8"))

    def names(section: str, key: str) -> frozenset[str]:
        return frozenset(str(x) for x in data[section][key])

    return MarkupKinds(
        story_types=names("story", "types"),
        dated_meta=tuple(str(x) for x in data["story"]["dated_meta"]),
        single_review=str(data["story"]["single_review"]),
        product_types=names("product", "types"),
        offer_types=names("product", "offer_types"),
        offer_properties=names("product", "offer_properties"),
        product_og_types=tuple(str(x).lower() for x in data["product"]["og_types"]),
        review_type=str(data["reviews"]["type"]),
        min_reviews=int(data["reviews"]["min_reviews"]),
        entry_types=names("entry", "types"),
        listing_types=names("listing", "types"),
        wrapper_types=names("page", "wrapper_types"),
        home_paths=frozenset(str(x).lower().rstrip("/") for x in data["home"]["paths"]),
        language_roots=bool(data["home"]["language_roots"]),
        archive_hosts=frozenset(str(x).lower() for x in data["home"]["archive_hosts"]),
    )


MARKUP_KINDS = load_markup_kinds()


@dataclass(frozen=True, slots=True)
class MainEntity:
    """One of the page's main entities: a top-level JSON-LD entity (or its mainEntity), or a microdata item
    outside other items (page wrappers aside)."""

    types: frozenset[str]
    offered: bool  # it carries an offer (an offers/price property or an Offer inside it)


@dataclass(frozen=True, slots=True)
class PageMarkup:
    """What the page's own markup says of its kind (:func:`page_markup`)."""

    og_type: str = ""
    main: tuple[MainEntity, ...] = ()
    all_types: frozenset[str] = frozenset()  # every schema.org type anywhere in JSON-LD and microdata
    reviews: int = 0  # Review entities
    dated: bool = False  # an article date meta tag


def type_names(value: object) -> frozenset[str]:
    """schema.org type names of an @type / itemtype value: "https://schema.org/Product" -> "Product"; a list
    or a space-separated itemtype gives each."""
    raw = value if isinstance(value, list) else str(value or "").split()
    return frozenset(re.split(r"[/#:]", str(x).rstrip("/"))[-1] for x in raw if isinstance(x, str) and x.strip())


def _ld_main(entities: Iterable[Any]) -> Iterator[dict[str, Any]]:
    """The main JSON-LD entities: top-level objects, the members of an @graph, and their mainEntity."""
    for data in entities:
        if not isinstance(data, dict):
            continue
        graph = data.get("@graph")
        members = [x for x in graph if isinstance(x, dict)] if isinstance(graph, list) else [data]
        for member in members:
            yield member
            main = member.get("mainEntity")
            for x in main if isinstance(main, list) else [main]:
                if isinstance(x, dict):
                    yield x


def _ld_offered(entity: dict[str, Any], kinds: MarkupKinds) -> bool:
    return any(key in entity for key in kinds.offer_properties)


def _microdata_main(items: Sequence[lxml_html.HtmlElement], kinds: MarkupKinds) -> Iterator[MainEntity]:
    for item in items:
        outer = next((anc for anc in item.iterancestors() if anc.get("itemscope") is not None
                      or anc.get("itemtype") is not None), None)
        if outer is not None and not type_names(outer.get("itemtype")) <= kinds.wrapper_types:
            continue
        types = type_names(item.get("itemtype"))
        offered = bool(types & kinds.product_types) and any(
            el.get("itemprop") in kinds.offer_properties or type_names(el.get("itemtype")) & kinds.offer_types
            for el in item.iterdescendants() if isinstance(el.tag, str))
        yield MainEntity(types, offered)


def page_markup(ld_top: Sequence[Any], ld_all: Sequence[dict[str, Any]], og_type: str | None, dated: bool,
                items: Sequence[lxml_html.HtmlElement], kinds: MarkupKinds = MARKUP_KINDS) -> PageMarkup:
    """The page's :class:`PageMarkup` from its JSON-LD (``ld_top``: the blocks' top-level values, ``ld_all``: every
    object in them), og:type, whether an article date meta tag is there, and its microdata items (the elements
    with an itemtype, in document order)."""
    main = [MainEntity(type_names(e.get("@type")), _ld_offered(e, kinds)) for e in _ld_main(ld_top)]
    main += _microdata_main(items, kinds)
    ld_types = [type_names(obj.get("@type")) for obj in ld_all]
    item_types = [type_names(el.get("itemtype")) for el in items]
    all_types = frozenset().union(*ld_types, *item_types)
    reviews = sum(kinds.review_type in t for t in ld_types) + sum(kinds.review_type in t for t in item_types)
    return PageMarkup((og_type or "").strip().lower(), tuple(main), all_types, reviews, dated)


_LANGUAGE_ROOT = re.compile(r"^/[a-z]{2}(?:[-_][a-z]{2})?$")


def home_page(url: str | None, kinds: MarkupKinds = MARKUP_KINDS) -> bool:
    """True when ``url`` is a site's home page: its path is the root, an index page or a language root, with no
    query (tracking parameters aside). A web archive's copy is judged by the archived URL."""
    if not url:
        return False
    parts = urlsplit(url)
    if (parts.hostname or "").lower() in kinds.archive_hosts:
        archived = re.match(r"^/web/[^/]+/(.+)$", parts.path + (f"?{parts.query}" if parts.query else ""))
        if not archived:
            return False
        inner = archived.group(1)
        return home_page(inner if "://" in inner else f"http://{inner}", kinds)
    if any(not key.lower().startswith("utm_") for key, _ in parse_qsl(parts.query, keep_blank_values=True)):
        return False
    path = parts.path.lower().rstrip("/")
    return path in kinds.home_paths or (kinds.language_roots and bool(_LANGUAGE_ROOT.match(path)))


def markup_refusal(markup: PageMarkup, url: str | None, kinds: MarkupKinds = MARKUP_KINDS) -> str | None:
    """The user-facing reason when the page's own markup says it is no story, else None.

    A story type anywhere (NewsArticle, BlogPosting, ...) or an article date meta tag: never refused here. A
    review of one product (its main entity a Review, fewer than ``min_reviews`` reviews): an article. Else in
    this order: a main entity of a product type that carries an offer, or an og:type product (shop page); many
    reviews (a list of reviews); a business, event or job main entity (directory entry); a collection or search
    results main entity (listing); a home-page URL."""
    if markup.all_types & kinds.story_types or markup.dated:
        return None
    main_types = frozenset().union(*(e.types for e in markup.main))
    if kinds.single_review in main_types and markup.reviews < kinds.min_reviews:
        return None
    if any(e.types & kinds.product_types and e.offered for e in markup.main) or any(
            markup.og_type == og or markup.og_type.startswith(og + ".") for og in kinds.product_og_types):
        return PRODUCT_PAGE
    if markup.reviews >= kinds.min_reviews:
        return REVIEWS_PAGE
    if main_types & kinds.entry_types:
        return ENTRY_PAGE
    if main_types & kinds.listing_types:
        return LISTING_PAGE
    if home_page(url, kinds):
        return HOME_PAGE
    return None
