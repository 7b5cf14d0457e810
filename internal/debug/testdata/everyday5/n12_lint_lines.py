"""Report line numbers (1-based, as editors show them) of too-long lines."""


def long_lines(text, limit):
    report = []
    for number, line in enumerate(text.splitlines()):
        if len(line) > limit:
            report.append(number)
    return report


source = "import os\nx = os.path.join('a', 'b', 'c', 'd')\ny = 1\nprint(os.getcwd(), x, y, 'done')\n"
bad = long_lines(source, 20)
print(bad)
assert bad == [2, 4]
