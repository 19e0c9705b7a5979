"""A recap as Markdown (CommonMark): title link, source line, headline, cited bullets, key quotes, warnings."""

from __future__ import annotations

import re

from bot.models import Recap
from bot.render import (
    article_link,
    citation_links,
    defuse_broadcasts,
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
from bot.sanitize import defuse_mentions

_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]<>()#+!|~])")
_LINE_START = re.compile(r"^(\s*)([-=>]|\d+\.)")


def md_escape(text: str) -> str:
    """Article text safe inside Markdown: one line, markup characters backslash-escaped, mentions defused."""
    t = _MD_SPECIAL.sub(r"\\\1", defuse_broadcasts(defuse_mentions(one_line(text))))
    return _LINE_START.sub(lambda m: m.group(1) + "\\" + m.group(2), t)


def render_markdown(recap: Recap) -> str:
    link = article_link(recap)
    title = md_escape(recap_title(recap)) or "Recap"
    # the lead's sourcing tag where the headline that says it is printed (the top line or the headline's own)
    lead = f" *({md_escape(tag)})*" if (tag := lead_tag(recap)) else ""
    top = "" if show_headline(recap) else lead
    lines = [(f"# [{title}]({link})" if link else f"# {title}") + top, ""]
    source = " \u00b7 ".join(md_escape(p) for p in [*source_parts(recap), engine_label(recap)])
    lines += [f"*{source}*", ""]
    if show_headline(recap):
        lines += [f"**{md_escape(recap.headline)}**{lead}", ""]
    for i, b in enumerate(shown_bullets(recap), start=1):
        cites = " ".join(f"[\\[{n}\\]]({u})" if u else f"\\[{n}\\]" for n, u in citation_links(recap, b))
        tag = sourcing_tag(b.sourcing, b.via)
        lines.append(f"{i}. {md_escape(b.text)} {cites}".rstrip() + (f" *({md_escape(tag)})*" if tag else ""))
    verdict = sourcing_lines(recap.sourcing)
    if verdict:
        lines += ["", " ".join([f"**{md_escape(verdict[0])}**", *(md_escape(f) for f in verdict[1:])])]
    if recap.key_quotes:
        lines += ["", f"## {ui('key_quotes')}", ""]
        for q in recap.key_quotes:
            tag = quote_tag(q)
            who = md_escape(speaker_name(q)) + (f" *({md_escape(tag)})*" if tag else "")
            lines += [f"> \u201c{md_escape(quote_text(q))}\u201d", f"> \u2014 {who}", ""]
    if recap.warnings:
        lines += ["" if lines[-1] else "", *[f"- \u26a0 {md_escape(w)}" for w in recap.warnings]]
    return "\n".join(lines).rstrip() + "\n"
