# Phase: explore (runs inside the sandbox): the class index. Lists the
# importable top-level modules and the attribute names of the given
# classes (those importable), as one JSON object on stdout.
import importlib, json, pkgutil, sys


# Packages whose public top-level names (functions, classes, constants) a
# snippet may use without importing them (a body cut out of its module).
NAME_SOURCES = ["pandas", "pandas.api.types", "flask", "werkzeug", "scrapy", "requests"]


def main(classes):
    # Third-party modules only (the standard library is known in Go).
    std = set(sys.builtin_module_names) | set(getattr(sys, "stdlib_module_names", ()))
    mods = set(m.name for m in pkgutil.iter_modules() if m.name not in std and not m.name.startswith("_"))
    out = {}
    for dotted in classes.split():
        mod, _, name = dotted.rpartition(".")
        try:
            cls = getattr(importlib.import_module(mod), name)
            out[dotted] = sorted(a for a in dir(cls) if not a.startswith("__"))
        except Exception:
            pass
    names = {}
    for src in NAME_SOURCES:
        try:
            m = importlib.import_module(src)
        except Exception:
            continue
        public = getattr(m, "__all__", None) or [n for n in dir(m) if not n.startswith("_")]
        for n in public:
            v = getattr(m, n, None)
            if v is None or isinstance(v, type(sys)):
                continue
            names.setdefault(n, []).append([src, "c" if callable(v) else "v"])
    # Compressed: the run's output is capped at 16 KiB.
    import base64, zlib
    data = json.dumps({"modules": sorted(mods), "classes": out, "names": names}, separators=(",", ":"))
    print(base64.b64encode(zlib.compress(data.encode(), 9)).decode())
