"""Quote mining entry point (see :mod:`bot.quoting` for the rules).

``mine_quotes(paragraphs)`` returns every direct quotation of an article body in story order; each ``Quote.text`` is
verbatim from its paragraph (enforced) and ``Quote.speaker`` is the person as the article first names them, an
anonymous source / representative / commenter label, or None when unknown. ``mine_quotes_doubted`` is the same with
the optional speaker model's doubt (``[bot] speaker_model``; :mod:`bot.quoting.speaker_model`).
"""

from __future__ import annotations

from bot.quoting import mine_quotes, speakers_in
from bot.quoting.referents import referents
from bot.quoting.speaker_model import installed as speaker_model_installed
from bot.quoting.speaker_model import mine_quotes_doubted

__all__ = ["mine_quotes", "mine_quotes_doubted", "referents", "speaker_model_installed", "speakers_in"]
