"""Rules-based quote mining: quotation spans, people and speaker mentions, attribution."""

from __future__ import annotations

from bot.quoting.miner import article_cast, mine_quotes, speakers_in

__all__ = ["article_cast", "mine_quotes", "speakers_in"]
