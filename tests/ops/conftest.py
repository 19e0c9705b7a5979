"""``pg_url``: a fresh PostgreSQL database for processes that share one store (skips when PostgreSQL is down)."""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import asyncpg
import pytest

from tests.ops.support import LoopThread

PG_ADMIN = "postgresql://postgres@127.0.0.1:5432/test"
PG_BASE = "postgresql+asyncpg://postgres@127.0.0.1:5432/"


@pytest.fixture
def pg_url(loop: LoopThread) -> Iterator[str]:
    async def admin() -> asyncpg.Connection:
        return await asyncpg.connect(PG_ADMIN, timeout=3)

    try:
        conn = loop.run(admin())
    except (OSError, asyncpg.PostgresError) as exc:
        pytest.skip(f"PostgreSQL not reachable at 127.0.0.1:5432/test ({type(exc).__name__}: {exc})")
    name = f"test_{uuid.uuid4().hex[:12]}"
    loop.run(conn.execute(f'CREATE DATABASE "{name}"'))
    try:
        yield PG_BASE + name
    finally:
        loop.run(conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        loop.run(conn.close())
