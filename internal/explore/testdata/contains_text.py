import re
if "fragment" not in text:
    exit(False)
text = re.sub(r"\s+", " ", text)
exit(text)
