"""`gossip-recap recap` run in any folder leaves no file there: the CLI caches under $XDG_CACHE_HOME/gossip-recap/
(else ~/.cache/gossip-recap/) unless [store] url is set explicitly; --no-cache writes no cache at all."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.pages import PageServer, article_html

PARAS = [
    "Singer Lola Brandt and drummer Kit Marlow announced their engagement on Sunday after two years together.",
    '"He asked me on the beach at sunrise," Brandt said in a post. "I cried before he finished."',
    "Marlow later shared a photo of the ring and thanked fans for their kind messages over the weekend.",
]


def _files(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


def _recap(cwd: Path, url: str, host: str, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items()
             if not k.startswith(("OPENAI", "GOSSIP_RECAP_", "DISCORD", "SLACK", "XDG_", "HOME"))}
    clean["GOSSIP_RECAP_FETCH__ALLOWED_PRIVATE_HOSTS"] = json.dumps([host])
    return subprocess.run([sys.executable, "-m", "bot", "recap", url, "--json", *args], cwd=cwd, env={**clean, **env},
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize(
    ("layout", "args", "cache_at"),
    [
        ("xdg", (), "xdg/gossip-recap/cache.db"),
        ("home", (), "home/.cache/gossip-recap/cache.db"),
        ("xdg", ("--no-cache",), None),
        ("explicit", (), "explicit/chosen.db"),
    ],
)
def test_recap_leaves_no_file_in_the_working_folder(tmp_path: Path, layout: str, args: tuple[str, ...],
                                                     cache_at: str | None) -> None:
    cwd, homes = tmp_path / "work", tmp_path / "homes"
    cwd.mkdir()
    homes.mkdir()
    env = {"HOME": str(homes / "home")}
    if layout == "xdg":
        env["XDG_CACHE_HOME"] = str(homes / "xdg")
    if layout == "explicit":
        env["GOSSIP_RECAP_STORE__URL"] = f"sqlite:///{homes / 'explicit' / 'chosen.db'}"
    with PageServer() as srv:
        url = srv.route("/story", body=article_html("Lola Brandt and Kit Marlow engaged", PARAS))
        first = _recap(cwd, url, srv.host, env, *args)
        second = _recap(cwd, url, srv.host, env, *args)
        hits = srv.hits["/story"]
    assert first.returncode == 0, first.stderr
    assert second.returncode == 0, second.stderr
    assert json.loads(first.stdout)["title"] == "Lola Brandt and Kit Marlow engaged"
    assert _files(cwd) == []
    if cache_at is None:
        assert _files(homes) == []
        assert hits == 2  # nothing cached: the page is fetched again
    else:
        assert (homes / cache_at).is_file()
        assert hits == 1  # the second run is served from the cache
