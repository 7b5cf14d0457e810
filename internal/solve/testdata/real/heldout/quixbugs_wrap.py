# QuixBugs correct program wrap.py, as written (../shared/datasets/quixbugs/correct_python_programs/wrap.py).


def wrap(text, cols):
    lines = []
    while len(text) > cols:
        end = text.rfind(' ', 0, cols + 1)
        if end == -1:
            end = cols
        line, text = text[:end], text[end:]
        lines.append(line)

    lines.append(text)
    return lines

