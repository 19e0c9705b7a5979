from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterator
from typing import Any

import httpx
import pytest

from bot.config import FetchSettings
from bot.fetch import Fetcher, make_http_client
from bot.netguard import Resolver
from tests.fetch.support import RecordingBackend
from tests.support.pages import PageServer

FetcherFactory = Callable[..., tuple[Fetcher, RecordingBackend]]


@pytest.fixture
def server() -> Iterator[PageServer]:
    with PageServer() as srv:
        yield srv


@pytest.fixture
async def make_fetcher() -> AsyncIterator[FetcherFactory]:
    """``make_fetcher(allowed=[...], resolver=None, **settings) -> (Fetcher, RecordingBackend)``."""
    clients: list[httpx.AsyncClient] = []

    def factory(allowed: list[str] | tuple[str, ...] = (), resolver: Resolver | None = None,
                **overrides: Any) -> tuple[Fetcher, RecordingBackend]:
        settings = FetchSettings(allowed_private_hosts=tuple(allowed), **overrides)
        recorder = RecordingBackend()
        client = make_http_client(settings, resolver=resolver, network_backend=recorder)
        clients.append(client)
        return Fetcher(client, settings), recorder

    yield factory
    for client in clients:
        await client.aclose()
