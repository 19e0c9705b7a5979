"""Alembic environment.

:meth:`bot.store.Store.connect` runs migrations itself and passes its (sync-facade) connection in
``config.attributes["connection"]``. Run from the ``alembic`` command line (``alembic -c bot/alembic.ini upgrade
head``), the URL comes from ``GOSSIP_RECAP_STORE__URL`` or the ini's ``sqlalchemy.url``.
"""

from __future__ import annotations

import asyncio
import os

from alembic import context
from sqlalchemy.engine import Connection


def _run(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=None,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=False,
    )
    with context.begin_transaction():
        context.run_migrations()


async def _run_cli(url: str) -> None:
    from bot.store import async_url, make_engine

    engine = make_engine(async_url(url))
    try:
        async with engine.begin() as conn:
            await conn.run_sync(_run)
    finally:
        await engine.dispose()


def main() -> None:
    connection = context.config.attributes.get("connection")
    if connection is not None:
        _run(connection)
        return
    if context.is_offline_mode():
        raise SystemExit("offline (--sql) mode is not supported; run `alembic upgrade head` against a database")
    url = os.environ.get("GOSSIP_RECAP_STORE__URL") or context.config.get_main_option("sqlalchemy.url")
    if not url:
        raise SystemExit("set GOSSIP_RECAP_STORE__URL or sqlalchemy.url")
    asyncio.run(_run_cli(url))


main()
