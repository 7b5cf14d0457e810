# op: SIB (a pattern anchored at the start where it may be anywhere)
import re


def ref(text):
    m = re.match(r"INV-\d+", text)
    return m.group(0) if m else None


assert ref("see INV-42 please") == "INV-42"
