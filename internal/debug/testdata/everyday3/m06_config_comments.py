def strip_comment(line):
    pos = line.find("#")
    if pos > 0:
        line = line[:pos]
    return line.rstrip()


def config_lines(text):
    out = []
    for raw in text.splitlines():
        line = strip_comment(raw)
        if line:
            out.append(line)
    return out


text = """# server settings
host = example.org
port = 8080  # default
# end
"""
lines = config_lines(text)
print(lines)
assert lines == ["host = example.org", "port = 8080"]
