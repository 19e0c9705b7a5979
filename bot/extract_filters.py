"""Line-level post-filters for :mod:`bot.extract`: boilerplate that general extractors let through, and
thin-page markers (paywalls, cookie walls).

Every rule here looks at one whole (short) paragraph; a long paragraph of story text is never dropped by a
keyword.
"""

from __future__ import annotations

import re

from lxml import html as lxml_html

# A paragraph longer than this is story text whatever words it contains.
_SHORT = 160

_BOILERPLATE = re.compile(
    r"""^(?:
        (?:read|see|watch|view)\s+(?:more|also|next|now)\b.*
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
      | (?:weitere\s+informationen|teilen|drucken|impressum|datenschutz(?:erklärung)?|zum\s+seitenanfang
         |nach\s+oben|empfehlen|kommentare?|schlagworte|tags?|filed\s+under|topics?)\s*(?::.*)?
      | .{0,120}\((?:photos?|images?|pictures?|credit|foto|bild)\s*:[^)]*\)
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
    r"|\b(?:consent|accept|agree)\b.*\bcookies?\b",
    re.IGNORECASE,
)


# Newsletter / app promos, which run longer than a short line: "Never miss a story — sign up for X's free daily
# newsletter to stay up-to-date on ...".
_PROMO = re.compile(
    r"^(?:never\s+miss|don['’]t\s+miss|want\s+(?:more|the\s+latest)|love\s+\w+\s+news|get\s+(?:the\s+latest|more|our)"
    r"|sign\s+up|subscribe|stay\s+up[\s-]to[\s-]date)\b.*\b(?:newsletter|inbox|sign\s+up|subscribe|app)\b",
    re.IGNORECASE,
)
_PROMO_MAX = 320


def is_boilerplate(paragraph: str, title: str | None = None) -> bool:
    """True for a short paragraph that is page furniture: read-more, newsletter, byline, dateline, caption."""
    text = paragraph.strip().strip("|•·-–— ").strip()
    if not text:
        return True
    if title and text.casefold() == title.strip().casefold():
        return True
    if is_cookie_line(text):
        return True
    if len(text) <= _PROMO_MAX and _PROMO.match(text):
        return True
    if len(text) > _SHORT:
        return False
    return bool(
        _BOILERPLATE.match(text) or _LABEL.match(text) or _BYLINE.match(text) or _DATELINE.match(text)
        or _PAYWALL_LINE.search(text)
    )


def is_paywall_line(paragraph: str) -> bool:
    return len(paragraph) <= 300 and bool(_PAYWALL_LINE.search(paragraph))


def is_cookie_line(paragraph: str) -> bool:
    return len(paragraph) <= 320 and bool(_COOKIE_LINE.search(paragraph))


def html_has_paywall_marker(html: str) -> bool:
    return bool(_PAYWALL_HTML.search(html))


# ----------------------------------------------------------------------------------------------------
# Page furniture removed from the parsed tree before extraction (site-independent house patterns)

# Class/id tokens of rails and inserts that are never the story: most-read/trending rails, read-next and
# related modules, share bars, newsletter inserts, recommendation widgets, video placeholders, tag lists.
_RAIL_TOKEN = re.compile(
    r"^(?:[\w-]*[-_])?(?:most-?read|most-?popular|most-?viewed|trending(?:-?now)?|read-?next|related-?(?:articles?"
    r"|stories|posts?|content|carousel|galleries|links)|recommended|newsletter-?(?:signup|promo|cta)|outbrain"
    r"|taboola|reactions?|social-?share|share-?(?:bar|tools|buttons|links)|video-?placeholder|tag-?list|gallery-?teaser)"
    r"(?:[-_][\w-]*)?$",
    re.IGNORECASE,
)
_CAPTION_TOKEN = re.compile(r"caption", re.IGNORECASE)
_CREDIT_TOKEN = re.compile(r"credit", re.IGNORECASE)
_EMBED_CHROME = re.compile(
    r"^(?:view\s+(?:this\s+)?post\s+on\s+instagram|a\s+post\s+shared\s+by\b.*|view\s+more\s+on\s+instagram"
    r"|.{0,80}\(@\w+\)\s*(?:on\s+)?\w*\s*\d{0,2},?\s*\d{0,4})$",
    re.IGNORECASE,
)
_TWEET_TAIL = re.compile(r"\s*(?:pic\.twitter\.com/\S+|https?://t\.co/\S+)\s*$")
_MAX_RAIL_CHARS = 2000
_MAX_CAPTION_CHARS = 500


def _tokens(el: lxml_html.HtmlElement) -> list[str]:
    return f"{el.get('class') or ''} {el.get('id') or ''}".split()


def _text_len(el: lxml_html.HtmlElement) -> int:
    return len(" ".join(el.itertext()).strip())


def clean_tree(tree: lxml_html.HtmlElement) -> bool:
    """Remove rails, captions, credits and social-embed chrome from ``tree`` in place; True when it changed.

    Social embeds become a plain ``<p>`` holding just the post text (an Instagram caption, a tweet), since
    articles quote posts; the embed chrome ("View this post on Instagram", "A post shared by ...") goes.
    Captions stay when the page is mostly captioned pictures (a gallery: there the captions are the story).
    """
    changed = _replace_embeds(tree)
    changed = join_drop_caps(tree) or changed
    changed = pad_blocks(tree) or changed
    body = tree.find(".//body")
    total = _text_len(body) if body is not None else 0
    doomed: list[lxml_html.HtmlElement] = []
    captions: list[lxml_html.HtmlElement] = []
    for el in tree.iter():
        if not isinstance(el.tag, str) or el.tag in ("html", "body", "head", "script", "style"):
            continue
        tokens = _tokens(el)
        if not tokens:
            continue
        size = _text_len(el)
        if any(_RAIL_TOKEN.match(t) for t in tokens) and size <= min(_MAX_RAIL_CHARS, 0.35 * total + 200):
            doomed.append(el)
        elif any(_CREDIT_TOKEN.search(t) for t in tokens) and size <= 200:
            doomed.append(el)
        elif any(_CAPTION_TOKEN.search(t) for t in tokens) and size <= _MAX_CAPTION_CHARS:
            captions.append(el)
    caption_chars = sum(_text_len(c) for c in _outermost(captions))
    if captions and caption_chars * 2 < _story_chars(tree, captions):
        doomed.extend(captions)
    for el in _outermost(doomed):
        _drop(el)
        changed = True
    return changed


_SLIDE_HEADINGS = ("h2", "h3", "h4")
_MIN_SLIDES = 3


def gallery_slides(tree: lxml_html.HtmlElement) -> list[tuple[str, str]]:
    """(slide title, caption) per captioned picture, in page order, when the cleaned ``tree`` is a gallery (at
    least three captions survived :func:`clean_tree`); the title is the last heading before the caption inside
    the same slide element ("" when there is none). Empty for article pages."""
    captions = _outermost([el for el in tree.iter() if isinstance(el.tag, str)
                           and el.tag not in ("html", "body") and any(_CAPTION_TOKEN.search(t) for t in _tokens(el))
                           and _text_len(el) <= _MAX_CAPTION_CHARS])
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


def _story_chars(tree: lxml_html.HtmlElement, captions: list[lxml_html.HtmlElement]) -> int:
    """Characters of ``<p>`` text outside the caption elements."""
    inside = {id(p) for c in captions for p in c.iter("p")}
    return sum(_text_len(p) for p in tree.iter("p") if id(p) not in inside)


def _outermost(elements: list[lxml_html.HtmlElement]) -> list[lxml_html.HtmlElement]:
    chosen = {id(e) for e in elements}
    return [e for e in elements if not any(id(a) in chosen for a in e.iterancestors())]


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
