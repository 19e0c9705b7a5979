"""Quote mining entry point (see :mod:`bot.quoting` for the rules).

``mine_quotes(paragraphs)`` returns every direct quotation of an article body in story order; each ``Quote.text`` is
verbatim from its paragraph (enforced) and ``Quote.speaker`` is the person as the article first names them, an
anonymous source / representative / commenter label, or None when unknown.
"""

from __future__ import annotations

from bot.quoting import mine_quotes, speakers_in
from bot.quoting.referents import referents

__all__ = ["mine_quotes", "referents", "speakers_in"]
