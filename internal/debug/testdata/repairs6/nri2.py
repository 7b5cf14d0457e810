# op: NRI line: 6 (the text a pattern is applied to, not lowered)
import re


def tags(text):
    return sorted(set(re.findall(r"#([a-z]+)", text)))


assert tags("Loving #Python and #python, #Go too") == ["go", "python"], tags("Loving #Python and #python, #Go too")
