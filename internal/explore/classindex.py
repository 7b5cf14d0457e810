# Phase: explore (runs inside the sandbox): the class index. Lists the
# importable top-level modules and the attribute names of the given
# classes (those importable), as one JSON object on stdout.
import importlib, json, pkgutil, sys


def main(classes):
    mods = set(sys.builtin_module_names)
    mods.update(m.name for m in pkgutil.iter_modules())
    mods.update(getattr(sys, "stdlib_module_names", ()))
    out = {}
    for dotted in classes.split():
        mod, _, name = dotted.rpartition(".")
        try:
            cls = getattr(importlib.import_module(mod), name)
            out[dotted] = sorted(a for a in dir(cls) if not a.startswith("__"))
        except Exception:
            pass
    print(json.dumps({"modules": sorted(mods), "classes": out}))
