from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.config import StoreSettings
from bot.store import Store
from tests.store.dbs import BACKENDS, db_url


@pytest.fixture(params=BACKENDS)
async def url(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[str]:
    async for u in db_url(request, tmp_path):
        yield u


@pytest.fixture
async def store(url: str) -> AsyncIterator[Store]:
    s = await Store.connect(StoreSettings(url=url))
    try:
        yield s
    finally:
        await s.close()
