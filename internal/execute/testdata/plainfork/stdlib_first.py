# unstuck explore, node 1: no stand-ins; every name below is a real import or a plain value.
import types
import os as system
from pandas import options
import pandas as pd
self = types.SimpleNamespace(rows=options.display.max_rows, sep=system.sep)
df = pd.DataFrame({"a": [1, 2]})
if self.rows > 0 and self.sep == "/" and len(df) == 2:
    print("ran")
exit(int(df["a"].sum()) == 3)
