"""The bot's database: recap cache, channel modes, Slack event dedup, and the digest tables.

SQLAlchemy 2 async Core. ``sqlite:///path.db`` (aiosqlite, WAL, busy timeout) for one instance,
``postgresql+asyncpg://...`` when several instances share state. The schema is created and upgraded on connect by
the Alembic migrations in ``bot/migrations``, atomically and serialised across processes: on PostgreSQL in one
transaction under an advisory lock; on SQLite in one ``BEGIN IMMEDIATE`` transaction (the write lock: a second process
starting together waits, then finds the schema current; a process killed mid-migration leaves nothing behind).
Digest claims are stamped with the database's clock when the caller passes no time (see
:meth:`Store.claim_digest_run`). Every database failure surfaces as :class:`~bot.errors.StoreError`; a store that
cannot be opened at start-up is :class:`~bot.errors.StoreUnavailable` naming ``[store] url``. All timestamps are
aware UTC.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Connection, Dialect
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, create_async_engine
from sqlalchemy.pool import NullPool, StaticPool

from bot.config import StoreSettings
from bot.digest import Subscription
from bot.errors import StoreError, StoreUnavailable
from bot.models import DigestEntry, Quote, SourcingSummary

_log = logging.getLogger(__name__)

MIGRATIONS_DIR = Path(__file__).with_name("migrations")
_ADVISORY_LOCK_ID = 0x676F7373  # "goss": serialises schema upgrades across instances on PostgreSQL
SQLITE_BUSY_TIMEOUT_MS = 10_000
# A process starting beside another waits for that one's migration (one write lock, BEGIN IMMEDIATE); on a loaded
# machine importing alembic and migrating can take longer than a request's busy wait, so start-up waits longer.
SQLITE_MIGRATION_BUSY_TIMEOUT_MS = 120_000
CONNECT_TIMEOUT_SECONDS = 15.0  # first connection + migration of a server database at start-up


class UTCDateTime(sa.types.TypeDecorator[datetime]):
    """Aware UTC in, aware UTC out (SQLite stores naive UTC text; PostgreSQL timestamptz)."""

    impl = sa.DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime given to the store; use timezone-aware UTC")
        value = value.astimezone(UTC)
        return value.replace(tzinfo=None) if dialect.name == "sqlite" else value

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


_md = sa.MetaData()
cache_t = sa.Table(
    "cache", _md,
    sa.Column("kind", sa.String(32), primary_key=True),
    sa.Column("key", sa.String(2048), primary_key=True),
    sa.Column("data", sa.Text()),
    sa.Column("expires_at", UTCDateTime()),
)
channel_t = sa.Table(
    "channel_settings", _md,
    sa.Column("platform", sa.String(16), primary_key=True),
    sa.Column("workspace", sa.String(64), primary_key=True),
    sa.Column("channel", sa.String(64), primary_key=True),
    sa.Column("mode", sa.String(16)),
    sa.Column("updated_at", UTCDateTime()),
)
events_t = sa.Table(
    "seen_events", _md,
    sa.Column("platform", sa.String(16), primary_key=True),
    sa.Column("event_id", sa.String(255), primary_key=True),
    sa.Column("seen_at", UTCDateTime()),
)
entries_t = sa.Table(
    "digest_entries", _md,
    sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
    sa.Column("platform", sa.String(16)),
    sa.Column("workspace", sa.String(64)),
    sa.Column("channel", sa.String(64)),
    sa.Column("canonical_url", sa.String(2048)),
    sa.Column("day", sa.String(10)),
    sa.Column("story_key", sa.String(64)),
    sa.Column("title", sa.Text()),
    sa.Column("headline", sa.Text()),
    sa.Column("site", sa.String(255)),
    sa.Column("key_quote", sa.Text()),
    sa.Column("people", sa.Text()),
    sa.Column("sourcing", sa.Text()),
    sa.Column("kind", sa.String(16)),
    sa.Column("interest", sa.Integer()),
    sa.Column("posted_at", UTCDateTime()),
)
subs_t = sa.Table(
    "digest_subscriptions", _md,
    sa.Column("platform", sa.String(16), primary_key=True),
    sa.Column("workspace", sa.String(64), primary_key=True),
    sa.Column("channel", sa.String(64), primary_key=True),
    sa.Column("at_time", sa.String(5)),
    sa.Column("tz", sa.String(64)),
    sa.Column("created_at", UTCDateTime()),
    sa.Column("updated_at", UTCDateTime()),
)
runs_t = sa.Table(
    "digest_runs", _md,
    sa.Column("platform", sa.String(16), primary_key=True),
    sa.Column("workspace", sa.String(64), primary_key=True),
    sa.Column("channel", sa.String(64), primary_key=True),
    sa.Column("local_date", sa.String(10), primary_key=True),
    sa.Column("status", sa.String(16)),
    sa.Column("owner", sa.String(64)),
    sa.Column("attempts", sa.Integer()),
    sa.Column("claimed_at", UTCDateTime()),
    sa.Column("finished_at", UTCDateTime()),
)


@dataclass(frozen=True, slots=True)
class DigestRun:
    """One (subscription, local day) claim row."""

    platform: str
    workspace: str
    channel: str
    local_date: str
    status: str  # claimed | posted | empty | skipped | failed
    owner: str
    attempts: int
    claimed_at: datetime
    finished_at: datetime | None


def async_url(url: str) -> sa.URL:
    """``sqlite:///x.db`` -> aiosqlite, ``postgresql://`` / ``postgres://`` -> asyncpg; others unchanged."""
    try:
        u = sa.make_url(url)
    except sa.exc.ArgumentError:
        raise StoreError(f"Bad store URL {url!r}") from None
    backend = u.get_backend_name()
    if backend == "sqlite":
        return u.set(drivername="sqlite+aiosqlite")
    if backend in ("postgresql", "postgres"):
        return u.set(drivername="postgresql+asyncpg")
    raise StoreError(f"Unsupported store URL scheme {u.drivername!r} (use sqlite:/// or postgresql+asyncpg://)")


def _sqlite_pragmas(dbapi_conn: Any, _record: Any, busy_ms: int = SQLITE_BUSY_TIMEOUT_MS) -> None:
    cur = dbapi_conn.cursor()
    cur.execute(f"PRAGMA busy_timeout={busy_ms}")
    _set_wal(cur, busy_ms)
    cur.execute("PRAGMA synchronous=NORMAL")
    cur.close()


def _set_wal(cur: Any, busy_ms: int) -> None:
    """Switch the file to WAL. The switch needs the file to itself and SQLite answers "database is locked" at once,
    without its busy wait, while another process holds it (two processes opening a fresh file together: the other
    one is migrating it); so the switch is retried, with growing pauses, for as long as the busy wait would wait."""
    deadline = time.monotonic() + busy_ms / 1000
    pause = 0.01
    while True:
        try:
            cur.execute("PRAGMA journal_mode=WAL")
            return
        except Exception as exc:  # the driver's OperationalError (sqlite3's, or aiosqlite's adapted one)
            if "locked" not in str(exc) or time.monotonic() + pause > deadline:
                raise
        time.sleep(pause)
        pause = min(pause * 2, 0.5)


def make_engine(url: sa.URL) -> AsyncEngine:
    """An async engine for ``url`` (already converted by :func:`async_url`)."""
    if url.get_backend_name() != "sqlite":
        return create_async_engine(url, pool_pre_ping=True)
    db = url.database or ""
    memory = db in ("", ":memory:") or db.startswith("file::memory:")
    if memory:
        engine = create_async_engine(url, poolclass=StaticPool, connect_args={"check_same_thread": False})
    else:
        engine = create_async_engine(url, connect_args={"timeout": SQLITE_BUSY_TIMEOUT_MS / 1000})
    sa.event.listen(engine.sync_engine, "connect", _sqlite_pragmas)
    return engine


def _sqlite_file(url: sa.URL) -> Path | None:
    db = url.database or ""
    if url.get_backend_name() != "sqlite" or db in ("", ":memory:") or db.startswith("file:"):
        return None
    return Path(db).expanduser()


def _upgrade_sqlite_file(url: sa.URL) -> None:
    """Migrate a SQLite file in one ``BEGIN IMMEDIATE`` transaction (sync driver, run in a thread).

    Python's sqlite3 module commits implicitly around DDL, so the async engine cannot make a migration atomic; here
    the driver's transaction handling is off and the transaction is ours: the write lock is taken before anything is
    read, so processes migrating together run one after the other, and a crash rolls the whole migration back.
    """
    path = _sqlite_file(url)
    assert path is not None
    path.parent.mkdir(parents=True, exist_ok=True)
    engine = sa.create_engine(
        url.set(drivername="sqlite+pysqlite"), poolclass=NullPool,
        connect_args={"timeout": SQLITE_MIGRATION_BUSY_TIMEOUT_MS / 1000},
    )

    def on_connect(dbapi_conn: Any, record: Any) -> None:
        dbapi_conn.isolation_level = None  # no implicit BEGIN/COMMIT from the driver
        _sqlite_pragmas(dbapi_conn, record, SQLITE_MIGRATION_BUSY_TIMEOUT_MS)

    def on_begin(conn: Connection) -> None:
        conn.exec_driver_sql("BEGIN IMMEDIATE")

    sa.event.listen(engine, "connect", on_connect)
    sa.event.listen(engine, "begin", on_begin)
    import alembic.command  # noqa: F401  (loaded before the write lock is taken, not while holding it)

    try:
        with engine.begin() as conn:
            _upgrade(conn)
    finally:
        engine.dispose()


def _upgrade(connection: Connection) -> None:
    from alembic import command
    from alembic.config import Config

    if connection.dialect.name == "postgresql":
        connection.execute(sa.text("SELECT pg_advisory_xact_lock(:k)"), {"k": _ADVISORY_LOCK_ID})
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS_DIR))
    cfg.attributes["connection"] = connection
    command.upgrade(cfg, "head")


def _reason(exc: BaseException) -> str:
    """One line for a start-up failure: the driver's own first line (no SQL, no traceback)."""
    inner = getattr(exc, "orig", None) or exc
    if isinstance(exc, TimeoutError):
        return "no answer in time"
    text = str(inner).strip().splitlines()
    first = text[0] if text else type(inner).__name__
    return f"{type(inner).__name__}: {first}"[:300]


def _quote_json(q: Quote | None) -> str | None:
    return None if q is None else json.dumps(q.to_json(), ensure_ascii=False)


def _quote_from_json(raw: str | None) -> Quote | None:
    if not raw:
        return None
    d = json.loads(raw)
    return Quote(text=str(d["text"]), speaker=d.get("speaker"), paragraph=int(d.get("paragraph") or 1))


def _entry_from_row(row: sa.Row[Any]) -> DigestEntry:
    return DigestEntry(
        platform=row.platform,
        workspace=row.workspace,
        channel=row.channel,
        canonical_url=row.canonical_url,
        story_key=row.story_key,
        title=row.title,
        headline=row.headline,
        site=row.site,
        key_quote=_quote_from_json(row.key_quote),
        posted_at=row.posted_at,
        interest=int(row.interest),
        people=tuple(json.loads(row.people or "[]")),
        sourcing=SourcingSummary.from_json(json.loads(row.sourcing)) if row.sourcing else None,
    )


def _sub_from_row(row: sa.Row[Any]) -> Subscription:
    return Subscription(
        platform=row.platform, workspace=row.workspace, channel=row.channel,
        at=row.at_time, tz=row.tz, created_at=row.created_at,
    )


def _run_from_row(row: sa.Row[Any]) -> DigestRun:
    return DigestRun(
        platform=row.platform, workspace=row.workspace, channel=row.channel, local_date=row.local_date,
        status=row.status, owner=row.owner, attempts=int(row.attempts), claimed_at=row.claimed_at,
        finished_at=row.finished_at,
    )


class Store:
    """Async access to the database. Build with :meth:`connect`; ``await close()`` when done."""

    def __init__(self, engine: AsyncEngine) -> None:
        self._engine = engine
        self.dialect = engine.dialect.name

    # ---- lifecycle -------------------------------------------------------------------------------------------
    @classmethod
    async def connect(cls, settings: StoreSettings) -> Store:
        """Open the database named by ``settings.url`` and bring its schema to the newest migration."""
        url = async_url(settings.url)
        shown = url.render_as_string(hide_password=True)
        try:
            engine = make_engine(url)
        except (SQLAlchemyError, OSError) as exc:
            raise StoreUnavailable(f"[store] url: could not open {shown}: {_reason(exc)}") from None
        store = cls(engine)
        try:
            if _sqlite_file(url) is not None:
                await asyncio.to_thread(_upgrade_sqlite_file, url)
            else:
                async with asyncio.timeout(CONNECT_TIMEOUT_SECONDS):
                    async with engine.begin() as conn:
                        await conn.run_sync(_upgrade)
        except (SQLAlchemyError, OSError, TimeoutError) as exc:
            await engine.dispose()
            _log.debug("could not open store %s", shown, exc_info=True)
            raise StoreUnavailable(f"[store] url: could not open {shown}: {_reason(exc)}") from None
        _log.info("store ready (%s)", store.dialect)
        return store

    async def close(self) -> None:
        await self._engine.dispose()

    async def ping(self) -> bool:
        try:
            async with self._engine.connect() as conn:
                await conn.execute(sa.text("SELECT 1"))
        except (SQLAlchemyError, OSError):
            _log.warning("store ping failed", exc_info=True)
            return False
        return True

    @asynccontextmanager
    async def _tx(self) -> AsyncIterator[AsyncConnection]:
        try:
            async with self._engine.begin() as conn:
                yield conn
        except (SQLAlchemyError, OSError) as exc:
            _log.error("store error: %s", exc)
            raise StoreError("The database is unavailable right now; try again later.") from exc

    def _insert(self, table: sa.Table) -> Any:
        return postgresql.insert(table) if self.dialect == "postgresql" else sqlite.insert(table)

    # ---- cache -----------------------------------------------------------------------------------------------
    async def get_cached(self, kind: str, key: str, now: datetime) -> dict[str, Any] | None:
        """The cached JSON object, or None when absent or expired at ``now``."""
        q = sa.select(cache_t.c.data).where(
            cache_t.c.kind == kind, cache_t.c.key == key, cache_t.c.expires_at > now
        )
        async with self._tx() as conn:
            raw = (await conn.execute(q)).scalar_one_or_none()
        if raw is None:
            return None
        try:
            data = json.loads(raw)
        except json.JSONDecodeError:
            _log.warning("corrupt cache row %s/%s ignored", kind, key)
            return None
        return data if isinstance(data, dict) else None

    async def put_cached(self, kind: str, key: str, data: dict[str, Any], expires_at: datetime) -> None:
        raw = json.dumps(data, ensure_ascii=False)
        ins = self._insert(cache_t).values(kind=kind, key=key, data=raw, expires_at=expires_at)
        stmt = ins.on_conflict_do_update(
            index_elements=[cache_t.c.kind, cache_t.c.key],
            set_={"data": ins.excluded.data, "expires_at": ins.excluded.expires_at},
        )
        async with self._tx() as conn:
            await conn.execute(stmt)

    # ---- channel modes ---------------------------------------------------------------------------------------
    async def get_channel_mode(self, platform: str, workspace: str, channel: str) -> str | None:
        q = sa.select(channel_t.c.mode).where(
            channel_t.c.platform == platform, channel_t.c.workspace == workspace, channel_t.c.channel == channel
        )
        async with self._tx() as conn:
            mode: str | None = (await conn.execute(q)).scalar_one_or_none()
        return mode

    async def set_channel_mode(
        self, platform: str, workspace: str, channel: str, mode: str, *, now: datetime | None = None
    ) -> None:
        when = now or datetime.now(UTC)
        ins = self._insert(channel_t).values(
            platform=platform, workspace=workspace, channel=channel, mode=mode, updated_at=when
        )
        stmt = ins.on_conflict_do_update(
            index_elements=[channel_t.c.platform, channel_t.c.workspace, channel_t.c.channel],
            set_={"mode": ins.excluded.mode, "updated_at": ins.excluded.updated_at},
        )
        async with self._tx() as conn:
            await conn.execute(stmt)

    # ---- Slack retry dedup -----------------------------------------------------------------------------------
    async def claim_event(self, platform: str, event_id: str, now: datetime | None = None) -> bool:
        """True the first time ``(platform, event_id)`` is seen (atomic across instances), False afterwards."""
        stmt = (
            self._insert(events_t)
            .values(platform=platform, event_id=event_id, seen_at=now or datetime.now(UTC))
            .on_conflict_do_nothing(index_elements=[events_t.c.platform, events_t.c.event_id])
        )
        async with self._tx() as conn:
            res = await conn.execute(stmt)
        return bool(res.rowcount == 1)

    # ---- digest entries --------------------------------------------------------------------------------------
    async def add_digest_entry(self, entry: DigestEntry, *, kind: str = "post") -> None:
        """Insert ``entry``; the same URL in the same channel on the same UTC day adds its interest instead."""
        ins = self._insert(entries_t).values(
            platform=entry.platform, workspace=entry.workspace, channel=entry.channel,
            canonical_url=entry.canonical_url, day=entry.posted_at.astimezone(UTC).date().isoformat(),
            story_key=entry.story_key, title=entry.title, headline=entry.headline, site=entry.site,
            key_quote=_quote_json(entry.key_quote), people=json.dumps(list(entry.people), ensure_ascii=False),
            sourcing=json.dumps(entry.sourcing.to_json(), ensure_ascii=False) if entry.sourcing is not None else None,
            kind=kind, interest=entry.interest, posted_at=entry.posted_at,
        )
        stmt = ins.on_conflict_do_update(
            index_elements=[
                entries_t.c.platform, entries_t.c.workspace, entries_t.c.channel,
                entries_t.c.canonical_url, entries_t.c.day,
            ],
            set_={"interest": entries_t.c.interest + ins.excluded.interest},
        )
        async with self._tx() as conn:
            await conn.execute(stmt)

    async def add_interest(
        self, platform: str, workspace: str, channel: str, canonical_url: str, amount: int, *, since: datetime
    ) -> bool:
        """Add ``amount`` to the newest entry for ``canonical_url`` in the channel posted after ``since``."""
        where = (
            entries_t.c.platform == platform, entries_t.c.workspace == workspace, entries_t.c.channel == channel,
            entries_t.c.canonical_url == canonical_url, entries_t.c.posted_at >= since,
        )
        newest = sa.select(sa.func.max(entries_t.c.id)).where(*where).scalar_subquery()
        stmt = (
            sa.update(entries_t)
            .where(entries_t.c.id == newest)
            .values(interest=entries_t.c.interest + amount)
        )
        async with self._tx() as conn:
            res = await conn.execute(stmt)
        return bool(res.rowcount)

    async def list_digest_entries(
        self, platform: str, workspace: str, channel: str, *, since: datetime, until: datetime | None = None
    ) -> list[DigestEntry]:
        q = sa.select(entries_t).where(
            entries_t.c.platform == platform, entries_t.c.workspace == workspace, entries_t.c.channel == channel,
            entries_t.c.posted_at >= since,
        )
        if until is not None:
            q = q.where(entries_t.c.posted_at <= until)
        async with self._tx() as conn:
            rows = (await conn.execute(q.order_by(entries_t.c.posted_at, entries_t.c.id))).all()
        return [_entry_from_row(r) for r in rows]

    # ---- subscriptions ---------------------------------------------------------------------------------------
    async def upsert_subscription(self, sub: Subscription, now: datetime) -> Subscription:
        ins = self._insert(subs_t).values(
            platform=sub.platform, workspace=sub.workspace, channel=sub.channel,
            at_time=sub.at, tz=sub.tz, created_at=sub.created_at, updated_at=now,
        )
        stmt = ins.on_conflict_do_update(
            index_elements=[subs_t.c.platform, subs_t.c.workspace, subs_t.c.channel],
            set_={"at_time": ins.excluded.at_time, "tz": ins.excluded.tz, "updated_at": ins.excluded.updated_at},
        )
        async with self._tx() as conn:
            await conn.execute(stmt)
        found = await self.get_subscription(sub.platform, sub.workspace, sub.channel)
        assert found is not None
        return found

    async def get_subscription(self, platform: str, workspace: str, channel: str) -> Subscription | None:
        q = sa.select(subs_t).where(
            subs_t.c.platform == platform, subs_t.c.workspace == workspace, subs_t.c.channel == channel
        )
        async with self._tx() as conn:
            row = (await conn.execute(q)).one_or_none()
        return None if row is None else _sub_from_row(row)

    async def delete_subscription(self, platform: str, workspace: str, channel: str) -> bool:
        stmt = sa.delete(subs_t).where(
            subs_t.c.platform == platform, subs_t.c.workspace == workspace, subs_t.c.channel == channel
        )
        async with self._tx() as conn:
            res = await conn.execute(stmt)
        return bool(res.rowcount)

    async def list_subscriptions(self, platforms: Sequence[str] | None = None) -> list[Subscription]:
        q = sa.select(subs_t).order_by(subs_t.c.platform, subs_t.c.workspace, subs_t.c.channel)
        if platforms is not None:
            q = q.where(subs_t.c.platform.in_(list(platforms)))
        async with self._tx() as conn:
            rows = (await conn.execute(q)).all()
        return [_sub_from_row(r) for r in rows]

    # ---- digest runs (exactly-once claims) -------------------------------------------------------------------
    def _run_key(self, sub: Subscription, local_date: str) -> tuple[sa.ColumnElement[bool], ...]:
        return (
            runs_t.c.platform == sub.platform, runs_t.c.workspace == sub.workspace,
            runs_t.c.channel == sub.channel, runs_t.c.local_date == local_date,
        )

    async def _now(self, conn: AsyncConnection, now: datetime | None) -> datetime:
        """``now`` when the caller gives one (a test's fake clock), else the database's clock: PostgreSQL's
        ``clock_timestamp()`` (one clock for every instance, whatever their hosts say); for SQLite, which only one
        host can share, that host's clock."""
        if now is not None:
            return now
        if self.dialect == "postgresql":
            value = (await conn.execute(sa.select(sa.func.clock_timestamp()))).scalar_one()
            assert isinstance(value, datetime)
            return value.astimezone(UTC)
        return datetime.now(UTC)

    async def claim_digest_run(
        self, sub: Subscription, local_date: str, *, now: datetime | None = None, owner: str, lease: timedelta,
        max_attempts: int = 3, status: str = "claimed",
    ) -> bool:
        """Atomically claim (sub, local_date). True when this caller now owns it: the first claim, or a takeover
        of a ``claimed`` row whose lease expired (its owner crashed or hung) with attempts left.

        The claim is stamped with the time *of the claim* (``now``, else the database's clock), never an earlier
        time, so a lease always starts when its holder starts working."""
        async with self._tx() as conn:
            t = await self._now(conn, now)
            ins = (
                self._insert(runs_t)
                .values(
                    platform=sub.platform, workspace=sub.workspace, channel=sub.channel, local_date=local_date,
                    status=status, owner=owner[:64], attempts=1, claimed_at=t,
                    finished_at=None if status == "claimed" else t,
                )
                .on_conflict_do_nothing(
                    index_elements=[runs_t.c.platform, runs_t.c.workspace, runs_t.c.channel, runs_t.c.local_date]
                )
            )
            if (await conn.execute(ins)).rowcount == 1:
                return True
            if status != "claimed":
                return False
            takeover = (
                sa.update(runs_t)
                .where(
                    *self._run_key(sub, local_date), runs_t.c.status == "claimed",
                    runs_t.c.claimed_at <= t - lease, runs_t.c.attempts < max_attempts,
                )
                .values(owner=owner[:64], claimed_at=t, attempts=runs_t.c.attempts + 1)
            )
            return bool((await conn.execute(takeover)).rowcount == 1)

    async def renew_digest_run(self, sub: Subscription, local_date: str, *, owner: str,
                               now: datetime | None = None) -> bool:
        """Restart the lease of a run this caller still owns (right before posting). False if it was taken over."""
        async with self._tx() as conn:
            t = await self._now(conn, now)
            stmt = (
                sa.update(runs_t)
                .where(*self._run_key(sub, local_date), runs_t.c.owner == owner[:64], runs_t.c.status == "claimed")
                .values(claimed_at=t)
            )
            return bool((await conn.execute(stmt)).rowcount == 1)

    async def finish_digest_run(
        self, sub: Subscription, local_date: str, *, owner: str, status: str, now: datetime | None = None
    ) -> bool:
        """Mark a claimed run finished (``posted``/``empty``/``failed``); only the current owner may."""
        async with self._tx() as conn:
            t = await self._now(conn, now)
            stmt = (
                sa.update(runs_t)
                .where(*self._run_key(sub, local_date), runs_t.c.owner == owner[:64], runs_t.c.status == "claimed")
                .values(status=status, finished_at=t)
            )
            return bool((await conn.execute(stmt)).rowcount == 1)

    async def abandon_digest_run(
        self, sub: Subscription, local_date: str, *, lease: timedelta, max_attempts: int | None,
        now: datetime | None = None,
    ) -> DigestRun | None:
        """Give up a ``claimed`` run whose lease expired: with ``max_attempts``, only one that used them all;
        with None, any (its local day is over). Writes ``failed``; returns the run as it was when this caller
        flipped it (exactly one caller does), else None."""
        async with self._tx() as conn:
            t = await self._now(conn, now)
            where = [*self._run_key(sub, local_date), runs_t.c.status == "claimed", runs_t.c.claimed_at <= t - lease]
            if max_attempts is not None:
                where.append(runs_t.c.attempts >= max_attempts)
            row = (await conn.execute(sa.select(runs_t).where(*where))).one_or_none()
            if row is None:
                return None
            stmt = sa.update(runs_t).where(*where).values(status="failed", finished_at=t)
            if (await conn.execute(stmt)).rowcount != 1:
                return None
        return _run_from_row(row)

    async def get_digest_run(self, sub: Subscription, local_date: str) -> DigestRun | None:
        async with self._tx() as conn:
            row = (await conn.execute(sa.select(runs_t).where(*self._run_key(sub, local_date)))).one_or_none()
        return None if row is None else _run_from_row(row)

    async def list_digest_runs(self) -> list[DigestRun]:
        q = sa.select(runs_t).order_by(runs_t.c.platform, runs_t.c.workspace, runs_t.c.channel, runs_t.c.local_date)
        async with self._tx() as conn:
            rows = (await conn.execute(q)).all()
        return [_run_from_row(r) for r in rows]

    # ---- retention -------------------------------------------------------------------------------------------
    async def prune(self, now: datetime, retention_days: int) -> dict[str, int]:
        """Delete expired cache rows and anything older than ``retention_days``. Returns rows deleted per table."""
        cutoff = now - timedelta(days=retention_days)
        stmts = {
            "cache": sa.delete(cache_t).where(cache_t.c.expires_at <= now),
            "seen_events": sa.delete(events_t).where(events_t.c.seen_at < cutoff),
            "digest_entries": sa.delete(entries_t).where(entries_t.c.posted_at < cutoff),
            "digest_runs": sa.delete(runs_t).where(runs_t.c.claimed_at < cutoff),
        }
        out: dict[str, int] = {}
        async with self._tx() as conn:
            for name, stmt in stmts.items():
                out[name] = int((await conn.execute(stmt)).rowcount or 0)
        _log.info("store pruned: %s", out)
        return out
