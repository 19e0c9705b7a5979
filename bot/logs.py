"""Logging: JSON lines when stderr is not a TTY (or log.format="json"), text otherwise; secrets always redacted.

A recap id (``recap_id`` context variable) is attached to every record logged while a recap runs, so one request can
be followed across fetch, extract and summarize.
"""

from __future__ import annotations

import contextvars
import json
import logging
import sys
from collections.abc import Iterable
from datetime import UTC, datetime

from bot.config import LogSettings

recap_id: contextvars.ContextVar[str | None] = contextvars.ContextVar("recap_id", default=None)
REDACTED = "[redacted]"
OWN_LOGGER = "bot"
# Libraries the extraction runs (they log parse trouble at ERROR for every odd page): heard only at WARNING and up,
# and only when debug logging is asked for (``--verbose`` / ``[log] level = "DEBUG"``).
EXTRACTION_LIBRARIES = ("trafilatura", "htmldate", "courlan", "justext", "readability", "charset_normalizer")
_SILENT = logging.CRITICAL + 10


class OwnRecordsOnly(logging.Filter):
    """For the command line: records of the bot's own loggers, plus third-party WARNING+ when debugging, so a
    failed source is one line on stderr whatever the libraries log."""

    def __init__(self, *, debug: bool) -> None:
        super().__init__()
        self.debug = debug

    def filter(self, record: logging.LogRecord) -> bool:
        if record.name == OWN_LOGGER or record.name.startswith(OWN_LOGGER + "."):
            return True
        return self.debug and record.levelno >= logging.WARNING


class RedactingFilter(logging.Filter):
    """Replaces every configured secret value in the rendered message (and exception text) with [redacted]."""

    def __init__(self, secrets: Iterable[str]) -> None:
        super().__init__()
        self.secrets = [s for s in secrets if s and len(s) >= 4]

    def _scrub(self, text: str) -> str:
        for s in self.secrets:
            text = text.replace(s, REDACTED)
        return text

    def filter(self, record: logging.LogRecord) -> bool:
        record.recap_id = recap_id.get()
        if not self.secrets:
            return True
        record.msg = self._scrub(record.getMessage())
        record.args = None
        if record.exc_info and record.exc_info[1] is not None:
            record.exc_text = self._scrub(logging.Formatter().formatException(record.exc_info))
            record.exc_info = None
        return True


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        out: dict[str, object] = {
            "ts": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "msg": record.getMessage(),
        }
        rid = getattr(record, "recap_id", None)
        if rid:
            out["recap_id"] = rid
        if record.exc_info:
            out["exc"] = self.formatException(record.exc_info)
        elif record.exc_text:
            out["exc"] = record.exc_text
        return json.dumps(out, ensure_ascii=False)


def setup_logging(
    settings: LogSettings, secrets: Iterable[str] = (), *, stream: object = None, cli: bool = False
) -> logging.Handler:
    """Install one handler on the root logger; returns it (tests attach to it).

    The extraction libraries are heard only at WARNING and up, and only when the level is DEBUG. With ``cli``, no
    third-party record reaches the handler unless the level is DEBUG (then WARNING and up)."""
    s = stream or sys.stderr
    handler = logging.StreamHandler(s)  # type: ignore[arg-type]
    use_json = settings.format == "json" or (settings.format == "auto" and not getattr(s, "isatty", lambda: False)())
    handler.setFormatter(
        JsonFormatter() if use_json else logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
    )
    debug = settings.level.upper() == "DEBUG"
    if cli:
        handler.addFilter(OwnRecordsOnly(debug=debug))
    handler.addFilter(RedactingFilter(secrets))
    root = logging.getLogger()
    for h in list(root.handlers):
        if getattr(h, "_gossip_recap", False):
            root.removeHandler(h)
    handler._gossip_recap = True  # type: ignore[attr-defined]
    root.addHandler(handler)
    root.setLevel(settings.level.upper())
    for noisy in ("httpx", "httpcore", "discord.gateway", "discord.client", "aiosqlite", "openai._base_client"):
        logging.getLogger(noisy).setLevel(logging.WARNING)
    for library in EXTRACTION_LIBRARIES:
        logging.getLogger(library).setLevel(logging.WARNING if debug else _SILENT)
    return handler
