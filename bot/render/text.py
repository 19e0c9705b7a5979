"""A recap for the terminal: rich styling when ``color`` is true, plain text otherwise.

Article text is never interpreted as rich markup (it is appended as :class:`rich.text.Text`), and control characters
(ANSI escapes included) are stripped, so a hostile page cannot restyle or scramble the terminal.
"""

from __future__ import annotations

import io
import re

from rich.console import Console
from rich.text import Text

from bot.models import Recap
from bot.render import (
    article_link,
    citation_links,
    cited_paragraph_links,
    engine_label,
    lead_tag,
    one_line,
    quote_tag,
    quote_text,
    recap_title,
    show_headline,
    shown_bullets,
    source_parts,
    sourcing_lines,
    sourcing_tag,
    speaker_name,
    ui,
)
from bot.sanitize import strip_controls

_C1 = re.compile(r"[\x80-\x9f]")
WIDTH = 100


def _clean(text: str) -> str:
    return _C1.sub("", strip_controls(one_line(text)))


def _lines(recap: Recap) -> list[list[tuple[str, str]]]:
    """The recap as lines of (text, rich style) pieces."""
    # the lead's sourcing tag where the headline that says it is printed (the top line or the headline's own)
    lead = f" ({_clean(tag)})" if (tag := lead_tag(recap)) else ""
    out: list[list[tuple[str, str]]] = [[(_clean(recap_title(recap)) or "Recap", "bold"),
                                         ("" if show_headline(recap) else lead, "dim")]]
    source = [_clean(p) for p in source_parts(recap)]
    link = article_link(recap)
    if link:
        source.append(link)
    source.append(engine_label(recap))
    out.append([(" \u00b7 ".join(source), "dim")])
    out.append([])
    if show_headline(recap):
        out.append([(_clean(recap.headline), "bold cyan"), (lead, "dim")])
        out.append([])
    for i, b in enumerate(shown_bullets(recap), start=1):
        cites = " ".join(f"[{n}]" for n, _ in citation_links(recap, b))
        tag = sourcing_tag(b.sourcing, b.via)
        out.append([(f"{i}. ", "bold"), (_clean(b.text), ""), (f" {cites}" if cites else "", "blue"),
                    (f" ({_clean(tag)})" if tag else "", "dim")])
    verdict = sourcing_lines(recap.sourcing)
    if verdict:
        out.append([])
        out.append([(_clean(verdict[0]), "bold")])
        # each flag on a line of its own, as every chat renderer shows it: on one line, without colour, the count
        # line ran on into it ("... 1 court/police record A denial is included (X).")
        out.extend([(_clean(f), "yellow")] for f in verdict[1:])
    if recap.summary and link:
        out.append([])
        for n, u in cited_paragraph_links(recap):
            out.append([(f"[{n}] {u}", "dim")])
    if recap.key_quotes:
        out.append([])
        out.append([(ui("key_quotes"), "bold")])
        for q in recap.key_quotes:
            tag = quote_tag(q)
            out.append([("  \u201c" + _clean(quote_text(q)) + "\u201d", "italic"),
                        (" \u2014 " + _clean(speaker_name(q)), "magenta"), (f" ({_clean(tag)})" if tag else "", "dim")])
    if recap.warnings:
        out.append([])
        for w in recap.warnings:
            out.append([("\u26a0 " + _clean(w), "yellow")])
    return out


def render_text(recap: Recap, *, color: bool) -> str:
    """The recap as terminal text (ANSI-styled when ``color``)."""
    lines = _lines(recap)
    if not color:
        return "\n".join("".join(t for t, _ in line) for line in lines) + "\n"
    buf = io.StringIO()
    console = Console(file=buf, force_terminal=True, color_system="standard", width=WIDTH, highlight=False,
                      emoji=False, soft_wrap=True)
    for line in lines:
        text = Text()
        for piece, style in line:
            text.append(piece, style=style or None)
        console.print(text)
    return buf.getvalue()
