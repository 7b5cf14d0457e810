# pandas' extract wants a pattern with capture groups: a made-up string
# raises "pattern contains no capture groups" on the first line.
import pandas as pd
parts = pd.Series(["a1", "b2", "c3"]).str.extract(two_groups)
print("groups", len(parts.columns))
