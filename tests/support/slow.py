"""A deliberately slow extractor for the loader's ``extract`` seam: burns CPU until it is killed."""

from __future__ import annotations

from bot.models import Article


def burn_forever(html: str, final_url: str, pasted: str) -> Article:
    n = 0
    while True:
        n += 1
