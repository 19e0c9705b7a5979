"""One error tree for the whole bot. Every error carries a one-line, user-facing message.

    BotError                      (message: str, shown to users as is)
    ├── ConfigError               bad config file / key / type, missing secret
    ├── FetchError                anything between a URL and HTML bytes
    │   ├── InvalidURL            malformed URL, unsupported scheme
    │   ├── Blocked               private / loopback / link-local / metadata address
    │   ├── TooLarge              body over the size cap (counted decoded)
    │   ├── FetchTimeout          whole download over the time cap
    │   ├── TooManyRedirects      redirect cap or loop
    │   ├── HTTPStatus            4xx / 5xx from the site
    │   └── NotArticle            not HTML/XHTML/text (PDF, image, binary)
    ├── ExtractError              no article text could be found
    │   ├── NotAnArticle          a front/section page, listing, table or gallery: not one story
    │   └── BinaryPage            the body is binary data, not text (checked before parsing)
    ├── SummarizeError            the summarizer failed (the LLM engine falls back before this surfaces)
    ├── StoreError                database trouble
    └── RateLimited               per-user / per-channel limit hit

Adapters have exactly one hook that turns a BotError into a reply (``err.message``); anything else becomes a
generic "Something went wrong" reply and a logged traceback.
"""

from __future__ import annotations

from typing import Any


class BotError(Exception):
    """Base class. ``kind`` is a stable machine name used in JSON output and metrics."""

    kind = "error"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


class ConfigError(BotError):
    kind = "config"


class FetchError(BotError):
    kind = "fetch"


class InvalidURL(FetchError):
    kind = "invalid_url"


class Blocked(FetchError):
    kind = "blocked"


class TooLarge(FetchError):
    kind = "too_large"


class FetchTimeout(FetchError):
    kind = "timeout"


class TooManyRedirects(FetchError):
    kind = "too_many_redirects"


class HTTPStatus(FetchError):
    kind = "http_status"

    def __init__(self, message: str, status: int) -> None:
        super().__init__(message)
        self.status = status


class NotArticle(FetchError):
    kind = "not_article"


class ExtractError(BotError):
    kind = "extract"


class NotAnArticle(ExtractError):
    """The page is a list of headlines, a table or a gallery: there is no single story to recap."""

    kind = "not_an_article"


class BinaryPage(ExtractError):
    kind = "binary"


class SummarizeError(BotError):
    """``stats``: what the failed engine spent (the LLM engine's tokens, latency and attempts), for logs and metrics."""

    kind = "summarize"

    def __init__(self, message: str, *, stats: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.stats: dict[str, Any] = dict(stats or {})


class StoreError(BotError):
    kind = "store"


class RateLimited(BotError):
    kind = "rate_limited"


class StoreUnavailable(ConfigError, StoreError):
    """The configured store could not be opened at start-up: a configuration problem (``[store] url``), exit 2."""

    kind = "store_unavailable"
