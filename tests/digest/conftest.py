"""The digest tests run on the same store fixtures as the store tests: SQLite and the real PostgreSQL."""

from tests.store.conftest import store, url  # noqa: F401 - fixtures shared with tests/store

__all__ = ["store", "url"]
