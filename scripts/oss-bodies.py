#!/usr/bin/env python3
"""Builds a check set of function bodies cut out of installed source, the
way the benchmark's OSS half was made (issue 17: figures on real code of
the OSS kind that nobody tuned to).

  scripts/oss-bodies.py [--out /tmp/oss-bodies] [--seed 9] [--dev DIR]

Each item is one function's or method's body, alone in a .py file:
- the first line names where it was cut from, in the layout of the
  project's repository ("# Extracted from ./data/repos/flask/src/flask/
  app.py"), which the explore engine reads to find the body's module;
- the docstring is kept; the body is dedented (lines inside a multi-line
  string keep their text, as in the benchmark);
- every `return X` and `yield X` (nested functions included) becomes
  `exit(X)`, a bare `return` becomes `exit()`, a bare tuple is wrapped
  (`exit((a, b))`).
Functions using `yield` as a value or `yield from`, bodies that are only a
docstring, `pass` or `...`, longer than 100 lines, or that do not compile are skipped.

Sources: the benchmark's projects as Debian installs them (black, flask,
pandas with its tests, scrapy, under /usr/lib/python3/dist-packages) and,
to check generality, werkzeug, click, jinja2, requests and the standard
library (/usr/lib/python3.11, without its tests and tool packages).
A body is skipped when half or more of its code lines appear in one body
of the benchmark's dev half (--dev), so that none repeats a dev item.

The choice is deterministic: functions are taken in the order of a hash
of (seed, project, path, qualified name), and each file is named by that
hash. Every project's bodies are split in two halves by a fixed hash of
the item's name: dev/ (looked at while developing) and held/ (kept
untouched as a held-out check).
"""
import argparse
import ast
import hashlib
import io
import os
import sys
import tokenize

DIST = "/usr/lib/python3/dist-packages"
STDLIB = "/usr/lib/python3.11"

# project: (installed directory, its path in the project's repository, bodies)
SOURCES = {
    "black": (DIST + "/black", "black/src/black", 50),
    "flask": (DIST + "/flask", "flask/src/flask", 50),
    "pandas": (DIST + "/pandas", "pandas/pandas", 50),
    "scrapy": (DIST + "/scrapy", "scrapy/scrapy", 50),
    "werkzeug": (DIST + "/werkzeug", "werkzeug/src/werkzeug", 20),
    "click": (DIST + "/click", "click/src/click", 20),
    "jinja2": (DIST + "/jinja2", "jinja2/src/jinja2", 20),
    "requests": (DIST + "/requests", "requests/requests", 16),
    "stdlib": (STDLIB, "cpython/Lib", 30),
}

# Parts of the standard library that are tests, tools or need a display.
STDLIB_SKIP = {"test", "idlelib", "turtledemo", "lib2to3", "tkinter", "ensurepip", "distutils",
               "site-packages", "dist-packages", "__phello__", "config-3.11-x86_64-linux-gnu",
               "lib-dynload", "venv", "pydoc_data", "unittest"}

MAX_LINES = 100


def digest(*parts):
    return hashlib.sha256("\x00".join(parts).encode()).hexdigest()


def files(root, project):
    for d, dirs, names in os.walk(root):
        dirs[:] = sorted(x for x in dirs if x != "__pycache__" and not (project == "stdlib" and d == root and x in STDLIB_SKIP))
        for n in sorted(names):
            if n.endswith(".py"):
                yield os.path.join(d, n)


def functions(tree):
    """(qualified name, node) of module-level functions and methods of classes
    (nested classes included), not functions nested in functions."""
    def walk(body, prefix):
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                yield prefix + node.name, node
            elif isinstance(node, ast.ClassDef):
                yield from walk(node.body, prefix + node.name + ".")
    yield from walk(tree.body, "")


def string_continuations(src):
    """Line numbers (1-based) that continue a multi-line string token."""
    out = set()
    try:
        for tok in tokenize.generate_tokens(io.StringIO(src).readline):
            if tok.type == tokenize.STRING and tok.end[0] > tok.start[0]:
                out.update(range(tok.start[0] + 1, tok.end[0] + 1))
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return None
    return out


def render(src, fn, conts):
    lines = src.splitlines()
    # A Yield anywhere but as a statement (x = yield y) has no exit form.
    stmt_yields = {id(n.value) for n in ast.walk(fn) if isinstance(n, ast.Expr) and isinstance(n.value, ast.Yield)}
    for n in ast.walk(fn):
        if isinstance(n, ast.YieldFrom) or (isinstance(n, ast.Yield) and id(n) not in stmt_yields):
            return None
    body = fn.body
    code = [s for s in body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant) and isinstance(s.value.value, str))]
    if all(isinstance(s, ast.Pass) or (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant) and s.value.value is Ellipsis) for s in code):
        return None  # nothing to run (`pass`, `...`): the benchmark has none
    first, last = body[0].lineno, fn.end_lineno
    if last - first + 1 > MAX_LINES:
        return None
    edits = []
    for node in ast.walk(fn):
        kw, value = None, None
        if isinstance(node, ast.Return):
            kw, value = "return", node.value
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Yield):
            kw, value = "yield", node.value.value
        if kw is None:
            continue
        line = lines[node.lineno - 1].encode()
        start = node.col_offset
        if not line[start:].startswith(kw.encode()):
            return None
        if value is None:
            edits.append((node.lineno, start, start + len(kw), b"exit()"))
            continue
        stop = start + len(kw)
        while line[stop:stop + 1] in (b" ", b"\t"):
            stop += 1
        wrap = isinstance(value, ast.Tuple) and not line[value.col_offset:].startswith(b"(") if value.lineno == node.lineno else False
        edits.append((node.end_lineno, node.end_col_offset, node.end_col_offset, b"))" if wrap else b")"))
        edits.append((node.lineno, start, stop, b"exit((" if wrap else b"exit("))
    blines = [l.encode() for l in lines]
    for ln, a, b, rep in sorted(edits, key=lambda e: (e[0], e[1]), reverse=True):
        s = blines[ln - 1]
        blines[ln - 1] = s[:a] + rep + s[b:]
    indent = body[0].col_offset
    out = []
    for ln in range(first, last + 1):
        s = blines[ln - 1].decode()
        if ln in conts:
            out.append(s)  # inside a multi-line string: its text as written
        elif s[:indent].strip() == "":
            out.append(s[indent:])
        else:
            out.append(s.lstrip())
    while out and not out[-1].strip():
        out.pop()
    text = "\n".join(out) + "\n"
    try:
        compile(text, "<body>", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT, dont_inherit=True)
    except (SyntaxError, ValueError):
        return None
    return text


def code_lines(text):
    """The normalised code lines of a body (no header, comments or blanks)."""
    out = []
    for l in text.splitlines():
        l = " ".join(l.split())
        if l and not l.startswith("#"):
            out.append(l)
    return out


class DevIndex:
    """Which dev bodies hold a line, to skip bodies that repeat one."""

    def __init__(self, root):
        self.bodies, self.where = [], {}
        for d, _, names in os.walk(root or "/nonexistent"):
            for n in sorted(names):
                if n.endswith(".py"):
                    with open(os.path.join(d, n), encoding="utf-8", errors="replace") as f:
                        ls = set(code_lines(f.read()))
                    for l in ls:
                        self.where.setdefault(l, set()).add(len(self.bodies))
                    self.bodies.append(ls)

    def repeats(self, text):
        # Lines many bodies have ("exit(True)", "pass") say nothing.
        ls = {l for l in code_lines(text) if len(self.where.get(l, ())) < 3}
        count = {}
        for l in ls:
            for i in self.where.get(l, ()):
                count[i] = count.get(i, 0) + 1
        return any(c * 2 >= len(ls) for c in count.values())


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default="/tmp/oss-bodies")
    ap.add_argument("--seed", default="9")
    ap.add_argument("--dev", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "datasets", "snippets", "oss"),
                    help="the benchmark's OSS dev half (bodies that repeat one are skipped)")
    ap.add_argument("--only", default="", help="comma-separated projects (default: all)")
    a = ap.parse_args()
    dev = DevIndex(a.dev if os.path.isdir(a.dev) else "")
    only = set(filter(None, a.only.split(",")))
    for project, (root, repo, want) in SOURCES.items():
        if only and project not in only:
            continue
        if not os.path.isdir(root):
            print("%s: %s not installed, skipped" % (project, root), file=sys.stderr)
            continue
        cands = []
        for path in files(root, project):
            rel = os.path.relpath(path, root)
            try:
                with open(path, encoding="utf-8") as f:
                    src = f.read()
                tree = ast.parse(src)
            except (SyntaxError, UnicodeDecodeError, ValueError):
                continue
            for qual, fn in functions(tree):
                cands.append((digest(a.seed, project, rel, qual), rel, qual, fn, path))
        cands.sort(key=lambda c: c[0])
        parsed = {}
        got, skipped = [], 0
        names = set()
        for h, rel, qual, fn, path in cands:
            if len(got) >= want:
                break
            if path not in parsed:
                with open(path, encoding="utf-8") as f:
                    src = f.read()
                parsed[path] = (src, string_continuations(src))
            src, conts = parsed[path]
            if conts is None:
                continue
            text = render(src, fn, conts)
            if text is None:
                continue
            if dev.repeats(text):
                skipped += 1
                continue
            name = "body_%d" % (int(h[:8], 16) % 1000000)
            if name in names:
                continue
            names.add(name)
            got.append((name, "# Extracted from ./data/repos/%s/%s\n" % (repo, rel) + text))
        counts = {"dev": 0, "held": 0}
        for name, text in got:
            half = "dev" if int(digest("oss-bodies split", project, name)[-1], 16) % 2 == 0 else "held"
            counts[half] += 1
            d = os.path.join(a.out, half, project)
            os.makedirs(d, exist_ok=True)
            with open(os.path.join(d, name + ".py"), "w", encoding="utf-8") as f:
                f.write(text)
        print("%s: %d bodies (%d dev, %d held; %d skipped as repeating a dev item)" % (
            project, len(got), counts["dev"], counts["held"], skipped))


if __name__ == "__main__":
    main()
