from __future__ import annotations

import io
import json
import logging

import pytest

from bot.config import LogSettings
from bot.logs import recap_id, setup_logging


def test_json_logs_redact_secrets_and_carry_recap_id() -> None:
    stream = io.StringIO()
    handler = setup_logging(LogSettings(level="INFO", format="json"), ["sk-very-secret"], stream=stream)
    try:
        log = logging.getLogger("bot.test")
        token = recap_id.set("r-42")
        try:
            log.info("calling with key %s", "sk-very-secret")
            try:
                raise RuntimeError("boom sk-very-secret")
            except RuntimeError:
                log.exception("failed")
        finally:
            recap_id.reset(token)
    finally:
        logging.getLogger().removeHandler(handler)
    text = stream.getvalue()
    assert "sk-very-secret" not in text
    lines = [json.loads(x) for x in text.splitlines()]
    assert lines[0]["msg"] == "calling with key [redacted]"
    assert lines[0]["recap_id"] == "r-42"
    assert "boom [redacted]" in lines[1]["exc"]


def test_text_format_when_asked() -> None:
    stream = io.StringIO()
    handler = setup_logging(LogSettings(level="INFO", format="text"), [], stream=stream)
    try:
        logging.getLogger("bot.test").warning("hello %s", "there")
    finally:
        logging.getLogger().removeHandler(handler)
    assert "WARNING bot.test: hello there" in stream.getvalue()


def _emit_all(cli: bool, level: str) -> list[str]:
    stream = io.StringIO()
    handler = setup_logging(LogSettings(level=level, format="text"), [], stream=stream, cli=cli)
    try:
        logging.getLogger("trafilatura.core").error("parsed tree length: 1, wrong data type")
        logging.getLogger("htmldate.core").warning("date guess")
        logging.getLogger("courlan.urlutils").info("url noise")
        logging.getLogger("somelib").error("other library")
        logging.getLogger("bot.extract").warning("own warning")
    finally:
        logging.getLogger().removeHandler(handler)
    return [line.split(": ", 1)[1] for line in stream.getvalue().splitlines()]


@pytest.mark.parametrize(
    ("cli", "level", "heard"),
    [
        (True, "WARNING", ["own warning"]),
        (True, "DEBUG", ["parsed tree length: 1, wrong data type", "date guess", "other library", "own warning"]),
        (False, "INFO", ["other library", "own warning"]),
        (False, "DEBUG", ["parsed tree length: 1, wrong data type", "date guess", "other library", "own warning"]),
    ],
)
def test_third_party_records_only_when_debugging(cli: bool, level: str, heard: list[str]) -> None:
    assert _emit_all(cli, level) == heard
