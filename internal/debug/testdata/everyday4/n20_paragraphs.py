doc = """Shopping list
milk
eggs

Call plumber
ask about Tuesday

Pay rent"""


def blocks(lines):
    block = []
    for line in lines:
        if not line.strip():
            if block:
                yield block
            block = []
        else:
            block.append(line.strip())
    return block


def titles(text):
    return [b[0] for b in blocks(text.splitlines())]


found = titles(doc)
print(found)
assert found == ["Shopping list", "Call plumber", "Pay rent"]
