# unstuck explore, node 1: no stand-ins; every name below is a real import or a plain value.
import pandas as pd
from pandas import options
import types
df = pd.DataFrame({"a": [1, 2], "b": [3, 4]})
if options.display.max_rows > 0 and len(df) == 2:
    total = int(df["a"].sum())
else:
    total = 0
exit(total == 3)
