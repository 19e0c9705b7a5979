"""The digest test here runs on the store fixtures of tests/store (SQLite and the real PostgreSQL)."""

from tests.store.conftest import store, url  # noqa: F401 - fixtures shared with tests/store

__all__ = ["store", "url"]
