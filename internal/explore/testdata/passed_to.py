import pandas as pd

pieces = {"x": first, "y": second}
both = pd.concat(pieces)
merged = pd.merge(left, right, on="key")
print(merged["key"].sum(), len(both))
joined = s.str.cat([u, u.to_numpy()], join="left")
print(joined.str.len().max())
mi = pd.MultiIndex.from_tuples(tuples)
print(mi.nlevels)
stacked = pd.concat(frames)
print(len(stacked), len(frames))
