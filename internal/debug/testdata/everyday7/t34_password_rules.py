import string

RULES = [
    ("at least 10 characters", lambda pw: len(pw) >= 10),
    ("an upper-case letter", lambda pw: any(c.isupper() for c in pw)),
    ("a digit", lambda pw: all(c.isdigit() for c in pw)),
    ("a symbol", lambda pw: any(c in string.punctuation for c in pw)),
    ("no spaces", lambda pw: " " not in pw),
]


def problems(password):
    return [text for text, rule in RULES if not rule(password)]


def feedback(passwords):
    out = {}
    for pw in passwords:
        missing = problems(pw)
        out[pw] = "ok" if not missing else "needs " + ", ".join(missing)
    return out


result = feedback(["Tr0ub4dor&3x", "hunter2", "Correct Horse!9"])
print(result)
assert result == {
    "Tr0ub4dor&3x": "ok",
    "hunter2": "needs at least 10 characters, an upper-case letter, a symbol",
    "Correct Horse!9": "needs no spaces",
}, result
