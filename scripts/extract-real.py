#!/usr/bin/env python3
# Real-code check set for `unstuck solve` (issue 19): pure functions taken
# as written from the Python standard library (/usr/lib/python3.11) and
# Debian-packaged libraries (/usr/lib/python3/dist-packages), each written
# to its own file with what it needs from its module (the imports,
# constants and helpers it names, found from the function's free names),
# plus the correct QuixBugs programs copied as they are. About a third of
# the functions, chosen by a fixed hash of the name, go to heldout/ (not
# tuned on), the rest to dev/.
#
# usage: scripts/extract-real.py OUTDIR [QUIXBUGS_DIR]
#        scripts/extract-real.py --fresh OUTDIR   (the FRESH set: OUTDIR/fresh, OUTDIR/fresh-heldout)
#        scripts/extract-real.py --clean OUTDIR   (the CLEAN set: OUTDIR/clean-heldout, all held out)
#
# Every set after the first has been tuned on in part, held-out halves
# included (each was looked at once measured). The CLEAN set is checked to
# share no code with FUNCS and FRESH (see disjoint()): no source file in
# common, no extracted statement in common, no call into a function that
# a tuned function is or extracts, and no function body equal to one of
# theirs.
import ast, hashlib, os, sys, textwrap

STDLIB = "/usr/lib/python3.11"
DIST = "/usr/lib/python3/dist-packages"

# (file relative to STDLIB or DIST, function name)
FUNCS = [
    (STDLIB, "colorsys.py", "rgb_to_yiq"), (STDLIB, "colorsys.py", "yiq_to_rgb"),
    (STDLIB, "colorsys.py", "rgb_to_hls"), (STDLIB, "colorsys.py", "hls_to_rgb"),
    (STDLIB, "colorsys.py", "rgb_to_hsv"), (STDLIB, "colorsys.py", "hsv_to_rgb"),
    (STDLIB, "bisect.py", "bisect_right"), (STDLIB, "bisect.py", "bisect_left"),
    (STDLIB, "bisect.py", "insort_right"),
    (STDLIB, "calendar.py", "isleap"), (STDLIB, "calendar.py", "leapdays"),
    (STDLIB, "calendar.py", "monthrange"),
    (STDLIB, "fnmatch.py", "translate"),
    (STDLIB, "posixpath.py", "normpath"), (STDLIB, "posixpath.py", "basename"),
    (STDLIB, "posixpath.py", "dirname"), (STDLIB, "posixpath.py", "split"),
    (STDLIB, "posixpath.py", "isabs"), (STDLIB, "posixpath.py", "join"),
    (STDLIB, "genericpath.py", "_splitext"), (STDLIB, "genericpath.py", "commonprefix"),
    (STDLIB, "ntpath.py", "splitdrive"),
    (STDLIB, "textwrap.py", "indent"), (STDLIB, "textwrap.py", "dedent"),
    (STDLIB, "shlex.py", "quote"), (STDLIB, "html/__init__.py", "escape"),
    (STDLIB, "string.py", "capwords"),
    (STDLIB, "heapq.py", "_siftdown"), (STDLIB, "heapq.py", "_siftup"),
    (STDLIB, "heapq.py", "heappush"), (STDLIB, "heapq.py", "heappop"),
    (STDLIB, "datetime.py", "_is_leap"), (STDLIB, "datetime.py", "_days_before_year"),
    (STDLIB, "datetime.py", "_days_in_month"), (STDLIB, "datetime.py", "_days_before_month"),
    (STDLIB, "datetime.py", "_ymd2ord"), (STDLIB, "datetime.py", "_ord2ymd"),
    (STDLIB, "datetime.py", "_check_date_fields"), (STDLIB, "datetime.py", "_check_time_fields"),
    (STDLIB, "quopri.py", "needsquoting"), (STDLIB, "quopri.py", "quote"),
    (STDLIB, "quopri.py", "ishex"), (STDLIB, "quopri.py", "unhex"),
    (STDLIB, "glob.py", "has_magic"), (STDLIB, "glob.py", "_ishidden"),
    (STDLIB, "statistics.py", "median"), (STDLIB, "statistics.py", "median_low"),
    (STDLIB, "statistics.py", "median_high"),
    (STDLIB, "email/utils.py", "quote"), (STDLIB, "email/utils.py", "unquote"),
    (STDLIB, "difflib.py", "_calculate_ratio"), (STDLIB, "difflib.py", "_format_range_unified"),
    (STDLIB, "urllib/parse.py", "_splitnport"), (STDLIB, "urllib/parse.py", "_splitport"),
    (STDLIB, "tokenize.py", "group"),
    (DIST, "idna/core.py", "valid_label_length"), (DIST, "idna/core.py", "valid_string_length"),
    (DIST, "idna/core.py", "check_hyphen_ok"),
    (DIST, "pygments/util.py", "get_bool_opt"), (DIST, "pygments/util.py", "get_int_opt"),
    (DIST, "pygments/util.py", "surrogatepair"), (DIST, "pygments/util.py", "duplicates_removed"),
    (DIST, "django/utils/text.py", "capfirst"), (DIST, "django/utils/text.py", "phone2numeric"),
    (DIST, "django/utils/text.py", "camel_case_to_spaces"),
    (DIST, "django/utils/http.py", "base36_to_int"), (DIST, "django/utils/http.py", "int_to_base36"),
    (DIST, "django/utils/http.py", "is_same_domain"), (DIST, "django/utils/http.py", "escape_leading_slashes"),
    (DIST, "werkzeug/http.py", "quote_header_value"), (DIST, "werkzeug/http.py", "unquote_header_value"),
    (DIST, "werkzeug/http.py", "quote_etag"),
]

# A second, independent set (round 2 of issue 19): other functions of the
# standard library and of Debian packages, none of them in FUNCS. Written
# to fresh/ and fresh-heldout/ by the same fixed hash.
FRESH = [
    (STDLIB, "datetime.py", "_parse_isoformat_date"), (STDLIB, "datetime.py", "_parse_hh_mm_ss_ff"),
    (STDLIB, "datetime.py", "_check_tzname"), (STDLIB, "datetime.py", "_divide_and_round"),
    (STDLIB, "datetime.py", "_cmp"), (STDLIB, "datetime.py", "_find_isoformat_datetime_separator"),
    (STDLIB, "datetime.py", "_format_offset"),
    (STDLIB, "tarfile.py", "stn"), (STDLIB, "tarfile.py", "nts"), (STDLIB, "tarfile.py", "itn"),
    (STDLIB, "tarfile.py", "nti"),
    (STDLIB, "statistics.py", "median_grouped"),
    (STDLIB, "heapq.py", "_siftdown_max"), (STDLIB, "heapq.py", "_siftup_max"),
    (STDLIB, "heapq.py", "heappushpop"), (STDLIB, "heapq.py", "heapreplace"),
    (STDLIB, "heapq.py", "_heappop_max"),
    (STDLIB, "bisect.py", "insort_left"),
    (STDLIB, "urllib/parse.py", "_splittype"), (STDLIB, "urllib/parse.py", "_splithost"),
    (STDLIB, "urllib/parse.py", "_splituser"), (STDLIB, "urllib/parse.py", "_splitquery"),
    (STDLIB, "urllib/parse.py", "_splittag"), (STDLIB, "urllib/parse.py", "_splitvalue"),
    (STDLIB, "urllib/parse.py", "unwrap"),
    (STDLIB, "http/cookies.py", "_quote"), (STDLIB, "http/cookies.py", "_unquote"),
    (STDLIB, "ipaddress.py", "_count_righthand_zero_bits"),
    (STDLIB, "getopt.py", "short_has_arg"), (STDLIB, "getopt.py", "long_has_args"),
    (STDLIB, "ntpath.py", "isabs"), (STDLIB, "ntpath.py", "split"),
    (STDLIB, "posixpath.py", "splitext"), (STDLIB, "posixpath.py", "commonpath"),
    (STDLIB, "difflib.py", "_format_range_context"),
    (STDLIB, "email/quoprimime.py", "header_length"), (STDLIB, "email/quoprimime.py", "unquote"),
    (STDLIB, "email/_parseaddr.py", "quote"),
    (STDLIB, "ftplib.py", "parse257"),
    (STDLIB, "urllib/request.py", "parse_keqv_list"), (STDLIB, "urllib/request.py", "parse_http_list"),
    (STDLIB, "http/server.py", "_url_collapse_path"),
    (STDLIB, "imaplib.py", "Int2AP"),
    (STDLIB, "locale.py", "_replace_encoding"),
    (STDLIB, "platform.py", "_norm_version"), (STDLIB, "platform.py", "_comparable_version"),
    (STDLIB, "calendar.py", "weekday"),
    (STDLIB, "operator.py", "indexOf"),
    (STDLIB, "ssl.py", "_dnsname_match"),
    (STDLIB, "smtplib.py", "quoteaddr"),
    (STDLIB, "base64.py", "_bytes_from_decode_data"),
    (STDLIB, "email/utils.py", "collapse_rfc2231_value"), (STDLIB, "email/utils.py", "_has_surrogates"),
    (DIST, "fs/path.py", "normpath"), (DIST, "fs/path.py", "iteratepath"),
    (DIST, "fs/path.py", "isbase"), (DIST, "fs/path.py", "forcedir"),
    (DIST, "fs/path.py", "relativefrom"), (DIST, "fs/path.py", "iswildcard"),
    (DIST, "dateutil/easter.py", "easter"),
    (DIST, "sqlparse/utils.py", "remove_quotes"),
    (DIST, "requests/utils.py", "unquote_unreserved"), (DIST, "requests/utils.py", "_parse_content_type_header"),
    (DIST, "urllib3/util/url.py", "_remove_path_dot_segments"),
    (DIST, "click/utils.py", "make_default_short_help"), (DIST, "click/parser.py", "split_opt"),
    (DIST, "django/utils/text.py", "unescape_string_literal"), (DIST, "django/utils/http.py", "parse_etags"),
    (DIST, "werkzeug/http.py", "unquote_etag"), (DIST, "werkzeug/http.py", "is_byte_range_valid"),
    (DIST, "pygments/util.py", "get_list_opt"),
    (DIST, "toml/decoder.py", "_strictly_valid_num"),
    (DIST, "idna/intranges.py", "intranges_contain"),
    (DIST, "fontTools/misc/fixedTools.py", "floatToFixed"), (DIST, "fontTools/misc/fixedTools.py", "strToFixed"),
    (DIST, "fontTools/misc/textTools.py", "num2binary"), (DIST, "fontTools/misc/roundTools.py", "otRound"),
    (DIST, "fontTools/misc/arrayTools.py", "sectRect"), (DIST, "fontTools/misc/arrayTools.py", "normRect"),
    (DIST, "packaging/specifiers.py", "_version_split"), (DIST, "packaging/specifiers.py", "_pad_version"),
    (DIST, "packaging/version.py", "_parse_letter_version"),
    (DIST, "oauthlib/oauth2/rfc6749/utils.py", "scope_to_list"),
    (DIST, "pyparsing/util.py", "col"),
]

# Round 3 of issue 19: a held-out set chosen before any tuning of that
# round, from modules none of FUNCS and FRESH come from.
CLEAN = [
    (STDLIB, "http/cookiejar.py", "offset_from_tz_string"), (STDLIB, "http/cookiejar.py", "strip_quotes"),
    (STDLIB, "http/cookiejar.py", "is_HDN"), (STDLIB, "http/cookiejar.py", "domain_match"),
    (STDLIB, "http/cookiejar.py", "liberal_is_HDN"), (STDLIB, "http/cookiejar.py", "user_domain_match"),
    (STDLIB, "http/cookiejar.py", "reach"),
    (STDLIB, "nturl2path.py", "url2pathname"), (STDLIB, "nturl2path.py", "pathname2url"),
    (STDLIB, "enum.py", "_is_dunder"), (STDLIB, "enum.py", "_is_sunder"), (STDLIB, "enum.py", "_is_private"),
    (STDLIB, "enum.py", "_is_single_bit"), (STDLIB, "enum.py", "_power_of_two"),
    (STDLIB, "optparse.py", "_parse_num"), (STDLIB, "optparse.py", "_match_abbrev"),
    (STDLIB, "unittest/util.py", "_shorten"), (STDLIB, "unittest/util.py", "sorted_list_difference"),
    (STDLIB, "unittest/util.py", "three_way_cmp"),
    (STDLIB, "cgi.py", "parse_header"),
    (STDLIB, "pydoc.py", "replace"), (STDLIB, "pydoc.py", "cram"), (STDLIB, "pydoc.py", "stripid"),
    (STDLIB, "xml/sax/saxutils.py", "escape"), (STDLIB, "xml/sax/saxutils.py", "unescape"),
    (STDLIB, "_pydecimal.py", "_sqrt_nearest"), (STDLIB, "_pydecimal.py", "_rshift_nearest"),
    (STDLIB, "_pydecimal.py", "_div_nearest"), (STDLIB, "_pydecimal.py", "_decimal_lshift_exact"),
    (STDLIB, "_pydecimal.py", "_group_lengths"),
    (STDLIB, "wsgiref/util.py", "is_hop_by_hop"),
    (DIST, "protego.py", "_enforce_path"), (DIST, "protego.py", "_is_valid_directive_field"),
    (DIST, "soupsieve/util.py", "lower"),
    (DIST, "hyperlink/_url.py", "_resolve_dot_segments"), (DIST, "hyperlink/_url.py", "scheme_uses_netloc"),
    (DIST, "w3lib/html.py", "strip_html5_whitespace"),
    (DIST, "itsdangerous/encoding.py", "want_bytes"),
    (DIST, "tldextract/remote.py", "looks_like_ip"),
]


def free_names(node):
    """Names node reads that it does not bind itself."""
    bound, used = set(), set()
    for n in ast.walk(node):
        if isinstance(n, ast.Name):
            (bound if isinstance(n.ctx, (ast.Store, ast.Del)) else used).add(n.id)
        elif isinstance(n, ast.arg):
            bound.add(n.arg)
        elif isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and n is not node:
            bound.add(n.name)
        elif isinstance(n, (ast.Global, ast.Nonlocal)):
            used.update(n.names)
    return used - bound


def top_bindings(tree):
    """Module-level statements by the names they bind."""
    out = {}
    for st in tree.body:
        names = []
        if isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names = [st.name]
        elif isinstance(st, (ast.Import, ast.ImportFrom)):
            names = [(a.asname or a.name).split(".")[0] for a in st.names]
        elif isinstance(st, ast.Assign):
            for t in st.targets:
                names += [n.id for n in ast.walk(t) if isinstance(n, ast.Name)]
        elif isinstance(st, (ast.AnnAssign, ast.AugAssign)) and isinstance(st.target, ast.Name):
            names = [st.target.id]
        elif isinstance(st, ast.Try):
            # `try: from _bisect import *` is not needed; a function
            # defined in the fallback branch (posixpath.normpath) is.
            for part in [h.body for h in st.handlers] + [st.orelse, st.body]:
                for sub in part:
                    if isinstance(sub, ast.FunctionDef):
                        out.setdefault(sub.name, sub)
            continue
        for n in names:
            out.setdefault(n, st)  # the first binding, as the module defines it
    return out


def closure(root, rel, name):
    """The module-level statements name needs (itself first), the source
    and the module's bindings."""
    path = os.path.join(root, rel)
    src = open(path).read()
    tree = ast.parse(src)
    binds = top_bindings(tree)
    if name not in binds:
        raise SystemExit("no %s in %s" % (name, path))
    need, todo = [], [binds[name]]
    seen = set()
    while todo:
        st = todo.pop()
        if id(st) in seen:
            continue
        seen.add(id(st))
        need.append(st)
        if isinstance(st, (ast.Import, ast.ImportFrom)):
            continue
        for n in free_names(st):
            if n in binds:
                todo.append(binds[n])
    need.sort(key=lambda s: s.lineno)
    return need, src, binds


def extract(root, rel, name):
    path = os.path.join(root, rel)
    need, src, _ = closure(root, rel, name)
    lines = src.splitlines()
    out = []
    for st in need:
        start = st.lineno
        if getattr(st, "decorator_list", None):
            start = min(d.lineno for d in st.decorator_list)
        text = textwrap.dedent("\n".join(lines[start - 1:st.end_lineno]))
        if isinstance(st, ast.ImportFrom) and st.level:
            # A relative import inside a package: made absolute.
            pkg = os.path.dirname(rel).replace("/", ".")
            text = "from %s%s import %s" % (pkg, "." + st.module if st.module else "",
                                            ", ".join(a.name + (" as " + a.asname if a.asname else "") for a in st.names))
        out.append(text)
    origin = "Debian python3.11 standard library" if root == STDLIB else "Debian-packaged Python library"
    head = ("# %s.%s as written, with what it needs from its module.\n"
            "# Source: %s (%s), lines %s.\n"
            "# Extracted by scripts/extract-real.py (issue 19's real-code check set).\n\n") % (
        rel[:-3].replace("/__init__", "").replace("/", "."), name, path, origin,
        ", ".join("%d-%d" % (s.lineno, s.end_lineno) for s in need))
    return head + "\n\n".join(out) + "\n"


def module_file(mod):
    """The source file of a module of the standard library or of
    dist-packages, or None (a C module, or one not found)."""
    if mod == "os.path" or mod.startswith("os.path."):
        mod = "posixpath" + mod[len("os.path"):]  # what os.path is on this system
    for root in (STDLIB, DIST):
        base = os.path.join(root, *mod.split("."))
        for cand in (base + ".py", os.path.join(base, "__init__.py")):
            if os.path.exists(cand):
                return cand
    return None


def footprint(root, rel, name):
    """What a function's extracted file consists of: the module-level
    statements it takes (as (file, first line)), the functions it calls
    in other modules through its imports (as (file, name)), and the
    bodies of its functions and classes (ast dumps)."""
    need, _, binds = closure(root, rel, name)
    path = os.path.join(root, rel)
    stmts, callees, bodies = set(), set(), set()
    pkg = os.path.dirname(rel).replace("/", ".")
    mods = {}  # local name -> module, from the imports the file takes
    for st in need:
        if isinstance(st, ast.Import):
            for a in st.names:
                mods[a.asname or a.name.split(".")[0]] = a.name if a.asname else a.name.split(".")[0]
        elif isinstance(st, ast.ImportFrom):
            mod = st.module or ""
            if st.level:
                mod = pkg + ("." + mod if mod else "")
            for a in st.names:
                f = module_file(mod + "." + a.name)
                if f:
                    mods[a.asname or a.name] = mod + "." + a.name
                else:
                    f = module_file(mod)
                    if f:
                        callees.add((f, a.name))
        else:
            stmts.add((path, st.lineno))
            if isinstance(st, (ast.FunctionDef, ast.ClassDef)):
                bodies.add(ast.dump(ast.Module(body=st.body, type_ignores=[])))
    # mod.attr and mod.sub.attr calls or references inside the file's code,
    # imports inside functions included.
    for st in need:
        for n in ast.walk(st):
            if isinstance(n, ast.Import) and st is not n:
                for a in n.names:
                    mods[a.asname or a.name.split(".")[0]] = a.name if a.asname else a.name.split(".")[0]
            elif isinstance(n, ast.ImportFrom) and st is not n and n.module and not n.level:
                for a in n.names:
                    f = module_file(n.module)
                    if f:
                        callees.add((f, a.name))
    for st in need:
        for n in ast.walk(st):
            if not isinstance(n, ast.Attribute):
                continue
            chain, cur = [n.attr], n.value
            while isinstance(cur, ast.Attribute):
                chain.insert(0, cur.attr)
                cur = cur.value
            if not isinstance(cur, ast.Name) or cur.id not in mods:
                continue
            parts = mods[cur.id].split(".") + chain
            # the longest prefix that is a module file; the next part is its function
            for k in range(len(parts) - 1, 0, -1):
                f = module_file(".".join(parts[:k]))
                if f and not module_file(".".join(parts[:k + 1])):
                    callees.add((f, parts[k]))
                    break
    return {"files": {path}, "stmts": stmts, "callees": callees, "bodies": bodies}


def defined(root, rel, name):
    """(file, name) of every function and class a tuned function's file takes."""
    need, _, _ = closure(root, rel, name)
    path = os.path.join(root, rel)
    return {(path, st.name) for st in need if isinstance(st, (ast.FunctionDef, ast.ClassDef))}


def disjoint(funcs, tuned):
    """Raise if a function of funcs shares code with the tuned functions."""
    t_files, t_stmts, t_defs, t_bodies = set(), set(), set(), set()
    for root, rel, name in tuned:
        fp = footprint(root, rel, name)
        t_files |= fp["files"]
        t_stmts |= fp["stmts"]
        t_bodies |= fp["bodies"]
        # code a tuned file takes; library functions both only call
        # (re.compile, str methods) are not tuned code
        t_defs |= defined(root, rel, name)
    bad = []
    for root, rel, name in funcs:
        fp = footprint(root, rel, name)
        why = []
        if fp["files"] & t_files:
            why.append("same source file")
        if fp["stmts"] & t_stmts:
            why.append("statements in common")
        # a helper of ours that a tuned file takes, or a call into one
        shared = (defined(root, rel, name) | fp["callees"]) & t_defs
        if shared:
            why.append("shared functions %s" % sorted("%s:%s" % (os.path.basename(f), n) for f, n in shared))
        if fp["bodies"] & t_bodies:
            why.append("a function body equal to a tuned one")
        if why:
            bad.append("%s %s: %s" % (rel, name, "; ".join(why)))
    if bad:
        raise SystemExit("not disjoint from the tuned sets:\n  " + "\n  ".join(bad))


def heldout(key):
    return int(hashlib.sha1(key.encode()).hexdigest(), 16) % 3 == 0


def main():
    if sys.argv[1] == "--check":
        # the CLEAN set is disjoint; FRESH against FUNCS is reported, not fixed
        disjoint(CLEAN, FUNCS + FRESH)
        print("CLEAN shares no code with FUNCS and FRESH")
        return
    if sys.argv[1] == "--clean":
        disjoint(CLEAN, FUNCS + FRESH)
        outdir = os.path.join(sys.argv[2], "clean-heldout")
        os.makedirs(outdir, exist_ok=True)
        for root, rel, name in CLEAN:
            mod = rel[:-3].replace("/__init__", "").replace("/", "_")
            with open(os.path.join(outdir, "%s__%s.py" % (mod, name.lstrip("_"))), "w") as f:
                f.write(extract(root, rel, name))
        print("clean-heldout %d files in %s" % (len(CLEAN), outdir))
        return
    if sys.argv[1] == "--fresh":
        outdir = sys.argv[2]
        parts, funcs, quix = ("fresh", "fresh-heldout"), FRESH, None
        known = {(r, f, n) for r, f, n in FUNCS}
        assert not known & set(FRESH), "FRESH repeats FUNCS"
    else:
        outdir = sys.argv[1]
        parts, funcs = ("dev", "heldout"), FUNCS
        quix = sys.argv[2] if len(sys.argv) > 2 else None
    for part in parts:
        os.makedirs(os.path.join(outdir, part), exist_ok=True)
    n = {p: 0 for p in parts}
    for root, rel, name in funcs:
        mod = rel[:-3].replace("/__init__", "").replace("/", "_")
        fname = "%s__%s.py" % (mod, name.lstrip("_"))
        part = parts[1] if heldout(fname) else parts[0]
        with open(os.path.join(outdir, part, fname), "w") as f:
            f.write(extract(root, rel, name))
        n[part] += 1
    if quix:
        for fn in sorted(os.listdir(quix)):
            if not fn.endswith(".py") or fn.endswith("_test.py") or fn == "node.py":
                continue
            part = "heldout" if heldout("quixbugs_" + fn) else "dev"
            dst = os.path.join(outdir, part, "quixbugs_" + fn)
            body = open(os.path.join(quix, fn)).read()
            with open(dst, "w") as f:
                f.write("# QuixBugs correct program %s, as written (%s).\n\n" % (fn, os.path.join(quix, fn)) + body)
            n[part] += 1
    print(", ".join("%s %d" % (p, n[p]) for p in parts) + " files in %s" % outdir)


main()
