"""Line-level post-filters for :mod:`bot.extract`: boilerplate that general extractors let through, and
thin-page markers (paywalls, cookie walls).

Every rule here looks at one whole (short) paragraph; a long paragraph of story text is never dropped by a
keyword.
"""

from __future__ import annotations

import re

# A paragraph longer than this is story text whatever words it contains.
_SHORT = 160

_BOILERPLATE = re.compile(
    r"""^(?:
        (?:read|see|watch|view)\s+(?:more|also|next|now)\b.*
      | related(?:\s+(?:articles?|stories|content|posts?|links?))?\s*:.*
      | more\s+(?:on\s+this|from|stories|news|like\s+this)\b.*
      | advertisement | advertising | sponsored(?:\s+content)? | anzeige | werbung
      | (?:sign\s+up|subscribe|register)\b.*(?:newsletter|inbox|updates|free|daily|weekly|alerts?)\b.*
      | .*\bnewsletter\b.*\b(?:sign\s+up|subscribe|inbox|abonnieren|anmelden)\b.*
      | follow\s+(?:us|@|[\w.]+\s+on)\b.*
      | share\s+(?:this|on|via|article|story)\b.*
      | (?:click|tap)\s+here\b.*
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
    r"(?:\s*\w{2,4})?$|^\d{1,2}[./]\d{1,2}[./]\d{2,4}(?:[,\s]+\d{1,2}[:.]\d{2}(?:\s*uhr)?)?$"
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


def is_boilerplate(paragraph: str, title: str | None = None) -> bool:
    """True for a short paragraph that is page furniture: read-more, newsletter, byline, dateline, caption."""
    text = paragraph.strip().strip("|•·-–— ").strip()
    if not text:
        return True
    if title and text.casefold() == title.strip().casefold():
        return True
    if is_cookie_line(text):
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
