package explore

// Phase: explore, step 3 (coverage guidance). Arguments from the
// snippet's own annotations: the driver of the snippet's uncalled
// functions and methods (atexitCalls, instanceCalls) also calls each
// annotated one with a plain value of the type each parameter's
// annotation names (`logger: Logger` gets a real Logger, `value: T` an
// int, `items: list[str]` a list of one str), built at call time from
// the function's own type hints by the types' own constructors. Where
// the made-up kinds (a list, a number, a string) fail on an annotated
// parameter's first use (self.logger.info), only the Stub kind used to
// reach the body; the typed call reaches it with real values.

import (
	"strings"

	"unstuck/internal/pyparse"
)

// typedMark ends a function's parameter list (uncalledFunctions' params)
// when some parameter of it is annotated: the driver adds the typed call.
const typedMark = "@annotated"

// typedKind is writeCalls' argument kind of the typed call.
const typedKind = "%t"

// annotated reports whether a function definition annotates one of its
// parameters.
func annotated(def *pyparse.Node) bool {
	ps := def.ChildByFieldName("parameters")
	if ps == nil {
		return false
	}
	for _, p := range pyparse.Children(ps) {
		if p.Type() == "typed_parameter" || p.Type() == "typed_default_parameter" {
			return true
		}
	}
	return false
}

// typedCalls reports whether one of calls' functions is annotated.
func typedCalls(calls []string, params map[string][]string) bool {
	for _, c := range calls {
		if ps := params[strings.SplitN(c, "/", 2)[0]]; len(ps) > 0 && ps[len(ps)-1] == typedMark {
			return true
		}
	}
	return false
}

// typedHelper calls f with the values its type hints name (call=True),
// or gives the positional ones (call=False, a constructor's tries; None
// when a hint names nothing it can build). A value is a plain one of the
// type: a builtin's sample, an instance the class's own constructor
// builds with no argument or with one string, a container holding one
// such value, the first of a Literal's types, the first of a Union's
// that it builds (Union[Callable, Command]: a Command), a TypeVar's
// constraint or bound (an int when it has none), a NewType's supertype.
// A Callable or an abstract class it cannot build gives up: that call of
// the driver fails alone, as its other kinds do.
const typedHelper = `def _unstuck_typed(f, call=True):
    import inspect, typing, types, collections.abc as abc
    plain = {int: 2, float: 1.5, complex: 1j, str: 'text', bytes: b'text', bool: True, bytearray: bytearray(b'text'), type(None): None, object: 2}
    def value(t, depth=0):
        if depth > 4:
            raise TypeError(t)
        if t is inspect.Parameter.empty or t is typing.Any:
            return 2
        if isinstance(t, typing.TypeVar):
            if t.__constraints__:
                return value(t.__constraints__[0], depth + 1)
            return value(t.__bound__, depth + 1) if t.__bound__ is not None else 2
        if isinstance(t, typing.NewType):
            return value(t.__supertype__, depth + 1)
        o, a = typing.get_origin(t), typing.get_args(t)
        if o is typing.Annotated:
            return value(a[0], depth + 1)
        if o is typing.Literal:
            return a[0]
        if o is typing.Union or o is types.UnionType:
            alts = [x for x in a if x is not type(None)]
            for x in alts[:-1]:
                try:
                    return value(x, depth + 1)
                except TypeError:
                    pass
            return value(alts[-1], depth + 1)
        if o is type:
            return a[0] if a and isinstance(a[0], type) else int
        if o is not None:
            t = o
        if t in plain:
            return plain[t]
        if not isinstance(t, type):
            raise TypeError(t)
        def one(i=0):
            return value(a[i], depth + 1) if len(a) > i and a[i] is not Ellipsis else 2
        if t is tuple:
            return tuple(value(x, depth + 1) for x in a if x is not Ellipsis)
        if issubclass(t, abc.Callable) and t.__module__ in ('collections.abc', 'typing'):
            raise TypeError(t)
        if t in (dict, abc.Mapping, abc.MutableMapping):
            return {one(0): one(1)}
        if t in (list, abc.Sequence, abc.MutableSequence, abc.Iterable, abc.Collection, abc.Container, abc.Reversible):
            return [one()]
        if t in (set, abc.Set, abc.MutableSet):
            return {one()}
        if t is frozenset:
            return frozenset([one()])
        if t in (abc.Iterator, abc.Generator):
            return iter([one()])
        for args in ((), ('text',)):
            try:
                return t(*args)
            except Exception:
                pass
        raise TypeError(t)
    try:
        target = f.__init__ if isinstance(f, type) else f
        try:
            hints = typing.get_type_hints(target)
        except Exception:
            hints = {}
        pos, kw = [], {}
        for p in inspect.signature(f).parameters.values():
            if p.default is not p.empty or p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
                continue
            v = value(hints.get(p.name, p.empty if isinstance(p.annotation, str) else p.annotation))
            if p.kind == p.KEYWORD_ONLY:
                kw[p.name] = v
            else:
                pos.append(v)
    except Exception:
        if call:
            raise
        return None
    return f(*pos, **kw) if call else tuple(pos)`
