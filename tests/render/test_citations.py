from __future__ import annotations

from urllib.parse import unquote

from bot.citations import encode_fragment_text, fragment_link


def test_spec_examples_encode_reserved_characters() -> None:
    assert encode_fragment_text("-") == "%2D"
    assert encode_fragment_text(",") == "%2C"
    assert encode_fragment_text("&") == "%26"
    assert encode_fragment_text("red-carpet, spat & more") == "red%2Dcarpet%2C%20spat%20%26%20more"
    assert encode_fragment_text("caf\u00e9 \u201cno\u201d") == "caf%C3%A9%20%E2%80%9Cno%E2%80%9D"


def test_short_sentence_is_text_start_only_and_fragment_replaced() -> None:
    link = fragment_link("https://ex.com/a?b=1#old", "Pop star Marnie Vale split.")
    assert link == "https://ex.com/a?b=1#:~:text=Pop%20star%20Marnie%20Vale%20split."


def test_long_sentence_uses_start_and_end() -> None:
    s = "Speaking to TMZ, Scoop alleged that after the explosive street encounter, Hilaria ran after him."
    link = fragment_link("https://ex.com/a", s)
    directive = link.split("#:~:text=", 1)[1]
    start, end = directive.split(",")
    assert unquote(start) == "Speaking to TMZ, Scoop"
    assert unquote(end) == "Hilaria ran after him."
    assert "," not in unquote(start).replace("TMZ,", "") and "-" not in directive


def test_blank_sentence_gives_plain_url() -> None:
    assert fragment_link("https://ex.com/a#x", "   ") == "https://ex.com/a"
