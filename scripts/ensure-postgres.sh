#!/usr/bin/env bash
# Make sure PostgreSQL answers on 127.0.0.1:5432 (user postgres, trust auth, database `test`) for the test suite.
# Starts the local cluster when it is installed but down. Tests that need it skip with a reason if it stays down.
set -u
ready() { command -v pg_isready >/dev/null && pg_isready -h 127.0.0.1 -p 5432 -q; }
if ready; then echo "postgres: up"; exit 0; fi
if command -v pg_ctlcluster >/dev/null 2>&1; then
  ver=$(ls /etc/postgresql 2>/dev/null | sort -V | tail -n 1)
  if [ -n "$ver" ]; then
    pg_ctlcluster --skip-systemctl-redirect "$ver" main start 2>&1 || true
    for _ in $(seq 1 30); do ready && { echo "postgres: started"; break; }; sleep 1; done
  fi
fi
if ready; then
  psql -h 127.0.0.1 -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname='test'" 2>/dev/null | grep -q 1 \
    || psql -h 127.0.0.1 -U postgres -c "CREATE DATABASE test" >/dev/null 2>&1 || true
else
  echo "postgres: not available on 127.0.0.1:5432; PostgreSQL tests will be skipped" >&2
fi
exit 0
