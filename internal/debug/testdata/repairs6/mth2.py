# op: MTH line: 5 (a method referenced, never called)
def codes(tokens):
    out = []
    for tok in tokens:
        if tok.isdigit:
            out.append(int(tok))
    return out


assert codes(["12", "x", "7"]) == [12, 7], codes(["12", "x", "7"])
