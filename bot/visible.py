"""The text a browser shows for a parsed page: what a reader sees and what Chrome's text-fragment search can match.

:func:`page_text` walks the body of an lxml tree once and returns two strings, blocks separated by ``"\\n"``:

- ``visible``: headline, standfirst, captions, body, rails — every rendered text, in document order; inline
  elements are joined without separators (as the browser renders them) and each block-level element (``<p>``,
  ``<li>``, table cells ...) starts a new line, because a text fragment's terms cannot match across blocks; a
  ``<br>`` is ``LINE_BREAK`` (U+2028): a break for matching too, but inside one paragraph.
  The page's own characters are kept (curly quotes, dashes, no-break spaces, soft hyphens); only collapsible HTML
  whitespace (space, tab, newline) is folded to one space.
- ``hidden``: text of elements a browser does not render although it is in the markup: ``hidden``, inline
  ``display:none``/``visibility:hidden``, classes hidden by the page's own ``<style>`` rules (print headers are
  typically ``.print-only{display:none}``) and the usual hidden utility classes.

Scripts, styles, templates, ``<noscript>`` and embedded objects are neither. Citations use ``visible`` to check that
a link's first match is the cited sentence (:mod:`bot.citations`); extraction uses ``hidden`` to drop body paragraphs
nobody can see (:func:`drop_hidden`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from lxml import etree
from lxml import html as lxml_html

from bot.text.norm import lowered_for_search

MAX_CHARS = 400_000  # text kept per page (hostile pages)
MAX_DEPTH = 400
MOSTLY_SHOWN = 2  # drop hidden paragraphs only when at least half the body is visible

# Elements whose text is never rendered (or cannot be matched by a text fragment).
SKIP_TAGS = frozenset(
    "head script style noscript template iframe object embed video audio canvas select option optgroup datalist "
    "meter progress textarea svg math title".split()
)
# Elements that start a new block (a line in the visible text).
BLOCK_TAGS = frozenset(
    "address article aside blockquote body center dd details dialog dir div dl dt fieldset figcaption figure footer "
    "form h1 h2 h3 h4 h5 h6 header hgroup hr html legend li listing main menu nav ol p plaintext pre section summary "
    "table caption thead tbody tfoot tr td th ul button".split()
)
# Utility classes that hide an element at every screen width (Bootstrap, Tailwind, WordPress, print-only markers).
HIDDEN_CLASSES = frozenset(
    "hidden d-none hide is-hidden u-hidden visually-hidden sr-only screen-reader-text screen-reader-only "
    "print-only printonly visible-print visible-print-block print-header print-footer".split()
)
# A class that shows an element again at some width ("d-none d-md-block", "hidden md:block"): then not hidden.
_SHOWN_AT_SOME_WIDTH = re.compile(r"^(?:d-(?:sm|md|lg|xl|xxl)-|(?:sm|md|lg|xl|2xl):)(?!hidden|none)")
_STYLE_HIDDEN = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.IGNORECASE)
# Runs of collapsible HTML whitespace other than a lone space (which would be replaced by itself): what
# re.sub(r"[ \t\n\r\f]+", " ", text) changes, without rebuilding the text at every space.
# (written so that each alternative starts with one known character: re scans for those faster than for the
# start of a two-character run)
_HTML_SPACE = re.compile(r"[\t\n\r\f][ \t\n\r\f]*| [ \t\n\r\f]+")
_BREAKS = re.compile(" ?\u2028[ \u2028]*")
_CSS_COMMENT = re.compile(r"/\*.*?\*/", re.DOTALL)
_CSS_PRINT_BLOCK = re.compile(r"@media[^{]*\bprint\b[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}", re.IGNORECASE)
_SIMPLE_SELECTOR = re.compile(r"^([a-z][a-z0-9]*)?((?:[.#][\w-]+)+)$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class PageText:
    """Rendered text of a page, blocks separated by ``"\\n"``."""

    visible: str
    hidden: str


def page_text(tree: lxml_html.HtmlElement) -> PageText:
    """The visible and hidden text of ``tree`` (call it before anything removes elements from the tree)."""
    walk = _Walk(_hidden_rules(tree))
    body = tree.find("body")
    root = body if body is not None else tree
    walk.element(root, False, 0, root.tag)
    return PageText(visible=_lines("".join(walk.visible)), hidden=_lines("".join(walk.hidden)))


_BLOCK = "\x00"  # block mark while walking (sanitised input has no NUL); "\n" in the result
LINE_BREAK = "\u2028"  # a <br>: a break for a browser's find, but inside one paragraph


class _Walk:
    def __init__(self, rules: _Rules) -> None:
        self.rules = rules
        self.hide_classes = rules.classes | HIDDEN_CLASSES
        self.visible: list[str] = []
        self.hidden: list[str] = []
        self.size = 0

    def element(self, el: etree._Element, hidden: bool, depth: int, tag: str) -> None:
        """Append the text of ``el`` (``tag``: its tag) and of its children, each child's tail after it, to the
        visible or hidden pieces; a child is hidden inside a hidden element or when :meth:`hides` it."""
        out = self.hidden if hidden else self.visible
        if tag == "br":
            out.append(LINE_BREAK)
        block = tag in BLOCK_TAGS
        if block:
            out.append(_BLOCK)
        text = el.text
        if text:
            out.append(text)
            self.size += len(text)
        for child in el:
            child_tag = child.tag
            if type(child_tag) is str and child_tag not in SKIP_TAGS:
                if self.size > MAX_CHARS or depth > MAX_DEPTH:
                    break
                self.element(child, hidden or self.hides(child, child_tag), depth + 1, child_tag)
            tail = child.tail
            if tail:
                out.append(tail)
        if block:
            out.append(_BLOCK)

    def hides(self, el: etree._Element, tag: str) -> bool:
        """Whether a browser hides ``el`` itself: a ``hidden`` attribute, an inline ``display:none`` /
        ``visibility:hidden`` style, a class or id the page's style sheets hide, a hidden utility class not shown
        again at some width, or a closed ``<dialog>``. Asked only for the elements the walk reaches outside hidden
        ones (an attribute lookup per element costs more than the rest of the walk's step)."""
        get = el.get
        if get("hidden") is not None or ((style := get("style")) and _STYLE_HIDDEN.search(style)):
            return True
        rules = self.rules
        if (cls := get("class")) and not self.hide_classes.isdisjoint(classes := cls.split()) and (
                not rules.classes.isdisjoint(classes) or not any(_SHOWN_AT_SOME_WIDTH.match(c) for c in classes)):
            return True
        if rules.ids and (el_id := get("id")) and el_id in rules.ids:
            return True
        return tag == "dialog" and get("open") is None


def _lines(text: str) -> str:
    text = _HTML_SPACE.sub(" ", text)
    if LINE_BREAK in text:  # (the pattern may start at any space)
        text = _BREAKS.sub(LINE_BREAK, text)
    lines = (line.strip(" " + LINE_BREAK) for line in text.split(_BLOCK))
    return "\n".join(line for line in lines if line)


@dataclass(frozen=True, slots=True)
class _Rules:
    classes: frozenset[str]
    ids: frozenset[str]


def _hidden_rules(tree: lxml_html.HtmlElement) -> _Rules:
    """Classes and ids the page's own ``<style>`` blocks hide on screen (``.x{display:none}``, not in @media print).
    Only simple selectors count (``.x``, ``#y``, ``div.x``): a compound one may not apply to every element."""
    classes: set[str] = set()
    ids: set[str] = set()
    for style in tree.iter("style"):
        css = _CSS_PRINT_BLOCK.sub(" ", _CSS_COMMENT.sub(" ", style.text or ""))
        for selectors in _hiding_selectors(css):
            for sel in selectors.split(","):
                m = _SIMPLE_SELECTOR.match(sel.strip())
                if not m:
                    continue
                parts = re.findall(r"[.#][\w-]+", m.group(2))
                if len(parts) != 1:
                    continue  # ".a.b" hides only elements with both: not judged per class
                (classes if parts[0][0] == "." else ids).add(parts[0][1:])
    return _Rules(frozenset(classes), frozenset(ids))


def _hiding_selectors(css: str) -> list[str]:
    """The selector lists, in order, of the rules of ``css`` whose declarations hide (``_STYLE_HIDDEN``). A rule is
    an innermost ``{...}`` block (no brace inside) and the selectors before it, back to the previous ``{``, ``}``,
    ``@`` or ``;`` (non-empty): the rules ``re.findall(r"([^{}@;]+)\\{([^{}]*)\\}", css)`` gives. Found from the
    hiding declarations outwards (a match holds no brace, so its rule is the brace-free block around it) instead
    of parsing every rule of the page's style sheets."""
    found: list[tuple[int, str]] = []
    seen: set[int] = set()
    for start, end in _hiding_spans(css):
        opening = css.rfind("{", 0, start)
        if opening < 0 or opening in seen or css.rfind("}", 0, start) > opening:
            continue
        closing = css.find("}", end)
        if closing < 0 or -1 < css.find("{", end, closing):
            continue
        seen.add(opening)
        selector_start = max(css.rfind(c, 0, opening) for c in "{}@;") + 1
        if selector_start < opening:
            found.append((opening, css[selector_start:opening]))
    return [selectors for _, selectors in sorted(found)]


_HIDING_WORDS = {"display": re.compile(r"display\s*:\s*none"), "visibility": re.compile(r"visibility\s*:\s*hidden")}


def _hiding_spans(css: str) -> list[tuple[int, int]]:
    """Where ``_STYLE_HIDDEN`` matches in ``css`` (not in order): each property name found by a substring search of
    the lower-cased text, then the case-sensitive pattern matched there (``re`` scans a case-insensitive alternation
    slowly); the regex itself on text whose lower-casing is not one-to-one."""
    lower = lowered_for_search(css)
    if lower is None:
        return [m.span() for m in _STYLE_HIDDEN.finditer(css)]
    spans: list[tuple[int, int]] = []
    for word, pattern in _HIDING_WORDS.items():
        at = lower.find(word)
        while at >= 0:
            if m := pattern.match(lower, at):
                spans.append(m.span())
            at = lower.find(word, at + 1)
    return spans


def _key(text: str) -> str:
    return "".join(text.split()).casefold()


def drop_hidden(paragraphs: Sequence[str], text: PageText) -> list[str]:
    """``paragraphs`` without those that occur only in hidden text (print headers, collapsed duplicates).

    A body that is mostly hidden is kept whole: the page reveals it with a script (paywall or app shells)."""
    if not text.hidden:
        return list(paragraphs)
    hidden = _key(text.hidden.replace("\n", " "))
    visible = _key(text.visible.replace("\n", " "))
    out = []
    for p in paragraphs:
        key = _key(p)
        if key and key in hidden and key not in visible:
            continue
        out.append(p)
    return out if len(out) * MOSTLY_SHOWN >= len(paragraphs) else list(paragraphs)
