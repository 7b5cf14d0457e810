# Phase: explore (runs inside the sandbox, once per interpreter): the name
# index. Lists the importable top-level modules, the attribute names of
# the given classes (those importable), and the public names of every
# module the interpreter offers: the standard library's modules and their
# public submodules, and each installed top-level package; each name with
# the modules that provide it, its kind and whether it is defined there
# (not re-exported). One JSON object, compressed, on stdout.
import importlib, json, os, pkgutil, signal, sys, time

# Modules whose import acts (opens a browser, prints, starts a GUI) or
# that are the interpreter's own test suite and tools, not an API.
SKIP = {"antigravity", "this", "idlelib", "turtledemo", "test", "tkinter.tix", "__main__",
        "pydoc_data", "lib2to3", "ensurepip", "xxsubtype", "xxlimited", "xxlimited_35"}


# Parts of skipped packages the library reference documents as an API
# (test.support's helpers are used in its examples), indexed all the same.
DOCUMENTED = ("test.support",)

# How deep the standard library's packages are walked: top-level module,
# its submodules, theirs.
STD_DEPTH = 3


def documented(modname):
    return any(modname == d or modname.startswith(d + ".") for d in DOCUMENTED)


QUOTED = None


def doc_literals(f):
    """The short words a docstring quotes as values ('yes', 'utf-8'),
    first ones first, without the function's own parameter names: the
    values it documents as accepted."""
    global QUOTED
    import re, inspect
    if QUOTED is None:
        QUOTED = re.compile(r"""(?<![\w'"])['"]([\w.+/-]{1,24})['"](?![\w'"])""")
    doc = getattr(f, "__doc__", None)
    if not isinstance(doc, str):
        return None
    try:
        params = set(inspect.signature(f).parameters)
    except BaseException:
        params = set()
    out = []
    for w in QUOTED.findall(doc[:4000]):
        if w not in params and w not in out:
            out.append(w)
        if len(out) == 4:
            break
    return out or None


def kind(v):
    """c: class, e: exception class, f: other callable, n: number, s: string, o: other."""
    if isinstance(v, type):
        return "e" if issubclass(v, BaseException) else "c"
    if callable(v):
        return "f"
    if isinstance(v, (int, float, complex)) and not isinstance(v, bool):
        return "n"
    if isinstance(v, (str, bytes)):
        return "s"
    return "o"


def native(v, mod):
    """Whether v is defined in mod's package (not imported from elsewhere)."""
    home = getattr(v, "__module__", None)
    if not isinstance(home, str):
        return True  # plain values (math.pi) have no home: the module's own
    return home.split(".")[0].lstrip("_") == mod.split(".")[0].lstrip("_")


def bare(cls):
    """The public attribute names of a concrete class whose constructor
    needs no argument (so a prefix can build one as it is), else None."""
    import inspect
    try:
        if inspect.isabstract(cls):
            return None
        for p in inspect.signature(cls).parameters.values():
            if p.default is p.empty and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
                return None
        return sorted(a for a in dir(cls) if not a.startswith("_"))
    except BaseException:
        return None


# A type CPython will not let Python code call (Py_TPFLAGS_DISALLOW_INSTANTIATION:
# re.Pattern, re.Match, os.DirEntry): its instances come from the module's
# functions only.
UNCALLABLE = 1 << 7

# The arguments a factory is tried with, in order: none, then the emptiest
# text first (an empty pattern matches every string).
FACTORY_ARGS = [(), ("",), ("", ""), ("name",), ("name", "name")]


FUNCTIONS = {}  # module name -> its public functions, with their docstrings and annotations


def functions(m, modname):
    """The public functions of module m as (name, function, docstring in
    lower case, annotations), listed once per module."""
    if modname not in FUNCTIONS:
        out = []
        for fn in sorted(dir(m)):
            if fn.startswith("_"):
                continue
            try:
                f = getattr(m, fn, None)
                if not callable(f) or isinstance(f, type):
                    continue
                doc, ann = getattr(f, "__doc__", None), getattr(f, "__annotations__", None)
                out.append((fn, f, doc.lower() if isinstance(doc, str) else "", ann if isinstance(ann, dict) else {}))
            except Exception:
                continue
        FUNCTIONS[modname] = out
    return FUNCTIONS[modname]


def factory(cls, m, modname, last_word=False, arg_lists=None):
    """An expression that makes an instance of cls, a type that cannot be
    called with no argument, with a function of its module: one whose
    docstring says it returns such an object ("returning a Pattern object",
    "Return a logger") or whose return annotation is cls, called with the
    first arguments for which it does return one; and the instance's public
    attributes. None when no function does. With last_word, the docstring
    may name the class by the last word of its name too ("Returns a
    manager" for SyncManager)."""
    import re
    low = cls.__name__.lower()
    names = [low]
    if last_word:
        words = re.findall(r"[A-Z][a-z]+", cls.__name__)
        if len(words) >= 2 and len(words[-1]) >= 4:
            names.append(words[-1].lower())
    pattern = "|".join(re.escape(w) for w in names)
    said = re.compile(r"\b(?:%s) objects?\b|\b(?:returns?|returning|creates?|opens?)\s+(?:a|an|the)\s+(?:new\s+)?(?:%s)\b" % (pattern, pattern))
    exact = cls.__flags__ & UNCALLABLE
    for fn, f, doc, ann in functions(m, modname):
        try:
            if not (any(w in doc for w in names) and said.search(doc)) and ann.get("return") is not cls:
                continue
        except Exception:
            continue
        for args in (FACTORY_ARGS if arg_lists is None else arg_lists):
            try:
                with bounded(2):
                    v = f(*args)
            except BaseException:
                continue
            if type(v) is cls or not exact and isinstance(v, cls):
                expr = "%s.%s(%s)" % (modname, fn, ", ".join(map(repr, args)))
                BUILT[modname + "." + cls.__name__] = v
                return expr, sorted(a for a in dir(v) if not a.startswith("_"))
    return None


BUILT = {}  # module.Class -> the instance factory() built for it


def hasAll(have, want):
    return set(want) <= set(have)


def package_factory(cls, modname):
    """For a class a prefix can build with no argument: a function of its
    module or of a package above it that its docstring says returns one
    (by the class's name or the last word of it) and that, called with no
    argument, does: the library's own way to get a usable instance
    (multiprocessing.Manager() gives a started SyncManager, where
    SyncManager() is not yet started). None when there is none."""
    parts = modname.split(".")
    for i in range(len(parts), 0, -1):
        p = ".".join(parts[:i])
        m = sys.modules.get(p)
        if m is None:
            continue
        got = factory(cls, m, p, last_word=True, arg_lists=[()])
        if got:
            return got
    return None


def method_factory(cls, modname, made):
    """An expression that makes an instance of cls through a method of an
    instance its module already makes (made): one whose name is the
    class's (Connection.cursor for Cursor) or whose docstring says it
    returns one ("Return a cursor for the connection"), called with the
    first of FACTORY_ARGS for which it does; and the instance's public
    attributes. None when none does."""
    import re
    low = cls.__name__.lower()
    said = re.compile(r"\breturns?\s+(?:a|an|the)\s+(?:new\s+)?%s\b" % re.escape(low))
    for owner, expr in sorted(made.items()):
        inst = BUILT.get(owner)
        if inst is None or not owner.startswith(modname + ".") or owner.count(".") != modname.count(".") + 1:
            continue
        for meth in sorted(dir(inst)):
            if meth.startswith("_"):
                continue
            try:
                f = getattr(inst, meth)
                doc = (getattr(f, "__doc__", None) or "").lower()
            except BaseException:
                continue
            if not callable(f) or meth != low and not said.search(doc):
                continue
            for args in FACTORY_ARGS:
                try:
                    with bounded(2):
                        v = f(*args)
                except BaseException:
                    continue
                if type(v) is cls:
                    return "%s.%s(%s)" % (expr, meth, ", ".join(map(repr, args))), sorted(a for a in dir(v) if not a.startswith("_"))
    return None


class Timeout(Exception):
    pass


def annotation(p):
    """A parameter's annotation as text ("" when none)."""
    a = p.annotation
    if a is p.empty:
        return ""
    return a if isinstance(a, str) else getattr(a, "__name__", None) or repr(a)


def params(classes):
    """What the libraries of the given classes say their callables take:
    for each public function of their top-level modules and each public
    method of the modules' public classes (and of their accessors,
    Series.str), the parameters in order as [name, annotation], when some
    annotation names one of the classes (or a base of theirs, NDFrame) or
    a tuple, or a parameter is the "other" its receiver combines with."""
    import inspect, re, types
    shorts = set()
    mods = set()
    for dotted in classes.split():
        mod, _, name = dotted.rpartition(".")
        shorts.add(name)
        top = mod.split(".")[0]
        if top not in sys.builtin_module_names and top not in getattr(sys, "stdlib_module_names", ()):
            mods.add(top)
    telling = re.compile(r"\b(?:%s|NDFrame)\b|\btuple\[" % "|".join(map(re.escape, sorted(shorts))))
    out = {}

    def add(dotted, f):
        try:
            sig = inspect.signature(f)
        except BaseException:
            return
        ps = [[p.name, annotation(p)] for p in sig.parameters.values()
              if p.name != "self" and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]
        if any(telling.search(a) or n in ("other", "others") for n, a in ps):
            out[dotted] = ps

    def members(prefix, obj, depth):
        for n in dir(obj):
            if n.startswith("_"):
                continue
            try:
                v = inspect.getattr_static(obj, n)
            except BaseException:
                continue
            if isinstance(v, (classmethod, staticmethod)):
                v = getattr(obj, n, None)
            if isinstance(v, type) and depth == 0:
                members(prefix + n + ".", v, 1)
            elif depth == 0 and isinstance(v, types.ModuleType) and v.__name__ == prefix + n and prefix.count(".") == 1:
                members(prefix + n + ".", v, 0)  # a public submodule's functions (pandas.plotting.andrews_curves)
            elif callable(v) and not isinstance(v, type):
                add(prefix + n, v)
            elif depth == 1 and hasattr(v, "_accessor") and isinstance(getattr(v, "_accessor"), type):
                members(prefix + n + ".", v._accessor, 2)  # Series.str: a CachedAccessor

    for top in sorted(mods):
        try:
            m = importlib.import_module(top)
        except BaseException:
            continue
        members(top + ".", m, 0)
    return out


def api_submodules(packages):
    """The public submodules of the given installed packages that are
    already imported and declare their API with __all__, sorted."""
    out = []
    for name in sorted(sys.modules):
        top, _, rest = name.partition(".")
        if not rest or top not in packages or any(p.startswith("_") or p in ("tests", "test", "conftest") for p in name.split(".")):
            continue
        if isinstance(getattr(sys.modules.get(name), "__all__", None), (list, tuple)):
            out.append(name)
    return out


def on_alarm(*_):
    raise Timeout()


# The index's bounds are CPU seconds of this process, not wall seconds: on
# a busy machine an import takes longer by the clock, and a wall budget
# then indexed fewer packages (the last ones in name order: yaml, werkzeug)
# into a cache kept for good. A wall bound WAIT times the CPU one still
# ends what waits without computing (a socket, a sleep).
BUDGET = 90      # CPU seconds for the installed packages' top-level names
SUB_BUDGET = 100  # and then for their API submodules
WAIT = 6


class bounded:
    """At most cpu seconds of CPU (and WAIT times that by the clock) for
    one import or call: Timeout past them."""

    def __init__(self, cpu):
        self.cpu = cpu

    def __enter__(self):
        signal.setitimer(signal.ITIMER_PROF, self.cpu)
        signal.alarm(int(self.cpu * WAIT))

    def __exit__(self, *exc):
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.alarm(0)
        return False


def main(classes):
    start = time.process_time()
    std = set(sys.builtin_module_names) | set(getattr(sys, "stdlib_module_names", ()))
    # Not this script's directory: what is there is never importable for
    # a snippet run with plain python3. (The runtime's own modules are not
    # on the path at all: harness.hide_runtime.)
    ours = {os.path.dirname(os.path.abspath(__file__)), os.getcwd(), os.path.abspath(sys.path[0] or ".")}
    found = {m.name: m.ispkg for m in pkgutil.iter_modules()
             if not m.name.startswith("_") and os.path.abspath(getattr(m.module_finder, "path", "") or ".") not in ours}
    # Installed packages' submodules, by name only (importing them all
    # would take long): `dateutil.tz` is imported as such.
    subs = {}
    mods = set(m for m in found if m not in std)
    try:
        import importlib.metadata
        dists = importlib.metadata.packages_distributions()
    except Exception:
        dists = {}
    out = {}
    for dotted in classes.split():
        mod, _, name = dotted.rpartition(".")
        try:
            cls = getattr(importlib.import_module(mod), name)
            out[dotted] = sorted(a for a in dir(cls) if not a.startswith("__"))
        except Exception:
            pass
    try:
        takes = params(classes)
    except BaseException:
        takes = {}
    # Imports print, warn and may hang: quiet, and each one bounded.
    real_out = os.dup(1)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.dup2(devnull, 2)
    os.dup2(os.open(os.devnull, os.O_RDONLY), 0)
    sys.stdout = sys.stderr = open(os.devnull, "w")
    import warnings
    warnings.simplefilter("ignore")
    signal.signal(signal.SIGALRM, on_alarm)
    signal.signal(signal.SIGPROF, on_alarm)
    names = {}
    ducks, seen = {}, set()  # classes built with no arguments -> their public attributes
    made = {}  # uncallable classes -> the module function's call that makes one
    literals = {}  # standard functions and classes -> the values their docstrings quote
    factories = {}  # ducks -> a package function's call that makes a ready one (package_factory)

    def index(modname):
        if (modname in SKIP or modname.split(".")[0] in SKIP) and not documented(modname):
            return None
        try:
            with bounded(10):
                m = importlib.import_module(modname)
        except BaseException:
            return None
        public = getattr(m, "__all__", None)
        pending = []  # standard classes neither built nor made by a function
        explicit = isinstance(public, (list, tuple))
        if not explicit:
            public = [n for n in dir(m) if not n.startswith("_")]
        for n in public:
            if not isinstance(n, str) or n.startswith("_"):
                continue
            try:
                v = getattr(m, n)
            except BaseException:
                continue
            if v is None or isinstance(v, type(sys)):
                continue
            own = native(v, modname)
            if not own and not explicit:
                continue  # an import of the module's own, not its API
            names.setdefault(n, []).append([modname, kind(v), "1" if own else "0"])
            if own and kind(v) in "cf" and modname.split(".")[0] in std:
                lits = doc_literals(v)
                if lits:
                    literals[modname + "." + n] = lits
            if own and kind(v) == "c" and id(v) not in seen:
                seen.add(id(v))
                attrs = None if v.__flags__ & UNCALLABLE else bare(v)
                # One class per package and set of attributes (the codecs
                # of encodings.* are all alike).
                same = (modname.split(".")[0], tuple(attrs or ()))
                if attrs and same not in seen:
                    seen.add(same)
                    ducks[modname + "." + n] = attrs
                    # (Not unittest.mock's: what its functions make are
                    # stand-ins, whatever function makes them.)
                    if modname.split(".")[0] in std and not issubclass(v, BaseException) and not modname.startswith("unittest.mock"):
                        got = package_factory(v, modname)
                        if got and hasAll(got[1], attrs):
                            factories[modname + "." + n] = got[0]
                elif v.__flags__ & UNCALLABLE or modname.split(".")[0] in std and not issubclass(v, BaseException):
                    # Made by a function of its module (re.compile, logging.getLogger):
                    # any uncallable type; in the standard library, classes
                    # whose constructor wants arguments too.
                    got = factory(v, m, modname)
                    if got:
                        made[modname + "." + n], ducks[modname + "." + n] = got
                    elif modname.split(".")[0] in std and not issubclass(v, BaseException):
                        pending.append((n, v))
        # Then the standard classes that only an instance the module makes
        # makes (sqlite3's Cursor, from a connection's cursor()).
        for n, v in pending:
            got = method_factory(v, modname, made)
            if got:
                made[modname + "." + n], ducks[modname + "." + n] = got
        return m

    # The standard library: each public module and its public submodules,
    # to the depth the library reference documents them
    # (xml.etree.ElementTree.canonicalize, email.mime.text.MIMEText).
    def walk(name, depth):
        m = index(name)
        if m is not None and depth < STD_DEPTH and hasattr(m, "__path__"):
            for sub in pkgutil.iter_modules(m.__path__):
                if not sub.name.startswith("_") and sub.name not in ("tests", "test"):
                    walk(name + "." + sub.name, depth + 1)

    for name in sorted(std):
        if name.startswith("_") or name not in found and name not in sys.builtin_module_names:
            continue
        walk(name, 1)
    for name in DOCUMENTED:
        walk(name, 2)
    # Installed packages (a distribution's, not a stray script's): their
    # top-level names, while time allows.
    cut = []  # packages left out when the budget ran out: the index says so
    for name in sorted(mods):
        if time.process_time() - start > BUDGET:
            cut.append(name)
            continue
        if name in dists or found.get(name):
            m = index(name)
            if m is not None and found.get(name) and hasattr(m, "__path__"):
                subs[name] = sorted(sub.name for sub in pkgutil.iter_modules(m.__path__)
                                    if not sub.name.startswith("_") and sub.name not in ("tests", "test"))
    # Their public submodules the packages import themselves and that
    # declare their API (__all__: pandas.plotting, pandas.io.json,
    # pandas.tseries.offsets), after every top-level name: importing the
    # package made them, so they cost nothing more to import.
    for name in api_submodules(subs):
        if time.process_time() - start > SUB_BUDGET:
            cut.append(name)
            continue
        index(name)
    os.dup2(real_out, 1)
    # Compressed: the index is large.
    import base64, zlib
    data = json.dumps({"modules": sorted(mods), "classes": out, "names": names, "ducks": ducks, "made": made,
                       "submodules": subs, "literals": literals, "params": takes,
                       "factories": factories, "cut": cut}, separators=(",", ":"))
    os.write(1, base64.b64encode(zlib.compress(data.encode(), 9)) + b"\n")
    os._exit(0)  # what the imports started (threads, atexit hooks) does not hold the index up
