import shlex

COMMANDS = """\
adduser name="Ada Lovelace" role=admin
adduser name=grace role=dev team="compilers and tools"
deluser name=mallory
"""


def parse_command(line):
    words = line.split()
    verb, *pairs = words
    fields = dict(pair.partition("=")[::2] for pair in pairs)
    return verb, fields


def render(verb, fields):
    return " ".join([verb] + [f"{k}={shlex.quote(v)}" for k, v in sorted(fields.items())])


def users_added(script):
    added = []
    for line in script.splitlines():
        verb, fields = parse_command(line)
        if verb == "adduser":
            added.append((fields["name"], fields.get("role", "guest")))
    return added


result = (users_added(COMMANDS), render(*parse_command(COMMANDS.splitlines()[1])))
print(result)
assert result == ([("Ada Lovelace", "admin"), ("grace", "dev")], "adduser name=grace role=dev team='compilers and tools'"), result
