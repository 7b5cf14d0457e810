# A value a real encoder turns into text whose first character says its
# kind: only a list or a tuple encodes to an array, and no text does.
import json
shown = json.dumps(value)
if shown[0] == "[":
    exit(shown)
exit(None)
