# Phase: explore, before step 1 (runs inside the sandbox, once per module
# per process): what the module a cut-out body came from offers. Given
# the dotted names a provenance path may mean, imports the first that
# loads from a file at that path, and prints one JSON object: the module's
# globals (private ones too, each with its kind), its functions and
# methods (qualified name, enclosing class, parameters with their literal
# defaults, hashes of their normalised source lines, to find the one a
# body was cut from), and for each class defined there an expression
# that builds a real instance (a call that succeeded here, or __new__)
# with the attributes that instance has; a parameter annotated with a
# class of the package, samples: real instances the package's own parser
# makes from text, of the kinds the function's body tells apart.
import ast, builtins, contextlib, contextvars, importlib, importlib.util, inspect, json, os, re, signal, sys, textwrap, zlib

WORD = re.compile(r"\W+")


def norm(line):
    """A line as matched against a body: no blanks or punctuation, and a
    leading return (exit( in a cut-out body) dropped."""
    n = WORD.sub("", line)
    for kw in ("return", "exit"):
        if n.startswith(kw):
            n = n[len(kw):]
            break
    return n


ANNOTATED_LINE = re.compile(r"^([ \t]*)([A-Za-z_][\w.]*)[ \t]*:(.*)$")
BARE_COLON_KEYWORDS = ("else", "try", "finally", "lambda", "except")


def unannotated(line):
    """An annotated assignment (x: T = v, self.x: T = v) as the plain one
    (x = v): the annotation does nothing at run time, and versions of a
    package add or drop them, so a body matches the function it was cut
    from across them. origin.go's unannotated is the same."""
    m = ANNOTATED_LINE.match(line)
    if not m or m.group(2) in BARE_COLON_KEYWORDS:
        return line
    rest = m.group(3)
    i = rest.find("=")
    if i <= 0 or rest[i + 1:i + 2] == "=" or rest[i - 1] in "<>!=:":
        return line
    ann = rest[:i]
    if not ann.strip() or sum(ann.count(c) for c in "([{") != sum(ann.count(c) for c in ")]}"):
        return line
    return m.group(1) + m.group(2) + " =" + rest[i + 1:]


def line_hash(line):
    n = norm(unannotated(line))
    if len(n) < 3 or line.strip().startswith("#"):
        return None
    return zlib.crc32(n.encode()) & 0xFFFFFFFF


def kind(v):
    if isinstance(v, type(sys)):
        return "m"
    if isinstance(v, type):
        return "e" if issubclass(v, BaseException) else "c"
    if callable(v):
        return "f"
    if isinstance(v, (int, float, complex)) and not isinstance(v, bool):
        return "n"
    if isinstance(v, (str, bytes)):
        return "s"
    return "o"


def literal(node):
    """The default's source when it is a plain literal, else None."""
    try:
        v = ast.literal_eval(node)
    except Exception:
        return None
    r = repr(v)
    try:
        if ast.literal_eval(r) != v:
            return None
    except Exception:
        return None
    return r


def parametrized(fn, cls=None):
    """name -> the expression of its first case, for the parameters a
    test's parametrize decorators (@pytest.mark.parametrize("a, b",
    [(1, 2), ...]), a pytest.param case unwrapped) give values. Cases
    named rather than written out (a list the class body or the module
    binds) are parametrize_named_cases'."""
    out = {}
    for d in fn.decorator_list:
        if not (isinstance(d, ast.Call) and isinstance(d.func, ast.Attribute) and d.func.attr == "parametrize" and len(d.args) >= 2):
            continue
        if any(k.arg == "indirect" for k in d.keywords):
            continue  # the cases go to fixtures, not to the parameters
        names, cases = d.args[0], d.args[1]
        if isinstance(names, ast.Constant) and isinstance(names.value, str):
            names = [n.strip() for n in names.value.split(",") if n.strip()]
        elif isinstance(names, (ast.List, ast.Tuple)) and all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in names.elts):
            names = [e.value for e in names.elts]
        else:
            continue
        if not isinstance(cases, (ast.List, ast.Tuple)):
            out.update(parametrize_named_cases(names, cases, cls))
            continue
        if not cases.elts:
            continue
        case = cases.elts[0]
        if isinstance(case, ast.Call) and getattr(case.func, "attr", getattr(case.func, "id", "")) == "param":
            case = ast.Tuple(elts=list(case.args), ctx=ast.Load()) if len(names) > 1 else (case.args[0] if case.args else None)
        if case is None:
            continue
        if len(names) == 1:
            out[names[0]] = case
        elif isinstance(case, (ast.Tuple, ast.List)) and len(case.elts) == len(names):
            out.update(zip(names, case.elts))
    return out


def parametrize_named_cases(names, cases, cls):
    """name -> its first case, for parametrize cases given by name (a
    class attribute, a module global, an attribute of one: on_offset_cases,
    tm.ALL_INT_DTYPES). pytest evaluates the decorator's arguments where
    the function is defined, so a bare name is first the enclosing class
    body's, then the module's; the case is that list's first item (a
    pytest.param's values), as an expression of the module's globals."""
    chain, node = [], cases
    while isinstance(node, ast.Attribute):
        chain.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return {}
    chain.reverse()
    root = None
    if cls and not chain:
        # The class body binds the name: reach it through the class, which
        # the module binds (nested classes by their qualified name).
        obj = NS.get(cls.split(".")[0])
        for part in cls.split(".")[1:]:
            obj = getattr(obj, part, None)
        if obj is not None and node.id in vars(obj):
            root, got = cls + "." + node.id, vars(obj)[node.id]
    if root is None:
        if node.id not in NS:
            return {}
        got = NS[node.id]
        for a in chain:
            try:
                got = getattr(got, a)
            except Exception:
                return {}
        root = ".".join([node.id] + chain)
    if not isinstance(got, (list, tuple)) or not got:
        return {}
    first, expr = got[0], "%s[0]" % root
    if type(first).__name__ == "ParameterSet":
        first, expr = tuple(first.values), expr + ".values"
        if len(names) == 1:
            if len(first) != 1:
                return {}
            first, expr = first[0], expr + "[0]"
    if len(names) == 1:
        return {names[0]: ast.parse(expr, mode="eval").body}
    if not isinstance(first, (list, tuple)) or len(first) != len(names):
        return {}
    return {n: ast.parse("%s[%d]" % (expr, i), mode="eval").body for i, n in enumerate(names)}


def param(p, d, case=None):
    """A parameter: its name, its default when that is a literal, else a
    value of its annotation's type (when one can be built); a parametrized
    test's parameter, its first case (a literal, or an expression of the
    module's globals)."""
    if d is None and case is not None:
        out = {"name": p.arg, "default": literal(case), "has_default": False}
        names = {n.id for n in ast.walk(case) if isinstance(n, ast.Name)}
        if out["default"] is None and names and all(n in NS for n in names) and not any(isinstance(n, ast.Lambda) for n in ast.walk(case)):
            out["default_expr"], out["default_names"] = ast.unparse(case), sorted(names)
        if out["default"] is not None or "default_expr" in out:
            return out
    out = {"name": p.arg, "default": literal(d) if d is not None else None, "has_default": d is not None}
    if d is not None and out["default"] is None:
        # A default made of the module's globals (WHITESPACE.match): that
        # expression, with those globals imported.
        names = {n.id for n in ast.walk(d) if isinstance(n, ast.Name)}
        if names and all(n in NS for n in names) and not any(isinstance(n, (ast.Call, ast.Lambda)) for n in ast.walk(d)):
            out["default_expr"], out["default_names"] = ast.unparse(d), sorted(names)
    if d is None and p.annotation is not None:
        v = annotated(p.annotation)
        if v:
            out["value"] = v
    elif d is None and case is None and p.arg not in ("self", "cls"):
        EXTRA_ENV.clear()
        EXTRA_IMPORTS.clear()
        v = fixture(p.arg) or named(p.arg)
        if v:
            out["value"] = v
    return out


FIXTURES = {}


def fixture(name, depth=0):
    """In a test module, the pytest fixture of that name the module or a
    conftest.py of its packages (nearest first) defines: the project's own
    test data, {new, attrs, import}, new calling the fixture's function
    (its own fixture parameters valued the same way; a generator fixture
    gives its first value; a parametrized one gets, as pytest's request, a
    namespace holding its first case as param). None for one that does not
    run here."""
    if not TEST_MODULE or depth > 2:
        return None
    if name in FIXTURES:
        return FIXTURES[name]
    FIXTURES[name] = None
    parts = MODULE_NAME.split(".")
    homes = [MODULE_NAME] + [".".join(parts[:i] + ["conftest"]) for i in range(len(parts) - 1, 0, -1)]
    for home in homes:
        try:
            m = sys.modules.get(home) or importlib.import_module(home)
        except BaseException:
            continue
        v = vars(m).get(name)
        fn = getattr(getattr(v, "__pytest_wrapped__", None), "obj", None)
        if getattr(v, "_pytestfixturefunction", None) is None or not inspect.isfunction(fn):
            continue
        imports, args = ["from %s import %s as _fixture_%s" % (home, name, name)], []
        ok = True
        for q in inspect.signature(fn).parameters.values():
            if q.default is not q.empty or q.kind in (q.VAR_POSITIONAL, q.VAR_KEYWORD):
                continue
            if q.name == "request":
                # A parametrized fixture: pytest's request for its first
                # case, whose param is that case (a pytest.param's value).
                cases = getattr(v._pytestfixturefunction, "params", None)
                if not cases:
                    ok = False
                    break
                case = "_fixture_%s._pytestfixturefunction.params[0]" % name
                if type(cases[0]).__name__ == "ParameterSet":
                    if len(cases[0].values) != 1:
                        ok = False
                        break
                    case += ".values[0]"
                imports.append("import types")
                args.append("request=types.SimpleNamespace(param=%s)" % case)
                continue
            dep = fixture(q.name, depth + 1)
            if dep is None:
                ok = False
                break
            imports += dep["import"].split("\n")
            args.append("%s=%s" % (q.name, dep["new"]))
        if not ok:
            break
        call = "_fixture_%s.__pytest_wrapped__.obj(%s)" % (name, ", ".join(args))
        if inspect.isgeneratorfunction(fn):
            call = "next(%s)" % call
        env = {}
        signal.alarm(2)
        try:
            for line in imports:
                exec(line, env)
            obj = eval(call, env)
        except BaseException:
            break
        finally:
            signal.alarm(0)
        imps = []
        for line in imports:
            if line not in imps:
                imps.append(line)
        FIXTURES[name] = {"new": call, "attrs": sorted(a for a in dir(obj) if not a.startswith("__")), "import": "\n".join(imps)}
        break
    return FIXTURES[name]


NAMED, CLASSES = {}, None
NAMED_ENV = {}  # key -> the classes its expression names (for eval)
EXTRA_ENV = {}  # classes of other modules the expression being built names
EXTRA_IMPORTS = set()  # and their imports


def named(arg, depth=0):
    """A real value for an unannotated parameter named as a class of the
    module's package is named (request: Request, spider_loader:
    SpiderLoader; spidercls: the class Spider itself), built as build()
    builds one: the module's own class
    first, then one of the package's loaded modules (the shortest name).
    Its classes and imports join EXTRA_ENV and EXTRA_IMPORTS."""
    global CLASSES
    key = arg.replace("_", "").lower()
    if len(key) < 4 or depth > 4:
        return None  # past depth 3 only a class itself (spidercls), which costs no build
    # Deeper, less is built: a value found there is not the last word;
    # built to hold a configuration, another value.
    at = (key, depth, tuple(sorted(CONFIG.items())))
    if at not in NAMED:
        NAMED[at] = None
        top = NS.get("__name__", "").split(".")[0]
        if top and key not in package_classes() and top + "." + arg not in sys.modules:
            # The package's module named as the parameter (crawler:
            # pkg.crawler), not loaded yet: its classes count too.
            signal.alarm(5)
            try:
                if importlib.util.find_spec(top + "." + arg) is not None:
                    importlib.import_module(top + "." + arg)
                    CLASSES = None
            except BaseException:
                pass
            finally:
                signal.alarm(0)
        package_classes()
        own = NS.get(next((n for n in NS if n.lower() == key), ""), None)
        cls = own if isinstance(own, type) and not issubclass(own, BaseException) else CLASSES.get(key)
        stem = next((key[:-len(e)] for e in ("class", "cls") if key.endswith(e)), "")
        if cls is None and len(stem) >= 4:
            # Named as a class of one (spidercls, item_class): that class
            # itself, not an instance.
            own = NS.get(next((n for n in NS if n.lower() == stem), ""), None)
            c = own if isinstance(own, type) else CLASSES.get(stem)
            if c is not None and not c.__name__.startswith("_") and not issubclass(c, BaseException):
                NAMED[at] = {"new": c.__name__, "attrs": sorted(a for a in dir(c) if not a.startswith("__")),
                              "import": "from %s import %s" % (c.__module__, c.__name__)}
                NAMED_ENV[at] = {c.__name__: c}
                return named(arg, depth)
        if cls is None:
            # Named as a kind of one (cached_response: Response): the
            # longest class name the parameter's name ends with.
            ends = [k for k in CLASSES if len(k) >= 5 and key.endswith(k)]
            cls = CLASSES[max(ends, key=len)] if ends else None
        if cls is None:
            # Or of a class the module imports from another package
            # (download_failure: twisted's Failure).
            mine = {n.lower(): v for n, v in NS.items() if isinstance(v, type) and not n.startswith("_")
                    and not issubclass(v, BaseException) and v.__module__ not in ("builtins", "typing")}
            ends = [k for k in mine if len(k) >= 5 and key.endswith(k)]
            cls = mine[max(ends, key=len)] if ends else None
        if cls is None:
            # Or the class of that very name a module the module imports
            # defines (logger: logging.Logger for `import logging`).
            for mv in sorted((v for v in list(NS.values()) if isinstance(v, type(sys))), key=lambda v: v.__name__):
                # (Not one whose name the module has for another thing:
                # socket.socket imported by name would hide the module.)
                c = next((v for n, v in sorted(vars(mv).items()) if n.lower() == key and isinstance(v, type)
                          and v.__module__ == mv.__name__ and not issubclass(v, BaseException)
                          and NS.get(n, v) is v), None)
                if c is not None:
                    cls = c
                    break
        if cls is not None and depth <= 3 and not cls.__name__.startswith("_") and not inspect.isabstract(cls):
            env, imps = dict(EXTRA_ENV), set(EXTRA_IMPORTS)
            try:
                expr, attrs = build(cls, cls.__name__, {cls.__name__: cls}, depth + 1)
                if expr and "__new__" not in expr:
                    lines = ["from %s import %s" % (cls.__module__, cls.__name__)] + sorted(EXTRA_IMPORTS - imps)
                    NAMED[at] = {"new": expr, "attrs": attrs, "import": "\n".join(lines)}
                    NAMED_ENV[at] = dict(EXTRA_ENV, **{cls.__name__: cls})
            except BaseException:
                pass
            finally:
                EXTRA_ENV.clear()
                EXTRA_ENV.update(env)
                EXTRA_IMPORTS.clear()
                EXTRA_IMPORTS.update(imps)
    r = NAMED[at]
    if r:
        EXTRA_ENV.update(NAMED_ENV[at])
        EXTRA_IMPORTS.update(r["import"].split("\n"))
    return r


ANNOTATED = {}
CHECKING = None  # the names the module imports only for type checkers


def checking_names(mod=None):
    """The names the module's `if TYPE_CHECKING:` blocks import (a class
    named in an annotation only as text, 'Flask'), imported here: the
    package's own modules, which the module imports anyway at run time.
    mod: another loaded module's (the module a constructor's class is
    defined in), read from its source."""
    global CHECKING
    if mod is not None and mod.__name__ != NS.get("__name__"):
        if mod.__name__ not in CHECKING_OF:
            try:
                tree = ast.parse(origin_source(mod))
            except BaseException:
                tree = None
            CHECKING_OF[mod.__name__] = type_checking_imports(tree, mod.__name__, getattr(mod, "__package__", None))
        return CHECKING_OF[mod.__name__]
    if CHECKING is None:
        CHECKING = type_checking_imports(MODULE_TREE, NS.get("__name__", ""), NS.get("__package__"))
    return CHECKING


CHECKING_OF = {}  # module name -> its type checkers' names (checking_names)


def type_checking_imports(tree, name, package):
    """The names the imports under tree's top-level `if TYPE_CHECKING:`
    bind, imported as module name of package does."""
    out = {}
    for node in getattr(tree, "body", []):
        if not isinstance(node, ast.If) or not ast.unparse(node.test).endswith("TYPE_CHECKING"):
            continue
        for st in node.body:
            if not isinstance(st, (ast.Import, ast.ImportFrom)):
                continue
            env = {"__name__": name, "__package__": package}
            signal.alarm(5)
            try:
                exec(compile(ast.Module([st], []), "<checking>", "exec"), env)
            except BaseException:
                continue
            finally:
                signal.alarm(0)
            out.update((n, v) for n, v in env.items() if not n.startswith("__"))
    return out


def members(t):
    """The types an annotation allows, in its order: a Union's (typing.Union
    or X | Y) members but None, each forward reference ('Request') as the
    class it names; otherwise t."""
    import typing
    import types
    if typing.get_origin(t) in (typing.Union, getattr(types, "UnionType", typing.Union)):
        out = [a for a in typing.get_args(t) if a is not type(None)]
    else:
        out = [t]
    res = []
    for a in out:
        if isinstance(a, typing.ForwardRef):
            name = a.__forward_arg__
            a = resolve(name)
            if a is None and re.match(r"^[A-Za-z_]\w*$", name):
                # Named in another module of the package (a type alias
                # of its typing module): the package's class of that name.
                c = package_classes().get(name.lower())
                a = c if c is not None and c.__name__ == name else None
        if a is not None:
            res.append(a)
    return res


def resolve(src):
    """The object an annotation's text names: evaluated among the module's
    globals, else with the names the module imports only for type
    checkers; None when neither names it."""
    env = dict(NS)
    try:
        return eval(src, env)
    except NameError:
        pass
    extra = {n: v for n, v in checking_names().items() if n not in env}
    if not extra:
        return None
    env.update(extra)
    try:
        return eval(src, env)
    except Exception:
        return None


def importable(t):
    """Lines importing class t by its module and name, or None when its
    module does not hand it out under that name."""
    home = sys.modules.get(t.__module__)
    top = t.__qualname__.split(".")[0]
    if home is None or "<" in t.__qualname__ or getattr(home, top, None) is None:
        return None
    return "from %s import %s" % (t.__module__, top), top, getattr(home, top)


def annotated(node):
    """A real value of an annotation's type: a literal for the builtin
    types, an instance built as build() builds one for a class, for
    type[X] the class X itself; of a Union, the first member one is
    known for."""
    try:
        src = node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else ast.unparse(node)
    except Exception:
        return None
    if src in ANNOTATED:
        return ANNOTATED[src]
    ANNOTATED[src] = None
    signal.alarm(2)
    try:
        t = resolve(src)
        for m in members(t) if t is not None else []:
            v = of_type(m)
            if v:
                ANNOTATED[src] = v
                break
    except BaseException:
        pass
    finally:
        signal.alarm(0)
    return ANNOTATED[src]


def of_type(t):
    """A real value of one type (annotated's member): {new, attrs[, import]}
    or None."""
    import typing
    o = typing.get_origin(t)
    if o is type or t is typing.Type:
        # type[X]: the class X itself, which the module or its import names.
        args = [a for a in typing.get_args(t) if isinstance(a, type)]
        if not args:
            return None
        c = args[0]
        if c.__module__ == "builtins":
            return {"new": c.__name__, "attrs": sorted(a for a in dir(c) if not a.startswith("__"))}
        imp = importable(c)
        if imp is None:
            return None
        return {"new": c.__qualname__, "attrs": sorted(a for a in dir(c) if not a.startswith("__")), "import": imp[0]}
    for _ in range(3):
        o = typing.get_origin(t)
        if o is not None:
            t = o
        else:
            break
    if t in SAMPLE:
        return {"new": SAMPLE[t], "attrs": sorted(a for a in dir(t) if not a.startswith("__"))}
    if isinstance(t, type) and t.__module__ not in ("builtins", "typing"):
        imp = importable(t)
        if imp is None:
            return None
        EXTRA_ENV.clear()
        EXTRA_IMPORTS.clear()
        USED.clear()
        # A class of the origin module is built among its globals (its
        # constructor's arguments may be other classes of it), imported
        # with the names it calls.
        own = NS.get(imp[1]) is imp[2]
        expr, attrs = build(t, t.__qualname__, None if own else {imp[1]: imp[2]})
        if own and USED - {imp[1]}:
            EXTRA_IMPORTS.add("from %s import %s" % (NS.get("__name__"), ", ".join(sorted(USED - {imp[1]}))))
        import enum
        if issubclass(t, enum.Enum) and len(t) and (not expr or "__new__" in expr) and isinstance(getattr(t, next(iter(t)).name, None), t):
            # An enumeration its constructor and factories give no
            # member of: its first member, as the module names it.
            first = next(iter(t))
            return {"new": "%s.%s" % (t.__qualname__, first.name), "attrs": sorted(a for a in dir(first) if not a.startswith("__")), "import": imp[0]}
        if expr:
            return {"new": expr, "attrs": attrs, "import": "\n".join([imp[0]] + sorted(EXTRA_IMPORTS))}
    return None


def filled(node):
    """For a container annotation (List[X], Set[X], Sequence[X],
    Iterable[X], Tuple[X, ...], Dict[K, V]), a container of that kind
    holding one value of its element type (annotated's), checked by
    evaluating it: a loop over it runs its body, where the empty one
    the annotation's value is does not. {new, attrs, import} or None."""
    import typing
    import collections.abc as abc
    try:
        src = node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else ast.unparse(node)
    except Exception:
        return None
    signal.alarm(2)
    try:
        t = resolve(src)
        for m in members(t) if t is not None else []:
            o, args = typing.get_origin(m), typing.get_args(m)
            if o is None or not args:
                continue
            if o in (list, abc.Sequence, abc.MutableSequence, abc.Iterable, abc.Collection, abc.Iterator):
                shape, elems = "[%s]", args[:1]
            elif o in (set, frozenset, abc.Set, abc.MutableSet):
                shape, elems = "{%s}", args[:1]
            elif o is tuple and (len(args) == 1 or len(args) == 2 and args[1] is Ellipsis):
                shape, elems = "(%s,)", args[:1]
            elif o in (dict, abc.Mapping, abc.MutableMapping) and len(args) == 2:
                shape, elems = "{%s: %s}", args
            else:
                continue
            vals = [of_type(a) if a is not typing.Any else None for a in elems]
            if None in vals:
                continue
            new = shape % tuple(v["new"] for v in vals)
            imps = sorted({ln for v in vals for ln in (v.get("import") or "").split("\n") if ln})
            env = {}
            exec("\n".join(imps), env)
            obj = eval(new, env)
            if len(obj) == 1:
                return {"new": new, "attrs": sorted(a for a in dir(obj) if not a.startswith("__")), "import": "\n".join(imps)}
    except BaseException:
        pass
    finally:
        signal.alarm(0)
    return None


class Timeout(Exception):
    pass


def on_alarm(*_):
    raise Timeout()


# The source of one function or class is asked for again and again (each
# class of an MRO for every constructor looked at, each method for its
# calls): inspect reads and tokenizes it anew each time, and a class's
# lookup parses its whole module. The answer is the object's and the
# file's, unchanged for the run: kept, by identity, with the object held
# so that its id is no other's. What inspect says of an object it has no
# source for (OSError, TypeError) is kept too; anything else (an alarm's
# Timeout) is not an answer about the object.
ORIGIN_SOURCE_LINES = {}


def origin_source_lines(obj):
    """inspect.getsourcelines(obj), once per object."""
    got = ORIGIN_SOURCE_LINES.get(id(obj))
    if got is not None and got[0] is obj:
        if isinstance(got[1], BaseException):
            raise got[1]
        return list(got[1][0]), got[1][1]
    try:
        lines, start = inspect.getsourcelines(obj)
    except (OSError, TypeError) as e:
        ORIGIN_SOURCE_LINES[id(obj)] = (obj, e)
        raise
    ORIGIN_SOURCE_LINES[id(obj)] = (obj, (tuple(lines), start))
    return lines, start


def origin_source(obj):
    """inspect.getsource(obj), once per object."""
    return "".join(origin_source_lines(obj)[0])


class OriginInspectAst:
    """The ast module as inspect sees it, with parse kept by text: inspect
    finds a class's source by parsing its whole module again for each
    class (pandas.io.pytables: a second each), and only reads the tree
    (its _ClassFinder visits it; a signature's text is parsed and read).
    Another call than parse(source) goes to ast itself."""

    def __init__(self, real):
        self._real, self._trees = real, {}

    def __getattr__(self, name):
        return getattr(self._real, name)

    def parse(self, source, *args, **kwargs):
        if args or kwargs or not isinstance(source, str):
            return self._real.parse(source, *args, **kwargs)
        tree = self._trees.get(source)
        if tree is None:
            tree = self._trees[source] = self._real.parse(source)
        return tree


if not isinstance(getattr(inspect, "ast", None), OriginInspectAst):
    inspect.ast = OriginInspectAst(ast)


SAMPLE = {str: '"name"', int: "0", float: "0.0", bool: "False", bytes: 'b""', list: "[]", dict: "{}", tuple: "()", set: "set()"}


# Values tried in turn for a required argument the name text does not
# satisfy: an address, numbers, containers, nothing, a path, in-memory
# files (binary, text) for a stream.
ALTERNATIVES = ['"http://localhost/"', "0", "1", "[]", "{}", "None", '"/tmp"', "io.BytesIO()", "io.StringIO()"]
ALT_BY = {str: ['"http://localhost/"', '"/tmp"', '""'], int: ["1", "-1"], float: ["1.0"]}


def sample(ann):
    """A literal of an annotation's type: the builtin types, their generic
    forms (list[int], Dict[str, Any]: an empty one), Optional[X] and
    Union[X, ...] as X; None when there is none."""
    import typing
    if ann in SAMPLE:
        return SAMPLE[ann]
    o = typing.get_origin(ann)
    if o is typing.Union:
        args = [a for a in typing.get_args(ann) if a is not type(None)]
        return sample(args[0]) if args else None
    if o in SAMPLE and o not in (str, bytes):
        return SAMPLE[o]
    # A stream (typing.BinaryIO, TextIO, IO[bytes], IO[str]): an
    # in-memory one of its kind, as the io module makes them.
    if ann is typing.BinaryIO or o is typing.IO and typing.get_args(ann) == (bytes,):
        return "io.BytesIO()"
    if ann is typing.TextIO or o is typing.IO and typing.get_args(ann) == (str,):
        return "io.StringIO()"
    # The abstract containers (Collection[Feature], Mapping[str, X]): an
    # empty builtin one that is such a container, for a visitor's
    # constructor (visitors()) only: elsewhere a class built where it was
    # not loses the stand-in path some bodies' P needs (black's
    # LineGenerator as self).
    import collections.abc as abc
    for kind, lit in () if not ABSTRACT_EMPTY[0] else ((abc.MutableMapping, "{}"), (abc.Mapping, "{}"), (abc.Set, "set()"), (abc.MutableSequence, "[]"),
                      (abc.Sequence, "[]"), (abc.Collection, "[]"), (abc.Iterable, "[]")):
        if o is kind:
            return lit
    return None


def constants(cls):
    """The int and str constants the source of cls's constructor holds
    (an assert type >= 256, a check against "GET"): boundary values an
    argument may have to meet, each int with its successor."""
    ints, strs = [], []
    for n in ("__init__", "__new__", "__post_init__"):
        f = getattr(inspect.getattr_static(cls, n, None), "__func__", inspect.getattr_static(cls, n, None))
        try:
            tree = ast.parse(textwrap.dedent(origin_source(f)))
        except BaseException:
            continue
        for c in ast.walk(tree):
            if isinstance(c, ast.Constant) and type(c.value) is int and abs(c.value) < 1 << 20:
                for v in (c.value, c.value + 1):
                    if repr(v) not in ints:
                        ints.append(repr(v))
            elif isinstance(c, ast.Constant) and type(c.value) is str and 0 < len(c.value) <= 40 and "\n" not in c.value:
                if repr(c.value) not in strs:
                    strs.append(repr(c.value))
    return ints[:8], strs[:6]


def arguments(sig, depth, owner=None):
    """The required parameters as (name, literal, positional-only) with a
    first value each: their annotation's sample (a class's instance built
    as build() builds one), else the name as text; None when an annotation
    names a type no value is known for. Annotations written as text are
    read among the globals of owner's module (the class the signature is
    of)."""
    out = []
    for p in sig.parameters.values():
        if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD) or p.default is not p.empty:
            continue
        ann = p.annotation
        if isinstance(ann, str):  # postponed annotations: the builtin types by name
            ann = {t.__name__: t for t in SAMPLE}.get(ann, ann)
        if isinstance(ann, str) and owner is not None:
            # A class named as text ("Command"), as its module names it.
            try:
                home = sys.modules[owner.__module__]
                # With the names its module imports only for type
                # checkers ('Flask' for an app: the package's class).
                genv = dict(checking_names(home), **vars(home))
                got = ann
                for _ in range(2):  # "'Cmd'" under postponed evaluation
                    got = eval(got, genv)
                    if not isinstance(got, str):
                        break
                if isinstance(got, type):
                    ann = got
                elif not isinstance(got, str):
                    # "DataFrame | Series": its first class, as a
                    # Union's sample is its first member's.
                    import typing
                    cs = [c for c in typing.get_args(got) if isinstance(c, type) and c is not type(None)]
                    if cs and typing.get_origin(got) is not None:
                        ann = cs[0]
            except Exception:
                pass
        import typing
        if ann is typing.Any:
            ann = p.empty  # any value: as an unannotated one
        v = sample(ann) if ann is not p.empty and not isinstance(ann, str) else None
        if v is None and isinstance(ann, type) and depth < 2 and NS.get(ann.__name__) is ann:
            # A class the module has by that name: built the same way.
            v, _ = build(ann, ann.__name__, None, depth + 1)
            if v is not None:
                USED.add(ann.__name__)
        elif v is None and ann is not p.empty and isinstance(ann, type) and depth < 2 \
                and ann.__module__ not in ("builtins", "typing", "inspect") and not issubclass(ann, BaseException):
            # A class of another module (click's Command for a Context):
            # built there, named by its own import, unless the module
            # has another thing by that name.
            imp = importable(ann)
            if imp and NS.get(imp[1], imp[2]) is imp[2]:
                env, imps = dict(EXTRA_ENV), set(EXTRA_IMPORTS)
                v, _ = build(ann, ann.__qualname__, {imp[1]: imp[2]}, depth + 1, fallback=False)
                if v is None or "__new__" in v:
                    v = None
                    EXTRA_ENV.clear()
                    EXTRA_ENV.update(env)
                    EXTRA_IMPORTS.clear()
                    EXTRA_IMPORTS.update(imps)
                else:
                    EXTRA_ENV[imp[1]] = imp[2]
                    EXTRA_IMPORTS.add(imp[0])
        if v is None and ann is not p.empty and not isinstance(ann, str):
            # A function (a callback: Callable[[Any], Any]): a builtin
            # that only reads as many arguments (callable_builtin).
            v = safely(callable_builtin, ann) or None
        if v is None and ann is p.empty:
            # An unannotated required argument: a class of the package it
            # is named as, else its name as text.
            r = named(p.name, depth + 1) if depth < 4 else None
            v = r["new"] if r else repr(p.name)
        if v is None:
            return None
        out.append([p.name, v, p.kind == p.POSITIONAL_ONLY, ALT_BY.get(ann, []) if ann is not p.empty else ALTERNATIVES])
    return out


USED = set()  # names of the module's classes the expression being built calls


@contextlib.contextmanager
def build_state_apart():
    """A build whose extra environment, imports and names used are its
    own: the caller's are set aside and put back after, whatever the build
    raised or however the caller's loop left it."""
    env, imps, used = dict(EXTRA_ENV), set(EXTRA_IMPORTS), set(USED)
    EXTRA_ENV.clear()
    EXTRA_IMPORTS.clear()
    USED.clear()
    try:
        yield
    finally:
        EXTRA_ENV.clear()
        EXTRA_ENV.update(env)
        EXTRA_IMPORTS.clear()
        EXTRA_IMPORTS.update(imps)
        USED.clear()
        USED.update(used)


def call(qual, args):
    return "%s(%s)" % (qual, ", ".join(v if pos else "%s=%s" % (n, v) for n, v, pos, _ in args))


RAISE_ONLY = {"RESUME", "NOP", "CACHE", "LOAD_GLOBAL", "LOAD_CONST", "PUSH_NULL", "PRECALL", "CALL", "KW_NAMES", "RAISE_VARARGS"}


def abstract(cls):
    """The methods cls has whose whole body raises NotImplementedError
    (a docstring aside): a subclass has to provide them."""
    import dis
    out = set()
    for n in dir(cls):
        try:
            f = inspect.getattr_static(cls, n)
        except AttributeError:
            continue
        code = getattr(getattr(f, "__func__", f), "__code__", None)
        if code is None or "NotImplementedError" not in code.co_names:
            continue
        try:
            if all(i.opname in RAISE_ONLY for i in dis.get_instructions(code)):
                out.add(n)
        except Exception:
            pass
    return out


def build(cls, qual, ns=None, depth=0, fallback=True):
    """An expression that makes a real instance of cls (tried here), and
    the instance's attributes, or (None, None). Required arguments get
    their annotation's sample or their name as text; when that fails, each
    unannotated one in turn takes the ALTERNATIVES, then all of them; then
    (configured()) its arguments carry the configuration it reads; then
    (fallback) the module's instance, __new__."""
    attempts, guessed, opt, with_opt, plain = [], True, [], [], 0
    try:
        sig = passed_kwargs(cls, passed_on(cls, inspect.signature(cls)))
        args = arguments(sig, depth, cls)
        if args is not None:
            attempts.append(call(qual, args))
            if CONFIG and depth > 0:
                # An argument of the class being configured: its
                # optional parameters in turn hold the configuration
                # (kept only if the instance then answers its keys).
                conf = "{%s}" % ", ".join("%r: %s" % kv for kv in sorted(CONFIG.items()))
                for p in [p for p in sig.parameters.values() if p.default is None and p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)][:3]:
                    attempts.insert(0, call(qual, args + [[p.name, conf, False, []]]))
            # Optional parameters a constructor still insists on (a
            # spider's name, default None): each given a value as a
            # required one is, right after the plain call.
            opt = optional(sig, depth, cls)
            if opt:
                # All of them, then the first alone (an exception for a
                # failure, whose other arguments it derives).
                with_opt = [call(qual, args + opt)] + ([call(qual, args + opt[:1])] if len(opt) > 1 else [])
            # The constructor's own constants are alternatives too.
            ints, strs = constants(cls)
            for a in args:
                if a[3] is ALTERNATIVES:
                    a[3] = ALTERNATIVES + ints + strs
                elif a[1] == SAMPLE[int]:
                    a[3] = a[3] + ints
                elif a[1] == SAMPLE[str]:
                    a[3] = a[3] + strs
            # An argument the class calls methods of (self.file =
            # file, then self.file.write(...)): first the alternative
            # that has them all (an in-memory file, not the name as text).
            wants, fit = used_methods(cls), [list(a) for a in args]
            for a in fit:
                if a[3][:len(ALTERNATIVES)] == ALTERNATIVES and wants.get(a[0]) and not has_all(a[1], wants[a[0]]):
                    a[1] = next((v for v in a[3] if has_all(v, wants[a[0]])), a[1])
            if fit != args:
                attempts.insert(0, call(qual, fit))
            if depth > 0:
                # An argument's object: first with the optional ones that
                # name a class of the package (a Response with its
                # Request), as its package hands them out.
                tied = [a for a in optional(sig, depth, cls) if a[1] != repr(a[0])]
                if tied:
                    attempts.insert(0, call(qual, fit + tied))
            plain = len(attempts)  # the calls before the alternatives
            guessed = made_up(fit)
            for i, a in enumerate(args):
                for alt in a[3]:
                    a2 = [list(a) for a in args]
                    a2[i][1] = alt
                    attempts.append(call(qual, a2))
            free = [i for i, a in enumerate(args) if a[3][:len(ALTERNATIVES)] == ALTERNATIVES]
            if len(free) > 1:
                for alt in ALTERNATIVES:
                    a2 = [list(a) for a in args]
                    for i in free:
                        a2[i][1] = alt
                    attempts.append(call(qual, a2))
    except (TypeError, ValueError):
        pass
    made = factories(cls, qual, depth, opt)
    later = []
    # The optional arguments after the factories (a factory makes the
    # instance as its package does: a spider with its crawler) and after
    # the alternatives of the required ones (a value, not made-up text).
    if guessed:
        # The constructor would only get names as text (or nothing
        # known): a factory whose arguments are all real objects
        # (from_crawler(crawler=Crawler(...))) sets up the state the
        # class's methods read, which a constructor given "stats" for
        # stats only appears to; it goes first, and so does the
        # configuration (configured()) such a factory may need.
        attempts, later = [e for e, g in made if not g], attempts[:plain] + attempts[plain:][:30] + with_opt + [e for e, g in made if g]
    else:
        attempts = attempts[:plain] + [e for e, g in made if not g] + attempts[plain:][:30] + with_opt + [e for e, g in made if g]
    if not fallback:
        return first(cls, (attempts + later)[:8], ns, depth) or (None, None)
    made = first(cls, attempts[:MAX_ATTEMPTS], ns, depth) or configured(cls, qual, ns, depth) or \
        first(cls, later[:MAX_ATTEMPTS], ns, depth)
    if made:
        return made
    inst = instance_global(cls) if ns is None else None
    made = first(cls, ([inst] if inst else []) + ["%s.__new__(%s)" % (qual, qual)], ns, depth)
    if made and made[0] == inst:
        USED.add(inst)
    return made or (None, None)


def first(cls, attempts, ns, depth):
    """The first of attempts that evaluates to an instance of cls, with
    the instance's attributes, or None (BUILT: that instance)."""
    global BUILT
    for expr in attempts:
        signal.alarm(2)
        try:
            env = dict(NS if ns is None else ns, **EXTRA_ENV)
            if "io." in expr and "io" not in env:
                env["io"] = __import__("io")
            obj = eval(expr, env)
            if "io.BytesIO()" in expr or "io.StringIO()" in expr:
                if env["io"] is not __import__("io"):
                    continue  # the module's own io is another thing
                EXTRA_IMPORTS.add("import io")
            if not isinstance(obj, cls):
                continue  # a factory that answered something else
            if dead_refs(obj):
                # It holds its argument by a weak reference (a provider
                # its app owns): the argument bound to a name of its own
                # stays alive, as its owner keeps it in the package.
                expr = kept(expr)
                obj = eval(expr, env)
                if not isinstance(obj, cls) or dead_refs(obj):
                    continue
            if CONFIG and depth > 0 and "%r: " % min(CONFIG) in expr and not answers(obj):
                continue  # the configuration went to a parameter that does not keep it
            BUILT = obj
            return expr, sorted(a for a in attr_names(obj, cls) if not a.startswith("__"))
        except BaseException:
            continue
        finally:
            signal.alarm(0)
    return None


def dead_refs(obj):
    """Whether obj holds in its own attributes a weak reference (or weak
    proxy) whose object is gone."""
    import weakref
    try:
        d = vars(obj)
    except TypeError:
        return False
    weak = (weakref.ProxyType, weakref.CallableProxyType)
    if any(issubclass(type(v), weakref.ref) or type(v) in weak for v in list(d.values())):
        # An argument in a reference cycle (a parser and its actions) dies
        # only when the cycle collector runs, at a time allocation decides:
        # collect now, so that the answer does not depend on it.
        import gc
        gc.collect()
    for v in list(d.values()):
        t = type(v)  # isinstance would ask a dead proxy its class
        if issubclass(t, weakref.ref) and v() is None:
            return True
        if t in (weakref.ProxyType, weakref.CallableProxyType):
            try:
                v.__class__
            except ReferenceError:
                return True
    return False


def kept(expr):
    """The call expr with each argument that is itself a call bound to a
    name of the prefix's (app=(_unstuck_app := Flask(...))), so that the
    object lives as long as the module."""
    try:
        tree = ast.parse(expr, mode="eval").body
    except SyntaxError:
        return expr
    if not isinstance(tree, ast.Call):
        return expr
    for i, a in enumerate(tree.args):
        if isinstance(a, ast.Call):
            tree.args[i] = ast.NamedExpr(target=ast.Name(id="_unstuck_arg%d" % i, ctx=ast.Store()), value=a)
    for k in tree.keywords:
        if k.arg and isinstance(k.value, ast.Call):
            k.value = ast.NamedExpr(target=ast.Name(id="_unstuck_" + k.arg, ctx=ast.Store()), value=k.value)
    return ast.unparse(tree)


def attr_names(obj, cls):
    """dir(obj), or its class's where the instance cannot answer (a hollow
    instance __new__ made, whose __getattr__ reads state only __init__
    sets: what an __init__ body gets as self)."""
    try:
        return dir(obj)
    except RecursionError:
        return dir(cls)
    except Exception:
        return dir(cls)


MAX_ATTEMPTS = 40  # constructor calls tried per class (each may cost up to 2 s)
BUILT = None  # the instance first() last accepted


def data_attrs(obj):
    """The attributes obj holds in its own dict as plain data (None, a
    bool, number or text): state a caller's value may set otherwise (an
    exporter's indent), unlike the objects it holds."""
    try:
        d = vars(obj)
    except TypeError:
        return []
    return sorted(k for k, v in d.items() if isinstance(k, str) and not k.startswith("__") and
                  (v is None or type(v) in (bool, int, float, str, bytes)))

CONFIG = {}  # while configured() builds a class: the keys it reads -> values that switch it on
GETTERS = {"getbool": "True", "getint": "1", "getfloat": "1.0", "getlist": '["name"]', "getdict": '{"name": {}}'}
KEY = re.compile(r"^[A-Z][A-Z0-9_]{2,}$")


def config_keys(cls):
    """Configurations to try for cls: the keys its constructor and
    factories read from an object (settings.getbool("X_ENABLED"),
    settings["X"]), each with a value of its reading's kind that switches
    it on (the typed reading's where one is typed). First the keys read
    in the test of an if that raises (a class switched off unless X), all
    of them, then each alone (if not A and not B: raise); then those
    with every other typed reading (the counts, lists and dicts it
    configures itself from)."""
    gates, typed, srcs = [], {}, []
    for n in ["__init__"] + [n for n in dir(cls) if n.startswith("from_")]:
        f = inspect.getattr_static(cls, n, None)
        f = getattr(f, "__func__", f)
        if inspect.isfunction(f):
            srcs.append(f)
    for f in srcs:
        try:
            tree = ast.parse(textwrap.dedent(origin_source(f)))
        except BaseException:
            continue
        tested = set()
        for n in ast.walk(tree):
            if isinstance(n, ast.If) and any(isinstance(b, ast.Raise) for b in n.body):
                tested.update(id(x) for x in ast.walk(n.test))
        for n in ast.walk(tree):
            key, how = None, None
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.args and isinstance(n.args[0], ast.Constant):
                key, how = n.args[0].value, n.func.attr
            elif isinstance(n, ast.Subscript) and isinstance(n.slice, ast.Constant):
                key, how = n.slice.value, "[]"
            if not isinstance(key, str) or not KEY.match(key) or how not in GETTERS and how not in ("get", "[]"):
                continue
            if id(n) in tested and key not in gates:
                gates.append(key)
            if how in GETTERS:
                typed.setdefault(key, GETTERS[how])
    out = []
    for keys in [gates] + [[k] for k in gates if len(gates) > 1] + [gates + [k for k in typed if k not in gates]]:
        c = {k: typed.get(k, "True") for k in keys}
        if c and c not in out:
            out.append(c)
    return out[:4]


def answers(obj):
    """Whether obj, or one of its attributes, holds CONFIG's keys
    (obj.settings["X_ENABLED"] after Crawler(settings={...})) in an
    object of its own, not the dict it was given."""
    for o in [obj] + list(getattr(obj, "__dict__", {}).values()):
        if type(o) is dict:
            continue  # kept as given (a name that took the dict): not read as configuration
        try:
            if all(o[k] is not None for k in CONFIG):
                return True
        except BaseException:
            continue
    return False


def configured(cls, qual, ns, depth):
    """For a class no plain call builds (a component switched off unless
    its settings say otherwise): the calls built again with arguments
    that hold a configuration it reads (config_keys, the first that
    builds), as build() returns them, or None."""
    global CONFIG
    if CONFIG or depth > 0:
        return None
    for keys in config_keys(cls):
        CONFIG = keys
        try:
            expr, attrs = build(cls, qual, ns, depth, fallback=False)
            if expr:
                return expr, attrs
        except BaseException:
            pass
        finally:
            CONFIG = {}
    return None


def has_all(expr, methods):
    """Whether the value of an alternative's expression has every one of
    methods."""
    try:
        v = eval(expr, {"io": __import__("io")})
    except BaseException:
        return False
    return all(hasattr(v, m) for m in methods)


USES = {}


def used_methods(cls):
    """The constructor's parameters -> the methods the class calls on
    them: directly in __init__ (p.m(...)), or on the attribute __init__
    stores them in (self.a = p, then self.a.m(...) in any method of the
    class or its bases)."""
    if cls in USES:
        return USES[cls]
    USES[cls] = out = {}
    init = inspect.getattr_static(cls, "__init__", None)
    try:
        fn = ast.parse(textwrap.dedent(origin_source(init))).body[0]
        a = fn.args
        pos = a.posonlyargs + a.args
        me, params = pos[0].arg, {p.arg for p in pos[1:] + a.kwonlyargs}
    except BaseException:
        return out
    stored = {}
    for n in ast.walk(fn):
        if isinstance(n, ast.Assign) and isinstance(n.value, ast.Name) and n.value.id in params:
            for t in n.targets:
                if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == me:
                    stored[t.attr] = n.value.id
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and isinstance(n.func.value, ast.Name) and n.func.value.id in params:
            out.setdefault(n.func.value.id, set()).add(n.func.attr)
    if not stored:
        return out
    for klass in cls.__mro__[:-1]:
        # self.a.m(...), for any method's first parameter named self
        for name, attr, meth in origin_attr_calls(klass):
            if attr in stored and name == me:
                out.setdefault(stored[attr], set()).add(meth)
    return out


# A class's calls of the form x.a.m(...), as (x, a, m): a base class
# (pandas' NDFrame, thousands of lines) is in the MRO of many classes
# whose constructors used_methods reads, and was parsed for each.
ORIGIN_ATTR_CALLS = {}


def origin_attr_calls(klass):
    got = ORIGIN_ATTR_CALLS.get(id(klass))
    if got is not None and got[0] is klass:
        return got[1]
    try:
        tree = ast.parse(textwrap.dedent(origin_source(klass)))
    except Timeout:
        return ()  # as a class without source, this once: not kept
    except BaseException:
        calls = ()
    else:
        calls = tuple((f.value.value.id, f.value.attr, f.attr) for f in (n.func for n in ast.walk(tree) if isinstance(n, ast.Call))
                      if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Attribute) and isinstance(f.value.value, ast.Name))
    ORIGIN_ATTR_CALLS[id(klass)] = (klass, calls)
    return calls


def made_up(args):
    """Whether a call's arguments include one valued as its own name in
    text, or an instance no constructor made (__new__): nothing was
    known about it."""
    return any(v == repr(n) or ".__new__(" in v for n, v, _, _ in args)


def passed_on(cls, sig):
    """sig, or when it has only *args, **kwargs (an __init__ that passes
    everything on to its base's, a metaclass's __call__) the parameters
    of the first __init__ among cls's bases that names them."""
    def passes(ps):
        # *args taken and nothing required by name: the base's decide.
        return any(p.kind == p.VAR_POSITIONAL for p in ps) and \
            not any(p.default is p.empty and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD) for p in ps)
    if not passes(list(sig.parameters.values())):
        return sig
    for klass in cls.__mro__[:-1]:
        f = vars(klass).get("__init__")
        if inspect.isfunction(f):
            try:
                ps = list(inspect.signature(f).parameters.values())[1:]
            except (TypeError, ValueError):
                return sig
            if not passes(ps):
                return sig.replace(parameters=ps)
    return sig


def passed_kwargs(cls, sig):
    """sig with, when its **kwargs go on to the base's __init__
    (super().__init__(**kwargs): a subclass that adds keyword-only
    parameters to its base's), the base's required parameters it does
    not name itself, as keyword-only ones: a call without them fails in
    the base."""
    ps = list(sig.parameters.values())
    kw = next((p for p in ps if p.kind == p.VAR_KEYWORD), None)
    own = next((k for k in cls.__mro__[:-1] if inspect.isfunction(vars(k).get("__init__"))), None)
    if kw is None or own is None:
        return sig
    try:
        tree = ast.parse(textwrap.dedent(origin_source(vars(own)["__init__"])))
    except BaseException:
        return sig
    if not any(isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "__init__"
               and isinstance(n.func.value, ast.Call) and isinstance(n.func.value.func, ast.Name) and n.func.value.func.id == "super"
               and any(k.arg is None and isinstance(k.value, ast.Name) and k.value.id == kw.name for k in n.keywords)
               for n in ast.walk(tree)):
        return sig
    base = next((k for k in own.__mro__[1:-1] if inspect.isfunction(vars(k).get("__init__"))), None)
    try:
        bps = list(inspect.signature(vars(base)["__init__"]).parameters.values())[1:] if base else []
    except (TypeError, ValueError):
        return sig
    names = {p.name for p in ps}
    add = [p.replace(kind=p.KEYWORD_ONLY) for p in bps
           if p.name not in names and p.default is p.empty and p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)]
    if not add:
        return sig
    return sig.replace(parameters=[p for p in ps if p is not kw] + add + [kw])


def optional(sig, depth, owner=None):
    """The keyword parameters of sig that default to None, valued as an
    unannotated required one is (a class of the package it is named as,
    else its name as text), as arguments() gives them; one the
    constructor of owner tests with isinstance against an exception class
    (twisted's Failure(exc_value)) is an exception of that class."""
    out = []
    for p in sig.parameters.values():
        if p.default is None and p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY) and not p.name.startswith("_"):
            r = named(p.name, depth + 1) if depth < 4 and p.annotation is p.empty else None
            v = r["new"] if r else repr(p.name)
            if r is None and p.annotation is p.empty and owner is not None:
                exc = raised_as(owner, p.name)
                if exc:
                    v = exc
            out.append([p.name, v, False, []])
    return out


def raised_as(owner, pname):
    """An exception of the builtin exception class owner's constructor tests
    its parameter against with isinstance (Exception('exc_value')), or
    None."""
    try:
        node = ast.parse(textwrap.dedent(origin_source(owner.__init__))).body[0]
    except BaseException:
        return None
    for n in ast.walk(node):
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "isinstance" and len(n.args) == 2 \
                and isinstance(n.args[0], ast.Name) and n.args[0].id == pname and isinstance(n.args[1], ast.Name):
            c = getattr(builtins, n.args[1].id, None)
            if isinstance(c, type) and issubclass(c, Exception) and NS.get(n.args[1].id, c) is c:
                return "%s(%r)" % (c.__name__, pname)
    return None


def factories(cls, qual, depth, opt=()):
    """Calls of cls's classmethods that may return an instance (from_*,
    create, default...): each with its required arguments valued as a
    constructor's are, and whether any of them is only its name as text
    (made_up); which of them return one is known only by calling."""
    out, seen = [], set()
    # The class's own first, then those it inherits (a wrapper class
    # over a library's: werkzeug's Request.from_values for flask's).
    for n in [n for k in cls.__mro__[:-1] if k.__module__ != "builtins" for n in sorted(vars(k))]:
        f = inspect.getattr_static(cls, n, None)
        if not isinstance(f, classmethod) or n.startswith("_") or n in seen:
            continue
        seen.add(n)
        try:
            args = arguments(inspect.signature(getattr(cls, n)), depth, cls)
        except (TypeError, ValueError):
            continue
        if args is not None:
            out.append((call("%s.%s" % (qual, n), args), made_up(args)))
            if opt and any(p.kind == p.VAR_KEYWORD for p in inspect.signature(getattr(cls, n)).parameters.values()):
                # It passes keywords on to the constructor: the optional
                # arguments the constructor insists on too.
                out.append((call("%s.%s" % (qual, n), args + list(opt)), made_up(args)))
    return out[:8]


def instance_global(cls):
    """A global of the module that is an instance of exactly cls (a
    module's default object), or None."""
    for n, v in NS.items():
        if not n.startswith("__") and type(v) is cls and re.match(r"^[A-Za-z_]\w*$", n):
            return n
    return None


def class_def(k):
    """The ClassDef of class k, parsed from its source, or None."""
    if k not in CLASS_DEFS:
        CLASS_DEFS[k] = None
        try:
            t = ast.parse(textwrap.dedent(origin_source(k)))
            if t.body and isinstance(t.body[0], ast.ClassDef):
                CLASS_DEFS[k] = t.body[0]
        except BaseException:
            pass
    return CLASS_DEFS[k]


CLASS_DEFS = {}


def own_attrs(k, write):
    """The attributes the methods k itself defines read from self (write
    False) or set on it (self_attrs)."""
    node, out = class_def(k), set()
    for f in node.body if node is not None else []:
        if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef)):
            out |= self_attrs(f, write)
            pos = f.args.posonlyargs + f.args.args
            if write and pos:
                # Stored however the target is written (self.a, self.b = ...).
                out |= {n.attr for n in ast.walk(f) if isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Store)
                        and isinstance(n.value, ast.Name) and n.value.id == pos[0].arg}
    return out


def static_attr(k, a):
    try:
        inspect.getattr_static(k, a)
        return True
    except AttributeError:
        return False


def left_attrs(cls):
    """The attributes the methods of cls read from self that neither cls
    nor its bases define, as class attributes or set on self by one of
    their methods: a subclass provides them (a mixin's items() that the
    dict it is mixed into has, a base class's _at that its URL subclass
    sets). Empty for a class no loaded class derives from, or whose
    __getattr__ answers any name."""
    try:
        # type's own method: a metaclass's would want an argument.
        if not type.__subclasses__(cls) or any("__getattr__" in vars(k) for k in cls.__mro__[:-1]):
            return set()
        need = {a for a in own_attrs(cls, False) if not static_attr(cls, a)}
        for k in cls.__mro__[:-1]:
            if not need:
                break
            need -= own_attrs(k, True)
        return need
    except Exception:
        return set()


def required_count(cls):
    """How many arguments cls's constructor requires (99: unknown)."""
    try:
        ps = inspect.signature(cls).parameters.values()
    except (TypeError, ValueError):
        return 99
    return sum(1 for p in ps if p.default is p.empty and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD))


def concrete(cls):
    """A subclass of cls (any loaded module's) that provides every method
    cls leaves to subclasses (abstract()) and every attribute its methods
    read that only subclasses define (left_attrs()), built: {new, attrs,
    import}, or None."""
    need, left = abstract(cls), left_attrs(cls)
    if not need and not left:
        return None
    seen, todo, order = set(), list(type.__subclasses__(cls)), []
    while todo:
        sub = todo.pop(0)
        if sub in seen or len(seen) > 200:
            continue
        seen.add(sub)
        order.append(sub)
        todo.extend(type.__subclasses__(sub))
    if left:
        # For attributes, the subclass that needs the fewest arguments
        # first: its instance is the library's own, not one built on
        # arguments given as their names.
        order.sort(key=required_count)
    found = []
    for sub in order:
        if abstract(sub) & need or "<" in sub.__qualname__ or "." in sub.__qualname__:
            continue
        if left and not all(static_attr(sub, a) or any(a in own_attrs(k, True) for k in sub.__mro__[:-1] if k not in cls.__mro__) for a in left):
            continue
        home = sys.modules.get(sub.__module__)
        if home is None or getattr(home, sub.__name__, None) is not sub or sub.__name__.startswith("_"):
            continue
        expr, attrs = build(sub, sub.__name__, dict(vars(home)))
        if expr and not expr.endswith(".__new__(%s)" % sub.__name__) and left <= set(attrs or ()):
            got = {"new": expr, "attrs": attrs, "import": "\n".join(["from %s import %s" % (sub.__module__, sub.__name__)] + sorted(EXTRA_IMPORTS))}
            if not left or expr.endswith("()"):
                return got
            # Built on arguments: a later subclass may build without.
            found.append(got)
            if len(found) >= 4:
                break
    return found[0] if found else None


def package_classes():
    """The classes of the modules of the origin's package that are loaded,
    by lower-case name (the shortest module's first)."""
    global CLASSES
    if CLASSES is None:
        CLASSES = {}
        top = NS.get("__name__", "").split(".")[0]
        mods = [(n, m) for n, m in list(sys.modules.items()) if m is not None and (n == top or n.startswith(top + "."))]
        for n, m in sorted(mods, key=lambda nm: (len(nm[0]), nm[0])):
            for v in list(vars(m).values()):
                if isinstance(v, type) and v.__module__ == n and not issubclass(v, BaseException) and "<" not in v.__qualname__ and "." not in v.__qualname__:
                    CLASSES.setdefault(v.__name__.lower(), v)
    return CLASSES


def produced(cls):
    """An instance of cls made as its package makes one, for a class no
    constructor call builds: a method of another class of the package,
    callable without arguments, whose return annotation names cls
    (app.app_context() -> AppContext), called on a real instance of that
    class built as build() builds one. {new, attrs, import}, or None."""
    found = []
    for other in list(package_classes().values()):
        if other is cls or other.__name__.startswith("_"):
            continue
        for mn, f in sorted(vars(other).items()):
            if mn.startswith("_") or not inspect.isfunction(f):
                continue
            ret = getattr(f, "__annotations__", {}).get("return")
            rname = ret if isinstance(ret, str) else getattr(ret, "__name__", None)
            if not isinstance(rname, str) or rname.strip("'\"").split(".")[-1] != cls.__name__:
                continue
            try:
                ps = list(inspect.signature(f).parameters.values())[1:]
            except (TypeError, ValueError):
                continue
            if all(p.default is not p.empty or p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD) for p in ps):
                found.append((other, mn))
    for other, mn in found[:4]:
        env, imps = dict(EXTRA_ENV), set(EXTRA_IMPORTS)
        try:
            expr, _ = build(other, other.__name__, {other.__name__: other}, 1)
            if not expr or "__new__" in expr:
                continue
            call = "%s.%s()" % (expr, mn)
            signal.alarm(2)
            try:
                obj = eval(call, dict(EXTRA_ENV, **{other.__name__: other}))
            finally:
                signal.alarm(0)
            if isinstance(obj, cls):
                lines = ["from %s import %s" % (other.__module__, other.__name__)] + sorted(EXTRA_IMPORTS - imps)
                return {"new": call, "attrs": sorted(a for a in dir(obj) if not a.startswith("__")), "import": "\n".join(lines)}
        except BaseException:
            continue
        finally:
            EXTRA_ENV.clear()
            EXTRA_ENV.update(env)
            EXTRA_IMPORTS.clear()
            EXTRA_IMPORTS.update(imps)
    return None


def held_by_sibling(cls, modname):
    """For a class no call builds (configparser's SectionProxy, which its
    parser makes for each section): an instance another class of the same
    module holds once built as build() builds one, in an attribute of its
    own or as a value of a dict or list it holds there (ConfigParser()'s
    section "DEFAULT"): one the package itself made. {new, attrs, import}
    or None."""
    global BUILT
    tried, began = 0, _time.process_time()
    for n, other in sorted(NS.items()):
        if tried >= 6 or _time.process_time() - began > 4:
            break
        if not isinstance(other, type) or other is cls or n != other.__name__ or n.startswith("_") \
                or other.__module__ != modname or issubclass(other, (BaseException, cls)) or inspect.isabstract(other):
            continue
        tried += 1
        BUILT = None
        with build_state_apart():
            try:
                expr, _ = build(other, n, None, 1, fallback=False)
                obj = BUILT
                if not expr or "__new__" in expr or not isinstance(obj, other):
                    continue
                for a, v in sorted(getattr(obj, "__dict__", {}).items()):
                    paths = [("%s.%s" % (expr, a), v)]
                    if type(v) in (dict, list):
                        items = list(v.items())[:8] if type(v) is dict else list(enumerate(v[:8]))
                        paths += [("%s.%s[%r]" % (expr, a, k), x) for k, x in items if type(k) in (str, int)]
                    for e, x in paths:
                        if type(x) is cls:
                            names = sorted((USED - {n}) | {n})
                            lines = ["from %s import %s" % (modname, ", ".join(names))] + sorted(EXTRA_IMPORTS)
                            return {"new": e, "attrs": sorted(a for a in dir(x) if not a.startswith("__")), "import": "\n".join(lines)}
            except Timeout:
                break
            except BaseException:
                continue
    return None


def init_attrs(cls):
    """For an instance made with __new__ (no constructor call succeeded):
    the attributes the constructors of cls and its bases set to values
    that need none of the required arguments, as {attr, expr, module,
    names} (the module and the globals of it the source names): a
    literal, a parameter's literal default (written as that literal), or
    an expression of those and the defining module's globals
    (defaultdict(int)), the instance written __self__; and the calls of
    its own methods the constructor makes with such arguments (attr "",
    expr the call). Each runs here, base first, on a fresh instance; one
    that raises or needs a required argument is left out. A real
    instance whose constructor could not run still has the state it would
    have set where that state depends on nothing the caller gives."""
    try:
        obj = cls.__new__(cls)
    except BaseException:
        return []
    out = {}
    for klass in reversed(cls.__mro__[:-1]):
        f = vars(klass).get("__init__")
        home = sys.modules.get(klass.__module__)
        if not inspect.isfunction(f) or home is None:
            continue
        try:
            fn = ast.parse(textwrap.dedent(origin_source(f))).body[0]
        except BaseException:
            continue
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) or not fn.args.args:
            continue
        a = fn.args
        pos = a.posonlyargs + a.args
        me = pos[0].arg
        defaults = dict(zip([p.arg for p in pos[len(pos) - len(a.defaults):]], a.defaults))
        defaults.update({p.arg: d for p, d in zip(a.kwonlyargs, a.kw_defaults) if d is not None})
        lits = {n: literal(d) for n, d in defaults.items()}
        lits.update({x.arg: v for x, v in ((a.vararg, "()"), (a.kwarg, "{}")) if x})
        params = {p.arg for p in pos + a.kwonlyargs} | {x.arg for x in (a.vararg, a.kwarg) if x}
        glob = vars(home)
        for st in fn.body:
            # self.x = value, and self.method(args): a step of the
            # constructor's own (self._configure(kwargs)).
            tgt = None
            if isinstance(st, ast.Assign) and len(st.targets) == 1:
                tgt, val = st.targets[0], st.value
            elif isinstance(st, ast.AnnAssign) and st.value is not None:
                tgt, val = st.target, st.value
            elif isinstance(st, ast.Expr) and isinstance(st.value, ast.Call) and isinstance(st.value.func, ast.Attribute) \
                    and isinstance(st.value.func.value, ast.Name) and st.value.func.value.id == me:
                val = st.value
            else:
                continue
            if tgt is not None and not (isinstance(tgt, ast.Attribute) and isinstance(tgt.value, ast.Name) and tgt.value.id == me):
                continue
            names = {n.id for n in ast.walk(val) if isinstance(n, ast.Name)} - {me}
            if any(isinstance(n, (ast.Lambda, ast.NamedExpr, ast.Await, ast.Yield, ast.YieldFrom)) for n in ast.walk(val)):
                continue
            if any(n in params and lits.get(n) is None for n in names):
                continue  # a required argument, or a default that is not a literal
            used = sorted(n for n in names if n not in params and n in glob and not n.startswith("__"))
            if any(n not in params and n not in glob and not hasattr(builtins, n) for n in names):
                continue
            val = Subst(lits, me).visit(ast.parse(ast.unparse(val), mode="eval").body)
            src = ast.unparse(val)
            signal.alarm(1)
            try:
                v = eval(src, dict(glob, __self__=obj))
                if tgt is not None:
                    setattr(obj, tgt.attr, v)
            except BaseException:
                continue
            finally:
                signal.alarm(0)
            key = tgt.attr if tgt is not None else "%d" % len(out)
            out[key] = {"attr": tgt.attr if tgt is not None else "", "expr": src, "module": klass.__module__, "names": used}
    return list(out.values())


# Methods of the builtin containers that change them in place: a call
# self.x.append(...) writes self.x as an assignment does.
MUTATORS = frozenset("append extend insert add update setdefault appendleft extendleft push put".split())


def self_attrs(fn, write):
    """The attributes a function reads from its first parameter (write
    False: self.x loaded), or writes (self.x = ..., self.x += ...,
    self.x[k] = ..., self.x.append(...) and the other MUTATORS)."""
    a = fn.args
    pos = a.posonlyargs + a.args
    if not pos:
        return set()
    me, out = pos[0].arg, set()

    def mine(n):
        return isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id == me

    for n in ast.walk(fn):
        if not write:
            if mine(n) and isinstance(n.ctx, ast.Load):
                out.add(n.attr)
            continue
        tgts = n.targets if isinstance(n, ast.Assign) else [n.target] if isinstance(n, (ast.AugAssign, ast.AnnAssign)) else []
        for t in tgts:
            if isinstance(t, ast.Subscript):
                t = t.value
            if mine(t):
                out.add(t.attr)
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in MUTATORS and mine(n.func.value):
            out.add(n.func.value.attr)
    return out


def held(obj, attr):
    """Whether the instance holds state in attr: present, not None, and
    not an empty container."""
    try:
        v = inspect.getattr_static(obj, attr)
    except AttributeError:
        return False
    if v is None:
        return False
    try:
        return len(v) > 0
    except BaseException:
        return True


SETUP_CALLS = 40  # instances built and lifecycle calls tried per module (each may cost up to 2 s)
WRITES = {}  # function -> the attributes of its first parameter it writes


ANN_IMPORTS = []  # the imports as_parameters' values need


def as_parameters(f, args):
    """args with each annotated one valued as a parameter of the module's
    functions with that annotation is (annotated(): a class's factory,
    Spider.from_crawler(crawler=Crawler(...)), where a constructor call
    would leave out what the class's methods read), or None when that
    changes none. ANN_IMPORTS: the imports those values need."""
    ANN_IMPORTS.clear()
    try:
        node = ast.parse(textwrap.dedent(origin_source(f))).body[0]
        a = node.args
        anns = {p.arg: p.annotation for p in a.posonlyargs + a.args + a.kwonlyargs if p.annotation is not None}
    except BaseException:
        return None
    out, changed = [list(x) for x in args], False
    env, imps = dict(EXTRA_ENV), set(EXTRA_IMPORTS)
    try:
        for x in out:
            ann = anns.get(x[0])
            v = annotated(ann) if ann is not None else None
            if not v or v["new"] == x[1]:
                continue
            x[1], changed = v["new"], True
            ANN_IMPORTS.extend(l for l in (v.get("import") or "").split("\n") if l and l not in ANN_IMPORTS)
    finally:
        EXTRA_ENV.clear()
        EXTRA_ENV.update(env)
        EXTRA_IMPORTS.clear()
        EXTRA_IMPORTS.update(imps)
    return out if changed else None


STAR_ITEMS = ('"name"', "1")  # the plain items a star parameter's samples hold, one kind per sample


def star_samples(fn, name):
    """Values a caller passes in a *args parameter, where the body reads
    what it holds: indexed with constants (args[1]), iterated, tested or
    measured, it gets a tuple of that many items (two at least); handed on
    whole to a call, a tuple of one item; one
    sample per kind of item (text, a number); the empty value stays the
    parameter's own, and coverage chooses. (A **kwargs read by key gets
    none: two more nodes for options most bodies pass on or pop with a
    default cost other prefixes the node budget; flask's add_url_rule
    lost coverage.)"""
    def me(n):
        return isinstance(n, ast.Name) and n.id == name

    size, used, passed = 0, False, False
    for n in ast.walk(fn):
        if isinstance(n, ast.Subscript) and me(n.value):
            used = True
            k = n.slice
            if isinstance(k, ast.Constant) and type(k.value) is int and 0 <= k.value < 8:
                size = max(size, k.value + 1)
        elif isinstance(n, (ast.For, ast.comprehension)) and me(n.iter) or isinstance(n, (ast.If, ast.While)) and me(n.test) \
                or isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "len" and len(n.args) == 1 and me(n.args[0]):
            used = True
        elif isinstance(n, ast.Call) and any(me(a) for a in n.args + [k.value for k in n.keywords]):
            # Handed on whole, as one argument (Argument(param_decls)):
            # the callee reads the tuple, and may want one item exactly.
            passed = True
    if not used and not passed:
        return []
    size = max(size, 2 if used else 1)
    return [{"new": "(%s,)" % ", ".join([v] * size), "attrs": sorted(a for a in dir(tuple) if not a.startswith("__"))} for v in STAR_ITEMS]


MANGLE_OBJS = {}  # (class, recipe, import) -> (a fresh instance,) or None: mangled_private_aliases' one per class


def mangled_private_aliases(cls, entry, fn, qual):
    """A method's private attributes as its class means them. In the class
    body the compiler turns self.__x into self._C__x (C the class's name
    without leading underscores); cut out of the class, the body reads
    self.__x, which the instance does not have. For each such attribute
    the body reads, an entry of the setup (attr "__x", expr
    __self__._C__x): the prefix binds the instance's own object under the
    name the cut-out body uses. Only where a fresh instance built as entry
    says holds _C__x (or its constructor state sets it) and keeps its
    attributes in a plain __dict__ (no __setattr__ of its own, no
    __slots__ alone), so the alias is an ordinary attribute."""
    me = (fn.args.posonlyargs + fn.args.args)[:1]
    if not me:
        return []
    me = me[0].arg
    private = re.compile(r"^__\w*[A-Za-z0-9_]$")
    reads = []
    for n in ast.walk(fn):
        t = n.target if isinstance(n, ast.AugAssign) else n
        if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == me \
                and (isinstance(t.ctx, ast.Load) or t is not n) \
                and private.match(t.attr) and not t.attr.endswith("__") and t.attr not in reads:
            reads.append(t.attr)
    owner = qual.split(".")[-1].lstrip("_")
    if not reads or not owner:
        return []
    key = (qual, entry.get("new"), entry.get("import"))
    if key not in MANGLE_OBJS:
        # One instance per class: a module's many private readers (symtable)
        # would otherwise each build one, at up to 2 s each.
        MANGLE_OBJS[key] = None
        signal.alarm(2)
        try:
            env = {}
            exec(entry.get("import") or "from %s import %s" % (MODULE_NAME, qual.split(".")[0]), env)
            MANGLE_OBJS[key] = (eval(entry["new"], env),)
        except BaseException:
            pass
        finally:
            signal.alarm(0)
    if MANGLE_OBJS[key] is None:
        return []
    obj = MANGLE_OBJS[key][0]
    if type(obj).__setattr__ is not object.__setattr__ or not hasattr(obj, "__dict__"):
        return []
    set_by_init = {i.get("attr") for i in entry.get("init") or []}
    out = []
    for a in reads:
        real = "_%s%s" % (owner, a)
        if hasattr(obj, real) or real in set_by_init:
            out.append({"attr": a, "expr": "__self__.%s" % real, "module": MODULE_NAME, "names": []})
    return out


def lifecycle(cls, entry, fn, name):
    """The calls of the instance's own methods that put it in the state a
    method reads (a context's push before its pop, open_spider before a
    request is stored): each other public method of cls (or __enter__)
    that writes an attribute the method reads, its required arguments
    valued as a constructor's are, called on an instance built as entry
    says; kept when it runs and leaves that attribute holding state it
    did not hold before. {calls: [{attr: "", expr, module, names,
    import}], attrs}, or None."""
    global SETUP_CALLS
    reads = self_attrs(fn, False)
    if not reads or SETUP_CALLS <= 0:
        return None
    cands = []
    for klass in cls.__mro__[:-1]:
        home = sys.modules.get(klass.__module__)
        if home is None or klass.__module__ == "builtins":
            continue
        for mn, f in vars(klass).items():
            if mn == name or not inspect.isfunction(f) or (mn.startswith("_") and mn != "__enter__"):
                continue
            if inspect.iscoroutinefunction(f) or inspect.isgeneratorfunction(f) or any(c[0] == mn for c in cands):
                continue
            if f not in WRITES:
                WRITES[f] = set()
                try:
                    node = ast.parse(textwrap.dedent(origin_source(f))).body[0]
                    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                        WRITES[f] = self_attrs(node, True)
                except BaseException:
                    pass
            if WRITES[f] & reads:
                cands.append((mn, f, WRITES[f] & reads))
    if not cands:
        return None
    # Methods that read the same state get the same calls: found once
    # per class, instance recipe and candidate methods (a class with many
    # readers of one list would spend the module's budget on repeats).
    key = (cls, entry.get("new"), entry.get("import"), tuple((mn, frozenset(w)) for mn, _, w in cands[:4]))
    if key not in LIFECYCLES:
        LIFECYCLES[key] = setup_calls(cls, entry, cands)
    return LIFECYCLES[key]


LIFECYCLES = {}  # lifecycle's key -> what setup_calls found


def setup_calls(cls, entry, cands):
    """lifecycle's calls for the candidate methods cands [(name, function,
    attributes it writes that the method reads)], or None."""
    global SETUP_CALLS
    env = dict(NS)
    for line in (entry.get("import") or "").split("\n"):
        if line:
            try:
                exec(line, env)
            except BaseException:
                return None
    calls = []

    def fresh():
        """A new instance as the prefix builds it, the calls kept so far
        made (a call that raised may have left half its state)."""
        global SETUP_CALLS
        SETUP_CALLS -= 1
        signal.alarm(2)
        try:
            obj = eval(entry["new"], env)
            for ia in entry.get("init") or []:
                v = eval(ia["expr"], dict(vars(sys.modules[ia["module"]]), __self__=obj))
                if ia["attr"]:
                    setattr(obj, ia["attr"], v)
            for c in calls:
                eval(c["expr"], dict(env, **c["env"], __self__=obj))
            return obj
        finally:
            signal.alarm(0)

    try:
        obj = fresh()
    except BaseException:
        return None
    for mn, f, writes in cands[:4]:
        if SETUP_CALLS <= 0 or len(calls) >= 2 or all(held(obj, a) for a in writes):
            continue
        SETUP_CALLS -= 1
        env2, imps = dict(EXTRA_ENV), set(EXTRA_IMPORTS)
        EXTRA_ENV.clear()
        EXTRA_IMPORTS.clear()
        try:
            sig = inspect.signature(f)
            args = arguments(sig.replace(parameters=list(sig.parameters.values())[1:]), 1)
            if args is None:
                continue
            before = {a for a in writes if held(obj, a)}
            # The arguments as a constructor's are first; when that call
            # leaves no state (it raised: a spider built without its
            # crawler), then the method's annotated parameters valued as
            # the module's own parameters are (a factory's instance).
            for variant in (args, as_parameters(f, args)):
                if variant is None or SETUP_CALLS <= 0:
                    continue
                if variant is not args:
                    SETUP_CALLS -= 1
                    try:
                        obj = fresh()
                    except BaseException:
                        break
                    before = {a for a in writes if held(obj, a)}
                expr, extra = call("__self__." + mn, variant), dict(EXTRA_ENV)
                for line in [] if variant is args else ANN_IMPORTS:
                    exec(line, extra)
                extra.pop("__builtins__", None)
                signal.alarm(2)
                try:
                    eval(expr, dict(env, **extra, __self__=obj))
                    raised = False
                except BaseException:
                    # What it set before raising does not count: the
                    # prefix replays the call, which would raise there.
                    raised = True
                finally:
                    signal.alarm(0)
                if not raised and {a for a in writes if held(obj, a)} - before:
                    # The module's globals the arguments name (Leaf(...)) are
                    # imported from it, as the prefix has only what it imports.
                    used = sorted({n.id for n in ast.walk(ast.parse(expr, mode="eval")) if isinstance(n, ast.Name)}
                                  & {k for k in NS if not k.startswith("__")} - set(extra))
                    imports = set(EXTRA_IMPORTS) | (set() if variant is args else set(ANN_IMPORTS))
                    calls.append({"attr": "", "expr": expr, "module": NS.get("__name__", cls.__module__), "names": used,
                                  "import": "\n".join(sorted(imports)), "env": extra})
                    break
        except BaseException:
            pass
        finally:
            EXTRA_ENV.clear()
            EXTRA_ENV.update(env2)
            EXTRA_IMPORTS.clear()
            EXTRA_IMPORTS.update(imps)
        try:
            obj = fresh()
        except BaseException:
            return None
    if not calls:
        return None
    for c in calls:
        del c["env"]
    return {"calls": calls, "attrs": sorted(a for a in dir(obj) if not a.startswith("__"))}


def context_var(v):
    """The contextvars.ContextVar a module global stands on: the global
    itself, or the one a proxy object (werkzeug's LocalProxy, any object
    whose lookups go through a closure) reaches through its slots and
    closures; None for other values."""
    import contextvars, gc, types
    if isinstance(v, contextvars.ContextVar):
        return v
    if isinstance(v, (type, types.ModuleType, types.FunctionType, str, bytes, int, float, tuple, list, dict, set)):
        return None
    seen, todo = set(), [(v, 0)]
    while todo and len(seen) < 64:
        o, d = todo.pop(0)
        if id(o) in seen or d > 4:
            continue
        seen.add(id(o))
        if isinstance(o, contextvars.ContextVar):
            return o
        if o is v or isinstance(o, (types.FunctionType, types.MethodType, tuple, types.CellType)) or type(o).__name__ == "partial":
            todo.extend((r, d + 1) for r in gc.get_referents(o))
    return None


def contexts():
    """The contexts the module's globals need entered: for each context
    variable a global stands on (flask's request, current_app) that holds
    no value here, a method of one of the package's classes, callable
    without arguments, that sets it (a context's push), called on an
    instance built as build() builds one (or as produced() makes one).
    [{vars, expr, import}]: the globals, the statement entering the
    context, what it needs imported; each was run here."""
    out, done = [], {}
    need = {}
    for n, v in list(NS.items()):
        if n.startswith("__"):
            continue
        try:
            cv = context_var(v)
        except BaseException:
            cv = None
        if cv is None:
            continue
        try:
            cv.get()
            continue  # holds a value (or a default): nothing to enter
        except LookupError:
            pass
        except BaseException:
            continue
        need.setdefault(cv, []).append(n)
    if not need:
        return out
    for cv, names in need.items():
        if cv in done:
            continue
        found = None
        for cls in list(package_classes().values()):
            if found or cls.__name__.startswith("_"):
                continue
            home = sys.modules.get(cls.__module__)
            mine = [k for k, x in vars(home).items() if x is cv] if home else []
            if not mine:
                continue
            for mn, f in sorted(vars(cls).items()):
                if not inspect.isfunction(f) or (mn.startswith("_") and mn != "__enter__"):
                    continue
                try:
                    src = origin_source(f)
                    ps = list(inspect.signature(f).parameters.values())[1:]
                except BaseException:
                    continue
                if not any(re.search(r"\b%s\.set\(" % re.escape(k), src) for k in mine):
                    continue
                if not all(p.default is not p.empty or p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD) for p in ps):
                    continue
                EXTRA_ENV.clear()
                EXTRA_IMPORTS.clear()
                try:
                    expr, _ = build(cls, cls.__name__, {cls.__name__: cls}, 1)
                    made = None
                    if not expr or "__new__" in expr:
                        made = produced(cls)
                        if not made:
                            continue
                    stmt = "%s.%s()" % (made["new"] if made else expr, mn)
                    imps = made["import"].split("\n") if made else ["from %s import %s" % (cls.__module__, cls.__name__)] + sorted(EXTRA_IMPORTS)
                    env = dict(NS)
                    signal.alarm(2)
                    try:
                        for line in imps:
                            exec(line, env)
                        exec(stmt, env)
                        cv.get()
                    finally:
                        signal.alarm(0)
                    found = {"vars": [], "expr": stmt, "import": "\n".join(imps)}
                    break
                except BaseException:
                    continue
        if found:
            # Entering one context may set others too (a request's push
            # pushes its application's): each holds a value now.
            for cv2, names2 in need.items():
                try:
                    cv2.get()
                except BaseException:
                    continue
                if cv2 not in done:
                    done[cv2] = found
                    found["vars"] += names2
            if found not in out:
                out.append(found)
    return out


class Subst(ast.NodeTransformer):
    """Parameters replaced by the source of their literal defaults, the
    instance by __self__ (the prefix writes its own name for it)."""

    def __init__(self, lits, me):
        self.lits, self.me = lits, me

    def visit_Name(self, node):
        if node.id == self.me:
            return ast.Name("__self__", ast.Load())
        if node.id in self.lits and self.lits[node.id] is not None:
            return ast.parse(self.lits[node.id], mode="eval").body
        return node


NS = {}


# -- samples: real objects of a parameter's class from the package's producers

MAX_SAMPLES = 6     # candidates kept per parameter
MAX_WALK = 4000     # objects visited per produced value
PRODUCERS = {}      # classes -> [(module, function name)]


def ann_classes(t):
    """The classes an annotation's type admits (Union[Leaf, Node]: both;
    Optional[X]: X); () for anything else."""
    import typing
    o = typing.get_origin(t)
    if o is typing.Union:
        return tuple(a for a in typing.get_args(t) if isinstance(a, type) and a is not type(None))
    return (t,) if isinstance(t, type) else ()


def tops(classes):
    """The top-level packages of the origin and of classes."""
    return {c.__module__.split(".")[0] for c in classes} | {NS.get("__name__", "").split(".")[0]}


def producers(classes):
    """The public functions of the loaded modules of the packages of
    classes (and of the origin) that take one required argument, a str,
    and are annotated to return an instance of those packages' classes: a
    parser that makes a tree from text. [(module, name)]."""
    import typing
    if classes in PRODUCERS:
        return PRODUCERS[classes]
    PRODUCERS[classes] = out = []
    pk = tops(classes)
    for mn, mod in sorted((n, m) for n, m in list(sys.modules.items()) if m is not None):
        if mn.split(".")[0] not in pk:
            continue
        for fn, f in sorted(vars(mod).items()):
            if fn.startswith("_") or not inspect.isfunction(f) or f.__module__ != mn:
                continue
            try:
                req, hints = producer_signature(f)
            except BaseException:
                continue
            rs = ann_classes(hints.get("return"))
            if len(req) == 1 and hints.get(req[0]) is str and rs and all(c.__module__.split(".")[0] in pk for c in rs):
                out.append((mn, fn))
    return out


# A function's required parameters and its annotations, as producers reads
# them: the same whichever classes it is asked for, and it is asked for
# the classes of each constructor it looks at, over every function of the
# packages' loaded modules (get_type_hints compiles each string annotation
# anew: seconds for pandas). What raised is not kept: asked again, it is
# tried again, as before.
PRODUCER_SIGNATURES = {}


def producer_signature(f):
    """(names of f's required parameters, typing.get_type_hints(f))."""
    import typing
    got = PRODUCER_SIGNATURES.get(id(f))
    if got is not None and got[0] is f:
        return got[1], got[2]
    ps = list(inspect.signature(f).parameters.values())
    hints = typing.get_type_hints(f)
    req = [p.name for p in ps if p.default is p.empty and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]
    PRODUCER_SIGNATURES[id(f)] = (f, req, hints)
    return req, hints


DOC_PRODUCERS = {}  # classes -> [(module, function name)]


def doc_producers(classes):
    """The producers no annotation names (producers() reads annotations):
    the public functions of the packages' loaded modules that take one
    required argument, left unannotated or annotated str, have no return
    annotation, and whose docstring's first sentence names a class their
    own module defines that classes derive from: ast.parse, "Parse the
    source into an AST node.", for an ast.Expr. [(module, name)]."""
    if classes in DOC_PRODUCERS:
        return DOC_PRODUCERS[classes]
    DOC_PRODUCERS[classes] = out = []
    pk = tops(classes)
    for mn, mod in sorted((n, m) for n, m in list(sys.modules.items()) if m is not None):
        if mn.split(".")[0] not in pk:
            continue
        bases = {c.__name__ for w in classes for c in w.__mro__ if c.__module__ == mn and c is not object}
        if not bases:
            continue
        for fn, f in sorted(vars(mod).items()):
            if fn.startswith("_") or not inspect.isfunction(f) or f.__module__ != mn:
                continue
            doc = inspect.getdoc(f) or ""
            first = doc.split("\n\n")[0].split(". ")[0]
            if not set(re.findall(r"[A-Za-z_]\w*", first)) & bases:
                continue
            try:
                ps = list(inspect.signature(f).parameters.values())
            except BaseException:
                continue
            req = [q for q in ps if q.default is q.empty and q.kind not in (q.VAR_POSITIONAL, q.VAR_KEYWORD, q.KEYWORD_ONLY)]
            anns = getattr(f, "__annotations__", {})
            if len(req) == 1 and anns.get(req[0].name, str) in (str, "str") and "return" not in anns:
                out.append((mn, fn))
    return out


VISITORS = {}  # classes -> visitors' makers
ABSTRACT_EMPTY = [False]  # while visitors() builds one: abstract containers valued as empty ones
SELF_ALT = {}  # class -> an instance built with abstract containers empty, for a class whose recipe is __new__


def visitors(classes):
    """Makers of classes no parser returns: a generic class of the packages
    parameterized with one of them (LineGenerator(Visitor[Line])), built
    as build() builds one, whose public method yields the type parameter
    (visit(node) -> Iterator[T]) from one required argument a parser of
    the packages makes from text (a tree): the items the visitor yields
    for the parsed text. [(module, name, maker(text) -> list, expression
    shape with %r for the text, imports)]."""
    import typing
    import collections.abc as abc
    if classes in VISITORS:
        return VISITORS[classes]
    VISITORS[classes] = out = []
    pk = tops(classes)
    seen = set()
    for mn, mod in sorted((n, m) for n, m in list(sys.modules.items()) if m is not None):
        if mn.split(".")[0] not in pk or len(out) >= 2:
            continue
        for vn, v in sorted(vars(mod).items()):
            if vn.startswith("_") or not isinstance(v, type) or v.__module__ != mn or v in seen:
                continue
            seen.add(v)
            binds = {}
            for base in getattr(v, "__orig_bases__", ()):
                origin = typing.get_origin(base)
                for tv, arg in zip(getattr(origin, "__parameters__", ()), typing.get_args(base)):
                    if arg in classes:
                        binds[tv] = arg
            if not binds:
                continue
            for m in sorted(n for n in dir(v) if not n.startswith("_")):
                f = getattr(v, m, None)
                if not inspect.isfunction(f):
                    continue
                try:
                    hints = typing.get_type_hints(f)
                    ps = list(inspect.signature(f).parameters.values())[1:]
                except BaseException:
                    continue
                ret = hints.get("return")
                if typing.get_origin(ret) not in (abc.Iterator, abc.Iterable, abc.Generator) or not typing.get_args(ret):
                    continue
                item = typing.get_args(ret)[0]
                if binds.get(item, item) not in classes:
                    continue
                req = [q for q in ps if q.default is q.empty and q.kind not in (q.VAR_POSITIONAL, q.VAR_KEYWORD)]
                if len(req) != 1 or req[0].name not in hints:
                    continue
                want = tuple(c for t in members(hints[req[0].name]) for c in ann_classes(t)) or ann_classes(hints[req[0].name])
                parsers = producers(want) if want else []
                if not parsers:
                    continue
                # Built among its own module's globals (its constructor's
                # arguments are classes that module has), which the
                # expression then imports from there.
                with build_state_apart():
                    ABSTRACT_EMPTY[0] = True
                    try:
                        expr, _ = build(v, vn, dict(vars(mod)), 1)
                        extra, lines, names = dict(EXTRA_ENV), sorted(EXTRA_IMPORTS), sorted(USED - {vn})
                    except BaseException:
                        expr = None
                    finally:
                        ABSTRACT_EMPTY[0] = False
                if not expr or "__new__" in expr:
                    continue
                pmn, pname = parsers[0]
                pf = getattr(sys.modules.get(pmn), pname, None)
                venv = dict(vars(mod), **extra)

                def make(text, expr=expr, m=m, pf=pf, venv=venv):
                    return list(getattr(eval(expr, dict(venv)), m)(pf(text)))
                imp = "\n".join(["from %s import %s" % (mn, ", ".join([vn] + names))] + lines + ["from %s import %s" % (pmn, pname)])
                out.append((mn, vn + "." + m, make, "list(%s.%s(%s(%%r)))" % (expr.replace("%", "%%"), m, pname), imp))
                break
    return out


def walk(root, expr, classes, pk):
    """root and the objects reachable from it through its public
    attributes that hold lists of the packages' objects (a tree's
    children), breadth first, each with the expression reaching it."""
    seen, todo, out = {id(root)}, [(root, expr)], []
    while todo and len(seen) < MAX_WALK:
        o, e = todo.pop(0)
        out.append((o, e))
        for a, v in sorted(getattr(o, "__dict__", {}).items()):
            if a.startswith("_") or not isinstance(v, (list, tuple)) or not re.match(r"^[A-Za-z]\w*$", a):
                continue
            for i, x in enumerate(v):
                if id(x) not in seen and type(x).__module__.split(".")[0] in pk:
                    seen.add(id(x))
                    todo.append((x, "%s.%s[%d]" % (e, a, i)))
        walk_single_attrs(o, e, pk, seen, todo)
    return out


def walk_single_attrs(o, e, pk, seen, todo):
    """walk's step through the attributes of o that hold one object of
    the packages (an ast.Expr's value, a jinja2 Output's node), after
    the lists (a black Node's children keep the expressions they had):
    a tree whose children are fields, not only lists."""
    for a, v in sorted(getattr(o, "__dict__", {}).items()):
        if a.startswith("_") or isinstance(v, (list, tuple)) or id(v) in seen or not re.match(r"^[A-Za-z]\w*$", a) \
                or type(v).__module__.split(".")[0] not in pk or isinstance(v, type):
            continue
        seen.add(id(v))
        todo.append((v, "%s.%s" % (e, a)))


def chain(n, pname):
    """The attribute names of an expression p.a.b rooted at the name
    pname (["a", "b"]; [] for the name itself), or None."""
    out = []
    while isinstance(n, ast.Attribute):
        out.insert(0, n.attr)
        n = n.value
    return out if isinstance(n, ast.Name) and n.id == pname else None


def alias_chain(n, pname, seqs):
    """chain(n, pname), also through a name the body binds once to an
    attribute path of the parameter (t = leaf.type; p = leaf.parent:
    t == token.COMMENT and p.type in {...} test leaf.type and
    leaf.parent.type): the whole path from the parameter, or None."""
    got = chain(n, pname)
    if got is not None:
        return got
    rest = []
    while isinstance(n, ast.Attribute):
        rest.insert(0, n.attr)
        n = n.value
    if isinstance(n, ast.Name) and n.id in seqs:
        return seqs[n.id] + rest
    return None


def truth_tested(test, pname, seqs):
    """The attribute path of the parameter an if or while tests the truth
    of (if res:, if not node.parent:, through alias_chain), when not the
    parameter itself; else None."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        test = test.operand
    got = alias_chain(test, pname, seqs)
    return got or None


def reach(o, attrs):
    for a in attrs:
        o = getattr(o, a)
    return o


MAX_TESTS = 12  # predicates per parameter


def aliases(fn, pname):
    """The names fn binds once to a sequence its parameter pname holds (LL =
    line.leaves, LL = list(leaves): the attribute path, [] for the parameter
    itself) and to one item of such a sequence (leaf = LL[idx]), so that the
    body's tests of those names are tests of the parameter's items:
    ({name: attrs}, {name: attrs of the sequence the item is of})."""
    stores = {}
    for n in ast.walk(fn):
        if isinstance(n, ast.Name) and isinstance(n.ctx, (ast.Store, ast.Del)):
            stores[n.id] = stores.get(n.id, 0) + 1
    seqs, items = {}, {}
    assigns = [n for n in ast.walk(fn) if isinstance(n, ast.Assign) and len(n.targets) == 1
               and isinstance(n.targets[0], ast.Name) and stores.get(n.targets[0].id) == 1 and n.targets[0].id != pname]
    for n in sorted(assigns, key=lambda n: n.lineno):
        v, name = n.value, n.targets[0].id
        if isinstance(v, ast.Call) and isinstance(v.func, ast.Name) and v.func.id in ("list", "tuple", "iter") \
                and len(v.args) == 1 and not v.keywords:
            v = v.args[0]
        attrs = chain(v, pname)
        if attrs is not None:
            seqs[name] = attrs
        elif isinstance(n.value, ast.Subscript) and not isinstance(n.value.slice, ast.Slice):
            of = seq_of(n.value.value, pname, seqs)
            if of is not None:
                items[name] = of
    return seqs, items


def seq_of(n, pname, seqs):
    """The attribute path of the parameter's sequence that n names (an
    alias of aliases(), or the path itself), or None."""
    if isinstance(n, ast.Name) and n.id in seqs:
        return seqs[n.id]
    return chain(n, pname)


def test_env(fn):
    """The names a test's value is evaluated among: the module's, and for
    a method of a module-level class, self as that class (its class
    attributes: self.STRING_OPERATORS)."""
    env = dict(NS)
    for c in getattr(MODULE_TREE, "body", []):
        if isinstance(c, ast.ClassDef) and fn in c.body and isinstance(NS.get(c.name), type):
            env["self"] = NS[c.name]
    return env


def first_values(fn):
    """The constant each name of fn is first assigned (by line), as ast nodes."""
    out = {}
    for n in sorted((n for n in ast.walk(fn) if isinstance(n, ast.Assign)), key=lambda n: n.lineno):
        for t in n.targets:
            if isinstance(t, ast.Name) and t.id not in out:
                out[t.id] = n.value if isinstance(n.value, ast.Constant) else None
    return out


def item_test(n, pname, seqs, items, starts={}):
    """For an expression reading an item of the parameter's sequence
    (LL[0].type, LL[idx].value, leaf.type with leaf = LL[idx]): (the
    sequence's path, the index when it is a constant else None, the
    attributes read from the item), or None."""
    rest = []
    while isinstance(n, ast.Attribute):
        rest.insert(0, n.attr)
        n = n.value
    if isinstance(n, ast.Name) and n.id in items:
        return items[n.id], None, rest
    if isinstance(n, ast.Subscript) and not isinstance(n.slice, ast.Slice):
        of = seq_of(n.value, pname, seqs)
        if of is not None:
            k = n.slice
            if isinstance(k, ast.Name):
                # An index variable: the item at its first value (idx =
                # 0, later idx += 1), where the body's scan begins.
                k = starts.get(k.id)
            k = k.value if isinstance(k, ast.Constant) and type(k.value) is int else None
            return of, k, rest
    return None


def item_pred(seq, k, rest, f):
    """A predicate of a candidate: f holds for the item at constant index k
    of its sequence at path seq, or for any item when the index is not
    a constant."""
    def pred(o):
        xs = reach(o, seq)
        if k is not None:
            return f(reach(xs[k], rest))
        return any(f(reach(x, rest)) for x in xs)
    return pred


def tests_of(fn, pname, depth=0):
    """The predicates fn's body applies to its parameter pname, as
    callables of a candidate: comparisons of its attributes (or theirs:
    parent.prev_sibling.type) with values of the module (node.type ==
    syms.atom, leaf.value in CLOSING_BRACKETS, token.NAME == leaf.type),
    the module's functions called with it alone (is_walrus_assignment(node)),
    the truth of the attributes it reads (node.prev_sibling), and for a
    loop over one of its attributes (for child in node.children) the
    predicates on the loop's variable, as whether any item meets them."""
    out, keys = [], set()
    seqs, items = aliases(fn, pname) if depth == 0 else ({}, {})
    starts = first_values(fn) if seqs else {}
    for n in ast.walk(fn):
        if len(out) >= MAX_TESTS:
            break
        it = item_test(n.left, pname, seqs, items, starts) if isinstance(n, ast.Compare) and len(n.ops) == 1 \
            and isinstance(n.ops[0], (ast.Eq, ast.NotEq, ast.In, ast.NotIn)) else None
        if it is not None:
            # A test of one of its items (LL[idx].type == token.NAME).
            key = ast.unparse(n)
            if key in keys:
                continue
            try:
                want = eval(compile(ast.Expression(n.comparators[0]), "<test>", "eval"), test_env(fn))
            except BaseException:
                continue
            inside = isinstance(n.ops[0], (ast.In, ast.NotIn))
            if inside and not isinstance(want, (set, frozenset, list, tuple, dict, str)):
                continue
            keys.add(key)
            out.append(item_pred(*it, lambda v, w=want, i=inside: (v in w) if i else (v == w)))
            continue
        if isinstance(n, ast.For) and isinstance(n.target, ast.Name) and depth == 0 and not chain(n.iter, pname) \
                and isinstance(n.iter, ast.Name) and n.iter.id in seqs:
            # A loop over an alias of its sequence (for leaf in LL).
            inner = tests_of(fn, n.target.id, 1)
            for t in inner[:MAX_TESTS - len(out)]:
                out.append(lambda o, a=seqs[n.iter.id], t=t: any(t(x) for x in reach(o, a)))
            # Whether the loop comes round again (more than one item).
            out.append(lambda o, a=seqs[n.iter.id]: len(reach(o, a)) > 1)
            continue
        if isinstance(n, ast.Compare) and len(n.ops) == 1 and alias_chain(n.comparators[0], pname, seqs) \
                and isinstance(n.ops[0], (ast.Eq, ast.NotEq)):
            n = ast.Compare(left=n.comparators[0], ops=n.ops, comparators=[n.left])  # token.NAME == leaf.type
        if isinstance(n, ast.Compare) and len(n.ops) == 1 and alias_chain(n.left, pname, seqs):
            key = ast.unparse(n)
            if key in keys:
                continue
            try:
                want = eval(compile(ast.Expression(n.comparators[0]), "<test>", "eval"), dict(NS))
            except BaseException:
                continue
            op, attrs = type(n.ops[0]), alias_chain(n.left, pname, seqs)
            if op in (ast.In, ast.NotIn) and not isinstance(want, (set, frozenset, list, tuple, dict, str)):
                continue
            if op not in (ast.Eq, ast.NotEq, ast.In, ast.NotIn):
                continue
            keys.add(key)
            inside = op in (ast.In, ast.NotIn)
            out.append(lambda o, a=attrs, w=want, i=inside: (reach(o, a) in w) if i else (reach(o, a) == w))
        elif isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "isinstance" and len(n.args) == 2 \
                and alias_chain(n.args[0], pname, seqs) is not None:
            # isinstance(dtype, CategoricalDtype): which class it is (or
            # an attribute's: isinstance(node.value, ast.Call)).
            key = ast.unparse(n)
            try:
                want = eval(compile(ast.Expression(n.args[1]), "<test>", "eval"), dict(NS))
            except BaseException:
                continue
            if key in keys or not (isinstance(want, type) or isinstance(want, tuple) and all(isinstance(w, type) for w in want)):
                continue
            keys.add(key)
            out.append(lambda o, w=want, a=alias_chain(n.args[0], pname, seqs): isinstance(reach(o, a), w))
        elif isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and len(n.args) == 1 and not n.keywords \
                and isinstance(n.args[0], ast.Name) and n.args[0].id == pname:
            g = NS.get(n.func.id)
            if not inspect.isfunction(g) or n.func.id in keys:
                continue
            keys.add(n.func.id)
            out.append(lambda o, g=g: bool(g(o)))
        elif isinstance(n, (ast.If, ast.While)) and truth_tested(n.test, pname, seqs):
            # if res: with res = node.prev_sibling (if node.parent:): the
            # truth of that attribute path, a branch of its own.
            attrs = truth_tested(n.test, pname, seqs)
            key = "bool:" + ".".join(attrs)
            if key not in keys:
                keys.add(key)
                out.append(lambda o, a=attrs: bool(reach(o, a)))
        elif isinstance(n, ast.For) and isinstance(n.target, ast.Name) and chain(n.iter, pname) is not None and depth == 0:
            # (for child in node.children; for arg in args: the sequence
            # itself, attrs [])
            inner = tests_of(fn, n.target.id, 1)
            attrs = chain(n.iter, pname)
            for t in inner[:MAX_TESTS - len(out)]:
                out.append(lambda o, a=attrs, t=t: any(t(x) for x in reach(o, a)))
            if not attrs:
                # A loop over the parameter itself (for arg in args:
                # assert isinstance(arg, ast.Str)): whether every item
                # meets the test, the sequence the whole loop runs on.
                for t in inner[:MAX_TESTS - len(out)]:
                    out.append(lambda o, t=t: bool(o) and all(t(x) for x in o))
    # The truth of what it reads (p.a, p.a.b), where no other test is.
    if not out:
        for n in ast.walk(fn):
            if isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Load) and chain(n, pname) and len(out) < MAX_TESTS:
                key = ast.unparse(n)
                if key not in keys:
                    keys.add(key)
                    out.append(lambda o, a=chain(n, pname): bool(reach(o, a)))
    return out


def tested_classes(fn, pname):
    """The classes the function tests its parameter against with
    isinstance (isinstance(response, Failure), also through a name or
    attribute the parameter was assigned to: self.value = value), as the
    module's globals name them; builtins apart."""
    held = {pname}
    for n in ast.walk(fn):
        if isinstance(n, ast.Assign) and isinstance(n.value, ast.Name) and n.value.id == pname:
            held.update(ast.unparse(t) for t in n.targets if isinstance(t, (ast.Name, ast.Attribute)))
    out = []
    for n in ast.walk(fn):
        if not (isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "isinstance"
                and len(n.args) == 2 and ast.unparse(n.args[0]) in held):
            continue
        try:
            # Among test_env's names: a class attribute the method reads
            # through self (isinstance(exception, self.exceptions_to_retry)).
            got = eval(ast.unparse(n.args[1]), test_env(fn))
        except BaseException:
            continue
        for c in got if isinstance(got, tuple) else (got,):
            if isinstance(c, type) and c.__module__ != "builtins" and c not in out:
                out.append(c)
    return out


def tested_samples(fn, pname, value):
    """For a parameter the function tests with isinstance against classes
    of its package: a real instance of each (of_type's, as a parameter
    annotated with that class gets), after the parameter's own value, so
    that each branch of the test has a real value to take; [] when none
    is built or the test admits the value already."""
    out = []
    for c in tested_classes(fn, pname)[:3]:
        signal.alarm(2)
        try:
            v = of_type(c)
        except BaseException:
            v = None
        finally:
            signal.alarm(0)
            EXTRA_ENV.clear()
            EXTRA_IMPORTS.clear()
        if v and "__new__" not in v["new"] and (not value or v["new"] != value.get("new")):
            out.append(v)
    if not out:
        return []
    return ([value] if value else []) + out


def callable_tested_samples(fn, pname):
    """For a parameter the function tests with callable() (if
    callable(method): ...): a real function for the test's true side, the
    function the body was cut from when the module binds it by its name,
    else the first public function the module itself defines; [] when the
    body makes no such test or the module defines none. The parameter's
    own value keeps the other side."""
    if not any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "callable" and len(n.args) == 1
               and isinstance(n.args[0], ast.Name) and n.args[0].id == pname for n in ast.walk(fn)):
        return []
    for n in [fn.name] + sorted(n for n in NS if not n.startswith("_")):
        v = NS.get(n)
        if inspect.isfunction(v) and v.__name__ == n and getattr(v, "__module__", None) == MODULE_NAME:
            return [{"new": n, "attrs": sorted(a for a in dir(v) if not a.startswith("__")), "import": "from %s import %s" % (MODULE_NAME, n)}]
    return []


def self_samples(fn):
    """A method's instance as its package makes them (black's Lines, which
    its visitor yields from parsed text), told apart by what the body tests
    of self (len(self.leaves), self.leaves[0].type, self.comments): the
    samples of its first parameter, as a parameter annotated with the
    class gets. Only for a class a parser or visitor of its package makes,
    and after every parameter's own samples (the budget goes to those
    first)."""
    node = NODES.get(fn["qual"])
    if node is None or not fn["class"] or "." in fn["class"] or fn["outer"] or not fn["params"] \
            or any(d in ("staticmethod", "classmethod") for d in fn["decorators"]) or fn["params"][0].get("samples"):
        return
    cls = NS.get(fn["class"])
    first = (node.args.posonlyargs + node.args.args)[:1]
    if not isinstance(cls, type) or not first or first[0].annotation is not None:
        return
    if not (producers((cls,)) or visitors((cls,))):
        return
    got = samples(node, ast.arg(arg=first[0].arg, annotation=ast.Name(id=fn["class"], ctx=ast.Load())), subclasses=False)
    if got:
        fn["params"][0]["samples"] = got


def samples(fn, p, subclasses=True):
    """Real objects of the class a parameter is annotated with, made by the
    package from text (producers) and found inside what they make (the
    nodes of a parsed tree): the texts are the statements of the function
    the parameter belongs to, then the module's, so the trees hold the
    constructs the package deals with. Candidates are told apart by the
    predicates the body applies to the parameter (tests_of), and kept so that together they
    take each predicate both ways where any candidate does (greedy, the
    commoner outcome first): [{new, attrs, import}]. The explorer runs
    each; coverage decides."""
    import typing
    if p.annotation is None:
        return []
    try:
        src = p.annotation.value if isinstance(p.annotation, ast.Constant) and isinstance(p.annotation.value, str) else ast.unparse(p.annotation)
        t = eval(src, dict(NS))
        classes, seq = tuple(c for m in members(t) for c in ann_classes(m)) or ann_classes(t), False
        if not classes:
            classes, seq = seq_classes(t), True
        # Union[int, "Shape"]: the package's classes it admits (a
        # builtin value is the parameter's own value already).
        classes = tuple(c for c in classes if c.__module__ not in ("builtins", "typing")) if len(classes) > 1 else classes
    except BaseException:
        return []
    pk = tops(classes)
    if not classes or any(c.__module__.split(".")[0] not in pk - {"builtins", "typing"} or c.__module__ in ("builtins", "typing") for c in classes):
        return []
    tests = tests_of(fn, p.arg)
    if not tests or SAMPLES_SPENT[0] >= SAMPLES_BUDGET or _time.monotonic() - BEGAN > SAMPLES_WALL:
        return []
    # The texts: each statement of the function on its own (short
    # literals in the prefix), then the module's other statements (the
    # constructs its package deals with), shortest first.
    began = _time.process_time()
    texts = fragments(fn)[:60]
    texts += [t for t in literals(fn) if t not in texts]
    texts += [t for t in doc_code_blocks(fn) if t not in texts]
    texts += [t for t in commented(fn) + commented(MODULE_TREE) if t not in texts][:10]
    texts += [t for t in fragments(MODULE_TREE) if t not in texts]
    groups = {}

    def answers(o):
        # What each of the body's tests says of a candidate (None where it
        # raised): candidates with the same answers reach the same lines.
        vec = []
        for t in tests:
            try:
                vec.append(t(o))
            except Timeout:
                raise
            except BaseException:
                vec.append(None)
        return tuple(vec)

    signal.alarm(6)
    try:
        makers = [(mn, name, getattr(sys.modules.get(mn), name, None), name + "(%r)", "from %s import %s" % (mn, name))
                  for mn, name in producers(classes) + doc_producers(classes)] + visitors(classes)
        for mn, name, f, shape, imp in makers:
            for text in texts[:MAX_TEXTS]:
                key = (mn, name, text)
                if key not in PRODUCED:
                    try:
                        got = f(text)
                        if isinstance(got, list):
                            # A visitor's yield: each item and what it holds.
                            PRODUCED[key] = [w for i, x in enumerate(got[:20]) for w in walk(x, "%s[%d]" % (shape % text, i), classes, pk)]
                        else:
                            PRODUCED[key] = walk(got, shape % text, classes, pk)
                    except Timeout:
                        raise
                    except BaseException:
                        PRODUCED[key] = []
                for o, e in (held_lists(PRODUCED[key], classes) if seq else PRODUCED[key]):
                    if not isinstance(o, list if seq else classes):
                        continue
                    groups.setdefault(answers(o), []).append((o, e, imp))
        if len(groups) < 2 and not seq and subclasses:
            # No parser tells candidates apart: the annotated classes'
            # subclasses, built (a DtypeObj: CategoricalDtype(),
            # SparseDtype(), ...).
            for o, e, imp in subclass_instances(classes, pk):
                groups.setdefault(answers(o), []).append((o, e, imp))
    except BaseException:
        pass
    finally:
        signal.alarm(0)
        SAMPLES_SPENT[0] += _time.process_time() - began
    if len(groups) < 2:
        return []
    # Greedy: each pick adds the most (predicate, outcome) pairs not yet
    # seen; ties go to the commoner outcome vector; then the other
    # vectors, commoner first. Each vector's shortest expression.
    for v in groups:
        groups[v].sort(key=lambda c: len(c[1]))
    got, out = set(), []
    vecs = sorted(groups, key=lambda v: -len(groups[v]))
    while vecs and len(out) < MAX_SAMPLES:
        v = max(vecs, key=lambda v: len({(i, x) for i, x in enumerate(v)} - got))
        vecs.remove(v)
        got |= {(i, x) for i, x in enumerate(v)}
        o, e, imp = groups[v][0]
        out.append({"new": e, "attrs": sorted(a for a in dir(o) if not a.startswith("__")), "import": imp})
    return out


CLASS_DOCS = {}  # qualified class name -> its docstring
DOC_BUDGET, DOC_SPENT = 4.0, [0.0]  # seconds a module's docstring examples may run, in all


def doc_examples(doc):
    """The sources of a docstring's interactive examples: a line that
    starts with >>> and the ... lines that continue it."""
    out = []
    for line in doc.splitlines():
        t = line.strip()
        if t.startswith(">>>"):
            out.append(t[4:] if t.startswith(">>> ") else t[3:])
        elif out is not None and t.startswith("...") and out:
            out[-1] += "\n" + (t[4:] if t.startswith("... ") else t[3:])
    return out


def doc_samples(node, params, method, class_doc=None):
    """The arguments the function's own docstring examples call it with
    (>>> name(args), >>> obj.name(args) for a method): for each such call,
    a sample per parameter it names, {new, attrs, import}, the import
    being the examples before the call as the docs run them (imports,
    assignments, classes, earlier calls), with the module's globals they
    name imported. A parameter a call leaves out takes its default there,
    so that the j-th samples of all parameters are one call's. Each
    example runs here first: one that fails ends the search. A method's
    calls may also be in its class's docstring, whose examples (the
    instance they make) come first."""
    doc = ast.get_docstring(node) or ""
    exs = doc_examples(doc)
    if method and class_doc and ">>>" in class_doc:
        exs = doc_examples(class_doc) + exs
    if not exs:
        return {}
    a = node.args
    pos = [x.arg for x in a.posonlyargs + a.args][1 if method else 0:]
    kwonly = [x.arg for x in a.kwonlyargs]
    by_name = {p["name"]: p for p in params}
    env, setup, calls = dict(NS), [], []
    began = _time.monotonic()
    for ex in exs[:40]:
        if _time.monotonic() - began > 3 or len(calls) >= MAX_SAMPLES or DOC_SPENT[0] + _time.monotonic() - began > DOC_BUDGET:
            break
        src = ex.strip()
        try:
            tree = ast.parse(src)
        except SyntaxError:
            break
        st = tree.body[0] if len(tree.body) == 1 else None
        val = st.value if isinstance(st, (ast.Expr, ast.Assign)) else None
        f = val.func if isinstance(val, ast.Call) else None
        mine = f is not None and ((not method and isinstance(f, ast.Name) and f.id == node.name) or
                                  (method and isinstance(f, ast.Attribute) and f.attr == node.name))
        if isinstance(st, ast.Expr) and not mine:
            continue  # a check of a result: not needed to reach the call
        if mine and not any(isinstance(x, ast.Starred) for x in val.args) and all(k.arg for k in val.keywords) and len(val.args) <= len(pos):
            bound = dict(zip(pos, (ast.unparse(x) for x in val.args)))
            bound.update({k.arg: ast.unparse(k.value) for k in val.keywords if k.arg in pos + kwonly})
            if method:
                bound[[x.arg for x in a.posonlyargs + a.args][0]] = ast.unparse(f.value)
            calls.append((bound, list(setup)))
        signal.alarm(2)
        try:
            exec(compile(tree, "<doc>", "exec"), env)
        except Timeout:
            break
        except BaseException:
            if not mine:
                break  # the setup failed: what follows may need it
        finally:
            signal.alarm(0)
        setup.append(src)
    DOC_SPENT[0] += _time.monotonic() - began
    out = {}
    for bound, before in calls:
        text = "\n".join(before)
        # The module's globals the examples name, imported.
        trees = [ast.parse(t) for t in [text] + list(bound.values())]
        made = {n.id for n in ast.walk(trees[0]) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
        made |= {n.name for n in ast.walk(trees[0]) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))}
        made |= {(al.asname or al.name).split(".")[0] for n in ast.walk(trees[0]) if isinstance(n, (ast.Import, ast.ImportFrom)) for al in n.names}
        used = sorted(n for n in {x.id for t in trees for x in ast.walk(t) if isinstance(x, ast.Name) and isinstance(x.ctx, ast.Load)} & set(NS) - made
                      if not n.startswith("__") and n != "self")
        imp = "\n".join((["from %s import %s" % (MODULE_NAME, ", ".join(used))] if used else []) + ([text] if text else []))
        for name in {n for b, _ in calls for n in b}:
            p = by_name.get(name)
            if p is None:
                continue
            if name in bound:
                v = bound[name]
            elif p.get("has_default") and p.get("default") is not None:
                v = p["default"]
            else:
                continue
            try:
                signal.alarm(2)
                obj = eval(v, dict(env))
                attrs = sorted(x for x in dir(obj) if not x.startswith("__"))
            except BaseException:
                attrs = []
            finally:
                signal.alarm(0)
            out.setdefault(name, []).append({"new": v, "attrs": attrs, "import": imp})
    return out


def related_samples(prm, p, params):
    """For a parameter named as an attribute that the samples of another
    parameter have (parent beside child: a parsed leaf's parent), that
    attribute of each sample, in the same order (sampleProposals takes
    the j-th of each), as the callers pass it: the relation the names
    say holds between the real values. Where a sample's attribute is
    None the parameter's own value stands; [] when the attribute is not
    of the parameter's annotated type, or not an object of the samples'
    package."""
    name = prm["name"]
    want = ()
    if p.annotation is not None:
        try:
            src = p.annotation.value if isinstance(p.annotation, ast.Constant) and isinstance(p.annotation.value, str) else ast.unparse(p.annotation)
            want = tuple(c for m in members(resolve(src)) for c in ann_classes(m))
        except BaseException:
            return []
        if not want:
            return []
    for other in params:
        ss = other.get("samples") or []
        if other is prm or not ss or not all("\n" not in (s.get("import") or "") for s in ss):
            continue
        out, hit = [], False
        for s in ss:
            signal.alarm(2)
            try:
                env = {}
                if s.get("import"):
                    exec(s["import"], env)
                obj = eval(s["new"], env)
                v = getattr(obj, name, None)
            except BaseException:
                obj = v = None
            finally:
                signal.alarm(0)
            if v is None or callable(v) or (want and not isinstance(v, want)) \
                    or type(v).__module__.split(".")[0] not in tops(want or (type(obj),)):
                if not prm.get("value"):
                    break
                out.append(prm["value"])
                continue
            hit = True
            out.append({"new": "%s.%s" % (s["new"], name), "attrs": sorted(a for a in dir(v) if not a.startswith("__")), "import": s.get("import", "")})
        if hit and len(out) == len(ss):
            return out
    return []


def own_default_exprs(m, q, node, params):
    """For a parameter whose default is neither a literal nor an
    expression of the module's globals (a lambda, a call, a builtin such
    as str): the default object itself, read where Python keeps it
    (Q.__defaults__[i], Q.__kwdefaults__[name]), when that is the object
    the function's signature reports: the value a call without that
    argument runs with, so it is a real value, not one made up."""
    top = q.split(".")[0]
    if "<locals>" in q or top not in NS or NS[top] is not getattr(m, top, None):
        return
    obj = m
    try:
        for part in q.split("."):
            obj = getattr(obj, part)
        sig = inspect.signature(obj)
    except BaseException:
        return
    a = node.args
    pos = a.posonlyargs + a.args
    with_default = [p.arg for p in pos[len(pos) - len(a.defaults):]]
    for prm in params:
        n = prm["name"]
        if not prm["has_default"] or prm["default"] is not None or "default_expr" in prm or n not in sig.parameters:
            continue
        if n in with_default:
            expr = "%s.__defaults__[%d]" % (q, with_default.index(n))
        elif n in [p.arg for p in a.kwonlyargs]:
            expr = "%s.__kwdefaults__[%r]" % (q, n)
        else:
            continue
        try:
            got = eval(expr, dict(NS))
        except BaseException:
            continue
        if got is sig.parameters[n].default:
            prm["default_expr"], prm["default_names"] = expr, [q.split(".")[0]]


# Builtins that only read their arguments, by how many positional
# arguments they take: a real function for a callback the annotation
# leaves open (Callable, Callable[..., Any]) or that has none.
PURE_BUILTINS = {0: ("object", "dict"), 1: ("repr", "bool", "id")}
FUNC_HINTS = {}  # function -> its type hints ({} when they do not resolve)


def callable_spec(ann):
    """What a Callable annotation (a Union's Callable member) says of its
    functions: (argument types or None for any, return type or None for
    any); None when the annotation admits no callable."""
    import typing, collections.abc as abc
    for t in members(ann) if ann is not None else []:
        if t is abc.Callable or t is typing.Callable or t is callable:
            return None, None
        if typing.get_origin(t) is abc.Callable:
            args = typing.get_args(t)
            if not args:
                return None, None
            ps, r = args[0], args[-1]
            return (None if ps is Ellipsis else list(ps)), (None if r is typing.Any else r)
    return False


def type_fits(sub, sup):
    """True when a value of type sub is one of type sup (Iterator[Line]
    for Iterator[Line], Line for Line, Collection[Feature] for
    Collection[Feature]); None when it cannot be told."""
    import typing
    if sub is sup:
        return True
    if sub is type(None) or sub is None:
        return sup is type(None) or sup is None
    if sup is typing.Any or sub is typing.Any:
        return None
    so, po = typing.get_origin(sub) or sub, typing.get_origin(sup) or sup
    if po is typing.Union:
        fits = [type_fits(sub, m) for m in typing.get_args(sup)]
        return True if any(fits) else None if None in fits else False
    if not (isinstance(so, type) and isinstance(po, type)):
        return None
    if not issubclass(so, po):
        return False
    sa, pa = typing.get_args(sub), typing.get_args(sup)
    if sa and pa and len(sa) == len(pa):
        fits = [type_fits(x, y) for x, y in zip(sa, pa)]
        return False if False in fits else True if all(fits) else None
    return True


def typed_functions(args, ret, fn):
    """The package's functions (of its loaded modules, the origin's
    first) whose annotations say they take those arguments and return
    that type: each argument's type fits its parameter's annotation, the
    return annotation fits ret, and nothing is unknown. [(module, name)]."""
    import typing
    pk = tops(())
    used = {n.id for n in ast.walk(fn) if isinstance(n, ast.Name)}
    origin = NS.get("__name__", "")
    out = []
    for mn, mod in sorted(((n, m) for n, m in list(sys.modules.items()) if m is not None and n.split(".")[0] in pk),
                          key=lambda x: (x[0] != origin, x[0])):
        for name, f in sorted(vars(mod).items()):
            if not inspect.isfunction(f) or f.__module__ != mn or name in used and NS.get(name) is not f \
                    or name in NS and NS[name] is not f:
                continue
            if f not in FUNC_HINTS:
                try:
                    FUNC_HINTS[f] = (list(inspect.signature(f).parameters.values()), typing.get_type_hints(f))
                except BaseException:
                    FUNC_HINTS[f] = None
            if not FUNC_HINTS[f]:
                continue
            ps, hints = FUNC_HINTS[f]
            pos = [p for p in ps if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
            req = [p for p in ps if p.default is p.empty and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]
            if len(req) > len(args) or len(pos) < len(args) and not any(p.kind == p.VAR_POSITIONAL for p in ps) \
                    or any(p.kind == p.KEYWORD_ONLY for p in req):
                continue
            fits = [type_fits(a, hints[p.name]) if p.name in hints else None for a, p in zip(args, pos)]
            fits.append(type_fits(hints["return"], ret) if "return" in hints and ret is not None else None if ret is not None else True)
            if all(x is True for x in fits):
                out.append((mn, name))
                if len(out) >= 3:
                    return out
    return out


def callable_builtin(ann):
    """For a Callable annotation whose arguments are counted and whose
    return is open (Callable[[Any], Any]): the first builtin of
    PURE_BUILTINS that takes that many; None otherwise."""
    spec = callable_spec(ann)
    if not spec or spec[0] is None or spec[1] not in (None, type(None)):
        return None
    got = PURE_BUILTINS.get(len(spec[0]), ())
    return got[0] if got and NS.get(got[0], getattr(builtins, got[0])) is getattr(builtins, got[0]) else None


def read_key(n, pname):
    """(key, reading, path) when n reads a configuration key from the
    parameter pname or an attribute path of it (settings.getbool("LOG_ENABLED"),
    settings.get("LOG_FILE"), config["DEBUG"], crawler.settings.getint("X"):
    path ["settings"]), else None."""
    if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and (n.func.attr in GETTERS or n.func.attr == "get") \
            and n.args and isinstance(n.args[0], ast.Constant) and isinstance(n.args[0].value, str) and KEY.match(n.args[0].value):
        path = chain(n.func.value, pname)
        return (n.args[0].value, n.func.attr, tuple(path)) if path is not None else None
    if isinstance(n, ast.Subscript) and isinstance(n.slice, ast.Constant) and isinstance(n.slice.value, str) and KEY.match(n.slice.value):
        path = chain(n.value, pname)
        return (n.slice.value, "[]", tuple(path)) if path is not None else None
    return None


def none_tested(x):
    """(operand, True) for a test of a value against None (x is None, x is
    not None), else (x, False): such a test, like a truth test, is one a
    configuration key's value takes either way."""
    if isinstance(x, ast.Compare) and len(x.ops) == 1 and isinstance(x.ops[0], (ast.Is, ast.IsNot)) \
            and isinstance(x.comparators[0], ast.Constant) and x.comparators[0].value is None:
        return x.left, True
    return x, False


def configured_param_samples(fn, pname, value):
    """For a parameter whose real value holds a configuration (Settings(),
    or Crawler(settings=Settings()) read as crawler.settings) whose keys
    the body tests for truth (if settings.getbool("LOG_SHORT_NAMES"),
    filename = settings.get("LOG_FILE"); if filename:), or against None
    (none_tested): the value built
    again with a configuration that flips those keys (on where the value
    reads them false, off where true), all together and each alone, each
    kept only when reading the keys back the body's way gives the
    flipped truths; after the value itself. The configuration's own
    class is called with the flipped keys where the value's expression
    calls it with none (Settings() -> Settings({...})), else the value's
    configuration is updated in place. An on value is of the reading's
    kind (GETTERS), else of the kind the key holds by default, a text for
    a key that holds none; an off value is that kind's false one."""
    if not value or not value.get("new"):
        return []
    alias = {}
    for n in ast.walk(fn):
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name) and read_key(n.value, pname):
            alias[n.targets[0].id] = read_key(n.value, pname)
    tested, by_none = [], set()
    for n in ast.walk(fn):
        if not isinstance(n, (ast.If, ast.While, ast.IfExp)):
            continue
        parts = n.test.values if isinstance(n.test, ast.BoolOp) else [n.test]
        for x in parts:
            if isinstance(x, ast.UnaryOp) and isinstance(x.op, ast.Not):
                x = x.operand
            x, none = none_tested(x)
            got = read_key(x, pname) or (alias.get(x.id) if isinstance(x, ast.Name) else None)
            if got and got not in tested:
                tested.append(got)
                if none:
                    by_none.add(got[0])
    paths = {t[2] for t in tested}
    if len(paths) != 1:
        return []  # one configuration, read through one path
    path = list(paths.pop())
    env = dict(NS)
    try:
        exec(value.get("import") or "", env)
        base = eval(value["new"], env)
        conf_obj = reach(base, path)
    except BaseException:
        return []
    kinds = {bool: (True, False), int: (1, 0), float: (1.0, 0.0), list: (["name"], []), dict: ({"name": {}}, {})}

    def read(obj, key, how):
        c = reach(obj, path)
        return c[key] if how == "[]" else getattr(c, how)(key)

    flips = {}
    for key, how, _ in tested:
        try:
            cur = read(base, key, how)
        except BaseException:
            continue
        if how in GETTERS:
            v = eval(GETTERS[how])
            on, off = v, kinds.get(type(v), (v, None))[1]
        else:
            on, off = kinds.get(type(cur), ("name", None))
        if key in by_none:
            # Tested against None: the other side is None, or (None now) a
            # value of the kind a reading gives, a text where that says none.
            flips[key] = (how, None if cur is not None else on, cur is None)
        else:
            flips[key] = (how, off if cur else on, not cur)
    made = type(conf_obj).__name__ + "()"
    out = []
    for keys in [list(flips)] + ([[k] for k in flips] if len(flips) > 1 else []):
        conf = {k: flips[k][1] for k in keys}
        if value["new"].count(made) == 1 and env.get(made[:-2]) is type(conf_obj):
            expr = value["new"].replace(made, "%s(%r)" % (made[:-2], conf))
        elif path and ":=" in value["new"]:
            # A walrus may not stand in a comprehension's iterable: the
            # value is bound by name, then updated.
            expr = "[(_unstuck_o := %s), _unstuck_o.%s.update(%r)][0]" % (value["new"], ".".join(path), conf)
        elif path:
            expr = "[_o for _o in [%s] if not _o.%s.update(%r)][0]" % (value["new"], ".".join(path), conf)
        else:
            continue
        try:
            obj = eval(expr, env)
            if all((read(obj, k, flips[k][0]) is not None if k in by_none else bool(read(obj, k, flips[k][0]))) == flips[k][2] for k in keys):
                out.append({"new": expr, "attrs": value.get("attrs") or [], **({"import": value["import"]} if value.get("import") else {})})
        except BaseException:
            continue
        if len(out) >= MAX_SAMPLES - 1:
            break
    return [value] + out if out else []


def configured_self_samples(fn, recipe, modname):
    """A method's instance whose configuration the body tests key by key
    (if self.config["TESTING"], if not self.settings.getbool("X")): the
    class's recipe with those keys flipped (configured_param_samples), as
    its first parameter's samples, where nothing else gave it any."""
    node = NODES.get(fn["qual"])
    if node is None or not recipe or not recipe.get("new") or "." in fn["class"] or fn["outer"] or not fn["params"] \
            or fn["params"][0].get("samples") or fn["params"][0]["name"] != "self" \
            or any(d in ("staticmethod", "classmethod") for d in fn["decorators"]):
        return
    top = fn["class"].split(".")[0]
    imp = "\n".join(["from %s import %s" % (modname, top)] + ([recipe["import"]] if recipe.get("import") else []))
    got = configured_param_samples(node, "self", {"new": recipe["new"], "attrs": recipe.get("attrs") or [], "import": imp})
    if got:
        fn["params"][0]["samples"] = got


def class_samples(p):
    """For a parameter annotated type[X] (Type[JSONTag]): X and its
    loaded public subclasses, each as its module hands it out (TagDict,
    PassDict, ...): the classes a caller may pass, which the body
    instantiates and whose class attributes differ (a tag's key); []
    when the annotation is no such type or X has no subclass."""
    import typing
    if p.annotation is None:
        return []
    src = p.annotation.value if isinstance(p.annotation, ast.Constant) and isinstance(p.annotation.value, str) else ast.unparse(p.annotation)
    t = resolve(src)
    if t is None or typing.get_origin(t) is not type:
        return []
    args = typing.get_args(t)
    if not args or not isinstance(args[0], type) or args[0].__module__ in ("builtins", "typing"):
        return []
    out, todo, seen = [], [args[0]], set()
    while todo and len(out) < MAX_SAMPLES:
        c = todo.pop(0)
        if c in seen:
            continue
        seen.add(c)
        try:
            todo += type.__subclasses__(c)
        except BaseException:
            pass
        imp = importable(c) if not c.__name__.startswith("_") else None
        if imp is None or imp[1] != c.__qualname__ or inspect.isabstract(c):
            continue
        out.append({"new": c.__qualname__, "attrs": sorted(a for a in dir(c) if not a.startswith("__")), "import": imp[0]})
    return out if len(out) > 1 else []


def called_samples(fn, p, prm):
    """Real functions for a parameter that is a function (annotated
    Callable, or called by the body and annotated with nothing else):
    the package's functions whose annotations fit a Callable[[A, B], R]
    annotation, else builtins that only read their arguments, taking as
    many as the body's calls of the parameter pass (repr for a callback
    called with one): values the caller could have passed, which run as
    any function does; coverage chooses among them."""
    calls = [c for c in ast.walk(fn) if isinstance(c, ast.Call) and isinstance(c.func, ast.Name) and c.func.id == p.arg]
    spec = False
    if p.annotation is not None:
        try:
            src = p.annotation.value if isinstance(p.annotation, ast.Constant) and isinstance(p.annotation.value, str) else ast.unparse(p.annotation)
            spec = callable_spec(resolve(src))
        except BaseException:
            return []
        if spec is False:
            return []
    elif not calls or prm.get("value"):
        return []
    args, ret = spec or (None, None)
    out = []
    if args is not None and all(a is not None for a in args):
        signal.alarm(4)
        try:
            for mn, name in typed_functions(args, ret, fn):
                f = getattr(sys.modules[mn], name)
                out.append({"new": name, "attrs": sorted(a for a in dir(f) if not a.startswith("__")), "import": "from %s import %s" % (mn, name), "function": True})
        except BaseException:
            pass
        finally:
            signal.alarm(0)
        if out:
            return out
    if ret not in (None, type(None)) or any(k.arg is not None for c in calls for k in c.keywords):
        return []  # a return the builtins do not promise; keywords they do not take
    n = min((sum(1 for a in c.args if not isinstance(a, ast.Starred)) for c in calls), default=1) if args is None else len(args)
    for name in PURE_BUILTINS.get(n, ()):
        if NS.get(name, getattr(builtins, name)) is getattr(builtins, name):
            out.append({"new": name, "attrs": sorted(a for a in dir(getattr(builtins, name)) if not a.startswith("__")), "function": True})
    return out


def tested_attrs(fn, me):
    """The attributes of parameter me that the function's tests read (if,
    while, assert, a conditional expression, a comprehension's filter),
    each with the literals a test compares it to: deprecated in
    `if self.deprecated:`, callback in `if self.callback is not None:`,
    method and ["HEAD"] in `if request.method == "HEAD":`. {attr: [literal]}"""
    out = {}
    tests = [n.test for n in ast.walk(fn) if isinstance(n, (ast.If, ast.While, ast.Assert, ast.IfExp))]
    tests += [c for n in ast.walk(fn) if isinstance(n, ast.comprehension) for c in n.ifs]

    def mine(n):
        return isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id == me

    for t in tests:
        for n in ast.walk(t):
            if mine(n):
                out.setdefault(n.attr, [])
            if isinstance(n, ast.Compare) and len(n.ops) == 1:
                sides = [n.left, n.comparators[0]]
                for a, b in (sides, sides[::-1]):
                    if not mine(a):
                        continue
                    consts = b.elts if isinstance(b, (ast.Tuple, ast.List, ast.Set)) and isinstance(n.ops[0], (ast.In, ast.NotIn)) else [b]
                    for c in consts:
                        got = out.setdefault(a.attr, [])
                        if isinstance(c, ast.Constant) and type(c.value) in (str, int) and repr(c.value) not in got:
                            got.append(repr(c.value))
    return out


MAX_FLIPS = 4  # constructor variants kept per parameter


def flipped(node, pname, cls, new, imp):
    """For a parameter the function tests attributes of, which its class's
    constructor takes as optional arguments of the same name (Command's
    deprecated=False, callback=None; Request's method="GET"): instances
    that constructor builds with the argument given the other way (True;
    a value of its annotation, a builtin for a Callable) or as a literal
    the test compares it to ("HEAD"), kept where the attribute then
    differs in truth or None-ness, or equals that literal. [] when none."""
    if not isinstance(cls, type) or not new.startswith(cls.__name__ + "(") or not new.endswith(")") or "__new__" in new:
        return []
    attrs = tested_attrs(node, pname)
    if not attrs:
        return []
    try:
        sig = inspect.signature(cls)
    except BaseException:
        return []
    env, out = {}, []
    signal.alarm(4)
    try:
        exec(imp, env)
        base = eval(new, env)
        for a, consts in attrs.items():
            p = sig.parameters.get(a)
            if p is None or p.default is p.empty or p.kind not in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY) or "%s=" % a in new:
                continue
            d, ann = p.default, p.annotation
            if isinstance(ann, str):
                try:
                    ann = eval(ann, dict(vars(sys.modules[cls.__module__])))
                except BaseException:
                    ann = p.empty
            vs = [c for c in consts if c != repr(d)][:2]
            if d is False or d is True:
                vs.append(repr(not d))
            elif d is None and ann is not p.empty:
                spec = callable_spec(ann)
                v = (callable_builtin(ann) or ("print" if spec and spec[0] is None else None)) if spec is not False else sample(ann)
                if v is not None:
                    vs.append(v)
            elif type(d) in ALT_BY and not d:
                vs.append(ALT_BY[type(d)][0])
            for v in vs:
                expr = new[:-1] + (", " if not new.endswith("()") else "") + "%s=%s" % (a, v) + ")"
                try:
                    got = eval(expr, env)
                    was, now = getattr(base, a), getattr(got, a)
                except BaseException:
                    continue
                if bool(was) != bool(now) or (was is None) != (now is None) or v in consts and repr(now) == v:
                    out.append({"new": expr, "attrs": sorted(x for x in dir(got) if not x.startswith("__")), "import": imp})
                if len(out) >= MAX_FLIPS:
                    return out
    except BaseException:
        return out
    finally:
        signal.alarm(0)
    return out


def flipped_selfs(fn, m, c):
    """flipped()'s instances for a method's self, and for a parameter
    whose value is a constructor call of a class: the parameter's
    samples, after its own value, so that each branch of the tests has a
    real instance to take."""
    node = NODES.get(fn["qual"])
    if node is None or fn["outer"] or not fn["params"]:
        return
    method = fn["class"] and "." not in fn["class"] and not any(d in ("staticmethod", "classmethod") for d in fn["decorators"])
    for i, prm in enumerate(fn["params"]):
        if prm.get("samples") or prm.get("has_default"):
            continue
        if i == 0 and method:
            if not c or not c.get("new"):
                continue
            new, cls = c["new"], getattr(m, fn["class"], None)
            imp = c.get("import") or "from %s import %s" % (MODULE_NAME, fn["class"])
            own = {"new": new, "attrs": c.get("attrs", []), "import": imp}
        elif i > 0 or not fn["class"]:
            v = prm.get("value") or {}
            new = v.get("new") or ""
            head = new.split("(")[0]
            if not re.match(r"^[A-Za-z_]\w*$", head):
                continue
            imp = v.get("import") or ("from %s import %s" % (MODULE_NAME, head) if head in NS else "")
            if not imp:
                continue
            env = {}
            try:
                exec(imp, env)
                cls = env.get(head)
            except BaseException:
                continue
            own = dict(v, **{"import": imp})
        else:
            continue
        got = flipped(node, prm["name"], cls, new, imp)
        if got:
            prm["samples"] = [own] + got


SOURCE, SOURCE_LINES, MODULE_TREE = "", [], None  # the module's source text, lines, tree (describe sets them)
MAX_TEXTS = 150  # texts given to a producer per parameter
# CPU time all samples of one module may take (a loaded machine's wall
# time says little), and the wall time since the introspection began
# after which none is made: the whole introspection has 60 s (origin.go).
SAMPLES_BUDGET, SAMPLES_WALL = 4.0, 30.0
SAMPLES_SPENT = [0.0]
import time as _time
BEGAN = _time.monotonic()
PRODUCED = {}  # (module, producer, text) -> what walk found in its value
FRAGMENTS = {}


SUBCLASSED = {}  # classes -> [(instance, expression, imports)]
MAX_SUBCLASSES = 16  # subclasses built per annotation


def subclass_instances(classes, pk):
    """Real instances of the public subclasses of classes (their own too)
    that the packages pk hand out under their names, each built as
    build() builds one (no __new__ without state): [(instance,
    expression, imports)], breadth first."""
    global BUILT
    if classes in SUBCLASSED:
        return SUBCLASSED[classes]
    SUBCLASSED[classes] = out = []
    seen, todo, tried, began = set(), list(classes), 0, _time.process_time()
    while todo and tried < MAX_SUBCLASSES and _time.process_time() - began < SAMPLES_BUDGET / 2:
        sub = todo.pop(0)
        if sub in seen:
            continue
        seen.add(sub)
        try:
            todo.extend(type.__subclasses__(sub))
        except TypeError:
            continue
        home = sys.modules.get(sub.__module__)
        if home is None or sub.__module__.split(".")[0] not in pk or getattr(home, sub.__name__, None) is not sub \
                or sub.__name__.startswith("_") or "<" in sub.__qualname__ or "." in sub.__qualname__ \
                or any(p == "tests" or p.startswith("test") for p in sub.__module__.split(".")) or inspect.isabstract(sub) \
                or abstract(sub):
            continue  # one a subclass completes (concrete())
        tried += 1
        BUILT = None
        with build_state_apart():
            try:
                expr, _ = build(sub, sub.__name__, dict(vars(home)), 1, fallback=False)
                if expr and "__new__" not in expr and isinstance(BUILT, sub):
                    names = sorted((USED - {sub.__name__}) | {sub.__name__})
                    lines = ["from %s import %s" % (sub.__module__, ", ".join(names))] + sorted(EXTRA_IMPORTS)
                    out.append((BUILT, expr, "\n".join(lines)))
            except Timeout:
                raise
            except BaseException:
                pass
    return out


def subclass_built(cls):
    """For a class its own constructor gives no state (a base or mixin
    whose __init__ wants what its subclasses pass: StylerRenderer, a
    datetimelike mixin): the first public subclass of the package built
    as build() builds one, {new, attrs, import}, or None. Its instances
    are the ones the base's methods run on in the package."""
    pk = tops((cls,))
    for obj, expr, imp in subclass_instances((cls,), pk):
        if type(obj) is not cls and isinstance(obj, cls):
            return {"new": expr, "attrs": sorted(a for a in attr_names(obj, type(obj)) if not a.startswith("__")), "import": imp}
    return None


def seq_classes(t):
    """For a sequence annotation (List[Leaf], Sequence[X], Iterable[X],
    Collection[X]): the classes its items may be (ann_classes), else ()."""
    import collections.abc as abc
    import typing
    if typing.get_origin(t) in (list, abc.Sequence, abc.MutableSequence, abc.Iterable, abc.Collection) and typing.get_args(t):
        return ann_classes(typing.get_args(t)[0])
    return ()


def held_lists(found, classes):
    """The lists the found objects hold whose items are all of classes (a
    node's children, a line's leaves), as copies (the body may change the
    list it is given, the tree keeps its own), each with its expression:
    real sequences of the package's objects, in the order the package
    made them."""
    out, seen = [], set()
    for o, e in found:
        for a, v in sorted(getattr(o, "__dict__", {}).items()):
            if a.startswith("_") or not isinstance(v, list) or not v or id(v) in seen or not re.match(r"^[A-Za-z]\w*$", a):
                continue
            if all(isinstance(x, classes) for x in v):
                seen.add(id(v))
                out.append((list(v), "list(%s.%s)" % (e, a)))
    return out


def commented(tree):
    """The one-line statements under tree that end in a comment, each with
    its comment ('x = 1  # why'): the package's parser keeps comments,
    which the statements' own texts (fragments) leave out."""
    out = []
    for st in ast.walk(tree):
        if isinstance(st, ast.stmt) and st is not tree and st.lineno == st.end_lineno and not hasattr(st, "body") \
                and 0 < st.lineno <= len(SOURCE_LINES):
            line = SOURCE_LINES[st.lineno - 1]
            rest = line[st.end_col_offset:].strip()
            if rest.startswith("#") and len(line) <= 200:
                t = line.strip() + "\n"
                if t not in out:
                    out.append(t)
    return out


def safely(f, *args):
    """f(*args), or [] when it raises: one function's samples never cost
    the module's description (the origin of every body cut from it)."""
    try:
        return f(*args)
    except Exception:
        return []


def is_str(ann):
    """Whether an annotation node names str (str, "str")."""
    return isinstance(ann, ast.Name) and ann.id == "str" or isinstance(ann, ast.Constant) and ann.value == "str"


def doc_code_blocks(fn):
    """The code examples of fn's docstring: its indented literal blocks
    (after a blank line, more indented than the text around them) that
    parse as Python and are more than a name, up to three; for a
    parameter given as source text, the input its own documentation
    shows ('Example, this\n\n    get_ipython().run_line_magic(...)')."""
    doc = ast.get_docstring(fn)
    if not doc:
        return []
    lines, out, i = doc.splitlines(), [], 0
    while i < len(lines) and len(out) < 3:
        if lines[i].strip() and i > 0 and not lines[i - 1].strip() and lines[i].startswith("    ") \
                and not lines[i].lstrip().startswith(">>>"):
            block = []
            while i < len(lines) and (lines[i].startswith("    ") or not lines[i].strip()):
                block.append(lines[i])
                i += 1
            text = textwrap.dedent("\n".join(block)).strip("\n") + "\n"
            try:
                tree = ast.parse(text)
            except BaseException:
                continue
            if len(text) <= 400 and not (len(tree.body) == 1 and isinstance(tree.body[0], ast.Expr) and isinstance(tree.body[0].value, ast.Name)) \
                    and text not in out:
                out.append(text)
            continue
        i += 1
    return out


def literals(fn):
    """The text and bytes literals of fn, each as a statement of its own
    ('"not in"'): a tree the package parses from one holds the literal
    alone, a construct the body compares with that no statement of it
    begins with."""
    out = []
    for n in ast.walk(fn):
        if isinstance(n, ast.Constant) and type(n.value) in (str, bytes) and 0 < len(n.value) <= 60 \
                and ("\n" if type(n.value) is str else b"\n") not in n.value and n is not getattr(fn.body[0], "value", None):
            t = repr(n.value) + "\n"
            if t not in out:
                out.append(t)
    return out[:10]


def fragments(tree):
    """The statements under tree, each on its own as text (dedented, up to
    400 characters), shortest first."""
    if tree is None:
        return []
    if id(tree) in FRAGMENTS:
        return FRAGMENTS[id(tree)]
    out, seen = [], set()
    for st in ast.walk(tree):
        if isinstance(st, ast.stmt) and st is not tree:
            try:
                # As ast.get_source_segment(padded=True), without splitting
                # the source again for each statement.
                ls = SOURCE_LINES[st.lineno - 1:st.end_lineno]
                ls[-1] = ls[-1][:st.end_col_offset]
                ls[0] = " " * st.col_offset + ls[0][st.col_offset:]
                t = textwrap.dedent("\n".join(ls))
            except BaseException:
                continue
            if t and len(t) <= 400 and t not in seen:
                seen.add(t)
                out.append(t + ("" if t.endswith("\n") else "\n"))
    out.sort(key=len)
    FRAGMENTS[id(tree)] = out
    return out


def main(cands):
    real_out = os.dup(1)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.dup2(devnull, 2)
    sys.stdout = sys.stderr = open(os.devnull, "w")
    import warnings
    warnings.simplefilter("ignore")
    signal.signal(signal.SIGALRM, on_alarm)
    out, missing, slow = {}, [], False
    import importlib.util
    for name in cands.split():
        top = name.split(".")[0]
        try:
            if importlib.util.find_spec(top) is None:
                missing.append(top)
                continue
        except BaseException:
            continue
        signal.alarm(20)
        try:
            m = importlib.import_module(name)
        except Timeout:
            slow = True  # not known missing: a later run may import it
            continue
        except BaseException:
            continue
        finally:
            signal.alarm(0)
        f = getattr(m, "__file__", None) or ""
        want = "/" + name.replace(".", "/")
        if not (f.endswith(want + ".py") or f.endswith(want + "/__init__.py")):
            continue  # a module of that name, but not from that file
        out = describe(m, name, f)
        break
    out["missing"] = sorted(set(missing))
    # The packages the introspection loaded: a warm server for the next
    # module of the same package holds them (origin.go's warmKey).
    out["loaded"] = sorted({n.split(".")[0] for n, v in list(sys.modules.items()) if v is not None and not n.startswith("_")})
    if slow and not out.get("module"):
        out["timed_out"] = True
    os.dup2(real_out, 1)
    os.write(1, json.dumps(out, separators=(",", ":")).encode() + b"\n")
    os._exit(0)


def passed_through(fn, m, c):
    """An __init__ that takes *args, **kwargs and hands them on to its
    base's (super().__init__(*args, **kwargs)): its kwargs sample holds
    the base's required arguments, valued as build() values a
    constructor's, so the call it makes succeeds as its own callers'
    do; its args sample is empty."""
    node = NODES.get(fn["qual"])
    if node is None or node.name != "__init__" or fn["outer"] or not node.args.kwarg:
        return
    kw, va = node.args.kwarg.arg, node.args.vararg.arg if node.args.vararg else None
    if not any(isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "__init__"
               and isinstance(n.func.value, ast.Call) and isinstance(n.func.value.func, ast.Name) and n.func.value.func.id == "super"
               and any(k.arg is None and isinstance(k.value, ast.Name) and k.value.id == kw for k in n.keywords)
               for n in ast.walk(node)):
        return
    cls = m
    for part in fn["class"].split("."):
        cls = getattr(cls, part)
    base = next((k for k in cls.__mro__[1:-1] if inspect.isfunction(vars(k).get("__init__"))), None)
    if base is None:
        return
    sig = inspect.signature(vars(base)["__init__"])
    own = {p["name"] for p in fn["params"]}
    ps = [p for p in list(sig.parameters.values())[1:] if p.name not in own]
    req = sig.replace(parameters=[p.replace(kind=p.KEYWORD_ONLY) for p in ps
                                  if p.default is p.empty and p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)])
    if not req.parameters:
        return
    USED.clear()
    EXTRA_ENV.clear()
    EXTRA_IMPORTS.clear()
    args, held_by = [], None
    for p in req.parameters.values():
        signal.alarm(4)
        try:
            a = arguments(req.replace(parameters=[p]), 1, base)
        except Timeout:
            return
        finally:
            signal.alarm(0)
        if not a and c and "__new__" not in c["new"]:
            # No value of its annotation: the one a real instance of
            # the class holds under the parameter's name (the app a
            # test client was made for), as the class's recipe makes it.
            if held_by is None:
                held_by = {}
                signal.alarm(4)
                try:
                    env = {}
                    exec(c.get("import") or "from %s import %s" % (MODULE_NAME, fn["class"].split(".")[0]), env)
                    held_by = vars(eval(c["new"], env))
                except BaseException:
                    pass
                finally:
                    signal.alarm(0)
            if p.name in held_by:
                a = [[p.name, "(%s).%s" % (c["new"], p.name), False, []]]
                if c.get("import"):
                    EXTRA_IMPORTS.update(c["import"].split("\n"))
                else:
                    USED.add(fn["class"].split(".")[0])
        if not a:
            return
        args += a
    lines = (["from %s import %s" % (MODULE_NAME, ", ".join(sorted(USED)))] if USED else []) + sorted(EXTRA_IMPORTS)
    for p in fn["params"]:
        if p["name"] == kw:
            p["samples"] = [{"new": "{%s}" % ", ".join("%r: %s" % (a[0], a[1]) for a in args), "attrs": [], "import": "\n".join(lines)}]
        elif p["name"] == va:
            p["samples"] = [{"new": "()", "attrs": [], "import": ""}]


def recipe_args(fn, c, module):
    """The parameters of a class's constructor and classmethods that its
    recipe gives an argument of the same name (cls(crawler) in
    from_crawler, for a class built on a crawler whose settings switch
    it on): that argument, which the class is known to accept."""
    if not c or "__new__" in c["new"] or fn["outer"] or not (fn["qual"].endswith(".__init__") or "classmethod" in fn["decorators"]):
        return
    try:
        tree = ast.parse(c["new"], mode="eval").body
    except SyntaxError:
        return
    if not isinstance(tree, ast.Call):
        return
    # Objects the recipe built (calls), not literals: those the
    # parameter's own value already covers.
    given = {k.arg: ast.unparse(k.value) for k in tree.keywords if k.arg and isinstance(k.value, ast.Call)}
    top = fn["class"].split(".")[0]
    imp = c.get("import") or "from %s import %s" % (module, top)
    for p in fn["params"][1:]:
        e = given.get(p["name"])
        if e is None or p.get("has_default") or p.get("value", {}).get("new") == e:
            continue
        signal.alarm(2)
        try:
            env = {}
            exec(imp, env)
            v = eval(e, env)
            p["value"] = {"new": e, "attrs": sorted(a for a in dir(v) if not a.startswith("__")), "import": imp}
        except BaseException:
            pass
        finally:
            signal.alarm(0)


MODULE_NAME, TEST_MODULE = "", False
NODES = {}  # qualified name -> the function's ast node


def describe(m, name, f):
    global MODULE_NAME, TEST_MODULE, BUILT
    MODULE_NAME = name
    TEST_MODULE = any(p == "tests" or p.startswith("test_") or p.endswith("_test") or p == "conftest" for p in name.split("."))
    names = {}
    for n, v in list(vars(m).items()):
        if n.startswith("__") and n.endswith("__"):
            continue
        names[n] = kind(v)
    NS.update(vars(m))
    funcs, classes = [], {}
    try:
        src = open(f, encoding="utf-8").read()
        tree = ast.parse(src)
    except Exception:
        return {"module": name, "names": names, "functions": [], "classes": {}}
    lines = src.splitlines()
    global SOURCE, SOURCE_LINES, MODULE_TREE
    SOURCE, SOURCE_LINES, MODULE_TREE = src, src.splitlines(), tree

    def visit(body, qual, cls, outer=""):
        for node in body:
            if isinstance(node, ast.ClassDef):
                q = qual + node.name
                if cls is not None or qual == "":
                    classes.setdefault(q, None)
                CLASS_DOCS[q] = ast.get_docstring(node)
                visit(node.body, q + ".", q)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                decos = [d.id if isinstance(d, ast.Name) else d.attr if isinstance(d, ast.Attribute) else "" for d in node.decorator_list]
                a = node.args
                params = []
                pos = a.posonlyargs + a.args
                defaults = [None] * (len(pos) - len(a.defaults)) + list(a.defaults)
                cases = parametrized(node, cls)
                for p, d in zip(pos, defaults):
                    params.append(param(p, d, cases.get(p.arg)))
                for p, d in zip(a.kwonlyargs, a.kw_defaults):
                    params.append(param(p, d, cases.get(p.arg)))
                if a.vararg:
                    params.append({"name": a.vararg.arg, "default": "()", "has_default": True})
                    got = safely(star_samples, node, a.vararg.arg)
                    if got:
                        params[-1]["samples"] = got
                if a.kwarg:
                    params.append({"name": a.kwarg.arg, "default": "{}", "has_default": True})
                for prm, p in zip(params, pos + a.kwonlyargs):
                    if not prm["has_default"] and p.annotation is not None:
                        got = safely(samples, node, p)
                        if not got:
                            # A container: one holding an element, after
                            # the empty one of its value (which the other
                            # parameters' samples take first).
                            one = filled(p.annotation)
                            got = [prm["value"], one] if one and prm.get("value") else [one] if one else []
                        if got:
                            prm["samples"] = got
                for prm, p in zip(params, pos + a.kwonlyargs):
                    if not prm["has_default"] and "samples" not in prm and prm["name"] not in ("self", "cls"):
                        got = tested_samples(node, p.arg, prm.get("value"))
                        if got:
                            prm["samples"] = got
                        else:
                            got = safely(callable_tested_samples, node, p.arg)
                            if got:
                                prm["samples"] = ([prm["value"]] if prm.get("value") else []) + got
                    elif prm["has_default"] and prm.get("default") == "None" and "samples" not in prm:
                        # An optional callable (def deprecated(use_instead=None):
                        # if callable(use_instead)): the default keeps the
                        # other side of the test.
                        got = safely(callable_tested_samples, node, p.arg)
                        if got:
                            prm["samples"] = got
                for prm, p in zip(params, pos + a.kwonlyargs):
                    if not prm["has_default"] and "samples" not in prm and is_str(p.annotation):
                        got = [{"new": repr(t), "attrs": sorted(a for a in dir(str) if not a.startswith("__"))} for t in safely(doc_code_blocks, node)]
                        if got:
                            prm["samples"] = ([prm["value"]] if prm.get("value") else []) + got
                for prm, p in zip(params, pos + a.kwonlyargs):
                    if not prm["has_default"] and "samples" not in prm and prm["name"] not in ("self", "cls"):
                        got = safely(called_samples, node, p, prm)
                        if got:
                            prm["samples"] = got
                    if not prm["has_default"] and "samples" not in prm and prm["name"] not in ("self", "cls"):
                        got = safely(class_samples, p)
                        if got:
                            prm["samples"] = got
                    if not prm["has_default"] and "samples" not in prm and prm["name"] not in ("self", "cls"):
                        got = safely(configured_param_samples, node, p.arg, prm.get("value"))
                        if got:
                            prm["samples"] = got
                safely(own_default_exprs, m, qual + node.name, node, params)
                for prm, p in zip(params, pos + a.kwonlyargs):
                    # The relation the names say (a child's own parent)
                    # before the parameter's own samples, which pair
                    # with the other's samples by chance only.
                    if not prm["has_default"] and prm["name"] not in ("self", "cls"):
                        got = related_samples(prm, p, params)
                        if got:
                            prm["samples"] = got
                if not any(prm.get("samples") for prm in params):
                    # The docstring's examples: the arguments the docs
                    # call the function with.
                    try:
                        for n, got in doc_samples(node, params, cls is not None and not any(d in ("staticmethod", "classmethod") for d in decos), CLASS_DOCS.get(cls)).items():
                            next(prm for prm in params if prm["name"] == n)["samples"] = got
                    except Exception:
                        pass
                start = node.body[0].lineno
                hashes = sorted(set(h for h in (line_hash(l) for l in lines[start - 1:node.end_lineno]) if h is not None))
                NODES[qual + node.name] = node
                funcs.append({"qual": qual + node.name, "class": cls or "", "decorators": decos,
                              "params": params, "lines": hashes, "size": node.end_lineno - start + 1, "outer": outer})
                # A nested function's free names may be the enclosing one's
                # parameters (a decorator's self): it is named as the outer.
                visit(node.body, qual + node.name + ".<locals>.", None, qual + node.name)

    visit(tree.body, "", None)
    for q in list(classes):
        obj = m
        try:
            for part in q.split("."):
                obj = getattr(obj, part)
        except AttributeError:
            continue
        if isinstance(obj, type):
            # A class that leaves methods to its subclasses: one of those.
            USED.clear()
            try:
                sub = concrete(obj) if "." not in q else None
            except Exception:
                sub = None
            if sub and USED:
                sub = None  # built with the module's names, which its import does not bring
            if sub:
                classes[q] = sub
                continue
            USED.clear()
            EXTRA_ENV.clear()
            EXTRA_IMPORTS.clear()
            BUILT = None
            expr, attrs = build(obj, q)
            if not expr or expr == "%s.__new__(%s)" % (q, q):
                # No call built one with the arguments' known values: the
                # abstract containers its annotations name (Iterable[V],
                # Mapping[str, Loader]) valued as empty builtin ones.
                kept_state = (expr, attrs, BUILT, set(USED), dict(EXTRA_ENV), set(EXTRA_IMPORTS))
                USED.clear()
                EXTRA_ENV.clear()
                EXTRA_IMPORTS.clear()
                BUILT = None
                ABSTRACT_EMPTY[0] = True
                try:
                    got = build(obj, q, fallback=False)
                except Timeout:
                    got = (None, None)
                finally:
                    ABSTRACT_EMPTY[0] = False
                if got[0] and "__new__" not in got[0] and isinstance(BUILT, obj) and kept_state[0]:
                    # It had a __new__ recipe, whose state the explorer
                    # sets freely (a body's P may need that): this
                    # instance is its methods' self as a sample, besides.
                    top = q.split(".")[0]
                    SELF_ALT[q] = {"new": got[0], "attrs": got[1],
                                   "import": "\n".join(["from %s import %s" % (name, ", ".join(sorted(USED | {top})))] + sorted(EXTRA_IMPORTS))}
                if got[0] and "__new__" not in got[0] and isinstance(BUILT, obj) and not kept_state[0]:
                    expr, attrs = got
                else:
                    expr, attrs, BUILT = kept_state[:3]
                    USED.clear()
                    USED.update(kept_state[3])
                    EXTRA_ENV.clear()
                    EXTRA_ENV.update(kept_state[4])
                    EXTRA_IMPORTS.clear()
                    EXTRA_IMPORTS.update(kept_state[5])
            data = data_attrs(BUILT) if expr and isinstance(BUILT, obj) else []
            if (not expr or expr == "%s.__new__(%s)" % (q, q)) and "." not in q:
                made = produced(obj) or safely(subclass_built, obj) or safely(held_by_sibling, obj, name)
                if made:
                    classes[q] = made
                    continue
            if expr:
                classes[q] = {"new": expr, "attrs": attrs}
                if data:
                    classes[q]["data"] = data
                if expr == "%s.__new__(%s)" % (q, q):
                    classes[q]["init"] = init_attrs(obj)
                top = q.split(".")[0]
                if USED - {top} or EXTRA_IMPORTS:
                    lines = ["from %s import %s" % (name, ", ".join(sorted(USED | {top})))] + sorted(EXTRA_IMPORTS)
                    classes[q]["import"] = "\n".join(lines)
    classes = {q: c for q, c in classes.items() if c}
    for fn in funcs:
        recipe_args(fn, classes.get(fn["class"]), name)
        try:
            passed_through(fn, m, classes.get(fn["class"]))
        except Exception:
            pass
    for fn in funcs:
        try:
            self_samples(fn)
        except Timeout:
            pass
        except Exception:
            pass  # that method's self keeps its recipe; the module's description stands
        alt = SELF_ALT.get(fn["class"])
        if alt and fn["params"] and not fn["params"][0].get("samples") and not fn["outer"] \
                and not any(d in ("staticmethod", "classmethod") for d in fn["decorators"]):
            fn["params"][0]["samples"] = [alt]
        safely(configured_self_samples, fn, classes.get(fn["class"]), name)
    for fn in funcs:
        # A method whose tests read what an optional constructor argument
        # sets: instances built with it given the other way (after the
        # parser's own instances, self_samples, which it leaves alone).
        safely(flipped_selfs, fn, m, classes.get(fn["class"]))
    for fn in funcs:
        # A method whose instance needs another of its methods called
        # first (lifecycle state): those calls.
        c, node = classes.get(fn["class"]), NODES.get(fn["qual"])
        if c is None or node is None or fn["outer"] or any(d in ("staticmethod", "classmethod") for d in fn["decorators"]):
            continue
        obj = m
        try:
            for part in fn["class"].split("."):
                obj = getattr(obj, part)
            # In a copy of the context: what a call sets (a context
            # pushed) stays out of the rest of the introspection.
            made = contextvars.copy_context().run(lifecycle, obj, c, node, fn["qual"].split(".")[-1])
        except BaseException:
            made = None
        if made:
            fn["setup"], fn["setup_attrs"] = made["calls"], made["attrs"]
    for fn in funcs:
        # A method reading its class's private attributes (self.__x): the
        # names the cut-out body uses, bound to the instance's own values
        # (after the lifecycle calls, which may set them).
        c, node = classes.get(fn["class"]), NODES.get(fn["qual"])
        if c is None or node is None or fn["outer"] or any(d in ("staticmethod", "classmethod") for d in fn["decorators"]):
            continue
        got = safely(mangled_private_aliases, None, c, node, fn["class"])
        if got:
            fn["setup"] = (fn.get("setup") or []) + got
            fn["setup_attrs"] = sorted(set(fn.get("setup_attrs") or []) | {g["attr"] for g in got})
    try:
        ctxs = contextvars.copy_context().run(contexts)
    except BaseException:
        ctxs = []
    return {"module": name, "file": f, "names": names, "functions": funcs, "classes": classes, "contexts": ctxs}
