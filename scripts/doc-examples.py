#!/usr/bin/env python3
"""Builds check sets of real example blocks from Debian's documentation
packages, each block alone (one .py file per block), for
scripts/bench-explore.sh (issue 17: figures on code nobody tuned to).

  scripts/doc-examples.py [--out out/docsets] [--per-file N] [--count N]
                          [--sets a,b] [--sample K] [--seed S]

Sources (Debian packages, rst sources shipped with the HTML):
  pydoc:  python3.11-doc, library reference
          /usr/share/doc/python3.11/html/_sources/library/*.rst.txt
  pandas: python-pandas-doc, user guide
          /usr/share/doc/python-pandas-doc/html/_sources/user_guide/*.rst.txt
  pyguide, pandasstart: the tutorial, how-tos and FAQ of python3.11-doc;
          pandas' getting-started pages (walked with their subdirectories)

A block is the body of a `.. code-block:: python`, `.. testcode::`,
`.. doctest::`, `.. ipython:: python` directive or of a literal block
(a paragraph ending in "::"). Interactive sessions are converted: the
lines after ">>> " and "... " prompts are kept, outputs are dropped.
Blocks that do not compile, or hold fewer than two statements, are
skipped. The choice is deterministic (a hash of file and block number),
spread over the files (at most --per-file blocks from one file), and
split in two halves by the same hash: dev/ (looked at while developing)
and held/ (kept untouched as a held-out check).
"""
import argparse
import ast
import hashlib
import os
import re
import sys

SOURCES = {
    "pydoc": "/usr/share/doc/python3.11/html/_sources/library",
    "pandas": "/usr/share/doc/python-pandas-doc/html/_sources/user_guide",
    # Further sets of the same two packages, other parts of their docs:
    # code of the kind users paste from a tutorial or a how-to (checks of
    # generality; the sets are the two above).
    "pyguide": "/usr/share/doc/python3.11/html/_sources/tutorial:/usr/share/doc/python3.11/html/_sources/howto"
               ":/usr/share/doc/python3.11/html/_sources/faq",
    "pandasstart": "/usr/share/doc/python-pandas-doc/html/_sources/getting_started",
}

DIRECTIVE = re.compile(r"^(\s*)\.\. (code-block|code|sourcecode|testcode|doctest|ipython)::\s*(\S*)")
NOT_PYTHON = {"none", "text", "sh", "shell", "bash", "console", "shell-session", "c", "cpp", "ini",
              "json", "xml", "html", "rst", "diff", "sql", "toml", "yaml", "doscon", "bat", "batch",
              "powershell", "cfg", "csv", "make", "kconfig", "js", "javascript", "html+django", "r"}


def indent(line):
    return len(line) - len(line.lstrip(" "))


def blocks(text):
    """Yields (kind, lines) for each code block of an rst text."""
    lines = text.expandtabs(8).split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        m = DIRECTIVE.match(line)
        literal = not m and line.rstrip().endswith("::") and not line.lstrip().startswith("..")
        if not m and not literal:
            i += 1
            continue
        if m and (m.group(3).lower() in NOT_PYTHON):
            i += 1
            continue
        base = indent(line)
        j = i + 1
        # directive options (":suppress:") and blank lines before the body
        while j < len(lines) and (not lines[j].strip() or (m and lines[j].strip().startswith(":") and indent(lines[j]) > base)):
            j += 1
        body = []
        while j < len(lines) and (not lines[j].strip() or indent(lines[j]) > base):
            body.append(lines[j])
            j += 1
        while body and not body[-1].strip():
            body.pop()
        if body:
            cut = min(indent(l) for l in body if l.strip())
            yield (m.group(2) if m else "literal"), [l[cut:] for l in body]
        i = j


def session(lines):
    """Strips the prompts of an interactive session; outputs are dropped."""
    out = []
    for l in lines:
        if l.startswith(">>> ") or l == ">>>":
            out.append(l[4:])
        elif l.startswith("... ") or l == "...":
            out.append(l[4:])
    return out


def clean(kind, lines):
    if any(l.startswith(">>>") for l in lines):
        lines = session(lines)
    elif kind == "ipython":
        # IPython directives: decorators of the directive and "In [1]:" prompts.
        lines = [re.sub(r"^In \[\d+\]: ", "", l) for l in lines if not l.lstrip().startswith("@")]
    src = "\n".join(lines).strip("\n") + "\n"
    try:
        tree = ast.parse(src)
    except (SyntaxError, ValueError):
        return None
    stmts = list(ast.walk(tree))
    if len(tree.body) < 2 or len(src.splitlines()) > 60:
        return None
    if all(isinstance(s, ast.Expr) and isinstance(s.value, ast.Name) for s in tree.body):
        return None
    if "%" in "".join(l[:1] for l in src.splitlines()):  # IPython magics
        return None
    del stmts
    return src


def digest(*parts):
    return hashlib.sha256("\x00".join(parts).encode()).hexdigest()


def pages(roots):
    """The rst pages under roots (":"-separated), by name relative to
    their root; one root is read flat, as the first sets were built."""
    roots = roots.split(":")
    if len(roots) == 1 and not any(os.path.isdir(os.path.join(roots[0], d)) for d in os.listdir(roots[0])):
        return [(fn, os.path.join(roots[0], fn)) for fn in sorted(os.listdir(roots[0]))]
    out = []
    for root in roots:
        for d, _, files in os.walk(root):
            for fn in files:
                rel = os.path.relpath(os.path.join(d, fn), os.path.dirname(root))
                out.append((rel.replace(os.sep, "_"), os.path.join(d, fn)))
    return sorted(out)


def collect(name, root, per_file, count, sample=0, seed=None):
    chosen = []
    for fn, path in pages(root):
        if not fn.endswith(".txt"):
            continue
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        cands = []
        for k, (kind, lines) in enumerate(blocks(text)):
            src = clean(kind, lines)
            if src:
                # the whole page name: unittest.rst and unittest.mock.rst
                # must not give the same file name
                stem = re.sub(r"\.(rst\.)?txt$", "", fn).replace("-", "_").replace(".", "_")
                # --seed salts the hash: another order of each page's
                # blocks, so another draw (it may repeat blocks of samples
                # taken without it); without it the sets built so far stay
                # as they were.
                parts = (name, fn, str(k)) if seed is None else (name, fn, str(k), "seed%d" % seed)
                cands.append((digest(*parts), "%s_%s_%d.py" % (name, stem, k), src))
        cands.sort()
        chosen.extend(cands[sample * per_file:(sample + 1) * per_file])
    chosen.sort()
    return chosen[:count]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default="out/docsets")
    ap.add_argument("--per-file", type=int, default=2)
    ap.add_argument("--count", type=int, default=120)
    ap.add_argument("--sets", default="pydoc,pandas")
    # --sample K takes each file's next --per-file blocks in hash order:
    # samples 0, 1, ... are disjoint, so a later one is a set nobody saw.
    ap.add_argument("--sample", type=int, default=0)
    # --seed S draws afresh (a salted hash): samples past a page's last
    # block are empty, and most pages hold fewer than 20 * 6 blocks.
    ap.add_argument("--seed", type=int, default=None)
    a = ap.parse_args()
    for name in a.sets.split(","):
        root = SOURCES[name]
        if not all(os.path.isdir(r) for r in root.split(":")):
            sys.exit("%s: %s is missing (apt-get install %s)" % (name, root,
                     "python-pandas-doc" if name.startswith("pandas") else "python3.11-doc"))
        per = max(a.per_file, 6) if name.startswith("pandas") else a.per_file
        got = collect(name, root, per, a.count, a.sample, a.seed)
        for h, fn, src in got:
            half = "dev" if int(h[-1], 16) % 2 == 0 else "held"
            d = os.path.join(a.out, name, half)
            os.makedirs(d, exist_ok=True)
            with open(os.path.join(d, fn), "w") as f:
                f.write(src)
        dev = sum(1 for h, _, _ in got if int(h[-1], 16) % 2 == 0)
        print("%s: %d blocks (%d dev, %d held) in %s" % (name, len(got), dev, len(got) - dev, os.path.join(a.out, name)))


if __name__ == "__main__":
    main()
