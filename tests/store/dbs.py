"""Database fixtures shared by tests/store and tests/digest: SQLite in a tmp dir, and a fresh PostgreSQL database
per test (created on the ``test`` database, dropped afterwards) so parallel runs never collide."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
from pathlib import Path

import asyncpg
import pytest

PG_ADMIN = "postgresql://postgres@127.0.0.1:5432/test"
PG_BASE = "postgresql+asyncpg://postgres@127.0.0.1:5432/"


async def _admin() -> asyncpg.Connection:
    try:
        return await asyncpg.connect(PG_ADMIN, timeout=3)
    except (OSError, asyncpg.PostgresError) as exc:
        pytest.skip(f"PostgreSQL not reachable at 127.0.0.1:5432/test ({type(exc).__name__}: {exc})")


async def fresh_pg_database() -> AsyncIterator[str]:
    admin = await _admin()
    name = f"test_{uuid.uuid4().hex[:12]}"
    await admin.execute(f'CREATE DATABASE "{name}"')
    try:
        yield PG_BASE + name
    finally:
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await admin.close()


def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path}/db/store.db"


async def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[str]:
    if request.param == "sqlite":
        yield sqlite_url(tmp_path)
    else:
        async for url in fresh_pg_database():
            yield url


BACKENDS = [pytest.param("sqlite"), pytest.param("postgres", marks=pytest.mark.postgres)]
