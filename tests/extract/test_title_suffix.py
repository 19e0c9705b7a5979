"""A page title loses its site name and nothing of the story (reader QA pass, session 8). All titles fictional."""

from __future__ import annotations

import pytest

from bot.extract_meta import strip_site_suffix


@pytest.mark.parametrize(
    ("title", "site", "expected"),
    [
        ("Quill splits from Vale | The Velvet Rope", "The Velvet Rope", "Quill splits from Vale"),
        ("The Velvet Rope | Quill splits from Vale", "The Velvet Rope", "Quill splits from Vale"),
        ("Quill splits from Vale - Velvet", None, "Quill splits from Vale"),
        # the whole site name, tagline and city included, after an earlier separator
        ("Teen hurt in bridge crash - KXYZ 9News | News, Weather | Harbor City",
         "KXYZ 9News | News, Weather | Harbor City", "Teen hurt in bridge crash"),
        # a slash inside a quoted record title is no site separator
        ("Record of the week: Mara Vale, \u2018Neon Dust / Slow Fade\u2019", None,
         "Record of the week: Mara Vale, \u2018Neon Dust / Slow Fade\u2019"),
        ('Album review: Mara Vale, "Neon Dust / Slow Fade"', None,
         'Album review: Mara Vale, "Neon Dust / Slow Fade"'),
        ("Quill splits from Vale", "The Velvet Rope", "Quill splits from Vale"),
        # German quotation marks „…“ closed before the separator: the site suffix still goes
        ("Mara Vale live mit \u201eNeon Dust\u201c: Tour 2027 | Tickets", None,
         "Mara Vale live mit \u201eNeon Dust\u201c: Tour 2027"),
        ("Kann \u201edie Quelle der Sterne\u201c helfen? - technik.example", None,
         "Kann \u201edie Quelle der Sterne\u201c helfen?"),
    ],
)
def test_site_suffix(title: str, site: str | None, expected: str) -> None:
    assert strip_site_suffix(title, site) == expected
